"""Queue a standings update after the current transaction commits (never for a rolled-back change)."""

from collections.abc import Iterable

from django.db import transaction


def standings_queue(
    *, tournament_id: int, game_id: int | None = None, registration_ids: Iterable[int] = ()
) -> None:
    """After commit, refresh what one game or some players' penalties changed (see tasks.py)."""
    from tournaments.tasks import standings_refresh_task

    game_ids = [game_id] if game_id is not None else []
    registrations = list(registration_ids)
    transaction.on_commit(
        lambda: standings_refresh_task.delay(tournament_id, game_ids, registrations), robust=True
    )
