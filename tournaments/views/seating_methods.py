"""The seating page's view of the seating service: method choices and the schedule's quality in words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext_lazy as _

from tournaments import seating, selectors
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
    "repeats": _("Repeated meetings"),
    "repeated_pairs": _("Pairs who met more than once"),
    "max_meetings": _("Most meetings of one pair"),
    "repeats_lower_bound": _("Repeats that no seating can avoid (at least)"),
    "wind_spread": _("Wind balance: largest gap between a player's seat counts (0-1 is balanced)"),
    "substitute_seats": _("Seats for substitutes"),
    "teammates_together": _("Teammate pairs at one table in this round"),
    "compatriots_together": _("Pairs of players from one country at one table in this round"),
    "standings_reach": _("Places in the standings between a table's best and worst player, widest table"),
    "standings_reach_mean": _("The same, on average over the tables"),
    "planned_repeats": _("Repeated meetings over all %(n)s planned rounds"),
    "planned_repeats_lower_bound": _("Repeats that no seating of the %(n)s rounds can avoid (at least)"),
    "planned_wind_spread": _("Wind balance over all %(n)s planned rounds"),
}
# a line under a figure's label that a new organizer needs to read it right
_LOWER_BOUND_HINT = _("Worked out from the numbers of players and rounds; the true minimum can be higher.")
QUALITY_HINTS: dict[str, Any] = {
    "repeats_lower_bound": _LOWER_BOUND_HINT,
    "planned_repeats_lower_bound": _LOWER_BOUND_HINT,
    "standings_reach": _(
        "Swiss seats neighbours in the standings together and moves them apart only to avoid a "
        "rematch (or a teammate)."
    ),
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


# the figures come in three groups, so "repeats so far" and "repeats over the plan" are not read as
# one figure twice (a walkthrough took the 2 after round 1 for the plan's)
QUALITY_GROUPS = (
    ("this_round", ("standings_reach", "standings_reach_mean", "teammates_together", "compatriots_together")),
    (
        "so_far",
        (
            "repeats",
            "repeated_pairs",
            "max_meetings",
            "repeats_lower_bound",
            "wind_spread",
            "substitute_seats",
        ),
    ),
    ("planned", ("planned_repeats", "planned_repeats_lower_bound", "planned_wind_spread")),
)


def quality_groups(quality: dict[str, Any] | None) -> list[tuple[Any, list[tuple[Any, Any, Any]]]]:
    """(heading, rows) of the seating figures: this round's, the rounds seated so far (the heading
    says how many), the whole plan; groups without a figure left out. Rows are (label, value, hint),
    the hint "" where the label says it all."""
    if not quality:
        return []
    planned = {"n": quality.get("planned_rounds", "")}
    seated = quality.get("rounds", "")
    headings = {
        "this_round": _("This round"),
        "so_far": (
            _("Round %(n)s") % {"n": 1}
            if seated == 1
            else _("Rounds 1–%(k)s, seated so far") % {"k": seated}
            if seated
            else _("Rounds seated so far")  # an older round's figures lack the count
        ),
        "planned": _("The whole plan (%(n)s rounds)") % planned,
    }
    groups = []
    for group, keys in QUALITY_GROUPS:
        rows = [
            (
                QUALITY_LABELS[key] % planned if key.startswith("planned_") else QUALITY_LABELS[key],
                quality[key],
                QUALITY_HINTS.get(key, ""),
            )
            for key in keys
            # no row about substitutes in an event that has had none
            if key in quality and (key != "substitute_seats" or quality[key])
        ]
        if rows:
            groups.append((headings[group], rows))
    return groups


# the pairs named under the figures, the latest repeats first; more are counted ("…and 3 more pairs")
PAIRS_SHOWN = 12


def repeats_explained(round_: Round) -> dict[str, Any]:
    """Who the seating figures' repeats are (an organizer decides by the names whether to change the
    tables by hand), and whether keeping teammates apart may be behind repeats above the bound."""
    quality = round_.seating_quality or {}
    # swiss and interval pair by the standings: in an event keeping teammates apart they may still
    # seat two together, which the page counted and said nothing more of (a walkthrough's team event)
    by_standings = (
        round_.seating_method in ("swiss", "interval")
        and round_.tournament.teams_apart
        and bool(quality.get("teammates_together"))
    )
    if not quality.get("repeated_pairs") and not quality.get("planned_repeats"):
        return {"pairs": [], "more": 0, "teams_first": False, "teammates_by_standings": by_standings}
    above_bound = quality.get("repeats", 0) > quality.get("repeats_lower_bound", 0) or quality.get(
        "planned_repeats", 0
    ) > quality.get("planned_repeats_lower_bound", 0)
    # only where the search kept teammates apart itself: a pasted seating, or swiss and interval
    # (which pair by the standings), owe their repeats to something else
    searched = round_.seating_method in ("optimal", "random") and round_.tournament.teams_apart
    pairs = selectors.repeated_pairs(round_=round_) if quality.get("repeated_pairs") else []
    return {
        "pairs": pairs[:PAIRS_SHOWN],
        "more": len(pairs[PAIRS_SHOWN:]),
        "teams_first": above_bound and searched and selectors.has_teammates(tournament=round_.tournament),
        "teammates_by_standings": by_standings,
    }
