"""Ranked by average, the standings put the average, which decides the rank, before the points; the
live redraw must keep that order, or the columns swap under their headings every few seconds."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

COLUMNS = "tr => [...tr.cells].map(c => c.className.replace(/ (plus|minus)/g, ''))"


def test_the_live_redraw_keeps_the_average_before_the_points(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, kind="league", ranking="average", entry_mode="final")
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[45000, 32000, 25000, 18000], by=owner)
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/t/{event.slug}/")
    row = page.locator("#standings tbody tr", has_text="Player 2")
    before = row.evaluate(COLUMNS)
    assert before[2].startswith("num average ranked-by") and row.locator("td").nth(2).inner_text() == "+7.0"
    services.penalty_add(registration=event.registrations.get(number=2), amount=-10, reason="late", by=owner)
    page.wait_for_selector("#standings .penalty-note", timeout=15_000)
    row = page.locator("#standings tbody tr", has_text="Player 2")
    assert row.evaluate(COLUMNS) == before
    assert row.locator("td").nth(2).inner_text() == "−3.0"  # +7 less the 10-point penalty, one game
