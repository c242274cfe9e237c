"""A finished game opened again on the entry page ("Correct results") showed each player's wind of
a hand that was not the one they sat down at: after the deal had gone round, the player who sat East
read "N" or "W". Once the game is over the header shows the winds the players sat at when the game
began, East, South, West, North, as the game's own page does."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services


@pytest.mark.django_db
def test_a_game_over_shows_the_seat_winds_the_game_began_with(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    # two draws with the dealer noten: East 2 dealt by seat 1, East 3 (not played) by seat 2
    services.game_record_hand(game=game, number=1, record={"kind": "draw", "tenpai": [1]}, by=owner)
    services.game_record_hand(game=game, number=2, record={"kind": "draw", "tenpai": [3]}, by=owner)
    client.force_login(owner)
    running = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert re.findall(r'class="wind">(\w+)', running) == ["W", "N", "E", "S"]  # East 3: seat 2 deals
    services.game_finish(game=game, by=owner)
    over = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert re.findall(r'class="wind">(\w+)', over) == ["E", "S", "W", "N"]
    assert "●" not in over.split('id="table-state"')[1].split("</div>\n<h1")[0]  # nobody deals
