"""Public pages: events, live standings, seatings, games, players, teams.

Every page asks `event_for` first (404 for an event the viewer may not see) and reads with a fixed
number of queries whatever the event size (select_related / prefetch_related, no per-row queries).
"""

from __future__ import annotations

import json
import unicodedata
from decimal import Decimal
from typing import Any

from django.db.models import Count, Prefetch, Q
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_GET

from tournaments import permissions, selectors
from tournaments.models import (
    Game,
    GameStatus,
    Ranking,
    Registration,
    Round,
    RoundStatus,
    Seat,
    SitOut,
    Table,
    Tournament,
    TournamentStatus,
)
from tournaments.name_search import key_matches, search_key
from tournaments.services import rounds as round_services
from tournaments.services.clock import clock_state
from tournaments.services.standings import RankingRule
from tournaments.views import changes, charts, exports, game_log, labels, rules_public
from tournaments.views.common import event_context, event_for, my_events, my_registration
from tournaments.views.rules_public import rule_groups


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    events = list(
        permissions.tournaments_visible_to(request.user)
        # players who took part (dropped ones too), not substitutes
        .annotate(players=Count("registrations", filter=Q(registrations__is_substitute=False), distinct=True))
        .order_by("-starts_on", "-created_at")[:200]
    )
    managed_ids: set[int] = set()
    scored_ids: set[int] = set()
    if request.user.is_authenticated:
        managed_ids = set(permissions.tournaments_managed_by(request.user).values_list("pk", flat=True))
        # a scorer found the event they score among the others, unmarked
        scored_ids = set(permissions.tournaments_scored_by(request.user).values_list("pk", flat=True))
    groups = [
        ("running", [e for e in events if e.status == TournamentStatus.RUNNING]),
        ("setup", [e for e in events if e.status == TournamentStatus.SETUP]),
        ("finished", [e for e in events if e.status == TournamentStatus.FINISHED]),
    ]
    return render(
        request,
        "tournaments/home.html",
        {
            "groups": [(key, items) for key, items in groups if items],
            "managed_ids": managed_ids,
            "scored_ids": scored_ids - managed_ids,
            # a signed-in player's own events first: their rank, their table, their games
            "mine": my_events(request),
        },
    )


def _standing_rows(tournament: Tournament) -> list[dict[str, Any]]:
    """One dict per registered player, best first: the standings cache, or zeros before any result."""
    rows = selectors.standings_table(tournament=tournament)
    if rows:
        return rows
    regs = (
        Registration.objects.filter(tournament=tournament).select_related("player", "team").order_by("number")
    )
    return [
        {
            "rank": None,
            "number": reg.number,
            "name": reg.player.name,
            "team": reg.team.name if reg.team else None,
            "points": Decimal(0),
            "games": 0,
            "live_games": 0,
            "places": [0, 0, 0, 0],
            "average": None,
            "qualified": True,
            "penalties": Decimal(0),
            "dropped": reg.status == "dropped",
            "substitute": reg.is_substitute,
        }
        for reg in regs
    ]


def _json_row(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "rank": row["rank"],
        "number": row["number"],
        "name": row["name"],
        "team": row["team"] or "",
        "points": str(row["points"]),
        "average": None if row.get("average") is None else str(row["average"]),
        "qualified": row.get("qualified", True),
        "penalties": str(row.get("penalties") or 0),
        "chombo": row.get("chombo", 0),
        "games": row["games"],
        "live_games": row.get("live_games", 0),
        "places": row["places"],
        "dropped": row["dropped"],
        "substitute": row.get("substitute", False),
    }


