"""Standings: full rebuild time at 1,000 and 10,000 games, and the cost of the update after one
hand at both sizes (it must not grow with the event). Ratios are against the smaller event, measured
in the same run.

The event has 200 players (50 tables) and as many rounds as the size needs (20 or 200), every game a
legal hand-by-hand hanchan (random quick-entry hands checked by the ledger). "Update after one hand"
is what a scorer's save costs: game_record_hand (ledger validation of the game so far, the hand row,
the audit entry) plus the standings job it queues (run inline here, as Celery's eager mode does),
median of repeated record + undo pairs, taken in turn on each event so that the machine's load falls on
every size alike.

Usage: python bench/bench_standings.py [--sizes 1000 10000] [--repeat 15]
Database: a temporary SQLite file, or DATABASE_URL (use a scratch database: the script migrates it
and deletes its tournament afterwards).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.pop("REDIS_URL", None)  # standings jobs run inline (eager), in this process
TMP = tempfile.mkdtemp(prefix="bench-standings-")
os.environ.setdefault("DATABASE_URL", f"sqlite:///{TMP}/bench.sqlite3")
os.environ.setdefault("LOG_LEVEL", "WARNING")

import django  # noqa: E402

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402

from tournaments import services  # noqa: E402
from tournaments.management.commands._demo_hands import random_game  # noqa: E402
from tournaments.models import (  # noqa: E402
    Game,
    HandRecord,
    Player,
    Registration,
    Round,
    Seat,
    Table,
    Tournament,
)
from tournaments.services.tournaments import tournament_ruleset  # noqa: E402

PLAYERS = 200
TABLES = PLAYERS // 4


def build_event(games: int, owner: Any, library: list[list[dict[str, Any]]]) -> tuple[Tournament, Game]:
    """An event of `games` finished games plus one running game (the one the update is measured on)."""
    tournament = services.tournament_create(owner=owner, name=f"Bench {games}", preset="ema2016")
    players = Player.objects.bulk_create(Player(name=f"P{games}-{n}") for n in range(PLAYERS))
    registrations = Registration.objects.bulk_create(
        Registration(tournament=tournament, player=p, number=n + 1) for n, p in enumerate(players)
    )
    rounds = games // TABLES
    running = None
    for number in range(1, rounds + 1):
        with transaction.atomic():
            round_ = Round.objects.create(tournament=tournament, number=number, status="finished")
            tables = Table.objects.bulk_create(Table(round=round_, number=t + 1) for t in range(TABLES))
            shift = number * 7 % PLAYERS  # a different grouping each round; the schedule does not matter
            order = registrations[shift:] + registrations[:shift]
            Seat.objects.bulk_create(
                Seat(table=table, round=round_, wind=w, registration=order[4 * t + w])
                for t, table in enumerate(tables)
                for w in range(4)
            )
            last_round = number == rounds
            made = Game.objects.bulk_create(
                Game(
                    table=table,
                    round=round_,
                    tournament=tournament,
                    status="finished",
                    hand_count=len(library[(number * TABLES + t) % len(library)]),
                    version=1,
                )
                for t, table in enumerate(tables)
            )
            HandRecord.objects.bulk_create(
                HandRecord(game=game, number=i + 1, record=hand)
                for t, game in enumerate(made)
                for i, hand in enumerate(library[(number * TABLES + t) % len(library)])
            )
            if last_round:
                # The last table of the last round is still playing: its last three hands are not in.
                running = made[-1]
                count = running.hand_count - 3
                HandRecord.objects.filter(game=running, number__gt=count).delete()
                round_.status = "seated"
                round_.save()
                Game.objects.filter(pk=running.pk).update(status="running", hand_count=count)
    assert running is not None
    running.refresh_from_db()
    return tournament, running


def timed(function: Any) -> float:
    started = time.perf_counter()
    function()
    return time.perf_counter() - started


def prepare(size: int, owner: Any, library: list[list[dict[str, Any]]]) -> dict[str, Any]:
    """Build one event and time its full rebuild; returns what the per-hand measurement needs."""
    tournament, game = build_event(size, owner, library)
    rebuild = timed(lambda: services.standings_rebuild(tournament_id=tournament.pk))
    full = random_game(tournament_ruleset(tournament), seed=(size * 31 + TABLES) % 997)
    hands = list(HandRecord.objects.filter(game=game).order_by("number").values_list("record", flat=True))
    assert hands == full[: len(hands)], "the running game is a prefix of its library game"
    return {
        "games": size,
        "tournament": tournament,
        "game": game,
        "number": len(hands) + 1,
        "next_hand": full[len(hands)],
        "rebuild": rebuild,
        "save": [],
        "refresh": [],
        "undo": [],
    }


def measure_once(event: dict[str, Any], owner: Any) -> None:
    """One scorer's save of the next hand, the standings job alone, and the undo that restores it."""
    game, tournament = event["game"], event["tournament"]
    event["save"].append(
        timed(
            lambda: services.game_record_hand(
                game=game, number=event["number"], record=event["next_hand"], by=owner
            )
        )
    )
    event["refresh"].append(
        timed(lambda: services.standings_refresh(tournament_id=tournament.pk, game_ids=[game.pk]))
    )
    event["undo"].append(timed(lambda: services.game_undo_last_hand(game=game, by=owner)))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    owner, _ = get_user_model().objects.get_or_create(username="bench-owner")
    ruleset_owner = services.tournament_create(owner=owner, name="Library", preset="ema2016")
    ruleset = tournament_ruleset(ruleset_owner)
    ruleset_owner.delete()
    # Games of the event cycle through a library of legal games; the running game is built from the
    # library game that measure() regenerates, so its next hand is legal.
    library = [random_game(ruleset, seed=s) for s in range(60)]
    print(f"database: {connection.vendor}; {PLAYERS} players, {TABLES} tables a round")
    events = []
    for size in args.sizes:
        seed = (size * 31 + TABLES) % 997
        slot = (size // TABLES * TABLES + TABLES - 1) % len(library)
        library[slot] = random_game(ruleset, seed=seed)
        events.append(prepare(size, owner, library))
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:  # planner statistics as autovacuum keeps them in a live database
            cursor.execute("ANALYZE")
    # Alternate between the events, so that load on the machine falls on every size alike.
    for _ in range(args.repeat):
        for event in events:
            measure_once(event, owner)
    results = []
    for event in events:
        results.append(
            {
                "games": float(event["games"]),
                "rebuild": event["rebuild"],
                "save": statistics.median(event["save"]),
                "refresh": statistics.median(event["refresh"]),
                "undo": statistics.median(event["undo"]),
            }
        )
        Tournament.objects.filter(pk=event["tournament"].pk).delete()
    base = results[0]
    header = "| games | full rebuild | save one hand (incl. standings job) | standings job alone | undo |"
    print(header)
    print("|---|---|---|---|---|")
    for r in results:
        print(
            f"| {int(r['games']):,} | {r['rebuild']:.2f} s | {r['save'] * 1000:.1f} ms | "
            f"{r['refresh'] * 1000:.1f} ms | {r['undo'] * 1000:.1f} ms |"
        )
    for r in results[1:]:
        size, base_size = f"{int(r['games']):,}", f"{int(base['games']):,}"
        rebuild, save = r["rebuild"] / base["rebuild"], r["save"] / base["save"]
        job = r["refresh"] / base["refresh"]
        print(f"ratios {size} vs {base_size} games: rebuild x{rebuild:.2f}, save x{save:.2f}, job x{job:.2f}")
    for r in results:
        times = r["rebuild"] / r["refresh"]
        print(f"at {int(r['games']):,} games a full rebuild costs {times:.0f}x the job after one hand")


if __name__ == "__main__":
    main()
