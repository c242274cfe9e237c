"""Every recorded win of a Tenhou record as a `python -m scoring hand` request, with what the record says.

Each win becomes a tile-form request (hand with the winning tile, melds, win, winds, discarder, the
situation flags of the recorded yaku, dora/ura indicators, honba, deposits, pao) or a quick-form one
(han, fu, yaku names, dora_count, open, and the same table keys). mjlog has the tiles at the win;
tenhou.net/6 has every tile of the round, replayed to the winner's final hand. The requests use only
the keys of docs/hand-format.md, so they are what another tool would send. What the record says (han,
fu, yakuman, this winner's deltas) comes along for comparison.

Honba and deposits follow Tenhou: on a double ron both go to the winner nearest the discarder; the
deposits are the sticks on the table at the start of the hand plus those placed during it.

    python -m scoring.engine.importers.hand_requests [--form tiles|quick] FILE... > requests.jsonl
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from scoring.engine.importers.mjlog_melds import decode_meld
from scoring.engine.importers.tenhou6 import parse_points
from scoring.engine.importers.tenhou6_play import SeatPlay, replay_round
from scoring.engine.importers.tenhou_tiles import compact, tile_136, tile_t6
from scoring.engine.importers.tenhou_yaku import (
    DORA_NAMES,
    SITUATION_BY_ID,
    YAKU,
    yaku_name_by_japanese,
)

WINDS = "ESWN"
Form = Literal["tiles", "quick"]
_T6_MELD = {"chi": "chi", "pon": "pon", "kan": "kan", "kakan": "kakan", "ankan": "ankan"}


@dataclass(frozen=True)
class RecordedRequest:
    """One recorded win: the hand request and what the record says the win was worth."""

    source: str
    label: str  # "E1-0": round wind, hand number, honba
    winner: int  # seat in the record (0 = East of the first hand)
    dealer: int
    request: dict[str, Any]
    han: int | None  # recorded han with dora; None for a yakuman
    fu: int | None  # recorded fu; None where the record leaves it out
    yakuman: int  # recorded yakuman count (Tenhou pays each yakuman once: no double forms)
    yaku: tuple[str, ...]  # recorded yaku names without dora (our names)
    deltas: tuple[int, int, int, int]  # this winner's payments by seat, honba and deposits included
    pao: int | None = None

    def wind(self, seat: int) -> str:
        return WINDS[(seat - self.dealer) % 4]

    @property
    def deltas_by_wind(self) -> dict[str, int]:
        return {self.wind(seat): self.deltas[seat] for seat in range(4)}


def _ruleset(red_fives: bool, open_tanyao: bool) -> str | dict[str, Any]:
    if red_fives and open_tanyao:
        return "tenhou"
    return {"preset": "tenhou", "red_fives": 3 if red_fives else 0, "open_tanyao": open_tanyao}


def _nearest(discarder: int, winners: Sequence[int]) -> int:
    return min(winners, key=lambda w: (w - discarder) % 4)


def _flags(names: Sequence[str]) -> dict[str, bool]:
    flags = {n for n in names if n in SITUATION_BY_ID.values()}
    return {flag: True for flag in sorted(flags)}


# --- mjlog ---------------------------------------------------------------------------------------


def _ints(text: str | None) -> list[int]:
    return [int(x) for x in text.split(",")] if text else []


def mjlog_requests(text: str, source: str = "<mjlog>", form: Form = "tiles") -> list[RecordedRequest]:
    root = ET.fromstring(text)
    ruleset: str | dict[str, Any] = "tenhou"
    out: list[RecordedRequest] = []
    seed: list[int] = []
    reached: list[int] = []
    agari: list[ET.Element] = []

    def flush() -> None:
        if agari:
            out.extend(_mjlog_wins(agari, seed, reached, ruleset, source, form))

    for el in root:
        if el.tag == "GO":
            go = int(el.get("type", "0"))
            if go & 0x10:
                raise ValueError(f"{source}: a three-player game (sanma); hand requests are four-player")
            ruleset = _ruleset(red_fives=not go & 0x02, open_tanyao=not go & 0x04)
        elif el.tag == "INIT":
            flush()
            seed, reached, agari = _ints(el.get("seed")), [], []
        elif el.tag == "REACH" and el.get("step") == "2":
            reached.append(int(el.get("who", "0")))
        elif el.tag == "AGARI":
            agari.append(el)
    flush()
    return out


def _mjlog_wins(
    agari: list[ET.Element],
    seed: list[int],
    reached: list[int],
    ruleset: str | dict[str, Any],
    source: str,
    form: Form,
) -> list[RecordedRequest]:
    kyoku, honba, deposits = seed[0], seed[1], seed[2]
    dealer = kyoku % 4
    discarder = int(agari[0].get("fromWho", "0"))
    winners = [int(el.get("who", "0")) for el in agari]
    nearest = _nearest(discarder, winners)
    label = f"{WINDS[(kyoku // 4) % 4]}{kyoku % 4 + 1}-{honba}"
    out = []
    for el in agari:
        who = int(el.get("who", "0"))
        tsumo = who == discarder
        pairs = _ints(el.get("yaku"))
        yaku = [(YAKU[pairs[i]][0], pairs[i + 1]) for i in range(0, len(pairs), 2)]
        yakuman_ids = _ints(el.get("yakuman"))
        names = [n for n, _ in yaku] + [YAKU[i][0] for i in yakuman_ids]
        melds = [decode_meld(m) for m in _ints(el.get("m"))]
        request: dict[str, Any] = {
            "ruleset": ruleset,
            "tsumo": tsumo,
            "seat": WINDS[(who - dealer) % 4],
            "round": WINDS[(kyoku // 4) % 4],
            **({} if tsumo else {"from": WINDS[(discarder - dealer) % 4]}),
            **_flags(names),
            "honba": honba if who == nearest else 0,
            "deposits": deposits + len(reached) if who == nearest else 0,
        }
        fu, _points, _limit = [*_ints(el.get("ten")), 0, 0, 0][:3]
        if form == "tiles":
            # without red fives (GO type 0x02) tiles 16, 52, 88 are plain fives
            five = "5" if isinstance(ruleset, dict) and ruleset["red_fives"] == 0 else "0"
            request["hand"] = compact(tile_136(t) for t in _ints(el.get("hai"))).replace("0", five)
            request["melds"] = [m.notation().replace("0", five) for m in melds]
            request["win"] = tile_136(int(el.get("machi", "0"))).replace("0", five)
            request["dora"] = [tile_136(t).replace("0", five) for t in _ints(el.get("doraHai"))]
            request["ura"] = [tile_136(t).replace("0", five) for t in _ints(el.get("doraHaiUra"))]
        else:
            dora = sum(h for n, h in yaku if n in DORA_NAMES)
            ordinary = [(n, h) for n, h in yaku if n not in DORA_NAMES]
            is_open = any(m.kind != "ankan" for m in melds)
            yakuman = [YAKU[i][0] for i in yakuman_ids]
            request.update(_quick(ordinary, yakuman, dora, None, fu, is_open))
        if who in reached and "double_riichi" not in names:
            request["riichi"] = True  # a yakuman lists no riichi, but the player declared it
        pao = el.get("paoWho")
        if pao is not None:
            request["pao"] = WINDS[(int(pao) - dealer) % 4]
        sc = _ints(el.get("sc"))
        out.append(
            RecordedRequest(
                source=source,
                label=label,
                winner=who,
                dealer=dealer,
                request=request,
                han=None if yakuman_ids else sum(h for _, h in yaku),
                fu=None if yakuman_ids else fu,
                yakuman=len(yakuman_ids),
                yaku=tuple(sorted(n for n in names if n not in DORA_NAMES)),
                deltas=tuple(sc[i * 2 + 1] * 100 for i in range(4)),  # type: ignore[arg-type]
                pao=int(pao) if pao is not None else None,
            )
        )
    return out


# --- tenhou.net/6 --------------------------------------------------------------------------------


def tenhou6_requests(
    doc: dict[str, Any], source: str = "<tenhou6>", form: Form = "tiles"
) -> list[RecordedRequest]:
    rule = doc.get("rule", {})
    disp = str(rule.get("disp", "般南喰赤"))
    aka = bool(rule.get("aka") or rule.get("aka51") or rule.get("aka52") or rule.get("aka53"))
    if "三" in disp:
        raise ValueError(f"{source}: a three-player game (sanma); hand requests are four-player")
    ruleset = _ruleset(red_fives=aka, open_tanyao="喰" in disp)
    out: list[RecordedRequest] = []
    for data in doc.get("log", []):
        if data[-1][0] == "和了":
            out.extend(_t6_wins(data, ruleset, source, form))
    return out


def _t6_yaku(items: Sequence[str]) -> tuple[list[tuple[str, int]], list[str], int]:
    """([(name, han)] of ordinary yaku and dora, [yakuman names], dora count) from "立直(1飜)" texts."""
    ordinary: list[tuple[str, int]] = []
    yakuman: list[str] = []
    for item in items:
        name, _, rest = item.rpartition("(")
        if rest == "役満)":
            yakuman.append(yaku_name_by_japanese(name))
        else:
            ordinary.append((yaku_name_by_japanese(name), int(rest.removesuffix("飜)"))))
    dora = sum(h for n, h in ordinary if n in DORA_NAMES)
    return [(n, h) for n, h in ordinary if n not in DORA_NAMES], yakuman, dora


def _t6_wins(
    data: list[Any], ruleset: str | dict[str, Any], source: str, form: Form
) -> list[RecordedRequest]:
    kyoku, honba, deposits = (int(x) for x in data[0])
    dealer = kyoku % 4
    seats = replay_round(data)
    parts = data[-1][1:]
    infos = [parts[i + 1] for i in range(0, len(parts), 2)]
    deltas = [parts[i] for i in range(0, len(parts), 2)]
    discarder = int(infos[0][1])
    winners = [int(info[0]) for info in infos]
    tsumo = winners[0] == discarder
    nearest = _nearest(discarder, winners)
    # sticks placed this hand: a ron on the declaring discard voids that riichi
    placed = sum(
        1
        for s, p in enumerate(seats)
        if p.riichi_discard is not None and not (not tsumo and s == discarder and p.last_is_riichi)
    )
    label = f"{WINDS[(kyoku // 4) % 4]}{kyoku % 4 + 1}-{honba}"
    out = []
    for info, delta in zip(infos, deltas, strict=True):
        who, pao = int(info[0]), int(info[2])
        fu, han, _limit, _total = parse_points(str(info[3]))
        yaku, yakuman, dora = _t6_yaku([str(x) for x in info[4:]])
        names = [n for n, _ in yaku] + yakuman
        common: dict[str, Any] = {
            "ruleset": ruleset,
            "tsumo": tsumo,
            "seat": WINDS[(who - dealer) % 4],
            "round": WINDS[(kyoku // 4) % 4],
            **({} if tsumo else {"from": WINDS[(discarder - dealer) % 4]}),
            **_flags(names),
            "honba": honba if who == nearest else 0,
            "deposits": deposits + placed if who == nearest else 0,
        }
        if seats[who].riichi_discard is not None and "double_riichi" not in names:
            common["riichi"] = True
        if pao != who:
            common["pao"] = WINDS[(pao - dealer) % 4]
        if form == "quick":
            request = {**common, **_quick(yaku, yakuman, dora, han, fu, seats[who].opened)}
        else:
            request = {**common, **_t6_tiles(data, seats, who, discarder, tsumo)}
        out.append(
            RecordedRequest(
                source=source,
                label=label,
                winner=who,
                dealer=dealer,
                request=request,
                han=None if yakuman else (han if han is not None else sum(h for _, h in yaku) + dora),
                fu=fu,
                yakuman=len(yakuman),
                yaku=tuple(sorted(names)),
                deltas=tuple(int(d) for d in delta),  # type: ignore[arg-type]
                pao=None if pao == who else pao,
            )
        )
    return out


def _quick(
    yaku: list[tuple[str, int]], yakuman: list[str], dora: int, han: int | None, fu: int | None, is_open: bool
) -> dict[str, Any]:
    """The quick-form keys: han (dora included), fu, yaku names, dora_count, open; or the yakuman names."""
    if yakuman:
        return {"yakuman": yakuman, "open": is_open}
    total = sum(h for _, h in yaku) + dora
    request: dict[str, Any] = {
        "han": total,
        "yaku": [n for n, _ in yaku],
        "dora_count": dora,
        "open": is_open,
    }
    if fu is not None:
        request["fu"] = fu
    elif total < 5:
        # a mangan below 5 han whose fu the record leaves out: any fu that makes it a mangan
        request["fu"] = 40 if total == 4 else 70
    return request


def _t6_tiles(
    data: list[Any], seats: list[SeatPlay], who: int, discarder: int, tsumo: bool
) -> dict[str, Any]:
    play = seats[who]
    hand = [tile_t6(t) for t in play.hand]
    if tsumo:
        last = next(t for t in reversed(data[5 + 3 * who]) if isinstance(t, int))
        win = tile_t6(last)
    else:
        win = _t6_ron_tile(data, seats[discarder], discarder)
        hand.append(win)
    return {
        "hand": compact(hand),
        "melds": [f"{_T6_MELD[kind]}:{compact(tile_t6(t) for t in tiles)}" for kind, tiles in play.melds],
        "win": win,
        "dora": [tile_t6(t) for t in data[2]],
        "ura": [tile_t6(t) for t in data[3]],
    }


def _t6_ron_tile(data: list[Any], play: SeatPlay, discarder: int) -> str:
    """The discarder's last discard, or the tile added to a kan (chankan)."""
    last = next(x for x in reversed(data[6 + 3 * discarder]) if x != 0)
    if isinstance(last, str) and "k" in last:
        digits = last.replace("k", "")
        tiles = [int(digits[i : i + 2]) for i in range(0, len(digits), 2)]
        return tile_t6(tiles[last.index("k") // 2])
    return tile_t6(play.discards[-1])


# --- files ---------------------------------------------------------------------------------------


def requests_from_file(path: str | Path, form: Form = "tiles") -> list[RecordedRequest]:
    """Recorded wins of an mjlog (plain or gzip) or tenhou.net/6 file as requests of the given form."""
    raw = Path(path).read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    text = raw.decode("utf-8-sig").lstrip()
    if text.startswith("<"):
        return mjlog_requests(text, str(path), form)
    doc = json.loads(text)
    if isinstance(doc, dict) and isinstance(doc.get("log"), list):
        return tenhou6_requests(doc, str(path), form)
    raise ValueError(f"{path}: neither mjlog XML nor a tenhou.net/6 log")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Recorded wins as `python -m scoring hand --jsonl` requests")
    parser.add_argument("--form", choices=("tiles", "quick"), default="tiles")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args(argv)
    try:
        for path in args.paths:
            for case in requests_from_file(path, args.form):
                sys.stdout.write(json.dumps(case.request, ensure_ascii=False) + "\n")
    except BrokenPipeError:  # the reader stopped early (`| head`)
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
