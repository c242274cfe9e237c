"""Tenhou's yaku: mjlog ids and tenhou.net/6 Japanese names, to our canonical yaku names.

Ids are Tenhou's (0 menzen tsumo ... 54 aka dora). Dora, ura and red fives are not yaku: quick entry
counts them together as dora_count. The situational ones (riichi, ippatsu, haitei ...) become flags
of a tile-level hand, since tiles cannot show them.
"""

from __future__ import annotations

from scoring.engine.importers.numbers import show

# id: (our name, tenhou.net/6 name)
YAKU: dict[int, tuple[str, str]] = {
    0: ("menzen_tsumo", "門前清自摸和"),
    1: ("riichi", "立直"),
    2: ("ippatsu", "一発"),
    3: ("chankan", "槍槓"),
    4: ("rinshan", "嶺上開花"),
    5: ("haitei", "海底摸月"),
    6: ("houtei", "河底撈魚"),
    7: ("pinfu", "平和"),
    8: ("tanyao", "断幺九"),
    9: ("iipeikou", "一盃口"),
    10: ("seat_wind", "自風 東"),
    11: ("seat_wind", "自風 南"),
    12: ("seat_wind", "自風 西"),
    13: ("seat_wind", "自風 北"),
    14: ("round_wind", "場風 東"),
    15: ("round_wind", "場風 南"),
    16: ("round_wind", "場風 西"),
    17: ("round_wind", "場風 北"),
    18: ("yakuhai_haku", "役牌 白"),
    19: ("yakuhai_hatsu", "役牌 發"),
    20: ("yakuhai_chun", "役牌 中"),
    21: ("double_riichi", "両立直"),
    22: ("chiitoitsu", "七対子"),
    23: ("chanta", "混全帯幺九"),
    24: ("ittsu", "一気通貫"),
    25: ("sanshoku", "三色同順"),
    26: ("sanshoku_doukou", "三色同刻"),
    27: ("sankantsu", "三槓子"),
    28: ("toitoi", "対々和"),
    29: ("sanankou", "三暗刻"),
    30: ("shousangen", "小三元"),
    31: ("honroutou", "混老頭"),
    32: ("ryanpeikou", "二盃口"),
    33: ("junchan", "純全帯幺九"),
    34: ("honitsu", "混一色"),
    35: ("chinitsu", "清一色"),
    36: ("renhou", "人和"),
    37: ("tenhou", "天和"),
    38: ("chiihou", "地和"),
    39: ("daisangen", "大三元"),
    40: ("suuankou", "四暗刻"),
    41: ("suuankou_tanki", "四暗刻単騎"),
    42: ("tsuuiisou", "字一色"),
    43: ("ryuuiisou", "緑一色"),
    44: ("chinroutou", "清老頭"),
    45: ("chuuren_poutou", "九蓮宝燈"),
    46: ("junsei_chuuren", "純正九蓮宝燈"),
    47: ("kokushi", "国士無双"),
    48: ("kokushi_juusanmen", "国士無双１３面"),
    49: ("daisuushii", "大四喜"),
    50: ("shousuushii", "小四喜"),
    51: ("suukantsu", "四槓子"),
    52: ("dora", "ドラ"),
    53: ("ura_dora", "裏ドラ"),
    54: ("aka_dora", "赤ドラ"),
}
DORA_IDS = frozenset({52, 53, 54})
DORA_NAMES = frozenset({"dora", "ura_dora", "aka_dora"})
YAKUMAN_IDS = frozenset(range(37, 52)) | {36}  # renhou is a yakuman only on some rules

# Yaku that tiles cannot show: they become flags of a tile-level hand.
SITUATION_BY_ID = {
    1: "riichi",
    21: "double_riichi",
    2: "ippatsu",
    3: "chankan",
    4: "rinshan",
    5: "haitei",
    6: "houtei",
    36: "renhou",
    37: "tenhou",
    38: "chiihou",
}

# mjlog ten="fu,points,limit": limit codes.
MJLOG_LIMITS = {0: None, 1: "mangan", 2: "haneman", 3: "baiman", 4: "sanbaiman", 5: "yakuman"}

_BY_JAPANESE = {jp: name for name, jp in YAKU.values()}
# Other spellings seen in tenhou.net/6 exports.
_BY_JAPANESE.update(
    {"ダブル立直": "double_riichi", "国士無双13面": "kokushi_juusanmen", "大車輪": "daisharin"}
)


def yaku_name_by_id(yaku_id: int) -> str:
    try:
        return YAKU[yaku_id][0]
    except KeyError:
        raise ValueError(f"yaku id {yaku_id} is not a Tenhou yaku id") from None


def yaku_name_by_japanese(name: str) -> str:
    try:
        return _BY_JAPANESE[name.strip()]
    except KeyError:
        raise ValueError(f"yaku {show(name)} is not a known Tenhou yaku name") from None
