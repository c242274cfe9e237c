"""A followed game's places and points are those of its scores: the page showed the new scores beside
the previous hand's places and points while the standings job (queued on commit, run by the worker)
had not yet stored the results of the hand just saved."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import RON_E_FROM_S, first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import GameResult

pytestmark = pytest.mark.django_db


def _row(page: str, name: str) -> str:
    return page.split(f">{name}</a>")[1].split("</tr>")[0]


def test_the_page_does_not_wait_for_the_standings_job(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4)  # WRC: 30,000 start and return, uma 15 / 5 / -5 / -15
    game = first_game(seat_next_round(event, owner))
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    # the dealer East, in riichi, rons South for 2 han 30 fu: 2,900; East 32,900 (own stick back)
    first = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "+17.9" in _row(first, "Player 1")  # 1st: +2.9 and uma +15

    # South, in riichi, rons East for 3 han 40 fu, 5,200 and a honba (the job for it has not run)
    south_ron = {
        "kind": "ron",
        "discarder": 0,
        "wins": [{"winner": 1, "hand": {"han": 3, "fu": 40, "yaku": ["riichi", "tanyao"], "dora_count": 1}}],
        "riichi": [1],
    }
    services.game_record_hand(game=game, number=2, record=south_ron, by=owner)
    assert GameResult.objects.get(game=game, seat__wind=1).place != 1  # the stored results trail
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    south = _row(page, "Player 2")
    # South: 27,100 - 1,000 stick + 5,500 + its stick back = 32,600, first: +2.6 + 15 = +17.6
    assert "32,600" in south and "+17.6" in south
    east = _row(page, "Player 1")
    assert "27,400" in east and "−17.6" in east  # 4th: -2.6 - 15
    assert "+17.9" not in page
