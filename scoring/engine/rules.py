"""Rulesets: every rule difference between events is a field here, never an `if preset == ...`.

A Ruleset is frozen and hashable. `ruleset_from_dict` validates a JSON object field by field;
`ruleset_to_dict` gives it back (round trip). Presets live in `scoring.engine.presets`.

Units: table points are integers (25000); uma, oka and penalties are in thousand-point units
(game points), floats allowed (uma 7.5 for a split tie, for example).
"""

from __future__ import annotations

import dataclasses
import math
import sys
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args

RenhouValue = Literal["off", "mangan", "yakuman", "han"]
TieRule = Literal["split", "seat_order"]
MultipleRon = Literal["head_bump", "double", "all"]
HonbaOnMultipleRon = Literal["nearest", "each"]
DepositsOnMultipleRon = Literal["nearest"]
Busting = Literal["below_zero", "zero_or_below", "never"]
LeftoverDeposits = Literal["first", "lost"]
DealerRepeat = Literal["tenpai", "win"]
Chombo = Literal["reverse_mangan", "penalty", "none"]
FinalRounding = Literal["none", "tenhou"]
GameLength = Literal["hanchan", "tonpuusen"]
PaoScope = Literal["hand", "yakuman"]  # the liable player covers the whole hand, or only its pao yakuman

# Hands that may count as double yakuman (names are canonical yaku names, see yaku.py).
DOUBLE_YAKUMAN_HANDS = frozenset({"kokushi_juusanmen", "suuankou_tanki", "junsei_chuuren", "daisuushii"})
ABORTIVE_DRAWS = frozenset({"kyuushu", "suufon", "suucha_riichi", "suukaikan", "sanchahou"})
PAO_HANDS = frozenset({"daisangen", "daisuushii", "suukantsu"})

Uma = tuple[float, float, float, float]


@dataclass(frozen=True)
class Ruleset:
    """All the rules that change scoring, hand to game. Defaults are the common Japanese online rules."""

    name: str = "custom"

    # --- hand level ---
    red_fives: int = 3  # 0, 3 (one per suit) or 4 (two 0p)
    open_tanyao: bool = True
    kiriage: bool = False  # 4 han 30 fu and 3 han 60 fu are paid as mangan
    kazoe_yakuman: bool = True  # 13+ han is yakuman; False caps at sanbaiman
    double_yakuman: frozenset[str] = frozenset()  # which hands may count double
    yakuman_stacking: bool = True  # several yakuman in one hand add up
    ippatsu: bool = True
    ura_dora: bool = True
    kan_dora: bool = True
    open_riichi: bool = False
    open_riichi_ron_yakuman: bool = False  # ron on an open riichi by a non-riichi player is yakuman
    sanrenkou: bool = False
    suurenkou: bool = False
    daisharin: bool = False
    daisharin_all_suits: bool = False  # also daisuurin (man) and daichikurin (sou)
    daichisei: bool = False
    renhou: RenhouValue = "off"
    renhou_han: int = 5  # used when renhou == "han": han added like a yaku
    paarenchan: bool = False
    double_wind_pair_fu: int = 4  # pair of a wind that is both seat and round wind: 2 or 4 fu
    riichi_below_1000: bool = False  # may a player with fewer than 1000 points declare riichi

    # --- payments ---
    honba_value: int = 300  # per counter, on a win
    riichi_deposit: int = 1000
    noten_payment_total: int = 3000

    # --- table level (used by the ledger and placement) ---
    length: GameLength = "hanchan"
    start_points: int = 25000
    return_points: int = 30000
    oka: float = 20.0  # thousands, to first place; must equal 4 * (return - start) / 1000
    uma: Uma = (20.0, 10.0, -10.0, -20.0)  # thousands, by place
    # Floating uma: ((number of players ending at or above start_points, uma), ...); None = fixed uma.
    floating_uma: tuple[tuple[int, Uma], ...] | None = None
    ties: TieRule = "seat_order"
    # "head_bump": only the winner nearest the discarder; "double": double ron paid, triple ron is an
    # abortive draw (sanchahou) whatever abortive_draws says; "all": double and triple ron paid.
    multiple_ron: MultipleRon = "double"
    multiple_ron_honba: HonbaOnMultipleRon = "nearest"
    multiple_ron_deposits: DepositsOnMultipleRon = "nearest"
    abortive_draws: frozenset[str] = ABORTIVE_DRAWS
    nagashi_mangan: bool = True
    nagashi_honba: bool = False  # honba paid on a nagashi mangan
    nagashi_takes_deposits: bool = False  # deposits go to the nagashi player (else they stay)
    busting: Busting = "below_zero"
    agari_yame: bool = True
    tenpai_yame: bool = True
    west_extension_target: int | None = 30000  # None: no extension into West
    extension_winds: int = 1  # sudden-death winds: 1 = West (South after a tonpuusen), 2 = and North
    leftover_deposits: LeftoverDeposits = "first"
    dealer_repeat: DealerRepeat = "tenpai"
    chombo: Chombo = "none"
    chombo_penalty: float = 0.0  # thousands, after uma, when chombo == "penalty"
    pao: frozenset[str] = frozenset({"daisangen", "daisuushii"})
    pao_scope: PaoScope = "hand"  # "hand": Tenhou; "yakuman": other yakuman of the hand paid as usual
    final_rounding: FinalRounding = "none"  # "tenhou": 2nd-4th score to 1000s half away from 0; 1st -sum

    def __post_init__(self) -> None:
        errors = validate_ruleset(self)
        if errors:
            raise RulesetError(errors)

    def replace(self, **changes: Any) -> Ruleset:
        return dataclasses.replace(self, **changes)

    def uma_for(self, floating_count: int) -> Uma:
        """The uma by place, given how many players ended at or above the start points."""
        if self.floating_uma is not None:
            for count, uma in self.floating_uma:
                if count == floating_count:
                    return uma
        return self.uma


