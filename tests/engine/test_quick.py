"""Quick entry (han, fu, yaku names, dora count, yakuman): every rejection, and the payments."""

import pytest

from scoring.engine.presets import get_preset
from scoring.engine.quick import QuickHand, evaluate_quick

TENHOU = get_preset("tenhou")


def quick(ruleset=TENHOU, **fields):
    fields.setdefault("seat", "S")
    if not fields.get("tsumo"):
        fields.setdefault("discarder", "W")
    for key in ("yaku", "yakuman"):
        if fields.get(key) is not None:
            fields[key] = tuple(fields[key])
    if "flags" in fields:
        fields["flags"] = frozenset(fields["flags"])
    return evaluate_quick(QuickHand(**fields), ruleset)


REJECTIONS = [
    ({"seat": "X", "han": 1, "fu": 30}, "seat: must be one of"),
    ({"discarder": None, "han": 1, "fu": 30}, "a ron needs the discarder"),
    ({"discarder": "S", "han": 1, "fu": 30}, "cannot deal in to themselves"),
    ({"tsumo": True, "discarder": "W", "han": 1, "fu": 30}, "a tsumo has no discarder"),
    ({"han": 2, "fu": 30, "honba": -1}, "honba: must be 0 or more, got -1"),
    ({"han": 2, "fu": 30, "dora_count": -1}, "dora_count: must be 0 or more, got -1"),
    # 99 dora were scored as a 100-han hand
    ({"han": 100, "fu": 30, "yaku": ["tanyao"], "dora_count": 99}, "a hand holds at most 44 dora, got 99"),
    ({"han": 10**9 + 1, "fu": 30, "yaku": ["tanyao"], "dora_count": 10**9}, "at most 44 dora"),
    ({"han": 2, "fu": 30, "yaku": ["riichi", "kuitan"], "dora_count": 0}, "unknown yaku 'kuitan'"),
    ({"han": 2, "fu": 40, "yaku": ["yakuhai_haku", "yakuhai_haku"]}, "listed twice"),
    ({"han": 13, "yaku": ["daisangen"]}, "list yakuman under 'yakuman'"),
    ({"yakuman": ["tanyao"]}, "tanyao is not a yakuman"),
    (
        {"han": 2, "fu": 40, "yaku": ["sanrenkou"], "is_open": True},
        "sanrenkou is not played under this ruleset",
    ),
    ({"yakuman": ["daisharin"]}, "daisharin is not played"),
    ({"han": 1, "fu": 30, "yaku": ["pinfu"], "is_open": True}, "pinfu needs a closed hand"),
    ({"han": 2, "fu": 30, "yaku": ["riichi", "yakuhai_chun"], "is_open": True}, "riichi needs a closed hand"),
    (
        {"han": 3, "fu": 25, "yaku": ["chiitoitsu", "tanyao"], "is_open": True},
        "chiitoitsu needs a closed hand",
    ),
    ({"han": 2, "fu": 30, "yaku": ["iipeikou", "tanyao"], "is_open": True}, "iipeikou needs a closed hand"),
    ({"yakuman": ["kokushi"], "is_open": True}, "kokushi needs a closed hand"),
    ({"han": 1, "fu": 30, "yaku": ["tanyao"], "is_open": True, "ruleset": "no_kuitan"}, "no open tanyao"),
    ({"han": 2, "fu": 40, "yaku": ["menzen_tsumo", "yakuhai_haku"]}, "menzen_tsumo is a win by tsumo"),
    ({"han": 2, "fu": 40, "yaku": ["haitei", "yakuhai_haku"]}, "haitei is a win by tsumo"),
    ({"han": 2, "fu": 40, "yaku": ["rinshan", "yakuhai_haku"]}, "rinshan is a win by tsumo"),
    ({"han": 2, "fu": 40, "tsumo": True, "yaku": ["houtei", "yakuhai_haku"]}, "houtei is a win by ron"),
    ({"han": 2, "fu": 40, "tsumo": True, "yaku": ["chankan", "yakuhai_haku"]}, "chankan is a win by ron"),
    ({"yakuman": ["tenhou"], "tsumo": True}, "tenhou is for the dealer only"),
    ({"yakuman": ["chiihou"], "tsumo": True, "seat": "E"}, "chiihou is for a non-dealer only"),
    ({"han": 3, "fu": 40, "yaku": ["riichi", "double_riichi"]}, "double_riichi and riichi cannot both"),
    ({"han": 3, "fu": 25, "yaku": ["chiitoitsu", "pinfu"]}, "chiitoitsu and pinfu cannot both"),
    ({"han": 3, "fu": 25, "yaku": ["chiitoitsu", "iipeikou"]}, "chiitoitsu and iipeikou cannot both"),
    ({"han": 5, "fu": 25, "yaku": ["chiitoitsu", "ryanpeikou"]}, "chiitoitsu and ryanpeikou cannot both"),
    ({"han": 5, "fu": 40, "yaku": ["chanta", "junchan"]}, "chanta and junchan cannot both"),
    ({"han": 9, "fu": 40, "yaku": ["honitsu", "chinitsu"]}, "chinitsu and honitsu cannot both"),
    ({"han": 2, "fu": 40, "yaku": ["tanyao", "yakuhai_chun"]}, "tanyao and yakuhai_chun cannot both"),
    ({"han": 4, "fu": 40, "yaku": ["toitoi", "pinfu", "tanyao"]}, "pinfu and toitoi cannot both"),
    ({"han": 2, "fu": 30, "yaku": ["ippatsu", "tanyao"]}, "ippatsu without riichi"),
    (
        {"han": 2, "fu": 30, "tsumo": True, "discarder": None, "yaku": ["riichi", "tanyao"]},
        "always has menzen_tsumo",
    ),
    ({"han": 4, "fu": 40, "yaku": ["honroutou", "sanankou"]}, "honroutou comes with toitoi or chiitoitsu"),
    ({"han": 3, "fu": 40, "yaku": ["shousangen", "yakuhai_haku"]}, "shousangen has exactly two dragon"),
    (
        {"han": 2, "fu": 30, "yaku": ["tanyao", "pinfu"], "flags": ["riichi"]},
        "riichi is set but the yaku list has no riichi",
    ),
    ({"han": 2, "fu": 35}, "35 is not a possible fu value"),
    ({"han": 2, "fu": 120}, "120 is not a possible fu value"),
    (
        {"han": 2, "fu": 20, "tsumo": True, "discarder": None, "is_open": True},
        "20 fu only happens with a closed tsumo pinfu",
    ),
    ({"han": 2, "fu": 20}, "20 fu only happens with a closed tsumo pinfu"),
    (
        {"han": 2, "fu": 20, "tsumo": True, "discarder": None, "yaku": ["menzen_tsumo", "tanyao"]},
        "20 fu needs pinfu and menzen_tsumo",
    ),
    ({"han": 1, "fu": 20, "tsumo": True, "discarder": None}, "1 han 20 fu is impossible"),
    ({"han": 2, "fu": 25, "is_open": True}, "25 fu is chiitoitsu only"),
    ({"han": 3, "fu": 25, "yaku": ["riichi", "tanyao"], "dora_count": 1}, "25 fu needs chiitoitsu"),
    ({"han": 1, "fu": 25}, "1 han 25 fu is impossible"),
    ({"han": 2, "fu": 20, "tsumo": False}, "a ron has at least 30 fu"),
    ({"han": 2, "fu": 30, "yaku": ["chiitoitsu"]}, "chiitoitsu is always 25 fu"),
    ({"han": 2, "fu": 40, "yaku": ["pinfu", "riichi"]}, "pinfu is 30 fu on a ron"),
    ({"han": 3, "fu": 30, "yaku": ["riichi", "tanyao"]}, "the yaku add up to 2 (riichi 1 + tanyao 1), not 3"),
    (
        {"han": 4, "fu": 30, "yaku": ["honitsu", "yakuhai_haku"], "is_open": True, "dora_count": 0},
        "the yaku add up to 3 (honitsu 2 + yakuhai_haku 1), not 4",
    ),
    ({"yakuman": ["daisangen"], "yaku": ["riichi"]}, "yakuman cannot be mixed with ordinary yaku (riichi)"),
    ({"fu": 30}, "han: needed unless yakuman are listed"),
    ({"han": 0, "fu": 30}, "han: must be at least 1"),
    # what a page adds up to 0 han for is named, not "han: must be at least 1, got 0"
    ({"han": 0, "fu": 30, "yaku": []}, "no yaku: a winning hand needs at least one yaku"),
    (
        {"han": 0, "fu": 30, "yaku": ["pinfu"], "is_open": True},
        "pinfu needs a closed hand, but the hand is open",
    ),
    ({"han": 2, "fu": 30, "dora_count": 2}, "dora leave no han for a yaku"),
    ({"han": 2, "fu": 30, "yaku": [], "dora_count": 1}, "no yaku"),
    ({"han": 2}, "fu: needed for a hand below mangan"),
    ({"yakuman": ["daisangen"], "han": 26}, "does not match 1 yakuman"),
]


