"""Rounds: creating them, seating them (through tournaments.seating), substitutes, finishing them."""

import contextlib
import random
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from decimal import Decimal
from itertools import combinations, permutations
from typing import Any, NamedTuple

from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from tournaments import seating
from tournaments.models import (
    EmptySeats,
    Game,
    GameStatus,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    Seat,
    SitOut,
    StandingRow,
    Substitute,
    Table,
    Tournament,
    TournamentStatus,
)
from tournaments.services.audit import Actor, actor_or_none, audit_record
from tournaments.services.errors import ServiceError
from tournaments.services.standings import RankingRule, average_points
from tournaments.services.standings_queue import standings_queue


@transaction.atomic
def round_create(*, tournament: Tournament, by: Actor) -> Round:
    """The next round of the event, not yet seated."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    if tournament.status == TournamentStatus.FINISHED:
        raise ServiceError("tournament", "is finished")
    unseated = tournament.rounds.filter(status=RoundStatus.PENDING).order_by("number").first()
    if unseated is not None:
        # rounds are seated in order (each seating counts the rounds before it)
        raise ServiceError("rounds", f"round {unseated.number} is not seated yet; seat it first")
    number = (tournament.rounds.aggregate(m=Max("number"))["m"] or 0) + 1
    if tournament.rounds_planned and number > tournament.rounds_planned:
        planned = tournament.rounds_planned
        raise ServiceError(
            "rounds",
            f"the event plans {planned} round{'' if planned == 1 else 's'}; to add round {number}, "
            "raise rounds_planned (PATCH the event)",
        )
    round_ = Round.objects.create(tournament=tournament, number=number)
    audit_record(
        tournament=tournament, action="round_create", target=f"round {number}", before=None, after=None, by=by
    )
    return round_


def _games_with_results(round_: Round) -> Any:
    # A final-scores game has no hands but is finished, so the status (not hand_count) tells.
    return round_.games.exclude(status=GameStatus.PENDING)


def substitutes_short(tournament: Tournament) -> dict[str, int] | None:
    """Before seating: how many substitutes the active players lack to fill tables of four (the
    check round_generate_seating makes), or None when there are enough or players sit out instead."""
    if tournament.empty_seats == EmptySeats.SIT_OUT:
        return None
    active = tournament.registrations.filter(status=RegistrationStatus.ACTIVE)
    players = active.filter(is_substitute=False).count()
    substitutes = active.filter(is_substitute=True).count()
    short = -players % 4 - substitutes
    return {"players": players, "short": short, "substitutes": substitutes} if short > 0 else None


def sit_outs_needed(tournament: Tournament) -> dict[str, int] | None:
    """Before seating, in events whose extra players sit out: how many will (None when none, or when
    the registered substitutes fill the tables; round_generate_seating decides the same way)."""
    if tournament.empty_seats != EmptySeats.SIT_OUT:
        return None
    active = tournament.registrations.filter(status=RegistrationStatus.ACTIVE)
    players = active.filter(is_substitute=False).count()
    if players < 4 or -players % 4 <= active.filter(is_substitute=True).count():
        return None  # too few to seat anyone (seating says so), or the substitutes fill the tables
    return {"players": players, "count": players % 4}


def round_can_finish(round_: Round) -> bool:
    """True when round_finish would accept the round: seated, and every game finished."""
    games = Game.objects.filter(round=round_)
    return (
        round_.status == RoundStatus.SEATED
        and games.exists()
        and not games.exclude(status=GameStatus.FINISHED).exists()
    )


def round_earlier_unfinished(round_: Round) -> Round | None:
    """The first earlier round not finished yet: seating by the standings (swiss, interval) now would
    use its games as they stand."""
    earlier = Round.objects.filter(tournament_id=round_.tournament_id, number__lt=round_.number)
    return earlier.exclude(status=RoundStatus.FINISHED).order_by("number").first()


def round_can_reseat(round_: Round) -> bool:
    """Whether the round's seating may still be (re)generated or the round deleted: not finished,
    and no game of it has a result. The page and the services ask this one rule."""
    return round_.status != RoundStatus.FINISHED and not _games_with_results(round_).exists()


def round_can_delete(round_: Round) -> bool:
    """Whether round_delete would remove this round: the event's last, and still reseatable."""
    later = Round.objects.filter(tournament_id=round_.tournament_id, number__gt=round_.number)
    return round_can_reseat(round_) and not later.exists()


def _check_reseatable(round_: Round) -> None:
    if round_.status == RoundStatus.FINISHED:
        raise ServiceError("round", f"round {round_.number} is finished")
    started = _games_with_results(round_).select_related("table").first()
    if started is not None:
        raise ServiceError("round", f"table {started.table.number} has results; the seating cannot change")


