"""Saving a hand said "Hand 2 saved." (第2局を保存しました。) while the entry page called that hand East 1,
1 honba (東1局1本場): "hand 2" read as East 2. The message names the hand as the table calls it, its
number after."""

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments.models import Game

pytestmark = pytest.mark.django_db

# East (the dealer) wins by ron from South: the dealer stays, East 1 again with one honba
DEALER_RON = {
    "kind": "ron",
    "winners": [0],
    "discarder": 1,
    "riichi": [],
    "wins": {"0": {"mode": "quick", "closed": True, "yaku": ["tanyao"], "dora": 0, "han": 2, "fu": 30}},
}
# South wins by tsumo (pinfu): the deal passes, East 2
SOUTH_TSUMO = {
    "kind": "tsumo",
    "winners": [1],
    "riichi": [],
    "wins": {
        "1": {
            "mode": "quick",
            "closed": True,
            "yaku": ["menzen_tsumo", "pinfu"],
            "dora": 0,
            "han": 2,
            "fu": 20,
        }
    },
}


def _save(client: Client, game: Game, payload: dict[str, Any], number: int, **headers: str) -> list[str]:
    url = reverse("hand_save", args=[game.tournament.slug, game.pk]) + f"?number={number}"
    answer = client.post(url, json.dumps(payload), content_type="application/json", **headers)
    assert answer.status_code == 200, answer.content
    page = client.get(answer.json()["redirect"], **headers)
    return [str(m) for m in page.context["messages"]]


def test_the_saved_message_names_the_hand_as_the_table_calls_it(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    assert _save(client, game, DEALER_RON, 1) == ["East 1: hand 1 saved."]
    # the entry page now shows the hand to enter as East 1 (one honba) ...
    assert (
        "<strong>East 1</strong> · hand 2"
        in client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    )
    # ... and saving it says so, not "Hand 2 saved."
    assert _save(client, game, SOUTH_TSUMO, 2) == ["East 1, 1 honba: hand 2 saved."]
    assert _save(client, game, DEALER_RON, 3) == ["East 2: hand 3 saved."]


def test_the_japanese_message_names_the_hand_in_japanese(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    _save(client, game, DEALER_RON, 1)
    said = _save(client, game, SOUTH_TSUMO, 2, HTTP_ACCEPT_LANGUAGE="ja")
    assert said == ["東1局 1本場（通算2局目）を保存しました。"]