@require_GET
def standings(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug)
    rounds = list(tournament.rounds.order_by("number"))
    seated = _seated(rounds)  # the rounds the range picker offers
    first, last, range_problem = _round_range(request, rounds)
    if first is None and last is None:
        rows = _standing_rows(tournament)
    else:  # a range of rounds (a month of a league): computed on the spot, not live
        rows = selectors.standings_for_rounds(tournament=tournament, first=first, last=last)
    context = event_context(
        request,
        tournament,
        "standings",
        rows=rows,
        rounds=rounds,
        current=_round_in_play(rounds),
        round_count=len(rounds),
        range_rounds=seated,
        last_seated=seated[-1].number if seated else None,
        first=first,
        last=last,
        ranged=first is not None or last is not None,
        # a part of the season ranks without the season's games minimum (selectors.standings_for_rounds),
        # though an average still needs a game: those without one come last, as the note says
        games_minimum=(
            RankingRule.of(tournament)
            if (first or 1) <= 1 and (last is None or not seated or last >= seated[-1].number)
            else RankingRule(by_average=tournament.ranking == Ranking.AVERAGE)
        ).needed(),
        range_problem=range_problem,
        rule_changes=rule_groups(tournament.ruleset, tournament.preset)[1],  # house rules are flagged
        any_live=any(row.get("live_games") for row in rows),  # the "+1" footnote shows only then
        # before a result every player shares rank 1, and players level on every tie-break share a
        # rank: both said under the table, where "1, 1, 1, 1" looked like a fault
        # (a penalty alone moves a player: not level then; standings.js hides it by the same test)
        no_results=bool(rows)
        and not any(row["games"] or row.get("live_games") or row.get("points") for row in rows),
        shared_ranks=_shares_a_rank(rows) or _level_but_ranked_apart(rows, tournament.ranking),
    )
    me = context["me"]
    _mark_rows(rows, me.number if me is not None else None)
    current = context["current"]
    # "My table in round N" only for a table there: a player registered after the round was seated
    # was sent to a page saying nobody of that name is in it
    context["me_seated"] = (
        me is not None
        and current is not None
        and Seat.objects.filter(round=current, registration=me).exists()
    )
    context["me_sits_out"] = (
        me is not None
        and current is not None
        and not context["me_seated"]
        and SitOut.objects.filter(round=current, registration=me).exists()
    )
    return render(request, "tournaments/standings.html", context)


def _shares_a_rank(rows: list[dict[str, Any]]) -> bool:
    ranks = [row["rank"] for row in rows if row["rank"] is not None]
    return len(ranks) != len(set(ranks))


def _level_but_ranked_apart(rows: list[dict[str, Any]], ranking: str) -> bool:
    """Two players with the same points (or average) on different ranks: the tie-break decided, and
    the note says how (a walkthrough read 30.0 at rank 2 and 30.0 at rank 3 as a fault)."""
    key = "average" if ranking == "average" else "points"
    played = [row for row in rows if row["rank"] is not None and (row["games"] or row.get("live_games"))]
    values = [row[key] for row in played if row.get(key) is not None]
    return len(values) != len(set(values))


def _mark_rows(rows: list[dict[str, Any]], my_number: int | None) -> None:
    """The viewer's own row, and the rows short of games: greyed only once someone has the games
    (before the first finished game of an event ranked by average nobody has, and nobody is greyed).
    The rows not ranked at all (substitutes where they are not, players who took no part) come last,
    under a row of their own: a substitute with every game was listed as short of games."""
    any_qualified = any(row.get("qualified", True) for row in rows)
    any_ranked = any(row["rank"] is not None for row in rows)
    for row in rows:
        row["mine"] = my_number is not None and row["number"] == my_number
        ranked = row["rank"] is not None
        row["short"] = ranked and any_qualified and not row.get("qualified", True)
        row["unranked"] = not ranked and any_ranked


def _round_in_play(rounds: list[Round]) -> Round | None:
    """The round players look for: the first seated one with a game still to finish, else the last
    one seated (a round added ahead and not seated yet has no tables to show; a finished round
    opened again to correct a result is not the round being played). `results_in` tells whether
    all its games are over."""
    seated = [r for r in rounds if r.status != RoundStatus.PENDING]
    open_rounds = set(
        Game.objects.filter(round__in=[r for r in seated if r.status == RoundStatus.SEATED])
        .exclude(status=GameStatus.FINISHED)
        .values_list("round_id", flat=True)
    )
    playing = [r for r in seated if r.pk in open_rounds]
    current = playing[0] if playing else (seated[-1] if seated else None)
    if current is not None:
        current.results_in = current.pk not in open_rounds  # type: ignore[attr-defined]
    return current


def _round_range(
    request: HttpRequest, rounds: list[Round], *, file: bool = False
) -> tuple[int | None, int | None, list[str]]:
    """?from=2&to=4 (either may be missing), and what was wrong with them (one message each): a
    number that is no round of the event, or a round not seated yet (a round added ahead), is left
    out (said so), a range given backwards is turned round. The picker offers the seated rounds only
    (`_seated`). A page names the picker's fields ("Last round: ..."; members never typed "to"), the
    CSV file its query."""
    problems = []
    names = {"from": _("First round"), "to": _("Last round")}
    count = len(rounds)
    seated = {r.number for r in _seated(rounds)}

    def number(key: str) -> int | None:
        value = request.GET.get(key, "").strip()
        if not value:
            return None
        if value.isascii() and value.isdigit() and 1 <= int(value) <= count:
            if int(value) in seated:
                return int(value)
            problems.append(
                _("%(key)s: round %(number)d is not seated yet")
                % {"key": key if file else names[key], "number": int(value)}
            )
            return None
        problems.append(
            ngettext(
                "%(key)s: %(value)s is not a round of this event (it has %(count)d round)",
                "%(key)s: %(value)s is not a round of this event (rounds 1 to %(count)d)",
                count,
            )
            # a page shows what was typed as typed; the file quotes it (a blank or a space shows)
            % {"key": key if file else names[key], "value": repr(value) if file else value, "count": count}
        )
        return None

    first, last = number("from"), number("to")
    if first is not None and last is not None and first > last:
        first, last = last, first
        problems.append(
            _("Rounds %(a)d to %(b)d are shown (the range was given backwards).") % {"a": first, "b": last}
        )
    return first, last, problems