@transaction.atomic
def round_set_tables(
    *,
    round_: Round,
    tables: Sequence[Sequence[Registration]],
    method: str = "manual",
    seed: int | None = None,
    quality: dict[str, Any] | None = None,
    sitting_out: Sequence[Registration] = (),
    absent: Collection[int] = (),
    by: Actor,
) -> Round:
    """Store a seating: each table lists its four players East, South, West, North, and
    `sitting_out` the players who play no game this round (`absent`: the registration numbers of
    those among them who are not here, rather than out by the rotation). Replaces an earlier
    seating of the round while no game of it has results."""
    round_ = (
        Round.objects.select_for_update(no_key=True, of=("self",))
        .select_related("tournament")
        .get(pk=round_.pk)
    )
    tournament = round_.tournament
    _check_reseatable(round_)
    seen: set[int] = set()
    for index, table in enumerate(tables, start=1):
        if len(table) != 4:
            raise ServiceError("tables", f"table {index} has {len(table)} players, not 4")
        for registration in table:
            _take_part(registration, tournament, seen, "tables", f"table {index}: ", "is seated twice")
    for registration in sitting_out:
        _take_part(registration, tournament, seen, "sitting_out", "", "is seated in this round")
    before = _seating_snapshot(round_)
    sat_out_before = _sit_out_snapshot(round_)
    round_.tables.all().delete()
    round_.sit_outs.all().delete()
    SitOut.objects.bulk_create(
        SitOut(round=round_, registration=r, absent=r.number in absent) for r in sitting_out
    )
    for index, table in enumerate(tables, start=1):
        table_row = Table.objects.create(round=round_, number=index)
        Seat.objects.bulk_create(
            Seat(table=table_row, round=round_, wind=wind, registration=registration)
            for wind, registration in enumerate(table)
        )
        Game.objects.create(
            table=table_row, round=round_, tournament=tournament, entry_mode=tournament.entry_mode
        )
    round_.status = RoundStatus.SEATED if tables else RoundStatus.PENDING
    round_.seating_method = method
    round_.seating_seed = seed
    round_.seating_quality = quality
    if tables and round_.starts_at is None:  # the round's date on its page (a league's weeks by day)
        round_.starts_at = timezone.now()
    round_.save(update_fields=["status", "seating_method", "seating_seed", "seating_quality", "starts_at"])
    standings_queue(tournament_id=tournament.pk)  # a player seated for the first time is ranked from now
    if tournament.status == TournamentStatus.SETUP and tables:
        tournament.status = TournamentStatus.RUNNING
        tournament.save(update_fields=["status", "updated_at"])
    audit_record(
        tournament=tournament,
        action="round_set_tables",
        target=f"round {round_.number}",
        before=before,
        after=_seating_snapshot(round_),
        by=by,
    )
    if sat_out_before or sitting_out:
        audit_record(
            tournament=tournament,
            action="round_sit_out",
            target=f"round {round_.number}",
            before=sat_out_before,
            after=_sit_out_snapshot(round_),
            by=by,
        )
    return round_


def _take_part(
    registration: Registration, tournament: Tournament, seen: set[int], field: str, where: str, again: str
) -> None:
    """Refuse a registration the stored round cannot hold (another event's, dropped out, or listed
    before: `again` says how); else note it in `seen`."""
    if registration.tournament_id != tournament.pk:
        problem = "is not registered in this event"
    elif registration.status != RegistrationStatus.ACTIVE:
        problem = "has dropped out"
    elif registration.pk in seen:
        problem = again
    else:
        seen.add(registration.pk)
        return
    raise ServiceError(field, f"{where}{registration} {problem}")


def _sit_out_snapshot(round_: Round) -> list[int] | dict[str, list[int]] | None:
    """The numbers of those sitting the round out; with some of them not here, {"players": those
    numbers, "not_here": the numbers of the absent} (the log said nothing of who was away)."""
    rows = sorted(round_.sit_outs.values_list("registration__number", "absent"))
    away = [number for number, absent in rows if absent]
    numbers = [number for number, _ in rows]
    if away:
        return {"players": numbers, "not_here": away}
    return numbers or None


def _seating_snapshot(round_: Round) -> list[list[int]] | None:
    tables = [
        [seat.registration.number for seat in table.seats.select_related("registration").order_by("wind")]
        for table in round_.tables.order_by("number")
    ]
    return tables or None


@transaction.atomic
def round_delete(*, round_: Round, by: Actor) -> None:
    """Remove the event's last round while none of its games has a result."""
    round_ = (
        Round.objects.select_for_update(no_key=True, of=("self",))
        .select_related("tournament")
        .get(pk=round_.pk)
    )
    _check_reseatable(round_)
    if round_.tournament.rounds.filter(number__gt=round_.number).exists():
        raise ServiceError("round", f"round {round_.number} is not the last round")
    audit_record(
        tournament=round_.tournament,
        action="round_delete",
        target=f"round {round_.number}",
        before=_seating_snapshot(round_),
        after=None,
        by=by,
    )
    tournament_id = round_.tournament_id
    round_.delete()
    standings_queue(tournament_id=tournament_id)  # who took part may have changed


