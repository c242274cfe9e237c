"""The project's own game JSON (docs/game-format.md): a ruleset and the ordered hand records.

`game_to_json(game_from_json(doc)) == doc` for every document in canonical form (what game_to_json
writes); `game_from_json(game_to_json(g)) == g` for every game. Errors name the field:
"hands[3].wins[0].winner: must be a seat 0-3".
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scoring.engine.importers.model import ImportedGame, ImportedHand
from scoring.engine.importers.numbers import POINTS, show
from scoring.engine.ledger import default_valuer, initial_state
from scoring.engine.records import (
    ABORT_KINDS,
    SITUATION_FLAGS,
    Abort,
    Chombo,
    Draw,
    Hand,
    QuickHand,
    Record,
    Ron,
    TileHand,
    Tsumo,
    Win,
)
from scoring.engine.rules import Ruleset, RulesetError, get_preset, ruleset_from_dict, ruleset_to_dict

FORMAT = "riichi-league/game"
VERSION = 1


class GameFormatError(ValueError):
    """The document is not a valid game; the message names the field."""


@dataclass(frozen=True)
class Start:
    scores: tuple[int, int, int, int] | None = None
    kyoku: int = 0
    honba: int = 0
    deposits: int = 0


@dataclass(frozen=True)
class Expect:
    """What a source recorded, for replay: deltas per hand, end scores, final points (all optional)."""

    deltas: tuple[tuple[int, int, int, int] | None, ...] = ()
    final_scores: tuple[int, int, int, int] | None = None
    final_points: tuple[float, float, float, float] | None = None


@dataclass(frozen=True)
class Game:
    ruleset: Ruleset | str  # a preset name, or a full ruleset
    records: tuple[Record, ...]
    players: tuple[str, ...] = ()
    start: Start = Start()
    expect: Expect | None = None

    def resolved_ruleset(self) -> Ruleset:
        return get_preset(self.ruleset) if isinstance(self.ruleset, str) else self.ruleset


# --- reading ---


def _need(obj: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise GameFormatError(f"{where}.{key}: missing")
    return obj[key]


def _seat(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise GameFormatError(f"{where}: must be a seat 0-3, got {show(value)}")
    return value


def _seats(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise GameFormatError(f"{where}: must be a list of seats 0-3")
    return tuple(_seat(v, f"{where}[{i}]") for i, v in enumerate(value))


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise GameFormatError(f"{where}: must be a list of texts")
    return tuple(value)


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise GameFormatError(f"{where}: must be a whole number, got {show(value)}")
    return value


def _only(obj: Mapping[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(obj) - allowed)
    if unknown:
        raise GameFormatError(f"{where}: unknown field {', '.join(unknown)}")


_TILE_KEYS = {"hand", "win", "melds", "dora", "ura", *SITUATION_FLAGS}
_QUICK_KEYS = {"han", "fu", "yaku", "dora_count", "closed"}


def _hand(obj: Any, where: str) -> Hand:
    if not isinstance(obj, Mapping):
        raise GameFormatError(f"{where}: must be an object (tiles or quick entry)")
    if "hand" in obj:
        _only(obj, _TILE_KEYS, where)
        flags = set()
        for flag in SITUATION_FLAGS:
            value = obj.get(flag, False)
            if not isinstance(value, bool):
                raise GameFormatError(f"{where}.{flag}: must be true or false")
            if value:
                flags.add(flag)
        hand, win = _need(obj, "hand", where), _need(obj, "win", where)
        if not isinstance(hand, str) or not isinstance(win, str):
            raise GameFormatError(f"{where}: hand and win must be tile texts like '234m406p11z', '1z'")
        return TileHand(
            hand=hand,
            win=win,
            melds=_strings(obj.get("melds", []), f"{where}.melds"),
            dora=_strings(obj.get("dora", []), f"{where}.dora"),
            ura=_strings(obj.get("ura", []), f"{where}.ura"),
            flags=frozenset(flags),
        )
    _only(obj, _QUICK_KEYS, where)
    closed = obj.get("closed", True)
    if not isinstance(closed, bool):
        raise GameFormatError(f"{where}.closed: must be true or false")
    han = _int(_need(obj, "han", where), f"{where}.han")
    # fu may be left out (or null) from 5 han up, as in the calculator (0 stands for "not given" there)
    fu = 0 if obj.get("fu") is None and han >= 5 else _int(_need(obj, "fu", where), f"{where}.fu")
    return QuickHand(
        han=han,
        fu=fu,
        yaku=_strings(obj.get("yaku", []), f"{where}.yaku"),
        dora_count=_int(obj.get("dora_count", 0), f"{where}.dora_count"),
        closed=closed,
    )


def _win(obj: Any, where: str) -> Win:
    if not isinstance(obj, Mapping):
        raise GameFormatError(f"{where}: must be an object")
    _only(obj, {"winner", "hand", "pao"}, where)
    pao = obj.get("pao")
    return Win(
        winner=_seat(_need(obj, "winner", where), f"{where}.winner"),
        hand=_hand(_need(obj, "hand", where), f"{where}.hand"),
        pao=None if pao is None else _seat(pao, f"{where}.pao"),
    )


def record_from_json(obj: Any, where: str = "hand") -> Record:
    if not isinstance(obj, Mapping):
        raise GameFormatError(f"{where}: must be an object")
    kind = _need(obj, "kind", where)
    riichi = _seats(obj.get("riichi", []), f"{where}.riichi")
    if kind == "ron":
        _only(obj, {"kind", "discarder", "wins", "riichi"}, where)
        wins = _need(obj, "wins", where)
        if not isinstance(wins, list) or not 1 <= len(wins) <= 3:
            raise GameFormatError(f"{where}.wins: must list 1 to 3 wins")
        return Ron(
            discarder=_seat(_need(obj, "discarder", where), f"{where}.discarder"),
            wins=tuple(_win(w, f"{where}.wins[{i}]") for i, w in enumerate(wins)),
            riichi=riichi,
        )
    if kind == "tsumo":
        _only(obj, {"kind", "win", "riichi"}, where)
        return Tsumo(win=_win(_need(obj, "win", where), f"{where}.win"), riichi=riichi)
    if kind == "draw":
        _only(obj, {"kind", "tenpai", "nagashi", "riichi"}, where)
        return Draw(
            # required, even when nobody is tenpai ([]): a client that left it out recorded an
            # all-noten draw, with its payments and the deal passing, without a word
            tenpai=_seats(_need(obj, "tenpai", where), f"{where}.tenpai"),
            nagashi=_seats(obj.get("nagashi", []), f"{where}.nagashi"),
            riichi=riichi,
        )
    if kind == "abort":
        _only(obj, {"kind", "reason", "riichi"}, where)
        reason = _need(obj, "reason", where)
        if reason not in ABORT_KINDS:
            raise GameFormatError(
                f"{where}.reason: must be one of {', '.join(ABORT_KINDS)}, got {show(reason)}"
            )
        return Abort(reason=reason, riichi=riichi)
    if kind == "chombo":
        _only(obj, {"kind", "offender", "riichi"}, where)
        return Chombo(offender=_seat(_need(obj, "offender", where), f"{where}.offender"), riichi=riichi)
    raise GameFormatError(f"{where}.kind: must be ron, tsumo, draw, abort or chombo, got {show(kind)}")


def _four(value: Any, where: str, number: type = int) -> tuple[Any, Any, Any, Any]:
    if not isinstance(value, list) or len(value) != 4:
        raise GameFormatError(f"{where}: must be a list of four numbers")
    for v in value:
        if (
            isinstance(v, bool)
            or not isinstance(v, int | float)
            or (number is int and not isinstance(v, int))
        ):
            raise GameFormatError(
                f"{where}: must be a list of four {'whole ' if number is int else ''}numbers"
            )
        # Infinity, NaN (JSON allows 1e400 and NaN) and absurd sizes are no scores or points.
        if isinstance(v, float) and not math.isfinite(v):
            raise GameFormatError(f"{where}: must be a list of four finite numbers, got {show(v)}")
        if not -POINTS <= v <= POINTS:
            raise GameFormatError(f"{where}: {show(v)} is outside {-POINTS}..{POINTS}")
    return tuple(value)  # type: ignore[return-value]


def _count(value: Any, where: str, high: int) -> int:
    """kyoku, honba or deposits: a whole number in 0..high."""
    number = _int(value, where)
    if not 0 <= number <= high:
        raise GameFormatError(f"{where}: must be 0 to {high}, got {show(number)}")
    return number


def game_from_json(doc: Any) -> Game:
    if not isinstance(doc, Mapping):
        raise GameFormatError("game: must be an object")
    _only(doc, {"format", "version", "ruleset", "players", "start", "hands", "expect"}, "game")
    if doc.get("format") != FORMAT:
        raise GameFormatError(f"game.format: must be {FORMAT!r}")
    if doc.get("version") != VERSION:
        raise GameFormatError(f"game.version: must be {VERSION}")
    raw_rules = _need(doc, "ruleset", "game")
    try:
        ruleset: Ruleset | str
        if isinstance(raw_rules, str):
            get_preset(raw_rules)
            ruleset = raw_rules
        else:
            ruleset = ruleset_from_dict(raw_rules)
    except KeyError as exc:
        raise GameFormatError(f"game.ruleset: {exc.args[0]}") from None
    except RulesetError as exc:
        raise GameFormatError(f"game.ruleset: {exc}") from None
    hands = _need(doc, "hands", "game")
    if not isinstance(hands, list):
        raise GameFormatError("game.hands: must be a list of hand records")
    start_obj = doc.get("start", {})
    if not isinstance(start_obj, Mapping):
        raise GameFormatError("game.start: must be an object")
    _only(start_obj, {"scores", "kyoku", "honba", "deposits"}, "game.start")
    start = Start(
        scores=_four(start_obj["scores"], "game.start.scores") if "scores" in start_obj else None,
        kyoku=_count(start_obj.get("kyoku", 0), "game.start.kyoku", 15),
        honba=_count(start_obj.get("honba", 0), "game.start.honba", 999),
        deposits=_count(start_obj.get("deposits", 0), "game.start.deposits", 999),
    )
    expect = None
    if "expect" in doc:
        e = doc["expect"]
        if not isinstance(e, Mapping):
            raise GameFormatError("game.expect: must be an object")
        _only(e, {"deltas", "final_scores", "final_points"}, "game.expect")
        deltas = e.get("deltas", [])
        if not isinstance(deltas, list):
            raise GameFormatError("game.expect.deltas: must be a list (one per hand, null for none)")
        expect = Expect(
            deltas=tuple(
                None if d is None else _four(d, f"game.expect.deltas[{i}]") for i, d in enumerate(deltas)
            ),
            final_scores=_four(e["final_scores"], "game.expect.final_scores")
            if "final_scores" in e
            else None,
            final_points=_four(e["final_points"], "game.expect.final_points", float)
            if "final_points" in e
            else None,
        )
    return Game(
        ruleset=ruleset,
        records=tuple(record_from_json(h, f"hands[{i}]") for i, h in enumerate(hands)),
        players=_strings(doc.get("players", []), "game.players"),
        start=start,
        expect=expect,
    )


# --- writing ---


def _hand_json(hand: Hand) -> dict[str, Any]:
    if isinstance(hand, TileHand):
        out: dict[str, Any] = {
            "hand": hand.hand,
            "win": hand.win,
            "melds": list(hand.melds),
            "dora": list(hand.dora),
            "ura": list(hand.ura),
        }
        for flag in SITUATION_FLAGS:
            if flag in hand.flags:
                out[flag] = True
        return out
    return {
        "han": hand.han,
        "fu": hand.fu,
        "yaku": list(hand.yaku),
        "dora_count": hand.dora_count,
        "closed": hand.closed,
    }


def _win_json(win: Win) -> dict[str, Any]:
    out: dict[str, Any] = {"winner": win.winner, "hand": _hand_json(win.hand)}
    if win.pao is not None:
        out["pao"] = win.pao
    return out


def record_to_json(record: Record) -> dict[str, Any]:
    if isinstance(record, Ron):
        out: dict[str, Any] = {
            "kind": "ron",
            "discarder": record.discarder,
            "wins": [_win_json(w) for w in record.wins],
        }
    elif isinstance(record, Tsumo):
        out = {"kind": "tsumo", "win": _win_json(record.win)}
    elif isinstance(record, Draw):
        out = {"kind": "draw", "tenpai": list(record.tenpai), "nagashi": list(record.nagashi)}
    elif isinstance(record, Abort):
        out = {"kind": "abort", "reason": record.reason}
    else:
        out = {"kind": "chombo", "offender": record.offender}
    out["riichi"] = list(record.riichi)
    return out


def game_to_json(game: Game) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": game.ruleset if isinstance(game.ruleset, str) else ruleset_to_dict(game.ruleset),
    }
    if game.players:
        out["players"] = list(game.players)
    start: dict[str, Any] = {}
    if game.start.scores is not None:
        start["scores"] = list(game.start.scores)
    for key in ("kyoku", "honba", "deposits"):
        if getattr(game.start, key):
            start[key] = getattr(game.start, key)
    if start:
        out["start"] = start
    out["hands"] = [record_to_json(r) for r in game.records]
    if game.expect is not None:
        e: dict[str, Any] = {}
        if game.expect.deltas:
            e["deltas"] = [None if d is None else list(d) for d in game.expect.deltas]
        if game.expect.final_scores is not None:
            e["final_scores"] = list(game.expect.final_scores)
        if game.expect.final_points is not None:
            e["final_points"] = list(game.expect.final_points)
        out["expect"] = e
    return out


# --- replay ---


def imported_from_game(game: Game, path: str = "<game>") -> ImportedGame:
    ruleset = game.resolved_ruleset()
    start = initial_state(
        ruleset,
        game.start.scores,
        kyoku=game.start.kyoku,
        honba=game.start.honba,
        deposits=game.start.deposits,
    )
    deltas = game.expect.deltas if game.expect else ()
    hands = [
        ImportedHand(
            label=f"hand {i + 1}",
            kyoku=None,
            honba=None,
            deposits=None,
            scores=None,
            record=record,
            deltas=deltas[i] if i < len(deltas) else None,
        )
        for i, record in enumerate(game.records)
    ]
    return ImportedGame(
        path=path,
        ruleset=ruleset,
        hands=hands,
        valuer=default_valuer,
        final_scores=game.expect.final_scores if game.expect else None,
        final_points=game.expect.final_points if game.expect else None,
        start=start,
    )


def load_gamejson(path: str | Path) -> ImportedGame:
    import json

    return imported_from_game(game_from_json(json.loads(Path(path).read_text(encoding="utf-8"))), str(path))
