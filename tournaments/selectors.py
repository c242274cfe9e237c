"""Reads for pages and the API: plain dicts and lists, each built with a bounded number of queries."""

from collections import defaultdict
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from django.db.models import Case, Count, Exists, F, Max, OuterRef, Q, Sum, Value, When

from scoring.engine.ledger import HandState, LedgerError, apply, initial_state
from tournaments import permissions
from tournaments.models import (
    WIND_LETTERS,
    AuditEntry,
    Game,
    GameResult,
    GameStatus,
    Penalty,
    Player,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    Seat,
    SitOut,
    StandingRow,
    SubstituteScoring,
    Tournament,
)
from tournaments.services.errors import ServiceError
from tournaments.services.game_results import game_outcomes
from tournaments.services.games import fold_records
from tournaments.services.hand_json import hand_from_json
from tournaments.services.standings import (
    ADDITIVE,
    PLACE_FIELDS,
    STAT_FIELDS,
    RankingRule,
    assign_ranks,
    average_points,
    contribution,
    rank_key,
)
from tournaments.services.tournaments import tournament_ruleset


def _rate(count: int, total: int) -> float | None:
    return round(count / total, 4) if total else None


def _average(total: int | Decimal, count: int) -> float | None:
    return round(float(total) / count, 2) if count else None


def statistics_of(row: Any) -> dict[str, Any]:
    """Rates and averages from summed counts (a StandingRow or an aggregate with the same names)."""
    return {
        "games": row.games,
        "hands": row.hands,
        "places": [getattr(row, name) for name in PLACE_FIELDS],
        "wins": row.wins,
        "tsumo": row.tsumo,
        "deal_ins": row.deal_ins,
        "riichi": row.riichi,
        "calls": row.calls,
        "average_place": _average(row.place_sum, row.games),
        "win_rate": _rate(row.wins, row.hands),
        "tsumo_rate": _rate(row.tsumo, row.wins),
        "deal_in_rate": _rate(row.deal_ins, row.hands),
        "riichi_rate": _rate(row.riichi, row.hands),
        "call_rate": _rate(row.calls, row.wins),
        "average_win": _average(row.win_value, row.wins),
        "average_deal_in": _average(row.deal_in_value, row.deal_ins),
        "chombo": row.chombo,
    }


def _ranking_figures(row: Any, rule: RankingRule) -> dict[str, Any]:
    """A row's average per game, and whether it has the games to be ranked with the others."""
    average = average_points(row)
    return {
        "average": None if average is None else average.quantize(Decimal("0.001")),
        "qualified": row.games >= rule.needed(),
    }


def _player(registration: Registration) -> dict[str, Any]:
    return {
        "registration_id": registration.pk,
        "number": registration.number,
        "name": registration.player.name,
        "country": registration.player.country,
        "team": registration.team.name if registration.team else None,
        "team_id": registration.team_id,
        "dropped": registration.status == "dropped",
        "substitute": registration.is_substitute,
    }


def standings_table(*, tournament: Tournament) -> list[dict[str, Any]]:
    """The cached standings, ranked players first (rank 0 = not ranked: substitutes)."""
    rows = (
        StandingRow.objects.filter(tournament=tournament)
        .select_related("registration__player", "registration__team")
        .annotate(unranked=Case(When(rank=0, then=Value(1)), default=Value(0)))
        .order_by("unranked", "rank", "registration__number")
    )
    rule = RankingRule.of(tournament)
    return [
        {
            "rank": row.rank or None,
            **_player(row.registration),
            **_ranking_figures(row, rule),
            "points": row.points,
            "game_points": row.game_points,
            "penalties": row.penalties,
            "live_points": row.live_points,
            "live_games": row.live_games,
            "best_game": row.best_game,
            "score_total": row.score_total,
            **statistics_of(row),
        }
        for row in rows
    ]


