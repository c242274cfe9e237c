"""Validate a winning hand from its tiles: shape, yaku, fu and payments, under a Ruleset.

The `mahjong` package finds the decomposition, yaku and fu; this module configures it from the
Ruleset, checks what it does not (tile counts, furiten, situation consistency, rule options) with
messages in words, and adds what it lacks (sanrenkou, suurenkou, renhou by rule, yakuman
doubling and stacking by rule, a 2-fu double-wind pair, a fourth red five).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from mahjong.agari import Agari
from mahjong.constants import EAST
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as PackageMeld

from scoring.engine.payments import WINDS, base_points, win_deltas
from scoring.engine.result import HandResult
from scoring.engine.rules import Ruleset
from scoring.engine.seats import seat_errors
from scoring.engine.tiles import (
    Meld,
    Tile,
    TileError,
    check_tile_counts,
    parse_meld,
    parse_tiles,
    tile,
    tile_list,
)
from scoring.engine.yaku import PACKAGE_NAMES, YAKU, yakuman_multiple


@dataclass(frozen=True)
class Situation:
    """How the hand was won. Seat and round are winds "E" "S" "W" "N"; East is the dealer."""

    seat: str = "E"
    round: str = "E"
    tsumo: bool = False
    discarder: str | None = None  # ron only
    riichi: bool = False
    double_riichi: bool = False
    open_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    paarenchan: bool = False
    discarder_riichi: bool = False  # for the open-riichi ron yakuman: a riichi player may deal in freely
    honba: int = 0
    deposits: int = 0


_PACKAGE_ERRORS = {
    HandCalculator.ERR_HAND_NOT_WINNING: "not a winning shape: the tiles do not form four groups and a pair, "
    "seven pairs or thirteen orphans",
    HandCalculator.ERR_NO_YAKU: "no yaku: a winning hand needs at least one yaku (dora do not count)",
    HandCalculator.ERR_NO_WINNING_TILE: "the winning tile is not in the hand",
}

_MELD_TYPES = {
    "chi": PackageMeld.CHI,
    "pon": PackageMeld.PON,
    "kan": PackageMeld.KAN,
    "ankan": PackageMeld.KAN,
    "kakan": PackageMeld.SHOUMINKAN,
}


_OPTIONS: dict[int, tuple[Ruleset, OptionalRules]] = {}
_LOCAL = threading.local()


def _config() -> HandConfig:
    """One HandConfig per thread, its fields set afresh for every hand.

    Building a HandConfig builds ~60 yaku objects, as long as the rest of the evaluation. Reuse is safe:
    the package sets every yaku value it mutates (dora han, paarenchan count, daisharin name) right
    before using it, and we always enable double yakuman, so it never rewrites yakuman han.
    """
    config = getattr(_LOCAL, "config", None)
    if config is None:
        config = _LOCAL.config = HandConfig()
    return config


def package_options(ruleset: Ruleset) -> OptionalRules:
    """The `mahjong` package's options for a ruleset (double-yakuman forms always named; we count them).

    Cached by identity: hashing a Ruleset (50-odd fields) on every hand would cost more than the lookup saves.
    """
    entry = _OPTIONS.get(id(ruleset))
    if entry is not None and entry[0] is ruleset:
        return entry[1]
    if len(_OPTIONS) > 256:
        _OPTIONS.clear()
    options = _make_options(ruleset)
    _OPTIONS[id(ruleset)] = (ruleset, options)
    return options


def _make_options(ruleset: Ruleset) -> OptionalRules:
    return OptionalRules(
        has_open_tanyao=ruleset.open_tanyao,
        has_aka_dora=ruleset.red_fives > 0,
        has_double_yakuman=True,
        kazoe_limit=HandConstants.KAZOE_LIMITED if ruleset.kazoe_yakuman else HandConstants.KAZOE_SANBAIMAN,
        kiriage=ruleset.kiriage,
        renhou_as_yakuman=ruleset.renhou == "yakuman",
        has_daisharin=ruleset.daisharin,
        has_daisharin_other_suits=ruleset.daisharin_all_suits,
        has_daichisei=ruleset.daichisei,
        has_sashikomi_yakuman=ruleset.open_riichi_ron_yakuman,
        limit_to_sextuple_yakuman=False,
        paarenchan_needs_yaku=True,
    )


class ParsedHand(NamedTuple):
    concealed: list[Tile]
    melds: list[Meld]
    win: Tile
    dora: list[Tile]
    ura: list[Tile]
    discards: list[Tile]
    is_open: bool
    win_index: int  # position of the winning tile among the concealed tiles


def parse_hand(
    *,
    hand: str,
    melds: Sequence[str],
    win: str,
    dora: Sequence[str] = (),
    ura: Sequence[str] = (),
    discards: Sequence[str] | str = (),
    ruleset: Ruleset,
) -> ParsedHand:
    """Parse and count-check all tiles; TileError says what is wrong."""
    concealed = parse_tiles(hand)
    meld_list = [parse_meld(m) for m in melds] if melds else []
    win_tile = tile(win)
    dora_tiles = tile_list(dora)
    ura_tiles = tile_list(ura) if ura else []
    if not discards:
        discard_tiles = []
    else:
        discard_tiles = parse_tiles(discards) if isinstance(discards, str) else tile_list(discards)
    expected = 14 - 3 * len(meld_list)
    if len(meld_list) > 4:
        raise TileError(f"{len(meld_list)} melds given; a hand has at most 4")
    if len(concealed) != expected:
        raise TileError(
            f"wrong tile count: {len(concealed)} concealed tiles with {len(meld_list)} meld(s); "
            f"expected {expected} including the winning tile"
        )
    try:
        win_index = concealed.index(win_tile)
    except ValueError:
        # "5m" for a red 0m (or the reverse) names the same winning tile; take the copy in the hand
        same_kind = [i for i, t in enumerate(concealed) if t.kind == win_tile.kind]
        if not same_kind:
            raise TileError(f"the winning tile {win_tile} is not among the concealed tiles {hand}") from None
        win_index = same_kind[0]
        win_tile = concealed[win_index]
    every_tile = concealed + dora_tiles
    is_open = False
    for m in meld_list:
        every_tile += m.tiles
        is_open = is_open or m.kind != "ankan"
    if ura_tiles or discard_tiles:
        every_tile += ura_tiles + discard_tiles
    check_tile_counts(every_tile, ruleset.red_fives)
    if len(dora_tiles) > 5 or len(ura_tiles) > 5:
        raise TileError("at most 5 dora indicators and 5 ura-dora indicators exist (one plus four kans)")
    return ParsedHand(
        concealed, meld_list, win_tile, dora_tiles, ura_tiles, discard_tiles, is_open, win_index
    )


_WIND_TILE = {wind: EAST + i for i, wind in enumerate(WINDS)}


def situation_errors(s: Situation, parsed: ParsedHand, ruleset: Ruleset) -> list[str]:
    """Reasons the situation cannot be, in words."""
    rare = (
        s.double_riichi
        or s.open_riichi
        or s.ippatsu
        or s.haitei
        or s.houtei
        or s.rinshan
        or s.chankan
        or s.tenhou
        or s.chiihou
        or s.renhou
        or s.paarenchan
    )
    if (
        not rare
        and s.seat in _WIND_TILE
        and s.round in _WIND_TILE
        and (s.discarder is None if s.tsumo else (s.discarder in _WIND_TILE and s.discarder != s.seat))
        and s.honba >= 0
        and s.deposits >= 0
        and not (s.riichi and parsed.is_open)
    ):
        return []  # the common case, checked in one go
    errors = seat_errors(seat=s.seat, round_wind=s.round, tsumo=s.tsumo, discarder=s.discarder)
    if s.honba < 0 or s.deposits < 0:
        errors.append("honba and deposits must be 0 or more")
    is_open = parsed.is_open
    if s.riichi and is_open:
        errors.append("riichi with an open hand: riichi needs a closed hand (a closed kan is fine)")
    if not rare:
        return errors
    return errors + _rare_situation_errors(s, parsed, ruleset, is_open)


def _rare_situation_errors(s: Situation, parsed: ParsedHand, ruleset: Ruleset, is_open: bool) -> list[str]:
    errors: list[str] = []
    dealer = s.seat == "E"
    if (s.double_riichi or s.open_riichi) and is_open and not s.riichi:
        errors.append("riichi with an open hand: riichi needs a closed hand (a closed kan is fine)")
    if s.open_riichi and not ruleset.open_riichi:
        errors.append("open riichi is not played under this ruleset")
    if s.ippatsu and not (s.riichi or s.double_riichi or s.open_riichi):
        errors.append("ippatsu without riichi")
    if s.ippatsu and not ruleset.ippatsu:
        errors.append("ippatsu is not played under this ruleset")
    if s.haitei and not s.tsumo:
        errors.append("haitei is a win by tsumo on the last wall tile")
    if s.houtei and s.tsumo:
        errors.append("houtei is a win by ron on the last discard")
    if s.rinshan and not s.tsumo:
        errors.append("rinshan is a win by tsumo on the replacement tile after a kan")
    if s.rinshan and not any(m.is_kan for m in parsed.melds):
        errors.append("rinshan needs a kan among the melds")
    if s.rinshan and s.haitei:
        errors.append("rinshan and haitei cannot both happen")
    if s.chankan and s.tsumo:
        errors.append("chankan is a win by ron on a tile added to a kan")
    if s.chankan and s.houtei:
        errors.append("chankan and houtei cannot both happen")
    for name, needs_dealer, needs_tsumo in (
        ("tenhou", True, True),
        ("chiihou", False, True),
        ("renhou", False, False),
    ):
        if not getattr(s, name):
            continue
        if dealer != needs_dealer:
            errors.append(f"{name} is for {'the dealer' if needs_dealer else 'a non-dealer'} only")
        if s.tsumo != needs_tsumo:
            errors.append(f"{name} is a win by {'tsumo' if needs_tsumo else 'ron'}")
        if parsed.melds:
            errors.append(f"{name} is impossible after a call")
    if s.renhou and ruleset.renhou == "off":
        errors.append("renhou is not played under this ruleset")
    if s.paarenchan and not ruleset.paarenchan:
        errors.append("paarenchan is not played under this ruleset")
    if s.paarenchan and not dealer:
        errors.append("paarenchan is for the dealer only")
    return errors


def waits(parsed: ParsedHand) -> set[int]:
    """Tile kinds that complete the hand without the winning tile (shape only)."""
    counts = [0] * 34
    for t in parsed.concealed:
        counts[t.kind] += 1
    counts[parsed.win.kind] -= 1
    result = set()
    for kind in range(34):
        if counts[kind] >= 4:
            continue
        counts[kind] += 1
        if Agari.is_agari(counts):
            result.add(kind)
        counts[kind] -= 1
    return result


def _consecutive_triplets(parsed: ParsedHand) -> int:
    """Longest run of same-suit triplets/quads with consecutive numbers over the hand's decompositions."""
    counts = [0] * 34
    for t in parsed.concealed:
        counts[t.kind] += 1
    for m in parsed.melds:
        for t in m.tiles:
            counts[t.kind] += 1
    package_melds = [
        PackageMeld(_MELD_TYPES[m.kind], [t.kind * 4 for t in m.tiles], m.is_open) for m in parsed.melds
    ]
    best = 0
    for division in HandDivider.divide_hand(counts, package_melds):
        kinds = sorted({g[0] for g in division if len(g) >= 3 and g[0] == g[1] and g[0] < 27})
        run = 0
        for i, kind in enumerate(kinds):
            run = run + 1 if i and kind == kinds[i - 1] + 1 and kind // 9 == kinds[i - 1] // 9 else 1
            best = max(best, run)
    return best


