"""Replay the tile stream of one tenhou.net/6 round: final concealed hands, calls, riichi, discards.

Per seat the round holds the dealt hand, the draws (a tile, or a call string "c383637", "p151551",
"26p2626", "m39393939") and the discards (a tile, 60 = the drawn tile, "r28" riichi, "k..." added kan,
"a..." closed kan, 0 = no discard after an open kan). The letter's place in a call string says where
the tile came from: first = the player on the left, middle = across, last = the right.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mahjong.shanten import Shanten

from scoring.engine.importers.numbers import show
from scoring.engine.importers.tenhou_tiles import is_terminal_or_honor, kind_of, tile_t6

_CALL = re.compile(r"[cpmka]")
_CALL_TEXT = re.compile(r"(?:[0-9]{2})*[cpmka](?:[0-9]{2})*", re.ASCII)


@dataclass
class SeatPlay:
    hand: list[int]  # concealed tiles (tenhou.net/6 codes)
    melds: list[tuple[str, list[int]]] = field(
        default_factory=list
    )  # ("chi"|"pon"|"kan"|"kakan"|"ankan", tiles)
    discards: list[int] = field(default_factory=list)
    called_from: bool = False  # another player called one of these discards
    riichi_discard: int | None = None  # index into discards of the declaring discard
    opened: bool = False
    last_is_riichi: bool = False  # the player's last action was the declaring discard (a ron on it voids it)


def _split_call(text: str) -> tuple[str, int, list[int]]:
    """(letter, position of the letter among the tiles, tile codes) of a call string."""
    m = _CALL.search(text)
    if m is None:
        raise ValueError(f"call {show(text)}: no call letter")
    if not _CALL_TEXT.fullmatch(text):
        raise ValueError(f"call {show(text)}: not tile codes around one letter (c, p, m, k or a)")
    tiles = [int(x) for x in re.findall(r"[0-9]{2}", text.replace(m.group(0), ""))]
    need = 3 if m.group(0) in "cp" else 4
    if len(tiles) != need:
        raise ValueError(f"call {show(text)}: has {len(tiles)} tiles, not {need}")
    for t in tiles:
        tile_t6(t)  # ValueError naming a code that is no tile
    if m.start() // 2 >= need:
        raise ValueError(f"call {show(text)}: the letter must stand before the tile it names")
    return m.group(0), m.start() // 2, tiles


_RED_TWIN = {15: 51, 51: 15, 25: 52, 52: 25, 35: 53, 53: 35}


def _remove(hand: list[int], tile: int, where: str) -> None:
    """Take a tile from the hand; a five given as red (or plain) matches its twin if only that is held."""
    for candidate in (tile, _RED_TWIN.get(tile)):
        if candidate in hand:
            hand.remove(candidate)
            return
    raise ValueError(f"{where}: tile {tile} is not in the hand")


def _tile(value: object, where: str, also: tuple[int, ...] = ()) -> int:
    """A tile code (11-47, 51-53), or one of `also` (60 = the drawn tile, 0 = no discard)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: {show(value)} is not a tile code")
    if value not in also:
        tile_t6(value)  # ValueError naming the code when it is no tile
    return value


def tiles(value: object, where: str) -> list[int]:
    """A list of tile codes (dealt tiles, dora indicators...)."""
    if not isinstance(value, list):
        raise ValueError(f"{where}: must be a list of tile codes, got {show(value)}")
    return [_tile(t, where) for t in value]


def _stream(round_data: list, seat: int) -> tuple[list[int], list[int | str], list[int | str]]:  # type: ignore[type-arg]
    """One seat's dealt tiles, draws (tile or call text) and discards (tile, 60, 0 or a text), checked."""
    lists = []
    for offset, name in enumerate(("dealt tiles", "draws", "discards")):
        value = round_data[4 + 3 * seat + offset]
        if not isinstance(value, list):
            raise ValueError(f"seat {seat} {name}: must be a list, got {show(value)}")
        lists.append(value)
    dealt = tiles(lists[0], f"seat {seat} dealt tiles")
    draws: list[int | str] = [t if isinstance(t, str) else _tile(t, f"seat {seat} draws") for t in lists[1]]
    discards: list[int | str] = [
        t if isinstance(t, str) else _tile(t, f"seat {seat} discards", (0, 60)) for t in lists[2]
    ]
    return dealt, draws, discards


