"""Tenhou mjlog XML (plain or gzip) to hand records, every win given by its tiles.

<GO type> bit flags: 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan (else tonpuusen), 0x10 three
players. <INIT seed="kyoku,honba,deposits,dice,dice,dora" ten="scores/100">, <REACH step="2"> = the deposit
is placed, <AGARI> (one per winner; consecutive ones = double ron), <RYUUKYOKU type> (abortive kinds,
"nm" nagashi mangan; hai0..3 = hands shown tenpai), owari="score,points x4" on the last tag.
Discards are <D..>-<G..>, draws <T..>-<W..> (the number is the tile), calls <N who m>.
"""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from scoring.engine.importers.mjlog_melds import decode_meld
from scoring.engine.importers.model import ImportedGame, ImportedHand, RecordedWin
from scoring.engine.importers.numbers import real_text, show, whole_text
from scoring.engine.importers.tenhou_tiles import compact, is_terminal_or_honor, tile_136
from scoring.engine.importers.tenhou_yaku import MJLOG_LIMITS, SITUATION_BY_ID, yaku_name_by_id
from scoring.engine.ledger import default_valuer
from scoring.engine.records import Abort, Draw, Record, Ron, TileHand, Tsumo, Win
from scoring.engine.rules import Ruleset, get_preset

ABORT_TYPES = {
    "yao9": "kyuushu",
    "kaze4": "suufon",
    "reach4": "suucha_riichi",
    "kan4": "suukaikan",
    "ron3": "sanchahou",
}
_DISCARD = re.compile(r"^([DEFG])([0-9]+)$")
_DRAW = re.compile(r"^([TUVW])([0-9]+)$")
SCORE = 100_000  # scores and deltas are given in hundreds: far beyond any real game


def read_mjlog_text(path: str | Path) -> str:
    data = Path(path).read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def ruleset_from_go(go_type: int, base: Ruleset | None = None) -> Ruleset:
    """The Tenhou preset adjusted by the <GO type> flags."""
    ruleset = base or get_preset("tenhou")
    return ruleset.replace(
        red_fives=0 if go_type & 0x02 else ruleset.red_fives,
        open_tanyao=not go_type & 0x04,
        length="hanchan" if go_type & 0x08 else "tonpuusen",
    )


def _ints(text: str | None, where: str, low: int = -SCORE, high: int = SCORE) -> list[int]:
    """The comma-separated whole numbers of an attribute, each in low..high (ValueError naming it)."""
    return [whole_text(x, where, low, high) for x in text.split(",")] if text else []


def _count(values: list[int], count: int, where: str) -> list[int]:
    if len(values) != count:
        raise ValueError(f"{where}: must be {count} numbers, got {len(values)}")
    return values


def _seat(el: ET.Element, name: str, default: str | None = "0") -> int:
    """A seat attribute (who, fromWho, paoWho): 0-3."""
    value = el.get(name, default)
    if value is None:
        raise ValueError(f"{el.tag} {name}: missing")
    return whole_text(value, f"{el.tag} {name}", 0, 3)


def _tile_codes(el: ET.Element, name: str) -> list[int]:
    return _ints(el.get(name), f"{el.tag} {name}", 0, 135)


def _tiles(codes: list[int], red: bool = True) -> tuple[str, ...]:
    return tuple(tile_136(c, red) for c in codes)


@dataclass
class _Hand:
    kyoku: int
    honba: int
    deposits: int
    scores: tuple[int, int, int, int]
    riichi: list[int] = field(default_factory=list)
    discards: list[list[tuple[int, bool]]] = field(default_factory=lambda: [[], [], [], []])
    last_discarder: int | None = None
    agari: list[ET.Element] = field(default_factory=list)
    draws: list[ET.Element] = field(default_factory=list)  # one per nagashi mangan player, else one
    red: bool = True  # False in a no-red lobby: codes 16/52/88 are then plain fives

    @property
    def end(self) -> ET.Element | None:
        return self.draws[0] if self.draws else None

    @property
    def label(self) -> str:
        return f"{'ESWN'[(self.kyoku // 4) % 4]}{self.kyoku % 4 + 1}-{self.honba}"