class _Sums:
    """Summed GameResult fields for one registration, shaped like a StandingRow for ranking."""

    def __init__(self, registration: Registration) -> None:
        self.registration = registration
        for name in ADDITIVE:
            setattr(self, name, 0)
        self.game_points = self.live_points = self.penalties = Decimal(0)
        self.best_game: Decimal | None = None

    def add(self, result: GameResult) -> None:
        """The same sums the standings cache keeps (services.standings.contribution)."""
        for name, value in contribution(result).items():
            setattr(self, name, getattr(self, name) + value)
        if result.finished:
            points = Decimal(result.points)
            self.best_game = points if self.best_game is None else max(self.best_game, points)

    @property
    def points(self) -> Decimal:
        return self.game_points + self.penalties


def standings_for_rounds(
    *, tournament: Tournament, first: int | None = None, last: int | None = None
) -> list[dict[str, Any]]:
    """Standings over rounds first..last (both included; None = open end), e.g. one month of a league.
    Counts the games of those rounds and the penalties given in them (a penalty without a round counts
    in every range that reaches the last round played)."""
    results = GameResult.objects.filter(tournament=tournament)
    penalties = Penalty.objects.filter(tournament=tournament, cancelled_at__isnull=True)
    in_range = Q(round__isnull=False)
    if first is not None:
        in_range &= Q(round__number__gte=first)
        results = results.filter(round_number__gte=first)
    if last is not None:
        in_range &= Q(round__number__lte=last)
        results = results.filter(round_number__lte=last)
    ends = tournament.rounds.aggregate(
        m=Max("number"), seated=Max("number", filter=~Q(status=RoundStatus.PENDING))
    )
    latest, last_seated = ends["m"] or 0, ends["seated"] or 0
    if last is None or last >= latest:
        in_range |= Q(round__isnull=True)
    registrations = tournament.registrations.select_related("player", "team")
    sums = {r.pk: _Sums(r) for r in registrations}
    for result in results.only(
        "registration_id", "finished", "points", "place", "score", *STAT_FIELDS
    ).iterator():
        sums[result.registration_id].add(result)
    for registration_id, amount in (
        penalties.filter(in_range)
        .values("registration_id")
        .annotate(s=Sum("amount"))
        .values_list("registration_id", "s")
    ):
        sums[registration_id].penalties = amount
    ranks_substitutes = tournament.substitute_scoring == SubstituteScoring.RANKED
    ranked = [s for s in sums.values() if ranks_substitutes or not s.registration.is_substitute]
    # Only those who took part in one of the range's rounds are ranked in it, as in the whole event's
    # standings: seated, or sitting the round out (away that night, or the rotation). A player who
    # joined later or dropped out before is not ranked on 0 points, nor on a penalty alone.
    seats = Seat.objects.filter(round__tournament=tournament)
    if seats.exists():  # before anyone is seated every player stands level on 0
        sit_outs = SitOut.objects.filter(round__tournament=tournament)
        if first is not None:
            seats = seats.filter(round__number__gte=first)
            sit_outs = sit_outs.filter(round__number__gte=first)
        if last is not None:
            seats = seats.filter(round__number__lte=last)
            sit_outs = sit_outs.filter(round__number__lte=last)
        took_part = set(
            seats.order_by()
            .values_list("registration_id", flat=True)
            .union(sit_outs.order_by().values_list("registration_id", flat=True))
        )
        ranked = [s for s in ranked if s.registration.pk in took_part]
    unranked = [s for s in sums.values() if s not in ranked]
    rule = RankingRule.of(tournament)
    if (first or 1) > 1 or (last is not None and last < last_seated):
        # the games minimum is the season's: a month of it has fewer games (an average still needs one)
        rule = RankingRule(by_average=rule.by_average)
    ordered = assign_ranks(ranked, number_of=lambda s: s.registration.number, rule=rule)
    ordered += [(s, 0) for s in sorted(unranked, key=lambda s: s.registration.number)]
    return [
        {
            "rank": rank or None,
            **_player(row.registration),
            **_ranking_figures(row, rule),
            "points": row.points,
            "game_points": row.game_points,
            "penalties": row.penalties,
            "live_points": row.live_points,
            "live_games": row.live_games,
            "best_game": row.best_game,
            "score_total": row.score_total,
            **statistics_of(row),
        }
        for row, rank in ordered
    ]


