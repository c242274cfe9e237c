"""POST /api/hand/: the same requests and results as `python -m scoring hand` (design.md).

Expected payments come from the standard scoring table (rules.md): 3 han 30 fu non-dealer tsumo is
1000/2000; a dealer mangan ron is 12000; 1 han 30 fu non-dealer ron is 1000.
"""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


def post(body: object) -> tuple[int, dict]:
    response = APIClient().post("/api/hand/", body, format="json")
    return response.status_code, response.json()


def test_a_tile_hand_is_scored_with_yaku_and_every_players_payment() -> None:
    status, body = post(
        {
            "ruleset": "tenhou",
            "hand": "234m406p567s11z345p",
            "win": "5p",
            "tsumo": True,
            "riichi": True,
            "seat": "S",
            "round": "E",
        }
    )
    assert status == 200
    assert body["legal"] is True
    assert (body["han"], body["fu"]) == (3, 30)
    assert {y["name"] for y in body["yaku"]} == {"riichi", "menzen_tsumo"}
    assert body["deltas"] == {"E": -2000, "S": 4000, "W": -1000, "N": -1000}


def test_honba_and_deposits_are_added_to_the_payment() -> None:
    status, body = post(
        {
            "hand": "234m406p567s11z345p",
            "win": "5p",
            "riichi": True,
            "seat": "S",
            "round": "E",
            "from": "W",
            "honba": 2,
            "deposits": 1,
        }
    )
    assert status == 200 and body["legal"]
    # riichi + aka: 2 han 40 fu ron = 2600, plus 2 honba (600) from the discarder and 1 deposit (1000).
    assert body["deltas"] == {"E": 0, "S": 2600 + 600 + 1000, "W": -(2600 + 600), "N": 0}


def test_quick_entry_scores_a_dealer_mangan() -> None:
    status, body = post(
        {
            "han": 5,
            "fu": 30,
            "yaku": ["riichi", "ippatsu", "pinfu", "tanyao"],
            "dora_count": 1,
            "riichi": True,
            "ippatsu": True,
            "seat": "E",
            "round": "E",
            "from": "N",
        }
    )
    assert status == 200, body
    assert body["legal"] is True
    assert body["limit"] == "mangan"
    assert body["deltas"] == {"E": 12000, "S": 0, "W": 0, "N": -12000}


def test_a_hand_without_yaku_is_an_answer_not_an_error() -> None:
    status, body = post({"hand": "123m456p789s11z234m", "win": "4m", "from": "W", "seat": "S", "round": "E"})
    assert status == 200
    assert body["legal"] is False
    assert any("yaku" in e for e in body["errors"])


@pytest.mark.parametrize(
    ("request_body", "field"),
    [
        ({"hand": 5, "win": "1m"}, "hand"),
        ({"hand": "123m", "win": "1m", "riichi": "yes"}, "riichi"),
        ({"hand": "123m456p789s11z234m", "win": "4m", "ruleset": "no-such"}, "ruleset"),
        ({"win": "1m"}, "hand"),
        ({"hand": "123m456p789s11z234m", "win": "4m", "honba": -1}, "honba"),
    ],
)
def test_a_malformed_request_is_refused_naming_the_field(request_body: dict, field: str) -> None:
    status, body = post(request_body)
    assert status == 400
    assert field in body, body


def test_a_request_that_is_not_an_object_is_refused() -> None:
    status, body = post([1, 2, 3])
    assert status == 400
    assert "non_field_errors" in body  # the API's key for what no one field holds


def test_the_presets_list_every_rule_set_an_event_can_start_from() -> None:
    response = APIClient().get("/api/presets/")
    assert response.status_code == 200
    presets = {p["name"]: p["ruleset"] for p in response.json()}
    assert {"tenhou", "wrc", "mleague"} <= set(presets)
    # Tenhou: 25000 start, 30000 return, uma 20/10 (rules.md section 9).
    assert (presets["tenhou"]["start_points"], presets["tenhou"]["return_points"]) == (25000, 30000)
    assert presets["tenhou"]["uma"] == [20.0, 10.0, -10.0, -20.0]
