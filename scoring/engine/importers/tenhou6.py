"""tenhou.net/6 JSON to hand records, every win given as quick entry (han, fu, yaku, dora count).

Each round: [[kyoku, honba, deposits], [4 start scores], [dora], [ura], per seat: dealt hand, draws,
discards, then the result: ["和了", deltas, [who, from, pao, "30符4飜7700点", "立直(1飜)", ...], ...]
(deltas and info repeated per winner), ["流局", deltas], ["流し満貫", deltas], ["全員聴牌"],
["全員不聴"], or an abortive draw name. Tenpai at a draw and nagashi mangan players are read from the
tiles (replayed), never from the deltas; riichi from the "r" discards (void when that discard was ronned).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from scoring.engine.importers.model import ImportedGame, ImportedHand, RecordedWin
from scoring.engine.importers.tenhou6_play import SeatPlay, is_tenpai, qualifies_nagashi, replay_round
from scoring.engine.importers.tenhou_yaku import DORA_NAMES, yaku_name_by_japanese
from scoring.engine.ledger import default_valuer
from scoring.engine.records import Abort, Draw, QuickHand, Record, Ron, Tsumo, Win
from scoring.engine.rules import Ruleset, get_preset

ABORTS = {
    "九種九牌": "kyuushu",
    "四風連打": "suufon",
    "四家立直": "suucha_riichi",
    "四槓散了": "suukaikan",
    "三家和了": "sanchahou",
}
LIMITS = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman", "役満": "yakuman"}
_POINTS = re.compile(r"^(?:(\d+)符(\d+)飜|(満貫|跳満|倍満|三倍満|役満))(\d+)(?:-(\d+))?点(∀?)$")
_YAKU = re.compile(r"^(.+)\((\d+)飜\)$|^(.+)\(役満\)$")


def ruleset_from_disp(disp: str, aka: bool, base: Ruleset | None = None) -> Ruleset:
    """The Tenhou preset adjusted by the lobby description ("般南喰赤": hanchan, open tanyao, red fives)."""
    ruleset = base or get_preset("tenhou")
    return ruleset.replace(
        red_fives=3 if aka else 0,
        open_tanyao="喰" in disp,
        length="hanchan" if "南" in disp else "tonpuusen",
    )


def parse_points(text: str) -> tuple[int | None, int | None, str | None, int]:
    """(fu, han, limit, total paid to the winner before honba/deposits) from "30符4飜7700点" and the like."""
    m = _POINTS.match(text.strip())
    if not m:
        raise ValueError(f"points {text!r}: not a Tenhou points text")
    fu = int(m.group(1)) if m.group(1) else None
    han = int(m.group(2)) if m.group(2) else None
    limit = LIMITS[m.group(3)] if m.group(3) else None
    first, second, each = int(m.group(4)), m.group(5), m.group(6)
    if second is not None:  # non-dealer tsumo: "non-dealers-dealer"
        total = 2 * first + int(second)
    elif each:  # dealer tsumo: all pay the same
        total = 3 * first
    else:
        total = first
    return fu, han, limit, total


def _parse_yaku(items: list[str]) -> tuple[list[tuple[str, int]], int]:
    """[(our name, han)] and the number of yakuman among them (han 13 each)."""
    out: list[tuple[str, int]] = []
    yakuman = 0
    for item in items:
        m = _YAKU.match(item)
        if not m:
            raise ValueError(f"yaku {item!r}: not 'name(N飜)' or 'name(役満)'")
        if m.group(3):
            out.append((yaku_name_by_japanese(m.group(3)), 13))
            yakuman += 1
        else:
            out.append((yaku_name_by_japanese(m.group(1)), int(m.group(2))))
    return out, yakuman


def _fu_for_limit(yaku: list[tuple[str, int]], han: int, tsumo: bool) -> int:
    """A fu consistent with a limit hand whose fu the record leaves out (it does not change the value)."""
    names = {n for n, _ in yaku}
    if "chiitoitsu" in names:
        return 25
    if "pinfu" in names:
        return 20 if tsumo else 30
    return 30 if han >= 5 else (40 if han == 4 else 70)


def _win(info: list[Any], seats: list[SeatPlay]) -> tuple[Win, RecordedWin, int]:
    who, frm, pao = int(info[0]), int(info[1]), int(info[2])
    fu, han, limit, total = parse_points(str(info[3]))
    yaku, yakuman = _parse_yaku([str(x) for x in info[4:]])
    yaku_han = sum(h for _, h in yaku)
    dora = sum(h for n, h in yaku if n in DORA_NAMES)
    names = tuple(n for n, _ in yaku if n not in DORA_NAMES)
    if han is None:
        han = yaku_han if not yakuman else 0
        fu_given = _fu_for_limit(yaku, han, who == frm) if not yakuman else 0
    else:
        fu_given = fu or 0
    hand = QuickHand(han=han, fu=fu_given, yaku=names, dora_count=dora, closed=not seats[who].opened)
    recorded = RecordedWin(
        winner=who,
        han=None if yakuman else yaku_han,
        fu=fu,
        points=total,
        limit=limit,
        yakuman=yakuman,
        yaku=tuple(yaku),
    )
    return Win(winner=who, hand=hand, pao=None if pao == who else pao), recorded, frm


def _riichi(seats: list[SeatPlay], ronned: int | None) -> tuple[int, ...]:
    """Players whose riichi deposit was placed: a ron on the declaring discard voids it."""
    return tuple(
        s
        for s, p in enumerate(seats)
        if p.riichi_discard is not None and not (s == ronned and p.last_is_riichi)
    )


def _deltas(values: list[Any]) -> tuple[int, int, int, int]:
    total = [0, 0, 0, 0]
    for d in values:
        for i in range(4):
            total[i] += int(d[i])
    return tuple(total)  # type: ignore[return-value]


def _round(data: list[Any]) -> ImportedHand:
    kyoku, honba, deposits = (int(x) for x in data[0])
    scores = tuple(int(x) for x in data[1])
    label = f"{'ESWN'[(kyoku // 4) % 4]}{kyoku % 4 + 1}-{honba}"
    result = data[-1]
    name = result[0]
    base: dict[str, Any] = {
        "label": label,
        "kyoku": kyoku,
        "honba": honba,
        "deposits": deposits,
        "scores": scores,
    }
    seats = replay_round(data)
    record: Record
    if name == "和了":
        parts = result[1:]
        pairs = [_win(parts[i + 1], seats) for i in range(0, len(parts), 2)]
        wins = tuple(w for w, _, _ in pairs)
        frm = pairs[0][2]
        if frm == wins[0].winner:
            record = Tsumo(win=wins[0], riichi=_riichi(seats, None))
        else:
            record = Ron(discarder=frm, wins=wins, riichi=_riichi(seats, frm))
        return ImportedHand(**base, record=record, deltas=_deltas(parts[0::2]), wins=[r for _, r, _ in pairs])
    riichi = _riichi(seats, None)
    if name in ABORTS:
        record = Abort(reason=ABORTS[name], riichi=riichi)  # type: ignore[arg-type]
        return ImportedHand(**base, record=record, deltas=(0, 0, 0, 0))
    if name in ("流局", "全員聴牌", "全員不聴", "流し満貫"):
        tenpai = tuple(s for s, p in enumerate(seats) if is_tenpai(p))
        nagashi = tuple(s for s, p in enumerate(seats) if qualifies_nagashi(p)) if name == "流し満貫" else ()
        deltas = _deltas([d for d in result[1:] if isinstance(d, list)])  # one list per nagashi player
        return ImportedHand(**base, record=Draw(tenpai=tenpai, nagashi=nagashi, riichi=riichi), deltas=deltas)
    return ImportedHand(**base, record=None, deltas=None, skip_reason=f"unknown result {name!r}")


def _check_shape(doc: object) -> None:
    """The document's outline, checked before reading it: each wrong shape named by its field."""
    if not isinstance(doc, dict):
        raise ValueError(f"a tenhou.net/6 record is a JSON object, not {type(doc).__name__}")
    log = doc.get("log")
    if not isinstance(log, list):
        raise ValueError(
            "log: must be a list of rounds" if "log" in doc else "log: missing (the list of rounds)"
        )
    for i, data in enumerate(log):
        if not isinstance(data, list):
            raise ValueError(f"log[{i}]: a round must be a list, not {type(data).__name__}")
    if "rule" in doc and not isinstance(doc["rule"], dict):
        raise ValueError("rule: must be an object (disp, aka...)")
    name = doc.get("name")
    if name is not None and not (isinstance(name, list) and all(isinstance(n, str) for n in name)):
        raise ValueError("name: must be a list of the players' names")
    sc = doc.get("sc")
    if sc is not None and not (
        isinstance(sc, list)
        and len(sc) == 8
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in sc)
    ):
        raise ValueError("sc: must be 8 numbers (score and points for each of the four players)")