def ranked_with_fewer_games(*, tournament: Tournament) -> list[dict[str, Any]]:
    """Before finishing an event without a games minimum: the ranked players with fewer finished
    games than the most anyone played (a player who dropped out after two rounds stood 7th on
    points and nothing said so); they are ranked on their points unless the event sets one."""
    if tournament.min_games:
        return []
    rows = list(
        StandingRow.objects.filter(tournament=tournament, rank__gt=0)
        .select_related("registration__player")
        .order_by("rank")
    )
    most = max((row.games for row in rows), default=0)
    return [
        {"name": row.registration.player.name, "games": row.games, "most": most, "rank": row.rank}
        for row in rows
        if row.games < most
    ]


def team_standings(
    *, tournament: Tournament, first: int | None = None, last: int | None = None
) -> list[dict[str, Any]]:
    """Teams ranked by the sum of their members' points, or by their points per game in an event
    ranked by average (over a round range when given). With `team_counted` N, only each team's best
    N members count (by points, or by points per game in an event ranked by average): teams of four
    and of six compare."""
    if first is None and last is None:
        players = standings_table(tournament=tournament)
    else:
        players = standings_for_rounds(tournament=tournament, first=first, last=last)
    teams: dict[str, dict[str, Any]] = {}
    for player in players:
        if not player["team"] or (player["rank"] is None and not (player["games"] or player["live_games"])):
            continue  # no game (in the range); a substitute plays for the team they are registered with
        team = teams.setdefault(
            player["team"], {"team": player["team"], "id": player["team_id"], "members": []}
        )
        team["members"].append(
            {
                "number": player["number"],
                "name": player["name"],
                "points": player["points"],
                "finished_points": player["points"] - player["live_points"],
                "games": player["games"],
                "live_games": player["live_games"],  # its points so far count, marked as in play
                "penalties": player.get("penalties") or 0,  # said under the points, as in the standings
                "substitute": player["substitute"],
                "dropped": player["dropped"],
                "qualified": player.get("qualified", True),  # has the event's games minimum
            }
        )
    by_average = RankingRule.of(tournament).by_average
    for team in teams.values():
        _count_best(team, tournament.team_counted, by_average)

    def measure(team: dict[str, Any]) -> Decimal:
        # a league ranked by average ranks its teams so too: a team of five is not ahead for its size
        if by_average:
            return team["average"] if team["average"] is not None else Decimal("-1e9")
        return team["points"]

    ordered = sorted(teams.values(), key=lambda t: (-measure(t), -t["points"], t["team"]))
    rank = 0
    for position, team in enumerate(ordered, start=1):
        if position == 1 or measure(team) != measure(ordered[position - 2]):
            rank = position
        team["rank"] = rank
    return ordered


def teams_uneven(*, tournament: Tournament) -> bool:
    """Teams of different sizes ranked on all their members' points (a team of four ahead of one of
    three for its size): the organizer is pointed to counting each team's best members."""
    if tournament.team_counted or RankingRule.of(tournament).by_average:
        return False
    sizes = (
        tournament.registrations.filter(team__isnull=False, is_substitute=False)
        .values("team")
        .annotate(n=Count("pk"))
        .values_list("n", flat=True)
    )
    return len(set(sizes)) > 1


