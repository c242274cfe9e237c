"""A reseat's later rounds searched longer, in the background.

After dropouts the optimal plan is searched again while the organizer's page waits (about 4 s of
tabu search), and only its first round is seated. The rounds after it can be searched longer before
anyone needs them: a Celery job runs the same search with `BACKGROUND_EFFORT` times the budget,
from the plan as it stands, and keeps the result when it has fewer repeats over the event (never
more teammates together). Measured on the reseat benchmark's tight sizes (docs/seating.md).
"""

from __future__ import annotations

import logging
from itertools import combinations
from typing import Any

from django.db import transaction

from tournaments import seating
from tournaments.models import Round, Tournament
from tournaments.services import rounds as round_services

log = logging.getLogger(__name__)

BACKGROUND_EFFORT = seating.BACKGROUND_EFFORT


def seating_plan_queue(tournament: Tournament) -> None:
    """After commit, search the plan's unseated rounds longer, where that can help: an optimal plan
    reseated around rounds played, with repeats above what counting shows unavoidable. Not with
    eager tasks (`make run`): the job would hold the organizer's request for a minute."""
    from config.celery import app
    from tournaments.tasks import seating_plan_improve_task

    if app.conf.task_always_eager:
        return
    tournament_id = tournament.pk
    transaction.on_commit(lambda: seating_plan_improve_task.delay(tournament_id), robust=True)


def seating_plan_improve(*, tournament_id: int, effort: int = BACKGROUND_EFFORT) -> bool:
    """Search the stored plan's rounds not seated yet again, longer; store them when better.
    Returns whether the plan changed. Safe to run twice or at once: the search reads the event
    without a lock, and the plan is replaced only if it is still the one searched from and no
    round of it has been seated meanwhile."""
    tournament = Tournament.objects.filter(pk=tournament_id).first()
    found = _search(tournament, effort) if tournament is not None else None  # deleted meanwhile
    if found is None:
        return False
    plan, seated, better = found
    with transaction.atomic():
        locked = Tournament.objects.select_for_update().filter(pk=tournament_id).first()
        if locked is None:
            return False
        later_seated = Round.objects.filter(tournament=locked, number__gt=seated, tables__isnull=False)
        if locked.seating_plan != plan or later_seated.exists():
            return False  # reseated, or the next round seated, meanwhile: that plan stands
        rounds = dict(plan["rounds"])
        rounds.update({str(seated + 1 + i): tables for i, tables in enumerate(better)})
        locked.seating_plan = {**plan, "rounds": rounds}
        locked.save(update_fields=["seating_plan"])
        # the seated round's page shows the plan's figures: those of the plan now
        last = Round.objects.select_for_update().get(tournament=locked, number=seated)
        history = round_services.round_history(tournament=locked, before=seated + 1)
        last.seating_quality = {
            **(last.seating_quality or {}),
            **round_services.planned_quality(locked, seated, "optimal", history),
        }
        last.save(update_fields=["seating_quality"])
    log.info("seating plan of %s: %s later rounds searched again", locked.slug, len(better))
    return True


def _search(tournament: Tournament, effort: int) -> tuple[dict[str, Any], int, list[Any]] | None:
    """(the plan searched from, the last seated round, better later rounds), or None."""
    plan = tournament.seating_plan or {}
    if plan.get("method") != "optimal":
        return None
    seated = max(
        Round.objects.filter(tournament=tournament, tables__isnull=False).values_list("number", flat=True),
        default=0,
    )
    later = sorted(int(key) for key in plan.get("rounds", {}) if int(key) > seated)
    if not seated or not later or later != list(range(seated + 1, seated + 1 + len(later))):
        return None
    history = round_services.round_history(tournament=tournament, before=seated + 1)
    if not round_services.plan_was_played(plan, seated + 1, history):
        return None
    players = list(plan["players"])
    rest = [plan["rounds"][str(number)] for number in later]
    before = _judged(tournament, history, rest, players)
    if before[1] == 0:
        return None
    better = seating.generate(
        "optimal",
        players,
        len(rest),
        seed=int(plan.get("seed", 0)) + seated,
        history=history,
        planned=rest,
        teams=round_services.teams_to_keep_apart(tournament, players),
        countries=round_services.countries_to_keep_apart(tournament, players),
        effort=effort,
    )
    if _judged(tournament, history, better, players) >= before:
        return None
    return plan, seated, better


def _judged(
    tournament: Tournament, history: list[Any], rest: list[Any], players: list[int]
) -> tuple[int, int]:
    """(teammates sharing a table in the later rounds, repeats over the event): lower is better,
    teammates first, as the search itself judges."""
    teams = round_services.teams_to_keep_apart(tournament, players) or {}
    together = sum(
        1
        for tables in rest
        for table in tables
        for a, b in combinations(table, 2)
        if teams.get(a) is not None and teams.get(a) == teams.get(b)
    )
    quality = round_services.quality_of(tournament, [*history, *rest])
    return together, quality["repeats"]