def _seated(rounds: list[Round]) -> list[Round]:
    """The rounds a range can start or end at: those with a seating (not a round added ahead)."""
    return [r for r in rounds if r.status != RoundStatus.PENDING]


@require_GET
def standings_json(request: HttpRequest, slug: str) -> JsonResponse:
    """What the standings page polls: unchanged -> just the version (one cheap query)."""
    tournament = event_for(request, slug)
    version = tournament.standings_version
    if request.GET.get("since") == str(version):
        return JsonResponse({"version": version, "changed": False})
    rows = [_json_row(row) for row in _standing_rows(tournament)]
    return JsonResponse({"version": version, "changed": True, "rows": rows})


# The results file's columns (English headers: a federation's import reads them, whatever the page's language)
CSV_HEADER = [
    "rank", "number", "name", "country", "team", "games", "points", "average", "penalties", "chombo",
    "1st", "2nd", "3rd", "4th", "dropped", "substitute", "in_play",
]  # fmt: skip
# `points` include the games still in play (as the page shows them); `games` counts finished games and
# `in_play` the ones still at the table, so a file taken mid-round says which points may still move.


@require_GET
def standings_csv(request: HttpRequest, slug: str) -> HttpResponse:
    """The standings as a CSV file (the page's rows; ?from=&to= for a range of rounds), to send on to a
    federation's ranking. Its organizers also get each player's id (EMA number, club id)."""
    tournament = event_for(request, slug)
    rounds = list(tournament.rounds.order_by("number"))
    first, last, problems = _round_range(request, rounds, file=True)
    problem = "; ".join(problems)
    # a round that is not one is refused; a range given backwards was turned round (the page's notice)
    unread = any(
        request.GET.get(key, "").strip() and got is None for key, got in (("from", first), ("to", last))
    )
    if problem and unread:
        return HttpResponse(problem, status=400, content_type="text/plain; charset=utf-8")
    ranged = first is not None or last is not None
    rows = (
        selectors.standings_for_rounds(tournament=tournament, first=first, last=last)
        if ranged
        else _standing_rows(tournament)
    )
    ids = permissions.can_manage(request.user, tournament)
    players = {
        number: (country, external_id)
        for number, country, external_id in tournament.registrations.values_list(
            "number", "player__country", "player__external_id"
        )
    }
    span = f"-rounds-{first or 1}-{last or len(rounds)}" if ranged else ""
    response, out = exports.csv_file(f"{tournament.slug}-standings{span}.csv")
    out.writerow(CSV_HEADER + (["player_id"] if ids else []))
    for row in rows:
        country, external_id = players.get(row["number"], ("", ""))
        average = row.get("average")
        line = [
            "" if row["rank"] is None else row["rank"],
            row["number"],
            row["name"],
            country,
            row["team"] or "",
            row["games"],
            exports.csv_number(row["points"]),
            "" if average is None else exports.csv_number(average),
            exports.csv_number(row.get("penalties") or 0),
            row.get("chombo", 0),
            *row["places"],
            "yes" if row["dropped"] else "",
            "yes" if row.get("substitute") else "",
            row.get("live_games") or 0,
        ]
        out.writerow([exports.csv_cell(value) for value in line + ([external_id] if ids else [])])
    return response


@require_GET
def rounds(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug)
    items = selectors.rounds_with_progress(tournament)
    # the round players look for (as the standings' button): a long league lists it last, oldest
    # first, so its page leads to it from the top
    current = _round_in_play(items)
    return render(
        request,
        "tournaments/rounds.html",
        event_context(request, tournament, "rounds", rounds=items, current=current),
    )


def round_tables(round_: Round) -> list[Table]:
    """The round's tables with their seats, players (and teams) and game in three queries."""
    seats = Seat.objects.select_related("registration__player", "registration__team").order_by("wind")
    return list(
        round_.tables.select_related("game__round")
        .prefetch_related(Prefetch("seats", queryset=seats))
        .order_by("number")
    )


