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
from tournaments.services.registrations import player_register
from tournaments.services.tournaments import tournament_create

ROLES = ("owner", "organizer", "scorer", "player", "outsider", "anonymous")


@pytest.fixture(autouse=True)
def _fresh_cache() -> Any:
    # Idempotency responses live in the cache; ids repeat between tests, so start each test clean.
    cache.clear()
    yield
    cache.clear()


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


@pytest.fixture
def public_event(db: Any) -> Cast:
    return make_event(visibility=Visibility.PUBLIC)


@pytest.fixture
def private_event(db: Any) -> Cast:
    return make_event(visibility=Visibility.PRIVATE)
