"""List endpoints cost the same number of queries for a small and a large event (no N+1)."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.api.conftest import Cast, make_event
from tournaments.models import Visibility
from tournaments.services.penalties import penalty_add
from tournaments.services.rounds import round_create, round_set_tables
from tournaments.services.standings import standings_rebuild

pytestmark = pytest.mark.django_db

SMALL, LARGE = 8, 40
# Whatever the size, no list needs more than this many queries (auth, event, count, page, prefetches).
CEILING = 8

LISTS = [
    "",
    "{slug}/",
    "{slug}/players/",
    "{slug}/players/?team=Red",
    "{slug}/rounds/",
    "{slug}/rounds/1/",
    "{slug}/games/",
    "{slug}/games/?round=1",
    "{slug}/games/{game}/",
    "{slug}/penalties/",
    "{slug}/standings/",
    "{slug}/audit/",
]


def seated_event(players: int, visibility: str = Visibility.PRIVATE, penalties: bool = True) -> Cast:
    """An event with round 1 seated in player-number order (table 1: players 1-4 E S W N, ...), and
    a -5 penalty for every fourth player unless `penalties` is false."""
    cast = make_event(visibility=visibility, players=players, name=f"Size {players}")
    tournament, owner = cast.tournament, cast.users["owner"]
    registrations = list(tournament.registrations.order_by("number"))
    round_ = round_create(tournament=tournament, by=owner)
    tables = [registrations[i : i + 4] for i in range(0, len(registrations), 4)]
    round_set_tables(round_=round_, tables=tables, by=owner)
    for registration in registrations[::4] if penalties else []:
        penalty_add(registration=registration, amount=-5, reason="late", by=owner)
    standings_rebuild(tournament_id=tournament.pk)
    return cast


def count_queries(cast: Cast, path: str, role: str) -> tuple[int, Any]:
    game = cast.tournament.games.order_by("pk").first()
    url = "/api/tournaments/" + path.format(slug=cast.tournament.slug, game=game.pk if game else 0)
    client = cast.client(role)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.content[:300])
    return len(queries), response


@pytest.mark.parametrize("path", LISTS)
def test_a_list_costs_the_same_queries_for_8_and_40_players(path: str) -> None:
    small = seated_event(SMALL)
    large = seated_event(LARGE)
    # The organizer asks (the audit list is staff-only; an organizer's access check is the costliest).
    n_small, _ = count_queries(small, path, "organizer")
    n_large, _ = count_queries(large, path, "organizer")
    assert n_large == n_small, f"{path}: {n_small} queries for {SMALL} players, {n_large} for {LARGE}"
    assert n_large <= CEILING, f"{path}: {n_large} queries"


def test_the_large_event_lists_really_hold_many_rows() -> None:
    large = seated_event(LARGE)
    _, players = count_queries(large, "{slug}/players/", "owner")
    _, round_ = count_queries(large, "{slug}/rounds/1/", "owner")
    _, standings = count_queries(large, "{slug}/standings/", "owner")
    assert players.json()["count"] == LARGE
    assert len(round_.json()["tables"]) == LARGE // 4
    assert all(len(t["seats"]) == 4 for t in round_.json()["tables"])
    assert standings.json()["count"] == LARGE
