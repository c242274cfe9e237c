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

Two refinements: `fixed` extra players that every shift leaves in place (their pairs with a level
form one class each; two fixed players never meet), and a `multiplier` mu: every base round is also
mapped onto itself by sigma: (x, level) -> (mu * x, level + 1), so an option is a block with all its
sigma-images and the search space shrinks about threefold.

Each player misses exactly one other (a resolvable 4-GDD of type 2^(N/2), N/2 - 1 / 3 rounds):
- 32 x 10: Z_8 x 4 with stabilizers <4>, <4>, <2> (4 + 4 + 2 rounds); kept apart: (x, x + 4).
- 44 x 14 and 56 x 18: Z_14 x 3 + 2 fixed and Z_18 x 3 + 2 fixed, one base round shifted by every
  t, sigma of order three (mu = 9 and 7); kept apart: (x, x + n/2) and the two fixed players.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

from .cover import SearchLimit, exact_cover

Table = tuple[int, ...]


@dataclass(frozen=True)
class OrbitFamily:
    n: int  # the group Z_n
    levels: int
    steps: tuple[int, ...]  # base round i is kept by the subgroup <steps[i]>; it gives steps[i] rounds
    # pair classes that never meet besides (x, x + n/2) of one level: (level, other level, difference)
    apart_mixed: tuple[tuple[int, int, int], ...] = ()
    fixed: int = 0  # players n * levels, n * levels + 1, ... that no shift moves
    multiplier: int = 1  # base rounds are kept by sigma: (x, level) -> (mu * x, level + 1); 1: none
    restart_nodes: int | None = None  # search nodes before trying another option order; None: never

    def __post_init__(self) -> None:
        # sigma must permute Z_n (a unit) or its orbits never close
        assert math.gcd(self.multiplier, self.n) == 1, "the multiplier must be prime to n"

    @property
    def players(self) -> int:
        return self.n * self.levels + self.fixed

    @property
    def rounds(self) -> int:
        return sum(self.steps)

    def shift(self, p: int, t: int) -> int:
        level, x = divmod(p, self.n)
        return p if level >= self.levels else level * self.n + (x + t) % self.n

    def sigma(self, p: int) -> int:
        level, x = divmod(p, self.n)
        if level >= self.levels or self.multiplier == 1:
            return p
        return (level + 1) % self.levels * self.n + self.multiplier * x % self.n

    def pair_class(self, a: int, b: int) -> tuple[int, int, int]:
        a, b = min(a, b), max(a, b)
        (la, xa), (lb, xb) = divmod(a, self.n), divmod(b, self.n)
        if lb >= self.levels:  # fixed player b: one class per level; two fixed players: (levels, b)
            return (min(la, a), b, -1)
        if la == lb:
            d = (xb - xa) % self.n
            return (la, la, min(d, self.n - d))
        return (la, lb, (xb - xa) % self.n)

    def apart(self, cls: tuple[int, int, int]) -> bool:
        """The classes of pairs that never meet; each player is in exactly one such pair."""
        pure = cls[0] == cls[1] and 2 * cls[2] == self.n
        return pure or cls in self.apart_mixed or cls[0] >= self.levels

    def class_stabilizer(self, cls: tuple[int, int, int]) -> int:
        return 2 if cls[0] == cls[1] and 2 * cls[2] == self.n else 1


FAMILIES = {
    32: OrbitFamily(n=8, levels=4, steps=(4, 4, 2)),
    44: OrbitFamily(n=14, levels=3, steps=(14,), fixed=2, multiplier=9, restart_nodes=4000),
    56: OrbitFamily(n=18, levels=3, steps=(18,), fixed=2, multiplier=7, restart_nodes=4000),
}


