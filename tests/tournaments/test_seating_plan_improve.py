"""A reseat's later rounds searched longer in the background (services.seating_plan): a better plan
replaces the stored one, and the seated round's figures follow; a plan changed meanwhile, or a round
of it seated meanwhile, is left as it is; seating a reseat with repeats to spare queues the job."""

from __future__ import annotations

from itertools import combinations
from typing import Any
from unittest import mock

import pytest

from tests.tournaments.conftest import make_event, teammates_after_a_dropout
from tournaments import services
from tournaments.models import Round, Tournament
from tournaments.services import seating_plan
from tournaments.services.rounds import round_history

pytestmark = pytest.mark.django_db


def _repeats(rounds: list[list[list[int]]]) -> int:
    met: dict[frozenset[int], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in combinations([p for p in table if p > 0], 2):
                met[frozenset(pair)] = met.get(frozenset(pair), 0) + 1
    return sum(n - 1 for n in met.values() if n > 1)


def _two_rounds_with_a_poor_plan(owner: Any) -> Tournament:
    """16 players over 5 rounds, rounds 1 and 2 seated from the optimal plan; the plan's rounds 3-5
    then replaced by round 1 three times over (as a short reseat might leave repeats)."""
    event = make_event(owner, players=16, rounds_planned=5)
    for _ in range(2):
        round_ = services.round_create(tournament=event, by=owner)
        services.round_generate_seating(round_=round_, method="optimal", by=owner, seed=3)
    event.refresh_from_db()
    plan = event.seating_plan
    plan["rounds"].update({str(n): plan["rounds"]["1"] for n in (3, 4, 5)})
    Tournament.objects.filter(pk=event.pk).update(seating_plan=plan)
    event.refresh_from_db()
    return event


def _later(event: Tournament) -> list[list[list[int]]]:
    return [event.seating_plan["rounds"][str(n)] for n in (3, 4, 5)]


def test_a_better_search_of_the_later_rounds_replaces_them(owner: Any) -> None:
    event = _two_rounds_with_a_poor_plan(owner)
    history = round_history(tournament=event, before=3)
    poor = _repeats(history + _later(event))
    assert poor >= 18  # every pair of round 1's tables meets four times
    assert seating_plan.seating_plan_improve(tournament_id=event.pk, effort=1)
    event.refresh_from_db()
    better = _repeats(history + _later(event))
    assert better < poor
    assert [event.seating_plan["rounds"][str(n)] for n in (1, 2)] == history  # the rounds played stay
    # the seated round's page shows the plan's figures as they are now
    assert Round.objects.get(tournament=event, number=2).seating_quality["planned_repeats"] == better
    # a second run finds nothing better than a plan without repeats: nothing changes
    if better == 0:
        assert not seating_plan.seating_plan_improve(tournament_id=event.pk, effort=1)


def test_a_plan_changed_meanwhile_is_left_as_it_is(owner: Any) -> None:
    event = _two_rounds_with_a_poor_plan(owner)
    searched = seating_plan._search(event, 1)
    assert searched is not None
    # the organizer seats round 3 again (a new plan) while the job searches
    changed = {**event.seating_plan, "seed": 999}
    Tournament.objects.filter(pk=event.pk).update(seating_plan=changed)
    with mock.patch.object(seating_plan, "_search", return_value=searched):
        assert not seating_plan.seating_plan_improve(tournament_id=event.pk, effort=1)
    event.refresh_from_db()
    assert event.seating_plan == changed


def test_a_round_seated_meanwhile_keeps_the_plan_it_was_seated_from(owner: Any) -> None:
    event = _two_rounds_with_a_poor_plan(owner)
    searched = seating_plan._search(event, 1)
    assert searched is not None
    plan = event.seating_plan
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="random", by=owner, seed=1)
    Tournament.objects.filter(pk=event.pk).update(seating_plan=plan)  # as if the plan were kept
    with mock.patch.object(seating_plan, "_search", return_value=searched):
        assert not seating_plan.seating_plan_improve(tournament_id=event.pk, effort=1)
    event.refresh_from_db()
    assert _later(event) == [plan["rounds"][str(n)] for n in (3, 4, 5)]


def test_seating_a_reseat_with_repeats_to_spare_queues_the_job(
    owner: Any, broker: None, django_capture_on_commit_callbacks: Any
) -> None:
    """16 x 5 with a dropout after round 2 and teammates kept apart needs repeats the counting
    bound does not see (tests/site/test_repeated_pairs.py): the job is queued after the commit."""
    event = make_event(owner, players=0, rounds_planned=5)
    round_ = teammates_after_a_dropout(event, owner)
    with (
        mock.patch("tournaments.tasks.seating_plan_improve_task.delay") as delay,
        django_capture_on_commit_callbacks(execute=True),
    ):
        services.round_generate_seating(round_=round_, method="optimal", by=owner, seed=1)
    delay.assert_called_once_with(event.pk)


def test_no_job_with_eager_tasks_where_it_would_hold_the_page(
    owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = _two_rounds_with_a_poor_plan(owner)
    with (
        mock.patch("tournaments.tasks.seating_plan_improve_task.delay") as delay,
        django_capture_on_commit_callbacks(execute=True),
    ):
        seating_plan.seating_plan_queue(event)
    delay.assert_not_called()


def test_an_event_deleted_before_the_job_runs_is_no_error(owner: Any) -> None:
    event = _two_rounds_with_a_poor_plan(owner)
    pk = event.pk
    services.tournament_delete(tournament=event, by=owner, confirm_slug=event.slug)
    assert not seating_plan.seating_plan_improve(tournament_id=pk, effort=1)
