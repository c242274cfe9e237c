"""Checks of who sits where in one win, shared by tile-level and quick entry."""

from __future__ import annotations

from scoring.engine.payments import WINDS


def seat_errors(*, seat: str, round_wind: str, tsumo: bool, discarder: str | None) -> list[str]:
    """The winner's seat and round wind, and the discarder of a ron, each error naming its field."""
    errors = [
        f"{name}: must be one of E, S, W, N"
        for name, value in (("seat", seat), ("round", round_wind))
        if value not in WINDS
    ]
    if tsumo and discarder is not None:
        errors.append("from: a tsumo has no discarder")
    if not tsumo:
        if discarder is None:
            errors.append("from: a ron needs the discarder's seat wind")
        elif discarder == seat:
            errors.append("from: the winner cannot deal in to themselves")
        elif discarder not in WINDS:
            errors.append("from: must be one of E, S, W, N")
    return errors