def round_history(*, tournament: Tournament, before: int) -> list[list[list[int]]]:
    """Earlier rounds' tables as registration numbers (E S W N), for the seating algorithms."""
    rows = (
        Seat.objects.filter(round__tournament=tournament, round__number__lt=before)
        .order_by("round__number", "table__number", "wind")
        .values_list("round__number", "table__number", "registration__number")
    )
    rounds: dict[int, dict[int, list[int]]] = {}
    for round_number, table_number, player in rows:
        rounds.setdefault(round_number, {}).setdefault(table_number, []).append(player)
    return [list(tables.values()) for _, tables in sorted(rounds.items())]


@transaction.atomic
def round_finish(*, round_: Round, by: Actor) -> Round:
    """Close a round once every table's game is finished."""
    round_ = (
        Round.objects.select_for_update(no_key=True, of=("self",))
        .select_related("tournament")
        .get(pk=round_.pk)
    )
    if round_.status == RoundStatus.FINISHED:
        raise ServiceError("round", f"round {round_.number} is finished already")
    if round_.status == RoundStatus.PENDING:
        raise ServiceError("round", f"round {round_.number} is not seated")
    unfinished = sorted(
        round_.games.exclude(status=GameStatus.FINISHED).values_list("table__number", flat=True)
    )
    if len(unfinished) == 1:
        raise ServiceError("round", f"table {unfinished[0]} has not finished its game")
    if unfinished:
        raise ServiceError("round", f"tables {', '.join(map(str, unfinished))} have not finished their games")
    round_.status = RoundStatus.FINISHED
    round_.finished_at = timezone.now()
    round_.save(update_fields=["status", "finished_at"])
    audit_record(
        tournament=round_.tournament,
        action="round_finish",
        target=f"round {round_.number}",
        before={"status": RoundStatus.SEATED},
        after={"status": RoundStatus.FINISHED},
        by=by,
    )
    return round_


@transaction.atomic
def round_reopen(*, round_: Round, by: Actor) -> Round:
    """Open a finished round again to correct a result (refused once the event is finished)."""
    round_ = (
        Round.objects.select_for_update(no_key=True, of=("self",))
        .select_related("tournament")
        .get(pk=round_.pk)
    )
    if round_.status != RoundStatus.FINISHED:
        raise ServiceError("round", f"round {round_.number} is not finished")
    if round_.tournament.status == TournamentStatus.FINISHED:
        raise ServiceError("round", "the event is finished; its results are final")
    round_.status = RoundStatus.SEATED
    round_.finished_at = None
    round_.save(update_fields=["status", "finished_at"])
    audit_record(
        tournament=round_.tournament,
        action="round_reopen",
        target=f"round {round_.number}",
        before={"status": RoundStatus.FINISHED},
        after={"status": RoundStatus.SEATED},
        by=by,
    )
    return round_


@transaction.atomic
def substitute_seat(*, seat: Seat, substitute: Registration, by: Actor) -> Substitute:
    """Seat `substitute` in place of the seat's player (usually one who dropped out) for that game."""
    seat = (
        Seat.objects.select_for_update(no_key=True, of=("self",))
        .select_related("round__tournament", "registration", "table")
        .get(pk=seat.pk)
    )
    round_ = seat.round
    tournament = round_.tournament
    game = Game.objects.select_for_update(no_key=True, of=("self",)).get(table_id=seat.table_id)
    if round_.status == RoundStatus.FINISHED or game.status == GameStatus.FINISHED:
        raise ServiceError("seat", "the game is finished; its players cannot change")
    if hasattr(seat, "substitution"):
        raise ServiceError("seat", "a substitute holds this seat already")
    if game.hands.exists():
        # the hands and statistics follow the seat: the substitute would be credited with the
        # hands the player before them played
        count, name = game.hands.count(), seat.registration.player.name
        raise ServiceError(
            "seat",
            f"the game has {count} hand{'s' if count != 1 else ''} played by {name}: a substitute "
            "takes a seat before the first hand (end the game for time, or undo its hands)",
        )
    if substitute.tournament_id != tournament.pk:
        raise ServiceError("substitute", "is not registered in this event")
    if substitute.status != RegistrationStatus.ACTIVE:
        raise ServiceError("substitute", f"{substitute} has dropped out")
    if Seat.objects.filter(round=round_, registration=substitute).exists():
        raise ServiceError("substitute", f"{substitute} is seated in round {round_.number} already")
    replaced = seat.registration
    # a player sitting the round out may take the seat: they play after all
    SitOut.objects.filter(round=round_, registration=substitute).delete()
    seat.registration = substitute
    seat.save(update_fields=["registration"])
    substitution = Substitute.objects.create(
        tournament=tournament,
        seat=seat,
        replaced=replaced,
        substitute=substitute,
        created_by=actor_or_none(by),
    )
    audit_record(
        tournament=tournament,
        game=game,
        action="substitute_seat",
        target=f"round {round_.number} table {seat.table.number} {seat.get_wind_display()}",
        before={"player": replaced.number},
        after={"player": substitute.number},
        by=by,
    )
    if round_.seating_quality is not None:  # the figures follow who really sits where
        tables = _seating_snapshot(round_) or []
        history = round_history(tournament=tournament, before=round_.number)
        # all the figures of the seating again (the plan's and the teammates' rows had gone); how far
        # the tables reach in the standings stays as seated
        reach = {k: v for k, v in round_.seating_quality.items() if k.startswith("standings_reach")}
        round_.seating_quality = (
            _round_quality(tournament, round_.number, round_.seating_method, [*history, tables]) | reach
        )
        round_.save(update_fields=["seating_quality"])
    # the substitute now takes part and the replaced player may not: ranks change even before a result
    standings_queue(
        tournament_id=tournament.pk, game_id=game.pk if game.status != GameStatus.PENDING else None
    )
    return substitution