def evaluate_tiles(parsed: ParsedHand, situation: Situation, ruleset: Ruleset) -> HandResult:
    """Legal or not, and if legal: yaku, han, fu, limit and the deltas of every seat."""
    errors = situation_errors(situation, parsed, ruleset)
    if errors:
        return HandResult.illegal(*errors)
    if not situation.tsumo and parsed.discards:
        furiten = waits(parsed) & {t.kind for t in parsed.discards}
        if furiten:
            names = ", ".join(str(Tile(k)) for k in sorted(furiten))
            return HandResult.illegal(
                f"furiten: the hand waits on {names}, already in the player's own discards"
            )

    result = _run_package(parsed, situation, ruleset, renhou=situation.renhou)
    if ruleset.renhou == "mangan" and situation.renhou and result.legal:
        # a strict mangan, unless the hand is worth more without it
        plain = _run_package(parsed, situation, ruleset, renhou=False)
        mangan, _ = base_points(5, 30, ruleset)
        if not plain.legal or plain.base <= mangan:
            fu = plain.fu if plain.legal else result.fu
            result = HandResult(legal=True, han=5, fu=fu, yaku=[("renhou", 5)], limit="mangan", base=mangan)
        else:
            result = plain
    if not result.legal:
        return result
    result.deltas = win_deltas(
        base=result.base,
        winner=situation.seat,
        discarder=None if situation.tsumo else situation.discarder,
        honba=situation.honba,
        deposits=situation.deposits,
        ruleset=ruleset,
    )
    return result


