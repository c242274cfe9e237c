"""The seating page's view of the seating service: method choices and quality in words."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from tournaments.models import Round
from tournaments.services import rounds as round_services
from tournaments.services.audit import Actor

METHOD_LABELS: dict[str, Any] = {
    "optimal": _("Fewest repeat meetings (recommended)"),
    "swiss": _("Swiss: by current standings"),
    "random": _("Random"),
    "ranked": _("By ranking, top players together"),
}

QUALITY_LABELS: dict[str, Any] = {
    "repeats": _("Repeated meetings so far"),
    "repeat_pairs": _("Pairs who met more than once"),
    "max_meetings": _("Most meetings of one pair"),
    "wind_spread": _("Wind balance: largest spread of one player's seats"),
    "wind_imbalance": _("Players with unbalanced winds"),
    "seconds": _("Time to compute (s)"),
}


def choices() -> list[tuple[str, Any]]:
    known = getattr(round_services, "SEATING_METHODS", None) or list(METHOD_LABELS)
    return [(m, METHOD_LABELS.get(m, m)) for m in known]


def generate(*, round_: Round, method: str, by: Actor) -> Round:
    return round_services.round_generate_seating(round_=round_, method=method, by=by)  # type: ignore[attr-defined,no-any-return]


def quality_rows(quality: dict[str, Any] | None) -> list[tuple[Any, Any]]:
    """(label, value) pairs for the numbers the seating service measured."""
    if not quality:
        return []
    rows = []
    for key, value in quality.items():
        if isinstance(value, int | float | str):
            rows.append((QUALITY_LABELS.get(key, key.replace("_", " ")), value))
    return rows