def _standings_order(tournament: Tournament, numbers: Collection[int] | None = None) -> dict[int, float]:
    """What swiss and interval order the players by: the standings as the event ranks them (a
    league ranked by average pairs by the standings it shows, not by the totals), for `numbers`
    (default: everyone with a standings row)."""
    rows = list(StandingRow.objects.filter(tournament=tournament).select_related("registration"))
    # a player not ranked for want of a game (a late arrival, a player registered a moment ago whose
    # row the standings job has not written yet) is paired as a player on 0 points stands: after
    # those above 0 (at the bottom, two late arrivals met the last player; at 0, the top)
    by_average = RankingRule.of(tournament).by_average
    above_zero = sum(
        1
        for row in rows
        if row.rank and ((average_points(row) or 0) if by_average else Decimal(row.points)) > 0
    )
    ranks: dict[int, float] = {}
    for row in rows:
        if row.rank:
            ranks[row.registration.number] = -float(row.rank)
        elif not row.registration.is_substitute:
            ranks[row.registration.number] = -float(above_zero + 1)
        else:  # a substitute, not ranked: fills a seat where one is short, below everyone
            ranks[row.registration.number] = -1e9
    return {
        number: ranks.get(number, -float(above_zero + 1))
        for number in (ranks if numbers is None else numbers)
    }


def _table_reach(tables: list[list[int]], standings: dict[int, float]) -> dict[str, Any]:
    """How far a swiss round's tables reach in the standings: per table, the places between its
    best and worst ranked player (players not ranked yet left out), the widest and the mean. Swiss
    moves players off their neighbours to avoid a rematch or a teammate; this says by how much."""
    spans = []
    for table in tables:
        places = [-standings[p] for p in table if standings.get(p, -1e9) > -1e9]
        if len(places) > 1:
            spans.append(max(places) - min(places))
    if not spans:
        return {}
    return {"standings_reach": int(max(spans)), "standings_reach_mean": round(sum(spans) / len(spans), 1)}


def teams_to_keep_apart(tournament: Tournament, numbers: list[int]) -> dict[int, int] | None:
    """Each player's team id when the event keeps teammates apart, else None."""
    if not tournament.teams_apart:
        return None
    return _teams_of(tournament, numbers)


def _teams_of(tournament: Tournament, numbers: Collection[int]) -> dict[int, int]:
    return dict(
        tournament.registrations.filter(number__in=numbers, team__isnull=False).values_list(
            "number", "team_id"
        )
    )


def countries_to_keep_apart(tournament: Tournament, numbers: list[int]) -> dict[int, str] | None:
    """Each player's country when the event keeps players of one country apart, else None."""
    if not tournament.countries_apart:
        return None
    return _countries_of(tournament, numbers)


def _countries_of(tournament: Tournament, numbers: Collection[int]) -> dict[int, str]:
    """The players' countries (upper case, as "jp" and "JP" are one); a blank country is left out."""
    rows = tournament.registrations.filter(number__in=numbers).exclude(player__country="")
    return {number: country.upper() for number, country in rows.values_list("number", "player__country")}


def _searched(searches: dict[str, Any], search: Any, *args: Any, **kwargs: Any) -> Any:
    """search(*args, **kwargs), or its answer from `searches` when asked the same before: the
    seating functions are seeded and deterministic, so the same inputs give the same tables."""

    def plain(value: Any) -> Any:  # dicts by their sorted items: the same inputs, the same key
        return sorted(value.items()) if isinstance(value, dict) else value

    key = repr((search.__name__, [plain(a) for a in args], sorted((k, plain(v)) for k, v in kwargs.items())))
    if key not in searches:
        searches[key] = search(*args, **kwargs)
    return searches[key]


