"""Decode the `m` attribute of mjlog <N> and <AGARI> tags (Tenhou's packed meld codes).

Bits 0-1: the player the tile came from, relative to the caller (0 = self, 1 = right, 2 = across,
3 = left). Bit 2 set: chi. Bit 3: pon, bit 4: added kan (kakan). Neither: open or closed kan.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.engine.importers.tenhou_tiles import compact, tile_136


@dataclass(frozen=True)
class MjlogMeld:
    kind: str  # "chi", "pon", "kakan", "kan" (open), "ankan"
    tiles: tuple[int, ...]  # 136 codes
    called: int | None  # the 136 code taken from another player (None for ankan)
    from_rel: int  # 0 self, 1 right, 2 across, 3 left

    def notation(self, red: bool = True) -> str:
        """As the hand request of design.md: "chi:340m", "ankan:9999s"."""
        return f"{self.kind}:{compact(tile_136(t, red) for t in self.tiles)}"


def decode_meld(m: int) -> MjlogMeld:
    from_rel = m & 3
    if m & 0x4:  # chi
        base_and_called = m >> 10
        called_index = base_and_called % 3
        first = base_and_called // 3
        first = (first // 7) * 9 + first % 7  # sequences start at 1-7 of a suit
        tiles = tuple((first + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3))
        return MjlogMeld("chi", tiles, tiles[called_index], from_rel)
    if m & 0x18:  # pon or added kan
        unused = (m >> 5) & 3
        kind_and_called = m >> 9
        called_index = kind_and_called % 3
        kind = kind_and_called // 3
        quad = tuple(kind * 4 + i for i in range(4))
        three = tuple(t for i, t in enumerate(quad) if i != unused)
        if m & 0x8:
            return MjlogMeld("pon", three, three[called_index], from_rel)
        return MjlogMeld("kakan", quad, three[called_index], from_rel)
    if m & 0x20:
        raise ValueError(f"meld code {m}: nukidora (three-player) is not supported")
    tile = m >> 8
    four = tuple((tile // 4) * 4 + i for i in range(4))
    if from_rel == 0:
        return MjlogMeld("ankan", four, None, 0)
    return MjlogMeld("kan", four, tile, from_rel)