def parse_tenhou6(doc: dict[str, Any], path: str = "<tenhou6>", base: Ruleset | None = None) -> ImportedGame:
    """A tenhou.net/6 JSON record read into hand records; ValueError naming the field for a
    document of the wrong shape (a round that cannot be read is kept as a skipped hand)."""
    _check_shape(doc)
    rule = doc.get("rule", {})
    disp = str(rule.get("disp", "般南喰赤"))
    aka = bool(rule.get("aka") or rule.get("aka51") or rule.get("aka52") or rule.get("aka53"))
    ruleset = ruleset_from_disp(disp, aka, base)
    skip = "three-player game (sanma) is not supported" if "三" in disp else None
    hands: list[ImportedHand] = []
    for i, data in enumerate(doc["log"]):
        try:
            hands.append(_round(data))
        except (ValueError, IndexError, TypeError, KeyError) as exc:
            hands.append(
                ImportedHand(
                    label=f"round {i + 1}",
                    kyoku=0,
                    honba=0,
                    deposits=0,
                    scores=(0, 0, 0, 0),
                    record=None,
                    deltas=None,
                    skip_reason=f"cannot read the round: {exc}",
                )
            )
    sc = doc.get("sc")
    final_scores = final_points = None
    if sc is not None:
        final_scores = tuple(int(sc[i * 2]) for i in range(4))
        final_points = tuple(float(sc[i * 2 + 1]) for i in range(4))
    return ImportedGame(
        path=path,
        ruleset=ruleset,
        hands=hands,
        valuer=default_valuer,
        final_scores=final_scores,  # type: ignore[arg-type]
        final_points=final_points,  # type: ignore[arg-type]
        skip_reason=skip,
    )


def load_tenhou6(path: str | Path, base: Ruleset | None = None) -> ImportedGame:
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    return parse_tenhou6(doc, str(path), base)