def _planned_or_generated(
    tournament: Tournament,
    number: int,
    method: str,
    numbers: list[int],
    seed: int,
    history: list[list[list[int]]],
    standings: dict[int, float] | None,
    searches: dict[str, Any],
) -> list[list[int]]:
    """One round's tables. "optimal" plans every remaining planned round at once (a zero-repeat
    schedule only exists as a whole) and keeps the plan for the next rounds while the players stay
    the same; a dropout makes it plan the remaining rounds again around the rounds played. A new
    plan is set on `tournament`, not saved."""
    teams = teams_to_keep_apart(tournament, numbers)
    countries = countries_to_keep_apart(tournament, numbers)
    if method != "optimal":
        return _searched(
            searches,
            seating.generate_round,
            method,
            numbers,
            seed=seed,
            history=history,
            standings=standings,
            swiss_winds=tournament.swiss_winds,
            teams=teams,
            countries=countries,
        )
    plan = tournament.seating_plan or {}
    followed = plan.get("method") == method and plan_was_played(plan, number, history)
    planned = plan.get("rounds", {}).get(str(number))
    if followed and planned is not None and plan.get("players") == numbers:
        return [list(table) for table in planned]
    remaining = max(1, tournament.rounds_planned - number + 1)
    # after a dropout the plan still holds the best start: its rounds repacked for the players left
    # (a fresh search from the new seed alone left 1 to 3 repeats where one dropout needs none)
    rest = [plan.get("rounds", {}).get(str(number + i)) for i in range(remaining)]
    schedule = _searched(
        searches,
        seating.generate,
        method,
        numbers,
        remaining,
        seed=seed,
        history=history,
        teams=teams,
        countries=countries,
        planned=rest if followed and all(r is not None for r in rest) else None,
    )
    tournament.seating_plan = {
        "method": method,
        "seed": seed,
        "players": numbers,
        "rounds": {str(number + i): tables for i, tables in enumerate(schedule)},
    }
    return schedule[0]


def plan_was_played(plan: dict[str, Any], number: int, history: list[list[list[int]]]) -> bool:
    """Whether the rounds before `number` sat as the plan has them: a round seated another way (swiss
    or a pasted seating between optimal rounds) makes the plan's later rounds repeat its pairs."""
    players = set(plan.get("players", []))

    def tables(round_: list[list[int]]) -> set[frozenset[int]]:  # substitutes' seats left out
        return {frozenset(p for p in table if p in players) for table in round_} - {frozenset()}

    for key, planned in plan.get("rounds", {}).items():
        if int(key) < number and (
            int(key) > len(history) or tables(history[int(key) - 1]) != tables(planned)
        ):
            return False
    return True


