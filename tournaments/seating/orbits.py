"""Zero-repeat designs where each base round is kept by a subgroup of Z_n (rules.md section 10).

Players are Z_n x L levels: player (x, level) is numbered level * n + x. Shifting every player by t
maps a round to a round. A base round with stabilizer <s> (s divides n) is mapped to itself by the
shifts 0, s, 2s, ...; shifting it by 0..s-1 gives s distinct rounds. The base rounds are found
together as one exact cover (our own Algorithm X, `exact_cover`):

- every player sits once in every base round;
- every class of pairs under the shifts (a level and a distance, or two levels and a difference)
  is met exactly once over all rounds, except the classes kept apart (`apart`).

A block B, developed over all its distinct shifts, meets a given pair of class O exactly
(pairs of B in O) * |pair stabilizer| / |block stabilizer| times; that must be 1 for every class
B touches, which is what makes "each class once" the same as "no pair twice".

32 players x 10 rounds (a resolvable 4-GDD of type 2^16, rules.md's social golfer bound) comes from
Z_8 x 4 with stabilizers <4>, <4>, <2> (4 + 4 + 2 rounds); the pairs kept apart are (x, x + 4) of
the same level, so each player misses exactly one other player.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

Table = tuple[int, ...]


@dataclass(frozen=True)
class OrbitFamily:
    n: int  # the group Z_n
    levels: int
    steps: tuple[int, ...]  # base round i is kept by the subgroup <steps[i]>; it gives steps[i] rounds
    # pair classes that never meet besides (x, x + n/2) of one level: (level, other level, difference)
    apart_mixed: tuple[tuple[int, int, int], ...] = ()

    @property
    def players(self) -> int:
        return self.n * self.levels

    @property
    def rounds(self) -> int:
        return sum(self.steps)

    def shift(self, p: int, t: int) -> int:
        level, x = divmod(p, self.n)
        return level * self.n + (x + t) % self.n

    def pair_class(self, a: int, b: int) -> tuple[int, int, int]:
        (la, xa), (lb, xb) = divmod(a, self.n), divmod(b, self.n)
        if la == lb:
            d = (xb - xa) % self.n
            return (la, la, min(d, self.n - d))
        if la > lb:
            (la, xa), (lb, xb) = (lb, xb), (la, xa)
        return (la, lb, (xb - xa) % self.n)

    def apart(self, cls: tuple[int, int, int]) -> bool:
        """The classes of pairs that never meet; each player is in exactly one such pair."""
        return (cls[0] == cls[1] and 2 * cls[2] == self.n) or cls in self.apart_mixed

    def class_stabilizer(self, cls: tuple[int, int, int]) -> int:
        return 2 if cls[0] == cls[1] and 2 * cls[2] == self.n else 1


FAMILIES = {32: OrbitFamily(n=8, levels=4, steps=(4, 4, 2))}


def _options(fam: OrbitFamily) -> Iterator[tuple[int, tuple[Table, ...], list[tuple[object, ...]]]]:
    """(base round, tables the option puts in it, items it covers) for every admissible block."""
    n, players = fam.n, fam.players
    classes = [
        [fam.pair_class(a, b) if a != b else (0, 0, 0) for b in range(players)] for a in range(players)
    ]
    seen: list[set[Table]] = [set() for _ in fam.steps]
    for block in combinations(range(players), 4):
        counts: dict[tuple[int, int, int], int] = {}
        for a, b in combinations(block, 2):
            cls = classes[a][b]
            if fam.apart(cls):
                break
            counts[cls] = counts.get(cls, 0) + fam.class_stabilizer(cls)
        else:
            block_stab = 1
            if len(counts) < 6 or any(v > 1 for v in counts.values()):
                block_stab = sum(
                    1 for t in range(n) if tuple(sorted(fam.shift(p, t) for p in block)) == block
                )
            if any(v != block_stab for v in counts.values()):
                continue  # some pair would meet twice over the block's shifts
            pairs: list[tuple[object, ...]] = [("pair", *c) for c in counts]
            for r, step in enumerate(fam.steps):
                images = {tuple(sorted(fam.shift(p, t) for p in block)) for t in range(0, n, step)}
                key = min(images)
                if key in seen[r]:
                    continue
                seen[r].add(key)
                points = [p for img in images for p in img]
                if len(set(points)) != len(points):
                    continue  # the kept shifts must move the block onto itself or off it
                yield r, tuple(sorted(images)), [("seat", r, p) for p in points] + pairs


def exact_cover(rows: dict[int, list[object]], deadline: float) -> list[int] | None:
    """Rows covering every item exactly once (Knuth's Algorithm X on sets), or None when there is
    none or time.monotonic() passes `deadline` first."""
    cols: dict[object, set[int]] = {}
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

    def solve() -> bool | None:
        nonlocal nodes
        if not cols:
            return True
        nodes += 1
        if nodes % 256 == 0 and time.monotonic() > deadline:
            return None
        col = min(cols, key=lambda c: len(cols[c]))
        for r in sorted(cols[col]):
            chosen.append(r)
            removed = select(r)
            found = solve()
            if found is not False:
                return found
            deselect(r, removed)
            chosen.pop()
        return False

    return list(chosen) if solve() else None


def search(fam: OrbitFamily, seed: int = 0, seconds: float = 120.0) -> list[list[Table]] | None:
    """Base rounds of the family (tables of each base round), or None after about `seconds`.

    Seed 0 keeps the options in generation order: for 32 players that finds a design in about
    10,000 nodes (under a minute); shuffled orders can take far longer."""
    deadline = time.monotonic() + seconds
    options = sorted(_options(fam), key=lambda o: o[0])  # base round by base round
    if seed:
        random.Random(seed).shuffle(options)
    rows = {i: list(items) for i, (_, _, items) in enumerate(options)}
    picked = exact_cover(rows, deadline)  # type: ignore[arg-type]
    if picked is None:
        return None
    base: list[list[Table]] = [[] for _ in fam.steps]
    for i in picked:
        r, tables, _ = options[i]
        base[r].extend(tables)
    return [sorted(b) for b in base]


def expand(fam: OrbitFamily, base: list[list[Table]]) -> list[list[Table]]:
    """Every round: base round i shifted by 0..steps[i]-1."""
    return [
        [tuple(fam.shift(p, t) for p in table) for table in tables]
        for tables, step in zip(base, fam.steps, strict=True)
        for t in range(step)
    ]
