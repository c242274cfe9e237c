"""Find my table in the browser by a player's number: "7" showed the sit-out card without marking
player #7 (who sits the round out) among the others listed there (#13), as a name marks its player's
line at a table. A number finds exactly that registration number, never one containing its digits."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE
from tests.site.conftest import make_event
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SEATED = [n for n in range(1, 19) if n not in (7, 13)]  # 18 players, four tables: #7 and #13 sit out


def test_find_my_table_marks_the_player_of_a_number_seated_or_sitting_out(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=18, empty_seats="sit_out")
    round_ = services.round_create(tournament=event, by=owner)
    script = "\n".join(", ".join(f"Player {n}" for n in SEATED[t : t + 4]) for t in range(0, 16, 4))
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/t/{event.slug}/rounds/1/")
    shown = page.locator(".table-card:not([hidden])")
    found = page.locator(".table-card:not([hidden]) li.found")
    for typed, card, name in (
        ("7", "Sitting out this round", "Player 7"),  # not #17 at table 4, nor #13 beside them
        ("#13", "Sitting out this round", "Player 13"),
        ("１３", "Sitting out this round", "Player 13"),  # as a Japanese keyboard types it
        ("17", "Table 4", "Player 17"),
        ("1", "Table 1", "Player 1"),  # not #10-#18
    ):
        page.fill("#find", typed)
        assert shown.count() == 1, typed
        assert card in shown.locator("h2").inner_text(), typed
        assert not page.is_visible("#find-none"), typed
        assert found.count() == 1, typed
        assert found.locator("a").inner_text() == name, typed
    # a name still marks its line in the sit-out list, and a number nobody has finds nobody
    page.fill("#find", "player 7")
    assert found.count() == 1 and found.locator("a").inner_text() == "Player 7"
    page.fill("#find", "19")
    assert shown.count() == 0 and page.is_visible("#find-none")