def round_generate_seating(
    *,
    round_: Round,
    method: str,
    by: Actor,
    seed: int | None = None,
    script: str = "",
    absent: Sequence[int] = (),
) -> Round:
    """Seat the round with a method of tournaments.seating (random, swiss, interval, scripted,
    optimal), given the rounds before it and, for swiss and interval, the current standings.
    "optimal" plans the event's remaining planned rounds at once (see _planned_or_generated).

    Active players are seated, except those `absent` (numbers of players not here this round, who
    sit it out). When their count is not a multiple of four and the event lets players
    sit out, the one to three who sat out fewest times (longest ago among equals, then by the seed)
    sit out; a pasted seating may leave out up to three players, who sit out. Otherwise the seating's
    substitute seats go to the registered substitutes: those who met their table mates fewest times
    before, lowest numbers first among equals (see _assign_substitutes). The stored quality counts
    the seats of substitutes, in this round and the earlier ones, as substitute seats."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    searches: dict[str, Any] = {}
    if not transaction.get_connection().in_atomic_block:
        # The search may take seconds (a reseat after dropouts), so it runs first, outside any
        # transaction, on the event as it is now: other saves (on SQLite every save of the site)
        # need not wait for it. The seating is then made again under the round's lock, where the
        # same inputs find the search done; if they changed meanwhile (a dropout), it runs again.
        # An error is left to the locked pass, which sees the same or a newer event.
        with contextlib.suppress(ServiceError):
            _draft(
                Round.objects.select_related("tournament").get(pk=round_.pk),
                method,
                seed,
                script,
                absent,
                searches,
            )
    return _seat_round(
        round_=round_, method=method, by=by, seed=seed, script=script, absent=absent, searches=searches
    )


class _Seating(NamedTuple):
    tables: list[list[Registration]]
    sitting_out: list[Registration]
    absent: set[int]
    quality: dict[str, Any]


@transaction.atomic
def _seat_round(
    *,
    round_: Round,
    method: str,
    by: Actor,
    seed: int,
    script: str,
    absent: Sequence[int],
    searches: dict[str, Any],
) -> Round:
    round_ = (
        Round.objects.select_for_update(no_key=True, of=("self",))
        .select_related("tournament")
        .get(pk=round_.pk)
    )
    tournament = round_.tournament
    plan_before = tournament.seating_plan
    seated = _draft(round_, method, seed, script, absent, searches)
    if tournament.seating_plan != plan_before:
        tournament.save(update_fields=["seating_plan", "updated_at"])
    stored = round_set_tables(
        round_=round_,
        tables=seated.tables,
        method=method,
        seed=seed,
        quality=seated.quality,
        sitting_out=seated.sitting_out,
        absent=seated.absent,
        by=by,
    )
    quality = seated.quality
    if (
        method == "optimal"
        and round_.number > 1
        and quality.get("planned_repeats", 0) > quality.get("planned_repeats_lower_bound", 0)
    ):
        # a reseat's later rounds can be searched longer before they are needed (services.seating_plan)
        from tournaments.services.seating_plan import seating_plan_queue

        seating_plan_queue(tournament)
    return stored


def _draft(
    round_: Round, method: str, seed: int, script: str, absent: Sequence[int], searches: dict[str, Any]
) -> _Seating:
    """The round's seating as round_generate_seating stores it, read from the event and saving
    nothing (a new optimal plan is set on round_.tournament); searches as in _searched."""
    tournament = round_.tournament
    _check_reseatable(round_)
    if method not in seating.METHODS:
        raise ServiceError("method", f"must be one of {', '.join(seating.METHODS)}, not {method!r}")
    active = list(tournament.registrations.filter(status=RegistrationStatus.ACTIVE).order_by("number"))
    players = [r for r in active if not r.is_substitute]
    substitutes = [r for r in active if r.is_substitute]
    by_number = {r.number: r for r in active}
    history = round_history(tournament=tournament, before=round_.number)
    away = _absent_players(active, absent)
    numbers = [r.number for r in players if r.number not in away]
    away_substitutes = [r for r in substitutes if r.number in away]
    substitutes = [r for r in substitutes if r.number not in away]
    sit_out = tournament.empty_seats == EmptySeats.SIT_OUT
    if sit_out and len(numbers) < 4:
        here = "are here" if away else "are active"
        raise ServiceError("players", f"a table needs four players; {len(numbers)} {here}")
    out: set[int] = set()
    if sit_out and method != "scripted":
        out = _sit_outs_for(round_, numbers, len(substitutes), seed, method, history, searches)
        numbers = [n for n in numbers if n not in out]
    planned_method = method
    later_seated = tournament.rounds.filter(number__gt=round_.number, tables__isnull=False)
    if method == "optimal" and round_.tables.exists() and not later_seated.exists():
        # seating the round again asks for other tables: the plan is drawn anew from this round on
        # (from the new seed), not read back; with a later round already seated the plan is kept,
        # as a new draw would ignore that round's tables and repeat its pairs
        tournament.seating_plan = None
    if (out or away) and method == "optimal":
        # the players change from round to round, so no schedule can be planned ahead: the round is
        # searched alone against the rounds played, as the random method does, and an earlier
        # plan no longer follows from the rounds played
        planned_method = "random"
        tournament.seating_plan = None
    standings = _standings_order(tournament, numbers) if method in ("swiss", "interval") else None
    try:
        if method == "scripted":
            if not script.strip():
                raise ServiceError("script", "paste the tables of the round, one table per line")
            names = {r.player.name: r.number for r in active}
            # a substitute is named or numbered like a player, but need not be seated (a
            # substitute's number was "unknown player '37'"; given as a name, "2 4" was read as
            # substitute 24)
            tables = seating.parse_script(
                script,
                numbers,
                names=names,
                rounds=1,
                may_leave_out=3 if sit_out else 0,
                unavailable=_dropped_names(tournament),
                substitutes=[r.number for r in substitutes],
            )[0]
        else:
            tables = _planned_or_generated(
                tournament, round_.number, planned_method, numbers, seed, history, standings, searches
            )
    except seating.SeatingScriptError as exc:
        raise ServiceError("script", exc.errors) from None
    except seating.SeatingError as exc:
        field, _, message = str(exc).partition(": ")
        raise ServiceError(field if message else "method", message or str(exc)) from None
    slots = sorted({p for table in tables for p in table if p < 0}, reverse=True)
    # a pasted seating may name a substitute itself; they cannot take a slot as well
    named = {p for table in tables for p in table}
    substitutes = [r for r in substitutes if r.number not in named]
    if len(slots) > len(substitutes):
        raise ServiceError(
            "players",
            f"{len(players) - len(away) + len(away_substitutes)} players leave "
            f"{_count(len(slots), 'empty seat')}; register "
            f"{_count(len(slots) - len(substitutes), 'more substitute')} or let players sit out in turn",
        )
    everyone = [*numbers, *(r.number for r in substitutes)]
    assigned = _assign_substitutes(
        tables,
        [r.number for r in substitutes],
        history,
        teams_to_keep_apart(tournament, everyone) or {},
        countries_to_keep_apart(tournament, everyone) or {},
    )
    seated = [[by_number[assigned.get(p, p)] for p in table] for table in tables]
    this_round = [[r.number for r in table] for table in seated]
    quality = _round_quality(tournament, round_.number, method, [*history, this_round])
    if method == "swiss" and standings is not None:
        quality.update(_table_reach(this_round, standings))
    seated_numbers = {r.number for table in seated for r in table}
    sitting_out = [r for r in players if r.number not in seated_numbers] if sit_out or away else []
    # noted as not here, so seating again keeps them off the tables (a pasted seating naming one
    # is taken as written)
    sitting_out += [r for r in away_substitutes if r.number not in seated_numbers]
    return _Seating(seated, sitting_out, away, quality)


def _absent_players(players: Sequence[Registration], absent: Sequence[int]) -> set[int]:
    """The registration numbers of the players not here this round (a club night where not every
    member comes): each must be an active player or substitute of the event. They play no game this
    round and count as having sat it out, so they are first to play when a later round needs
    sit-outs; a substitute not here fills no empty seat."""
    active = {r.number for r in players}
    unknown = [str(n) for n in absent if n not in active]
    if unknown:
        raise ServiceError("absent", f"no active player has the number {', '.join(unknown)}")
    return set(absent)


def _count(n: int, noun: str) -> str:
    """ "1 empty seat", "2 empty seats": the English the message shapes of the pages expect."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _sit_outs_for(
    round_: Round,
    numbers: list[int],
    substitutes: int,
    seed: int,
    method: str,
    history: list[list[list[int]]],
    searches: dict[str, Any],
) -> set[int]:
    """Who sits out the round in an event whose extra players sit out: nobody when the registered
    substitutes fill the empty seats; the same players when the round is seated again; otherwise
    those who sat out fewest times (seating.choose_sit_outs). When players tie for it, the seating
    by repeats (random, optimal, which then seats the round alone) seats the others for each choice
    among them and keeps the one with the fewest repeated opponents (the draw's own on a tie): in
    week 3 of a club of ten the draw's pair often cost four repeats where another pair cost three."""
    if -len(numbers) % 4 <= substitutes:
        return set()
    # those out by the rotation last time, if here now (the absent are not among `numbers`)
    rotated = round_.sit_outs.filter(absent=False).values_list("registration__number", flat=True)
    current = set(rotated) & set(numbers)
    if len(current) == len(numbers) % 4:
        return current
    choices = seating.sit_out_choices(numbers, *_sit_out_history(round_, numbers), seed=seed)
    if method not in ("random", "optimal") or not history or len(choices) == 1:
        return set(choices[0])
    met = {frozenset(pair) for played in history for table in played for pair in combinations(table, 2)}

    def repeats(out: list[int]) -> int:
        # the round as _draft will seat it (searches keep it for that and for the locked pass)
        rest = [n for n in numbers if n not in out]
        tables = _planned_or_generated(
            round_.tournament, round_.number, "random", rest, seed, history, None, searches
        )
        return sum(frozenset(pair) in met for table in tables for pair in combinations(table, 2))

    best: list[int] = min(choices, key=repeats)  # the first of the fewest: the draw's own on a tie
    return set(best)


