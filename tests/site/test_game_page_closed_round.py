"""A finished round's game page says where a correction starts: an organizer with a wrong score on
the game page found no way to it there (only the round page said "open the round again")."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import league_after_round_one
from tournaments.models import Game

pytestmark = pytest.mark.django_db


def test_the_organizer_is_sent_to_the_round_page_and_a_spectator_is_not(client: Client, owner: Any) -> None:
    event = league_after_round_one(owner)
    game = Game.objects.get(round__tournament=event)
    url = reverse("game", args=[event.slug, game.pk])
    round_page = reverse("seat_round", args=[event.slug, 1])

    spectator = client.get(url).content.decode()
    assert round_page not in spectator

    client.force_login(owner)
    page = client.get(url).content.decode()
    assert "Round 1 is finished: its results are final." in page
    assert f'href="{round_page}"' in page
    assert "To correct one, open the round again on its page." in page