# The package reads only tile kinds (id // 4) and whether an id is a red five (copy 0 of a five), so
# ids need not be distinct: copy 0 for red fives, copy 1 for everything else.
_PACKAGE_ID: dict[Tile, int] = {
    Tile(kind, red): kind * 4 + 1 - red for kind in range(34) for red in (False, True)
}
_INDICATOR_ID: dict[Tile, int] = {t: t.kind * 4 for t in _PACKAGE_ID}


_PACKAGE_MELDS: dict[int, tuple[Meld, PackageMeld]] = {}


def _package_meld(meld: Meld) -> PackageMeld:
    """The package's Meld for one of ours; the package only reads it, so one object serves every hand.

    Keyed by identity, like package_options: parse_meld hands out one Meld per meld text, and hashing
    a Meld (a tuple of tiles) on every hand would cost more than building a new package Meld.
    """
    entry = _PACKAGE_MELDS.get(id(meld))
    if entry is not None and entry[0] is meld:
        return entry[1]
    if len(_PACKAGE_MELDS) > 4096:
        _PACKAGE_MELDS.clear()
    ids = [_PACKAGE_ID[t] for t in meld.tiles]
    package_meld = PackageMeld(_MELD_TYPES[meld.kind], ids, opened=meld.is_open)
    _PACKAGE_MELDS[id(meld)] = (meld, package_meld)
    return package_meld