def replay_round(round_data: list) -> list[SeatPlay]:  # type: ignore[type-arg]
    streams = [_stream(round_data, s) for s in range(4)]
    seats = [SeatPlay(hand=streams[s][0]) for s in range(4)]
    draws = [streams[s][1] for s in range(4)]
    discards = [streams[s][2] for s in range(4)]
    for seat in range(4):
        play = seats[seat]
        drawn: int | None = None
        for j, take in enumerate(draws[seat]):
            play.last_is_riichi = False
            if isinstance(take, int):
                play.hand.append(take)
                drawn = take
            else:
                letter, pos, tiles = _split_call(take)
                if letter not in "cpm":
                    raise ValueError(f"seat {seat} draws: {show(take)} is not a chi, pon or open kan")
                source = (seat - 1) % 4 if pos == 0 else ((seat + 2) % 4 if pos == 1 else (seat + 1) % 4)
                seats[source].called_from = True
                for t in tiles[:pos] + tiles[pos + 1 :]:
                    _remove(play.hand, t, f"seat {seat} call {take}")
                play.melds.append(({"c": "chi", "p": "pon", "m": "kan"}[letter], tiles))
                play.opened = True
                drawn = None
            if j >= len(discards[seat]):
                break
            out = discards[seat][j]
            if out == 0:
                continue
            if isinstance(out, int):
                tile = drawn if out == 60 else out
                if tile is None:
                    raise ValueError(f"seat {seat}: tsumogiri without a drawn tile")
                _remove(play.hand, tile, f"seat {seat} discard")
                play.discards.append(tile)
            elif out.startswith("r"):
                digits = out[1:]
                if not (digits.isascii() and digits.isdigit() and len(digits) == 2):
                    raise ValueError(f"seat {seat} riichi discard {show(out)}: not 'r' and a tile code")
                code = _tile(int(digits), f"seat {seat} riichi discard", (60,))
                tile = drawn if code == 60 else code
                if tile is None:
                    raise ValueError(f"seat {seat}: riichi tsumogiri without a drawn tile")
                _remove(play.hand, tile, f"seat {seat} riichi discard")
                play.riichi_discard = len(play.discards)
                play.discards.append(tile)
                play.last_is_riichi = True
            else:
                letter, pos, tiles = _split_call(out)
                if letter not in "ka":
                    raise ValueError(f"seat {seat} discards: {show(out)} is not an added or closed kan")
                if letter == "k":
                    _remove(play.hand, tiles[pos], f"seat {seat} added kan")
                    play.melds = [
                        m
                        for m in play.melds
                        if not (m[0] == "pon" and kind_of(tile_t6(m[1][0])) == kind_of(tile_t6(tiles[0])))
                    ]
                    play.melds.append(("kakan", tiles))
                else:  # closed kan
                    for t in tiles:
                        _remove(play.hand, t, f"seat {seat} closed kan")
                    play.melds.append(("ankan", tiles))
    return seats


def is_tenpai(play: SeatPlay) -> bool:
    """Tenpai as Tenhou counts it: some winning tile exists that the player does not hold all four of."""
    counts = [0] * 34
    for t in play.hand:
        counts[kind_of(tile_t6(t))] += 1
    held = counts[:]
    for _, tiles in play.melds:
        for t in tiles:
            held[kind_of(tile_t6(t))] += 1
    shanten = Shanten()
    for kind in range(34):
        if held[kind] >= 4:
            continue
        counts[kind] += 1
        done = shanten.calculate_shanten(counts) == -1
        counts[kind] -= 1
        if done:
            return True
    return False


def qualifies_nagashi(play: SeatPlay) -> bool:
    return (
        bool(play.discards)
        and not play.called_from
        and all(is_terminal_or_honor(tile_t6(t)) for t in play.discards)
    )
