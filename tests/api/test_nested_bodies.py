"""A JSON body nested a few thousand levels deep (2 KB of brackets) made Python's decoder raise
RecursionError, and every JSON endpoint, the anonymous token endpoint too, answered 500. It is an
unreadable body like any other: 400 JSON, nothing stored."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.api.conftest import seated_event
from tournaments.models import Game

pytestmark = pytest.mark.django_db

DEEP = '{"hand": ' + "[" * 5000 + "]" * 5000 + "}"


def test_the_anonymous_endpoints_refuse_a_body_nested_too_deeply() -> None:
    client = seated_event(4).client("anonymous")
    for url in ("/api/hand/", "/api/auth/token/"):
        response = client.post(url, DEEP, content_type="application/json")
        assert response.status_code == 400, url
        assert response.json() == {"non_field_errors": ["JSON parse error - nested too deeply"]}


def test_a_hand_nested_too_deeply_is_refused_and_nothing_is_stored() -> None:
    cast = seated_event(4)
    game = Game.objects.get(round__tournament=cast.tournament)
    url = f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/hands/"
    response = cast.client("owner").post(url, DEEP, content_type="application/json")
    assert response.status_code == 400
    assert "nested too deeply" in response.json()["non_field_errors"][0]
    assert game.hands.count() == 0
    importing = cast.client("owner").post(
        f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/import/",
        DEEP,
        content_type="application/json",
    )
    assert importing.status_code == 400


def test_the_entry_page_preview_answers_a_body_nested_too_deeply_as_unreadable(client: Client) -> None:
    cast = seated_event(4)
    game = Game.objects.get(round__tournament=cast.tournament)
    client.force_login(cast.users["owner"])
    url = reverse("hand_preview", args=[cast.tournament.slug, game.pk])
    response = client.post(url, DEEP, content_type="application/json")
    assert response.status_code < 500
    assert response["Content-Type"].startswith("application/json")


def test_a_body_over_the_upload_limit_is_answered_in_json(settings: Any) -> None:
    """Django's own answer to a body over DATA_UPLOAD_MAX_MEMORY_SIZE was its HTML 400 page."""
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    cast = seated_event(4)
    game = Game.objects.get(round__tournament=cast.tournament)
    body = '{"content": "' + "x" * 2000 + '"}'
    response = cast.client("owner").post(
        f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/import/",
        body,
        content_type="application/json",
    )
    assert response.status_code == 413
    assert response.json() == {"non_field_errors": ["the request body is larger than 1,000 bytes"]}
