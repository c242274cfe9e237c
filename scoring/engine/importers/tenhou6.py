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
from scoring.engine.importers.numbers import POINTS, real, show, whole
from scoring.engine.importers.tenhou6_play import SeatPlay, is_tenpai, qualifies_nagashi, replay_round, tiles
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
# Digit counts bounded: fu and han have at most 3 digits, a payment at most 7 (a 400-digit "fu" is refused).
_POINTS = re.compile(
    r"^(?:([0-9]{1,3})符([0-9]{1,3})飜|(満貫|跳満|倍満|三倍満|役満))([0-9]{1,7})(?:-([0-9]{1,7}))?点(∀?)$"
)
_YAKU = re.compile(r"^(.+)\(([0-9]{1,3})飜\)$|^(.+)\(役満\)$")
ROUND_LENGTH = 17  # header, scores, dora, ura, (dealt, draws, discards) x 4, result


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
        raise ValueError(f"points {show(text)}: not a Tenhou points text")
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
            raise ValueError(f"yaku {show(item)}: not 'name(N飜)' or 'name(役満)'")
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


def _win(info: Any, seats: list[SeatPlay], where: str) -> tuple[Win, RecordedWin, int]:
    if not isinstance(info, list) or len(info) < 4:
        raise ValueError(
            f"{where}: the win details must be a list [winner, from, liable, points text, yaku...], "
            f"got {show(info)}"
        )
    who = whole(info[0], f"{where}: winner seat", 0, 3)
    frm = whole(info[1], f"{where}: from seat", 0, 3)
    pao = whole(info[2], f"{where}: liable seat", 0, 3)
    if not all(isinstance(x, str) for x in info[3:]):
        raise ValueError(f"{where}: the points and yaku must be texts")
    fu, han, limit, total = parse_points(info[3])
    yaku, yakuman = _parse_yaku(info[4:])
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


def _four(value: Any, where: str, what: str) -> tuple[int, int, int, int]:
    """Four whole numbers (one per seat) within the range of real points."""
    if not isinstance(value, list) or len(value) != 4:
        raise ValueError(
            f"{where} ({what}): must be a list of four whole numbers (one per seat), got {show(value)}"
        )
    return tuple(whole(v, f"{where}[{i}] ({what})") for i, v in enumerate(value))  # type: ignore[return-value]


def _deltas(values: list[Any], where: str) -> tuple[int, int, int, int]:
    total = [0, 0, 0, 0]
    for n, d in enumerate(values):
        for i, v in enumerate(_four(d, where if len(values) == 1 else f"{where} {n + 1}", "deltas")):
            total[i] += v
    return tuple(total)  # type: ignore[return-value]


def _header(data: list[Any], where: str) -> dict[str, Any]:
    """The round's label and the state it starts from ([kyoku, honba, deposits] and the four scores);
    the dora and ura indicator lists are checked with them. ValueError naming the entry."""
    head = data[0]
    if not isinstance(head, list) or len(head) != 3:
        raise ValueError(f"{where}[0]: must be [kyoku, honba, deposits], got {show(head)}")
    kyoku = whole(head[0], f"{where}[0][0] (kyoku)", 0, 15)
    honba = whole(head[1], f"{where}[0][1] (honba)", 0, 999)
    deposits = whole(head[2], f"{where}[0][2] (deposits)", 0, 999)
    scores = _four(data[1], f"{where}[1]", "scores")
    for i, name in ((2, "dora indicators"), (3, "ura indicators")):
        tiles(data[i], f"{where}[{i}] ({name})")
    return {
        "label": f"{'ESWN'[(kyoku // 4) % 4]}{kyoku % 4 + 1}-{honba}",
        "kyoku": kyoku,
        "honba": honba,
        "deposits": deposits,
        "scores": scores,
    }


