"""Exact cover (Knuth's Algorithm X on dicts of sets), shared by the orbit designs and the repair of
the last repeats."""

from __future__ import annotations

import time
from collections.abc import Hashable


class SearchLimit(Exception):
    """The exact cover search ran out of time or nodes before it could answer."""


def exact_cover(
    rows: dict[int, list[Hashable]],
    deadline: float | None = None,
    max_nodes: int | None = None,
    secondary: frozenset[Hashable] = frozenset(),
) -> list[int] | None:
    """Rows covering every item exactly once, items in `secondary` at most once; or None when
    there is no such set of rows. Rows are tried in the order of their keys. Raises SearchLimit
    when time.monotonic() passes `deadline` or the search passes `max_nodes` nodes first."""
    cols: dict[Hashable, set[int]] = {}
    for r, items in rows.items():
        for it in items:
            cols.setdefault(it, set()).add(r)
    nodes = 0
    chosen: list[int] = []

    def select(r: int) -> list[set[int]]:
        removed = []
        for j in rows[r]:
            for i in cols[j]:
                for k in rows[i]:
                    if k != j:
                        cols[k].discard(i)
            removed.append(cols.pop(j))
        return removed

    def deselect(r: int, removed: list[set[int]]) -> None:
        for j in reversed(rows[r]):
            cols[j] = removed.pop()
            for i in cols[j]:
                for k in rows[i]:
                    if k != j:
                        cols[k].add(i)

    def solve() -> bool:
        nonlocal nodes
        # the primary item with the fewest rows left; ties go to the earliest in `cols` (deterministic)
        col = min((c for c in cols if c not in secondary), key=lambda c: len(cols[c]), default=None)
        if col is None:
            return True
        nodes += 1
        if max_nodes is not None and nodes > max_nodes:
            raise SearchLimit
        if deadline is not None and nodes % 256 == 0 and time.monotonic() > deadline:
            raise SearchLimit
        for r in sorted(cols[col]):
            chosen.append(r)
            removed = select(r)
            if solve():
                return True
            deselect(r, removed)
            chosen.pop()
        return False

    return list(chosen) if solve() else None