@pytest.mark.parametrize(("fields", "reason"), REJECTIONS, ids=[r for _, r in REJECTIONS])
def test_quick_entry_refuses_what_cannot_be(fields, reason):
    fields = dict(fields)
    ruleset = TENHOU.replace(open_tanyao=False) if fields.pop("ruleset", None) == "no_kuitan" else TENHOU
    result = quick(ruleset, **fields)
    assert not result.legal
    assert any(reason in e for e in result.errors), result.errors


@pytest.mark.parametrize(
    ("fields", "deltas"),
    [
        # 3 han 30 fu non-dealer ron 3900 (riichi tanyao dora 1) + 1 deposit
        (
            {"han": 3, "fu": 30, "yaku": ["riichi", "tanyao"], "dora_count": 1, "deposits": 1},
            {"E": 0, "S": 4900, "W": -3900, "N": 0},
        ),
        # open honitsu (2) + haku (1) = 3 han 40 fu, dealer ron 7700
        (
            {"seat": "E", "han": 3, "fu": 40, "yaku": ["honitsu", "yakuhai_haku"], "is_open": True},
            {"E": 7700, "S": 0, "W": -7700, "N": 0},
        ),
        # closed pinfu tsumo 20 fu, riichi menzen_tsumo pinfu = 3 han: 700/1300, 1 honba
        (
            {
                "tsumo": True,
                "discarder": None,
                "han": 3,
                "fu": 20,
                "yaku": ["riichi", "menzen_tsumo", "pinfu"],
                "honba": 1,
                "deposits": 1,
            },
            {"E": -1400, "S": 3000 + 1000, "W": -800, "N": -800},
        ),
        # chiitoitsu 25 fu + riichi = 3 han: 3200
        (
            {"han": 3, "fu": 25, "yaku": ["chiitoitsu", "riichi"], "deposits": 1},
            {"E": 0, "S": 4200, "W": -3200, "N": 0},
        ),
        # han only (no yaku list), 2 han 30 fu
        ({"han": 2, "fu": 30}, {"E": 0, "S": 2000, "W": -2000, "N": 0}),
        # yakuman, dealer tsumo
        (
            {"seat": "E", "tsumo": True, "discarder": None, "yakuman": ["daisangen"]},
            {"E": 48000, "S": -16000, "W": -16000, "N": -16000},
        ),
        # haneman without fu
        ({"han": 6, "yaku": ["chinitsu"], "is_open": False}, {"E": 0, "S": 12000, "W": -12000, "N": 0}),
    ],
)
def test_quick_entry_pays_like_the_table(fields, deltas):
    result = quick(**fields)
    assert result.legal, result.errors
    assert result.deltas == deltas


