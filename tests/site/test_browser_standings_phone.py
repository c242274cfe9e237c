"""The standings on a phone: a penalty note under a player's points ("incl. −10.0 penalties") widened
the points column, and the names beside it broke onto two lines ("Dmitri / Volkov")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import DESKTOP, PHONE, shoot
from tests.site.conftest import make_event
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_penalty_note_wraps_and_the_names_stay_on_one_line(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0, visibility="public")
    names = ["Dmitri Volkov", "Emma Schulz", "Felix Martin", "Bao Nguyen"]
    services.players_register_csv(tournament=event, text="\n".join(names), by=owner)
    services.penalty_add(registration=event.registrations.get(number=3), amount=-10, reason="late", by=owner)
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/t/{event.slug}/")
    assert "penalties" in page.inner_text("#standings")
    for name in names:
        link = page.locator("#standings td.name a", has_text=name)
        # one line: as tall as a line of the link's text, not two
        lines = link.evaluate("a => a.getClientRects().length")
        assert lines == 1, name
    shoot(page, "standings-penalty-note-phone")


def test_a_phone_shows_each_players_team_under_the_name_before_and_after_a_live_update(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """The Team column is for wide screens; a phone showed no team at all."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0, visibility="public")
    services.players_register_csv(tournament=event, text="Aiko,Red\nBao,Blue\nChie,Red\nDan,Blue", by=owner)
    phone = browser.new_page(viewport=PHONE)
    phone.goto(f"{live_server.url}/t/{event.slug}/")
    row = phone.locator("#standings tbody tr", has_text="Bao")
    assert row.locator(".team-under").inner_text() == "Blue"
    assert row.locator(".team-under").is_visible()
    # a penalty moves the standings: the page redraws its rows from the JSON (polled every 5 s)
    services.penalty_add(registration=event.registrations.get(number=2), amount=-10, reason="late", by=owner)
    phone.wait_for_selector("#standings .penalty-note", timeout=15_000)
    assert row.locator(".team-under").inner_text() == "Blue"
    assert row.locator(".team-under").is_visible()
    shoot(phone, "standings-team-phone")
    desktop = browser.new_page(viewport=DESKTOP)
    desktop.goto(f"{live_server.url}/t/{event.slug}/")
    wide = desktop.locator("#standings tbody tr", has_text="Bao")
    assert not wide.locator(".team-under").is_visible()  # the Team column says it
    assert wide.locator("td.wide-only", has_text="Blue").is_visible()
