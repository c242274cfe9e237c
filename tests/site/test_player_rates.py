"""The player page shows every rate of the statistics: wins by tsumo and wins with calls too."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import chombo, ron, tsumo
from tournaments import services
from tournaments.models import Game, Tournament

pytestmark = pytest.mark.django_db


def _east_wins_three(event: Tournament, owner: Any) -> Game:
    """East wins hands 1-3 of round 1's first game: two by tsumo, hand 2 by ron with an open hand."""
    game = first_game(event.rounds.get(number=1))
    open_ron = ron(winner=0, discarder=1, han=1, fu=30, yaku=("tanyao",))
    open_ron["wins"][0]["hand"]["closed"] = False
    for number, record in enumerate([tsumo(winner=0), open_ron, tsumo(winner=0)], start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    return game


def test_the_player_page_shows_the_tsumo_and_call_rates(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        game = _east_wins_three(event, owner)
    east = game.table.seats.get(wind=0).registration.number
    page = client.get(reverse("player", args=[event.slug, east])).content.decode()
    tsumo_rate = page.split('id="tsumo-rate">')[1].split("<")[0]
    call_rate = page.split('id="call-rate">')[1].split("<")[0]
    assert (tsumo_rate, call_rate) == ("66.7%", "33.3%")
    assert "honba included, riichi sticks not" in page  # says what the average win counts


def test_a_final_scores_event_says_why_the_player_page_has_no_rates(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    services.standings_rebuild(tournament_id=event.pk)
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    assert 'id="no-hand-stats"' in page and 'id="tsumo-rate"' not in page
    assert "honba included" not in page


def test_the_game_page_marks_the_wins_with_calls(client: Client, event: Tournament, owner: Any) -> None:
    """The player page counts wins with calls; the hands it counts them from say which were open."""
    game = _east_wins_three(event, owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    hands = page.split('id="hand-3"')[1].split('id="hand-2"')
    hands = [hands[0], *hands[1].split('id="hand-1"')]  # the latest first while the game goes on
    assert ["open hand" in text for text in hands] == [False, True, False]


def test_the_player_page_says_how_many_hands_its_rates_are_out_of(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """A walkthrough's player with 5 hands, one his chombo, read a 25% win rate with no idea of what
    it was out of: the page counts the hands played and says a chombo's hand is not one."""
    with django_capture_on_commit_callbacks(execute=True):
        game = _east_wins_three(event, owner)
        services.game_record_hand(game=game, number=4, record=chombo(offender=0), by=owner)
    east = game.table.seats.get(wind=0).registration.number
    page = client.get(reverse("player", args=[event.slug, east])).content.decode()
    assert page.split('id="hands-played">')[1].split("<")[0] == "3"
    assert "A chombo's hand is replayed and not counted" in page
    assert page.split('id="tsumo-rate">')[1].split("<")[0] == "66.7%"  # two of the three wins
    # and the page says so: the tsumo share is out of the wins, not of the hands (2 of 3 hands won)
    assert "wins by tsumo and with calls are out of the wins" in page
