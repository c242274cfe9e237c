"""The seating form's "Who is here" says, as boxes are unticked, how the ticked players fill the
tables: a walkthrough unticked 2 of 14 and still read "2 players sit out this round" (the 2 away were
those 2; nobody else sat out)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import DESKTOP, PHONE, shoot, sign_in
from tests.site.conftest import make_event
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _club_round(live_server: Any, browser: Any, django_user_model: Any, players: int, **context: Any) -> Any:
    """The organizer's ("owner") phone on round 1 of a league of `players` whose extra players sit out."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=players, empty_seats="sit_out", kind="league")
    services.round_create(tournament=event, by=owner)
    page = browser.new_context(viewport=PHONE, **context).new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/")
    return page


def _untick(page: Any, *numbers: int) -> None:
    for number in numbers:
        page.uncheck(f"#attendance input[name=here][value='{number}']")


def test_unticking_members_says_who_sits_out_of_those_here(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = _club_round(live_server, browser, django_user_model, 14)
    assert "2 players sit out this round" in page.inner_text("#sit-out-notice")
    assert not page.is_visible("#here-now")
    assert page.inner_text("#attendance summary") == "Who is here (14 of 14 players)"
    page.click("#attendance summary")
    _untick(page, 10, 14)
    said = page.inner_text("#here-now")
    assert said == "Ticked: 12 players, 3 tables; nobody sits out."
    # the heading counts the ticks too: "(14 players)" above "Ticked: 12" read as a mistake
    assert page.inner_text("#attendance summary") == "Who is here (12 of 14 players)"
    assert not page.is_visible("#sit-out-notice")  # it counted all 14
    _untick(page, 3)
    said = page.inner_text("#here-now")
    assert said.startswith("Ticked: 11 players, 2 tables; 3 sit out")
    shoot(page, "attendance-live")


def test_one_table_and_one_substitute_short_read_in_the_singular(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """A walkthrough read "Ticked: 6 players, 1 tables" on a club night."""
    page = _club_round(live_server, browser, django_user_model, 6)
    page.click("#attendance summary")
    _untick(page, 6)
    assert page.inner_text("#here-now").startswith("Ticked: 5 players, 1 table; 1 sits out")
    _untick(page, 5)
    assert page.inner_text("#here-now") == "Ticked: 4 players, 1 table; nobody sits out."
    owner = django_user_model.objects.get(username="owner")
    substitutes = make_event(owner, players=7, name="Club night")
    services.round_create(tournament=substitutes, by=owner)
    page.goto(f"{live_server.url}/t/{substitutes.slug}/manage/rounds/1/")
    page.click("#attendance summary")
    _untick(page, 7, 6, 5)
    assert page.inner_text("#here-now") == "Ticked: 4 players, 1 table; nobody sits out."
    assert page.inner_text("#attendance summary") == "Who is here (4 of 7 players)"
    page.check("#attendance input[name=here][value='5']")
    page.check("#attendance input[name=here][value='6']")
    page.check("#attendance input[name=here][value='7']")
    short = "Ticked: 7 players; 1 more substitute is needed to fill the tables."
    assert page.inner_text("#here-now") == short


def test_one_player_sitting_out_reads_in_the_singular(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """A walkthrough read "Ticked: 13 players, 3 tables; 1 sit out"."""
    page = _club_round(live_server, browser, django_user_model, 14)
    page.click("#attendance summary")
    _untick(page, 14)
    said = "Ticked: 13 players, 3 tables; 1 sits out, chosen among those who sat out fewest times."
    assert page.inner_text("#here-now") == said
    _untick(page, 13)
    assert page.inner_text("#here-now").startswith("Ticked: 12 players, 3 tables; nobody sits out")
    _untick(page, 12)
    assert page.inner_text("#here-now").startswith("Ticked: 11 players, 2 tables; 3 sit out, chosen")


def test_each_name_is_a_row_a_finger_can_tick_on_a_phone_and_compact_on_a_desktop(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """The roll call of 14 on a phone at a bar: boxes of 21 px in rows of 23 px were hard to hit."""
    page = _club_round(live_server, browser, django_user_model, 14, has_touch=True)
    page.click("#attendance summary")
    rows = page.locator("#attendance .check label")
    assert rows.count() == 14
    list_width = page.locator("#attendance").bounding_box()["width"]
    for i in range(14):
        row = rows.nth(i).bounding_box()
        assert row["height"] >= 44 and row["width"] >= list_width * 0.9, row
    # a tap at the far end of a row, well away from the box, unticks it
    row = rows.nth(6).bounding_box()
    page.touchscreen.tap(row["x"] + row["width"] - 10, row["y"] + row["height"] / 2)
    assert not page.is_checked("#attendance input[name=here][value='7']")
    assert page.inner_text("#here-now").startswith("Ticked: 13 players, 3 tables; 1 sits out")
    shoot(page, "attendance-rows")
    desk = browser.new_page(viewport=DESKTOP)
    sign_in(desk, live_server.url)
    desk.goto(page.url)
    desk.click("#attendance summary")
    heights = [desk.locator("#attendance .check label").nth(i).bounding_box()["height"] for i in range(14)]
    assert max(heights) <= 36  # 14 names still fit a screen


def test_a_seating_refused_for_too_few_here_says_what_to_do_not_to_let_players_sit_out(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """Three ticked of 14: the page offered "Or let players sit out in turn", which this event does
    already, under a line still counting 14 players with 2 sitting out."""
    page = _club_round(live_server, browser, django_user_model, 14)
    page.click("#attendance summary")
    _untick(page, *range(4, 15))
    assert page.inner_text("#here-now") == "Ticked: 3 players; a table needs four."
    page.click("#seat-form button.primary")
    page.wait_for_selector(".messages")
    assert "A table needs four players; 3 are here" in page.inner_text(".messages")
    assert (
        page.is_visible("#here-now")
        and page.inner_text("#here-now") == "Ticked: 3 players; a table needs four."
    )
    assert page.locator("#sit-out-notice").count() == 0  # "14 players … 2 players sit out"
    fix = page.inner_text("#absent-fix")
    assert fix.startswith("Tick everyone who came (at least four)")
    assert "sit out in turn" not in page.inner_text("#seat-form")
    assert page.locator("#attendance input[name=here]:checked").count() == 3
    shoot(page, "attendance-too-few")
    page.check("#attendance input[name=here][value='4']")
    assert page.inner_text("#here-now") == "Ticked: 4 players, 1 table; nobody sits out."


def test_the_count_stays_in_sight_below_a_long_roll_call(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """With 100 players the line saying how the ticked players fill the tables was 4,000 px below the
    box just unticked: it keeps to the bottom of the screen while the list is in view."""
    page = _club_round(live_server, browser, django_user_model, 60)
    page.click("#attendance summary")
    _untick(page, 2)
    box = page.locator("#here-now").bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"]
    assert page.inner_text("#here-now").startswith("Ticked: 59 players, 14 tables; 3 sit out")


def test_substitutes_ticked_beyond_the_empty_seats_are_said_to_be_not_needed(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """The seating leaves out the substitutes it does not need: the roll call says how many."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    for name in ("Sam Spare", "Rita Reserve"):
        services.player_register(tournament=event, name=name, is_substitute=True, by=owner)
    services.round_create(tournament=event, by=owner)
    page = browser.new_context(viewport=PHONE).new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/")
    page.click("#attendance summary")
    _untick(page, 8)
    said = "Ticked: 7 players, 2 tables; nobody sits out. 1 ticked substitute is not needed."
    assert page.inner_text("#here-now") == said
    page.check("#attendance input[name=here][value='8']")
    said = "Ticked: 8 players, 2 tables; nobody sits out. 2 ticked substitutes are not needed."
    assert page.inner_text("#here-now") == said
    _untick(page, 9, 10)
    assert page.inner_text("#here-now") == "Ticked: 8 players, 2 tables; nobody sits out."
