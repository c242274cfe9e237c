"""Celery tasks: they take ids, call services, and are safe to run twice or at once (the standings
jobs hold the tournament's row lock and recompute from stored inputs)."""

from typing import Any

from celery import shared_task
from django.contrib.auth import get_user_model

from tournaments.models import Round
from tournaments.services.errors import ServiceError
from tournaments.services.rounds import round_generate_seating
from tournaments.services.standings import standings_rebuild, standings_refresh


@shared_task(name="tournaments.standings_refresh")
def standings_refresh_task(tournament_id: int, game_ids: list[int], registration_ids: list[int]) -> None:
    standings_refresh(tournament_id=tournament_id, game_ids=game_ids, registration_ids=registration_ids)


@shared_task(name="tournaments.standings_rebuild")
def standings_rebuild_task(tournament_id: int) -> None:
    standings_rebuild(tournament_id=tournament_id)


@shared_task(name="tournaments.round_generate_seating")
def round_generate_seating_task(
    round_id: int, method: str, user_id: int | None, seed: int | None = None, script: str = ""
) -> dict[str, Any]:
    """Seat a round in the background (an optimal schedule for a large event can take a minute).
    Returns {"ok": true, "quality": ...} or {"ok": false, "errors": {field: [messages]}} for polling."""
    round_ = Round.objects.get(pk=round_id)
    user = get_user_model().objects.filter(pk=user_id).first() if user_id else None
    try:
        seated = round_generate_seating(round_=round_, method=method, seed=seed, script=script, by=user)
    except ServiceError as exc:
        return {"ok": False, "errors": exc.message_dict}
    return {"ok": True, "quality": seated.seating_quality}
