"""`manage.py rebuild_standings [slug ...]`: recompute every game result and standing from the stored
hands, final scores and penalties (all events, or the ones named). Safe at any time."""

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.models import Tournament
from tournaments.services import standings_rebuild
from tournaments.tasks import standings_rebuild_task


class Command(BaseCommand):
    help = "Rebuild the standings cache of every tournament (or of the slugs given)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slugs", nargs="*", help="events to rebuild (default: all)")
        parser.add_argument("--queue", action="store_true", help="queue Celery tasks instead of running here")

    def handle(self, *args: Any, **options: Any) -> None:
        tournaments = Tournament.objects.order_by("pk")
        if options["slugs"]:
            tournaments = tournaments.filter(slug__in=options["slugs"])
            missing = set(options["slugs"]) - set(tournaments.values_list("slug", flat=True))
            if missing:
                raise CommandError(f"no tournament with slug {', '.join(sorted(missing))}")
        for tournament in tournaments:
            if options["queue"]:
                standings_rebuild_task.delay(tournament.pk)
                self.stdout.write(f"{tournament.slug}: queued")
                continue
            started = time.perf_counter()
            standings_rebuild(tournament_id=tournament.pk)
            took = time.perf_counter() - started
            self.stdout.write(f"{tournament.slug}: {tournament.games.count()} games rebuilt in {took:.2f}s")
