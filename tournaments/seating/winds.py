"""Seat winds: each player's count of East, South, West and North as even as the rounds allow.

Seating winds is an edge colouring of the bipartite graph players x tables with 4 colours (one per
seat). An equitable colouring (every player's counts differ by at most one) always exists (de Werra).
We start from a greedy choice per table and then, while a player has two more of wind a than of wind
b, swap a and b along an alternating trail: player -a- table -b- player -a- table ... Inner players
keep their counts; the walk stops at a player with more b than a, so the spread strictly shrinks.

The rounds seated so far count as well as the whole event: the seating page shows the winds over
the rounds played and the one being seated. Balancing the whole schedule at once left a player
East twice in three rounds whom a swap within a table would have spared (40 x 8, 3 out and 1 in
after round 2, 64 reseats: 361 seats out of range after round 3 where the tables allowed 194), and a
fresh 40 x 8 plan had about 40 after round 4 (every player one of each wind is possible). So the
rounds are also balanced in aligned blocks of four (rounds 1-4, 5-8, ...), each on the counts
before it: with everyone holding each wind once per block, every count of every prefix is n // 4 or
n // 4 + 1. Of the two seatings the better is kept (the whole schedule first, then the round being
seated, the first free one, then the other prefixes) and polished in the same order: a swap within a
table, alone or with an alternating path in the other rounds that gives its two players their
counts back, is made when it lowers those figures (194 after round 3 in the reseats above).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

Tables = list[list[int]]
PERMS = list(permutations(range(4)))
POLISH_PASSES = 4
_Flip = tuple[int, int, int, int]  # (free round's position, player, wind left, wind taken)
# a polishing move: its gain, its flips, the tables (round, index) whose seats a and b swap, a, b
_Move = tuple[tuple[int, int, int], list[_Flip], list[tuple[int, int]], int, int]


def balance_winds(
    rounds: list[Tables], free: Sequence[int], counts: list[list[int]], real: int | None = None
) -> None:
    """Reorder the seats of every table of rounds[r], r in `free`, in place.

    `counts` holds each player's wind counts from fixed rounds (history, taken to come before the
    free rounds) and is updated to include the free rounds. Players from index `real` on are
    substitute slots (default: none): another person may take a slot each round, so their winds
    matter to nobody; they are not balanced, and a trail may end at one.
    """
    order = sorted(free)
    if not order:
        return
    n_real = len(counts) if real is None else real
    base = [row[:] for row in counts]
    best: tuple[tuple[int, int, int], dict[int, Tables]] | None = None
    for blocks in (False, True):
        work = list(rounds)
        for r in order:
            work[r] = [list(t) for t in rounds[r]]
        _seat(work, order, [row[:] for row in base], n_real, blocks)
        key = _judge(work, order, base, n_real)
        if best is None or key < best[0]:
            best = (key, {r: work[r] for r in order})
    assert best is not None
    work = list(rounds)
    for r in order:
        work[r] = best[1][r]
    _polish(work, order, base, n_real)
    for r in order:
        for ti, t in enumerate(work[r]):
            rounds[r][ti] = t
    final = [row[:] for row in base]
    for r in order:
        for t in work[r]:
            for w, p in enumerate(t):
                final[p][w] += 1
    for p, row in enumerate(final):
        counts[p][:] = row


def _seat(rounds: list[Tables], order: list[int], counts: list[list[int]], real: int, blocks: bool) -> None:
    """Greedy seats per table, then equalized: over all the free rounds at once, or (blocks) per
    aligned block of four rounds on the counts so far, then over all of them."""
    groups: list[list[int]] = [order]
    if blocks:
        by_block: dict[int, list[int]] = {}
        for r in order:
            by_block.setdefault(r // 4, []).append(r)
        groups = [by_block[k] for k in sorted(by_block)]
    for group in groups:
        for r in group:
            for ti, t in enumerate(rounds[r]):
                best = min(PERMS, key=lambda perm: sum(counts[t[perm[w]]][w] for w in range(4)))
                rounds[r][ti] = [t[best[w]] for w in range(4)]
                for w, p in enumerate(rounds[r][ti]):
                    counts[p][w] += 1
        # blocks: trails through the later rounds first, so the earlier prefixes keep their seats
        _equalize(rounds, group[::-1] if blocks else group, counts, real)
    if len(groups) > 1:
        _equalize(rounds, order[::-1], counts, real)


def _excess(c: Sequence[int]) -> int:
    """Seats outside the balanced range [n // 4, ceil(n / 4)] (as quality.schedule_quality counts)."""
    n = sum(c)
    lo, hi = n // 4, -(-n // 4)
    return sum(max(0, x - hi, lo - x) for x in c)


def _judge(rounds: list[Tables], order: list[int], base: list[list[int]], real: int) -> tuple[int, int, int]:
    """Seats out of range: over the whole schedule, after the first free round, after the others."""
    counts = [row[:] for row in base]
    first = rest = 0
    for i, r in enumerate(order):
        for t in rounds[r]:
            for w, p in enumerate(t):
                counts[p][w] += 1
        if i < len(order) - 1:
            out = sum(_excess(c) for c in counts[:real])
            if i == 0:
                first = out
            else:
                rest += out
    return sum(_excess(c) for c in counts[:real]), first, rest


def _polish(rounds: list[Tables], order: list[int], base: list[list[int]], real: int) -> None:
    """Swaps of two players at a table (round i, seats a and b), alone or with an alternating a/b
    path through the other free rounds that gives them their counts back (or ends at a substitute
    slot), made when they lower (whole schedule, first free round, other prefixes) in that order."""
    k_max = len(order)
    index = {r: i for i, r in enumerate(order)}
    # prefix[k][p]: counts of p after the free round order[k]
    prefix: list[list[list[int]]] = []
    running = [row[:] for row in base]
    for r in order:
        for t in rounds[r]:
            for w, p in enumerate(t):
                running[p][w] += 1
        prefix.append([row[:] for row in running])
    seat_of = {r: {p: (ti, w) for ti, t in enumerate(rounds[r]) for w, p in enumerate(t)} for r in order}

    def key(p: int) -> tuple[int, int, int]:
        if p >= real:
            return (0, 0, 0)
        whole = _excess(prefix[-1][p])
        if k_max == 1:
            return (whole, 0, 0)
        return whole, _excess(prefix[0][p]), sum(_excess(prefix[k][p]) for k in range(1, k_max - 1))

    def shift(flips: list[_Flip], sign: int) -> None:
        for i, p, old, new in flips:
            for k in range(i, k_max):
                prefix[k][p][old] -= sign
                prefix[k][p][new] += sign

    def gain(flips: list[_Flip]) -> tuple[int, int, int]:
        players = {p for _, p, _, _ in flips}
        before = [key(p) for p in players]
        shift(flips, 1)
        after = [key(p) for p in players]
        shift(flips, -1)
        return (
            sum(x[0] for x in after) - sum(x[0] for x in before),
            sum(x[1] for x in after) - sum(x[1] for x in before),
            sum(x[2] for x in after) - sum(x[2] for x in before),
        )

    def give_back(x: int, y: int, start: tuple[int, int], a: int, b: int) -> list[tuple[int, int]] | None:
        """Tables of a shortest path x -b- table -a- player -b- table ... ending at y or at a slot
        (breadth first; the later rounds tried first), not through the table `start`."""
        parent: dict[int, tuple[int, int, int] | None] = {x: None}
        queue = [x]
        for q in queue:
            for r in reversed(order):
                ti, w = seat_of[r].get(q, (-1, -1))
                if w != b or (r, ti) == start:
                    continue
                nxt = rounds[r][ti][a]
                if nxt in parent:
                    continue
                parent[nxt] = (q, r, ti)
                if nxt == y or nxt >= real:
                    path = []
                    step = parent[nxt]
                    while step is not None:
                        q, r2, t2 = step
                        path.append((r2, t2))
                        step = parent[q]
                    return path[::-1]
                queue.append(nxt)
        return None

    for _ in range(POLISH_PASSES):
        improved = False
        for i, r in enumerate(order):
            for ti in range(len(rounds[r])):
                t = rounds[r][ti]
                if not any(p < real and any(_excess(prefix[k][p]) for k in range(i, k_max)) for p in t):
                    continue
                best: _Move | None = None
                for a in range(4):
                    for b in range(a + 1, 4):
                        x, y = t[a], t[b]
                        swap = [(i, x, a, b), (i, y, b, a)]
                        tries: list[tuple[list[_Flip], list[tuple[int, int]]]] = [(swap, [])]
                        path = None  # x gave a for b: x (or y, when x is a slot) takes it back
                        if x < real:
                            path = give_back(x, y, (r, ti), a, b)
                        elif y < real:
                            path = give_back(y, x, (r, ti), b, a)
                        if path is not None:
                            flips = list(swap)
                            for r2, t2 in path:
                                other = rounds[r2][t2]
                                flips += [(index[r2], other[b], b, a), (index[r2], other[a], a, b)]
                            tries.append((flips, path))
                        for flips, path in tries:
                            g = gain(flips)
                            if g < (0, 0, 0) and (best is None or g < best[0]):
                                best = (g, flips, [(r, ti), *path], a, b)
                if best is None:
                    continue
                _, flips, tables, a, b = best
                shift(flips, 1)
                for r2, t2 in tables:
                    other = rounds[r2][t2]
                    other[a], other[b] = other[b], other[a]
                    seat_of[r2][other[a]] = (t2, a)
                    seat_of[r2][other[b]] = (t2, b)
                improved = True
        if not improved:
            return


def _equalize(rounds: list[Tables], free: list[int], counts: list[list[int]], real: int) -> None:
    # seat_of[r][p] = (table index, wind) for the free rounds
    seat_of: dict[int, dict[int, tuple[int, int]]] = {}
    for r in free:
        seat_of[r] = {p: (ti, w) for ti, t in enumerate(rounds[r]) for w, p in enumerate(t)}
    tried: set[tuple[int, int, int]] = set()
    while True:
        target = _find_unbalanced(counts, tried, real)
        if target is None:
            return
        p, a, b = target
        trail = _trail(rounds, free, seat_of, counts, p, a, b, real)
        if trail is None:
            tried.add((p, a, b))
            continue
        for r, ti in trail:
            t = rounds[r][ti]
            t[a], t[b] = t[b], t[a]
            seat_of[r][t[a]] = (ti, a)
            seat_of[r][t[b]] = (ti, b)
        end = rounds[trail[-1][0]][trail[-1][1]][a]
        counts[p][a] -= 1
        counts[p][b] += 1
        counts[end][a] += 1
        counts[end][b] -= 1
        tried.clear()


def _find_unbalanced(
    counts: list[list[int]], tried: set[tuple[int, int, int]], real: int
) -> tuple[int, int, int] | None:
    """A player (not a slot) and two winds a, b with at least two more of a than of b, not tried
    yet; the widest gap first (with history fixed, the widest pair may have no seat to swap in the
    free rounds while another pair does)."""
    for p, c in enumerate(counts[:real]):
        gaps = [(c[b] - c[a], a, b) for a in range(4) for b in range(4) if c[a] - c[b] >= 2]
        for _, a, b in sorted(gaps):
            if (p, a, b) not in tried:
                return p, a, b
    return None


def _trail(
    rounds: list[Tables],
    free: list[int],
    seat_of: dict[int, dict[int, tuple[int, int]]],
    counts: list[list[int]],
    p: int,
    a: int,
    b: int,
    real: int,
) -> list[tuple[int, int]] | None:
    """Tables (round, index) of a shortest alternating a/b trail from p (breadth first over players:
    a player is left through a table where they sit a and the table's b player is next), ending at a
    player with more b than a or at a substitute slot; None if there is none."""
    parent: dict[int, tuple[int, tuple[int, int]]] = {p: (-1, (-1, -1))}
    queue = [p]
    for q in queue:
        for r in free:
            ti, w = seat_of[r].get(q, (-1, -1))
            if w != a:
                continue
            nxt = rounds[r][ti][b]
            if nxt in parent:
                continue
            parent[nxt] = (q, (r, ti))
            if nxt >= real or counts[nxt][b] > counts[nxt][a]:
                trail = []
                while nxt != p:
                    nxt, table = parent[nxt]
                    trail.append(table)
                return trail[::-1]
            queue.append(nxt)
    return None