def _count_best(team: dict[str, Any], counted: int, by_average: bool) -> None:
    """A team's points, games and average from its best `counted` members (all when 0; those with the
    games minimum first), each member marked counted or not; members stay in the order of the
    standings."""

    def per_game(member: dict[str, Any]) -> Decimal:
        return member["finished_points"] / member["games"] if member["games"] else Decimal("-1e9")

    # members short of the event's games minimum come after those who have it: one lucky game is no
    # team's best average
    best = sorted(
        team["members"],
        key=lambda m: (m["qualified"], per_game(m) if by_average else m["points"]),
        reverse=True,
    )
    chosen = {id(m) for m in (best[:counted] if counted else best)}
    for member in team["members"]:
        member["counted"] = id(member) in chosen
        del member["qualified"]
        # what a league ranked by average orders its members by: shown beside their points
        member["average"] = (per_game(member).quantize(Decimal("0.001"))) if member["games"] else None
    members = [m for m in team["members"] if m["counted"]]
    team["points"] = sum((m["points"] for m in members), Decimal(0))
    team["games"] = games = sum(m["games"] for m in members)
    # per finished game, as a player's: a game still being played counts once it ends
    finished = sum((m["finished_points"] for m in members), Decimal(0))
    team["average"] = (finished / games).quantize(Decimal("0.001")) if games else None
    team["counted"] = counted if 0 < counted < len(team["members"]) else 0
    for member in team["members"]:
        del member["finished_points"]


def player_statistics(*, registration: Registration) -> dict[str, Any]:
    """One player's line in the standings, statistics with rates, and each game for a chart."""
    row = StandingRow.objects.filter(registration=registration).first()
    results = (
        GameResult.objects.filter(registration=registration)
        .select_related("seat__table", "game")
        .order_by("round_number")
    )
    games = []
    cumulative = chombo_points = Decimal(0)
    for result in results:
        cumulative += result.points
        chombo_points += result.chombo_points
        games.append(
            {
                "round": result.round_number,
                "table": result.seat.table.number,
                "game_id": result.game_id,
                "wind": WIND_LETTERS[result.seat.wind],
                "finished": result.finished,
                "score": result.score,
                "place": result.place,
                "points": result.points,
                "chombo_points": result.chombo_points,  # in the points: said beside them
                "cumulative": cumulative,
                "by_hands": result.game.entry_mode == "hands",  # hand statistics come from these
            }
        )
    rule = RankingRule.of(registration.tournament)
    return {
        **_player(registration),
        "rank": (row.rank or None) if row else None,
        # what the event ranks by, as the standings show it: points per game, the games minimum
        **(_ranking_figures(row, rule) if row else {"average": None, "qualified": not rule.needed()}),
        "games_needed": rule.needed(),
        "points": row.points if row else Decimal(0),
        "penalties": row.penalties if row else Decimal(0),
        "statistics": statistics_of(row) if row else None,
        "chombo_points": chombo_points,  # what chombo cost in the games' points (not a penalty)
        "games": games,
    }


def joined_in(*, registration: Registration) -> int | None:
    """The round a player joined the event in, when it was not the first: every round seats or sits
    out each registered player, so the first one holding them is it (the seating counted the rounds
    before as sat out, and the page said nothing of them)."""
    first = min(
        [
            *registration.seats.values_list("round__number", flat=True),
            *registration.sit_outs.values_list("round__number", flat=True),
        ],
        default=None,
    )
    return first if first and first > 1 else None


def round_seating(*, round_: Round) -> list[dict[str, Any]]:
    """Tables of a round with their players by wind, and each game's status and current scores."""
    seats = (
        Seat.objects.filter(round=round_)
        .select_related("registration__player", "table__game")
        .order_by("table__number", "wind")
    )
    tables: dict[int, dict[str, Any]] = {}
    for seat in seats:
        game = seat.table.game
        table = tables.setdefault(
            seat.table.number,
            {
                "table": seat.table.number,
                "game_id": game.pk,
                "status": game.status,
                "hands": game.hand_count,
                "scores": game.table_scores,
                "seats": [],
            },
        )
        table["seats"].append({"wind": WIND_LETTERS[seat.wind], **_player(seat.registration)})
    return list(tables.values())


