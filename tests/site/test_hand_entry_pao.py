"""A liable player (pao) posted with a hand entered by tiles: the tile pad offers one only from three
called sets on, so a pao posted with fewer (say one picked in han mode that stayed after a switch to
tiles) is refused with a form error naming the hand, never stored with the hand; with the yakuman's
sets called it is stored as before, and in han mode nothing changed."""

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tournaments.models import Game

CLOSED_DAISANGEN = {"mode": "tiles", "hand": "5z5z5z6z6z6z7z7z7z2m3m4m9s9s", "win": "9s"}
CALLED_DAISANGEN = {"mode": "tiles", "hand": "2m3m4m9s9s", "win": "9s", "melds": "pon:555z pon:666z pon:777z"}
TANYAO_PINFU = {"mode": "tiles", "hand": "2m3m4m3p4p5p4s5s6s7s8s8s8s6s", "win": "6s"}
QUICK_DAISANGEN = {
    "mode": "quick",
    "closed": False,
    "yaku": ["daisangen"],
    "dora": 0,
    "han": None,
    "fu": None,
}


def ron_with_pao(win: dict) -> dict:
    """South (seat 1) wins by ron from West (seat 2); North (seat 3) is named liable."""
    return {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [], "wins": {"1": win}, "pao": {"1": 3}}


def post(client: Client, game: Game, view: str, payload: dict) -> Any:
    url = reverse(view, args=[game.tournament.slug, game.pk]) + "?number=1"
    return client.post(url, json.dumps(payload), content_type="application/json")


@pytest.mark.django_db
@pytest.mark.parametrize("win", [CLOSED_DAISANGEN, TANYAO_PINFU], ids=["closed daisangen", "tanyao pinfu"])
def test_a_tile_hand_with_a_pao_it_does_not_show_is_refused_not_saved(
    scorer_client: Client, game: Game, win: dict
) -> None:
    # a closed daisangen was stored with its liable player before: no called set, no pao possible
    preview = post(scorer_client, game, "hand_preview", ron_with_pao(win)).json()
    assert preview["legal"] is False
    response = post(scorer_client, game, "hand_save", ron_with_pao(win))
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert errors == [
        "Player 2's hand: a liable player (pao) is picked, but the tiles show fewer than three "
        "called sets; remove the liable player or add the called sets."
    ]
    assert preview["errors"] == errors
    assert game.hands.count() == 0


@pytest.mark.django_db
def test_a_tile_hand_without_the_pao_is_saved(scorer_client: Client, game: Game) -> None:
    payload = ron_with_pao(CLOSED_DAISANGEN)
    del payload["pao"]
    assert post(scorer_client, game, "hand_save", payload).json()["ok"] is True
    assert "pao" not in game.hands.get(number=1).record["wins"][0]


@pytest.mark.django_db
@pytest.mark.parametrize("win", [CALLED_DAISANGEN, QUICK_DAISANGEN], ids=["three called sets", "han mode"])
def test_a_pao_with_its_sets_called_or_picked_in_han_mode_is_stored(
    scorer_client: Client, game: Game, win: dict
) -> None:
    response = post(scorer_client, game, "hand_save", ron_with_pao(win))
    assert response.json()["ok"] is True, response.json()
    assert game.hands.get(number=1).record["wins"][0]["pao"] == 3


@pytest.mark.django_db
@pytest.mark.parametrize("win", [CALLED_DAISANGEN, QUICK_DAISANGEN], ids=["three called sets", "han mode"])
def test_the_preview_names_the_liable_player(scorer_client: Client, game: Game, win: dict) -> None:
    preview = post(scorer_client, game, "hand_preview", ron_with_pao(win)).json()
    assert preview["legal"] is True, preview
    [line] = [w["text"] for w in preview["wins"]]
    assert line.startswith("Player 2 ")
    assert line.endswith(" · Player 4 liable (pao)")


@pytest.mark.django_db
def test_a_win_without_a_liable_player_names_none(scorer_client: Client, game: Game) -> None:
    payload = ron_with_pao(CALLED_DAISANGEN)
    del payload["pao"]
    preview = post(scorer_client, game, "hand_preview", payload).json()
    assert "liable" not in preview["wins"][0]["text"]


@pytest.mark.django_db
def test_renhou_picked_in_han_mode_where_it_is_a_yakuman_is_saved_as_one(
    scorer_client: Client, game: Game
) -> None:
    """The yaku list offers renhou among the yakuman where the ruleset makes it one; saving it was
    refused ("list it under 'yakuman'"). South's renhou by ron from West: a non-dealer yakuman."""
    event = game.tournament
    event.ruleset = {**event.ruleset, "renhou": "yakuman"}
    event.save(update_fields=["ruleset"])
    win = {**QUICK_DAISANGEN, "closed": True, "yaku": ["renhou"]}
    payload = {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [], "wins": {"1": win}}
    preview = post(scorer_client, game, "hand_preview", payload).json()
    assert preview["legal"] is True, preview
    assert preview["deltas"][1] == 32000 and preview["deltas"][2] == -32000
    assert post(scorer_client, game, "hand_save", payload).json()["ok"] is True
