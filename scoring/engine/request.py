"""One JSON hand request (tile form or quick form) -> HandResult. The format is docs/hand-format.md.

`evaluate_request(data)` returns (result, malformed): malformed means the request itself is wrong
(not an object, a field of the wrong type, tiles not in compact notation, an unknown ruleset), as
opposed to a well-formed hand that is not a legal win.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from scoring.engine.hands import Situation, evaluate_tiles, parse_hand
from scoring.engine.payments import pao_win_deltas
from scoring.engine.presets import get_preset
from scoring.engine.quick import QuickHand, evaluate_quick
from scoring.engine.result import HandResult
from scoring.engine.rules import Ruleset, RulesetError, ruleset_from_dict
from scoring.engine.tiles import TileError, TileSyntaxError, parse_meld, parse_tiles, tile

FLAGS = (
    "tsumo",
    "riichi",
    "double_riichi",
    "open_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
    "renhou",
    "paarenchan",
    "from_riichi",
    "open",
)
TILE_KEYS = ("hand", "melds", "win", "dora", "ura", "discards")
QUICK_KEYS = ("han", "fu", "yaku", "yakuman", "dora_count")
MAX_COUNT = 1000  # honba counters and riichi sticks on the table: far beyond any real game
OTHER_KEYS = ("ruleset", "seat", "round", "from", "honba", "deposits", "pao")
KNOWN_KEYS = frozenset(FLAGS + TILE_KEYS + QUICK_KEYS + OTHER_KEYS)
DEFAULT_RULESET = "tenhou"


class RequestError(ValueError):
    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


def _ruleset(value: Any) -> Ruleset:
    if value is None:
        return get_preset(DEFAULT_RULESET)
    if isinstance(value, str):
        try:
            return get_preset(value)
        except KeyError as exc:
            raise RequestError([f"ruleset: {exc.args[0]}"]) from None
    if isinstance(value, Mapping):
        try:
            key = json.dumps(value, sort_keys=True)
        except (TypeError, ValueError):
            key = None
        try:
            return _inline_ruleset(key) if key is not None else ruleset_from_dict(value)
        except RulesetError as exc:
            raise RequestError([f"ruleset.{e}" for e in exc.errors]) from None
    raise RequestError(["ruleset: must be a preset name or an object of ruleset fields"])


@lru_cache(maxsize=64)
def _inline_ruleset(key: str) -> Ruleset:
    # a batch repeats the same inline ruleset on every line; validate it once
    return ruleset_from_dict(json.loads(key))


class _Reader:
    """Typed access to request fields, collecting one error per bad field."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.errors: list[str] = []

    def flag(self, key: str) -> bool:
        value = self.data.get(key)
        if value is None:  # null, as tools write an unset field, means the default like every other key
            return False
        if not isinstance(value, bool):
            self.errors.append(f"{key}: must be true or false")
            return False
        return value

    def count(self, key: str) -> int:
        value = self.data.get(key, 0)
        if value is None:
            return 0
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            self.errors.append(f"{key}: must be a whole number, 0 or more")
            return 0
        if value > MAX_COUNT:  # 10^23 honba gave 25-digit payments
            self.errors.append(f"{key}: must be at most {MAX_COUNT}, got {value}")
            return 0
        return value

    def optional_int(self, key: str) -> int | None:
        value = self.data.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.errors.append(f"{key}: must be a whole number")
            return None
        return value

    def wind(self, key: str, default: str | None) -> str | None:
        value = self.data.get(key, default)
        if value is None:
            return None
        if value not in ("E", "S", "W", "N"):
            self.errors.append(f'{key}: must be one of "E", "S", "W", "N"')
            return default
        return str(value)

    def strings(self, key: str, *, allow_text: bool = False) -> list[str] | str | None:
        value = self.data.get(key)
        if value is None:
            return None
        if allow_text and isinstance(value, str):
            return value
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.errors.append(f"{key}: must be a list of texts")
            return None
        return value

    def text(self, key: str) -> str | None:
        value = self.data.get(key)
        if value is not None and not isinstance(value, str):
            self.errors.append(f"{key}: must be text in compact tile notation")
            return None
        return value


def _tile_list(value: list[str] | str | None, field: str) -> list[str]:
    """Indicators as a list; compact text like "3m7z" is accepted too."""
    if value is None:
        return []
    if isinstance(value, str):
        try:
            return [str(t) for t in parse_tiles(value)]
        except TileSyntaxError as exc:
            raise RequestError([f"{field}: {exc}"]) from None
    problems = _syntax_problems(value, tile)
    if problems:
        raise RequestError([f"{field}: {p}" for p in problems])
    return value


def _syntax_problems(texts: Sequence[str], parse: Callable[[str], object]) -> list[str]:
    """What is wrong with each text as tiles or a meld: bad notation, or a meld that is none
    ("pon:123m"); both are bad input, reported under their field."""
    problems = []
    for text in texts:
        try:
            parse(text)
        except TileError as exc:
            problems.append(str(exc))
    return problems


# keys of a quick (han and fu) win that a tile request has no use for, and why
_HINTS = {
    "closed": " (the tiles tell: open when melds other than an ankan are given)",
    "han": " (counted from the tiles)",
    "fu": " (counted from the tiles)",
}


