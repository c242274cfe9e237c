"""Tabu search on the last repeats of a reseating (after dropouts).

The annealing of search.py samples swaps at random; near the end of a tight reseat it wanders among
schedules with the same few repeats. Here every iteration looks at every swap that moves a player
who has a repeat (any other player of the same round, another table) and makes the best one, even a
worsening one, while the players just moved are tabu for a few iterations (unless the swap beats
the best schedule seen). After `stall` iterations without a new best, the search goes back to the
best with a few random swaps. The cost is search.py's: sum over counted pairs of m * (m - 1) / 2.

Each swap is priced in constant time from `sums[r][x][u]`: the meetings player x has with the
players of table u in round r (counted pairs only), and `seats[r][x][u]`: how many of those are
counted pairs. Iterations are counted, not timed, so the result depends only on the seed.
"""

from __future__ import annotations

import random

Tables = list[list[int]]


class _State:
    def __init__(
        self, rounds: list[Tables], free: list[int], meet: list[list[int]], counted: list[list[int]]
    ):
        self.rounds, self.free, self.meet, self.counted = rounds, free, meet, counted
        self.rebuild()

    def rebuild(self) -> None:
        n, meet, counted = len(self.meet), self.meet, self.counted
        self.table: dict[int, list[int]] = {}
        self.sums: dict[int, list[list[int]]] = {}
        self.seats: dict[int, list[list[int]]] = {}
        for r in self.free:
            tables = self.rounds[r]
            where = [0] * n
            for u, t in enumerate(tables):
                for p in t:
                    where[p] = u
            self.table[r] = where
            sums = [[0] * len(tables) for _ in range(n)]
            seats = [[0] * len(tables) for _ in range(n)]
            for x in range(n):
                mx, cx, sx, kx = meet[x], counted[x], sums[x], seats[x]
                for u, t in enumerate(tables):
                    sx[u] = sum(cx[q] * mx[q] for q in t)
                    kx[u] = sum(cx[q] for q in t)
            self.sums[r], self.seats[r] = sums, seats

    def change(self, x: int, y: int, by: int) -> None:
        """meet[x][y] += by, with the sums of every free round kept up to date."""
        self.meet[x][y] += by
        self.meet[y][x] += by
        if not self.counted[x][y]:
            return
        for r in self.free:
            where, sums = self.table[r], self.sums[r]
            sums[x][where[y]] += by
            sums[y][where[x]] += by

    def price(self, r: int, a: int, b: int) -> int:
        """Change in cost if a and b (same round, other tables) swap."""
        where, sums, seats = self.table[r], self.sums[r], self.seats[r]
        ta, tb = where[a], where[b]
        sa, sb = sums[a], sums[b]
        ab = self.counted[a][b] * self.meet[a][b]
        return sb[ta] - sa[ta] + seats[a][ta] + sa[tb] - sb[tb] + seats[b][tb] - 2 * ab

    def swap(self, r: int, a: int, b: int) -> None:
        tables, where = self.rounds[r], self.table[r]
        ta, tb = where[a], where[b]
        for q in tables[ta]:
            if q != a:
                self.change(a, q, -1)
                self.change(b, q, 1)
        for q in tables[tb]:
            if q != b:
                self.change(b, q, -1)
                self.change(a, q, 1)
        tables[ta][tables[ta].index(a)] = b
        tables[tb][tables[tb].index(b)] = a
        where[a], where[b] = tb, ta
        sums, seats, meet, counted = self.sums[r], self.seats[r], self.meet, self.counted
        for x in range(len(meet)):
            ca, cb = counted[x][a], counted[x][b]
            move = cb * meet[x][b] - ca * meet[x][a]
            sums[x][ta] += move
            sums[x][tb] -= move
            seats[x][ta] += cb - ca
            seats[x][tb] -= cb - ca

    def conflicted(self, r: int) -> list[int]:
        """Players of round r who meet a table mate again."""
        meet, counted = self.meet, self.counted
        out = []
        for t in self.rounds[r]:
            for a in t:
                if any(q != a and counted[a][q] and meet[a][q] > 1 for q in t):
                    out.append(a)
        return out


def tabu(
    rounds: list[Tables],
    free: list[int],
    meet: list[list[int]],
    counted: list[list[int]] | None,
    rng: random.Random,
    iterations: int,
    cost: int,
    floor: int,
    stall: int = 1500,
    prices: int = 0,
) -> int:
    """Improve rounds[r] for r in `free` in place; `meet` includes every round and is kept up to
    date; `cost` is the current cost, `floor` a cost that cannot be beaten. Stops after
    `iterations`, or once `prices` swaps have been priced (when given: an iteration prices every swap
    of every player with a repeat, so a field with many repeats costs more per iteration).
    Returns the cost."""
    n = len(meet)
    # a player never counts as their own table mate
    counted = [[int(a != b and (counted is None or bool(counted[a][b]))) for b in range(n)] for a in range(n)]
    state = _State(rounds, free, meet, counted)
    best, best_rounds = cost, {r: [list(t) for t in rounds[r]] for r in free}
    until = {r: [0] * n for r in free}
    last = priced = 0
    for it in range(iterations):
        if cost <= floor or (prices and priced >= prices):
            break
        pick: tuple[int, int, int] | None = None
        low, ties = 1 << 30, 0
        for r in free:
            where, blocked = state.table[r], until[r]
            for a in state.conflicted(r):
                priced += n
                for b in range(n):
                    if where[b] == where[a]:
                        continue
                    d = state.price(r, a, b)
                    if d > low or ((blocked[a] > it or blocked[b] > it) and cost + d >= best):
                        continue
                    if d < low:
                        low, ties, pick = d, 1, (r, a, b)
                    else:
                        ties += 1
                        if rng.randrange(ties) == 0:
                            pick = (r, a, b)
        if pick is None:
            break
        r, a, b = pick
        state.swap(r, a, b)
        cost += low
        tenure = 5 + rng.randrange(10)
        until[r][a] = until[r][b] = it + tenure
        if cost < best:
            best, last = cost, it
            best_rounds = {r: [list(t) for t in rounds[r]] for r in free}
        elif it - last > stall:  # back to the best, shaken by a few random swaps
            cost, last = _restore(state, best_rounds, best), it
            for _ in range(4):
                r = free[rng.randrange(len(free))]
                a, b = rng.randrange(n), rng.randrange(n)
                if state.table[r][a] != state.table[r][b]:
                    cost += state.price(r, a, b)
                    state.swap(r, a, b)
    if cost > best:
        _restore(state, best_rounds, best)
    return best


def _restore(state: _State, saved: dict[int, Tables], cost: int) -> int:
    for r in state.free:
        for t in state.rounds[r]:
            for i, a in enumerate(t):
                for b in t[i + 1 :]:
                    state.meet[a][b] -= 1
                    state.meet[b][a] -= 1
        state.rounds[r][:] = [list(t) for t in saved[r]]
        for t in state.rounds[r]:
            for i, a in enumerate(t):
                for b in t[i + 1 :]:
                    state.meet[a][b] += 1
                    state.meet[b][a] += 1
    state.rebuild()
    return cost
