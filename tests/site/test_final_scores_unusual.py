"""Scores that add up like a real table but hardly any game ends with (200,000 / −80,000 / 0 / 0)
were saved without a word: the form asks to check them, and saves them once confirmed."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments.models import Game

pytestmark = pytest.mark.django_db


def _post(client: Client, game: Game, scores: list[int], **extra: str) -> str:
    url = reverse("final_scores", args=[game.tournament.slug, game.pk])
    data = {f"score_{i}": str(s) for i, s in enumerate(scores)} | {"deposits_left": "0"} | extra
    return client.post(url, data, follow=True).content.decode()


def test_unusual_scores_are_saved_only_once_confirmed(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")  # WRC: 30,000 each
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    page = _post(client, game, [200000, -80000, 0, 0])
    game.refresh_from_db()
    assert game.final_scores is None
    problem = page.split('id="form-problem">')[1].split("</div>")[0]
    assert "E · Player 1 200,000, S · Player 2 −80,000: hardly any game ends so" in problem
    assert "(above 120,000, or below −60,000)" in problem
    assert 'id="confirm-unusual"' in page and "These scores are right" in page
    _post(client, game, [200000, -80000, 0, 0], confirm_unusual="on")
    game.refresh_from_db()
    assert game.final_scores == [200000, -80000, 0, 0]


def test_a_high_but_ordinary_game_is_saved_at_once(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    page = _post(client, game, [98000, 30000, 12000, -20000])
    game.refresh_from_db()
    assert game.final_scores == [98000, 30000, 12000, -20000]
    assert 'id="confirm-unusual"' not in page
