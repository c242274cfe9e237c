"""The entry page's JSON is checked, never quietly corrected: a seat that does not exist or a seat
listed twice is refused with the field named, and nothing is stored."""

import json
from typing import Any

import pytest
from django.test import Client

from tests.site.test_hand_entry import preview, save
from tournaments.models import Game

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"kind": "draw", "tenpai": [0, 0, 9], "riichi": []}, "tenpai"),
        ({"kind": "draw", "tenpai": [0], "riichi": [5]}, "riichi"),
        ({"kind": "draw", "tenpai": "0,1", "riichi": []}, "tenpai"),
        ({"kind": "nagashi", "nagashi": [1, 1], "tenpai": [1]}, "nagashi"),
        ({"kind": "tsumo", "winners": [0, True], "wins": {}}, "winners"),
    ],
)
def test_a_seat_list_the_page_never_sends_is_refused_naming_it(
    scorer_client: Client,
    game: Game,
    payload: dict[str, Any],
    field: str,
) -> None:
    response = save(scorer_client, game, payload)
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert len(errors) == 1 and errors[0].startswith(f"{field}: ")
    assert "not a list of different seats from 0 to 3" in errors[0]
    assert Game.objects.get(pk=game.pk).hand_count == 0
    assert preview(scorer_client, game, payload)["legal"] is False


def test_a_clean_draw_is_still_stored_as_sent(scorer_client: Client, game: Game) -> None:
    response = save(scorer_client, game, {"kind": "draw", "tenpai": [2, 0], "riichi": []})
    assert response.status_code == 200, json.dumps(response.json())
    stored = Game.objects.get(pk=game.pk).hands.get(number=1).record
    assert stored["tenpai"] == [0, 2]


def test_a_tsumo_with_two_winners_is_refused_not_cut_to_the_first(scorer_client: Client, game: Game) -> None:
    """A crafted save with kind tsumo and winners [2, 3] was stored as player 2's tsumo."""
    win = {"mode": "quick", "closed": True, "yaku": ["menzen_tsumo", "pinfu"], "dora": 0, "han": 2, "fu": 20}
    payload = {"kind": "tsumo", "winners": [2, 3], "riichi": [], "wins": {"2": win, "3": win}}
    response = save(scorer_client, game, payload)
    assert response.status_code == 400
    assert response.json()["errors"] == ["winners: a tsumo has one winner, not 2."]
    assert Game.objects.get(pk=game.pk).hand_count == 0
    assert preview(scorer_client, game, payload)["legal"] is False
