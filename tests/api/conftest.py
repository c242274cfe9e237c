"""Fixtures for API tests: one event with its cast (owner, co-organizer, scorer, a registered player,
an outsider, anonymous) and API clients signed in as each."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.utils.text import slugify
from rest_framework.test import APIClient

from tournaments.models import Membership, Player, Role, Tournament, Visibility
from tournaments.services.penalties import penalty_add
from tournaments.services.registrations import player_register
from tournaments.services.rounds import round_create, round_set_tables
from tournaments.services.standings import standings_rebuild
from tournaments.services.tournaments import tournament_create

ROLES = ("owner", "organizer", "scorer", "player", "outsider", "anonymous")


@pytest.fixture(autouse=True)
def _fresh_cache(request: pytest.FixtureRequest, settings: Any) -> Any:
    """Idempotency answers and throttle counts live in the cache, and ids repeat between tests: each
    test gets an empty local-memory cache. Never a clear() of a shared Redis (Celery uses it too);
    tests marked `redis` keep the configured cache and use keys of their own."""
    if "redis" not in request.keywords:
        settings.CACHES = {
            "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "api-tests"}
        }
        cache.clear()
    yield


@dataclass
class Cast:
    tournament: Tournament
    users: dict[str, Any]

    def client(self, role: str) -> APIClient:
        client = APIClient()
        user = self.users.get(role)
        if user is not None:
            client.force_authenticate(user)
        return client


def make_user(username: str) -> Any:
    # No password: hashing one costs more than the rest of a test's setup.
    return get_user_model().objects.create_user(username=username)


def make_event(*, visibility: str = Visibility.PUBLIC, name: str = "Spring Open", players: int = 8) -> Cast:
    """An event with staff, `players` registered players (the first is linked to the user "player")."""
    suffix = f"{visibility[:3]}-{slugify(name)}"
    users = {role: make_user(f"{role}-{suffix}") for role in ROLES if role != "anonymous"}
    users["anonymous"] = None
    tournament = tournament_create(
        owner=users["owner"], name=f"{name} {visibility[:3]}", preset="tenhou", visibility=visibility
    )
    Membership.objects.create(tournament=tournament, user=users["organizer"], role=Role.ORGANIZER)
    Membership.objects.create(tournament=tournament, user=users["scorer"], role=Role.SCORER)
    me = Player.objects.create(name="Player One " + suffix, user=users["player"])
    player_register(tournament=tournament, player=me, by=users["owner"])
    for i in range(2, players + 1):
        player_register(tournament=tournament, name=f"Player {i}", by=users["owner"])
    return Cast(tournament=tournament, users=users)


def seated_event(players: int, visibility: str = Visibility.PRIVATE, penalties: bool = True) -> Cast:
    """An event with round 1 seated in player-number order (table 1: players 1-4 E S W N, ...), and
    a -5 penalty for every fourth player unless `penalties` is false."""
    cast = make_event(visibility=visibility, players=players, name=f"Size {players}")
    tournament, owner = cast.tournament, cast.users["owner"]
    registrations = list(tournament.registrations.order_by("number"))
    round_ = round_create(tournament=tournament, by=owner)
    tables = [registrations[i : i + 4] for i in range(0, len(registrations), 4)]
    round_set_tables(round_=round_, tables=tables, by=owner)
    for registration in registrations[::4] if penalties else []:
        penalty_add(registration=registration, amount=-5, reason="late", by=owner)
    standings_rebuild(tournament_id=tournament.pk)
    return cast


@pytest.fixture
def public_event(db: Any) -> Cast:
    return make_event(visibility=Visibility.PUBLIC)


@pytest.fixture
def private_event(db: Any) -> Cast:
    return make_event(visibility=Visibility.PRIVATE)
