"""Reads for pages: a game hand by hand, a player's games and statistics, a round's seating."""

from decimal import Decimal
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.tournaments.conftest import make_event, registration, seat_in_order
from tests.tournaments.hands import draw, quiet_hanchan, ron
from tournaments import selectors, services

pytestmark = pytest.mark.django_db


def test_a_game_reads_hand_by_hand_with_the_table_after_each(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    game = seat_in_order(tournament, owner).games.get()
    services.game_record_hand(game=game, number=1, record=draw(tenpai=(2,), riichi=(2,)), by=owner)
    services.game_record_hand(game=game, number=2, record=ron(winner=0, discarder=1), by=owner)
    detail = selectors.game_detail(game=game)
    assert [p["name"] for p in detail["players"]] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert detail["start_scores"] == [30000] * 4
    first, second = detail["hands"]
    # Hand 1: West alone tenpai, +3000 from the others, less the 1000 riichi stick left on the table.
    assert (first["label"], first["scores"], first["deposits"]) == ("E1-0", [29000, 29000, 32000, 29000], 1)
    # The dealer was not tenpai, so the deal passes with one honba: hand 2 is East 2, South deals.
    # East wins 1 han 30 fu from South: 1000 + 300 honba, and takes West's stick.
    assert second["label"] == "E2-1"
    assert second["scores"] == [29000 + 1000 + 300 + 1000, 29000 - 1300, 32000, 29000]


def test_a_players_page_lists_each_game_with_a_running_total(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=4)
    for scores in ([45000, 32000, 25000, 18000], [18000, 25000, 32000, 45000]):
        round_ = seat_in_order(tournament, owner)
        with on_commit():
            services.game_record_final_scores(game=round_.games.get(), scores=scores, by=owner)
    stats = selectors.player_statistics(registration=registration(tournament, 1))
    assert [(g["round"], g["place"], g["points"], g["cumulative"]) for g in stats["games"]] == [
        (1, 1, Decimal(30), Decimal(30)),
        (2, 4, Decimal(-27), Decimal(3)),
    ]
    assert stats["statistics"]["average_place"] == 2.5


def test_a_rounds_seating_reads_with_a_fixed_number_of_queries(owner: Any, on_commit: Any) -> None:
    small = make_event(owner, players=8, name="Small")
    large = make_event(owner, players=40, name="Large")
    counts = []
    for tournament in (small, large):
        round_ = seat_in_order(tournament, owner)
        with on_commit():
            for number, hand in enumerate(quiet_hanchan()[:3], start=1):
                services.game_record_hand(game=round_.games.first(), number=number, record=hand, by=owner)
        with CaptureQueriesContext(connection) as queries:
            tables = selectors.round_seating(round_=round_)
            selectors.standings_table(tournament=tournament)
        counts.append(len(queries))
        assert len(tables) == tournament.registrations.count() // 4
    assert counts[0] == counts[1]
