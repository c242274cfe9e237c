"""Tile validation: reasons for illegal hands, and how ruleset fields change the result."""

import pytest

from scoring.engine.request import evaluate_request

H = "123m456p789s23455s"  # closed pinfu shape, wins on 4s


def run(ruleset="tenhou", **request):
    request.setdefault("seat", "S")
    if not request.get("tsumo"):
        request.setdefault("from", "W")
    return evaluate_request({"ruleset": ruleset, **request})


ILLEGAL = [
    ({"hand": "123m456p789s23456s", "win": "4s"}, "not a winning shape"),
    ({"hand": "123m456p789s55s", "melds": ["chi:123p"], "win": "5s"}, "no yaku"),
    ({"hand": H, "win": "4s", "discards": ["1s"]}, "furiten"),
    ({"hand": H, "win": "4s", "discards": "19m1s"}, "furiten: the hand waits on 1s,"),
    (
        {"hand": "456p789s23455s", "melds": ["chi:123m"], "win": "4s", "riichi": True},
        "riichi with an open hand",
    ),
    ({"hand": H, "win": "4s", "ippatsu": True}, "ippatsu without riichi"),
    ({"hand": H, "win": "4s", "haitei": True}, "haitei is a win by tsumo"),
    ({"hand": H, "win": "4s", "tsumo": True, "houtei": True}, "houtei is a win by ron"),
    ({"hand": H, "win": "4s", "tsumo": True, "rinshan": True}, "rinshan needs a kan"),
    ({"hand": H, "win": "4s", "tsumo": True, "chankan": True}, "chankan is a win by ron"),
    ({"hand": H, "win": "4s", "tsumo": True, "tenhou": True}, "tenhou is for the dealer only"),
    (
        {"hand": H, "win": "4s", "tsumo": True, "chiihou": True, "seat": "E"},
        "chiihou is for a non-dealer only",
    ),
    ({"hand": H, "win": "4s", "renhou": True}, "renhou is not played under this ruleset"),
    ({"hand": H, "win": "4s", "from": "S"}, "cannot deal in to themselves"),
    ({"hand": H, "win": "4s", "from": None}, "a ron needs the discarder"),
    ({"hand": H, "win": "4s", "tsumo": True, "from": "W"}, "a tsumo has no discarder"),
    ({"hand": "123m456p789s235s", "win": "5s"}, "wrong tile count: 12 concealed tiles with 0 meld(s)"),
    ({"hand": H, "win": "6s"}, "winning tile 6s is not among"),
    ({"hand": "111m456p789s23455s", "melds": [], "win": "4s", "dora": ["1m", "1m"]}, "appears 5 times"),
    ({"hand": "11111m234m456p555s", "win": "5s"}, "1m appears 5 times"),
]


@pytest.mark.parametrize(("request_", "reason"), ILLEGAL, ids=[r for _, r in ILLEGAL])
def test_an_illegal_hand_says_why(request_, reason):
    result, malformed = run(**request_)
    assert not malformed
    assert not result.legal
    assert any(reason in e for e in result.errors), result.errors


def test_furiten_does_not_stop_a_tsumo():
    result, _ = run(hand=H, win="4s", tsumo=True, discards=["1s"])
    assert result.legal


def test_kiriage_rounds_4_han_30_fu_up_to_mangan():
    # riichi pinfu tanyao + one dora (indicator 1m, the hand holds one 2m): 4 han 30 fu, non-dealer ron
    hand = {"hand": "234m456p678s23455s", "win": "4s", "riichi": True, "dora": ["1m"], "deposits": 1}
    tenhou, _ = run("tenhou", **hand)
    mleague, _ = run("mleague", **hand)
    assert (tenhou.han, tenhou.fu, mleague.han, mleague.fu) == (4, 30, 4, 30)
    assert tenhou.deltas["S"] == 7700 + 1000 and tenhou.limit is None
    assert mleague.deltas["S"] == 8000 + 1000 and mleague.limit == "mangan"