def _round(data: list[Any], where: str = "log[0]") -> ImportedHand:
    base = _header(data, where)
    result = data[-1]
    name = result[0]
    seats = replay_round(data)
    record: Record
    if name == "和了":
        parts = result[1:]
        if not parts or len(parts) % 2:
            raise ValueError(
                "和了 (win): the name must be followed by the deltas and the win details of each winner, "
                f"got {len(parts)} item{'' if len(parts) == 1 else 's'}"
            )
        if len(parts) > 6:
            raise ValueError(f"和了 (win): at most 3 winners, got {len(parts) // 2}")
        count = len(parts) // 2
        pairs = [
            _win(parts[i + 1], seats, "和了 (win)" if count == 1 else f"和了 (win) {i // 2 + 1}")
            for i in range(0, len(parts), 2)
        ]
        wins = tuple(w for w, _, _ in pairs)
        frm = pairs[0][2]
        if len({w.winner for w in wins}) != len(wins):
            raise ValueError("和了 (win): the same seat wins twice")
        if any(f != frm for _, _, f in pairs):
            raise ValueError("和了 (win): the winners name different discarders")
        deltas = _deltas(parts[0::2], "和了 (win)")
        if frm == wins[0].winner:
            if len(wins) > 1:
                raise ValueError("和了 (win): a tsumo (winner = from seat) has one winner")
            record = Tsumo(win=wins[0], riichi=_riichi(seats, None))
        else:
            if any(w.winner == frm for w in wins):
                raise ValueError("和了 (win): the discarder cannot also win by ron")
            record = Ron(discarder=frm, wins=wins, riichi=_riichi(seats, frm))
        return ImportedHand(**base, record=record, deltas=deltas, wins=[r for _, r, _ in pairs])
    riichi = _riichi(seats, None)
    if name in ABORTS:
        record = Abort(reason=ABORTS[name], riichi=riichi)  # type: ignore[arg-type]
        return ImportedHand(**base, record=record, deltas=(0, 0, 0, 0))
    if name in ("流局", "全員聴牌", "全員不聴", "流し満貫"):
        tenpai = tuple(s for s, p in enumerate(seats) if is_tenpai(p))
        nagashi = tuple(s for s, p in enumerate(seats) if qualifies_nagashi(p)) if name == "流し満貫" else ()
        deltas = _deltas([d for d in result[1:] if isinstance(d, list)], name)  # one per nagashi player
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
        if len(data) != ROUND_LENGTH:
            raise ValueError(
                f"log[{i}]: a round must have {ROUND_LENGTH} entries ([kyoku, honba, deposits], scores, "
                f"dora, ura, dealt tiles, draws and discards of each seat, result), not {len(data)}"
            )
        _header(data, f"log[{i}]")
        result = data[-1]
        if not (isinstance(result, list) and result and isinstance(result[0], str)):
            raise ValueError(
                f"log[{i}][{ROUND_LENGTH - 1}]: the result must be a list starting with its name "
                f'("和了", "流局", ...), got {show(result)}'
            )
    if "rule" in doc and not isinstance(doc["rule"], dict):
        raise ValueError("rule: must be an object (disp, aka...)")
    name = doc.get("name")
    if name is not None and not (isinstance(name, list) and all(isinstance(n, str) for n in name)):
        raise ValueError("name: must be a list of the players' names")
    sc = doc.get("sc")
    if sc is not None:
        if not (
            isinstance(sc, list)
            and len(sc) == 8
            and all(isinstance(v, int | float) and not isinstance(v, bool) for v in sc)
        ):
            raise ValueError("sc: must be 8 numbers (score and points for each of the four players)")
        for i, v in enumerate(sc):
            if i % 2:
                real(v, f"sc[{i}] (points)", -POINTS / 100, POINTS / 100)
            else:
                whole(v, f"sc[{i}] (score)")


def parse_tenhou6(doc: dict[str, Any], path: str = "<tenhou6>", base: Ruleset | None = None) -> ImportedGame:
    """A tenhou.net/6 JSON record read into hand records; ValueError naming the field for a
    document of the wrong shape (each round's header and the form of its result included). A round
    whose play or result cannot be read is kept as a skipped hand, labelled and starting from the
    state its header gives, with the problem as the skip reason."""
    _check_shape(doc)
    rule = doc.get("rule", {})
    disp = str(rule.get("disp", "般南喰赤"))
    aka = bool(rule.get("aka") or rule.get("aka51") or rule.get("aka52") or rule.get("aka53"))
    ruleset = ruleset_from_disp(disp, aka, base)
    skip = "three-player game (sanma) is not supported" if "三" in disp else None
    hands: list[ImportedHand] = []
    for i, data in enumerate(doc["log"]):
        try:
            hands.append(_round(data, f"log[{i}]"))
        except (ValueError, IndexError, TypeError, KeyError) as exc:
            hands.append(
                ImportedHand(
                    **_header(data, f"log[{i}]"),
                    record=None,
                    deltas=None,
                    skip_reason=f"cannot read the round: {exc}",
                )
            )
    sc = doc.get("sc")
    final_scores = final_points = None
    if sc is not None:
        final_scores = tuple(whole(sc[i * 2], "sc") for i in range(4))
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
