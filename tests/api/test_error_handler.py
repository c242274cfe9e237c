"""How the API turns exceptions into JSON errors (tournaments/api/errors.py)."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError
from rest_framework.exceptions import ParseError

from scoring.engine.rules import RulesetError
from tests.api.conftest import Cast
from tournaments.api.errors import exception_handler
from tournaments.services.errors import ServiceError


@pytest.mark.parametrize(
    ("exc", "status", "body"),
    [
        (ServiceError("amount", "must be a non-zero number"), 400, {"amount": ["must be a non-zero number"]}),
        (ValidationError({"__all__": ["clash"]}), 400, {"non_field_errors": ["clash"]}),
        (ValidationError("plain"), 400, {"non_field_errors": ["plain"]}),
        # DRF's own 400 (a body that is not JSON) has the same shape as every refused input
        (
            ParseError("JSON parse error - bad byte"),
            400,
            {"non_field_errors": ["JSON parse error - bad byte"]},
        ),
        (RulesetError(["uma: must be 4 numbers"]), 400, {"uma": ["must be 4 numbers"]}),
        (IntegrityError("duplicate key"), 409, None),
    ],
)
def test_service_and_engine_errors_become_json_naming_the_field(
    exc: Exception, status: int, body: dict
) -> None:
    response = exception_handler(exc, {})
    assert response is not None
    assert response.status_code == status
    if body is not None:
        assert response.data == body
    else:
        assert "non_field_errors" in response.data


def test_a_bare_value_error_is_a_bug_and_is_not_dressed_up_as_bad_input() -> None:
    assert exception_handler(ValueError("zip() argument 2 is longer"), {}) is None


def test_a_missing_object_is_named_for_the_client_not_by_our_model(public_event: Cast) -> None:
    """It said "No Registration matches the given query." (and HandRecord, Game)."""
    slug = public_event.tournament.slug
    client = public_event.client("owner")
    assert client.get(f"/api/tournaments/{slug}/players/99/").json() == {"detail": "No such player."}
    assert client.get(f"/api/tournaments/{slug}/games/999999/").json() == {"detail": "No such game."}


def test_a_value_sent_as_json_true_is_quoted_as_json() -> None:
    from tournaments.api.errors import _json_spelling

    data = _json_spelling({"record": ["tenpai[0]: must be a seat 0-3, got True", "han: got None"]})
    assert data == {"record": ["tenpai[0]: must be a seat 0-3, got true", "han: got null"]}
