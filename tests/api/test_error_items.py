"""Every 400 body is {"field": ["message", ...]}, a flat list of strings, also for a refused item of a
list: DRF keyed it by index ({"scores": {"0": ["A valid integer is required."]}}). The item is named
by its seat where the list is by seat, else by its place; and a value said back is cut short."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.exceptions import ValidationError
from rest_framework import serializers

from tests.api.conftest import Cast, seated_event
from tournaments.api.errors import exception_handler
from tournaments.models import Visibility

pytestmark = pytest.mark.django_db


@pytest.fixture
def event() -> Cast:
    return seated_event(8, visibility=Visibility.PUBLIC, penalties=False)


def game_url(cast: Cast, rest: str) -> str:
    game = cast.tournament.games.get(table__number=1)
    return f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/{rest}"


def flat(body: Any) -> bool:
    return isinstance(body, dict) and all(
        isinstance(messages, list) and all(isinstance(m, str) for m in messages) for messages in body.values()
    )


def test_a_score_that_is_no_number_is_named_by_its_seat(event: Cast) -> None:
    east = event.tournament.registrations.get(number=1).player.name
    response = event.client("scorer").post(
        game_url(event, "final-scores/"), {"scores": ["a", 30000, 30000, 30000]}, format="json"
    )
    assert response.status_code == 400
    assert response.json() == {"scores": [f"{east} (East): a valid integer is required"]}


def test_each_refused_chombo_count_is_named_by_its_seat(event: Cast) -> None:
    response = event.client("scorer").post(
        game_url(event, "final-scores/"),
        {"scores": [25000, 25000, 25000, 25000], "chombo": [0, "x", -1, 0]},
        format="json",
    )
    assert response.status_code == 400
    body = response.json()
    assert flat(body) and list(body) == ["chombo"]
    south, west = body["chombo"]
    assert south == "Player 2 (South): a valid integer is required"
    assert west.startswith("Player 3 (West): ") and "0" in west


def test_an_absent_player_that_is_no_number_is_named_by_its_place_in_the_list(event: Cast) -> None:
    round_2 = event.client("owner").post(f"/api/tournaments/{event.tournament.slug}/rounds/")
    assert round_2.status_code == 201
    response = event.client("owner").post(
        f"/api/tournaments/{event.tournament.slug}/rounds/2/seating/",
        {"method": "random", "absent": [3, "x", 0]},
        format="json",
    )
    assert response.status_code == 400
    body = response.json()
    assert flat(body) and list(body) == ["absent"]
    assert body["absent"][0] == "item 2: a valid integer is required"
    assert body["absent"][1].startswith("item 3: ")


class _Nested(serializers.Serializer):
    counts = serializers.ListField(child=serializers.IntegerField())
    rules = serializers.DictField(child=serializers.IntegerField())
    rows = serializers.ListField(child=serializers.ListField(child=serializers.IntegerField()))


def test_the_handler_flattens_whatever_drf_nests() -> None:
    serializer = _Nested(data={"counts": [1, "a"], "rules": {"uma": "b"}, "rows": [[1], [2, "c"]]})
    assert not serializer.is_valid()
    response = exception_handler(serializers.ValidationError(serializer.errors), {})
    assert response is not None and response.status_code == 400
    assert response.data == {
        "counts": ["item 2: a valid integer is required"],
        "rules": ["uma: a valid integer is required"],
        "rows": ["item 2: item 2: a valid integer is required"],
    }


def test_a_long_value_said_back_is_cut_to_forty_characters(event: Cast) -> None:
    """A 5,000-character hand came back whole, twice."""
    record = {
        "kind": "ron",
        "discarder": 0,
        "riichi": [],
        "wins": [{"winner": 1, "hand": {"hand": "x" * 5000, "win": "1m"}}],
    }
    response = event.client("scorer").post(
        game_url(event, "hands/"), {"number": 1, "record": record}, format="json"
    )
    assert response.status_code == 400
    (message,) = response.json()["record"]
    assert len(message) < 300
    assert "'" + "x" * 40 + "…'" in message


def test_a_long_country_said_back_is_cut_too(event: Cast) -> None:
    response = event.client("owner").post(
        f"/api/tournaments/{event.tournament.slug}/players/csv/", {"csv": "Ann,," + "z" * 3000}, format="json"
    )
    assert response.status_code == 400
    assert response.json() == {
        "csv": ["line 1: country: '" + "z" * 40 + "…' is not a country code or a country's name"]
    }


def test_a_service_message_with_a_long_value_is_cut_but_a_short_one_is_not() -> None:
    long = exception_handler(ValidationError({"name": [f"'{'n' * 100}' is taken"]}), {})
    short = exception_handler(ValidationError({"name": ["the player's name 'Ann' is taken"]}), {})
    assert long is not None and long.data == {"name": ["'" + "n" * 40 + "…' is taken"]}
    assert short is not None and short.data == {"name": ["the player's name 'Ann' is taken"]}


def test_the_hand_calculator_does_not_say_back_a_huge_hand_whole() -> None:
    """A 5,000-character hand came back whole in the 400; it is cut to its first 40 characters."""
    from rest_framework.test import APIClient

    sent = "x" * 5000
    response = APIClient().post(
        "/api/hand/",
        {"ruleset": "tenhou", "hand": sent, "win": "1m", "seat": "E", "from": "S"},
        format="json",
    )
    assert response.status_code == 400
    said = " ".join(m for messages in response.json().values() for m in messages)
    assert len(said) < 300 and "'" + "x" * 40 + "…'" in said
