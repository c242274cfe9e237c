"""A filter value outside its choices is refused naming the valid values, as the API's other choices
are; Django said "Select a valid choice. bogus is not one of the available choices."."""

from __future__ import annotations

import pytest

from tests.api.conftest import Cast
from tournaments.services.audit import AUDIT_ACTIONS

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("path", "param", "valid"),
    [
        ("", "kind", "tournament, league"),
        ("", "status", "setup, running, finished"),
        ("", "visibility", None),
        ("{slug}/games/", "status", "pending, running, finished"),
        ("{slug}/players/", "status", "active, dropped"),
    ],
)
def test_a_value_outside_the_choices_lists_the_valid_ones(
    public_event: Cast, path: str, param: str, valid: str | None
) -> None:
    url = "/api/tournaments/" + path.format(slug=public_event.tournament.slug)
    response = public_event.client("owner").get(url, {param: "bogus"})
    assert response.status_code == 400
    (message,) = response.json()[param]
    assert message.startswith("must be one of ") and message.endswith(", not 'bogus'")
    assert "Select a valid choice" not in message
    if valid is not None:
        assert message == f"must be one of {valid}, not 'bogus'"


def test_an_unknown_audit_action_lists_every_action(public_event: Cast) -> None:
    response = public_event.client("owner").get(
        f"/api/tournaments/{public_event.tournament.slug}/audit/", {"action": "bogus"}
    )
    assert response.status_code == 400
    (message,) = response.json()["action"]
    for action in AUDIT_ACTIONS:
        assert action in message


def test_a_long_value_is_said_back_cut_short(public_event: Cast) -> None:
    response = public_event.client("owner").get("/api/tournaments/", {"kind": "k" * 500})
    assert response.json() == {"kind": ["must be one of tournament, league, not '" + "k" * 40 + "…'"]}
