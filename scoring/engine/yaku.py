"""The canonical yaku names, shared by tile validation, quick entry and record importers.

Names are stable snake_case ascii; documented in docs/hand-format.md. `han_open` None = closed only.
`yakuman` is the multiple when the ruleset allows it (2 for the double-yakuman forms; otherwise 1).
`rule` names the Ruleset field that must be on for an optional yaku.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.engine.rules import Ruleset


@dataclass(frozen=True)
class YakuDef:
    name: str
    han_closed: int
    han_open: int | None
    yakuman: int = 0
    rule: str | None = None
    win: str | None = None  # "tsumo" or "ron" when the yaku needs that kind of win


def _y(name: str, closed: int, opened: int | None, **kw: object) -> YakuDef:
    return YakuDef(name, closed, opened, **kw)  # type: ignore[arg-type]


YAKU: dict[str, YakuDef] = {
    y.name: y
    for y in (
        _y("riichi", 1, None),
        _y("double_riichi", 2, None),
        _y("open_riichi", 2, None, rule="open_riichi"),
        _y("double_open_riichi", 3, None, rule="open_riichi"),
        _y("ippatsu", 1, None, rule="ippatsu"),
        _y("menzen_tsumo", 1, None, win="tsumo"),
        _y("pinfu", 1, None),
        _y("iipeikou", 1, None),
        _y("tanyao", 1, 1),
        _y("yakuhai_haku", 1, 1),
        _y("yakuhai_hatsu", 1, 1),
        _y("yakuhai_chun", 1, 1),
        _y("seat_wind", 1, 1),
        _y("round_wind", 1, 1),
        _y("haitei", 1, 1, win="tsumo"),
        _y("houtei", 1, 1, win="ron"),
        _y("rinshan", 1, 1, win="tsumo"),
        _y("chankan", 1, 1, win="ron"),
        _y("sanshoku", 2, 1),
        _y("ittsu", 2, 1),
        _y("chanta", 2, 1),
        _y("chiitoitsu", 2, None),
        _y("toitoi", 2, 2),
        _y("sanankou", 2, 2),
        _y("sanshoku_doukou", 2, 2),
        _y("sankantsu", 2, 2),
        _y("honroutou", 2, 2),
        _y("shousangen", 2, 2),
        _y("sanrenkou", 2, 2, rule="sanrenkou"),
        _y("junchan", 3, 2),
        _y("ryanpeikou", 3, None),
        _y("honitsu", 3, 2),
        _y("chinitsu", 6, 5),
        # renhou's value depends on Ruleset.renhou ("han": renhou_han han; "mangan"; "yakuman")
        _y("renhou", 5, None, rule="renhou", win="ron"),
        # yakuman
        _y("kokushi", 13, None, yakuman=1),
        _y("kokushi_juusanmen", 26, None, yakuman=2),
        _y("suuankou", 13, None, yakuman=1),
        _y("suuankou_tanki", 26, None, yakuman=2),
        _y("daisangen", 13, 13, yakuman=1),
        _y("shousuushii", 13, 13, yakuman=1),
        _y("daisuushii", 26, 26, yakuman=2),
        _y("tsuuiisou", 13, 13, yakuman=1),
        _y("chinroutou", 13, 13, yakuman=1),
        _y("ryuuiisou", 13, 13, yakuman=1),
        _y("chuuren_poutou", 13, None, yakuman=1),
        _y("junsei_chuuren", 26, None, yakuman=2),
        _y("suukantsu", 13, 13, yakuman=1),
        _y("tenhou", 13, None, yakuman=1, win="tsumo"),
        _y("chiihou", 13, None, yakuman=1, win="tsumo"),
        _y("daisharin", 13, None, yakuman=1, rule="daisharin"),
        _y("daichisei", 13, None, yakuman=1, rule="daichisei"),
        _y("suurenkou", 13, 13, yakuman=1, rule="suurenkou"),
        _y("paarenchan", 13, 13, yakuman=1, rule="paarenchan"),
        _y("open_riichi_ron", 13, None, yakuman=1, rule="open_riichi_ron_yakuman", win="ron"),
    )
}

# The single-yakuman hand each double form upgrades (for rulesets without that double yakuman).
DOUBLE_FORM_OF = {
    "kokushi_juusanmen": "kokushi",
    "suuankou_tanki": "suuankou",
    "junsei_chuuren": "chuuren_poutou",
    "daisuushii": "daisuushii",
}

# Pairs that cannot both be claimed (rules.md section 3 plus shapes that exclude each other).
_EXCLUSIVE_GROUPS: tuple[tuple[str, ...], ...] = (
    ("riichi", "double_riichi", "open_riichi", "double_open_riichi"),
    ("chiitoitsu", "pinfu"),
    ("chiitoitsu", "iipeikou"),
    ("chiitoitsu", "ryanpeikou"),
    ("iipeikou", "ryanpeikou"),
    ("chanta", "junchan"),
    ("chanta", "honroutou"),
    ("junchan", "honroutou"),
    ("honitsu", "chinitsu"),
    ("haitei", "houtei"),
    ("haitei", "rinshan"),
    ("houtei", "chankan"),
    ("rinshan", "chankan"),
    ("tanyao", "chanta"),
    ("tanyao", "junchan"),
    ("tanyao", "honroutou"),
    ("tanyao", "ittsu"),
    ("tanyao", "honitsu"),
    ("tanyao", "yakuhai_haku"),
    ("tanyao", "yakuhai_hatsu"),
    ("tanyao", "yakuhai_chun"),
    ("tanyao", "seat_wind"),
    ("tanyao", "round_wind"),
    ("tanyao", "shousangen"),
    ("pinfu", "toitoi"),
    ("pinfu", "sanankou"),
    ("toitoi", "iipeikou"),
    ("toitoi", "ittsu"),
    ("toitoi", "sanshoku"),
    ("toitoi", "chanta"),
    ("toitoi", "junchan"),
    ("toitoi", "chiitoitsu"),
    ("sanankou", "chiitoitsu"),
    ("sanshoku_doukou", "chiitoitsu"),
    ("shousangen", "chiitoitsu"),
    ("ittsu", "sanshoku"),
    ("ittsu", "chiitoitsu"),
    ("sanshoku", "chiitoitsu"),
    ("sankantsu", "chiitoitsu"),
    ("chanta", "chiitoitsu"),
    ("junchan", "chiitoitsu"),
    ("pinfu", "yakuhai_haku"),
    ("pinfu", "yakuhai_hatsu"),
    ("pinfu", "yakuhai_chun"),
    ("pinfu", "seat_wind"),
    ("pinfu", "round_wind"),
    # pinfu is four sequences (rules.md): no yaku that needs a triplet or a kan can join it, and
    # rinshan needs the winner's own kan.
    ("pinfu", "sanshoku_doukou"),
    ("pinfu", "sankantsu"),
    ("pinfu", "sanrenkou"),
    ("pinfu", "honroutou"),
    ("pinfu", "shousangen"),
    ("pinfu", "rinshan"),
    # renhou is won before the winner's first draw: no riichi can have been declared yet
    ("renhou", "riichi"),
    ("renhou", "double_riichi"),
    ("renhou", "open_riichi"),
    ("renhou", "double_open_riichi"),
    ("renhou", "ippatsu"),
)


def _all_pairs(group: tuple[str, ...]) -> list[frozenset[str]]:
    return [frozenset((a, b)) for i, a in enumerate(group) for b in group[i + 1 :]]


# Yakuman that no hand can have together (a quick entry of daisangen + daisuushii was paid as a
# double yakuman): alternatives of one hand, and each shape against the shapes its tiles rule out.
_TRIPLET_YAKUMAN = ("suuankou", "suuankou_tanki", "daisangen", "shousuushii", "daisuushii", "suukantsu")
_YAKUMAN_APART: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (
        ("kokushi", "kokushi_juusanmen"),
        (
            *_TRIPLET_YAKUMAN,
            "tsuuiisou",
            "chinroutou",
            "ryuuiisou",
            "chuuren_poutou",
            "junsei_chuuren",
            "daisharin",
            "daichisei",
            "suurenkou",
        ),
    ),
    (
        ("chuuren_poutou", "junsei_chuuren"),
        (*_TRIPLET_YAKUMAN, "tsuuiisou", "chinroutou", "ryuuiisou", "daisharin", "daichisei", "suurenkou"),
    ),
    (
        ("chinroutou",),
        (
            "tsuuiisou",
            "daisangen",
            "shousuushii",
            "daisuushii",
            "ryuuiisou",
            "daichisei",
            "daisharin",
            "suurenkou",
        ),
    ),
    (("tsuuiisou",), ("ryuuiisou", "daisharin", "suurenkou")),
    (("ryuuiisou",), ("daisangen", "shousuushii", "daisuushii", "daichisei", "daisharin", "suurenkou")),
    (("daichisei", "daisharin"), (*_TRIPLET_YAKUMAN, "suurenkou")),
    (("suurenkou",), ("daisangen", "shousuushii", "daisuushii")),
)
_YAKUMAN_ALTERNATIVES = (
    ("kokushi", "kokushi_juusanmen"),
    ("chuuren_poutou", "junsei_chuuren"),
    ("suuankou", "suuankou_tanki"),
    ("daisangen", "shousuushii", "daisuushii"),  # seven sets of honors do not fit in a hand
    ("daichisei", "daisharin"),
)


EXCLUSIVE: frozenset[frozenset[str]] = frozenset(
    [pair for group in (*_EXCLUSIVE_GROUPS, *_YAKUMAN_ALTERNATIVES) for pair in _all_pairs(group)]
    + [frozenset((a, b)) for left, right in _YAKUMAN_APART for a in left for b in right]
)


def yaku_allowed(name: str, ruleset: Ruleset) -> bool:
    """Whether the ruleset plays this yaku at all (optional yaku need their rule on)."""
    y = YAKU[name]
    if y.rule is None:
        return True
    if y.rule == "renhou":
        return ruleset.renhou != "off"
    return bool(getattr(ruleset, y.rule))


def yaku_han(name: str, *, is_open: bool, ruleset: Ruleset) -> int | None:
    """Han of a non-yakuman yaku for this hand, or None when it cannot count (closed-only on an open hand)."""
    y = YAKU[name]
    if name == "renhou":
        # a renhou "mangan" is entered as 5 han (it was never offered in the quick-entry picker)
        return {"han": ruleset.renhou_han, "mangan": 5}.get(ruleset.renhou)
    if name == "tanyao" and is_open and not ruleset.open_tanyao:
        return None
    return y.han_open if is_open else y.han_closed


def yakuman_multiple(names: list[str], ruleset: Ruleset) -> int:
    """Total yakuman multiple of the yakuman listed, by the ruleset's double and stacking rules."""
    values = []
    for name in names:
        y = YAKU[name]
        values.append(2 if y.yakuman == 2 and name in ruleset.double_yakuman else 1)
    if not values:
        return 0
    return sum(values) if ruleset.yakuman_stacking else max(values)


