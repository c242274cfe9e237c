"""Bad ruleset values are refused naming the field, never a Python exception: a later check of the
validator does not run on a value an earlier check already refused, and a number too large for a
float (10**400 in JSON) is refused as one no rule can use."""

import pytest
from rest_framework.test import APIClient

from scoring.engine.placement import placements
from scoring.engine.rules import MAX_GAME_POINTS, Ruleset, RulesetError, ruleset_from_dict

HUGE = 10**400  # valid JSON, beyond any float


def refusal(data: dict) -> list[str]:
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict(data)
    return info.value.errors


@pytest.mark.parametrize("value", [None, "a", [1], {"a": 1}, 1.5, True])
def test_extension_winds_that_is_not_a_whole_number_is_refused_once(value: object) -> None:
    errors = refusal({"extension_winds": value})
    assert errors == [f"extension_winds: must be a whole number, got {value!r}"]


@pytest.mark.parametrize("value", [0, 4, -1, HUGE], ids=["0", "4", "-1", "10**400"])
def test_extension_winds_out_of_range_is_refused(value: int) -> None:
    (error,) = refusal({"extension_winds": value})
    assert error.startswith("extension_winds: must be 1-3 winds, got ")


def test_an_oka_too_large_for_a_float_is_refused_naming_oka() -> None:
    (error,) = refusal({"oka": HUGE})
    assert error.startswith("oka: must be 4 x (return_points - start_points) / 1000 = 20, got 1000")
    assert len(error) < 200  # the 401 digits are not said back whole


@pytest.mark.parametrize("value", [HUGE, -HUGE], ids=["10**400", "-10**400"])
def test_an_oka_too_large_for_a_float_is_refused_when_the_points_are_wrong_too(value: int) -> None:
    errors = refusal({"oka": value, "start_points": -1})
    assert [e.split(":")[0] for e in errors] == ["start_points"]


@pytest.mark.parametrize("value", [HUGE, 1e308, MAX_GAME_POINTS + 1], ids=["10**400", "1e308", "max+1"])
def test_a_chombo_penalty_beyond_any_table_is_refused_naming_it(value: float) -> None:
    (error,) = refusal({"chombo": "penalty", "chombo_penalty": value})
    assert error.startswith(f"chombo_penalty: must be at most {MAX_GAME_POINTS:,}, got ")


def test_a_negative_chombo_penalty_too_large_for_a_float_is_refused_naming_it() -> None:
    (error,) = refusal({"chombo_penalty": -HUGE})
    assert error.startswith("chombo_penalty: must be a non-negative number, got -1000")


@pytest.mark.parametrize(
    "uma",
    [[HUGE, 0, 0, -HUGE], [HUGE, 0, 0, 0], [1e308, 0, 0, -1e308], [2000, 0, 0, -2000]],
)
def test_an_uma_beyond_any_table_is_refused_naming_uma(uma: list) -> None:
    (error,) = refusal({"uma": uma})
    assert error.startswith(f"uma: must be at most {MAX_GAME_POINTS:,} either way, got ")


def test_an_uma_the_validator_passes_can_be_placed() -> None:
    # 1e308 summed to zero and fell in order, then placement crashed turning it into tenths
    ruleset = ruleset_from_dict({"uma": [MAX_GAME_POINTS, 0, 0, -MAX_GAME_POINTS]})
    first = placements([40000, 30000, 20000, 10000], ruleset)[0]
    assert first.points == 10 + 20 + MAX_GAME_POINTS  # the points above return, the oka, the uma


def test_an_uma_summing_beyond_a_float_is_refused_not_crashed() -> None:
    # built in Python (JSON uma are floats): the sum is an int no float holds
    with pytest.raises(RulesetError) as info:
        Ruleset(uma=(10**308, 10**308, 0, 0))
    assert info.value.errors[0].startswith("uma: must be at most")


def test_floating_uma_with_two_keys_for_one_count_is_refused_naming_both_problems() -> None:
    errors = refusal({"floating_uma": {"1": [10, 5, -5, -10], "01": "x"}})
    assert errors == [
        "floating_uma: floating player count 1 must be 0-4 and appear once",
        "floating_uma[1]: must be 4 numbers (thousands of points, by place)",
    ]


@pytest.mark.parametrize("key", ["٣", "²", " 1", "1_0", "-1", "", "1" * 5000])
def test_a_floating_uma_key_must_be_ascii_digits(key: str) -> None:
    errors = refusal({"floating_uma": {key: [10, 5, -5, -10]}})
    assert errors[0].startswith("floating_uma: key ")
    assert errors[0].endswith("is not a number of players")
    assert len(errors[0]) < 200


def test_a_floating_uma_key_with_a_leading_zero_still_counts() -> None:
    ruleset = ruleset_from_dict({"floating_uma": {"01": [10, 5, -5, -10], "0": [0, 0, 0, 0]}})
    assert ruleset.floating_uma == ((0, (0.0, 0.0, 0.0, 0.0)), (1, (10.0, 5.0, -5.0, -10.0)))


@pytest.mark.parametrize(
    "changes",
    [
        {"extension_winds": "a"},
        {"oka": HUGE},
        {"chombo_penalty": HUGE},
        {"uma": [HUGE, 0, 0, 0]},
        {"floating_uma": {"1": [10, 5, -5, -10], "01": "x"}},
    ],
)
@pytest.mark.django_db
def test_the_hand_calculator_answers_a_bad_inline_ruleset_with_400_naming_the_rule(changes: dict) -> None:
    body = {"hand": "234m406p567s11z345p", "win": "5p", "tsumo": True, "ruleset": changes}
    response = APIClient().post("/api/hand/", body, format="json")
    assert response.status_code == 400
    (field,) = changes
    assert response.json()["ruleset"][0].startswith(field), response.json()


@pytest.mark.parametrize(
    "field",
    [
        "red_fives",
        "honba_value",
        "start_points",
        "return_points",
        "west_extension_target",
        "extension_winds",
        "oka",
        "chombo_penalty",
        "uma",
        "kiriage",
        "ties",
    ],
)
@pytest.mark.parametrize("value", [HUGE, -HUGE, "x" * 100_000], ids=["huge", "-huge", "long text"])
def test_a_huge_value_is_named_without_being_said_back_whole(field: str, value: object) -> None:
    errors = refusal({field: value})
    assert any(e.startswith(f"{field}:") for e in errors), errors
    assert all(len(e) < 200 for e in errors), errors
