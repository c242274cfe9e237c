"""Local search over seatings: swap two players of one round between tables.

Players are indices 0..n-1. `meet[a][b]` counts how often a and b have met (history, every round of
the schedule, and any virtual meetings used as penalties). The cost of a schedule is the sum over pairs
of m*(m-1)/2, so a first meeting is free, a second costs 1, a third 2 more, and so on: it drives repeats
down and spreads unavoidable ones evenly. Optional per-player table costs express swiss/interval
targets; `group` restricts swaps to players of the same group (interval seating keeps its quarters).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from .windfit import misfit

Tables = list[list[int]]


def empty_meetings(n: int) -> list[list[int]]:
    return [[0] * n for _ in range(n)]


def add_round(meet: list[list[int]], tables: Sequence[Sequence[int]], sign: int = 1) -> None:
    for t in tables:
        for i, a in enumerate(t):
            for b in t[i + 1 :]:
                meet[a][b] += sign
                meet[b][a] += sign


def pair_cost(meet: list[list[int]], tables: Sequence[Sequence[int]]) -> int:
    """Cost of the meetings of these tables given `meet` that already includes them."""
    total = 0
    for t in tables:
        for i, a in enumerate(t):
            for b in t[i + 1 :]:
                total += meet[a][b] - 1
    return total


SWAP_TRIES = 1000


def draws(rng: random.Random) -> tuple[Callable[[int], int], Callable[[], float]]:
    """`rng.randrange(n)` and `rng.random` for a hot loop: the same numbers from the same stream
    (randrange(n) is getrandbits with rejection, as below), without randrange's argument checks,
    which took a fifth of a club night's seating time."""
    getrandbits = rng.getrandbits

    def below(n: int) -> int:
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r

    return below, rng.random


def improve(
    rounds: list[Tables],
    free: Sequence[int],
    meet: list[list[int]],
    rng: random.Random,
    steps: int,
    weight: int = 1,  # cost of a repeat relative to table_cost
    table_cost: list[list[int]] | None = None,
    group: Sequence[int] | None = None,
    counted: list[list[int]] | None = None,
    least: Sequence[int] | None = None,
    misfit_cost: int = 0,
) -> None:
    """Improve rounds[r] for r in `free` in place by simulated annealing on swaps.

    `meet` must already include every round; it is kept up to date. With `table_cost`
    (player x table), each round's table positions add to the cost (used one round at a time).
    `counted[a][b]` (0 or 1) leaves pairs out of the cost (a player and a substitute slot).
    With `least` (per player, the winds they have had least, as a bit mask), each player a table
    cannot seat at one of those winds adds `misfit_cost` (windfit.misfit).
    """
    if not free or steps <= 0:
        return
    free = list(free)
    # a small field has few different swaps: a thousand tries of each is plenty (5 players and 3
    # substitute slots, two of which must share a table, spent 8 s on a single round)
    steps = min(steps, SWAP_TRIES * sum(_swaps(rounds[r]) for r in free))
    if steps <= 0:  # one table: nothing to swap
        return
    # the cost can never go below its value with the free rounds left out: stop there
    for r in free:
        add_round(meet, rounds[r], -1)
    floor = _total(meet, counted)
    for r in free:
        add_round(meet, rounds[r], 1)
    current = _total(meet, counted)
    if counted is None:
        floor = max(floor, _even_bound(meet))
    # cost = current * weight + pos; the best state is snapshotted lazily, just before leaving it
    pos = 0
    best_cost = current * weight
    snapshot_stale = True
    snapshot: list[Tables] = []
    conflicts: list[tuple[int, int]] = []
    # geometric cooling from hot to cold over one cycle; big budgets run several cycles (reheats);
    # with standings the heat stays on their scale when a repeat is weighed above wind misfits
    hot, cold = (0.5, 0.05) if table_cost is None else (0.5 * min(weight, 100_000), 1.0)
    cycle = min(steps, 250_000)
    factor = (cold / hot) ** (100 / cycle)
    temp = hot
    quench = steps - steps // 10  # the last tenth only accepts moves that do not worsen
    below, chance = draws(rng)
    for step in range(steps):
        if table_cost is None and current == floor:
            return
        if step % 100 == 0:
            temp = temp * factor if temp > cold else hot
        # every other move starts from a player with a repeat (tables listed every 1000 steps)
        if step % 1000 == 0:
            conflicts = [
                (r, ti)
                for r in free
                for ti, t in enumerate(rounds[r])
                if _repeated_seat(t, meet, counted) >= 0
            ]
        ia = -1
        if step % 2 and conflicts:
            r, ta = conflicts[below(len(conflicts))]
            tables = rounds[r]
            ia = _repeated_seat(tables[ta], meet, counted, chance() < 0.5)
        if ia < 0:
            r = free[below(len(free))]
            tables = rounds[r]
            ta = below(len(tables))
            ia = below(len(tables[ta]))
        if len(tables) < 2:
            return
        tb = below(len(tables) - 1)
        tb += tb >= ta
        ib = below(len(tables[tb]))
        a, b = tables[ta][ia], tables[tb][ib]
        if group is not None and group[a] != group[b]:
            continue
        ma, mb = meet[a], meet[b]
        dp = 0
        if counted is None:
            for q in tables[ta]:
                if q != a:
                    dp += mb[q] - ma[q] + 1
            for q in tables[tb]:
                if q != b:
                    dp += ma[q] - mb[q] + 1
        else:
            ca, cb = counted[a], counted[b]
            for q in tables[ta]:
                if q != a:
                    dp += cb[q] * mb[q] - ca[q] * (ma[q] - 1)
            for q in tables[tb]:
                if q != b:
                    dp += ca[q] * ma[q] - cb[q] * (mb[q] - 1)
        d = dp * weight
        if least is not None:
            d += misfit_cost * _misfit_change(tables[ta], tables[tb], ia, ib, least)
        if table_cost is not None:
            d += table_cost[a][tb] + table_cost[b][ta] - table_cost[a][ta] - table_cost[b][tb]
        if d > 0:
            if step >= quench or chance() >= math.exp(-d / temp):
                continue
            if current * weight + pos == best_cost and snapshot_stale:
                # leaving the best state seen so far: remember it (only here, to keep moves cheap)
                snapshot = [[list(t) for t in rounds[fr]] for fr in free]
                snapshot_stale = False
        current += dp
        if table_cost is not None or least is not None:
            pos += d - dp * weight
        _swap(meet, tables, ta, ia, tb, ib)
        if current * weight + pos < best_cost:
            best_cost = current * weight + pos
            snapshot_stale = True
    if current * weight + pos > best_cost and not snapshot_stale:
        for k, r in enumerate(free):
            add_round(meet, rounds[r], -1)
            rounds[r][:] = snapshot[k]
            add_round(meet, rounds[r], 1)


