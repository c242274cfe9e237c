"""What the rounds endpoints say when they refuse: a round past the rounds planned ("the event plans
1 rounds" said neither the grammar nor how to go on), and a pasted seating of round 2 (it was told
"round 1 does not seat player 8": the script's first round, not the event's)."""

from __future__ import annotations

import pytest
from django.utils import translation

from tests.api.conftest import Cast
from tournaments.services.errors import ServiceError
from tournaments.views import messages_i18n

pytestmark = pytest.mark.django_db


def rounds_url(cast: Cast, rest: str = "") -> str:
    return f"/api/tournaments/{cast.tournament.slug}/rounds/{rest}"


def test_a_round_past_the_plan_says_how_to_plan_more(public_event: Cast) -> None:
    client = public_event.client("owner")
    assert (
        client.patch(
            f"/api/tournaments/{public_event.tournament.slug}/", {"rounds_planned": 1}, format="json"
        ).status_code
        == 200
    )
    assert client.post(rounds_url(public_event)).status_code == 201
    seated = client.post(rounds_url(public_event, "1/seating/"), {"method": "random"}, format="json")
    assert seated.status_code == 200
    refused = client.post(rounds_url(public_event))
    assert refused.status_code == 400
    assert refused.json() == {
        "rounds": ["the event plans 1 round; to add round 2, raise rounds_planned (PATCH the event)"]
    }
    # doing what it says works
    assert (
        client.patch(
            f"/api/tournaments/{public_event.tournament.slug}/", {"rounds_planned": 2}, format="json"
        ).status_code
        == 200
    )
    assert client.post(rounds_url(public_event)).status_code == 201


def test_the_message_of_a_plan_of_several_rounds_counts_them() -> None:
    english = "the event plans 3 rounds; to add round 4, raise rounds_planned (PATCH the event)"
    with translation.override("en"):
        said = messages_i18n.sentence(ServiceError("rounds", english))
    # the pages have no PATCH: they point to the event's details, where the rounds planned are
    assert said == "The event plans 3 rounds; to add round 4, raise “Rounds planned” in the event details"


def seat_round_2(cast: Cast, script: str):  # type: ignore[no-untyped-def]
    client = cast.client("owner")
    assert client.post(rounds_url(cast)).status_code == 201
    seated = client.post(rounds_url(cast, "1/seating/"), {"method": "random", "seed": 1}, format="json")
    assert seated.status_code == 200
    assert client.post(rounds_url(cast)).status_code == 201
    return client.post(
        rounds_url(cast, "2/seating/"), {"method": "scripted", "script": script}, format="json"
    )


def test_a_pasted_round_2_that_leaves_a_player_out_names_no_other_round(public_event: Cast) -> None:
    response = seat_round_2(public_event, "1 2 3 4\n5 6 7 sub\n")
    assert response.status_code == 400
    assert response.json() == {"script": ["the seating does not seat player 8"]}


def test_a_player_pasted_twice_in_round_2_names_no_other_round(public_event: Cast) -> None:
    response = seat_round_2(public_event, "1 2 3 4\n5 6 7 1\n")
    assert response.status_code == 400
    messages = response.json()["script"]
    assert "line 2: player 1 is seated twice (also line 1)" in messages
    assert not any("round 1" in m for m in messages)


@pytest.mark.parametrize(
    ("english", "japanese_of"),
    [
        ("the seating does not seat player 8", "round 1 does not seat player 8"),
        (
            "the seating does not seat players 7, 8; at most 3 may sit out",
            "round 1 does not seat players 7, 8; at most 3 may sit out",
        ),
        (
            "line 2: player 1 is seated twice (also line 1)",
            "line 2: player 1 is seated twice in round 1 (also line 1)",
        ),
        ("line 1: the seating has no tables", "line 1: no tables found"),
    ],
)
def test_the_pages_say_the_new_seating_messages_as_they_said_the_old(english: str, japanese_of: str) -> None:
    with translation.override("ja"):
        assert messages_i18n.translate(english) == messages_i18n.translate(japanese_of)
        assert messages_i18n.translate(english) != english