class RulesetError(ValueError):
    """One or more fields of a ruleset are wrong; `errors` lists one message per problem."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


FIELD_NAMES = tuple(f.name for f in dataclasses.fields(Ruleset))


def _literal_values(name: str) -> tuple[Any, ...] | None:
    hint = Ruleset.__annotations__[name]
    aliases: dict[str, Any] = {
        "RenhouValue": RenhouValue,
        "TieRule": TieRule,
        "MultipleRon": MultipleRon,
        "HonbaOnMultipleRon": HonbaOnMultipleRon,
        "DepositsOnMultipleRon": DepositsOnMultipleRon,
        "Busting": Busting,
        "LeftoverDeposits": LeftoverDeposits,
        "DealerRepeat": DealerRepeat,
        "Chombo": Chombo,
        "FinalRounding": FinalRounding,
        "GameLength": GameLength,
        "PaoScope": PaoScope,
    }
    if hint in aliases:
        return get_args(aliases[hint])
    return None


def _is_real(value: Any) -> bool:
    """An int or a finite float, not a bool; an int however large (10**400 is valid JSON)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return isinstance(value, int) or math.isfinite(value)


def _is_number(value: Any) -> bool:
    """A number the rules can compute with: a real a float holds (float(10**400) is an OverflowError)."""
    return _is_real(value) and abs(value) <= sys.float_info.max


def _shown(value: Any, grouped: bool = False) -> str:
    """A value as an error says it back (points `grouped` 25,000), cut short: a pasted 400-digit
    number is not repeated whole."""
    try:
        text = f"{value:,}" if grouped else repr(value)
    except ValueError:  # an int of more than 4300 digits (built in Python: JSON cannot hold one)
        return "a number of more than 4300 digits"
    return text if len(text) <= 40 else f"{text[:30]}... ({len(text)} characters)"


def _check_uma(value: Any, where: str) -> list[str]:
    if not isinstance(value, tuple) or len(value) != 4 or not all(_is_real(v) for v in value):
        return [f"{where}: must be 4 numbers (thousands of points, by place)"]
    # before the sum: 1e308 sums to 0 with -1e308 but is infinite in tenths of a point (placement)
    if (big := next((v for v in value if abs(v) > MAX_GAME_POINTS), None)) is not None:
        return [f"{where}: must be at most {MAX_GAME_POINTS:,} either way, got {_shown(big)}"]
    if abs(sum(value)) > 1e-9:
        return [f"{where}: must sum to zero, sums to {sum(value):g}"]
    if list(value) != sorted(value, reverse=True):
        return [f"{where}: must not increase from first to fourth place"]
    return []


