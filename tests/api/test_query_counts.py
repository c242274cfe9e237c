"""List endpoints cost the same number of queries for a small and a large event (no N+1)."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.api.conftest import Cast, seated_event

pytestmark = pytest.mark.django_db

SMALL, LARGE = 8, 40
# Whatever the size, no list needs more than this many queries (auth, event, count, page, prefetches).
CEILING = 8
# a range of rounds also checks that its rounds exist (one count)
CEILINGS = {"{slug}/standings/?first=1&last=1": CEILING + 1}

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
    "{slug}/games/{game}/timeline/",
    "{slug}/games/{game}/hands/",
    "{slug}/penalties/?player=1",
    "{slug}/standings/",
    "{slug}/standings/?first=1&last=1",
    "{slug}/team-standings/",
    "{slug}/players/1/stats/",
    "{slug}/audit/",
]


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
    assert n_large <= CEILINGS.get(path, CEILING), f"{path}: {n_large} queries"


def test_the_large_event_lists_really_hold_many_rows() -> None:
    large = seated_event(LARGE)
    _, players = count_queries(large, "{slug}/players/", "owner")
    _, round_ = count_queries(large, "{slug}/rounds/1/", "owner")
    _, standings = count_queries(large, "{slug}/standings/", "owner")
    assert players.json()["count"] == LARGE
    assert len(round_.json()["tables"]) == LARGE // 4
    assert all(len(t["seats"]) == 4 for t in round_.json()["tables"])
    assert standings.json()["count"] == LARGE