def game_detail(*, game: Game) -> dict[str, Any]:
    """A game hand by hand: the stored records with the table after each (for the game page and its
    chart of the four scores)."""
    seats = game.table.seats.select_related("registration__player").order_by("wind")
    hands = list(game.hands.order_by("number"))
    ruleset = tournament_ruleset(game.tournament)
    states = fold_records(ruleset, [(h.number, hand_from_json(h.record)) for h in hands])
    return {
        "game_id": game.pk,
        "round": game.round.number,
        "table": game.table.number,
        "status": game.status,
        "entry_mode": game.entry_mode,
        "players": [{"wind": WIND_LETTERS[s.wind], **_player(s.registration)} for s in seats],
        "state": game.state,
        "start_scores": list(states[0].scores),
        "hands": [
            {
                "number": hand.number,
                "label": before.label,
                "record": hand.record,
                "deltas": list(after.deltas),
                "scores": list(after.scores),
                "honba": after.honba,
                "deposits": after.deposits,
                # Points after uma this hand cost (a chombo under penalty rules), per seat.
                "penalties": [a - b for a, b in zip(after.penalties, before.penalties, strict=True)],
            }
            for hand, before, after in zip(hands, states[:-1], states[1:], strict=True)
        ],
        "results": [
            {"wind": WIND_LETTERS[r.seat.wind], "place": r.place, "points": r.points, "score": r.score}
            for r in game.results.select_related("seat").order_by("seat__wind")
        ],
    }


def audit_trail(
    *, tournament: Tournament, game: Game | None = None, limit: int = 100
) -> list[dict[str, Any]]:
    entries = AuditEntry.objects.filter(tournament=tournament).select_related("user")
    if game is not None:
        entries = entries.filter(game=game)
    return [
        {
            "when": e.created_at,
            "who": e.user.get_username() if e.user else None,
            "action": e.action,
            "target": e.target,
            "before": e.before,
            "after": e.after,
        }
        for e in entries[:limit]
    ]


def left_during(*, registration: Registration) -> int | None:
    """The round a dropped player left while it was in play: the round after the last one they
    played had results at some table before the drop (a player who left before a round began left
    after the one before it, whoever then took their seat)."""
    if registration.dropped_after_round is None:
        return None
    trail = AuditEntry.objects.filter(tournament_id=registration.tournament_id)
    dropped = (
        trail.filter(action="registration_drop", target=f"player {registration.number}")
        .order_by("-pk")
        .first()
    )
    after = registration.dropped_after_round + 1
    begun = (
        dropped is not None
        and trail.filter(game__round__number=after, pk__lt=dropped.pk)
        .exclude(action="substitute_seat")
        .exists()
    )
    return after if begun else None


def round_numbers(*, tournament: Tournament) -> list[int]:
    return list(tournament.rounds.order_by("number").values_list("number", flat=True))


def opponents_met(*, tournament: Tournament, registration_ids: Iterable[int] | None = None) -> dict[int, int]:
    """How many distinct opponents each player has met (for seating pages)."""
    tables: dict[int, list[int]] = defaultdict(list)
    for table_id, registration_id in Seat.objects.filter(round__tournament=tournament).values_list(
        "table_id", "registration_id"
    ):
        tables[table_id].append(registration_id)
    met: dict[int, set[int]] = defaultdict(set)
    for players in tables.values():
        for p in players:
            met[p].update(q for q in players if q != p)
    wanted = set(registration_ids) if registration_ids is not None else set(met)
    return {p: len(met[p]) for p in wanted}


def repeated_pairs(*, round_: Round) -> list[dict[str, Any]]:
    """Players who shared a table more than once in the rounds up to `round_`, with those rounds:
    the names behind the seating figures' count (substitutes' seats left out, as the figures do),
    the latest repeat first."""
    rounds: dict[frozenset[int], list[int]] = defaultdict(list)
    tables: dict[int, list[int]] = defaultdict(list)
    number_of: dict[int, int] = {}
    seats = Seat.objects.filter(
        round__tournament_id=round_.tournament_id,
        round__number__lte=round_.number,
        registration__is_substitute=False,
    ).values_list("table_id", "round__number", "registration_id")
    for table_id, number, registration_id in seats:
        tables[table_id].append(registration_id)
        number_of[table_id] = number
    for table_id, players in tables.items():
        for i, a in enumerate(players):
            for b in players[i + 1 :]:
                rounds[frozenset((a, b))].append(number_of[table_id])
    repeated = sorted(
        ((sorted(pair), sorted(met)) for pair, met in rounds.items() if len(met) > 1),
        key=lambda item: (-item[1][-1], item[0]),
    )
    names = dict(
        Registration.objects.filter(pk__in={p for pair, _met in repeated for p in pair}).values_list(
            "pk", "player__name"
        )
    )
    return [{"players": [names[p] for p in pair], "rounds": met} for pair, met in repeated]


