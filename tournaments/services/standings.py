"""The standings cache: per-game results (GameResult) and per-player rows (StandingRow).

Two ways in, both idempotent and serialized per tournament by a row lock on the tournament
(FOR NO KEY UPDATE of that row only: entering hands inserts rows referring to the tournament, which
that lock allows, and a job never waits for a locked game row):
- `standings_refresh` after one change: re-derive one game's results and apply the difference to the
  rows of the (at most eight) players involved, then re-rank. Cost: one game + the event's players.
- `standings_rebuild`: re-derive every game and every row from the stored inputs.
Tie-breaks are documented in docs/standings.md.
"""

import logging
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db import transaction
from django.db.models import Case, Exists, F, Max, OuterRef, Sum, Value, When

from tournaments.models import (
    Game,
    GameResult,
    GameStatus,
    HandRecord,
    Penalty,
    Ranking,
    Seat,
    SitOut,
    StandingRow,
    SubstituteScoring,
    Tournament,
)
from tournaments.services.errors import ServiceError
from tournaments.services.game_results import SeatOutcome, game_outcomes
from tournaments.services.tournaments import tournament_ruleset

logger = logging.getLogger(__name__)
REBUILD_CHUNK = 500

# StandingRow fields that are plain sums of per-game contributions.
ADDITIVE = (
    "game_points",
    "live_points",
    "live_games",
    "games",
    "firsts",
    "seconds",
    "thirds",
    "fourths",
    "place_sum",
    "score_total",
    "hands",
    "wins",
    "tsumo",
    "deal_ins",
    "riichi",
    "calls",
    "win_value",
    "deal_in_value",
    "chombo",
)
STAT_FIELDS = (
    "hands",
    "wins",
    "tsumo",
    "deal_ins",
    "riichi",
    "calls",
    "win_value",
    "deal_in_value",
    "chombo",
)
PLACE_FIELDS = ("firsts", "seconds", "thirds", "fourths")


def contribution(result: Any) -> dict[str, Any]:
    """What one seat's game result adds to a standing row (GameResult or SeatOutcome alike)."""
    out: dict[str, Any] = dict.fromkeys(ADDITIVE, 0)
    out["game_points"] = Decimal(result.points)
    for name in STAT_FIELDS:
        out[name] = getattr(result, name)
    if result.finished:
        out["games"] = 1
        out[PLACE_FIELDS[result.place - 1]] = 1
        out["place_sum"] = result.place
        out["score_total"] = result.score
    else:
        out["live_points"] = Decimal(result.points)
        out["live_games"] = 1
    return out


@dataclass(frozen=True)
class RankKey:
    """Sort key of the documented tie-breaks (higher is better for every part but the number)."""

    qualified: int  # 1 with the games the event asks for (min_games), else 0: ranked after
    measure: Decimal  # the points, or the average per game in an event ranked by average
    points: Decimal
    firsts: int
    seconds: int
    thirds: int
    best_game: Decimal
    score_total: int

    def as_tuple(self) -> tuple[Any, ...]:
        return (
            self.qualified,
            self.measure,
            self.points,
            self.firsts,
            self.seconds,
            self.thirds,
            self.best_game,
            self.score_total,
        )


@dataclass(frozen=True)
class RankingRule:
    """How an event orders its standings (Tournament.ranking and min_games)."""

    by_average: bool = False
    min_games: int = 0

    @classmethod
    def of(cls, tournament: Tournament) -> "RankingRule":
        return cls(by_average=tournament.ranking == Ranking.AVERAGE, min_games=tournament.min_games)

    def needed(self) -> int:
        """Finished games a player needs to be ranked with the others (an average needs one)."""
        return max(self.min_games, 1) if self.by_average else self.min_games


def average_points(row: Any) -> Decimal | None:
    """Points per finished game (penalties included), None before the first. A game still being
    played counts once it ends: its current points are left out (they are in `points`)."""
    if not row.games:
        return None
    return (Decimal(row.points) - Decimal(row.live_points)) / row.games


