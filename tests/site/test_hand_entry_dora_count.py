"""A dora count posted to the entry page beyond what any hand holds: 99 was stored and shown as
"Sanbaiman · 100 han · Tanyao, Dora 99", and a preview of a billion dora came back legal. Refused
now, naming the count, and nothing stored; a count a hand can hold still scores."""

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tournaments.models import Game

pytestmark = pytest.mark.django_db


def ron_with_dora(dora: int) -> dict:
    """South (seat 1) wins by ron from West (seat 2) with tanyao and `dora` dora, entered by han."""
    win = {"mode": "quick", "closed": True, "yaku": ["tanyao"], "dora": dora, "han": 1 + dora, "fu": 30}
    return {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [], "wins": {"1": win}}


def post(client: Client, game: Game, view: str, payload: dict) -> Any:
    url = reverse(view, args=[game.tournament.slug, game.pk]) + "?number=1"
    return client.post(url, json.dumps(payload), content_type="application/json")


@pytest.mark.parametrize("dora", [45, 99, 10**9])
def test_more_dora_than_a_hand_holds_is_refused_and_nothing_is_stored(
    scorer_client: Client, game: Game, dora: int
) -> None:
    preview = post(scorer_client, game, "hand_preview", ron_with_dora(dora)).json()
    assert preview["legal"] is False
    said = " ".join(preview["errors"])
    assert f"{dora} dora: a hand holds at most 44" in said, said
    response = post(scorer_client, game, "hand_save", ron_with_dora(dora))
    assert response.status_code == 400
    assert f"{dora} dora: a hand holds at most 44" in " ".join(response.json()["errors"])
    assert game.hands.count() == 0


def test_a_count_a_hand_can_hold_still_scores(scorer_client: Client, game: Game) -> None:
    preview = post(scorer_client, game, "hand_preview", ron_with_dora(3)).json()
    assert preview["legal"] is True, preview
    assert preview["deltas"][1] == 8000  # tanyao + 3 dora: a non-dealer mangan
    assert post(scorer_client, game, "hand_save", ron_with_dora(3)).json()["ok"] is True
    assert game.hands.count() == 1
