"""The standings as players read them on a 390 px phone and a 1280 px screen, in English, Japanese and
Vietnamese: a note of what a player's points include ("incl. −10.0 penalties", "1 chombo, counted in
its game") widened the Points column and broke the names beside it (a Vietnamese note took four
lines, and at 1280 px it still wrapped in a narrow column); players short of the games minimum were
numbered straight on, and the live redraw must set them apart as the page does."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import DESKTOP, shoot
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE_390 = {"width": 390, "height": 844}
NAMES = ["Nguyễn Thị Minh Khai", "Alexandra Schulz", "Dmitri Volkov", "Trần Văn Bảo"]
# each row as the reader sees it: the row's class, and each cell's class and words
ROWS = """() => { const cls = e => e.className.trim().split(/\\s+/).join(' ');
  return [...document.querySelectorAll('#standings tbody tr')].map(tr =>
    [cls(tr), [...tr.cells].map(c => [cls(c), c.innerText.trim()])]) }"""


def noted_event(owner: Any) -> Any:
    """Four players (no teams), one with a chombo in the game being played, one with a penalty."""
    from tests.tournaments.hands import chombo

    event = make_event(owner, players=0, preset="ema2016", visibility="public")
    services.players_register_csv(tournament=event, text="\n".join(NAMES), by=owner)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=chombo(2), by=owner)  # Dmitri Volkov
    services.penalty_add(registration=event.registrations.get(number=1), amount=-10, reason="late", by=owner)
    return event


def page_in(browser: Any, locale: str, viewport: dict[str, int]) -> Any:
    return browser.new_context(viewport=viewport, locale=locale).new_page()


@pytest.mark.parametrize("locale", ["en-US", "ja-JP", "vi-VN"])
def test_a_note_keeps_the_points_column_narrow_and_the_names_on_one_line(
    live_server: Any, browser: Any, django_user_model: Any, locale: str
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = noted_event(owner)
    page = page_in(browser, locale, PHONE_390)
    page.goto(f"{live_server.url}/t/{event.slug}/")
    assert page.locator("#standings .penalty-note").count() == 1
    assert page.locator("#standings .chombo-note").count() == 1
    # the Points column as narrow as its numbers (a note made it 110 px and more)
    widths = page.eval_on_selector_all(
        "#standings tbody td:nth-child(3)", "tds => tds.map(td => td.offsetWidth)"
    )
    assert max(widths) <= 80, widths
    for name in NAMES:
        link = page.locator("#standings td.name a", has_text=name)
        assert link.evaluate("a => a.getClientRects().length") == 1, name
    # a note's lines: two at most under the name (Vietnamese took four under the points)
    for note in ("penalty-note", "chombo-note"):
        height = page.locator(f"#standings .{note}").evaluate("n => n.closest('.points-note').offsetHeight")
        assert height <= 2 * 1.2 * 13.6 + 4, (note, height)
    # nothing runs past the phone's edge
    assert page.evaluate(
        "() => { const s = document.querySelector('.scroll'); return s.scrollWidth <= s.clientWidth }"
    )
    shoot(page, f"standings-phone-notes-{locale}")

    wide = page_in(browser, locale, DESKTOP)
    wide.goto(f"{live_server.url}/t/{event.slug}/")
    for note in ("penalty-note", "chombo-note"):  # one line where there is room (it wrapped at 6rem)
        lines = wide.locator(f"#standings .{note}").evaluate("n => n.getClientRects().length")
        height = wide.locator(f"#standings .{note}").evaluate("n => n.getBoundingClientRect().height")
        assert lines == 1 and height < 24, (note, lines, height)
    shoot(wide, f"standings-phone-notes-{locale}")


def test_the_live_redraw_sets_apart_the_players_short_of_games_and_notes_as_the_page_does(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8, entry_mode="final", min_games=1, visibility="public")
    round_ = seat_next_round(event, owner)
    page = page_in(browser, "en-US", PHONE_390)
    page.goto(f"{live_server.url}/t/{event.slug}/")
    assert page.locator("#standings tr.short-divider").count() == 0  # no finished game: nobody set apart
    assert page.locator("#ranking-note").is_visible()
    assert page.locator("#no-results-note").is_visible()
    services.game_record_final_scores(game=first_game(round_), scores=[45000, 35000, 25000, 15000], by=owner)
    services.penalty_add(registration=event.registrations.get(number=6), amount=-10, reason="late", by=owner)
    page.wait_for_selector("#standings tr.short-divider", timeout=15_000)
    page.wait_for_selector("#standings .penalty-note", timeout=15_000)
    live = page.evaluate(ROWS)
    assert [row[0] for row in live] == ["", "", "", "", "short-divider"] + ["unqualified"] * 4
    divider = live[4][1]
    assert divider == [["", "Players without a finished game are listed after the others."]]
    assert page.locator("#standings tr.short-divider th").get_attribute("colspan") == "6"
    # the same sentence under the table is left out while the row says it
    assert not page.locator("#ranking-note").is_visible()
    assert not page.locator("#no-results-note").is_visible()  # it stayed after the redraw
    row = page.locator("#standings tbody tr", has_text="Player 6")
    assert "incl. \u221210.0 penalties" in row.locator("td.name").inner_text()
    assert row.locator("td").nth(2).inner_text() == "\u221210.0*"
    shoot(page, "standings-phone-divider-live")
    page.reload()
    assert page.evaluate(ROWS) == live  # the page drawn afresh reads the same as the redraw


def test_the_live_redraw_puts_the_players_not_ranked_under_a_row_of_their_own(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    from tournaments.models import Game, Seat

    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8, entry_mode="final", min_games=1, visibility="public")
    round_ = seat_next_round(event, owner)
    reserve = services.player_register(tournament=event, name="Reserve", is_substitute=True, by=owner)
    seat = Seat.objects.get(round=round_, registration__number=1)
    services.substitute_seat(seat=seat, substitute=reserve, by=owner)  # player 1 did not come
    page = page_in(browser, "en-US", PHONE_390)
    page.goto(f"{live_server.url}/t/{event.slug}/")
    # before a result: player 1 (not seated) and the substitute apart already
    assert [row[0] for row in page.evaluate(ROWS)] == [""] * 7 + ["unranked-divider", "", ""]
    services.game_record_final_scores(
        game=Game.objects.get(table=seat.table), scores=[45000, 35000, 25000, 15000], by=owner
    )
    page.wait_for_selector("#standings tr.short-divider", timeout=15_000)
    live = page.evaluate(ROWS)
    assert [row[0] for row in live] == (
        ["", "", "", "short-divider"] + ["unqualified"] * 4 + ["unranked-divider", "", ""]
    )
    assert live[8][1] == [["", "Not ranked"]]
    assert "Reserve" in live[-1][1][1][1]
    page.reload()
    assert page.evaluate(ROWS) == live  # the page drawn afresh reads the same as the redraw