def _win_from_agari(el: ET.Element, red: bool = True) -> tuple[Win, RecordedWin]:
    who = _seat(el, "who")
    from_who = _seat(el, "fromWho", str(who))
    hai = _tile_codes(el, "hai")
    machi = whole_text(el.get("machi", "-1"), "AGARI machi", -1, 135)
    melds = [decode_meld(m) for m in _ints(el.get("m"), "AGARI m", 0, 0xFFFF)]
    yaku_pairs = _ints(el.get("yaku"), "AGARI yaku", 0, 999)
    if len(yaku_pairs) % 2:
        raise ValueError("AGARI yaku: must be pairs of yaku id and han")
    yaku = [(yaku_pairs[i], yaku_pairs[i + 1]) for i in range(0, len(yaku_pairs), 2)]
    yakuman = _ints(el.get("yakuman"), "AGARI yakuman", 0, 999)
    flags = {SITUATION_BY_ID[y] for y, _ in yaku if y in SITUATION_BY_ID}
    flags |= {SITUATION_BY_ID[y] for y in yakuman if y in SITUATION_BY_ID}
    hand = TileHand(
        hand=compact(_tiles(hai, red)),
        win=tile_136(machi, red),
        melds=tuple(m.notation(red) for m in melds),
        dora=_tiles(_tile_codes(el, "doraHai"), red),
        ura=_tiles(_tile_codes(el, "doraHaiUra"), red),
        flags=frozenset(flags),
    )
    pao = _seat(el, "paoWho", None) if el.get("paoWho") is not None else None
    win = Win(winner=who, hand=hand, pao=pao)
    ten = _ints(el.get("ten"), "AGARI ten", 0, 10_000_000)
    if len(ten) > 3:
        raise ValueError("AGARI ten: must be fu, points and limit")
    fu, points, limit = [*ten, 0, 0, 0][:3]
    recorded = RecordedWin(
        winner=who,
        han=None if yakuman else sum(h for _, h in yaku),
        fu=fu,
        points=points,
        limit=MJLOG_LIMITS.get(limit),
        yakuman=len(yakuman),
        yaku=tuple((yaku_name_by_id(y), h) for y, h in yaku)
        + tuple((yaku_name_by_id(y), 13) for y in yakuman),
    )
    del from_who
    return win, recorded


def _sc_deltas(el: ET.Element) -> tuple[int, int, int, int]:
    sc = _count(_ints(el.get("sc"), f"{el.tag} sc"), 8, f"{el.tag} sc")
    return tuple(sc[i * 2 + 1] * 100 for i in range(4))  # type: ignore[return-value]


def _nagashi_players(hand: _Hand) -> tuple[int, ...]:
    return tuple(
        seat
        for seat, discards in enumerate(hand.discards)
        if discards and all(is_terminal_or_honor(tile_136(t)) and not called for t, called in discards)
    )


def _to_record(hand: _Hand) -> tuple[Record | None, list[RecordedWin], str | None]:
    riichi = tuple(hand.riichi)
    if hand.agari:
        pairs = [_win_from_agari(el, hand.red) for el in hand.agari]
        wins = tuple(w for w, _ in pairs)
        recorded = [r for _, r in pairs]
        first = hand.agari[0]
        who, from_who = _seat(first, "who"), _seat(first, "fromWho")
        if who == from_who:
            return Tsumo(win=wins[0], riichi=riichi), recorded, None
        return Ron(discarder=from_who, wins=wins, riichi=riichi), recorded, None
    if hand.end is None:
        return None, [], "the hand has no result (no AGARI or RYUUKYOKU)"
    kind = hand.end.get("type")
    if kind in ABORT_TYPES:
        return Abort(reason=ABORT_TYPES[kind], riichi=riichi), [], None  # type: ignore[arg-type]
    tenpai = tuple(seat for seat in range(4) if any(el.get(f"hai{seat}") is not None for el in hand.draws))
    if kind == "nm":
        return Draw(tenpai=tenpai, nagashi=_nagashi_players(hand), riichi=riichi), [], None
    if kind is None:
        return Draw(tenpai=tenpai, riichi=riichi), [], None
    return None, [], f"unknown draw type {kind!r}"


