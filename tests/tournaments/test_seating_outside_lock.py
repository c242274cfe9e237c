"""A seating search can take seconds (a reseat after dropouts): it runs before the round is locked,
so other saves of the event do not wait for it, and what changed meanwhile is not lost."""

from typing import Any

import pytest
from django.db import transaction

from tests.tournaments.conftest import make_event, registration
from tournaments import seating, services

pytestmark = pytest.mark.django_db(transaction=True)


def watch_searches(monkeypatch: Any, during: Any = None) -> list[tuple[str, bool]]:
    """Wrap the seating searches: the list says, per search, which one ran and whether inside a
    transaction; `during` runs in the middle of the first search (another user's save)."""
    inside: list[tuple[str, bool]] = []
    for name in ("generate", "generate_round"):
        real = getattr(seating, name)

        def search(*args: Any, _real: Any = real, **kwargs: Any) -> Any:
            inside.append((_real.__name__, transaction.get_connection().in_atomic_block))
            if during is not None and len(inside) == 1:
                during()
            return _real(*args, **kwargs)

        search.__name__ = name
        monkeypatch.setattr(seating, name, search)
    return inside


def seated_numbers(round_: Any) -> set[int]:
    return set(round_.seats.values_list("registration__number", flat=True))


def test_the_search_runs_once_and_outside_any_transaction(owner: Any, monkeypatch: Any) -> None:
    tournament = make_event(owner, players=16, rounds_planned=5)
    inside = watch_searches(monkeypatch)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="optimal", seed=3, by=owner)
    assert inside == [("generate", False)]
    assert seated_numbers(round_) == set(range(1, 17))
    tournament.refresh_from_db()
    assert tournament.seating_plan is not None and len(tournament.seating_plan["rounds"]) == 5


def test_a_player_dropped_during_the_search_is_not_seated(owner: Any, monkeypatch: Any) -> None:
    tournament = make_event(owner, players=17, rounds_planned=4, empty_seats="sit_out")
    leaving = registration(tournament, 5)

    def drop() -> None:
        services.registration_drop(registration=leaving, after_round=0, by=owner)

    inside = watch_searches(monkeypatch, during=drop)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="optimal", seed=3, by=owner)
    # the first search seated 16 of 17 (one sitting out: a round alone); the locked pass saw 16
    # players, no one to sit out, and planned the event
    assert inside == [("generate_round", False), ("generate", True)]
    assert seated_numbers(round_) == set(range(1, 18)) - {5}
    assert not round_.sit_outs.exists()
    tournament.refresh_from_db()
    assert 5 not in tournament.seating_plan["players"]
