"""Tenhou tile codes to the compact notation of rules.md.

mjlog: 0-135, code // 4 is the kind (0-8 man, 9-17 pin, 18-26 sou, 27-33 honors); 16, 52, 88 are red.
tenhou.net/6: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honors, 51/52/53 red 5m/5p/5s.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS = "mpsz"
RED_136 = frozenset({16, 52, 88})


def tile_136(code: int, red: bool = True) -> str:
    """One mjlog tile as "5m", red fives as "0p" (as "5p" in a game played without red fives)."""
    if not 0 <= code <= 135:
        raise ValueError(f"tile code {code} is outside 0-135")
    kind = code // 4
    digit = "0" if red and code in RED_136 else str(kind % 9 + 1)
    return digit + SUITS[kind // 9]


def tile_t6(code: int) -> str:
    """One tenhou.net/6 tile as "5m", red fives as "0p"."""
    if code in (51, 52, 53):
        return "0" + SUITS[code - 51]
    suit, num = divmod(code, 10)
    if not (1 <= suit <= 4 and 1 <= num <= (7 if suit == 4 else 9)):
        raise ValueError(f"tile code {code} is not a tenhou.net/6 tile")
    return str(num) + SUITS[suit - 1]


def kind_of(tile: str) -> int:
    """0-33 kind of a compact tile ("0m" counts as 5m)."""
    num = 5 if tile[0] == "0" else int(tile[0])
    return SUITS.index(tile[1]) * 9 + num - 1


def compact(tiles: Iterable[str]) -> str:
    """Tiles as one compact string grouped by suit: ["1m", "2m", "0p"] -> "12m0p" (sorted, red as 0)."""
    by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
    for t in tiles:
        by_suit[t[1]].append(t[0])
    out = []
    for suit in SUITS:
        digits = sorted(by_suit[suit], key=lambda d: 5.5 if d == "0" else int(d))
        if digits:
            out.append("".join(digits) + suit)
    return "".join(out)


def is_terminal_or_honor(tile: str) -> bool:
    return tile[1] == "z" or tile[0] in "19"