def _check_floating(value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, tuple) or not value:
        return ["floating_uma: must be null or a non-empty table {floating players: uma}"]
    errors: list[str] = []
    seen: set[int] = set()
    for row in value:
        if not (isinstance(row, tuple) and len(row) == 2 and isinstance(row[0], int)):
            return ["floating_uma: each row must be (floating players, uma)"]
        count, uma = row
        if not 0 <= count <= 4 or count in seen:
            errors.append(f"floating_uma: floating player count {count} must be 0-4 and appear once")
        seen.add(count)
        errors += _check_uma(uma, f"floating_uma[{count}]")
    return errors


def _one_of(allowed: frozenset[str]) -> Callable[[str, Any], list[str]]:
    def check(name: str, value: Any) -> list[str]:
        if not isinstance(value, frozenset) or not all(isinstance(v, str) for v in value):
            return [f"{name}: must be a list of names from {sorted(allowed)}"]
        unknown = sorted(value - allowed)
        return (
            [f"{name}: unknown {', '.join(unknown)} (allowed: {', '.join(sorted(allowed))})"]
            if unknown
            else []
        )

    return check


_SET_FIELDS: dict[str, Callable[[str, Any], list[str]]] = {
    "double_yakuman": _one_of(DOUBLE_YAKUMAN_HANDS),
    "abortive_draws": _one_of(ABORTIVE_DRAWS),
    "pao": _one_of(PAO_HANDS),
}
_BOOL_FIELDS = {f.name for f in dataclasses.fields(Ruleset) if f.type == "bool"}
_INT_FIELDS = {f.name for f in dataclasses.fields(Ruleset) if f.type == "int"}


def _type_errors(r: Ruleset) -> list[str]:
    errors: list[str] = []
    for name in FIELD_NAMES:
        value = getattr(r, name)
        literal = _literal_values(name)
        if literal is not None:
            if value not in literal:
                errors.append(f"{name}: {_shown(value)} is not one of {', '.join(map(str, literal))}")
        elif name in _BOOL_FIELDS:
            if not isinstance(value, bool):
                errors.append(f"{name}: must be true or false, got {_shown(value)}")
        elif name in _INT_FIELDS:
            if not isinstance(value, int) or isinstance(value, bool):
                errors.append(f"{name}: must be a whole number, got {_shown(value)}")
        elif name in _SET_FIELDS:
            errors += _SET_FIELDS[name](name, value)
    return errors


# Far beyond any real table (25,000-50,000 points, 300 a honba), low enough that a typo of many
# zeros is refused instead of turning every payment into noise.
MAX_POINTS = 1_000_000
MAX_PAYMENT = 100_000
MAX_GAME_POINTS = MAX_POINTS // 1000  # uma and penalties, in thousands
MAX_NAME = 100  # a ruleset's name, shown on the rules page


def name_problem(name: Any) -> str | None:
    """What is wrong with a new name given to a ruleset (checked where a name comes in, not on
    loading a stored ruleset: one stored before the check must still load)."""
    if isinstance(name, str) and len(name) > MAX_NAME:
        return f"name: must be at most {MAX_NAME} characters, got {len(name):,}"
    if isinstance(name, str) and any(unicodedata.category(c) == "Cc" for c in name):
        # a NUL byte or a line break: PostgreSQL refuses "\u0000" in JSON, and a name is one line
        return "name: must be one line of text without control characters"
    return None