def test_kiriage_and_kazoe_apply_to_quick_entry_too():
    assert quick(get_preset("mleague"), han=4, fu=30).deltas["S"] == 8000
    assert quick(get_preset("tenhou"), han=4, fu=30).deltas["S"] == 7700
    assert quick(get_preset("tenhou"), han=13, fu=30).limit == "yakuman"
    assert quick(get_preset("wrc"), han=13, fu=30).limit == "sanbaiman"


def test_renhou_mangan_is_worth_at_least_a_mangan():
    result = quick(get_preset("ema2016"), han=5, fu=30, yaku=["renhou"], discarder="E")
    assert result.legal and result.limit == "mangan" and result.deltas["S"] == 8000


@pytest.mark.parametrize(
    ("preset", "yaku", "dora", "paid", "limit"),
    [
        # a mangan, not 5 han on top of the others: renhou + tanyao was paid a haneman (12,000)
        ("ema2016", ["renhou", "tanyao"], 0, 8000, "mangan"),
        ("jpml_a", ["renhou", "honitsu"], 0, 8000, "mangan"),  # honitsu alone: 3 han, less than a mangan
        # worth more without renhou: chinitsu + tanyao + dora 1 is 8 han, a baiman
        ("ema2016", ["renhou", "chinitsu", "tanyao"], 1, 16000, "baiman"),
    ],
)
def test_renhou_where_it_is_a_mangan_pays_as_from_tiles(preset, yaku, dora, paid, limit):
    han = 5 + sum({"tanyao": 1, "honitsu": 3, "chinitsu": 6}[name] for name in yaku[1:]) + dora
    result = quick(get_preset(preset), han=han, fu=30, yaku=yaku, dora_count=dora, discarder="E")
    assert result.legal, result.errors
    assert (result.deltas["S"], result.limit) == (paid, limit)