# The `mahjong` package's yaku classes -> our names (dora kinds are counted apart).
PACKAGE_NAMES: dict[str, str] = {
    "Tsumo": "menzen_tsumo",
    "Riichi": "riichi",
    "OpenRiichi": "open_riichi",
    "Ippatsu": "ippatsu",
    "Chankan": "chankan",
    "Rinshan": "rinshan",
    "Haitei": "haitei",
    "Houtei": "houtei",
    "DaburuRiichi": "double_riichi",
    "DaburuOpenRiichi": "double_open_riichi",
    "NagashiMangan": "nagashi_mangan",
    "Renhou": "renhou",
    "Pinfu": "pinfu",
    "Tanyao": "tanyao",
    "Iipeiko": "iipeikou",
    "Haku": "yakuhai_haku",
    "Hatsu": "yakuhai_hatsu",
    "Chun": "yakuhai_chun",
    "SeatWindEast": "seat_wind",
    "SeatWindSouth": "seat_wind",
    "SeatWindWest": "seat_wind",
    "SeatWindNorth": "seat_wind",
    "RoundWindEast": "round_wind",
    "RoundWindSouth": "round_wind",
    "RoundWindWest": "round_wind",
    "RoundWindNorth": "round_wind",
    "Sanshoku": "sanshoku",
    "Ittsu": "ittsu",
    "Chantai": "chanta",
    "Honroto": "honroutou",
    "Toitoi": "toitoi",
    "Sanankou": "sanankou",
    "SanKantsu": "sankantsu",
    "SanshokuDoukou": "sanshoku_doukou",
    "Chiitoitsu": "chiitoitsu",
    "Shosangen": "shousangen",
    "Honitsu": "honitsu",
    "Junchan": "junchan",
    "Ryanpeikou": "ryanpeikou",
    "Chinitsu": "chinitsu",
    "KokushiMusou": "kokushi",
    "ChuurenPoutou": "chuuren_poutou",
    "Suuankou": "suuankou",
    "Daisangen": "daisangen",
    "Shousuushii": "shousuushii",
    "Ryuuiisou": "ryuuiisou",
    "Suukantsu": "suukantsu",
    "Tsuuiisou": "tsuuiisou",
    "Chinroutou": "chinroutou",
    "Daisharin": "daisharin",
    "Daichisei": "daichisei",
    "DaiSuushii": "daisuushii",
    "DaburuKokushiMusou": "kokushi_juusanmen",
    "SuuankouTanki": "suuankou_tanki",
    "DaburuChuurenPoutou": "junsei_chuuren",
    "Tenhou": "tenhou",
    "Chiihou": "chiihou",
    "RenhouYakuman": "renhou",
    "Sashikomi": "open_riichi_ron",
    "Paarenchan": "paarenchan",
}