def evaluate_request(data: Any) -> tuple[HandResult, bool]:
    """Evaluate one request; returns (result, malformed)."""
    if not isinstance(data, Mapping):
        return HandResult.illegal("request: must be a JSON object"), True
    try:
        result = _evaluate(data)
    except RequestError as exc:
        return HandResult.illegal(*exc.errors), True
    unknown = sorted(set(data) - KNOWN_KEYS)
    if unknown:
        result.warnings = result.warnings + [
            f"{key}: unknown key, ignored{_HINTS.get(key, '')}" for key in unknown
        ]
    return result, False


def _evaluate(data: Mapping[str, Any]) -> HandResult:
    ruleset = _ruleset(data.get("ruleset"))
    result = _evaluate_win(data, ruleset)
    liable = data.get("pao")
    if liable is None or not result.legal:
        return result
    if liable not in ("E", "S", "W", "N"):
        raise RequestError(['pao: must be the liable player\'s seat wind, "E", "S", "W" or "N"'])
    return _apply_pao(result, data, ruleset, liable)


def _apply_pao(result: HandResult, data: Mapping[str, Any], ruleset: Ruleset, liable: str) -> HandResult:
    """Re-split the payments of a yakuman with a liable player (the request's "pao" seat)."""
    names = {name for name, _ in result.yaku}
    if not result.yakuman or not names & ruleset.pao:
        hands = ", ".join(sorted(ruleset.pao)) or "no hand"
        return HandResult.illegal(f"pao: liability applies under this ruleset to {hands} only")
    seat = data.get("seat") or "E"  # null means the default, as everywhere
    discarder = None if data.get("tsumo") else data.get("from")
    if liable == seat:
        return HandResult.illegal("pao: the winner cannot be liable for their own hand")
    result.deltas = pao_win_deltas(
        base=result.base,
        yakuman=result.yakuman,
        winner=seat,
        discarder=discarder,
        liable=liable,
        honba=data.get("honba") or 0,
        deposits=data.get("deposits") or 0,
        ruleset=ruleset,
    )
    return result


def _evaluate_win(data: Mapping[str, Any], ruleset: Ruleset) -> HandResult:
    r = _Reader(data)
    flags = {key: r.flag(key) for key in FLAGS}
    seat = r.wind("seat", "E") or "E"
    round_wind = r.wind("round", "E") or "E"
    discarder = r.wind("from", None)
    if flags["tsumo"] and discarder == seat:
        discarder = None  # records write a tsumo as won "from" the winner; it means no discarder
    honba, deposits = r.count("honba"), r.count("deposits")
    is_quick = "hand" not in data and any(key in data for key in ("han", "yakuman"))
    if is_quick:
        yaku = r.strings("yaku")
        yakuman = r.strings("yakuman") or []
        han, fu = r.optional_int("han"), r.optional_int("fu")
        dora_count = r.count("dora_count")
        melds = r.strings("melds") or []
        if r.errors:
            raise RequestError(r.errors)
        quick = QuickHand(
            seat=seat,
            round=round_wind,
            tsumo=flags["tsumo"],
            discarder=discarder,
            is_open=flags["open"] or any(not str(m).startswith("ankan") for m in melds),
            han=han,
            fu=fu,
            yaku=tuple(yaku) if yaku is not None else None,
            yakuman=tuple(yakuman),
            dora_count=dora_count,
            honba=honba,
            deposits=deposits,
            flags=frozenset(k for k, v in flags.items() if v and k not in ("tsumo", "open", "from_riichi")),
        )
        return evaluate_quick(quick, ruleset)
    hand, win = r.text("hand"), r.text("win")
    melds = r.strings("melds") or []
    dora = _tile_list(r.strings("dora", allow_text=True), "dora")
    ura = _tile_list(r.strings("ura", allow_text=True), "ura")
    discards = r.strings("discards", allow_text=True) or []
    if hand is None:
        r.errors.append(
            "hand: needed (concealed tiles with the winning tile), or give han/yakuman for quick entry"
        )
    if win is None:
        r.errors.append("win: needed (the winning tile)")
    if r.errors:
        raise RequestError(r.errors)
    assert hand is not None and win is not None
    syntax = [
        f"{field}: {problem}"
        for field, texts, parse in (
            ("hand", [hand], parse_tiles),
            ("win", [win], tile),
            ("melds", melds, parse_meld),
            ("discards", [discards] if isinstance(discards, str) else discards, parse_tiles),
        )
        for problem in _syntax_problems(texts, parse)
    ]
    if syntax:
        raise RequestError(syntax)
    warnings = []
    try:
        if len(parse_tiles(hand)) == 13 - 3 * len(melds):
            # the hand was given without its winning tile (13 tiles): the request says which it is
            hand += win
            warnings.append(f"hand: 13 tiles were given; the winning tile {win} was added as the 14th")
        parsed = parse_hand(
            hand=hand, melds=melds, win=win, dora=dora, ura=ura, discards=discards, ruleset=ruleset
        )
    except TileSyntaxError as exc:
        raise RequestError([str(exc)]) from None
    except TileError as exc:
        return HandResult.illegal(str(exc))
    if win.strip().startswith("0") and not parsed.win.red:
        warnings.append(
            f"win: {win} is a red five but the hand has none; its plain five won (no red counted)"
        )
    situation = Situation(
        seat=seat,
        round=round_wind,
        discarder=discarder,
        honba=honba,
        deposits=deposits,
        discarder_riichi=flags["from_riichi"],
        **{k: v for k, v in flags.items() if k not in ("from_riichi", "open")},
    )
    result = evaluate_tiles(parsed, situation, ruleset)
    result.warnings = warnings
    return result