def rank_key(row: Any, rule: RankingRule = RankingRule()) -> RankKey:
    best = row.best_game if row.best_game is not None else Decimal("-1e9")
    points = Decimal(row.points)
    average = average_points(row)
    # no finished game, no average: last among those short of games
    measure = (average if average is not None else Decimal("-1e9")) if rule.by_average else points
    return RankKey(
        int(row.games >= rule.needed()),
        measure,
        points,
        row.firsts,
        row.seconds,
        row.thirds,
        Decimal(best),
        row.score_total,
    )


def assign_ranks(
    rows: Sequence[Any], *, number_of: Any, rule: RankingRule = RankingRule()
) -> list[tuple[Any, int]]:
    """Rows in standing order with their rank; rows equal on every tie-break share a rank (1, 2, 2, 4)
    and are listed by player number."""
    ordered = sorted(rows, key=lambda r: (tuple(-v for v in rank_key(r, rule).as_tuple()), number_of(r)))
    ranked: list[tuple[Any, int]] = []
    previous = None
    for position, row in enumerate(ordered, start=1):
        key = rank_key(row, rule).as_tuple()
        rank = ranked[-1][1] if previous == key else position
        ranked.append((row, rank))
        previous = key
    return ranked


@dataclass(frozen=True)
class _RankRow:
    pk: int
    rank: int
    points: Decimal
    firsts: int
    seconds: int
    thirds: int
    best_game: Decimal | None
    score_total: int
    number: int
    is_substitute: bool
    games: int
    live_games: int
    status: str
    live_points: Decimal
    seated: bool
    sat_out: bool
    penalties: Decimal

    @property
    def took_part(self) -> bool:
        """Seated in a round, sitting one out (the rotation or away that night: still in the
        league), or penalised (a no-show replaced by a substitute keeps their penalty)."""
        return self.seated or self.sat_out or bool(self.penalties)

    @property
    def ranked(self) -> bool:
        """A player who dropped out before playing a game has no place in the ranking (two mistaken
        registrations once pushed the last player to 38th of 36)."""
        return self.status != "dropped" or bool(self.games or self.live_games)


def _rerank(tournament: Tournament) -> None:
    """Rank every row by the tie-breaks; writes only the ranks that changed (one UPDATE)."""
    # a player seated in some round, or sitting one out (one EXISTS each per row, on the registration
    # indexes: the cost follows the players, not the games)
    seated = Exists(Seat.objects.filter(registration_id=OuterRef("registration_id")))
    sat_out = Exists(SitOut.objects.filter(registration_id=OuterRef("registration_id")))
    rows = [
        _RankRow(*values)
        for values in StandingRow.objects.filter(tournament=tournament)
        .annotate(seated=seated, sat_out=sat_out)
        .values_list(
            "id",
            "rank",
            "points",
            "firsts",
            "seconds",
            "thirds",
            "best_game",
            "score_total",
            "registration__number",
            "registration__is_substitute",
            "games",
            "live_games",
            "registration__status",
            "live_points",
            "seated",
            "sat_out",
            "penalties",
        )
    ]
    ranks_substitutes = tournament.substitute_scoring == SubstituteScoring.RANKED
    # once seating has begun, only players who took part are ranked: a late registration on 0 points
    # stood 18th of 40, above everyone who had lost points (the range view did this already)
    begun = any(r.seated for r in rows)
    ranked_rows = [
        r
        for r in rows
        if (ranks_substitutes or not r.is_substitute) and r.ranked and (r.took_part or not begun)
    ]
    ordered = assign_ranks(ranked_rows, number_of=lambda r: r.number, rule=RankingRule.of(tournament))
    new_rank = {row.pk: rank for row, rank in ordered}
    changed = {row.pk: new_rank.get(row.pk, 0) for row in rows if row.rank != new_rank.get(row.pk, 0)}
    items = list(changed.items())
    for start in range(0, len(items), 300):  # stays under every database's limit of query parameters
        part = items[start : start + 300]
        StandingRow.objects.filter(pk__in=[pk for pk, _ in part]).update(
            rank=Case(*(When(pk=pk, then=Value(rank)) for pk, rank in part))
        )
    Tournament.objects.filter(pk=tournament.pk).update(standings_version=F("standings_version") + 1)