def _sit_out_history(round_: Round, numbers: list[int]) -> tuple[dict[int, int], dict[int, int]]:
    """Per registration number: how many earlier rounds of the event it played no game in (sat out,
    or had not joined yet: a newcomer has missed those games as much as anyone sitting out), and the
    last such round."""
    earlier = list(
        round_.tournament.rounds.filter(number__lt=round_.number, seats__isnull=False)
        .values_list("number", flat=True)
        .distinct()
    )
    seated = set(
        Seat.objects.filter(round__tournament_id=round_.tournament_id, round__number__in=earlier).values_list(
            "registration__number", "round__number"
        )
    )
    counts: Counter[int] = Counter()
    last: dict[int, int] = {}
    for number in numbers:
        for round_number in earlier:
            if (number, round_number) not in seated:
                counts[number] += 1
                last[number] = max(last.get(number, 0), round_number)
    return dict(counts), last


def _dropped_names(tournament: Tournament) -> dict[str, str]:
    """The numbers and names of players who dropped out, for a pasted seating that names them."""
    dropped = tournament.registrations.filter(status=RegistrationStatus.DROPPED).select_related("player")
    out: dict[str, str] = {}
    for r in dropped:
        out[str(r.number)] = out[r.player.name] = "has dropped out"
    return out


def _round_quality(
    tournament: Tournament, number: int, method: str, rounds: list[list[list[int]]]
) -> dict[str, Any]:
    """The seating page's figures for round `number`, the last of `rounds`: the rounds so far, the
    optimal plan's later rounds, and teammates and compatriots together."""
    quality = quality_of(tournament, rounds)
    quality.update(planned_quality(tournament, number, method, rounds))
    quality.update(_teammates_together(tournament, rounds[-1]))
    quality.update(_compatriots_together(tournament, rounds[-1]))
    return quality