def test_a_double_wind_pair_is_4_or_2_fu_by_rule():
    # dealer in the East round with an East pair; closed 111m (8), ryanmen ron on 4s, riichi
    hand = {"hand": "111m456p789s23s11z4s", "win": "4s", "seat": "E", "riichi": True, "deposits": 1}
    four, _ = run("tenhou", **hand)
    two, _ = run("mleague", **hand)
    assert ("double_valued_pair", 4) in four.fu_details and ("double_valued_pair", 2) in two.fu_details
    assert (four.fu, two.fu) == (50, 40)  # 20 + 10 + 8 + 4 = 42 -> 50; 20 + 10 + 8 + 2 = 40
    assert (four.deltas["E"], two.deltas["E"]) == (2400 + 1000, 2000 + 1000)


def test_red_fives_count_as_aka_and_only_under_rulesets_with_them():
    result, _ = run("tenhou", hand="234m406p789s23455s", win="4s")
    assert result.aka == 1 and dict(result.yaku).get("pinfu") == 1
    refused, malformed = run("wrc", hand="234m406p789s23455s", win="4s")
    assert not malformed and not refused.legal and "red fives" in refused.errors[0]


def test_dora_and_ura_are_counted_apart():
    result, _ = run("tenhou", hand=H, win="4s", riichi=True, deposits=1, dora=["4s"], ura=["1m"])
    assert (result.dora, result.ura) == (2, 1)
    assert result.han == 1 + 1 + 2 + 1  # riichi pinfu, dora 5s x2, ura 2m


def test_ura_dora_only_counts_for_riichi_and_where_the_ruleset_uses_it():
    no_riichi, _ = run("tenhou", hand=H, win="4s", ura=["1m"])
    assert no_riichi.ura == 0
    jpml, _ = run("jpml_a", hand=H, win="4s", riichi=True, deposits=1, ura=["1m"])
    assert jpml.ura == 0


def test_ippatsu_is_refused_where_the_ruleset_has_none():
    result, _ = run("jpml_a", hand=H, win="4s", riichi=True, ippatsu=True)
    assert not result.legal and "ippatsu is not played" in result.errors[0]


def test_renhou_value_follows_the_ruleset():
    hand = {"hand": H, "win": "4s", "renhou": True, "from": "E"}
    ema, _ = run("ema2016", **hand)
    assert (ema.limit, ema.yaku) == ("mangan", [("renhou", 5)])
    wrc, _ = run("wrc", **hand)
    assert dict(wrc.yaku) == {"renhou": 5, "pinfu": 1} and wrc.limit == "haneman"
    yakuman, _ = run({"preset": "tenhou", "renhou": "yakuman"}, **hand)
    assert yakuman.limit == "yakuman"


def test_counted_yakuman_or_sanbaiman_by_rule():
    # chinitsu ittsu iipeikou pinfu riichi tsumo + dora: 13+ han
    hand = {
        "hand": "123456789m123m55m",
        "win": "5m",
        "tsumo": True,
        "riichi": True,
        "deposits": 1,
        "dora": ["4m", "4m"],
    }
    tenhou, _ = run({"preset": "tenhou", "red_fives": 0}, **hand)
    wrc, _ = run("wrc", **hand)
    assert tenhou.han >= 13 and tenhou.limit == "yakuman"
    assert wrc.limit == "sanbaiman"


def test_honba_and_deposits_are_in_the_deltas():
    result, _ = run("tenhou", hand=H, win="4s", riichi=True, honba=2, deposits=2)
    # riichi pinfu 2 han 30 fu ron = 2000, +600 honba, +2000 deposits
    assert result.deltas == {"E": 0, "S": 4600, "W": -2600, "N": 0}


