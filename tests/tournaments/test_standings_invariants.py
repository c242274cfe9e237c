"""Invariants over random legal games entered hand by hand: each game's points add up to zero (uma
and oka are zero-sum, no riichi stick is lost under these presets, no chombo), and the cache kept up
to date hand by hand equals a full rebuild."""

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import services
from tournaments.management.commands._demo_hands import random_game
from tournaments.models import GameResult, StandingRow
from tournaments.services.tournaments import tournament_ruleset

pytestmark = pytest.mark.django_db


def cache(tournament: Any) -> list[tuple[Any, ...]]:
    return list(
        StandingRow.objects.filter(tournament=tournament)
        .order_by("registration__number")
        .values_list(
            "registration__number", "rank", "points", "games", "firsts", "hands", "wins", "deal_ins", "riichi"
        )
    )


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    preset=st.sampled_from(["ema2016", "mleague", "tenhou"]),
    seeds=st.lists(st.integers(0, 10**6), min_size=2, max_size=2),
)
def test_random_games_entered_hand_by_hand_are_zero_sum_and_the_cache_equals_a_rebuild(
    owner: Any, on_commit: Any, preset: str, seeds: list[int]
) -> None:
    tournament = make_event(owner, players=8, preset=preset, name=f"Random {preset}")
    ruleset = tournament_ruleset(tournament)
    round_ = seat_in_order(tournament, owner)
    for game, seed in zip(round_.games.order_by("table__number"), seeds, strict=True):
        for number, hand in enumerate(random_game(ruleset, seed), start=1):
            with on_commit():
                services.game_record_hand(game=game, number=number, record=hand, by=owner)
        game.refresh_from_db()
        if game.status == "finished":
            total = sum(GameResult.objects.filter(game=game).values_list("points", flat=True))
            assert abs(total) <= Decimal("0.01")
    incremental = cache(tournament)
    services.standings_rebuild(tournament_id=tournament.pk)
    assert cache(tournament) == incremental
    tournament.delete()
