"""The seating form's "Who is here" says, as boxes are unticked, how the ticked players fill the
tables: a walkthrough unticked 2 of 14 and still read "2 players sit out this round" (the 2 away were
those 2; nobody else sat out)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, shoot, sign_in
from tests.site.conftest import make_event
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _club_round(live_server: Any, browser: Any, owner: Any, players: int) -> Any:
    """The organizer's phone on round 1 of a league of `players` whose extra players sit out."""
    event = make_event(owner, players=players, empty_seats="sit_out", kind="league")
    services.round_create(tournament=event, by=owner)
    page = browser.new_page(viewport=PHONE)
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/")
    return page


def test_unticking_members_says_who_sits_out_of_those_here(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    page = _club_round(live_server, browser, owner, 14)
    assert "2 players sit out this round" in page.inner_text("#sit-out-notice")
    assert not page.is_visible("#here-now")
    page.click("#attendance summary")
    for number in (10, 14):
        page.uncheck(f"#attendance input[name=here][value='{number}']")
    said = page.inner_text("#here-now")
    assert said == "Ticked: 12 players, 3 tables; nobody sits out."
    assert not page.is_visible("#sit-out-notice")  # it counted all 14
    page.uncheck("#attendance input[name=here][value='3']")
    said = page.inner_text("#here-now")
    assert said.startswith("Ticked: 11 players, 2 tables; 3 sit out")
    shoot(page, "attendance-live")


def test_one_table_and_one_substitute_short_read_in_the_singular(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """A walkthrough read "Ticked: 6 players, 1 tables" on a club night."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    page = _club_round(live_server, browser, owner, 6)
    page.click("#attendance summary")
    page.uncheck("#attendance input[name=here][value='6']")
    assert page.inner_text("#here-now").startswith("Ticked: 5 players, 1 table; 1 sit out")
    page.uncheck("#attendance input[name=here][value='5']")
    assert page.inner_text("#here-now") == "Ticked: 4 players, 1 table; nobody sits out."
    substitutes = make_event(owner, players=7, name="Club night")
    services.round_create(tournament=substitutes, by=owner)
    page.goto(f"{live_server.url}/t/{substitutes.slug}/manage/rounds/1/")
    page.click("#attendance summary")
    page.uncheck("#attendance input[name=here][value='7']")
    page.uncheck("#attendance input[name=here][value='6']")
    page.uncheck("#attendance input[name=here][value='5']")
    assert page.inner_text("#here-now") == "Ticked: 4 players, 1 table; nobody sits out."
    page.check("#attendance input[name=here][value='5']")
    page.check("#attendance input[name=here][value='6']")
    page.check("#attendance input[name=here][value='7']")
    short = "Ticked: 7 players; 1 more substitute is needed to fill the tables."
    assert page.inner_text("#here-now") == short