def _ensure_rows(tournament: Tournament) -> None:
    have = set(StandingRow.objects.filter(tournament=tournament).values_list("registration_id", flat=True))
    missing = [r for r in tournament.registrations.values_list("id", flat=True) if r not in have]
    StandingRow.objects.bulk_create(
        [StandingRow(tournament=tournament, registration_id=r) for r in missing], ignore_conflicts=True
    )


def _store_outcomes(game: Game, outcomes: Sequence[SeatOutcome]) -> list[GameResult]:
    GameResult.objects.filter(game=game).delete()
    return GameResult.objects.bulk_create(_result_rows(game, outcomes))


def _result_rows(game: Game, outcomes: Sequence[SeatOutcome]) -> list[GameResult]:
    return [
        GameResult(
            game=game,
            seat_id=o.seat_id,
            registration_id=o.registration_id,
            tournament_id=game.tournament_id,
            round_number=o.round_number,
            game_version=game.version,
            finished=o.finished,
            score=o.score,
            place=o.place,
            points=o.points,
            chombo_points=o.chombo_points,
            **{name: getattr(o, name) for name in STAT_FIELDS},
        )
        for o in outcomes
    ]


def _outcomes_or_none(game: Game, **bulk: Any) -> list[SeatOutcome]:
    """The game's outcomes, or none when its stored records no longer fold (say the rules or the
    ledger got stricter after they were entered): that game stops counting, with a warning naming
    it, instead of one bad game failing the standings of the whole event."""
    try:
        return game_outcomes(game=game, **bulk)
    except ServiceError as exc:
        reason = "; ".join(m for ms in exc.message_dict.values() for m in ms)
        logger.warning(
            "standings: game %s (round %s table %s) left out: its records no longer fold: %s",
            game.pk,
            game.round.number,
            game.table.number,
            reason,
        )
        return []


def _refresh_game(tournament: Tournament, game_id: int) -> None:
    game = Game.objects.filter(pk=game_id, tournament=tournament).select_related("round", "table").first()
    old = list(GameResult.objects.filter(game_id=game_id))
    if game is not None:
        game.tournament = tournament  # already loaded (and locked): no second query
    new: list[SeatOutcome] = _outcomes_or_none(game) if game is not None else []
    if game is None:
        GameResult.objects.filter(game_id=game_id).delete()
    elif _same(old, new):
        return
    else:
        _store_outcomes(game, new)
    deltas: dict[int, dict[str, Any]] = {}
    for sign, results in ((-1, old), (1, new)):
        for result in results:
            delta = deltas.setdefault(result.registration_id, dict.fromkeys(ADDITIVE, 0))
            for name, value in contribution(result).items():
                delta[name] += sign * value
    rows = StandingRow.objects.select_for_update(no_key=True, of=("self",)).in_bulk(
        list(deltas), field_name="registration_id"
    )
    for registration_id, delta in deltas.items():
        row = rows.get(registration_id) or StandingRow(tournament=tournament, registration_id=registration_id)
        for name, value in delta.items():
            setattr(row, name, getattr(row, name) + value)
        row.points = row.game_points + row.penalties
        row.best_game = _best_after(row, registration_id, old, new)
        row.save()


def _same(old: Sequence[GameResult], new: Sequence[SeatOutcome]) -> bool:
    """True when the stored results already say what the game says now (a repeated job)."""
    if len(old) != len(new):
        return False
    by_seat = {r.seat_id: r for r in old}
    for outcome in new:
        stored = by_seat.get(outcome.seat_id)
        if stored is None or contribution(stored) != contribution(outcome):
            return False
        if stored.registration_id != outcome.registration_id:
            return False
    return True


def _best_after(
    row: StandingRow, registration_id: int, old: Sequence[Any], new: Sequence[Any]
) -> Decimal | None:
    """The best finished game after the change, touching the player's other games only when the
    old best was this game's result and it went down."""
    old_points = [Decimal(r.points) for r in old if r.registration_id == registration_id and r.finished]
    new_points = [Decimal(r.points) for r in new if r.registration_id == registration_id and r.finished]
    best = row.best_game
    if old_points and best is not None and old_points[0] >= best and (not new_points or new_points[0] < best):
        best = GameResult.objects.filter(registration_id=registration_id, finished=True).aggregate(
            m=Max("points")
        )["m"]
        return best
    if new_points and (best is None or new_points[0] > best):
        return new_points[0]
    return best


