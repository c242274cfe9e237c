"""The game page says who was liable (pao) for a yakuman: a ron from one player paid by two read
as an ordinary ron; and a yakuman line has no empty field ("Yakuman · · Daisangen")."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db

DAISANGEN_PAO = {
    "kind": "ron",
    "discarder": 0,
    "riichi": [],
    "wins": [{"winner": 1, "hand": {"han": 13, "fu": 0, "yaku": ["daisangen"], "dora_count": 0}, "pao": 3}],
}


def test_the_hand_log_names_the_liable_player(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, preset="ema2016")
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=DAISANGEN_PAO, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    line = page.split('id="hand-1"')[1].split("</li>")[0]
    assert "Player 4 liable (pao)" in line
    assert "· ·" not in line and "Daisangen" in line