__all__ = [
    "audit_trail",
    "game_detail",
    "left_during",
    "opponents_met",
    "player_statistics",
    "round_numbers",
    "round_seating",
    "standings_for_rounds",
    "standings_table",
    "team_standings",
]


def game_states(game: Game, *, upto: int | None = None) -> list[HandState]:
    """The table before the first hand and after each stored hand, folded through the event's rules;
    with `upto`, only the hands before hand `upto` (the state a new or corrected hand applies to)."""
    ruleset = tournament_ruleset(game.tournament)
    hands = game.hands.order_by("number")
    if upto is not None:
        hands = hands.filter(number__lt=upto)
    return fold_records(ruleset, [(h.number, hand_from_json(h.record)) for h in hands])


def game_states_as_far_as_they_fold(
    game: Game, *, upto: int | None = None
) -> tuple[list[HandState], tuple[int, str] | None]:
    """Like `game_states`, but a stored hand the rules refuse (rules made stricter since it was saved)
    stops the fold instead of raising: the states up to it, and (its number, the ledger's reason)."""
    ruleset = tournament_ruleset(game.tournament)
    hands = game.hands.order_by("number")
    if upto is not None:
        hands = hands.filter(number__lt=upto)
    states = [initial_state(ruleset)]
    for hand in hands:
        try:
            states.append(apply(states[-1], hand_from_json(hand.record), ruleset))
        except LedgerError as exc:
            return states, (hand.number, exc.reason)
        except ServiceError as exc:  # a record the reader no longer accepts
            return states, (hand.number, "; ".join(exc.messages))
    return states, None


def spare_substitutes(
    *, round_: Round, tables: list[Any], sitting_out: list[Registration]
) -> list[Registration]:
    """The substitutes a round still being played does not need: every seat taken by a player, they
    are on no table and were not marked away (a substitute looking for their table had been told
    "Nobody of that name or number in this round"). `tables` and `sitting_out` as the round's page
    has them (its seats prefetched)."""
    if round_.status == RoundStatus.FINISHED or not tables:
        return []
    placed = {seat.registration_id for table in tables for seat in table.seats.all()}
    placed |= {r.pk for r in sitting_out}
    substitutes = round_.tournament.registrations.filter(status=RegistrationStatus.ACTIVE, is_substitute=True)
    return [r for r in substitutes.select_related("player").order_by("number") if r.pk not in placed]


def seats_of_dropouts(*, round_: Round | None = None, registration: Registration | None = None) -> list[Seat]:
    """Seats still held by players who dropped out, in games not finished (of one round, or of one
    player in any round): each needs a substitute, or the table cannot play. Each seat has
    `hands_played`, its game's hand records: `substitute_seat` refuses a substitute once the game has
    any (`game.hands`), so a page offers one only where it is 0."""
    if round_ is None and registration is None:
        raise ValueError("seats_of_dropouts needs a round or a registration")
    seats = (
        Seat.objects.filter(registration__status=RegistrationStatus.DROPPED)
        .filter(
            Q(registration__dropped_after_round__isnull=True)
            | Q(round__number__gt=F("registration__dropped_after_round"))
        )
        .exclude(table__game__status=GameStatus.FINISHED)
    )
    if round_ is not None:
        seats = seats.filter(round=round_)
    if registration is not None:
        seats = seats.filter(registration=registration)
    return list(
        seats.annotate(hands_played=Count("table__game__hands"))
        .select_related("registration__player", "table__game", "round")
        .order_by("round__number", "table__number", "wind")
    )


