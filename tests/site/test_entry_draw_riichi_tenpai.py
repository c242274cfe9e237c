"""Riichi and tenpai at a draw, as a scorer on a phone ticks them (the entry page's own state).

A riichi ticked at an exhaustive draw ticks that player's tenpai: taken back, it left the tenpai
ticked (paid and savable though nobody chose it). "Four riichi" ticked every riichi and another
reason then cleared them all, a riichi ticked before it included. A riichi player's tenpai could be
tapped off, only for the rules to refuse the draw.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page, pressed

READY = "#preview:not([aria-busy])"  # the answer to the latest pick, not an earlier one

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _settled(page: Any) -> str:
    page.wait_for_selector(READY)
    return page.inner_text("#preview")


def test_entry_riichi_taken_back_at_a_draw_takes_back_the_tenpai_it_ticked(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "tenhou")
    page.click("[data-name='kind-draw']")
    page.locator("#step-riichi [data-name='seat-2']").click()
    assert "+2,000" in _settled(page)  # West tenpai alone, after the riichi stick
    assert pressed(page, "#step-tenpai") == ["seat-2"]

    page.locator("#step-riichi [data-name='seat-2']").click()  # the riichi was a slip
    preview = _settled(page)
    assert pressed(page, "#step-tenpai") == []
    assert "+3,000" not in preview and "who was tenpai" in preview
    assert page.locator("#preview.bad").count() == 1
    assert page.locator("#save").is_disabled()

    # a tenpai the scorer ticked themselves stays when that player's riichi is taken back
    page.locator("#step-tenpai [data-name='seat-1']").click()
    assert "+3,000" in _settled(page)
    page.locator("#step-riichi [data-name='seat-1']").click()
    _settled(page)
    page.locator("#step-riichi [data-name='seat-1']").click()
    preview = _settled(page)
    assert pressed(page, "#step-tenpai") == ["seat-1"]
    assert "+3,000" in preview
    assert page.locator("#save").is_enabled()
    page.context.close()


def test_entry_another_abort_reason_gives_back_the_riichi_before_four_riichi(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "tenhou")
    page.click("[data-name='kind-abort']")
    page.locator("#step-riichi [data-name='seat-0']").click()  # a real riichi by the dealer
    page.click("[data-name='reason-suucha_riichi']")
    _settled(page)
    assert pressed(page, "#step-riichi") == ["seat-0", "seat-1", "seat-2", "seat-3"]

    page.click("[data-name='reason-kyuushu']")  # four riichi was a slip: the dealer's riichi stays
    _settled(page)
    assert pressed(page, "#step-riichi") == ["seat-0"]

    # and so over a reload (what was picked is kept in the tab)
    page.click("[data-name='reason-suucha_riichi']")
    _settled(page)
    page.reload()
    page.wait_for_selector("#restored")
    assert pressed(page, "#step-riichi") == ["seat-0", "seat-1", "seat-2", "seat-3"]
    page.click("[data-name='kind-draw']")
    _settled(page)
    assert pressed(page, "#step-riichi") == ["seat-0"]
    assert pressed(page, "#step-tenpai") == ["seat-0"]
    page.context.close()


def test_entry_riichi_comes_first_at_a_draw_and_locks_that_players_tenpai(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "tenhou")
    page.click("[data-name='kind-draw']")
    _settled(page)
    ids = page.locator("#entry > .step").evaluate_all("els => els.map(e => e.id)")
    assert ids.index("step-riichi") < ids.index("step-tenpai")

    page.locator("#step-riichi [data-name='seat-2']").click()
    _settled(page)
    west = page.locator("#step-tenpai [data-name='seat-2']")
    nobody = page.locator("#step-tenpai [data-name='tenpai-none']")
    assert west.get_attribute("aria-pressed") == "true"
    assert west.is_disabled() and nobody.is_disabled()  # ticked and locked while in riichi
    assert west.get_attribute("aria-describedby") == "riichi-tenpai-note"
    assert "riichi" in page.inner_text("#riichi-tenpai-note")
    # a tap on it (forced past the lock) changes nothing: no "must be tenpai" to be met
    west.click(force=True)
    nobody.click(force=True)
    preview = _settled(page)
    assert "must be tenpai" not in preview and page.locator("#preview.ok").count() == 1
    assert pressed(page, "#step-tenpai") == ["seat-2"]

    # the other players' tenpai are still the scorer's to tick
    page.locator("#step-tenpai [data-name='seat-0']").click()
    _settled(page)
    assert pressed(page, "#step-tenpai") == ["seat-0", "seat-2"]

    page.locator("#step-riichi [data-name='seat-2']").click()  # riichi taken back: unlocked again
    _settled(page)
    assert west.is_enabled() and nobody.is_enabled()
    assert page.locator("#riichi-tenpai-note").count() == 0
    assert pressed(page, "#step-tenpai") == ["seat-0"]
    page.context.close()
