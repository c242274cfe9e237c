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


def teammates_after_a_dropout(tournament: Tournament, owner: Any) -> Round:
    """An event of 16 planned over 5 rounds (empty, made by the caller): Ann and Bea teammates, two
    rounds pasted without a repeat, player 6 dropped and a substitute registered; round 3 created,
    not seated. 16 players over 5 rounds meet everyone exactly once in a repeat-free seating,
    teammates too: keeping Ann and Bea apart now needs repeats the counting bound (0) does not see."""
    lines = ["Ann,Pair", "Bea,Pair", *(f"Player {n}" for n in range(3, 17))]
    services.players_register_csv(tournament=tournament, text="\n".join(lines), by=owner)
    played = [
        "Table 1: 15 2 10 7\nTable 2: 4 16 12 14\nTable 3: 5 8 1 6\nTable 4: 13 9 3 11",
        "Table 1: 11 6 14 2\nTable 2: 8 7 4 3\nTable 3: 9 10 16 5\nTable 4: 12 13 15 1",
    ]
    for script in played:
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    services.registration_drop(registration=tournament.registrations.get(number=6), by=owner)
    services.player_register(tournament=tournament, name="Sam Sub", is_substitute=True, by=owner)
    return services.round_create(tournament=tournament, by=owner)
