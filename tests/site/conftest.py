"""Fixtures for the page tests: an owner, a scorer, a registered player and an outsider, and events
built through the services the way organizers build them (seated four by four in number order)."""

from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client

from tests.site.browser import launch
from tournaments import services
from tournaments.models import Game, Round, Tournament


@pytest.fixture
def owner(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("owner", password="pw-owner-1")


@pytest.fixture
def scorer(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("scorer", password="pw-scorer-1")


@pytest.fixture
def outsider(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("outsider", password="pw-outsider-1")


def make_event(owner: Any, *, players: int = 8, preset: str = "wrc", **kwargs: Any) -> Tournament:
    tournament = services.tournament_create(
        owner=owner, name=kwargs.pop("name", "Spring Open"), preset=preset, **kwargs
    )
    if players:
        services.players_register_csv(
            tournament=tournament,
            text="\n".join(f"Player {n},{'Red' if n % 2 else 'Blue'}" for n in range(1, players + 1)),
            by=owner,
        )
    return tournament


def seat_next_round(tournament: Tournament, owner: Any) -> Round:
    round_ = services.round_create(tournament=tournament, by=owner)
    regs = list(tournament.registrations.filter(status="active").order_by("number"))
    tables = [regs[i : i + 4] for i in range(0, len(regs), 4)]
    return services.round_set_tables(round_=round_, tables=tables, by=owner)


def league_after_round_one(owner: Any, *, rounds_planned: int = 3) -> Tournament:
    """A four-player league entered by final scores, its round 1 played (45,000 to 15,000) and finished."""
    event = make_event(owner, players=4, entry_mode="final", kind="league", rounds_planned=rounds_planned)
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[45000, 35000, 25000, 15000], by=owner)
    services.round_finish(round_=round_, by=owner)
    return event


def first_game(round_: Round) -> Game:
    return Game.objects.filter(round=round_).select_related("table").order_by("table__number").first()  # type: ignore[return-value]


RON_E_FROM_S = {
    "kind": "ron",
    "discarder": 1,
    "wins": [{"winner": 0, "hand": {"han": 2, "fu": 30, "yaku": ["riichi", "tanyao"], "dora_count": 0}}],
    "riichi": [0],
}


@pytest.fixture
def event(owner: Any, scorer: Any) -> Tournament:
    tournament = make_event(owner)
    services.tournament_member_set(tournament=tournament, user=scorer, role="scorer", by=owner)
    seat_next_round(tournament, owner)
    return tournament


@pytest.fixture
def game(event: Tournament) -> Game:
    """The first table's game of the event's round 1."""
    return first_game(event.rounds.get(number=1))


@pytest.fixture
def scorer_client(client: Client, scorer: Any) -> Client:
    client.force_login(scorer)
    return client


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()