def round_sit_outs(round_: Round) -> list[Registration]:
    """The players who play no game in the round (events whose extra players sit out in turn, or
    marked not here); each with `absent` set when they were not here."""
    out = []
    for sit_out in round_.sit_outs.select_related("registration__player").order_by("registration__number"):
        sit_out.registration.absent = sit_out.absent  # type: ignore[attr-defined]  # for the page
        out.append(sit_out.registration)
    return out


def _matches(registration: Registration, query: str) -> bool:
    """Whether a search finds the player by name (words in any order) or number: `name_search`."""
    return key_matches(search_key(registration.player.name, registration.number), query)


def _round_mark(round_: Round, tables: list[Table]) -> str:
    """Changes whenever a result of the round changes or it is seated again: what its page polls."""
    versions = sum(t.game.version for t in tables if getattr(t, "game", None) is not None)
    seated = max((t.pk for t in tables), default=0)  # a new seating makes new tables
    return f"{round_.status}-{seated}-{versions}"


@require_GET
def round_changes(request: HttpRequest, slug: str, number: int) -> JsonResponse:
    """The round page's mark, for its page to reload itself when it moved (one small query)."""
    tournament = event_for(request, slug)
    round_ = round_of(tournament.pk, number)
    tables = list(round_.tables.select_related("game"))
    return JsonResponse({"mark": _round_mark(round_, tables)})


@require_GET
def game_changes(request: HttpRequest, slug: str, game_id: int) -> JsonResponse:
    tournament = event_for(request, slug)
    return JsonResponse({"mark": str(game_of(tournament.pk, game_id).version)})


def round_of(tournament_id: int, number: int) -> Round:
    round_ = Round.objects.filter(tournament_id=tournament_id, number=number).first()
    if round_ is None:
        raise Http404("No such round.")
    return round_


@require_GET
def round_detail(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug)
    round_ = round_of(tournament.pk, number)
    tables = round_tables(round_)
    sitting_out = round_sit_outs(round_)
    query = unicodedata.normalize("NFKC", request.GET.get("q", "")).strip()  # full-width ３ is 3
    found = {
        table.pk
        for table in tables
        if query and any(_matches(seat.registration, query) for seat in table.seats.all())
    }
    found_sitting_out = bool(query) and any(_matches(r, query) for r in sitting_out)
    spare = selectors.spare_substitutes(round_=round_, tables=tables, sitting_out=sitting_out)
    found_spare = bool(query) and any(_matches(r, query) for r in spare)
    # a player looked for who dropped out before this round: said so, not "nobody of that name"
    seated = {seat.registration_id for table in tables for seat in table.seats.all()}
    dropped = [
        r
        for r in tournament.registrations.filter(status="dropped").select_related("player").order_by("number")
        if r.pk not in seated and r not in sitting_out
    ]
    found_dropped = bool(query) and any(_matches(r, query) for r in dropped)
    # a signed-in player linked to the event is told where they sit, or that they sit out
    me = my_registration(request, tournament)
    my_seat = next(
        (
            {
                "table": table.number,
                "table_id": table.pk,
                "wind": labels.ROUND_WINDS[labels.WIND_ORDER[seat.wind]],
            }
            for table in tables
            for seat in table.seats.all()
            if me and seat.registration_id == me.pk
        ),
        None,
    )
    return render(
        request,
        "tournaments/round.html",
        event_context(
            request,
            tournament,
            "rounds",
            round=round_,
            tables=tables,
            sitting_out=sitting_out,
            query=query,
            found=found,
            found_sitting_out=found_sitting_out,
            spare_substitutes=spare,
            found_spare=found_spare,
            dropped=dropped,
            found_dropped=found_dropped,
            my_seat=my_seat,
            me_sitting_out=me is not None and any(r.pk == me.pk for r in sitting_out),
            # a spectator's page reloads itself when a result at any table changes
            changes=_round_mark(round_, tables) if round_.status != RoundStatus.FINISHED else None,
            # the round's clock once staff set it, for the players at the tables
            clock=json.dumps(clock_state(round_, round_.clock_minutes or 90))
            if round_.clock_minutes is not None and round_.status != RoundStatus.FINISHED
            else None,
        ),
    )


def game_of(tournament_id: int, game_id: int) -> Game:
    game = (
        Game.objects.filter(tournament_id=tournament_id, pk=game_id).select_related("round", "table").first()
    )
    if game is None:
        raise Http404("No such game.")
    return game


