"""A tester's report on the hand-entry page at phone width: the Riichi yaku was greyed with no hint
until "Riichi declared this hand" was ticked further up; a double ron's two yaku panels looked the
same once the "Hand of X" legend had scrolled away; riichi ticked under another outcome were not
tenpai once Draw was picked (the refusal named only the first); "Open (called)" took two lines
beside a one-line "Closed"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page, pressed, shoot

READY = "#preview:not([aria-busy])"  # the answer to the latest pick has come
READY_OK = "#preview.ok:not([aria-busy])"
READY_BAD = "#preview.bad:not([aria-busy])"

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _ron_south_from_west(page: Any) -> None:
    page.click("[data-name=kind-ron]")
    page.click("#step-winner [data-name=seat-1]")
    page.click("#step-discarder [data-name=seat-2]")
    page.wait_for_selector(READY_BAD)  # answered: the yaku are still to pick


def test_tapping_riichi_in_the_yaku_list_ticks_the_winners_declaration(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "ema2016")
    _ron_south_from_west(page)
    riichi = page.locator("#win-1 [data-name=yaku-riichi]")
    assert not riichi.is_disabled()  # greyed until the declaration was ticked, and a tap did nothing
    riichi.click()
    assert pressed(page, "#step-riichi") == ["seat-1"]  # the winner's declaration, ticked with it
    page.click("#win-1 [data-name=fu-30]")
    page.wait_for_selector(READY_OK)
    assert pressed(page, "#win-1 .yaku-list") == ["yaku-riichi"]
    assert "1 han 30 fu" in page.inner_text("#preview")

    # tapped off again: no riichi (a declarer always counts it, so the answer had ticked it back)
    page.click("#win-1 [data-name=yaku-riichi]")
    page.wait_for_selector(READY)
    page.wait_for_timeout(300)
    assert pressed(page, "#step-riichi") == []
    assert pressed(page, "#win-1 .yaku-list") == []

    # double riichi and ippatsu go with a declaration too: the tap ticks it
    page.click("#win-1 [data-name=yaku-double_riichi]")
    page.wait_for_selector(READY)
    assert pressed(page, "#step-riichi") == ["seat-1"]
    assert pressed(page, "#win-1 .yaku-list") == ["yaku-double_riichi"]
    page.click("#win-1 [data-name=yaku-riichi]")  # another form replaces it; still declared
    page.wait_for_selector(READY)
    assert pressed(page, "#step-riichi") == ["seat-1"]
    assert pressed(page, "#win-1 .yaku-list") == ["yaku-riichi"]

    # an open hand has no riichi: greyed, and the declaration is not ticked behind the scorer's back
    page.click("#win-1 [data-name=yaku-riichi]")  # off again: undeclared
    page.click("#win-1 [data-name=open]")
    page.wait_for_selector(READY)
    page.wait_for_timeout(300)
    assert page.locator("#win-1 [data-name=yaku-riichi]").is_disabled()
    assert pressed(page, "#step-riichi") == []
    page.context.close()


def test_a_double_rons_panels_each_keep_their_winner_in_sight(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "ema2016")
    page.click("[data-name=kind-ron]")
    page.click("#step-winner [data-name=seat-1]")
    page.click("#step-winner [data-name=seat-3]")
    page.click("#step-discarder [data-name=seat-2]")
    page.wait_for_selector(READY)
    names = {s: page.inner_text(f"#step-winner [data-name=seat-{s}] .sub") for s in (1, 3)}
    seen = {}
    for seat in (1, 3):
        # deep in the panel's yaku list, its legend long gone under the table's header
        page.locator(f"#win-{seat} [data-name=yaku-chiitoitsu]").evaluate(
            "b => b.scrollIntoView({block: 'center'})"
        )
        page.wait_for_timeout(100)
        seen[seat] = page.evaluate(
            """() => { const below = document.getElementById('table-state').getBoundingClientRect().bottom;
            const head = document.elementFromPoint(200, below + 8)?.closest('.win-head');
            if (!head) return null;
            return [head.closest('fieldset').id, head.innerText, getComputedStyle(head).backgroundColor]; }"""
        )
        assert seen[seat] is not None, "nothing under the table's header says whose panel this is"
        assert seen[seat][0] == f"win-{seat}"
        assert names[seat] in seen[seat][1]
    shoot(page, "entry-double-ron-second-panel")
    assert seen[1][2] != seen[3][2]  # the two winners' headings told apart by colour too
    # a screen reader still hears the panel named by its legend, once
    assert page.get_by_role("group", name=f"Hand of {names[3]}").count() == 1
    page.context.close()


def test_riichi_carried_into_a_draw_are_tenpai_as_if_ticked_there(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "mleague")
    page.click("[data-name=kind-chombo]")
    page.click("#step-riichi [data-name=seat-2]")
    page.click("#step-riichi [data-name=seat-3]")
    page.click("[data-name=kind-draw]")
    page.wait_for_selector(READY)
    assert pressed(page, "#step-tenpai") == ["seat-2", "seat-3"]
    page.wait_for_selector("#preview.ok")

    # a riichi taken back takes back the tenpai it ticked, and it stays so between the draw and a
    # nagashi mangan (the tenpai of a player in riichi is locked: the rules refuse anything else)
    page.click("#step-riichi [data-name=seat-3]")
    page.click("[data-name=kind-nagashi]")
    page.wait_for_selector(READY)
    assert pressed(page, "#step-tenpai") == ["seat-2"]
    # "Nobody tenpai" cannot be said while a riichi is ticked; a riichi ticked again on another kind
    # comes to the draw tenpai, as a tick on the draw does
    assert page.locator("#step-tenpai [data-name=tenpai-none]").is_disabled()
    page.click("[data-name=kind-chombo]")
    page.click("#step-riichi [data-name=seat-3]")
    page.click("[data-name=kind-draw]")
    page.wait_for_selector(READY)
    assert pressed(page, "#step-tenpai") == ["seat-2", "seat-3"]
    page.context.close()


def test_closed_and_open_share_the_row_each_on_one_line(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "ema2016")
    _ron_south_from_west(page)
    boxes = {}
    for name in ("closed", "open", "mode-quick", "mode-tiles"):
        button = page.locator(f"#win-1 [data-name={name}]")
        lines = button.evaluate(
            "b => { const r = document.createRange(); r.selectNodeContents(b);"
            " return r.getClientRects().length; }"
        )
        assert lines == 1, f"{name} takes {lines} lines"
        boxes[name] = button.bounding_box()
    panel = page.locator("#win-1").bounding_box()
    for a, b in (("closed", "open"), ("mode-quick", "mode-tiles")):
        assert boxes[a]["height"] == boxes[b]["height"] and abs(boxes[a]["width"] - boxes[b]["width"]) < 1
        assert boxes[a]["y"] == boxes[b]["y"]
        # the pair fills the row, not two thirds of it
        assert boxes[b]["x"] + boxes[b]["width"] > panel["x"] + panel["width"] - 40
    page.context.close()