def _run_package(parsed: ParsedHand, s: Situation, ruleset: Ruleset, *, renhou: bool) -> HandResult:
    concealed_ids = list(map(_PACKAGE_ID.__getitem__, parsed.concealed))
    if parsed.melds:
        melds = [_package_meld(m) for m in parsed.melds]
        all_ids = [i for m in melds for i in m.tiles]
        all_ids += concealed_ids
    else:
        melds = []
        all_ids = concealed_ids
    win_id = concealed_ids[parsed.win_index]
    riichi = s.riichi or s.double_riichi or s.open_riichi
    dora = parsed.dora if ruleset.kan_dora else parsed.dora[:1]
    ura = (parsed.ura if ruleset.kan_dora else parsed.ura[:1]) if riichi and ruleset.ura_dora else ()
    config = _config()
    config.is_tsumo = s.tsumo
    config.is_riichi = riichi
    config.is_ippatsu = s.ippatsu
    config.is_rinshan = s.rinshan
    config.is_chankan = s.chankan
    config.is_haitei = s.haitei
    config.is_houtei = s.houtei
    config.is_daburu_riichi = s.double_riichi
    config.is_tenhou = s.tenhou
    config.is_renhou = renhou
    config.is_chiihou = s.chiihou
    config.is_open_riichi = s.open_riichi
    config.player_wind = _WIND_TILE[s.seat]
    config.round_wind = _WIND_TILE[s.round]
    config.is_dealer = s.seat == "E"
    config.paarenchan = 1 if s.paarenchan else 0
    config.options = _without_sashikomi(ruleset) if s.discarder_riichi else package_options(ruleset)
    response = HandCalculator.estimate_hand_value(
        all_ids,
        win_id,
        melds=melds,
        dora_indicators=list(map(_INDICATOR_ID.__getitem__, dora)),
        ura_dora_indicators=list(map(_INDICATOR_ID.__getitem__, ura)) if ura else None,
        config=config,
    )
    if response.error:
        return HandResult.illegal(_PACKAGE_ERRORS.get(response.error, response.error.replace("_", " ")))
    return _from_response(response, parsed, ruleset)