def substitute_candidates(*, round_: Round) -> list[Registration]:
    """Active players not seated in the round: those sitting it out by the rotation first (they came
    to play), then substitutes, then those marked not here (one may come late)."""
    sitting_out = SitOut.objects.filter(round=round_, registration=OuterRef("pk"))
    return list(
        Registration.objects.filter(tournament_id=round_.tournament_id, status=RegistrationStatus.ACTIVE)
        .exclude(seats__round=round_)
        .select_related("player")
        .order_by(
            Exists(sitting_out.filter(absent=False)).desc(),
            Exists(sitting_out.filter(absent=True)).asc(),
            "-is_substitute",
            "number",
        )
    )


# the methods that read the standings: a correction to an earlier round changes what they were seated from
BY_STANDINGS = ("swiss", "interval")


def seated_by_standings_after(round_: Round) -> list[int]:
    """The later rounds seated from the standings (which a correction to this round changes)."""
    later = Round.objects.filter(
        tournament_id=round_.tournament_id, number__gt=round_.number, seating_method__in=BY_STANDINGS
    )
    return list(later.order_by("number").values_list("number", flat=True))


def rounds_with_progress(tournament: Tournament) -> list[Round]:
    """The event's rounds in order, each with table_count, finished_games and started_games (under
    way or finished): what the round lists show beside each round."""
    return list(
        tournament.rounds.annotate(
            table_count=Count("tables", distinct=True),
            finished_games=Count("games", filter=Q(games__status="finished"), distinct=True),
            started_games=Count("games", filter=~Q(games__status="pending"), distinct=True),
        ).order_by("number")
    )


_CAREER_COUNTS = ("games", *PLACE_FIELDS, "place_sum", *STAT_FIELDS)


def my_career(user: Any) -> dict[str, Any]:
    """The signed-in user's player ({"id", "name"}, None for an account tied to no player) and their
    career (player_career) over the events the user may see (no statistics, no events without one)."""
    player = Player.objects.filter(user=user).first() if user.is_authenticated else None
    if player is None:
        return {"player": None, "statistics": None, "events": []}
    visible = permissions.tournaments_visible_to(user).values("pk")
    return {
        "player": {"id": player.pk, "name": player.name},
        **player_career(player_id=player.pk, visible=visible),
    }


def ranked_counts(*, event_ids: Iterable[int]) -> dict[int, int]:
    """How many players each event ranks ("Rank 3 of 16"), in one query."""
    return dict(
        StandingRow.objects.filter(tournament_id__in=event_ids, rank__gt=0)
        .values("tournament_id")
        .annotate(n=Count("pk"))
        .values_list("tournament_id", "n")
    )


def player_career(*, player_id: int, visible: Iterable[int] | Any) -> dict[str, Any]:
    """One person's events (those of `visible`, event ids or a queryset of them), newest first, each
    with their rank among the ranked players, points and games; and their statistics summed over all
    of them. Points are per event only: events with other rules (uma, return points) do not add up.
    Three queries."""
    registrations = list(
        Registration.objects.filter(player_id=player_id, tournament_id__in=visible)
        .select_related("tournament", "standing")
        .order_by("-tournament__starts_on", "-tournament__created_at", "-pk")
    )
    ranked = ranked_counts(event_ids={r.tournament_id for r in registrations})
    totals = StandingRow.objects.filter(registration__in=[r.pk for r in registrations]).aggregate(
        **{name: Sum(name) for name in _CAREER_COUNTS}
    )
    summed = type("Summed", (), {name: totals[name] or 0 for name in _CAREER_COUNTS})()
    events = []
    for registration in registrations:
        row = getattr(registration, "standing", None)
        events.append(
            {
                "event": registration.tournament,
                "number": registration.number,
                "rank": (row.rank or None) if row else None,
                "ranked": ranked.get(registration.tournament_id, 0),
                "points": row.points if row else Decimal(0),
                "penalties": row.penalties if row else Decimal(0),  # in the points: said beside them
                "games": row.games if row else 0,
                "average_place": _average(row.place_sum, row.games) if row else None,
                "dropped": registration.status == RegistrationStatus.DROPPED,
            }
        )
    return {"events": events, "statistics": statistics_of(summed)}


