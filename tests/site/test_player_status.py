"""A player page says what a rank of "–" means: a substitute not ranked in the event, and when a
player dropped out (it said "Substitute"'s nothing, and "Dropped out" without a round)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db


def _status(client: Client, event: Any, number: int) -> str:
    page = client.get(reverse("player", args=[event.slug, number])).content.decode()
    return page.split('<span id="player-status">')[1].split("</span>")[0]


@pytest.mark.parametrize(
    ("scoring", "said"), [("not_ranked", "Substitute, not ranked in this event"), ("ranked", "Substitute")]
)
def test_a_substitutes_page_says_so_and_whether_they_are_ranked(
    client: Client, owner: Any, scoring: str, said: str
) -> None:
    event = make_event(owner, players=4, visibility="public", substitute_scoring=scoring)
    services.player_register(tournament=event, name="Sam Standby", is_substitute=True, by=owner)
    assert _status(client, event, 5) == said


def test_a_dropped_players_page_says_after_which_round(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8, visibility="public", rounds_planned=3)
    seat_next_round(event, owner)
    seat_next_round(event, owner)
    services.registration_drop(registration=event.registrations.get(number=3), after_round=2, by=owner)
    services.registration_drop(registration=event.registrations.get(number=4), after_round=0, by=owner)
    assert _status(client, event, 3) == "Dropped out after round 2"
    assert _status(client, event, 4) == "Dropped out before the first round"
    assert _status(client, event, 5) == "Active"
    client.cookies["django_language"] = "ja"
    assert _status(client, event, 3) == "2回戦の後に棄権"


def test_a_player_who_left_during_a_round_is_not_said_to_have_left_before_it(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=8, visibility="public", rounds_planned=3)
    first = seat_next_round(event, owner)  # round 1 under way: a hand at table 2
    playing = first.games.get(table__number=2)
    services.game_record_hand(game=playing, number=1, record={"kind": "draw", "tenpai": [0]}, by=owner)
    leaving = first.tables.get(number=1).seats.get(wind=2).registration
    services.registration_drop(registration=leaving, by=owner)  # no round finished: after round 0
    standby = services.player_register(tournament=event, name="Sam Standby", is_substitute=True, by=owner)
    services.substitute_seat(seat=leaving.seats.get(round__number=1), substitute=standby, by=owner)
    assert _status(client, event, leaving.number) == "Dropped out during round 1"
    client.cookies["django_language"] = "ja"
    assert _status(client, event, leaving.number) == "1回戦の途中で棄権"


def test_a_player_who_left_before_a_seated_round_began_left_after_the_one_before(
    client: Client, owner: Any
) -> None:
    """Round 2 seated, not begun: the player leaving then, replaced in their seat, left after round 1."""
    event = make_event(owner, players=8, visibility="public", rounds_planned=3)
    seat_next_round(event, owner)
    second = seat_next_round(event, owner)
    leaving = second.tables.get(number=1).seats.get(wind=1).registration
    services.registration_drop(registration=leaving, after_round=1, by=owner)
    standby = services.player_register(tournament=event, name="Sam Standby", is_substitute=True, by=owner)
    services.substitute_seat(seat=leaving.seats.get(round__number=2), substitute=standby, by=owner)
    assert _status(client, event, leaving.number) == "Dropped out after round 1"