def _refresh_penalties(tournament: Tournament, registration_ids: Iterable[int]) -> None:
    for registration_id in registration_ids:
        total = Penalty.objects.filter(registration_id=registration_id, cancelled_at__isnull=True).aggregate(
            s=Sum("amount")
        )["s"] or Decimal(0)
        row, _ = StandingRow.objects.select_for_update(no_key=True, of=("self",)).get_or_create(
            tournament=tournament, registration_id=registration_id
        )
        if row.penalties != total:
            row.penalties = total
            row.points = row.game_points + total
            row.save(update_fields=["penalties", "points", "updated_at"])


@transaction.atomic
def standings_refresh(
    *, tournament_id: int, game_ids: Iterable[int] = (), registration_ids: Iterable[int] = ()
) -> None:
    """Bring the cache up to date after changes to some games and some players' penalties."""
    tournament = (
        Tournament.objects.select_for_update(no_key=True, of=("self",)).filter(pk=tournament_id).first()
    )
    if tournament is None:
        return
    _ensure_rows(tournament)
    for game_id in sorted(set(game_ids)):
        _refresh_game(tournament, game_id)
    _refresh_penalties(tournament, sorted(set(registration_ids)))
    _rerank(tournament)


@transaction.atomic
def standings_rebuild(*, tournament_id: int) -> None:
    """Recompute every game's results and every standing row from the stored hands and penalties."""
    tournament = (
        Tournament.objects.select_for_update(no_key=True, of=("self",)).filter(pk=tournament_id).first()
    )
    if tournament is None:
        return
    GameResult.objects.filter(tournament=tournament).delete()
    ruleset = tournament_ruleset(tournament)
    games = list(
        Game.objects.filter(tournament=tournament)
        .exclude(status=GameStatus.PENDING)
        .select_related("round", "table")
    )
    results: list[GameResult] = []
    for start in range(0, len(games), REBUILD_CHUNK):
        chunk = games[start : start + REBUILD_CHUNK]
        seats: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for table_id, seat_id, registration_id in (
            Seat.objects.filter(table_id__in=[g.table_id for g in chunk])
            .order_by("table_id", "wind")
            .values_list("table_id", "id", "registration_id")
        ):
            seats[table_id].append((seat_id, registration_id))
        hands: dict[int, list[tuple[int, Any]]] = defaultdict(list)
        for game_id, number, record in (
            HandRecord.objects.filter(game__in=chunk)
            .order_by("game_id", "number")
            .values_list("game_id", "number", "record")
        ):
            hands[game_id].append((number, record))
        for game in chunk:
            game.tournament = tournament
            outcomes = _outcomes_or_none(
                game, ruleset=ruleset, seats=seats[game.table_id], hands=hands[game.pk]
            )
            results.extend(_result_rows(game, outcomes))
    GameResult.objects.bulk_create(results, batch_size=1000)
    totals: dict[int, dict[str, Any]] = {
        r: dict.fromkeys(ADDITIVE, 0) for r in tournament.registrations.values_list("id", flat=True)
    }
    best: dict[int, Decimal] = {}
    for result in results:
        total = totals.setdefault(result.registration_id, dict.fromkeys(ADDITIVE, 0))
        for name, value in contribution(result).items():
            total[name] += value
        if result.finished:
            points = Decimal(result.points)
            best[result.registration_id] = max(points, best.get(result.registration_id, points))
    penalties = dict(
        Penalty.objects.filter(tournament=tournament, cancelled_at__isnull=True)
        .values("registration_id")
        .annotate(s=Sum("amount"))
        .values_list("registration_id", "s")
    )
    StandingRow.objects.filter(tournament=tournament).delete()
    rows = []
    for registration_id, total in totals.items():
        penalty = penalties.get(registration_id) or Decimal(0)
        rows.append(
            StandingRow(
                tournament=tournament,
                registration_id=registration_id,
                penalties=penalty,
                points=total["game_points"] + penalty,
                best_game=best.get(registration_id),
                **total,
            )
        )
    StandingRow.objects.bulk_create(rows, batch_size=500)
    _rerank(tournament)
