"""One winning hand per yaku and yakuman of rules.md section 3, han from its table."""

import pytest

from scoring.engine.request import evaluate_request

H = "123m456p789s23455s"  # closed pinfu shape, wins on 4s


def run(ruleset="tenhou", **request):
    request.setdefault("seat", "S")
    request.setdefault("round", "E")
    if not request.get("tsumo"):
        request.setdefault("from", "W")
    result, malformed = evaluate_request({"ruleset": ruleset, **request})
    assert not malformed, result.errors
    return result


def yaku_of(result):
    assert result.legal, result.errors
    return dict(result.yaku)


OPEN_RIICHI = {"preset": "tenhou", "open_riichi": True}

YAKU_HANDS = [
    ("riichi", 1, {"hand": H, "win": "4s", "riichi": True, "deposits": 1}),
    ("double_riichi", 2, {"hand": H, "win": "4s", "riichi": True, "double_riichi": True}),
    ("open_riichi", 2, {"ruleset": OPEN_RIICHI, "hand": H, "win": "4s", "riichi": True, "open_riichi": True}),
    ("ippatsu", 1, {"hand": H, "win": "4s", "riichi": True, "ippatsu": True}),
    ("menzen_tsumo", 1, {"hand": H, "win": "4s", "tsumo": True}),
    ("pinfu", 1, {"hand": H, "win": "4s"}),
    ("iipeikou", 1, {"hand": "112233m456p789s55s", "win": "3m", "riichi": True}),
    ("tanyao", 1, {"hand": "234m456p678s23455s", "win": "4s"}),
    ("tanyao", 1, {"hand": "456p678s23455s", "melds": ["chi:234m"], "win": "4s"}),
    ("yakuhai_haku", 1, {"hand": "123m456p789s55s", "melds": ["pon:555z"], "win": "5s"}),
    ("yakuhai_hatsu", 1, {"hand": "123m456p789s55s", "melds": ["pon:666z"], "win": "5s"}),
    ("yakuhai_chun", 1, {"hand": "123m456p789s55s", "melds": ["pon:777z"], "win": "5s"}),
    (
        "seat_wind",
        1,
        {"hand": "123m456p789s55s", "melds": ["pon:333z"], "win": "5s", "seat": "W", "from": "N"},
    ),
    (
        "round_wind",
        1,
        {
            "hand": "123m456p789s55s",
            "melds": ["pon:222z"],
            "win": "5s",
            "round": "S",
            "seat": "W",
            "from": "N",
        },
    ),
    ("haitei", 1, {"hand": H, "win": "4s", "tsumo": True, "haitei": True}),
    ("houtei", 1, {"hand": H, "win": "4s", "houtei": True}),
    (
        "rinshan",
        1,
        {"hand": "123m456p789s55s", "melds": ["kan:1111p"], "win": "5s", "tsumo": True, "rinshan": True},
    ),
    ("chankan", 1, {"hand": H, "win": "4s", "chankan": True}),
    ("sanshoku", 2, {"hand": "123m123p123s45655s", "win": "6s"}),
    ("sanshoku", 1, {"hand": "123p123s45655s", "melds": ["chi:123m"], "win": "6s"}),
    ("ittsu", 2, {"hand": "123456789m456p11s", "win": "9m"}),
    ("ittsu", 1, {"hand": "456789m456p11s", "melds": ["chi:123m"], "win": "9m"}),
    ("chanta", 2, {"hand": "123m789p789s999s11z", "win": "1m"}),
    ("chanta", 1, {"hand": "789p789s999s11z", "melds": ["chi:123m"], "win": "9p"}),
    ("chiitoitsu", 2, {"hand": "1122m3344p5566s77z", "win": "7z"}),
    ("toitoi", 2, {"hand": "666s88s999s", "melds": ["pon:222m", "pon:444p"], "win": "8s"}),
    ("sanankou", 2, {"hand": "222m444p666s88s", "melds": ["chi:789m"], "win": "8s"}),
    ("sanshoku_doukou", 2, {"hand": "222m222p222s456m88s", "win": "6m"}),
    ("sankantsu", 2, {"hand": "789m88s", "melds": ["kan:2222m", "kan:4444p", "ankan:6666s"], "win": "8s"}),
    ("honroutou", 2, {"hand": "111m999p111s99s222z", "win": "2z", "seat": "W", "from": "N"}),
    ("shousangen", 2, {"hand": "77z123m456p", "melds": ["pon:555z", "pon:666z"], "win": "3m"}),
    (
        "sanrenkou",
        2,
        {
            "ruleset": {"preset": "tenhou", "sanrenkou": True},
            "hand": "11122233344m",
            "melds": ["pon:777z"],
            "win": "4m",
        },
    ),
    ("junchan", 3, {"hand": "123m789m123p99p789s", "win": "7s"}),
    ("junchan", 2, {"hand": "789m123p99p789s", "melds": ["chi:123m"], "win": "7s"}),
    ("ryanpeikou", 3, {"hand": "112233m445566p88s", "win": "8s"}),
    ("honitsu", 3, {"hand": "123m456m999m11z222z", "win": "3m", "seat": "W", "from": "N"}),
    ("honitsu", 2, {"hand": "456m999m11z222z", "melds": ["chi:123m"], "win": "6m", "seat": "W", "from": "N"}),
    ("chinitsu", 6, {"hand": "123456789m123m55m", "win": "5m"}),
    ("chinitsu", 5, {"hand": "456789m123m55m", "melds": ["chi:123m"], "win": "5m"}),
    ("renhou", 5, {"ruleset": "wrc", "hand": H, "win": "4s", "renhou": True, "from": "E"}),
]


