"""Rulesets: presets, JSON round trip, and field-by-field validation."""

import json

import pytest

from scoring.engine.presets import PRESETS
from scoring.engine.rules import Ruleset, RulesetError, get_preset, ruleset_from_dict, ruleset_to_dict


@pytest.mark.parametrize("name", ["wrc", "ema2016", "ema2025", "tenhou", "mahjongsoul", "mleague", "jpml_a"])
def test_every_preset_survives_a_json_round_trip(name):
    preset = get_preset(name)
    assert preset.name == name
    assert ruleset_from_dict(json.loads(json.dumps(ruleset_to_dict(preset)))) == preset


def test_an_unknown_preset_names_the_known_ones():
    with pytest.raises(KeyError, match="tenhou"):
        get_preset("nowhere")


@pytest.mark.parametrize(
    ("name", "field", "value"),
    [
        ("tenhou", "uma", (20.0, 10.0, -10.0, -20.0)),
        ("tenhou", "oka", 20.0),
        ("tenhou", "red_fives", 3),
        ("tenhou", "kazoe_yakuman", True),
        ("tenhou", "multiple_ron", "double"),
        ("tenhou", "ties", "seat_order"),
        ("tenhou", "final_rounding", "tenhou"),
        ("wrc", "uma", (15.0, 5.0, -5.0, -15.0)),
        ("wrc", "start_points", 30000),
        ("wrc", "kiriage", True),
        ("wrc", "kazoe_yakuman", False),
        ("wrc", "multiple_ron", "head_bump"),
        ("wrc", "abortive_draws", frozenset()),
        ("ema2016", "multiple_ron", "all"),
        ("ema2016", "renhou", "mangan"),
        ("ema2016", "kiriage", False),
        ("mleague", "uma", (30.0, 10.0, -10.0, -30.0)),
        ("mleague", "double_wind_pair_fu", 2),
        ("mleague", "busting", "never"),
        (
            "mahjongsoul",
            "double_yakuman",
            frozenset({"kokushi_juusanmen", "suuankou_tanki", "junsei_chuuren", "daisuushii"}),
        ),
        ("jpml_a", "red_fives", 0),
        ("jpml_a", "leftover_deposits", "lost"),
        ("jpml_a", "kan_dora", False),
        ("jpml_a", "ura_dora", False),
        ("jpml_a", "dealer_repeat", "tenpai"),
        ("ema2016", "nagashi_mangan", False),
        ("ema2016", "kazoe_yakuman", False),
        ("mleague", "pao", frozenset({"daisangen", "daisuushii", "suukantsu"})),
        # riichi.wiki "M.League": counted yakuman not applied, regular scoring capped at sanbaiman
        ("mleague", "kazoe_yakuman", False),
        ("mleague", "double_yakuman", frozenset()),
        ("mleague", "abortive_draws", frozenset()),
    ],
)
def test_presets_carry_the_rules_of_their_body(name, field, value):
    assert getattr(get_preset(name), field) == value


def test_jpml_floating_uma_depends_on_players_above_start():
    rules = get_preset("jpml_a")
    assert rules.uma_for(1) == (12.0, -1.0, -3.0, -8.0)
    assert rules.uma_for(3) == (8.0, 3.0, 1.0, -12.0)


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"colour": "red"}, "colour"),
        ({"uma": [15, 5, -5, -10]}, "uma"),
        ({"uma": [15, 5, -5]}, "uma"),
        ({"uma": [-15, -5, 5, 15]}, "uma"),
        ({"red_fives": 2}, "red_fives"),
        ({"red_fives": "3"}, "red_fives"),
        ({"kiriage": "yes"}, "kiriage"),
        ({"ties": "coin_flip"}, "ties"),
        ({"multiple_ron": "triple"}, "multiple_ron"),
        ({"double_yakuman": ["chiitoitsu"]}, "double_yakuman"),
        ({"abortive_draws": ["kyuushu", "kyuushu"]}, "abortive_draws"),
        ({"pao": "daisangen"}, "pao"),
        ({"oka": 5}, "oka"),
        ({"start_points": 30000, "return_points": 25000, "oka": 0}, "return_points"),
        ({"honba_value": 250}, "honba_value"),
        ({"double_wind_pair_fu": 3}, "double_wind_pair_fu"),
        ({"floating_uma": {"1": [1, 0, 0, 0]}}, "floating_uma"),
        ({"chombo": "penalty", "chombo_penalty": 0}, "chombo_penalty"),
        ({"renhou": "maybe"}, "renhou"),
        ({"daisharin_all_suits": True}, "daisharin_all_suits"),
        ({"preset": "moon"}, "preset"),
    ],
)
def test_a_bad_custom_ruleset_is_refused_naming_the_field(data, field):
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict(data)
    assert any(error.startswith(field) for error in info.value.errors), info.value.errors


@pytest.mark.parametrize(
    ("data", "error"),
    [
        # typos of many zeros: the points turned every payment into rounding noise (and a 500)
        (
            {"start_points": 3 * 10**21, "return_points": 3 * 10**21},
            "start_points: must be at most 1,000,000",
        ),
        ({"honba_value": 3 * 10**20}, "honba_value: must be at most 100,000"),
        ({"riichi_deposit": 10**7}, "riichi_deposit: must be at most 100,000"),
        ({"west_extension_target": 10**9}, "west_extension_target: must be at most 1,000,000"),
    ],
)
def test_points_beyond_any_real_table_are_refused(data, error):
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict({"preset": "tenhou", **data})
    assert any(e.startswith(error) for e in info.value.errors), info.value.errors


def test_bad_starting_points_do_not_also_blame_the_oka_that_follows_from_them():
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict({"preset": "wrc", "start_points": -5})
    assert [e.split(":")[0] for e in info.value.errors] == ["start_points"]


def test_every_problem_is_reported_at_once():
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict({"bogus": 1, "red_fives": 2, "uma": [1, 0, 0, 0]})
    assert [e.split(":")[0] for e in info.value.errors] == ["bogus", "red_fives", "uma"]


def test_a_custom_ruleset_starts_from_a_preset_when_named():
    rules = ruleset_from_dict({"preset": "wrc", "name": "club", "red_fives": 3})
    assert (rules.name, rules.red_fives, rules.kiriage, rules.start_points) == ("club", 3, True, 30000)


def test_a_ruleset_is_frozen_and_hashable():
    rules = Ruleset()
    with pytest.raises(AttributeError):
        rules.kiriage = True  # type: ignore[misc]
    assert len({rules, Ruleset()}) == 1


def test_every_preset_is_listed():
    assert set(PRESETS) == {"wrc", "ema2016", "ema2025", "tenhou", "mahjongsoul", "mleague", "jpml_a"}
