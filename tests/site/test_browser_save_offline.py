"""A save on a bad connection: with no answer, "Save hand" did nothing once the connection was back
(the preview had been replaced by the error) and the page said "Nothing was saved", though the hand
may have been stored. Save stays ready, and the retry stores the hand once."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page
from tournaments.models import Game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

READY = "#preview.ok:not([aria-busy])"


def _pinfu_tanyao_ron(live_server: Any, browser: Any, django_user_model: Any) -> Any:
    """A phone on a new WRC game's entry page with South's pinfu tanyao ron off West picked (2,000)."""
    page = entry_page(live_server, browser, django_user_model, "wrc")
    page.click("[data-name=kind-ron]")
    page.click("#step-winner [data-name=seat-1]")
    page.click("#step-discarder [data-name=seat-2]")
    page.click("#win-1 [data-name=yaku-pinfu]")
    page.click("#win-1 [data-name=yaku-tanyao]")
    page.wait_for_selector(READY)
    return page


def test_save_can_be_tapped_again_after_no_answer_and_stores_the_hand_once(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = _pinfu_tanyao_ron(live_server, browser, django_user_model)
    page.context.set_offline(True)
    page.click("#save")
    page.wait_for_selector("#no-answer")
    assert "may not be saved yet" in page.inner_text("#no-answer")
    assert page.locator("#save").is_enabled()  # ready for the retry, the payments still shown
    assert "+2,000" in page.inner_text("#preview")
    page.context.set_offline(False)
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")
    assert Game.objects.get().hands.count() == 1
    page.context.close()


def test_a_scorer_signed_out_mid_hand_is_told_so_with_the_way_to_sign_in(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """The session ended mid-hand: the page said "No connection to the server" (the server had
    answered 403), with no way to sign in again."""
    page = entry_page(live_server, browser, django_user_model, "wrc")
    page.click("[data-name=kind-ron]")
    page.context.clear_cookies()
    page.click("#step-winner [data-name=seat-1]")
    page.wait_for_selector("#preview.bad #reload")
    assert "You are signed out" in page.inner_text("#preview")
    link = page.locator("#reload")
    assert link.inner_text() == "Sign in"
    assert "/accounts/login/?next=" in (link.get_attribute("href") or "")
    page.context.close()


def test_a_hand_half_entered_comes_back_after_a_reload_and_goes_once_saved(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """A reload mid-hand (or signing in again after the session ended) found the form empty."""
    page = _pinfu_tanyao_ron(live_server, browser, django_user_model)
    page.reload()
    page.wait_for_selector(READY)
    assert page.is_visible("#restored")
    assert page.get_attribute("#win-1 [data-name=yaku-tanyao]", "aria-pressed") == "true"
    assert "+2,000" in page.inner_text("#preview")
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")
    page.reload()  # hand 2 starts empty: the kept hand went with the save
    assert not page.is_visible("#restored")
    assert page.locator("#win-1").count() == 0
    page.context.close()
