"""A finished round's game page says where a correction starts: an organizer with a wrong score on
the game page found no way to it there (only the round page said "open the round again")."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import RON_E_FROM_S, first_game, league_after_round_one, make_event, seat_next_round
from tournaments import services
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


def test_in_a_finished_event_the_organizer_is_told_to_reopen_the_event_first(
    client: Client, owner: Any
) -> None:
    """The game page of a finished event said only "its results are final": the round cannot be opened
    again before the event is."""
    event = league_after_round_one(owner)
    services.tournament_finish(tournament=event, by=owner)
    game = Game.objects.get(round__tournament=event)
    client.force_login(owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "To correct one, open the round again on its page." not in page
    reopen = f'<a href="{reverse("manage", args=[event.slug])}#reopen-event">'
    assert (
        reopen + "The event is finished: to correct a result, reopen the event first, then the round." in page
    )


def test_a_game_being_played_reads_in_play_as_its_round_does(client: Client, owner: Any) -> None:
    # the round read "In play" and its game "Running" (対局中 / 進行中 in Japanese)
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert '<span class="badge running">In play</span>' in page
    client.cookies["django_language"] = "ja"
    assert (
        '<span class="badge running">対局中</span>'
        in client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    )
