"""Celery tasks: they take ids, call services, and are safe to run twice or at once (the standings
jobs hold the tournament's row lock and recompute from stored inputs)."""

from celery import shared_task

from tournaments.services.seating_plan import seating_plan_improve
from tournaments.services.standings import standings_rebuild, standings_refresh


@shared_task(name="tournaments.standings_refresh")
def standings_refresh_task(tournament_id: int, game_ids: list[int], registration_ids: list[int]) -> None:
    standings_refresh(tournament_id=tournament_id, game_ids=game_ids, registration_ids=registration_ids)


@shared_task(name="tournaments.standings_rebuild")
def standings_rebuild_task(tournament_id: int) -> None:
    standings_rebuild(tournament_id=tournament_id)


@shared_task(name="tournaments.seating_plan_improve")
def seating_plan_improve_task(tournament_id: int) -> None:
    seating_plan_improve(tournament_id=tournament_id)
