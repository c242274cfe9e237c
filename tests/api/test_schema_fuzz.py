"""Schemathesis against /api/schema/, in process: no input, however odd, gets a 5xx, and every
documented answer matches the schema (so clients generated from it can trust it); and whatever an
outsider sends to a private event, the answer is 404 and never shows the event.

Every operation of the schema is called with generated bodies, query strings and headers, as the
owner of a seated event (so writes go past the permission checks into the services). Path parameters
are pointed at that event and its first game; the rest is generated. Examples are derandomized and
bounded so the run takes about a minute and is the same in CI as here.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from rest_framework.authtoken.models import Token
from schemathesis.checks import not_a_server_error, response_schema_conformance

from config.wsgi import application
from tests.api.conftest import seated_event
from tournaments.models import Visibility

schema = schemathesis.openapi.from_wsgi("/api/schema/", application)

EXAMPLES_PER_OPERATION = 8
OUTSIDER_EXAMPLES_PER_OPERATION = 4


@pytest.fixture
def keep_test_connection() -> Any:
    """Calls go straight to the WSGI app, whose end-of-request hook would close the database connection
    holding the test's transaction (on PostgreSQL); Django's own test client unhooks it the same way."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def owner_event(db: Any, keep_test_connection: Any) -> tuple[str, int, str]:
    cast = seated_event(8, visibility=Visibility.PUBLIC)
    token = Token.objects.create(user=cast.users["owner"])
    game = cast.tournament.games.order_by("pk").first()
    assert game is not None
    return cast.tournament.slug, game.pk, token.key


@pytest.mark.slow
@pytest.mark.django_db
@schema.parametrize()
@settings(
    max_examples=EXAMPLES_PER_OPERATION,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_no_request_to_the_api_gets_a_server_error(case: schemathesis.Case, owner_event: Any) -> None:
    slug, game, token = owner_event
    if case.path_parameters:
        if "slug" in case.path_parameters:
            case.path_parameters["slug"] = slug
        if "game" in case.path_parameters:
            case.path_parameters["game"] = game
    case.call_and_validate(
        headers={"Authorization": f"Token {token}"},
        checks=[not_a_server_error, response_schema_conformance],
    )


@pytest.fixture
def outsider_and_private_event(db: Any, keep_test_connection: Any) -> tuple[str, int, str, str]:
    cast = seated_event(8, visibility=Visibility.PRIVATE)
    token = Token.objects.create(user=cast.users["outsider"])
    game = cast.tournament.games.order_by("pk").first()
    assert game is not None
    return cast.tournament.slug, game.pk, token.key, cast.tournament.name


@pytest.mark.slow
@pytest.mark.django_db
@schema.include(path_regex=r"\{slug\}").parametrize()
@settings(
    max_examples=OUTSIDER_EXAMPLES_PER_OPERATION,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_an_outsider_learns_nothing_of_a_private_event_whatever_they_send(
    case: schemathesis.Case, outsider_and_private_event: Any
) -> None:
    """The answer about the private event is the answer about an event that does not exist."""
    slug, game, token, name = outsider_and_private_event
    headers = {"Authorization": f"Token {token}"}
    if "game" in case.path_parameters:
        case.path_parameters["game"] = game
    case.path_parameters["slug"] = slug
    real = case.call(headers=headers)
    case.path_parameters["slug"] = "no-such-event"
    absent = case.call(headers=headers)
    where = (case.method, case.formatted_path, real.status_code)
    assert real.status_code == absent.status_code, where
    if case.method != "OPTIONS":  # OPTIONS describes the route, the same for any slug
        assert real.status_code >= 400, where
    assert _comparable(real.text, slug) == _comparable(absent.text, "no-such-event"), where
    assert name not in real.text


def _comparable(text: str, slug: str) -> str:
    # The browsable API's HTML carries a fresh CSRF token on every answer.
    return re.sub(r"[A-Za-z0-9]{64}", "<token>", text.replace(slug, "<slug>"))
