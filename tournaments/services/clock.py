"""A round's clock: one per round, kept in the database so that the projector, the director's phone
and the scorers' phones show the same time (a clock kept by each browser showed as many times as
there were screens)."""

from __future__ import annotations

import math
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from tournaments.models import Round
from tournaments.services.errors import ServiceError

ACTIONS = ("start", "pause", "plus", "minus", "reset")
MAX_MINUTES = 600


def clock_state(round_: Round, minutes: int) -> dict[str, Any]:
    """What a screen needs: running or not, seconds left now (negative past time), the end time, and
    the server's time (so a screen whose own clock is off still counts right). A clock never set
    shows `minutes` to go, stopped."""
    now = timezone.now()
    if round_.clock_ends_at is not None:
        left = (round_.clock_ends_at - now).total_seconds()
    else:
        left = round_.clock_left if round_.clock_left is not None else minutes * 60
    return {
        "running": round_.clock_ends_at is not None,
        "left": round(left, 1),
        "ends_at": round_.clock_ends_at.isoformat() if round_.clock_ends_at else None,
        "now": now.isoformat(),
    }


@transaction.atomic
def round_clock(*, round_: Round, action: str, minutes: int) -> dict[str, Any]:
    """start / pause / plus (a minute more) / minus (a minute less) / reset (to `minutes`, stopped)."""
    if action not in ACTIONS:
        raise ServiceError("action", f"must be one of {', '.join(ACTIONS)}, not {action!r}")
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= MAX_MINUTES:
        raise ServiceError("minutes", f"must be a whole number from 1 to {MAX_MINUTES}, not {minutes!r}")
    round_ = Round.objects.select_for_update(no_key=True, of=("self",)).get(pk=round_.pk)
    now = timezone.now()
    left = clock_state(round_, minutes)["left"]
    if action == "reset":
        round_.clock_ends_at, round_.clock_left = None, minutes * 60
        round_.clock_minutes = minutes  # a screen opened later starts from this length
    elif action == "start" and round_.clock_ends_at is None:
        round_.clock_ends_at, round_.clock_left = now + timedelta(seconds=left), None
        # started without a reset first: the clock is set all the same (the round page shows a set
        # clock to the players, and it stayed hidden)
        round_.clock_minutes = round_.clock_minutes or minutes
    elif action == "pause" and round_.clock_ends_at is not None:
        # down to the whole second: a pause 0.6 s past time stays past time
        round_.clock_ends_at, round_.clock_left = None, math.floor(left)
    elif action in ("plus", "minus"):
        step = 60 if action == "plus" else -60
        if round_.clock_ends_at is not None:
            round_.clock_ends_at += timedelta(seconds=step)
        else:
            round_.clock_left = math.floor(left) + step
    round_.save(update_fields=["clock_ends_at", "clock_left", "clock_minutes"])
    return clock_state(round_, minutes)