def _finish(hand: _Hand, out: list[ImportedHand]) -> None:
    record, recorded, skip = _to_record(hand)
    tags = hand.agari or hand.draws
    deltas = [0, 0, 0, 0]
    for el in tags:
        for seat, d in enumerate(_sc_deltas(el)):
            deltas[seat] += d
    out.append(
        ImportedHand(
            label=hand.label,
            kyoku=hand.kyoku,
            honba=hand.honba,
            deposits=hand.deposits,
            scores=hand.scores,
            record=record,
            deltas=tuple(deltas),  # type: ignore[arg-type]
            wins=recorded,
            skip_reason=skip,
        )
    )


def parse_mjlog(text: str, path: str = "<mjlog>", base: Ruleset | None = None) -> ImportedGame:
    """Every hand of an mjlog document, with the recorded deltas, end scores and points."""
    root = ET.fromstring(text)
    ruleset = base or get_preset("tenhou")
    hands: list[ImportedHand] = []
    current: _Hand | None = None
    final_scores = final_points = None
    skip = end_unchecked = None
    for el in root:
        tag = el.tag
        if tag == "GO":
            go_type = whole_text(el.get("type", "0"), "GO type", 0, 2**31)
            if go_type & 0x10:
                skip = "three-player game (sanma) is not supported"
            if go_type & ~0xFF:
                end_unchecked = f"custom lobby rules (GO type {go_type}): game end and points not checked"
            ruleset = ruleset_from_go(go_type, base)
        elif tag == "INIT":
            if current is not None:
                _finish(current, hands)
            seed = _count(_ints(el.get("seed"), "INIT seed", 0, 999), 6, "INIT seed")
            if seed[0] > 15:
                raise ValueError(f"INIT seed: round {seed[0]} is outside 0..15")
            ten = _count(_ints(el.get("ten"), "INIT ten"), 4, "INIT ten")
            current = _Hand(seed[0], seed[1], seed[2], tuple(t * 100 for t in ten))  # type: ignore[arg-type]
            current.red = ruleset.red_fives > 0
        elif current is None:
            continue
        elif m := _DISCARD.match(tag):
            seat = "DEFG".index(m.group(1))
            current.discards[seat].append((whole_text(m.group(2), f"discard {tag}", 0, 135), False))
            current.last_discarder = seat
        elif _DRAW.match(tag):
            current.last_discarder = None
        elif tag == "N":
            who = _seat(el, "who")
            meld = decode_meld(whole_text(el.get("m", "0"), "N m", 0, 0xFFFF))
            if meld.from_rel and meld.kind in ("chi", "pon", "kan"):
                taken_from = (who + meld.from_rel) % 4
                if current.discards[taken_from]:
                    tile, _ = current.discards[taken_from][-1]
                    current.discards[taken_from][-1] = (tile, True)
        elif tag == "REACH":
            if el.get("step") not in ("1", "2"):
                raise ValueError(f"REACH step: must be 1 or 2, got {show(el.get('step'))}")
            if el.get("step") == "2":  # the deposit is placed
                current.riichi.append(_seat(el, "who"))
        elif tag == "AGARI":
            current.agari.append(el)
        elif tag == "RYUUKYOKU":
            current.draws.append(el)
        if tag in ("AGARI", "RYUUKYOKU") and el.get("owari"):
            owari = el.get("owari", "").split(",")
            if len(owari) != 8:
                raise ValueError(
                    f"{tag} owari: must be 8 numbers (score and points of each player), got {len(owari)}"
                )
            final_scores = tuple(whole_text(owari[i * 2], f"{tag} owari") * 100 for i in range(4))
            final_points = tuple(real_text(owari[i * 2 + 1], f"{tag} owari") for i in range(4))
    if current is not None:
        _finish(current, hands)
    return ImportedGame(
        path=path,
        ruleset=ruleset,
        hands=hands,
        valuer=default_valuer,
        final_scores=final_scores,  # type: ignore[arg-type]
        final_points=final_points,  # type: ignore[arg-type]
        skip_reason=skip,
        end_unchecked=end_unchecked,
    )


def load_mjlog(path: str | Path, base: Ruleset | None = None) -> ImportedGame:
    return parse_mjlog(read_mjlog_text(path), str(path), base)
