"""?round=1.5 listed round 1's games (django-filter reads numbers as decimals): a round, table, player
or game number in a filter is whole, and anything else is a 400 naming the parameter."""

from __future__ import annotations

import pytest

from tests.api.conftest import seated_event

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("query", ["round=1.5", "table=2.5", "player=2.5", "round=1e0"])
def test_a_number_that_is_not_whole_is_refused_naming_the_parameter(query: str) -> None:
    cast = seated_event(8)
    response = cast.client("owner").get(f"/api/tournaments/{cast.tournament.slug}/games/?{query}")
    assert response.status_code == 400
    assert list(response.json()) == [query.split("=")[0]]
    assert response.json()[query.split("=")[0]] == ["Enter a whole number."]


def test_whole_numbers_filter_as_before() -> None:
    cast = seated_event(8)
    games = cast.client("owner").get(f"/api/tournaments/{cast.tournament.slug}/games/?table=2").json()
    assert [g["table"] for g in games["results"]] == [2]
    penalties = cast.client("owner").get(f"/api/tournaments/{cast.tournament.slug}/penalties/?round=1.5")
    assert penalties.status_code == 400