@lru_cache(maxsize=16)
def _without_sashikomi(ruleset: Ruleset) -> OptionalRules:
    options = package_options(ruleset)
    copy = OptionalRules(**{**vars(options), "has_sashikomi_yakuman": False})
    return copy


_NAMES_BY_CLASS: dict[type, str] = {}


def _name_of(cls: type) -> str:
    name = _NAMES_BY_CLASS.get(cls)
    if name is None:
        special = {"Dora": "dora", "UraDora": "ura_dora", "AkaDora": "aka_dora"}
        name = _NAMES_BY_CLASS[cls] = special.get(cls.__name__) or PACKAGE_NAMES[cls.__name__]
    return name


def _from_response(response: object, parsed: ParsedHand, ruleset: Ruleset) -> HandResult:
    is_open = parsed.is_open
    yaku: list[tuple[str, int]] = []
    dora = ura = aka = 0
    yakuman_names: list[str] = []
    yaku_han = 0
    names = _NAMES_BY_CLASS
    for item in response.yaku or ():  # type: ignore[attr-defined]
        name = names.get(type(item)) or _name_of(type(item))
        han = item.han_open if is_open and item.han_open else item.han_closed
        if name == "dora":
            dora = han
        elif name == "ura_dora":
            ura = han
        elif name == "aka_dora":
            aka = han
        else:
            if item.is_yakuman:
                yakuman_names.append(name)
            else:
                if name == "renhou" and ruleset.renhou == "han":
                    han = ruleset.renhou_han
                yaku.append((name, han))
                yaku_han += han
    fu = response.fu or 0  # type: ignore[attr-defined]
    fu_details = [(d["reason"], d["fu"]) for d in response.fu_details or ()]  # type: ignore[attr-defined]
    if ruleset.double_wind_pair_fu == 2 and (FuCalculator.DOUBLE_VALUED_PAIR, 4) in fu_details:
        fu_details = [(r, 2 if r == FuCalculator.DOUBLE_VALUED_PAIR else f) for r, f in fu_details]
        raw = sum(f for _, f in fu_details)
        fu = -(-raw // 10) * 10
    runs = _consecutive_triplets(parsed) if (ruleset.sanrenkou or ruleset.suurenkou) else 0
    if ruleset.suurenkou and runs >= 4:
        yakuman_names.append("suurenkou")
    elif ruleset.sanrenkou and runs >= 3 and not yakuman_names:
        yaku.append(("sanrenkou", 2))
        yaku_han += 2
    if yakuman_names:
        counted = [n for n in yakuman_names if n != "open_riichi_ron" or ruleset.open_riichi_ron_yakuman]
        multiple = yakuman_multiple(counted, ruleset)
        base, limit = base_points(0, 0, ruleset, yakuman_multiplier=multiple)
        listed = [(n, 26 if YAKU[n].yakuman == 2 and n in ruleset.double_yakuman else 13) for n in counted]
        return HandResult(
            legal=True,
            han=13 * multiple,
            fu=fu,
            yaku=listed,
            fu_details=fu_details,
            limit=limit,
            yakuman=multiple,
            base=base,
        )
    han = yaku_han + dora + ura + aka
    base, limit = base_points(han, fu, ruleset)
    return HandResult(
        legal=True,
        han=han,
        fu=fu,
        yaku=yaku,
        dora=dora,
        ura=ura,
        aka=aka,
        fu_details=fu_details,
        limit=limit,
        base=base,
    )


def evaluate_hand(
    *,
    hand: str,
    melds: Sequence[str] = (),
    win: str,
    situation: Situation,
    ruleset: Ruleset,
    dora: Sequence[str] = (),
    ura: Sequence[str] = (),
    discards: Sequence[str] | str = (),
) -> HandResult:
    """Validate a hand given in tiles; an illegal hand (bad tiles included) comes back with its reasons."""
    try:
        parsed = parse_hand(
            hand=hand, melds=melds, win=win, dora=dora, ura=ura, discards=discards, ruleset=ruleset
        )
    except TileError as exc:
        return HandResult.illegal(str(exc))
    return evaluate_tiles(parsed, situation, ruleset)