def planned_quality(
    tournament: Tournament, number: int, method: str, rounds: list[list[list[int]]]
) -> dict[str, Any]:
    """With an optimal plan for later rounds: its repeats and wind balance over the whole event (a
    player seated East twice in the first two rounds reads as a gap of 2 until the plan evens it)."""
    plan = tournament.seating_plan or {}
    if method != "optimal" or plan.get("method") != method:
        return {}
    later = [tables for key, tables in plan.get("rounds", {}).items() if int(key) > number]
    if not later:
        return {}
    whole = quality_of(tournament, [*rounds, *later])
    return {
        "planned_rounds": whole["rounds"],
        "planned_repeats": whole["repeats"],
        # said beside repeats the plan cannot avoid (12 players over 4 rounds meet 12 of 11 others)
        **({"planned_repeats_lower_bound": whole["repeats_lower_bound"]} if whole["repeats"] else {}),
        "planned_wind_spread": whole["wind_spread"],
    }


def _teammates_together(tournament: Tournament, tables: list[list[int]]) -> dict[str, int]:
    """In an event with teams: how many pairs of teammates share a table in this round (whatever
    the method: a pasted seating or swiss in an event that does not keep teammates apart)."""
    teams = _teams_of(tournament, [p for table in tables for p in table])
    if not teams:
        return {}
    pairs = sum(
        1
        for table in tables
        for a, b in combinations(table, 2)
        if teams.get(a) is not None and teams.get(a) == teams.get(b)
    )
    return {"teammates_together": pairs}


def _compatriots_together(tournament: Tournament, tables: list[list[int]]) -> dict[str, int]:
    """In an event that keeps players of one country apart: how many pairs of players of one
    country share a table in this round (whatever the method). Blank countries count for none."""
    if not tournament.countries_apart:
        return {}
    countries = _countries_of(tournament, [p for table in tables for p in table])
    pairs = sum(
        1
        for table in tables
        for a, b in combinations(table, 2)
        if countries.get(a) is not None and countries.get(a) == countries.get(b)
    )
    return {"compatriots_together": pairs}


def quality_of(tournament: Tournament, rounds: list[list[list[int]]]) -> dict[str, Any]:
    """schedule_quality of the rounds (registration numbers), substitutes' seats as substitute seats."""
    substitutes = set(tournament.registrations.filter(is_substitute=True).values_list("number", flat=True))
    return seating.schedule_quality(_as_substitute_slots(rounds, substitutes))


def _assign_substitutes(
    tables: Sequence[Sequence[int]],
    substitutes: Sequence[int],
    history: Sequence[Sequence[Sequence[int]]],
    teams: Mapping[int, int] | None = None,
    countries: Mapping[int, str] | None = None,
) -> dict[int, int]:
    """Which registered substitute (by number) takes each substitute slot (negative id) of `tables`:
    the assignment whose substitutes met their table mates fewest times in `history` (a teammate at
    the table counts as a meeting when `teams` are kept apart: a substitute plays for their team;
    so does a compatriot when `countries` are, and one who is both counts once);
    among equally good ones the lowest numbers first (slot -1 before -2 before -3). At most three
    slots, so every assignment is tried."""
    teams, countries = teams or {}, countries or {}
    slots = sorted({p for table in tables for p in table if p < 0}, reverse=True)
    met: Counter[frozenset[int]] = Counter(
        frozenset(pair) for past in history for table in past for pair in combinations(table, 2)
    )
    with_slots = [table for table in tables if any(p < 0 for p in table)]
    best: dict[int, int] = {}
    best_cost = -1
    for chosen in permutations(sorted(substitutes), len(slots)):
        assignment = dict(zip(slots, chosen, strict=True))
        cost = 0
        for table in with_slots:
            # every pair with a substitute in it: the substitute with a player or another substitute
            for a, b in combinations(table, 2):
                if a < 0 or b < 0:
                    pa, pb = assignment.get(a, a), assignment.get(b, b)
                    cost += met[frozenset((pa, pb))]
                    cost += (teams.get(pa) is not None and teams.get(pa) == teams.get(pb)) or (
                        countries.get(pa) is not None and countries.get(pa) == countries.get(pb)
                    )
        if best_cost < 0 or cost < best_cost:
            best, best_cost = assignment, cost
            if cost == 0:
                break
    return best


def _as_substitute_slots(
    rounds: Sequence[Sequence[Sequence[int]]], substitutes: set[int]
) -> list[list[list[int]]]:
    """The rounds (registration numbers) with the seats of substitutes as substitute slots -1, -2, ...
    (numbered by seat within each round), the way tournaments.seating.schedule_quality counts them."""
    result = []
    for tables in rounds:
        slot = 0
        new_tables = []
        for table in tables:
            new_table = []
            for p in table:
                if p in substitutes:
                    slot -= 1
                    new_table.append(slot)
                else:
                    new_table.append(p)
            new_tables.append(new_table)
        result.append(new_tables)
    return result
