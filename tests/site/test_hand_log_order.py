"""The hand log reads newest first while the scorer enters hands, and from the first hand once the
game is over (a record read as it was played)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game
from tests.tournaments.hands import quiet_hanchan
from tournaments import services
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def _order(page: str) -> list[int]:
    log = page.split('id="hand-log"')[1].split("</ol>")[0]
    return [int(part.split('"')[0]) for part in log.split('id="hand-')[1:]]


def test_a_finished_game_lists_its_hands_from_the_first(
    client: Client, event: Tournament, owner: Any
) -> None:
    game = first_game(event.rounds.get(number=1))
    hands = quiet_hanchan()
    for number, record in enumerate(hands[:3], start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    client.force_login(owner)
    page_url = reverse("game", args=[event.slug, game.pk])
    assert _order(client.get(page_url).content.decode()) == [3, 2, 1]  # playing: the latest on top
    entry = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert _order(entry) == [3, 2, 1]
    for number, record in enumerate(hands[3:], start=4):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    game.refresh_from_db()
    assert game.status == "finished"
    assert _order(client.get(page_url).content.decode()) == list(range(1, 9))
    assert _order(client.get(reverse("enter", args=[event.slug, game.pk])).content.decode())[0] == 8