def marked_away(*, tournament: Tournament, round_number: int) -> set[int]:
    """The registrations marked not here (away that night, not the rotation) in one round of the event."""
    return set(
        SitOut.objects.filter(
            round__tournament=tournament, round__number=round_number, absent=True
        ).values_list("registration_id", flat=True)
    )


def has_teammates(*, tournament: Tournament) -> bool:
    """Whether two active players of the event share a team (teammates to keep apart at the tables)."""
    return (
        tournament.registrations.filter(status=RegistrationStatus.ACTIVE, team__isnull=False)
        .values("team_id")
        .annotate(n=Count("pk"))
        .filter(n__gt=1)
        .exists()
    )


def game_results(*, game: Game) -> dict[int, Any]:
    """Place and points by wind. The stored results trail a saved hand until the standings job has
    run (a spectator saw the new scores beside the last hand's places, until the next hand): when
    they are behind the game, what the game says now."""
    stored = {r.seat.wind: r for r in GameResult.objects.filter(game=game).select_related("seat")}
    behind = any(r.game_version != game.version for r in stored.values()) or (
        not stored and game.status != GameStatus.PENDING
    )
    if not behind:
        return stored
    wind = dict(Seat.objects.filter(table_id=game.table_id).values_list("id", "wind"))
    try:
        return {wind[o.seat_id]: o for o in game_outcomes(game=game)}
    except ServiceError:  # records that no longer fold: the page says so (fold_notice)
        return stored


def game_penalties(*, game: Game) -> list[Decimal]:
    """Penalties and bonuses given in this game and not cancelled, per seat (a substitute's seat
    holds those of the player replaced): the standings add them, the game's points do not."""
    seats = game.table.seats.values_list("wind", "registration_id", "substitution__replaced_id")
    seat_of = {reg: wind for wind, *regs in seats for reg in regs if reg is not None}
    totals = [Decimal(0)] * 4
    for registration_id, amount in Penalty.objects.filter(game=game, cancelled_at__isnull=True).values_list(
        "registration_id", "amount"
    ):
        if registration_id in seat_of:
            totals[seat_of[registration_id]] += amount
    return totals


def rank_gap(*, registration: Registration) -> dict[str, Any] | None:
    """Where a ranked player stands: how many players are ranked, and how far they are behind the
    rank above by what the event ranks on (points, or points per game): a player between rounds
    asked "how far am I from 3rd?". None for a player not ranked. Three queries."""
    tournament = registration.tournament
    row = StandingRow.objects.filter(registration=registration, rank__gt=0).first()
    if row is None:
        return None
    ranked = StandingRow.objects.filter(tournament=tournament, rank__gt=0)
    above = ranked.filter(rank__lt=row.rank).order_by("-rank").first()
    rule = RankingRule.of(tournament)
    gap = None
    if above is not None and rank_key(above, rule).qualified and rank_key(row, rule).qualified:
        mine, theirs = rank_key(row, rule).measure, rank_key(above, rule).measure
        gap = (theirs - mine).quantize(Decimal("0.1")) if theirs > mine else None
    return {
        "ranked": ranked_counts(event_ids=[tournament.pk]).get(tournament.pk, 0),
        "above": above.rank if above is not None else None,
        "gap": gap,
        "by_average": rule.by_average,
    }


def next_game_to_enter(*, game: Game) -> Game | None:
    """Once a game is over, the round's first other table whose result nobody has started: an
    organizer entering the score sheets one after another went back to the round page for each. A
    game being entered hand by hand at its table is not offered (two would enter one game)."""
    if game.status != GameStatus.FINISHED or game.round.status == RoundStatus.FINISHED:
        return None
    return (
        Game.objects.filter(round_id=game.round_id, status=GameStatus.PENDING)
        .exclude(pk=game.pk)
        .select_related("table")
        .order_by("table__number")
        .first()
    )