def _swaps(tables: Tables) -> int:
    """How many different swaps of two players at different tables a round has."""
    sizes = [len(t) for t in tables]
    total = sum(sizes)
    return (total * total - sum(k * k for k in sizes)) // 2


def _misfit_change(ta: list[int], tb: list[int], ia: int, ib: int, least: Sequence[int]) -> int:
    """Change in wind misfits (windfit.misfit) when ta[ia] and tb[ib] swap tables."""
    old = misfit(tuple(sorted(least[p] for p in ta))) + misfit(tuple(sorted(least[p] for p in tb)))
    new_a = [least[p] for p in ta]
    new_b = [least[p] for p in tb]
    new_a[ia], new_b[ib] = least[tb[ib]], least[ta[ia]]
    return misfit(tuple(sorted(new_a))) + misfit(tuple(sorted(new_b))) - old


def _even_bound(meet: list[list[int]]) -> int:
    """The cost if the meetings were spread as evenly as possible over all pairs (a lower bound)."""
    n = len(meet)
    pairs = n * (n - 1) // 2
    total = sum(map(sum, meet)) // 2
    q, r = divmod(total, pairs)
    return (pairs - r) * (q * (q - 1) // 2) + r * (q * (q + 1) // 2)


def _total(meet: list[list[int]], counted: list[list[int]] | None = None) -> int:
    if counted is None:
        return sum(m * (m - 1) // 2 for row in meet for m in row) // 2
    return (
        sum(
            c * m * (m - 1) // 2
            for row, crow in zip(meet, counted, strict=True)
            for m, c in zip(row, crow, strict=True)
        )
        // 2
    )


def _repeated_seat(
    table: list[int], meet: list[list[int]], counted: list[list[int]] | None, second: bool = False
) -> int:
    """Index of a player at this table who meets a table mate for a second time (the first or the
    second of the first such pair), or -1."""
    for i, a in enumerate(table):
        row = meet[a]
        for j in range(i + 1, len(table)):
            b = table[j]
            if row[b] > 1 and (counted is None or counted[a][b]):
                return j if second else i
    return -1


# tighten: this share of its swaps pairs a player with one at most NEAR_WINDOW places away in the
# standings (in a big field most random pairs sit far apart, and swapping them is refused anyway)
NEAR_SWAPS = 0.5
NEAR_WINDOW = 8


def tighten(
    tables: Tables,
    meet: list[list[int]],
    value: Sequence[int],
    rng: random.Random,
    steps: int,
    counted: list[list[int]] | None = None,
    least: Sequence[int] | None = None,
) -> None:
    """Bring each table's players closer in the standings (swiss), in place, never adding a repeat
    (nor, with `least`, a wind misfit). A table costs the spread of its players' standings values,
    4*sum(v*v) - sum(v)**2 (sixteen times their variance): unlike a target table per player it does
    not care which table holds a group, so a group pushed along by a rematch needs no cascade.

    An annealing on swaps that may pass through seatings with a repeat (or a pair to keep apart
    counted as met, or a misfit), each costing a penalty that grows from about one table's spread to
    a thousand times it: with swaps that add no repeat only, a field with many pairs to avoid (a
    team event: 22 players, five teams, two rounds played) was stuck far from the closest seating,
    its widest table reaching 15-21 places where 10-14 were possible. The seating kept is the best
    seen by (repeat cost, misfits, spread): never more repeats than the start, and fewer when the
    search finds them (a teammate pair the first search left). `meet` includes the round and is
    kept up to date."""
    if len(tables) < 2 or steps <= 0:
        return
    count = len(tables)
    sums = [sum(value[p] for p in t) for t in tables]
    squares = [sum(value[p] * value[p] for p in t) for t in tables]
    costs = [4 * squares[i] - sums[i] * sums[i] for i in range(count)]
    total = sum(costs)
    scale = max(1, total // count)  # one table's spread: the scale of the heat and of the penalty
    temp, cold = float(scale), 1.0
    weight, last_weight = float(scale), 1000.0 * scale
    cooling = (cold / temp) ** (100 / steps)
    hardening = (last_weight / weight) ** (100 / steps)
    where = {p: (ti, i) for ti, t in enumerate(tables) for i, p in enumerate(t)}
    order = sorted(where, key=lambda p: value[p])  # half the swaps pair neighbours in the standings
    size = len(order)
    extra = misfits = 0  # repeat cost and misfits added since the start
    best, best_tables = (0, 0, total), [list(t) for t in tables]
    below, chance = draws(rng)
    for step in range(steps):
        if step and step % 100 == 0:
            temp *= cooling
            weight *= hardening
        k = below(size)
        a = order[k]
        if chance() < NEAR_SWAPS:
            j = k + below(2 * NEAR_WINDOW + 1) - NEAR_WINDOW
            if j < 0 or j >= size:
                continue
            b = order[j]
        else:
            b = order[below(size)]
        ta, ia = where[a]
        tb, ib = where[b]
        va, vb = value[a], value[b]
        if ta == tb or va == vb:
            continue
        A, B = tables[ta], tables[tb]
        dr = _repeats_change(meet, counted, A, B, a, b)
        dm = _misfit_change(A, B, ia, ib, least) if least is not None else 0
        sa, sb = sums[ta] - va + vb, sums[tb] - vb + va
        qa, qb = squares[ta] - va * va + vb * vb, squares[tb] - vb * vb + va * va
        ca, cb = 4 * qa - sa * sa, 4 * qb - sb * sb
        d = ca + cb - costs[ta] - costs[tb]
        e = d + weight * (dr + dm)
        if e > 0 and chance() >= math.exp(-e / temp):
            continue
        _swap(meet, tables, ta, ia, tb, ib)
        where[a], where[b] = (tb, ib), (ta, ia)
        sums[ta], sums[tb], squares[ta], squares[tb] = sa, sb, qa, qb
        costs[ta], costs[tb] = ca, cb
        total += d
        extra += dr
        misfits += dm
        if (extra, misfits, total) < best:
            best, best_tables = (extra, misfits, total), [list(t) for t in tables]
    if (extra, misfits, total) != best:
        add_round(meet, tables, -1)
        tables[:] = best_tables
        add_round(meet, tables, 1)


def _repeats_change(
    meet: list[list[int]], counted: list[list[int]] | None, ta: list[int], tb: list[int], a: int, b: int
) -> int:
    """Change in the pair cost (see _total) when a (at ta) and b (at tb) swap tables (improve() has
    the same sums inline: its loop is the hot one)."""
    ma, mb = meet[a], meet[b]
    if counted is None:
        return sum(mb[q] - ma[q] + 1 for q in ta if q != a) + sum(ma[q] - mb[q] + 1 for q in tb if q != b)
    ca, cb = counted[a], counted[b]
    return sum(cb[q] * mb[q] - ca[q] * (ma[q] - 1) for q in ta if q != a) + sum(
        ca[q] * ma[q] - cb[q] * (mb[q] - 1) for q in tb if q != b
    )


def _swap(meet: list[list[int]], tables: Tables, ta: int, ia: int, tb: int, ib: int) -> None:
    """Swap tables[ta][ia] and tables[tb][ib], keeping `meet` up to date."""
    a, b = tables[ta][ia], tables[tb][ib]
    ma, mb = meet[a], meet[b]
    for q in tables[ta]:
        if q != a:
            ma[q] -= 1
            meet[q][a] -= 1
            mb[q] += 1
            meet[q][b] += 1
    for q in tables[tb]:
        if q != b:
            mb[q] -= 1
            meet[q][b] -= 1
            ma[q] += 1
            meet[q][a] += 1
    tables[ta][ia], tables[tb][ib] = b, a
