"""The form made the scorer tick what it already knew: a player in riichi at an exhaustive draw is
tenpai (it showed "must be tenpai" in red until ticked twice), and a four-riichi abort has all four
players in riichi (each ticked by hand, "needs all four players in riichi, got 0" meanwhile)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page, pressed

READY = "#preview.ok:not([aria-busy])"  # the answer to the latest pick, not an earlier one

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_riichi_at_a_draw_ticks_tenpai_and_four_riichi_ticks_everyone(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "tenhou")
    page.click("[data-name='kind-draw']")
    page.locator("#step-riichi [data-name='seat-2']").click()
    page.wait_for_selector("#preview.ok")
    assert pressed(page, "#step-tenpai") == ["seat-2"]
    # the tenpai of a player in riichi cannot be unticked (it only led to "must be tenpai"): the riichi
    # is to be taken back instead
    tenpai = page.locator("#step-tenpai [data-name='seat-2']")
    assert tenpai.is_disabled() and tenpai.get_attribute("aria-pressed") == "true"

    page.reload()  # the draw comes back as picked (kept in the tab): another kind replaces it
    page.click("[data-name='kind-abort']")
    page.click("[data-name='reason-suucha_riichi']")
    page.wait_for_selector("#preview.ok")
    assert pressed(page, "#step-riichi") == ["seat-0", "seat-1", "seat-2", "seat-3"]
    # picked by a slip: another reason takes away the riichi it ticked, and gives back West's riichi
    # ticked on the draw before
    page.click("[data-name='reason-kyuushu']")
    page.wait_for_selector("#step-riichi")
    page.wait_for_function("document.querySelectorAll('#step-riichi [aria-pressed=\"true\"]').length === 1")
    assert pressed(page, "#step-riichi") == ["seat-2"]
    page.context.close()


def test_a_draw_waits_for_who_was_tenpai_and_nobody_is_a_choice(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    # a draw used to preview and save as all noten before any tenpai was ticked: a scorer who
    # pressed Save too early had nobody pay, with nothing on screen asking
    page = entry_page(live_server, browser, django_user_model, "tenhou")
    page.click("[data-name='kind-draw']")
    page.wait_for_selector("#preview.bad:not([aria-busy])")
    assert "who was tenpai" in page.inner_text("#preview")
    assert page.locator("#save").is_disabled()

    page.click("#step-tenpai [data-name='tenpai-none']")
    page.wait_for_selector(READY)
    assert pressed(page, "#step-tenpai") == ["tenpai-none"]
    # a seat ticked after "Nobody" unticks it: the two cannot both be said
    page.locator("#step-tenpai [data-name='seat-1']").click()
    page.wait_for_selector(READY)
    assert pressed(page, "#step-tenpai") == ["seat-1"]
    assert "+3,000" in page.inner_text("#preview")

    page.click("#step-tenpai [data-name='tenpai-none']")
    page.wait_for_selector(READY)
    assert pressed(page, "#step-tenpai") == ["tenpai-none"]
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")

    # editing that draw: nobody tenpai was said already, so it can be saved again as it is
    page.goto(page.url.replace("/enter/", "/hands/1/edit/"))
    page.wait_for_selector(READY)
    assert pressed(page, "#step-tenpai") == ["tenpai-none"]
    page.context.close()


def test_a_nagashi_mangan_waits_for_who_was_tenpai_as_a_draw_does(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """A walkthrough's nagashi saved at once as if nobody were tenpai, passing the deal: the dealer's
    tenpai decides whether the dealer keeps the seat at a nagashi mangan too (Tenhou rules)."""
    page = entry_page(live_server, browser, django_user_model, "tenhou")
    page.click("[data-name='kind-nagashi']")
    page.locator("#step-nagashi [data-name='seat-2']").click()
    page.wait_for_selector("#preview.bad:not([aria-busy])")
    assert "who was tenpai" in page.inner_text("#preview")
    assert page.locator("#save").is_disabled()

    page.locator("#step-tenpai [data-name='seat-0']").click()  # the dealer (East) was tenpai
    page.wait_for_selector(READY)
    preview = page.inner_text("#preview")
    # West's mangan tsumo as a non-dealer: 4,000 from the dealer, 2,000 from each other player
    assert "+8,000" in preview and "\u22124,000" in preview
    assert "Next: East 1" in preview  # the dealer keeps the seat

    page.click("#step-tenpai [data-name='tenpai-none']")
    page.wait_for_selector(READY)
    assert "Next: East 2" in page.inner_text("#preview")  # a noten dealer passes the deal
    page.context.close()
