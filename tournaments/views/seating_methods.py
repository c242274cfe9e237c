"""The seating page's view of the seating service: method choices and the schedule's quality in words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext_lazy as _

from tournaments import seating
from tournaments.models import Round, SwissWinds, Tournament
from tournaments.services import rounds as round_services
from tournaments.services.audit import Actor

METHOD_LABELS: dict[str, Any] = {
    "optimal": _("Fewest repeat meetings, winds balanced (recommended)"),
    "swiss": _("Swiss: neighbours in the standings play together"),
    "interval": _("Interval: players spread across the standings"),
    "random": _("Random"),
}

QUALITY_LABELS: dict[str, Any] = {
    "rounds": _("Rounds seated so far"),
    "repeats": _("Repeated meetings"),
    "repeated_pairs": _("Pairs who met more than once"),
    "max_meetings": _("Most meetings of one pair"),
    "repeats_lower_bound": _("Repeats no seating can avoid, by counting (the true minimum can be higher)"),
    "wind_spread": _("Wind balance: largest gap between a player's seat counts (0-1 is balanced)"),
    "substitute_seats": _("Seats for substitutes"),
    "teammates_together": _("Teammate pairs at one table in this round"),
    "compatriots_together": _("Pairs of players from one country at one table in this round"),
    "planned_repeats": _("Repeated meetings over all %(n)s planned rounds"),
    "planned_wind_spread": _("Wind balance over all %(n)s planned rounds"),
}


def choices(tournament: Tournament) -> list[tuple[str, Any]]:
    """The methods a page can run without extra input ("scripted" needs a pasted seating); swiss
    says when the event keeps seat winds even (see the event details)."""
    labels = dict(METHOD_LABELS)
    if tournament.swiss_winds == SwissWinds.BALANCED:
        labels["swiss"] = _("Swiss: neighbours in the standings play together, seat winds even")
    return [(m, labels.get(m, m)) for m in METHOD_LABELS if m in seating.METHODS]


def label(method: str) -> Any:
    """A stored round's method in words (a pasted seating included)."""
    return _("Pasted seating") if method == "scripted" else METHOD_LABELS.get(method, method)


def preselected(round_: Round) -> str:
    """The method to offer first: the one this round was seated with, else the latest round's (an
    event usually keeps its method), else the recommended one."""
    if round_.seating_method in METHOD_LABELS:
        return round_.seating_method
    earlier = (
        Round.objects.filter(tournament_id=round_.tournament_id, number__lt=round_.number)
        .exclude(seating_method="")
        .order_by("-number")
        .values_list("seating_method", flat=True)
        .first()
    )
    return earlier if earlier in METHOD_LABELS else next(iter(METHOD_LABELS))


def generate(*, round_: Round, method: str, by: Actor, absent: Sequence[int] = ()) -> Round:
    return round_services.round_generate_seating(round_=round_, method=method, by=by, absent=absent)


def quality_rows(quality: dict[str, Any] | None) -> list[tuple[Any, Any]]:
    """(label, value) pairs of the numbers the seating service measured, in a fixed order."""
    if not quality:
        return []
    planned = {"n": quality.get("planned_rounds", "")}
    return [
        (label % planned if key.startswith("planned_") else label, quality[key])
        for key, label in QUALITY_LABELS.items()
        # no row about substitutes in an event that has had none
        if key in quality and (key != "substitute_seats" or quality[key])
    ]
