"""Seat winds: each player's count of East, South, West and North as even as the rounds allow.

Seating winds is an edge colouring of the bipartite graph players x tables with 4 colours (one per
seat). An equitable colouring (every player's counts differ by at most one) always exists (de Werra).
We start from a greedy choice per table and then, while a player has two more of wind a than of wind
b, swap a and b along an alternating trail: player -a- table -b- player -a- table ... Inner players
keep their counts; the walk stops at a player with more b than a, so the spread strictly shrinks.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

Tables = list[list[int]]
PERMS = list(permutations(range(4)))


def balance_winds(rounds: list[Tables], free: Sequence[int], counts: list[list[int]]) -> None:
    """Reorder the seats of every table of rounds[r], r in `free`, in place.

    `counts` holds each player's wind counts from fixed rounds (history) and is updated to include
    the free rounds.
    """
    for r in free:
        for ti, t in enumerate(rounds[r]):
            best = min(PERMS, key=lambda perm: sum(counts[t[perm[w]]][w] for w in range(4)))
            rounds[r][ti] = [t[best[w]] for w in range(4)]
            for w, p in enumerate(rounds[r][ti]):
                counts[p][w] += 1
    _equalize(rounds, list(free), counts)


def _equalize(rounds: list[Tables], free: list[int], counts: list[list[int]]) -> None:
    # seat_of[r][p] = (table index, wind) for the free rounds
    seat_of: dict[int, dict[int, tuple[int, int]]] = {}
    for r in free:
        seat_of[r] = {p: (ti, w) for ti, t in enumerate(rounds[r]) for w, p in enumerate(t)}
    tried: set[tuple[int, int, int]] = set()
    while True:
        target = _find_unbalanced(counts, tried)
        if target is None:
            return
        p, a, b = target
        trail = _trail(rounds, free, seat_of, counts, p, a, b)
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
    counts: list[list[int]], tried: set[tuple[int, int, int]]
) -> tuple[int, int, int] | None:
    """A player and two winds a, b with at least two more of a than of b, not tried yet; the
    widest gap first (with history fixed, the widest pair may have no seat to swap in the free
    rounds while another pair does)."""
    for p, c in enumerate(counts):
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
) -> list[tuple[int, int]] | None:
    """Tables (round, index) of a shortest alternating a/b trail from p (breadth first over players:
    a player is left through a table where they sit a and the table's b player is next), ending at a
    player with more b than a; None if there is none."""
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
            if counts[nxt][b] > counts[nxt][a]:
                trail = []
                while nxt != p:
                    nxt, table = parent[nxt]
                    trail.append(table)
                return trail[::-1]
            queue.append(nxt)
    return None
