"""Score sheets on a phone and on A4: on a 390 px phone a sheet shows every column, the sticks and the
riichi-sticks cell included, and one with a very long name scrolls sideways inside its own box; on
paper no header word breaks inside ("Signatu / re")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import shoot, sign_in
from tests.site.conftest import make_event, seat_next_round

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE_390 = {"width": 390, "height": 844}
A4_PRINTED = {"width": 718, "height": 1000}  # 210 mm at 96 dpi less Chromium's default margins

# The words of the sheet's cells that the browser laid out over more than one line (a hyphen may
# end a line: "Longfellow-" / "Featherstonehaugh" is two whole words).
BROKEN_WORDS = """() => {
  const broken = [];
  for (const cell of document.querySelectorAll('.score-sheet th, .score-sheet td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent.matchAll(/[^\\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(m[0]);
      }
    }
  }
  return broken;
}"""


def _sheets(
    live_server: Any,
    browser: Any,
    django_user_model: Any,
    viewport: dict[str, int],
    entry_mode: str = "hands",
) -> Any:
    """The score sheets of round 1 of a 12-player event, table 1's East named at length."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=12, entry_mode=entry_mode)
    player = event.registrations.get(number=1).player
    player.name = "Bartholomew Longfellow-Featherstonehaugh"
    player.save()
    seat_next_round(event, owner)
    page = browser.new_context(viewport=viewport, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/scoresheets.print/")
    return page


def _right(locator: Any) -> float:
    box = locator.bounding_box()
    return float(box["x"] + box["width"])


def test_a_score_sheet_on_a_phone_shows_the_sticks_or_scrolls_to_them(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = _sheets(live_server, browser, django_user_model, PHONE_390)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_390["width"]
    # tables 2 and 3 (names of ordinary length) fit the screen: nothing to scroll to
    for sheet in page.locator(".sheet").all()[1:]:
        assert _right(sheet.locator("thead th").last) <= PHONE_390["width"]
        assert _right(sheet.locator("tr.final td").last) <= PHONE_390["width"]
    # table 1's long name makes its sheet wider than the phone: the sheet scrolls inside its own box
    first = page.locator(".sheet").first
    box = first.locator(".sheet-scroll")
    assert box.evaluate("b => getComputedStyle(b).overflowX") == "auto"
    assert box.evaluate("b => b.scrollWidth > b.clientWidth")
    top = first.locator("h2").bounding_box()
    box.evaluate("b => { b.scrollLeft = b.scrollWidth; }")
    assert first.locator("h2").bounding_box() == top  # the title stays put
    assert _right(first.locator("thead th").last) <= PHONE_390["width"]
    assert _right(first.locator("tr.final td").last) <= PHONE_390["width"]
    assert page.evaluate(BROKEN_WORDS) == []
    shoot(page, "16-scoresheets-phone")


def test_no_word_of_a_printed_score_sheet_breaks_inside(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = _sheets(live_server, browser, django_user_model, A4_PRINTED)
    page.emulate_media(media="print")
    assert page.evaluate(BROKEN_WORDS) == []
    # the sheet still fills the paper's width
    assert _right(page.locator(".sheet").first.locator("thead th").last) <= A4_PRINTED["width"]


def test_a_final_scores_sheet_fits_a_phone_without_scrolling(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """Only four totals, the chombo and the sticks left to write: the sheet had kept the hand, honba
    and sticks columns and scrolled sideways on a phone."""
    page = _sheets(live_server, browser, django_user_model, PHONE_390, entry_mode="final")
    for sheet in page.locator(".sheet").all()[1:]:
        box = sheet.locator(".sheet-scroll")
        assert not box.evaluate("b => b.scrollWidth > b.clientWidth")
        assert _right(sheet.locator("thead th").last) <= PHONE_390["width"]
    assert page.evaluate(BROKEN_WORDS) == []
    shoot(page, "16-scoresheets-final-phone")
