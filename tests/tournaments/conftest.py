"""Fixtures for the tournaments tests: three users (owner, member = a scorer, outsider) and small
events built through the services, the way organizers build them."""

from collections.abc import Callable
from typing import Any

import pytest

from tournaments import services
from tournaments.models import Registration, Round, Tournament


@pytest.fixture
def owner(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("owner", password="pw-owner-1")


@pytest.fixture
def member(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("member", password="pw-member-1")


@pytest.fixture
def outsider(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("outsider", password="pw-outsider-1")


def make_event(owner: Any, *, players: int = 8, preset: str = "ema2016", **kwargs: Any) -> Tournament:
    tournament = services.tournament_create(
        owner=owner, name=kwargs.pop("name", "Spring Open"), preset=preset, **kwargs
    )
    for number in range(1, players + 1):
        services.player_register(tournament=tournament, name=f"Player {number}", by=owner)
    return tournament


def seat_in_order(tournament: Tournament, owner: Any, order: list[int] | None = None) -> Round:
    """A new round with players seated four by four in the given order of numbers (default 1..N)."""
    round_ = services.round_create(tournament=tournament, by=owner)
    registrations = {r.number: r for r in tournament.registrations.filter(status="active")}
    numbers = order or sorted(n for n, r in registrations.items() if not r.is_substitute)
    tables = [[registrations[n] for n in numbers[i : i + 4]] for i in range(0, len(numbers), 4)]
    return services.round_set_tables(round_=round_, tables=tables, by=owner)


def registration(tournament: Tournament, number: int) -> Registration:
    return tournament.registrations.get(number=number)


@pytest.fixture
def event(owner: Any, member: Any) -> Tournament:
    tournament = make_event(owner)
    services.tournament_member_set(tournament=tournament, user=member, role="scorer", by=owner)
    return tournament


@pytest.fixture
def on_commit(django_capture_on_commit_callbacks: Any) -> Callable[[], Any]:
    """Run the callbacks queued with transaction.on_commit (standings jobs) as a commit would."""

    def capture() -> Any:
        return django_capture_on_commit_callbacks(execute=True)

    return capture