def validate_ruleset(r: Ruleset) -> list[str]:
    """Every problem of a ruleset, each message starting with the field name."""
    errors = _type_errors(r)
    bad = {e.split(":", 1)[0] for e in errors}

    def ok(*names: str) -> bool:
        return not bad.intersection(names)

    if not isinstance(r.name, str) or not r.name:
        errors.append("name: must be a non-empty text")
    if ok("red_fives") and r.red_fives not in (0, 3, 4):
        errors.append(f"red_fives: must be 0, 3 or 4, got {_shown(r.red_fives)}")
    if ok("renhou_han") and not 1 <= r.renhou_han <= 13:
        errors.append(f"renhou_han: must be 1-13, got {_shown(r.renhou_han)}")
    if ok("double_wind_pair_fu") and r.double_wind_pair_fu not in (2, 4):
        errors.append(f"double_wind_pair_fu: must be 2 or 4, got {_shown(r.double_wind_pair_fu)}")
    for name in ("honba_value", "riichi_deposit", "noten_payment_total"):
        value = getattr(r, name)
        if ok(name) and (value < 0 or value % 100):
            errors.append(f"{name}: must be a non-negative multiple of 100, got {_shown(value)}")
        elif ok(name) and value > MAX_PAYMENT:
            errors.append(f"{name}: must be at most {MAX_PAYMENT:,}, got {_shown(value, grouped=True)}")
    if ok("honba_value") and r.honba_value % 300:
        split = "split over three payers on tsumo"
        errors.append(f"honba_value: must be a multiple of 300 ({split}), got {_shown(r.honba_value)}")
    if ok("noten_payment_total") and r.noten_payment_total % 6:
        errors.append("noten_payment_total: must divide by 2 and 3 (split between tenpai and noten players)")
    if ok("start_points") and (r.start_points <= 0 or r.start_points % 100):
        errors.append(f"start_points: must be a positive multiple of 100, got {_shown(r.start_points)}")
    if ok("start_points", "return_points") and (r.return_points < r.start_points or r.return_points % 100):
        errors.append(
            f"return_points: must be a multiple of 100 not below start_points, got {_shown(r.return_points)}"
        )
    for name in ("start_points", "return_points"):
        if ok(name) and getattr(r, name) > MAX_POINTS:
            errors.append(
                f"{name}: must be at most {MAX_POINTS:,}, got {_shown(getattr(r, name), grouped=True)}"
            )
    bad = {e.split(":", 1)[0] for e in errors}  # oka follows from the points: no second error for them
    if not _is_real(r.oka):
        errors.append(f"oka: must be a number, got {_shown(r.oka)}")
    elif ok("start_points", "return_points"):
        expected = 4 * (r.return_points - r.start_points) / 1000
        # an oka no float holds is no oka the points give (and cannot be subtracted from one)
        if not _is_number(r.oka) or abs(r.oka - expected) > 1e-9:
            got = f"{r.oka:g}" if _is_number(r.oka) else _shown(r.oka)
            errors.append(f"oka: must be 4 x (return_points - start_points) / 1000 = {expected:g}, got {got}")
    errors += _check_uma(r.uma, "uma")
    errors += _check_floating(r.floating_uma)
    target = r.west_extension_target
    if target is not None and (isinstance(target, bool) or not isinstance(target, int) or target <= 0):
        errors.append(f"west_extension_target: must be null or positive points, got {_shown(target)}")
    elif target is not None and target > MAX_POINTS:
        errors.append(
            f"west_extension_target: must be at most {MAX_POINTS:,}, got {_shown(target, grouped=True)}"
        )
    if ok("extension_winds") and not 1 <= r.extension_winds <= 3:
        errors.append(f"extension_winds: must be 1-3 winds, got {_shown(r.extension_winds)}")
    if not _is_real(r.chombo_penalty) or r.chombo_penalty < 0:
        errors.append(f"chombo_penalty: must be a non-negative number, got {_shown(r.chombo_penalty)}")
    elif r.chombo_penalty > MAX_GAME_POINTS:
        errors.append(f"chombo_penalty: must be at most {MAX_GAME_POINTS:,}, got {_shown(r.chombo_penalty)}")
    elif r.chombo == "penalty" and r.chombo_penalty == 0:
        errors.append("chombo_penalty: must be above 0 when chombo is 'penalty'")
    if ok("open_riichi", "open_riichi_ron_yakuman") and r.open_riichi_ron_yakuman and not r.open_riichi:
        errors.append("open_riichi_ron_yakuman: needs open_riichi")
    if ok("daisharin", "daisharin_all_suits") and r.daisharin_all_suits and not r.daisharin:
        errors.append("daisharin_all_suits: needs daisharin")
    return errors