def test_renhou_with_riichi_is_refused_and_not_offered_to_a_declarer():
    """A walkthrough saved "riichi + renhou" as a haneman: renhou comes before any riichi."""
    ema = get_preset("ema2016")
    result = quick(ema, han=6, fu=30, yaku=["riichi", "renhou"], discarder="E")
    assert not result.legal
    assert any("renhou and riichi cannot both be in one hand" in e for e in result.errors), result.errors
    from scoring.engine.quick_options import quick_options

    offered = quick_options((), is_open=False, tsumo=False, dealer=False, riichi=True, ruleset=ema).yaku
    assert "renhou" not in offered
    assert (
        "renhou"
        in quick_options((), is_open=False, tsumo=False, dealer=False, riichi=False, ruleset=ema).yaku
    )


def test_renhou_entered_as_a_yakuman_where_the_ruleset_makes_it_one_pays_a_yakuman():
    """The site's quick entry (a hand record: yaku names with han) named renhou under a ruleset where
    it is a yakuman, and the check refused it as an ordinary yaku: "list it under 'yakuman'"."""
    from dataclasses import replace

    from scoring.engine.ledger import WinContext
    from scoring.engine.records import QuickHand as Recorded
    from scoring.engine.win_value import evaluate_quick_win

    ctx = WinContext(
        seat_wind="S", round_wind="E", tsumo=False, discarder_wind="E", honba=0, deposits=0, dealer=False
    )
    as_yakuman = replace(TENHOU, renhou="yakuman")
    value = evaluate_quick_win(Recorded(han=13, fu=0, yaku=("renhou",)), ctx, as_yakuman)
    assert value.yakuman == 1
    mangan = evaluate_quick_win(Recorded(han=5, fu=30, yaku=("renhou",)), ctx, get_preset("ema2016"))
    assert mangan.yakuman == 0 and mangan.han == 5
