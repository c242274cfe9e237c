"""The seating methods behind generate() and generate_round().

Players are positive ids. When their number is not a multiple of four, one to three substitute slots
(ids -1, -2, -3) fill the missing seats; the search treats a slot like a player (so everyone meets a
substitute as rarely and as evenly as possible) and keeps two slots apart whenever it can.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from . import coverings, designs
from .repair import repair
from .script import parse_script
from .search import _total, add_round, improve, tighten
from .tabu import tabu
from .windfit import least_winds, misfit, wind_classes
from .winds import balance_winds

METHODS = ("random", "swiss", "interval", "scripted", "optimal")
SWISS_WINDS = ("standings", "balanced")
# What a table seating a player away from every wind they have had least costs against the standings
# (table costs are squared half ranks: one table away is about 64; a repeat costs 100,000). Interval
# seats by quarters, which winds hardly disturb; swiss trades closeness in the standings for winds
# only when the event asks for it (measured in docs/seating.md).
MISFIT_COST = {"interval": 60_000, "standings": 0, "balanced": 60_000}
Round = list[list[int]]
# Pairs to keep apart (teammates, compatriots) come before repeats: relabelling a design, one such
# pair at a table weighs as much as this many meetings again; the search that counts them as met
# counts them this many times (a teammate then costs more than a second or third meeting).
APART_OVER_MEETING = 4
APART_MET = 3
# swiss: swaps tried by search.tighten (about 0.3 s; 32,000 at 24 places left a team event's widest
# table 2-3 places wider than the closest seating, see docs/seating.md)
TIGHTEN_STEPS = 300_000
SUBSTITUTE_PENALTY = 3  # two substitute slots at one table cost like a pair meeting for the 4th time


class SeatingError(ValueError):
    """Bad input to a seating method; the message names the field and the problem."""


def generate(
    method: str,
    players: Sequence[int],
    rounds: int,
    seed: int = 0,
    history: Sequence[Sequence[Sequence[int]]] = (),
    standings: Mapping[int, float] | None = None,
    script: str | None = None,
    names: Mapping[str, int] | None = None,
    planned: Sequence[Sequence[Sequence[int]]] | None = None,
    swiss_winds: str = "standings",
    teams: Mapping[int, object] | None = None,
    countries: Mapping[int, object] | None = None,
    effort: int = 1,
) -> list[Round]:
    """`rounds` new rounds for `players`: each round a list of tables [East, South, West, North].

    history: rounds already played (any ids; dropped players are ignored), counted for repeats and
    winds. standings: points per player id for swiss and interval (missing players count 0).
    script: the pasted text for method "scripted" (names maps names to ids).
    planned (optimal only): the rounds planned before a dropout; the reseating starts from them.
    swiss_winds: "standings" (tables by the standings, winds as even as they allow) or "balanced"
    (every player's winds kept even, tables reaching a little further in the standings).
    teams: each player's team (players missing have none). "optimal" keeps teammates apart before it
    avoids repeats: it hands out the design's places so that as few teammates as possible share a
    table, and when some still do, searches the rounds again counting teammates as met (more
    repeats, fewer teammates together); random, swiss and interval count teammates as having met
    once, so their search keeps teammates apart as it avoids a repeat.
    countries: each player's country (missing or blank: none); players of one country are kept apart
    like teammates, and with both a pair is kept apart when it shares a team or a country.
    Without `planned`, an optimal reseating regenerates the original schedule from the same seed and
    continues it when the history matches its first rounds.
    effort: how many times the usual budget a reseat's last search (the tabu search) may spend: 1
    while an organizer's page waits, more in a background job (services.seating_plan).
    """
    ids = _check(method, players, rounds)
    if swiss_winds not in SWISS_WINDS:
        raise SeatingError(f"swiss_winds: must be one of {', '.join(SWISS_WINDS)}, not {swiss_winds!r}")
    if method == "scripted":
        if script is None:
            raise SeatingError("script: the scripted method needs the pasted seating text")
        return parse_script(script, players, names=names, rounds=rounds)
    if method == "optimal" and history and planned is None:
        planned = _continuation(ids, seed, history, rounds, teams, countries)
    ctx = _Context(ids, seed, method, history)
    ctx.effort = max(1, effort)
    ctx.apart = _pairs_apart(ctx, teams or {}, countries or {})
    if ctx.apart is not None and method != "optimal":
        _apart_have_met(ctx, ctx.apart)
        ctx.apart = None  # the search now avoids them as it avoids a repeat
    if method == "optimal":
        new = _optimal(ctx, rounds, planned)
    elif method == "random":
        new = [_one_round(ctx) for _ in range(rounds)]
    else:
        ranks = _ranks(ctx, standings)
        cost = MISFIT_COST["interval" if method == "interval" else swiss_winds]
        places = _places(ctx, ranks, standings or {}) if method == "swiss" else None
        new = [_one_round(ctx, *_targets(ctx, method, ranks), ranks, cost, places) for _ in range(rounds)]
    played = ctx.fixed[: ctx.played]
    free = list(range(ctx.played, ctx.played + len(new)))
    all_rounds = played + new
    balance_winds(all_rounds, free, [row[:] for row in ctx.history_winds], real=ctx.real)
    return [[[ctx.ids[p] for p in t] for t in all_rounds[r]] for r in free]


def generate_round(
    method: str,
    players: Sequence[int],
    seed: int = 0,
    history: Sequence[Sequence[Sequence[int]]] = (),
    standings: Mapping[int, float] | None = None,
    swiss_winds: str = "standings",
    teams: Mapping[int, object] | None = None,
    countries: Mapping[int, object] | None = None,
) -> Round:
    """One new round (tables in seat order) after `history`; see generate()."""
    return generate(
        method,
        players,
        1,
        seed=seed,
        history=history,
        standings=standings,
        swiss_winds=swiss_winds,
        teams=teams,
        countries=countries,
    )[0]


def _pairs_apart(ctx: _Context, *groupings: Mapping[int, object]) -> list[list[int]] | None:
    """The pairs to keep apart as a matrix over indices: 1 where two real players share a key of
    any grouping (a team, a country), else 0. A player missing from a grouping, or with a blank key
    (None or ""), shares none. None when no pair is to be kept apart."""
    matrix = [[0] * ctx.n for _ in range(ctx.n)]
    found = False
    for grouping in groupings:
        members: dict[object, list[int]] = {}
        for i in range(ctx.real):
            key = grouping.get(ctx.ids[i])
            if key is not None and key != "":
                members.setdefault(key, []).append(i)
        for group in members.values():
            for a in group:
                for b in group:
                    if a != b:
                        matrix[a][b] = 1
                        found = True
    return matrix if found else None


def _apart_have_met(ctx: _Context, apart: list[list[int]]) -> None:
    """Count every two players to keep apart (teammates, compatriots) as having met once: the search
    then avoids seating them together as it avoids a repeat (the quality figures count real meetings
    only)."""
    for a, row in enumerate(apart):
        for b, kept in enumerate(row):
            if kept:
                ctx.meet[a][b] += 1


def _check(method: str, players: Sequence[int], rounds: int) -> list[int]:
    if method not in METHODS:
        raise SeatingError(f"method: unknown method {method!r}; choose one of {', '.join(METHODS)}")
    if not isinstance(rounds, int) or rounds < 1:
        raise SeatingError(f"rounds: must be a whole number of at least 1, got {rounds!r}")
    ids = list(players)
    bad = [p for p in ids if not isinstance(p, int) or isinstance(p, bool) or p < 1]
    if bad:
        raise SeatingError(f"players: ids must be positive whole numbers, got {bad[0]!r}")
    if len(set(ids)) != len(ids):
        dup = next(p for p in ids if ids.count(p) > 1)
        raise SeatingError(f"players: player {dup} is listed twice")
    if len(ids) < 4:
        raise SeatingError(f"players: a table needs four players, got {len(ids)}")
    return ids


class _Context:
    """Players as indices 0..n-1 (substitute slots last), meetings and the history as indices."""

    def __init__(self, ids: list[int], seed: int, method: str, history: Sequence[Sequence[Sequence[int]]]):
        self.real = len(ids)
        self.effort = 1  # times the usual budget of the tabu search (generate's `effort`)
        self.subs = (-len(ids)) % 4
        self.ids = sorted(ids) + [-(i + 1) for i in range(self.subs)]
        self.n = len(self.ids)
        self.rng = random.Random(f"{method}:{seed}")
        index = {p: i for i, p in enumerate(self.ids)}
        self.meet = [[0] * self.n for _ in range(self.n)]
        # a player meeting a substitute slot again is no repeat (the slot may be another person)
        self.counted: list[list[int]] | None = None
        if self.subs:
            self.counted = [
                [int((a < self.real) == (b < self.real)) for b in range(self.n)] for a in range(self.n)
            ]
        for a in range(self.real, self.n):
            for b in range(self.real, self.n):
                if a != b:
                    self.meet[a][b] = SUBSTITUTE_PENALTY
        # seat winds of the history, by the seat each current player really had (a table that lost a
        # dropped player keeps its seat order, so positions cannot be read off the shortened table)
        self.history_winds = [[0, 0, 0, 0] for _ in range(self.n)]
        for tables in history:
            for t in tables:
                for w, p in enumerate(t):
                    if p in index and w < 4:
                        self.history_winds[index[p]][w] += 1
        # history rounds become fixed rounds over indices, keeping only current players
        self.fixed: list[Round] = []
        for tables in history:
            # players in a fixed order: the seats' order (winds) must not steer the search
            rnd = [sorted(index[p] for p in t if p in index) for t in tables]
            rnd = [t for t in rnd if t]
            add_round(self.meet, rnd)
            self.fixed.append(rnd)
        self.played = len(self.fixed)
        # optimal: 1 for each pair of indices to keep apart (teammates, compatriots); None for none
        self.apart: list[list[int]] | None = None

    def shuffled(self) -> list[int]:
        order = list(range(self.n))
        self.rng.shuffle(order)
        return order


def _steps(n: int, rounds: int) -> int:
    # easy sizes stop early at zero repeats; tight ones use the whole budget (about a second or two)
    return min(600_000, max(150_000, 2_500 * n * rounds // 4))


def _one_round(
    ctx: _Context,
    table_cost: list[list[int]] | None = None,
    group: list[int] | None = None,
    rank: list[int] | None = None,
    misfit_cost: int = 0,
    places: list[int] | None = None,
) -> Round:
    if table_cost is None or rank is None:
        order = ctx.shuffled()
    else:  # start from the target tables
        order = _fill_tables(ctx, table_cost, group, rank)
    tables = [order[i : i + 4] for i in range(0, ctx.n, 4)]
    add_round(ctx.meet, tables)
    rounds = [*ctx.fixed, tables]
    weight = 1 if table_cost is None else 100_000  # a repeat outweighs any move in the standings
    # with standings there is no early stop (no known optimum): a smaller budget
    steps = _steps(ctx.n, 1) if table_cost is None else min(60_000, 20_000 + 400 * ctx.n)
    improve(rounds, [len(rounds) - 1], ctx.meet, ctx.rng, steps, weight, table_cost, group, ctx.counted)
    if len(ctx.fixed) == ctx.played:  # the round right after the history: winds are known
        if table_cost is None:
            _wind_class_round(ctx, rounds, steps)
        elif rank is not None and misfit_cost:
            _misfit_round(ctx, rounds, steps, table_cost, group, rank, misfit_cost)
    if places is not None:  # swiss: tables closer in the standings, the repeats (and winds) kept
        least = (
            least_winds(ctx.history_winds, ctx.real) if misfit_cost and len(ctx.fixed) == ctx.played else None
        )
        tighten(rounds[-1], ctx.meet, places, ctx.rng, TIGHTEN_STEPS, ctx.counted, least)
        rounds[-1].sort(key=lambda t: sum(places[p] for p in t))  # table 1 the top table
    ctx.fixed.append(rounds[-1])
    return rounds[-1]


def _misfit_round(
    ctx: _Context,
    rounds: list[Round],
    steps: int,
    table_cost: list[list[int]],
    group: list[int] | None,
    rank: list[int],
    misfit_cost: int,
) -> None:
    """Search a round by the standings again, now also counting the players who could not take a
    wind they have had least (windfit.misfit), and keep it when it has no more repeats."""
    least = least_winds(ctx.history_winds, ctx.real)

    def start() -> Round:
        order = _fill_tables(ctx, table_cost, group, rank, least, misfit_cost)
        return [order[i : i + 4] for i in range(0, ctx.n, 4)]

    # a repeat still outweighs the most misfits one swap can mend (four)
    weight = max(100_000, 5 * misfit_cost)
    last = [len(rounds) - 1]
    _search_again(
        ctx,
        rounds,
        start,
        lambda: improve(
            rounds, last, ctx.meet, ctx.rng, steps, weight, table_cost, group, ctx.counted, least, misfit_cost
        ),
    )


def _wind_class_round(ctx: _Context, rounds: list[Round], steps: int) -> None:
    """Search the round again with every table holding one player of each wind class (a wind each
    player has had least, see windfit.wind_classes), and keep it when it has no more repeats: then
    every player's winds stay balanced."""
    classes = wind_classes(least_winds(ctx.history_winds, ctx.real), ctx.rng)
    if classes is None:
        return

    def start() -> Round:
        members = [[p for p in ctx.shuffled() if classes[p] == w] for w in range(4)]
        return [[members[w][t] for w in range(4)] for t in range(ctx.n // 4)]

    last = [len(rounds) - 1]
    _search_again(
        ctx,
        rounds,
        start,
        lambda: improve(rounds, last, ctx.meet, ctx.rng, steps, 1, None, classes, ctx.counted),
    )


def _search_again(
    ctx: _Context, rounds: list[Round], start: Callable[[], Round], search: Callable[[], None]
) -> None:
    """Seat the last round again from `start()` (made without that round's meetings) and `search()`
    it; keep the new seating only when it has no more repeats than the one it replaces."""
    free = rounds[-1]
    cost = _total(ctx.meet, ctx.counted)
    add_round(ctx.meet, free, -1)
    rounds[-1] = start()
    add_round(ctx.meet, rounds[-1])
    search()
    if _total(ctx.meet, ctx.counted) > cost:
        add_round(ctx.meet, rounds[-1], -1)
        add_round(ctx.meet, free)
        rounds[-1] = free


def _fill_tables(
    ctx: _Context,
    table_cost: list[list[int]],
    group: list[int] | None,
    rank: list[int],
    least: list[int] | None = None,
    misfit_cost: int = 0,
) -> list[int]:
    """Players in table order, table by table: the seat goes to whoever costs least there (meetings
    with the players already at the table, then distance from the player's target table)."""
    left = set(range(ctx.n))
    order: list[int] = []
    groups = sorted(set(group)) if group is not None else None
    for t in range(ctx.n // 4):
        table: list[int] = []
        for slot in range(4):
            pool = [p for p in left if groups is None or group is None or group[p] == groups[slot]]
            if not pool:
                pool = list(left)
            # the first seat goes to the best placed player left, the others to the cheapest
            best = min(
                sorted(pool, key=lambda p: rank[p]),
                key=lambda p: (
                    0
                    if not table
                    else sum(ctx.meet[p][q] for q in table) * 100_000
                    + table_cost[p][t]
                    + (misfit_cost * misfit(tuple(sorted(least[q] for q in [*table, p]))) if least else 0)
                ),
            )
            table.append(best)
            left.remove(best)
        order.extend(table)
    return order


def _ranks(ctx: _Context, standings: Mapping[int, float] | None) -> list[int]:
    """rank[index] from the standings: best first, ties in seeded random order, substitutes last."""
    points = standings or {}
    tie = ctx.shuffled()
    order = sorted(
        range(ctx.n),
        key=lambda i: (i >= ctx.real, -float(points.get(ctx.ids[i], 0.0)), tie.index(i)),
    )
    rank = [0] * ctx.n
    for r, i in enumerate(order):
        rank[i] = r
    return rank


def _places(ctx: _Context, rank: list[int], standings: Mapping[int, float]) -> list[int]:
    """Twice each player's mean rank among those tied with them on points (substitute slots tie
    last): tied players are interchangeable at the tables."""
    order = sorted(range(ctx.n), key=lambda p: rank[p])
    key = [
        (p >= ctx.real, float(standings.get(ctx.ids[p], 0.0)) if p < ctx.real else 0.0) for p in range(ctx.n)
    ]
    places = [0] * ctx.n
    start = 0
    while start < ctx.n:
        end = start
        while end + 1 < ctx.n and key[order[end + 1]] == key[order[start]]:
            end += 1
        for r in range(start, end + 1):
            places[order[r]] = start + end
        start = end + 1
    return places


def _targets(ctx: _Context, method: str, rank: list[int]) -> tuple[list[list[int]], list[int] | None]:
    """Per-player table costs: swiss seats neighbours in the standings together, interval seats
    ranks t, t+T, t+2T, t+3T at table t (one player from each quarter); swaps stay within a quarter."""
    tables = ctx.n // 4
    if method == "swiss":  # distance (in half ranks) from the middle of the table's four ranks
        cost = [[(2 * rank[p] - 8 * t - 3) ** 2 for t in range(tables)] for p in range(ctx.n)]
        return cost, None
    cost = [[(t - rank[p] % tables) ** 2 for t in range(tables)] for p in range(ctx.n)]
    return cost, [rank[p] // tables for p in range(ctx.n)]


def _optimal(ctx: _Context, rounds: int, planned: Sequence[Sequence[Sequence[int]]] | None) -> list[Round]:
    """The best of: the planned rounds repacked (after dropouts), and a fresh design or search.

    A second meeting of a player with the same substitute slot costs like a repeat, which spreads the
    slots evenly; small fields also try counting it as free (a 9-player field then has no repeat).
    The judge is pairs kept apart seated together first, then repeats between real players."""
    base = [row[:] for row in ctx.meet]
    mask = ctx.counted
    best: tuple[tuple[int, ...], list[Round], list[list[int]]] | None = None
    best_counted = mask
    variants = [None, mask] if mask is not None and ctx.n <= 32 else [None]
    for counted in variants:
        ctx.counted = counted
        candidates: list[list[Round] | None] = []
        if planned is not None and len(planned) >= rounds:
            candidates.append([_repack(ctx, r) for r in planned[:rounds]])
        trimmed = _trimmed_design(ctx, rounds)
        if trimmed is not None:
            candidates.append([_repack(ctx, r) for r in trimmed])
        covered = _covering(ctx, rounds)
        if covered is not None:
            candidates.append(covered)
        candidates.append(None)
        if ctx.played:
            candidates.append(_SPARE)
        for new in candidates:
            meet = [row[:] for row in base]
            if new is _SPARE:
                new = _design_around_history(ctx, rounds)
                if new is None:
                    continue
                for r in new:
                    add_round(meet, r)
            elif new is None:
                new = _fresh(ctx, rounds, meet)
            else:
                for r in new:
                    add_round(meet, r)
            cost = _polish(ctx, new, meet, rounds)
            key = (*_judge(ctx, new, meet), cost)
            if best is None or key < best[0]:
                best, best_counted = (key, new, meet), counted
            if cost == _total(base, counted) and key[0] == key[2] == 0:
                break  # nothing can beat a repair that adds no repeat at all
    assert best is not None
    ctx.counted = mask
    if best[0][0]:  # pairs to keep apart still share tables: search with them counted as met
        searched = _apart_search(ctx, rounds, base, best)
        if searched is not best:
            best, best_counted = searched, mask
    if ctx.played and (best[0][0] or best[0][1]):
        ctx.counted = best_counted
        best = _tabu_finish(ctx, best, base)
    ctx.counted = mask
    return _keep(ctx, best)


TABU_ITERATIONS = 12_000
# and at most this many swaps priced (about 4 s): a field with many repeats prices many swaps an
# iteration, and the reseat runs while the organizer's page waits
TABU_PRICES = 15_000_000
# a background job's effort (services.seating_plan): about 40-60 s on the benchmark's tight reseats
BACKGROUND_EFFORT = 10


def _tabu_finish(
    ctx: _Context, best: tuple[tuple[int, ...], list[Round], list[list[int]]], base: list[list[int]]
) -> tuple[tuple[int, ...], list[Round], list[list[int]]]:
    """A reseat that kept repeats (or pairs to keep apart together): a tabu search on its rounds,
    then the exact repair again, pairs to keep apart counted as met APART_MET times; the result
    replaces the best candidate only when it judges better."""
    new = [[list(t) for t in r] for r in best[1]]
    meet = _counting_apart(ctx, best[2], 1)
    all_rounds = ctx.fixed + new
    free = list(range(len(ctx.fixed), len(all_rounds)))
    tabu(
        all_rounds,
        free,
        meet,
        ctx.counted,
        ctx.rng,
        TABU_ITERATIONS * ctx.effort,
        _total(meet, ctx.counted),
        _total(_counting_apart(ctx, base, 1), ctx.counted),
        prices=TABU_PRICES * ctx.effort,
    )
    repair(all_rounds, free, meet, ctx.counted)
    new = all_rounds[len(ctx.fixed) :]
    meet = _counting_apart(ctx, meet, -1)
    key = (*_judge(ctx, new, meet), _total(meet, ctx.counted))
    return (key, new, meet) if key < best[0] else best


def _counting_apart(ctx: _Context, meet: list[list[int]], sign: int) -> list[list[int]]:
    """A copy of `meet` with every pair to keep apart counted as having met APART_MET times more
    (sign 1) or less (sign -1); a plain copy when there are none."""
    if ctx.apart is None:
        return [row[:] for row in meet]
    step = sign * APART_MET
    return [
        [m + step * kept for m, kept in zip(row, apart, strict=True)]
        for row, apart in zip(meet, ctx.apart, strict=True)
    ]


_SPARE: list[Round] = []  # marks the candidate of _design_around_history in _optimal's list


def _design_around_history(ctx: _Context, rounds: int) -> list[Round] | None:
    """A reseat from the design for the players left when it has rounds to spare: the players are
    placed so that the rounds not used hold as many of the meetings already played as they can, and
    the rounds used are the others (52 players have 17 rounds in which every pair meets once: 10
    rounds left to play leave 7 to take the history's pairs). None without such a design."""
    design = designs.design(ctx.n)
    if design is None or len(design) <= rounds:
        return None
    spare = [[list(t) for t in r] for r in design[rounds:]]
    played, apart = ctx.meet, ctx.apart
    ctx.meet = [[-m for m in row] for row in played]  # the labelling search minimises: reward meetings
    ctx.apart = None  # teammates matter at the tables played, not the spare ones
    try:
        labels = _best_labels(ctx, spare)
    finally:
        ctx.meet, ctx.apart = played, apart
    return [[[labels[p] for p in t] for t in r] for r in design[:rounds]]


def _covering(ctx: _Context, rounds: int) -> list[Round] | None:
    """Past the design's rounds: the shipped schedule in which every pair meets with the fewest
    repeats the counting allows (24 x 8: 12, 20 x 7: 20), its places handed out against the history
    and teams; rounds beyond it come from the design (every pair having met), or from the schedule
    again where there is no design (20 players). In indices."""
    cover = coverings.covering(ctx.n)
    design = designs.design(ctx.n)
    if cover is None or (design is not None and rounds <= len(design)):
        return None
    more = design or cover
    chunk = [[list(t) for t in r] for r in cover[:rounds]]
    while len(chunk) < rounds:
        chunk += [[list(t) for t in r] for r in more[: rounds - len(chunk)]]
    labels = _best_labels(ctx, chunk)
    return [[[labels[p] for p in t] for t in r] for r in chunk]


def _trimmed_design(ctx: _Context, rounds: int) -> list[Round] | None:
    """Without a design for this count: a design for 4 or 8 more places, the extra places left
    empty (repacked like dropouts), in player ids. None when there is no such design."""
    if designs.design(ctx.n) is not None:
        return None
    for extra in (4, 8):
        design = designs.design(ctx.n + extra)
        if design is not None and len(design) >= rounds:
            points = list(range(ctx.n + extra))
            ctx.rng.shuffle(points)
            ids = {p: ctx.ids[i] for i, p in enumerate(points[: ctx.n])}
            return [[[ids[p] for p in t if p in ids] for t in r] for r in design[:rounds]]
    return None


def _apart_search(
    ctx: _Context,
    rounds: int,
    base: list[list[int]],
    best: tuple[tuple[int, ...], list[Round], list[list[int]]],
) -> tuple[tuple[int, ...], list[Round], list[list[int]]]:
    """The rounds annealed again with every pair to keep apart counted as having met APART_MET
    times (a teammate at the table then costs more than a second meeting), from two starts: the
    best candidate's rounds (few repeats to keep) and greedy rounds (teammates apart from the
    outset). Each replaces the best candidate when it seats fewer such pairs together, or as few
    with fewer repeats."""
    assert ctx.apart is not None
    for start in (best[1], None):
        meet = _counting_apart(ctx, base, 1)
        new: list[Round] = []
        saved, ctx.meet = ctx.meet, meet
        for r in range(rounds):
            tables = [list(t) for t in start[r]] if start is not None else _greedy_round(ctx)
            add_round(meet, tables)
            new.append(tables)
        ctx.meet = saved
        _polish(ctx, new, meet, rounds)
        real = _counting_apart(ctx, meet, -1)
        key = (*_judge(ctx, new, real), _total(real, ctx.counted))
        if key < best[0]:
            best = (key, new, real)
    return best


def _judge(ctx: _Context, new: list[Round], meet: list[list[int]]) -> tuple[int, int, int, int]:
    """(pairs to keep apart seated together, repeats between real players, tables with two
    substitute slots, spread of the number of times players face a substitute): lower is better.
    Keeping teammates (or compatriots) apart is what the event asked for, so it comes first."""
    real = ctx.real
    apart = ctx.apart
    together = (
        0
        if apart is None
        else sum(apart[a][b] for r in new for t in r for i, a in enumerate(t) for b in t[i + 1 :])
    )
    repeats = sum(m - 1 for a in range(real) for m in meet[a][a + 1 : real] if m > 1)
    shared = sum(1 for r in new for t in r if sum(p >= real for p in t) > 1)
    faced = [0] * real
    for r in [*ctx.fixed, *new]:
        for t in r:
            subs = sum(p >= real for p in t)
            for p in t:
                if p < real:
                    faced[p] += subs
    return together, repeats, shared, max(faced) - min(faced) if real else 0


def _keep(ctx: _Context, best: tuple[tuple[int, ...], list[Round], list[list[int]]]) -> list[Round]:
    new = _fewest_repeats_first(ctx, best[1])
    ctx.meet = best[2]
    ctx.fixed.extend(new)
    return new


def _fewest_repeats_first(ctx: _Context, new: list[Round]) -> list[Round]:
    """The planned rounds reordered so that each next round repeats as few meetings between real
    players as it can (ties keep the plan's order): repeats a plan cannot avoid come last, where a
    later dropout may yet change them, not in the round about to be played. The meetings, and so
    every figure of the whole plan, stay the same. ctx.meet holds the rounds played."""
    real = ctx.real
    met = [row[:real] for row in ctx.meet[:real]]
    left = list(new)
    out: list[Round] = []
    while left:

        def repeats(tables: Round) -> int:
            return sum(
                met[a][b] > 0
                for t in tables
                for i, a in enumerate(t)
                for b in t[i + 1 :]
                if a < real and b < real
            )

        pick = min(left, key=repeats)
        left.remove(pick)
        out.append(pick)
        for t in pick:
            for i, a in enumerate(t):
                for b in t[i + 1 :]:
                    if a < real and b < real:
                        met[a][b] += 1
                        met[b][a] += 1
    return out


def _fresh(ctx: _Context, rounds: int, meet: list[list[int]]) -> list[Round]:
    """Rounds of the shipped zero-repeat design for this count (cycled, relabelled against the
    history), or greedy rounds when there is none."""
    design = designs.design(ctx.n)
    new: list[Round] = []
    saved, ctx.meet = ctx.meet, meet
    while len(new) < rounds:
        if design is None:
            chunk = [_greedy_round(ctx)]
            labels = list(range(ctx.n))
        else:
            chunk = [[list(t) for t in r] for r in design[: rounds - len(new)]]
            labels = _best_labels(ctx, chunk)
        for r in chunk:
            tables = [[labels[p] for p in t] for t in r]
            add_round(meet, tables)
            new.append(tables)
    ctx.meet = saved
    return new


def _polish(ctx: _Context, new: list[Round], meet: list[list[int]], rounds: int) -> int:
    """Anneal the new rounds (unless they already add no repeat); returns the final cost."""
    all_rounds = ctx.fixed + new
    free = list(range(len(ctx.fixed), len(all_rounds)))
    budget = _steps(ctx.n, rounds) * 2  # a reseat that keeps repeats gets a tabu search after
    improve(all_rounds, free, meet, ctx.rng, budget, counted=ctx.counted)
    if ctx.played:  # annealing can stall a repeat or two short; seat those rounds again exactly
        repair(all_rounds, free, meet, ctx.counted)
    new[:] = all_rounds[len(ctx.fixed) :]
    return _total(meet, ctx.counted)


def _repack(ctx: _Context, planned: Sequence[Sequence[int]]) -> Round:
    """A planned round for the current players: dropped players leave, newcomers and substitute
    slots fill the holes, and tables left short are merged into tables of four."""
    index = {p: i for i, p in enumerate(ctx.ids)}
    tables = [sorted(index[p] for p in t if p in index) for t in planned]  # seat order aside
    seen = {p for t in tables for p in t}
    fillers = [i for i in range(ctx.n) if i not in seen]
    out = [t for t in tables if len(t) == 4]
    pool: list[int] = []
    for t in sorted((t for t in tables if 0 < len(t) < 4), key=len, reverse=True):
        while len(t) < 4 and fillers:
            t.append(fillers.pop())
        if len(t) == 4:
            out.append(t)
        else:
            pool.extend(t)
    pool.extend(fillers)
    out.extend(pool[i : i + 4] for i in range(0, len(pool), 4))
    return out


def _continuation(
    ids: list[int],
    seed: int,
    history: Sequence[Sequence[Sequence[int]]],
    rounds: int,
    teams: Mapping[int, object] | None = None,
    countries: Mapping[int, object] | None = None,
) -> list[Round] | None:
    """The rest of the optimal schedule this seed gives the original players, if the history is its
    beginning (a reseating after dropouts then keeps the original plan where it can)."""
    original = sorted(set(ids) | {p for r in history for t in r for p in t if p > 0})
    try:
        full = generate(
            "optimal", original, len(history) + rounds, seed=seed, teams=teams, countries=countries
        )
    except SeatingError:
        return None
    same = all(sorted(map(sorted, a)) == sorted(map(sorted, b)) for a, b in zip(full, history, strict=False))
    return full[len(history) :] if same else None


def _greedy_round(ctx: _Context) -> Round:
    """Tables filled one player at a time with whoever has met the table least."""
    order = ctx.shuffled()
    tables: Round = []
    left = order
    while left:
        table = [left[0]]
        rest = left[1:]
        while len(table) < 4:
            best = min(rest, key=lambda q: sum(ctx.meet[q][p] for p in table))
            table.append(best)
            rest.remove(best)
        tables.append(table)
        left = rest
    return tables


def _best_labels(ctx: _Context, chunk: list[Round]) -> list[int]:
    """Which player sits on which design point: annealing on swaps so the chunk meets the history
    (and the substitute penalties) as little as possible, and seats as few pairs to keep apart
    (teammates, compatriots) together as it can."""
    n = ctx.n
    labels = ctx.shuffled()
    apart = ctx.apart
    if apart is None and not any(any(row) for row in ctx.meet):
        return labels
    neighbours: list[list[int]] = [[] for _ in range(n)]
    for r in chunk:
        for t in r:
            for a in t:
                neighbours[a].extend(q for q in t if q != a)
    # what two labels cost at one table: their (counted) meetings, and a pair to keep apart costs
    # APART_OVER_MEETING meetings (keeping teammates apart comes first)
    meet, counted = ctx.meet, ctx.counted
    price = [
        [
            meet[a][b] * (1 if counted is None else counted[a][b])
            + (0 if apart is None else APART_OVER_MEETING * apart[a][b])
            for b in range(n)
        ]
        for a in range(n)
    ]
    rng = ctx.rng
    temp = 1.0
    steps = min(400_000, 5_000 * n)
    for step in range(steps):
        x, y = rng.randrange(n), rng.randrange(n)
        if x == y:
            continue
        lx, ly = labels[x], labels[y]
        px, py = price[lx], price[ly]
        d = 0
        for z in neighbours[x]:
            if z != y:
                lz = labels[z]
                d += py[lz] - px[lz]
        for z in neighbours[y]:
            if z != x:
                lz = labels[z]
                d += px[lz] - py[lz]
        if d <= 0 or rng.random() < 2.718281828 ** (-d / temp):
            labels[x], labels[y] = ly, lx
        if step % 1000 == 0:
            temp = max(0.05, temp * 0.95)
    return labels
