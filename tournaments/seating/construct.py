"""Zero-repeat schedules built from one base round and a group of shifts (rules.md section 10).

Three families, each found by a randomized depth-first search for the base round (search_base_round):
- "k1", N = 3R + 1 (R = 1 mod 4: 16, 40, 52, 64, ...): points Z_R x Z_3 (or Z_3R when 3 divides R)
  plus one fixed point. H, the subgroup of order 3, maps the base round onto itself; the R rounds are
  the base shifted by R coset representatives of H.
- "k3", N = 3R + 3 (R = 3 mod 4: 24, 36, 48, 60): as above plus three extra points that H permutes.
- "levels": Z_R acting on three copies of Z_R (the levels) plus one fixed point (R odd, N = 3R + 1,
  found for 28) or two (R even, N = 3R + 2: 32, 44, 56, not found); no H, the R rounds are the base
  shifted by t. With two fixed points each player misses exactly one other player.
A pair of points is identified by its orbit (a difference, or a fixed point and a level); the base
round uses each allowed class at most once, which is exactly "no pair meets twice" over all rounds.

32 players x 10 rounds come from orbits.py (several base rounds).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

Table = tuple[int, int, int, int]
Round = list[Table]


@dataclass(frozen=True)
class Family:
    """How a size N with R rounds is built: the point set, its shifts and the pair classes."""

    players: int
    rounds: int
    kind: str  # "k1", "k3" or "levels"
    cyclic: bool = False  # group Z_3R instead of Z_R x Z_3 (k1, k3)


def families_for(players: int) -> list[Family]:
    """Construction families that seat `players` for the most rounds, most promising first."""
    if players < 16 or players % 4:
        return []
    r, k = divmod(players - 1, 3)
    if k == 0 and r % 4 == 1:
        return [Family(players, r, "k1", r % 3 == 0), Family(players, r, "levels")]
    r3 = (players - 3) // 3
    if (players - 3) % 3 == 0 and r3 % 4 == 3:
        return [Family(players, r3, "k3")]
    r2 = (players - 2) // 3
    if (players - 2) % 3 == 0 and r2 % 2 == 0 and r2 >= 10:
        return [Family(players, r2, "levels")]
    return []


class _Space:
    """Points 0..N-1, the shift of a point by a round index, H-images and pair classes."""

    def __init__(self, fam: Family) -> None:
        self.fam = fam
        r = fam.rounds
        self.r = r
        n_group = 3 * r
        self.n_group = n_group
        # group point (t, s) -> t * 3 + s ; extra points follow from n_group
        self.extra = list(range(n_group, fam.players))
        self.h_maps: list[list[int]] = []  # non-identity elements of H as point permutations
        if fam.kind in ("k1", "k3"):
            for s in (1, 2):
                if fam.cyclic:
                    perm = [(p + s * r) % n_group for p in range(n_group)]
                else:
                    perm = [(p // 3) * 3 + (p % 3 + s) % 3 for p in range(n_group)]
                if fam.kind == "k1":
                    perm.append(n_group)
                else:
                    perm += [n_group + (j + s) % 3 for j in range(3)]
                self.h_maps.append(perm)
        n = fam.players
        self.cls = [[-1] * n for _ in range(n)]
        ids: dict[tuple[object, ...], int] = {}

        def put(a: int, b: int, key: tuple[object, ...]) -> None:
            c = ids.setdefault(key, len(ids))
            self.cls[a][b] = self.cls[b][a] = c

        for a in range(n_group):
            ta, sa = divmod(a, 3)
            for b in range(a + 1, n_group):
                tb, sb = divmod(b, 3)
                if fam.kind == "levels":  # s is the level, t in Z_R
                    if sa == sb:
                        d = (tb - ta) % r
                        if 2 * d != r:
                            put(a, b, ("pure", sa, min(d, r - d)))
                    else:
                        lo, hi = (a, b) if sa < sb else (b, a)
                        put(a, b, ("mixed", lo % 3, hi % 3, (hi // 3 - lo // 3) % r))
                elif fam.cyclic:
                    d = (b - a) % n_group
                    if d % r:
                        put(a, b, ("diff", min(d, n_group - d)))
                else:
                    dt, ds = (tb - ta) % r, (sb - sa) % 3
                    if dt == 0:
                        continue  # a difference inside H: those pairs never meet in a base block
                    key = min((dt, ds), ((r - dt) % r, (3 - ds) % 3))
                    put(a, b, ("diff", *key))
            for j, x in enumerate(self.extra):
                if fam.kind == "k1":
                    put(a, x, ("inf",))
                elif fam.kind == "k3":
                    put(a, x, ("inf", (sa - j) % 3))
                else:
                    put(a, x, ("inf", j, sa))
        self.n_classes = len(ids)

    def shift(self, p: int, t: int) -> int:
        if p >= self.n_group:
            return p
        if self.fam.cyclic:
            return (p + t) % self.n_group
        return ((p // 3 + t) % self.r) * 3 + p % 3


def search_base_round(fam: Family, seed: int, node_limit: int = 200_000, tries: int = 200) -> Round | None:
    """Randomized DFS with restarts for a base round; None if every try ran out of nodes."""
    rng = random.Random(seed)
    space = _Space(fam)
    for _ in range(tries):
        found = _one_try(space, rng, node_limit)
        if found is not None:
            return found
    return None


def _one_try(space: _Space, rng: random.Random, node_limit: int) -> Round | None:
    fam = space.fam
    n = fam.players
    cls = space.cls
    used = [False] * space.n_classes
    covered = [False] * n
    reps: list[Table] = []
    h_maps = space.h_maps
    g = space.n_group

    def images(block: tuple[int, ...]) -> list[tuple[int, ...]]:
        return [block] + [tuple(h[p] for p in block) for h in h_maps]

    def place(block: tuple[int, ...], value: bool) -> None:
        # classes are marked by extend(); here only the points of the block and its H-images
        for img in images(block):
            for p in img:
                covered[p] = value

    if fam.kind == "k1":
        t0 = rng.randrange(g)
        fixed = (g, t0, h_maps[0][t0], h_maps[1][t0])
        for p in fixed:
            covered[p] = True
        reps.append(fixed)
        used[cls[g][t0]] = True
    order = list(range(n))
    rng.shuffle(order)
    # extra points first: their blocks are the most constrained
    order.sort(key=lambda p: p < g)
    nodes = 0

    def classes_free(block: list[int], q: int) -> list[int] | None:
        out = []
        for p in block:
            c = cls[p][q]
            if c < 0 or used[c]:
                return None
            out.append(c)
        return out

    def extend(block: list[int], cands: list[int]) -> bool:
        nonlocal nodes
        nodes += 1
        if nodes > node_limit:
            return False
        if len(block) == 4:
            tb = (block[0], block[1], block[2], block[3])
            place(tb, True)
            reps.append(tb)
            if solve():
                return True
            reps.pop()
            place(tb, False)
            return False
        for i, q in enumerate(cands):
            new = classes_free(block, q)
            if new is None or len(set(new)) != len(new):
                continue
            if h_maps and any(h[q] in block for h in h_maps):
                continue
            for c in new:
                used[c] = True
            block.append(q)
            covered[q] = True
            ok = extend(block, cands[i + 1 :])
            covered[q] = False
            block.pop()
            for c in new:
                used[c] = False
            if ok:
                return True
            if nodes > node_limit:
                return False
        return False

    def solve() -> bool:
        first = next((p for p in order if not covered[p]), None)
        if first is None:
            return True
        cands = [q for q in order if not covered[q] and q != first]
        rng.shuffle(cands)
        covered[first] = True
        ok = extend([first], cands)
        covered[first] = False
        return ok

    if not solve():
        return None
    base: Round = []
    for rep in reps:
        imgs = [rep] if rep[0] == g and fam.kind == "k1" else images(rep)
        for img in imgs:
            base.append((img[0], img[1], img[2], img[3]))
    return base


def expand(fam: Family, base: Round) -> list[Round]:
    """All R rounds: the base round shifted by each t in Z_R."""
    space = _Space(fam)
    return [[tuple(space.shift(p, t) for p in blk) for blk in base] for t in range(fam.rounds)]  # type: ignore[misc]
