"""The schema says what docs/api.md says a write may answer: the Idempotency-Key header it takes,
413 (a body too large), 415 (neither JSON nor a form), 422 (a key reused for another body), and 429
on the throttled token endpoint. Clients generated from it knew of none of them."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def schema(django_db_blocker: Any) -> dict[str, Any]:
    with django_db_blocker.unblock():
        return Client().get("/api/schema/", {"format": "json"}).json()


def header(operation: dict[str, Any]) -> dict[str, Any] | None:
    return next((p for p in operation.get("parameters", []) if p["name"] == "Idempotency-Key"), None)


@pytest.mark.parametrize(
    ("path", "method"),
    [
        ("/api/tournaments/{slug}/games/{game}/hands/", "post"),
        ("/api/tournaments/{slug}/games/{id}/final-scores/", "post"),
        ("/api/tournaments/{slug}/games/{id}/final-scores/", "delete"),
        ("/api/tournaments/{slug}/penalties/", "post"),
        ("/api/tournaments/{slug}/", "patch"),
        ("/api/tournaments/", "post"),
    ],
)
def test_a_write_declares_the_idempotency_key_and_every_answer_it_may_give(
    schema: dict[str, Any], path: str, method: str
) -> None:
    operation = schema["paths"][path][method]
    key = header(operation)
    assert key is not None and key["in"] == "header" and key["required"] is False
    assert key["schema"]["maxLength"] == 80
    for status in ("400", "401", "409", "413", "415", "422"):
        assert status in operation["responses"], status
    assert operation["responses"]["413"]["content"]["application/json"]["schema"]["$ref"].endswith(
        "/FieldErrors"
    )
    assert operation["responses"]["415"]["content"]["application/json"]["schema"]["$ref"].endswith("/Detail")


def test_the_token_endpoint_may_answer_429_and_takes_no_key(schema: dict[str, Any]) -> None:
    operation = schema["paths"]["/api/auth/token/"]["post"]
    assert "429" in operation["responses"]
    assert header(operation) is None


def test_the_clearing_of_final_scores_is_in_the_schema(schema: dict[str, Any]) -> None:
    operation = schema["paths"]["/api/tournaments/{slug}/games/{id}/final-scores/"]["delete"]
    assert "204" in operation["responses"] and "404" in operation["responses"]