def test_two_red_pin_fives_count_two_aka_under_a_four_red_ruleset():
    result, _ = run(
        {"preset": "tenhou", "red_fives": 4}, hand="234m555m789s234s00p", win="4s", riichi=True, deposits=1
    )
    assert result.legal and result.aka == 2


def test_a_plain_five_names_the_red_five_as_the_winning_tile():
    result, _ = run("tenhou", hand="234m406p789s23405s", win="5s", riichi=True, deposits=1)
    assert result.legal and result.aka == 2


@pytest.mark.parametrize(
    ("field", "request_", "name"),
    [
        ("sanrenkou", {"hand": "11122233344m", "melds": ["pon:777z"], "win": "4m"}, "sanrenkou"),
        ("daisharin", {"hand": "22334455667788p", "win": "8p"}, "daisharin"),
        ("daichisei", {"hand": "11223344556677z", "win": "7z"}, "daichisei"),
    ],
)
def test_optional_yaku_count_only_when_the_ruleset_turns_them_on(field, request_, name):
    on, _ = run({"preset": "tenhou", field: True}, **request_)
    off, _ = run("tenhou", **request_)
    assert name in dict(on.yaku)
    assert off.legal and name not in dict(off.yaku)


def test_without_kan_dora_only_the_first_indicator_counts():
    hand = {
        "hand": "123m456p789s55s",
        "melds": ["kan:1111p"],
        "win": "5s",
        "tsumo": True,
        "rinshan": True,
        "dora": ["4s", "4s"],
    }
    with_kan_dora, _ = run("tenhou", **hand)
    without, _ = run({"preset": "tenhou", "kan_dora": False}, **hand)
    assert (with_kan_dora.dora, without.dora) == (4, 2)


def test_the_open_riichi_ron_yakuman_does_not_apply_when_the_discarder_was_in_riichi():
    rules = {"preset": "tenhou", "open_riichi": True, "open_riichi_ron_yakuman": True}
    hand = {"hand": H, "win": "4s", "riichi": True, "open_riichi": True, "deposits": 2}
    free, _ = run(rules, **hand)
    riichi_discarder, _ = run(rules, **hand, from_riichi=True)
    assert free.yakuman == 1
    assert riichi_discarder.yakuman == 0 and dict(riichi_discarder.yaku)["open_riichi"] == 2


def test_a_hand_given_without_its_winning_tile_gets_it_added_with_a_warning():
    result, malformed = run("tenhou", hand="123m456p789s2355s", win="4s")
    assert not malformed and result.legal and dict(result.yaku) == {"pinfu": 1}
    assert result.warnings == ["hand: 13 tiles were given; the winning tile 4s was added as the 14th"]


def test_thirteen_tiles_holding_the_winning_tile_are_still_completed_by_it():
    # 3z is in the 13 tiles already: the 14th is another 3z (a triplet), and the warning must not
    # claim it was missing from the hand
    result, malformed = run("tenhou", hand="234m456p789s2233z", win="3z", seat="W", **{"from": "N"})
    assert not malformed and result.legal
    assert result.warnings == ["hand: 13 tiles were given; the winning tile 3z was added as the 14th"]


@pytest.mark.parametrize(
    ("field", "request_keys"),
    [
        ("hand", {"hand": "234m456p789s22333x", "win": "3z"}),
        ("win", {"hand": "234m456p789s22333z", "win": "9z"}),
        ("melds", {"hand": "234m456p789s22z", "win": "2z", "melds": ["chi 12x"]}),
        ("dora", {"hand": "234m456p789s22333z", "win": "3z", "dora": ["1q"]}),
        ("ura", {"hand": "234m456p789s22333z", "win": "3z", "ura": "1q"}),
    ],
)
def test_a_malformed_tile_names_the_field_it_is_in(field, request_keys):
    result, malformed = run("tenhou", seat="W", **{"from": "N"}, **request_keys)
    assert malformed and not result.legal
    assert result.errors[0].startswith(f"{field}: ")