@require_GET
def game_detail(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug)
    game = game_of(tournament.pk, game_id)
    players = game_log.players_of(game)
    states, notice = game_log.states_and_notice(game, players)
    detail: dict[str, Any] = {
        "start_scores": list(states[0].scores),
        "hands": game_log.hands_after(game, states),
    }
    state = game.state or {}
    rows = game_log.result_rows(game, tournament, players, detail["start_scores"])
    series, marks = game_log.score_series(detail)
    chart = charts.score_chart(series, marks, title=_("Scores through the game"))
    can_see_history = permissions.can_score(request.user, tournament)  # staff read the whole trail
    return render(
        request,
        "tournaments/game.html",
        event_context(
            request,
            tournament,
            "rounds",
            game=game,
            rows=rows,
            points_how=rules_public.points_sentences(tournament.ruleset),
            log=game_log.hand_log(detail, players, newest_first=game.status != GameStatus.FINISHED),
            chart=chart,
            chart_key=game_log.chart_key(detail) if chart else "",
            state=state,
            fold_notice=notice,
            # a final-scores game before its scores: no score to show yet (not the starting points)
            awaiting_final=game.entry_mode == "final" and game.final_scores is None,
            leftover=game_log.leftover_sticks(state, players),
            # a game being followed reloads itself when a hand is entered, changed or undone
            changes=str(game.version) if game.round.status != RoundStatus.FINISHED else None,
            # every game of the round is over (the last result, or a correction to a reopened
            # round): its organizer may finish it from here instead of looking for the round page
            next_game=selectors.next_game_to_enter(game=game) if can_see_history else None,
            round_ready=permissions.can_manage(request.user, tournament)
            and round_services.round_can_finish(game.round),
            # the game's change trail, for its staff: who entered, replaced or undid what
            history=changes.game_trail(tournament, game) if can_see_history else None,
            players=players,
            corrections=changes.game_corrections(game) if not can_see_history else [],
        ),
    )


@require_GET
def player_detail(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug)
    registration = (
        Registration.objects.filter(tournament=tournament, number=number)
        .select_related("player", "team")
        .first()
    )
    if registration is None:
        raise Http404("No such player.")
    data = selectors.player_statistics(registration=registration)
    # Where the player sits now: the latest seated round whose game has not finished.
    next_seat = (
        Seat.objects.filter(registration=registration, round__status="seated")
        .exclude(table__game__status="finished")
        .select_related("round", "table")
        .order_by("-round__number")
        .first()
    )
    sit_outs = registration.sit_outs.order_by("round__number")
    games = data["games"]
    chart = charts.results_chart(
        [float(g["points"]) for g in games],
        [float(g["cumulative"]) for g in games],
        [g["round"] for g in games],
        title=_("Results over the event"),
        live=[not g["finished"] for g in games],
    )
    return render(
        request,
        "tournaments/player.html",
        event_context(
            request,
            tournament,
            "standings",
            registration=registration,
            next_seat=next_seat,
            left_during=selectors.left_during(registration=registration),
            # told apart: not here that night (unticked in the roll call), or out by the rotation
            not_here=list(sit_outs.filter(absent=True).values_list("round__number", flat=True)),
            sat_out=list(sit_outs.filter(absent=False).values_list("round__number", flat=True)),
            joined_in=selectors.joined_in(registration=registration),
            data=data,
            gap=selectors.rank_gap(registration=registration),  # "4 of 16", and how far behind 3rd
            stats=data["statistics"] or {},
            chart=chart,
            live_games=sum(not g["finished"] for g in games),  # in the points, not yet in Games
            hand_games=(hand_games := sum(g["by_hands"] for g in games)),
            # rates need hands: none shown over games all entered by final scores (a grid of dashes)
            hand_stats=bool(hand_games) or (tournament.entry_mode != "final" and not games),
        ),
    )


@require_GET
def teams(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug)
    rounds = list(tournament.rounds.order_by("number"))
    seated = _seated(rounds)  # the rounds the range picker offers
    count = len(rounds)
    first, last, range_problem = _round_range(request, rounds)
    ranked = selectors.team_standings(tournament=tournament, first=first, last=last)
    return render(
        request,
        "tournaments/teams.html",
        event_context(
            request,
            tournament,
            "teams",
            teams=ranked,
            rounds=rounds,
            first=first,
            last=last,
            round_count=count,
            range_rounds=seated,
            last_seated=seated[-1].number if seated else None,
            ranged=first is not None or last is not None,
            range_problem=range_problem,
            any_live=any(m["live_games"] for team in ranked for m in team["members"]),  # the "+1" note
            uneven=selectors.teams_uneven(tournament=tournament),
        ),
    )