# --- JSON round trip ---

_FROZENSET_FIELDS = frozenset(_SET_FIELDS)


def ruleset_to_dict(r: Ruleset) -> dict[str, Any]:
    """A JSON-ready dict with every field (sets as sorted lists, tables as objects)."""
    out: dict[str, Any] = {}
    for name in FIELD_NAMES:
        value = getattr(r, name)
        if name in _FROZENSET_FIELDS:
            value = sorted(value)
        elif name == "uma":
            value = list(value)
        elif name == "floating_uma" and value is not None:
            value = {str(count): list(uma) for count, uma in value}
        out[name] = value
    return out


def _uma_from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(float(v) if _is_number(v) else v for v in value)
    return value


def _player_count(key: Any) -> int | None:
    """A floating_uma key as a number of players ("1", "01"); None when it is not one. ASCII digits
    only: int() also reads " 1", "1_0" and "٣" (an Arabic-Indic 3), and refuses 4300 digits and more."""
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 9:
        return int(key)
    return None


def ruleset_from_dict(data: Mapping[str, Any], *, base: Ruleset | None = None) -> Ruleset:
    """Build a Ruleset from JSON data; missing fields come from `base` (default: Ruleset()).

    Raises RulesetError listing every unknown field, wrong type and impossible value, each by name.
    A "preset" key names a preset to start from instead of `base`.
    """
    if not isinstance(data, Mapping):
        raise RulesetError(["ruleset: must be an object of fields"])
    errors: list[str] = []
    data = dict(data)
    preset_name = data.pop("preset", None)
    if preset_name is not None:
        try:
            base = get_preset(preset_name)
        except KeyError as exc:
            raise RulesetError([f"preset: {exc.args[0]}"]) from None
    values: dict[str, Any] = {}
    for key, value in data.items():
        if key not in FIELD_NAMES:
            errors.append(f"{key}: unknown ruleset field")
            continue
        if key in _FROZENSET_FIELDS:
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                if len(set(value)) != len(value):
                    errors.append(f"{key}: lists a name twice")
                value = frozenset(value)
            else:
                errors.append(f"{key}: must be a list of names")
                continue
        elif key == "uma":
            value = _uma_from_json(value)
        elif key == "floating_uma" and value is not None:
            if not isinstance(value, Mapping):
                errors.append("floating_uma: must be null or an object {floating players: uma}")
                continue
            rows = []
            for players, uma in value.items():
                if (count := _player_count(players)) is None:
                    errors.append(f"floating_uma: key {_shown(players)} is not a number of players")
                else:
                    rows.append((count, _uma_from_json(uma)))
            # by the count alone: "1" and "01" give two rows of one count (the validator names it),
            # and their umas need not compare (a list and a text)
            value = tuple(sorted(rows, key=lambda row: row[0]))
        values[key] = value
    try:
        ruleset = dataclasses.replace(base or Ruleset(), **values)
    except RulesetError as exc:
        raise RulesetError(errors + exc.errors) from None
    if errors:
        raise RulesetError(errors)
    return ruleset


def get_preset(name: str) -> Ruleset:
    """The preset ruleset of that name (see scoring.engine.presets); KeyError names the known ones."""
    from scoring.engine.presets import get_preset as _get

    return _get(name)


def ruleset_field_docs() -> dict[str, Any]:
    """Field name -> default value, for documentation and forms."""
    return {f.name: f.default for f in dataclasses.fields(Ruleset) if f.default is not dataclasses.MISSING}


__all__ = [
    "ABORTIVE_DRAWS",
    "DOUBLE_YAKUMAN_HANDS",
    "FIELD_NAMES",
    "PAO_HANDS",
    "Ruleset",
    "RulesetError",
    "get_preset",
    "ruleset_from_dict",
    "ruleset_to_dict",
]