def _options(fam: OrbitFamily) -> Iterator[tuple[int, tuple[Table, ...], list[tuple[object, ...]]]]:
    """(base round, tables the option puts in it, items it covers) for every admissible block."""
    n, players = fam.n, fam.players
    classes = [
        [fam.pair_class(a, b) if a != b else (0, 0, 0) for b in range(players)] for a in range(players)
    ]
    # An option is kept by sigma, so it covers whole sigma-orbits of seats and of pair classes: one
    # item per orbit makes every row a third as long (and the search several times faster).
    seat_orbit = [min(_sigma_images(fam, (p,)))[0] for p in range(players)]
    class_orbit: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    for a, b in combinations(range(players), 2):
        if classes[a][b] not in class_orbit:
            orbit = [classes[blk[0]][blk[1]] for blk in _sigma_images(fam, (a, b))]
            class_orbit[classes[a][b]] = min(orbit)
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
            kin = _sigma_images(fam, block)
            if len(kin) > 1:  # the block's sigma-images sit in the same round: all their classes differ
                kin_classes = [classes[a][b] for blk in kin for a, b in combinations(blk, 2)]
                if block_stab > 1 or len(set(kin_classes)) < len(kin_classes):
                    continue
                counts = dict.fromkeys(kin_classes, 1)
                if any(fam.apart(c) for c in counts):
                    continue
            pairs: list[tuple[object, ...]] = list(dict.fromkeys(("pair", *class_orbit[c]) for c in counts))
            for r, step in enumerate(fam.steps):
                if (n // block_stab) % step:
                    continue  # kept by a shift outside the round's subgroup: it would sit in two rounds
                images = {
                    tuple(sorted(fam.shift(p, t) for p in blk)) for blk in kin for t in range(0, n, step)
                }
                key = min(images)
                if key in seen[r]:
                    continue
                seen[r].add(key)
                points = [p for img in images for p in img]
                if len(set(points)) != len(points):
                    continue  # the kept shifts must move the block onto itself or off it
                seats = dict.fromkeys(("seat", r, seat_orbit[p]) for p in points)
                yield r, tuple(sorted(images)), [*seats, *pairs]


def _sigma_images(fam: OrbitFamily, block: Table) -> list[Table]:
    """The block and its distinct images under sigma (just the block when there is no multiplier)."""
    images = [block]
    while True:
        nxt = tuple(sorted(fam.sigma(p) for p in images[-1]))
        if nxt == block:
            return images
        images.append(nxt)


def search(fam: OrbitFamily, seed: int = 0, seconds: float = 120.0) -> list[list[Table]] | None:
    """Base rounds of the family (tables of each base round), or None after about `seconds` or
    when the family has none.

    Seed 0 starts with the generation order, which finds 32 players in about 10,000 nodes. With
    `fam.restart_nodes` the search starts again in another order after that many nodes: for 56
    players the nodes needed vary enormously with the order (from a hundred to about a million)."""
    deadline = time.monotonic() + seconds
    options = sorted(_options(fam), key=lambda o: o[0])  # base round by base round
    attempt = seed
    while time.monotonic() < deadline:
        order = list(range(len(options)))
        if attempt:
            random.Random(attempt).shuffle(order)
        rows = {k: list(options[i][2]) for k, i in enumerate(order)}  # row k is tried before k + 1
        try:
            picked = exact_cover(rows, deadline, fam.restart_nodes)  # type: ignore[arg-type]
        except SearchLimit:
            attempt += 1
            continue
        if picked is None:
            return None
        base: list[list[Table]] = [[] for _ in fam.steps]
        for k in picked:
            r, tables, _ = options[order[k]]
            base[r].extend(tables)
        return [sorted(b) for b in base]
    return None


def expand(fam: OrbitFamily, base: list[list[Table]]) -> list[list[Table]]:
    """Every round: base round i shifted by 0..steps[i]-1."""
    return [
        [tuple(fam.shift(p, t) for p in table) for table in tables]
        for tables, step in zip(base, fam.steps, strict=True)
        for t in range(step)
    ]
