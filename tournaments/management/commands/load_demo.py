"""`manage.py load_demo`: a demo tournament and a demo league, so every page has something to show.

Loads only into a database without any tournament (safe to run on every `make run`). The tournament
has two finished rounds played hand by hand, a running third round (one table finished, two in
play, one not started), a penalty, a dropout with a substitute; the league has final-scores-only
rounds."""

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from tournaments import services
from tournaments.management.commands._demo_hands import random_game
from tournaments.models import Game, Round, Tournament
from tournaments.services.tournaments import tournament_ruleset

PLAYERS = """name,team,country
Aiko Tanaka,Red Dragons,JP
Bao Nguyen,Red Dragons,VN
Carla Rossi,Red Dragons,IT
Dmitri Volkov,Red Dragons,
Emma Schulz,White Dragons,DE
Felix Martin,White Dragons,FR
Grace Lee,White Dragons,KR
Hiro Sato,White Dragons,JP
Ines Costa,Green Dragons,PT
Jonas Berg,Green Dragons,SE
Kim Linh,Green Dragons,VN
Lucas Silva,Green Dragons,BR
Mei Chen,East Wind,TW
Noah Brown,East Wind,GB
Olga Novak,East Wind,CZ
Pavel Horak,East Wind,CZ
"""
LEAGUE_PLAYERS = "Quinn\nRin\nSota\nTomo\nUma\nVera\nWill\nYuki\n"
DEMO_PASSWORD = "riichi-demo"  # a local demo account, printed for the user


def _play(game: Game, by: Any, seed: int, stop_after: int | None = None) -> None:
    for number, hand in enumerate(
        random_game(tournament_ruleset(game.tournament), seed, stop_after), start=1
    ):
        services.game_record_hand(game=game, number=number, record=hand, by=by)


class Command(BaseCommand):
    help = "Load a demo tournament and league, only when the database has no tournament yet."

    def handle(self, *args: Any, **options: Any) -> None:
        if Tournament.objects.exists():
            self.stdout.write("The database has tournaments already; no demo loaded.")
            return
        with transaction.atomic():
            organizer, scorer = self._users()
            self._tournament(organizer, scorer)
            self._league(organizer)
        for tournament in Tournament.objects.all():
            services.standings_rebuild(tournament_id=tournament.pk)
        self.stdout.write(
            self.style.SUCCESS(
                f"Demo loaded: sign in as 'organizer' or 'scorer', password '{DEMO_PASSWORD}'."
            )
        )

    def _users(self) -> tuple[Any, Any]:
        users = get_user_model()
        organizer = users.objects.filter(username="organizer").first() or users.objects.create_user(
            "organizer", password=DEMO_PASSWORD
        )
        scorer = users.objects.filter(username="scorer").first() or users.objects.create_user(
            "scorer", password=DEMO_PASSWORD
        )
        return organizer, scorer

    def _round(self, tournament: Tournament, by: Any) -> Round:
        round_ = services.round_create(tournament=tournament, by=by)
        return services.round_generate_seating(round_=round_, method="optimal", seed=2026, by=by)

    def _tournament(self, organizer: Any, scorer: Any) -> None:
        tournament = services.tournament_create(
            owner=organizer,
            name="Demo Riichi Open",
            slug="demo-open",
            preset="ema2016",
            rounds_planned=4,
            description="A demo event: two rounds played, the third one running.",
            venue="Community hall",
        )
        services.tournament_member_set(tournament=tournament, user=scorer, role="scorer", by=organizer)
        services.players_register_csv(tournament=tournament, text=PLAYERS, by=organizer)
        substitute = services.player_register(
            tournament=tournament, name="Sam Substitute", is_substitute=True, by=organizer
        )
        seed = 1
        for _ in range(2):
            round_ = self._round(tournament, organizer)
            for game in round_.games.order_by("table__number"):
                _play(game, scorer, seed)
                seed += 1
            services.round_finish(round_=round_, by=organizer)
        late = tournament.registrations.get(number=6)
        services.penalty_add(
            registration=late, amount=-10, reason="Late for round 2", round_=round_, by=organizer
        )
        leaving = tournament.registrations.get(number=16)
        third = self._round(tournament, organizer)
        services.registration_drop(registration=leaving, by=organizer)
        services.substitute_seat(
            seat=third.seats.get(registration=leaving), substitute=substitute, by=organizer
        )
        games = list(third.games.order_by("table__number"))
        for game, stop_after in zip(games, (None, 6, 2), strict=False):
            _play(game, scorer, seed, stop_after)
            seed += 1

    def _league(self, organizer: Any) -> None:
        league = services.tournament_create(
            owner=organizer,
            name="Thursday Club League",
            slug="thursday-league",
            preset="tenhou",
            kind="league",
            entry_mode="final",
            description="A club league entered by final scores, one session a week.",
        )
        services.players_register_csv(tournament=league, text=LEAGUE_PLAYERS, by=organizer)
        results = [
            ([38200, 31000, 18400, 12400], [45600, 22000, 21300, 11100]),
            ([29900, 27000, 25100, 18000], [52300, 30100, 9800, 7800]),
            ([33000, 33000, 20000, 14000], [41000, 26000, 19000, 14000]),
        ]
        for week in results:
            round_ = services.round_create(tournament=league, by=organizer)
            services.round_generate_seating(round_=round_, method="random", seed=round_.number, by=organizer)
            for game, scores in zip(round_.games.order_by("table__number"), week, strict=True):
                services.game_record_final_scores(game=game, scores=scores, by=organizer)
            services.round_finish(round_=round_, by=organizer)
        round_ = services.round_create(tournament=league, by=organizer)
        services.round_generate_seating(round_=round_, method="swiss", seed=4, by=organizer)
