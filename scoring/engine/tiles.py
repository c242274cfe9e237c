"""Tiles in the compact notation of rules.md: "123m406p789s11z" (0 = red five), melds like "pon:555z".

A tile is a `Tile(kind, red)`: kind 0-33 in the order 1-9m, 1-9p, 1-9s, 1-7z (the `mahjong`
package's 34-format), red True for a red five. Errors are `TileError` with a message in words.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, takewhile
from operator import eq, itemgetter
from typing import Literal, NamedTuple

SUITS = "mpsz"
_KIND = itemgetter(0)
_RED = itemgetter(1)
MeldKind = Literal["chi", "pon", "kan", "ankan", "kakan"]
MELD_KINDS: tuple[MeldKind, ...] = ("chi", "pon", "kan", "ankan", "kakan")


class TileError(ValueError):
    """The tile text cannot be a real hand; the message says why in words."""


class TileSyntaxError(TileError):
    """The text is not compact tile notation at all (a malformed request rather than an illegal hand)."""


class Tile(NamedTuple):
    kind: int
    red: bool = False

    @property
    def suit(self) -> str:
        return SUITS[self.kind // 9]

    @property
    def number(self) -> int:
        return self.kind % 9 + 1

    @property
    def is_honor(self) -> bool:
        return self.kind >= 27

    @property
    def is_terminal_or_honor(self) -> bool:
        return self.kind >= 27 or self.number in (1, 9)

    def __str__(self) -> str:
        return f"{0 if self.red else self.number}{self.suit}"


def tile(text: str) -> Tile:
    """One tile, like "5m", "0p" or "7z"."""
    found = _BY_TEXT.get(text) if isinstance(text, str) else None
    if found is not None:
        return found
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise TileSyntaxError(f"expected one tile, got {len(tiles)} in {text!r}")
    return tiles[0]


def parse_tiles(text: str) -> list[Tile]:
    """Tiles of compact notation, in the order written. "406p" is 4p, red 5p, 6p."""
    # fast path for well-formed text (hands are parsed on every request); the slow path explains errors
    if isinstance(text, str):
        parts = _SPLIT_SUITS(text)  # "123m45p" -> ["123", "m", "45", "p", ""]
        if not parts[-1]:
            tiles: list[Tile] = []
            pairs = iter(parts)
            try:
                for digits, suit in zip(pairs, pairs, strict=False):  # the last "" has no pair
                    if not digits:
                        break
                    tiles += map(_BY_SUIT[suit].__getitem__, digits)
                else:
                    return tiles
            except KeyError:  # a digit with no such tile (8z, 0z) or a stray character
                pass
    return _parse_slowly(text)


def tile_list(texts: Iterable[str]) -> list[Tile]:
    """Tiles given one per item, like ["5m", "0p"]."""
    try:
        return list(map(_BY_TEXT.__getitem__, texts))
    except (KeyError, TypeError):
        return [tile(t) for t in texts]


def _parse_slowly(text: str) -> list[Tile]:
    if not isinstance(text, str):
        raise TileSyntaxError(f"tiles must be text like '123m', got {type(text).__name__}")
    tiles: list[Tile] = []
    digits: list[str] = []
    stripped = text.strip().translate(_FULL_WIDTH)
    for position, char in enumerate(stripped):
        if char in _DIGITS:
            digits.append(char)
        elif char in SUITS:
            if not digits:
                raise TileSyntaxError(
                    f"suit letter {char!r} at position {position + 1} has no numbers before it"
                )
            for digit in digits:
                tiles.append(_make(int(digit), char))
            digits = []
        elif char.isspace():
            continue
        elif char.isdigit():  # "²", "٣", "３": digits to Python, but int("²") raises
            raise TileSyntaxError(
                f"{char!r} at position {position + 1} of {text!r} is not a tile number (use the digits 0-9)"
            )
        else:
            raise _unknown_characters("".join(takewhile(_is_junk, stripped[position:])), text)
    if digits:
        raise TileSyntaxError(f"numbers {''.join(digits)!r} at the end of {text!r} have no suit letter")
    return tiles


def _is_junk(char: str) -> bool:
    return char not in _DIGITS and char not in SUITS and not char.isspace()


def _unknown_characters(junk: str, text: str) -> TileSyntaxError:
    """The error for a run of characters that are neither tile numbers nor suit letters, named whole."""
    if len(junk) == 1:
        return TileSyntaxError(f"unknown suit letter {junk!r} in {text!r} (use m, p, s, z)")
    return TileSyntaxError(
        f"unknown characters {junk!r} in {text!r} (use the digits 0-9, each group ending in m, p, s or z)"
    )


def _make(number: int, suit: str) -> Tile:
    if suit == "z":
        if not 1 <= number <= 7:
            raise TileSyntaxError(f"honor tile {number}z does not exist (1z-4z winds, 5z-7z dragons)")
        return Tile(27 + number - 1)
    base = SUITS.index(suit) * 9
    if number == 0:
        return Tile(base + 4, red=True)
    return Tile(base + number - 1)


_BY_TEXT: dict[str, Tile] = {
    f"{number}{suit}": Tile(index * 9 + (4 if number == 0 else number - 1), red=number == 0)
    for index, suit in enumerate("mps")
    for number in range(10)
} | {f"{number}z": Tile(26 + number) for number in range(1, 8)}
# suit letter -> digit -> tile, only the tiles that exist (a KeyError sends the text to the slow path)
_BY_SUIT: dict[str, dict[str, Tile]] = {
    suit: {key[0]: t for key, t in _BY_TEXT.items() if key[1] == suit} for suit in SUITS
}
_SPLIT_SUITS = re.compile("([mpsz])").split
# only these are tile numbers: str.isdigit() also takes "²" and "٣", which int() reads wrongly or not at all
_DIGITS = frozenset("0123456789")
# a Japanese keyboard types full-width digits and letters: "１２３ｍ" is "123m" (as it was read before)
_FULL_WIDTH = str.maketrans("０１２３４５６７８９ｍｐｓｚ", "0123456789mpsz")


def tiles_to_str(tiles: Iterable[Tile]) -> str:
    """Compact notation, sorted by suit and number (red five before the other fives)."""
    out = []
    ordered = sorted(tiles, key=lambda t: (t.kind, not t.red))
    for suit_index, suit in enumerate(SUITS):
        digits = "".join(str(t)[0] for t in ordered if t.kind // 9 == suit_index)
        if digits:
            out.append(digits + suit)
    return "".join(out)


@dataclass(frozen=True)
class Meld:
    kind: MeldKind
    tiles: tuple[Tile, ...]

    @property
    def is_open(self) -> bool:
        return self.kind != "ankan"

    @property
    def is_kan(self) -> bool:
        return self.kind in ("kan", "ankan", "kakan")

    def __str__(self) -> str:
        return f"{self.kind}:{tiles_to_str(self.tiles)}"


def parse_meld(text: str) -> Meld:
    """A meld like "chi:340m", "pon:555z", "kan:1111p", "ankan:9999s", "kakan:2222p"."""
    if isinstance(text, str):
        return _parse_meld_cached(text)
    raise TileSyntaxError(f"meld {text!r} must look like 'pon:555z' (kind:tiles)")


@lru_cache(maxsize=2048)
def _parse_meld_cached(text: str) -> Meld:
    # melds repeat endlessly across hands and a Meld is immutable, so parsing once is enough
    if not isinstance(text, str) or ":" not in text:
        raise TileSyntaxError(f"meld {text!r} must look like 'pon:555z' (kind:tiles)")
    kind, _, body = text.partition(":")
    kind = kind.strip().lower()
    if kind not in MELD_KINDS:
        raise TileSyntaxError(f"meld {text!r}: unknown kind {kind!r} (use {', '.join(MELD_KINDS)})")
    # sorted: tools write a chi called tile first ("chi:534m"); the `mahjong` package needs low to high
    tiles = tuple(sorted(parse_tiles(body), key=lambda t: (t.kind, not t.red)))
    kinds = [t.kind for t in tiles]
    if kind == "chi":
        if len(tiles) != 3:
            raise TileError(f"meld {text!r}: a chi has 3 tiles, got {len(tiles)}")
        if tiles[0].is_honor or kinds != list(range(kinds[0], kinds[0] + 3)) or kinds[0] % 9 > 6:
            raise TileError(f"meld {text!r}: a chi must be three consecutive numbers of one suit")
    else:
        size = 3 if kind == "pon" else 4
        if len(tiles) != size:
            raise TileError(f"meld {text!r}: a {kind} has {size} tiles, got {len(tiles)}")
        if len(set(kinds)) != 1:
            raise TileError(f"meld {text!r}: a {kind} must be {size} copies of the same tile")
    return Meld(kind, tiles)  # type: ignore[arg-type]


def check_copies(groups: dict[str, Iterable[Tile]], red_fives: int) -> None:
    """No fifth copy of a tile and no more red fives than the ruleset has, counted over all groups given.

    `groups` maps a label ("hand", "melds", "dora", ...) to its tiles; only the counts matter.
    """
    check_tile_counts(list(chain.from_iterable(groups.values())), red_fives)


def check_tile_counts(tiles: list[Tile], red_fives: int) -> None:
    """No fifth copy of a tile and no more red fives than the ruleset has among these tiles."""
    if not any(map(_RED, tiles)):
        # without red fives equal kinds are equal tiles: a fifth copy sits 4 places after the first
        ordered = sorted(tiles)
        if not any(map(eq, ordered, ordered[4:])):
            return
    counts = Counter(map(_KIND, tiles))
    reds = [t for t in tiles if t.red]
    for kind, count in sorted(counts.items()):
        if count > 4:
            raise TileError(f"{Tile(kind)} appears {count} times; there are only 4 copies of each tile")
    if red_fives == 0 and reds:
        raise TileError("red fives (0m 0p 0s) are not used in this ruleset")
    for kind, count in Counter(t.kind for t in reds).items():
        allowed = 2 if red_fives == 4 and kind == 13 else 1
        if count > allowed:
            raise TileError(f"{count} red {Tile(kind).suit} fives; this ruleset has {allowed}")