@pytest.mark.parametrize(("name", "han", "request_"), YAKU_HANDS, ids=[f"{n}-{h}" for n, h, _ in YAKU_HANDS])
def test_each_yaku_is_found_with_its_han(name, han, request_):
    request_ = dict(request_)
    ruleset = request_.pop("ruleset", "tenhou")
    assert yaku_of(run(ruleset, **request_)).get(name) == han


YAKUMAN_HANDS = [
    ("kokushi", {"hand": "19m19p19s1234567z1m", "win": "9m"}),
    ("kokushi_juusanmen", {"hand": "19m19p19s1234567z1m", "win": "1m"}),
    ("suuankou", {"hand": "111m333p555s777s99s", "win": "7s", "tsumo": True}),
    ("suuankou_tanki", {"hand": "111m333p555s777s99s", "win": "9s"}),
    ("daisangen", {"hand": "555z666z777z123m99s", "win": "3m"}),
    ("shousuushii", {"hand": "111z222z333z44z123m", "win": "3m"}),
    ("daisuushii", {"hand": "111z222z333z444z99m", "win": "9m", "tsumo": True}),
    ("tsuuiisou", {"hand": "111z222z555z666z77z", "win": "7z"}),
    ("chinroutou", {"hand": "111m999m111p999p11s", "win": "9p"}),
    ("ryuuiisou", {"hand": "22334466888s666z", "win": "8s"}),
    ("chuuren_poutou", {"hand": "11123455678999m", "win": "2m"}),
    ("junsei_chuuren", {"hand": "11123455678999m", "win": "5m"}),
    (
        "suukantsu",
        {
            "hand": "55m",
            "melds": ["ankan:1111m", "kan:2222p", "kan:3333s", "kan:4444z"],
            "win": "5m",
            "tsumo": True,
        },
    ),
    ("tenhou", {"hand": H, "win": "4s", "tsumo": True, "tenhou": True, "seat": "E"}),
    ("chiihou", {"hand": H, "win": "4s", "tsumo": True, "chiihou": True}),
    (
        "renhou",
        {"ruleset": {"preset": "tenhou", "renhou": "yakuman"}, "hand": H, "win": "4s", "renhou": True},
    ),
    (
        "daisharin",
        {"ruleset": {"preset": "tenhou", "daisharin": True}, "hand": "22334455667788p", "win": "8p"},
    ),
    (
        "daisharin",
        {
            "ruleset": {"preset": "tenhou", "daisharin": True, "daisharin_all_suits": True},
            "hand": "22334455667788s",
            "win": "8s",
        },
    ),
    (
        "daichisei",
        {"ruleset": {"preset": "tenhou", "daichisei": True}, "hand": "11223344556677z", "win": "7z"},
    ),
    (
        "suurenkou",
        {"ruleset": {"preset": "tenhou", "suurenkou": True}, "hand": "111222333444m55p", "win": "5p"},
    ),
    (
        "paarenchan",
        {
            "ruleset": {"preset": "tenhou", "paarenchan": True},
            "hand": H,
            "win": "4s",
            "seat": "E",
            "paarenchan": True,
        },
    ),
    (
        "open_riichi_ron",
        {
            "ruleset": {"preset": "tenhou", "open_riichi": True, "open_riichi_ron_yakuman": True},
            "hand": H,
            "win": "4s",
            "riichi": True,
            "open_riichi": True,
        },
    ),
]


@pytest.mark.parametrize(("name", "request_"), YAKUMAN_HANDS, ids=[n for n, _ in YAKUMAN_HANDS])
def test_each_yakuman_is_found_and_paid_as_a_limit(name, request_):
    request_ = dict(request_)
    ruleset = request_.pop("ruleset", "tenhou")
    result = run(ruleset, **request_)
    assert name in yaku_of(result)
    assert result.yakuman >= 1 and result.limit is not None and "yakuman" in result.limit
    assert (result.dora, result.aka) == (0, 0)


DOUBLES = [
    ("kokushi_juusanmen", {"hand": "19m19p19s1234567z1m", "win": "1m"}),
    ("suuankou_tanki", {"hand": "111m333p555s777s99s", "win": "9s"}),
    ("junsei_chuuren", {"hand": "11123455678999m", "win": "5m"}),
    ("daisuushii", {"hand": "111z222z333z99m", "melds": ["pon:444z"], "win": "9m"}),
]


@pytest.mark.parametrize(("name", "request_"), DOUBLES, ids=[n for n, _ in DOUBLES])
def test_double_yakuman_forms_pay_double_only_where_the_ruleset_says(name, request_):
    soul = run("mahjongsoul", **request_)
    tenhou = run("tenhou", **request_)
    assert (soul.yakuman, soul.base) == (2, 16000)
    assert (tenhou.yakuman, tenhou.base) == (1, 8000)
    # non-dealer double yakuman by ron: 64000 from the discarder
    assert soul.deltas == {"E": 0, "S": 64000, "W": -64000, "N": 0}


def test_yakuman_stack_where_the_ruleset_says_so():
    # ron on a triplet tile: daisangen + tsuuiisou, not suuankou
    stacked = run("tenhou", hand="555z666z777z111z22z", win="1z", seat="W", **{"from": "N"})
    assert {"daisangen", "tsuuiisou"} <= set(yaku_of(stacked))
    assert stacked.yakuman == 2 and stacked.deltas["W"] == 64000
    single = run("wrc", hand="555z666z777z111z22z", win="1z", seat="W", **{"from": "N"})
    assert single.yakuman == 1 and single.deltas["W"] == 32000


def test_a_yakuman_hand_drops_ordinary_yaku_and_dora():
    result = run("tenhou", hand="555z666z777z123m99s", win="3m", riichi=True, dora=["4z"], deposits=1)
    assert set(yaku_of(result)) == {"daisangen"}
    assert result.dora == 0
