"""Exact repair of the last repeats that annealing leaves (typically after dropouts).

Annealing swaps players one pair at a time and can stall one or two repeats short of a schedule
without any. Here a round with a repeat is seated again from scratch as an exact cover: its tables
are 4-cliques of the graph of pairs that have not met in any other round (history included), and
every player must sit once. When no single round can be reseated that way, two rounds are reseated
together (a pair may then sit together in at most one of them). Searches are bounded by node counts,
so the result depends only on the input; a field loose enough to have more than MAX_CLIQUES
possible tables is left to the annealing (it rarely needs help there).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import combinations

from .cover import SearchLimit, exact_cover
from .search import add_round

Tables = list[list[int]]


def _has_repeat(tables: Tables, meet: list[list[int]], counted: list[list[int]] | None) -> bool:
    return any(
        meet[a][b] > 1 and (counted is None or counted[a][b]) for t in tables for a, b in combinations(t, 2)
    )


MAX_CLIQUES = 200_000  # beyond this (large, loose fields) the exact reseat is not worth its memory


def _cliques(n: int, allowed: list[set[int]]) -> list[tuple[int, int, int, int]] | None:
    """Every table of four whose pairs are all allowed, or None past MAX_CLIQUES."""
    out: list[tuple[int, int, int, int]] = []
    for a in range(n):
        up = sorted(b for b in allowed[a] if b > a)
        for i, b in enumerate(up):
            ab = [c for c in up[i + 1 :] if c in allowed[b]]
            for j, c in enumerate(ab):
                out.extend((a, b, c, d) for d in ab[j + 1 :] if d in allowed[c])
            if len(out) > MAX_CLIQUES:
                return None
    return out


def reseat(
    n: int,
    rounds: int,
    meet: list[list[int]],
    counted: list[list[int]] | None,
    node_limit: int,
) -> list[Tables] | None:
    """`rounds` (1 or 2) new rounds of players 0..n-1 that add no repeat to `meet` (which must not
    include the rounds being replaced), or None when the search finds none within `node_limit`."""

    def free(a: int, b: int) -> bool:
        return meet[a][b] == 0 or (counted is not None and not counted[a][b])

    allowed = [{b for b in range(n) if b != a and free(a, b)} for a in range(n)]
    cliques = _cliques(n, allowed)
    if cliques is None or len({p for q in cliques for p in q}) < n:
        return None  # someone has no table at all (an item no row covers is invisible to the cover)
    rows: dict[int, list[Hashable]] = {}
    secondary: set[Hashable] = set()
    for k, (j, q) in enumerate((j, q) for q in cliques for j in range(rounds)):
        pairs = [("pair", a, b) for a, b in combinations(q, 2)] if rounds > 1 else []
        secondary.update(pairs)
        rows[k] = [*(("seat", j, p) for p in q), *pairs]
    try:
        picked = exact_cover(rows, max_nodes=node_limit, secondary=frozenset(secondary))
    except SearchLimit:
        return None
    if picked is None:
        return None
    out: list[Tables] = [[] for _ in range(rounds)]
    for k in picked:
        out[k % rounds].append(list(cliques[k // rounds]))
    return out


def repair(
    rounds: list[Tables],
    free: Sequence[int],
    meet: list[list[int]],
    counted: list[list[int]] | None = None,
    node_limit: int = 20_000,
    pair_tries: int = 8,
) -> None:
    """Reseat rounds[r] (r in `free`) that hold a repeat, one at a time, then (when at most two
    rounds hold one) two together, at most `pair_tries` pairs of rounds, until no round holds a
    repeat or no reseating helps; single rounds are tried at most twice per free round in all, so
    a field far from zero repeats costs little. `meet` includes every round and is kept up to date."""
    single_tries = 2 * len(free)
    while True:
        bad = [r for r in free if _has_repeat(rounds[r], meet, counted)]
        if not bad or single_tries <= 0:
            return
        tried = bad[:single_tries]
        single_tries -= len(tried)
        if any(_reseat(rounds, (r,), meet, counted, node_limit) for r in tried):
            continue
        if len(bad) > 2 or pair_tries <= 0:
            return  # pairs of rounds only pay off for the last one or two repeats
        pairs = [(r, s) for r in bad for s in free if s != r and (s not in bad or s > r)][:pair_tries]
        pair_tries -= len(pairs)
        if not any(_reseat(rounds, group, meet, counted, node_limit // 4) for group in pairs):
            return


def _reseat(
    rounds: list[Tables],
    group: tuple[int, ...],
    meet: list[list[int]],
    counted: list[list[int]] | None,
    node_limit: int,
) -> bool:
    for r in group:
        add_round(meet, rounds[r], -1)
    new = reseat(len(meet), len(group), meet, counted, node_limit)
    if new is not None:
        for r, tables in zip(group, new, strict=True):
            rounds[r] = tables
    for r in group:
        add_round(meet, rounds[r])
    return new is not None
