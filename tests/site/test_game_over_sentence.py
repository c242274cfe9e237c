"""The entry page of a game that is over says so in one sentence with the reason in it ("This game
is over: the last hand was played."), not a sentence followed by the reason in brackets."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game
from tournaments import services
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def _notice(client: Client, event: Tournament, game: Any) -> str:
    page = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    start = page.index('id="game-over">') + len('id="game-over">')
    return page[start : page.index("</p>", start)]


def test_a_game_played_to_its_last_hand_says_so_in_one_sentence(
    client: Client, event: Tournament, owner: Any
) -> None:
    game = first_game(event.rounds.get(number=1))
    for number in range(1, 9):  # WRC hanchan: East 1 to South 4, every hand a draw with all noten
        services.game_record_hand(game=game, number=number, record={"kind": "draw", "tenpai": []}, by=owner)
    game.refresh_from_db()
    assert game.status == "finished"
    client.force_login(owner)
    notice = _notice(client, event, game)
    assert notice == "This game is over: the last hand was played."
    assert "(" not in notice
