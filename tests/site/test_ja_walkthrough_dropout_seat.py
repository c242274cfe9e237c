"""The round's organizer page offered "Who takes the seat: [substitute] [Seat them]" for the seat of a
player who dropped out mid-game, and pressing it was refused (a substitute takes a seat only before
the game's first hand). Such a seat now says why nobody can sit there and what to do instead, with a
link to the game's entry page; a seat whose game has not started keeps its form."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import RON_E_FROM_S, first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game, Seat
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db

SEAT_FIELD = '<input type="hidden" name="seat" value="{pk}">'


def _round_with_dropouts(owner: Any, hands: int) -> tuple[Any, Game]:
    """Table 1 has played `hands` hands when player 2 (table 1) and player 6 (table 2) drop out."""
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    services.player_register(tournament=event, name="Sam Sub", is_substitute=True, by=owner)
    game = first_game(round_)
    for number in range(1, hands + 1):  # East wins each: the dealer stays, the honba go up
        services.game_record_hand(game=game, number=number, record=RON_E_FROM_S, by=owner)
    for number in (2, 6):
        services.registration_drop(registration=event.registrations.get(number=number), by=owner)
    return event, game


def test_a_seat_whose_game_has_hands_says_why_no_substitute_can_sit(client: Client, owner: Any) -> None:
    event, game = _round_with_dropouts(owner, hands=3)
    client.force_login(owner)
    html = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    played = Seat.objects.get(round__tournament=event, registration__number=2)
    waiting = Seat.objects.get(round__tournament=event, registration__number=6)
    # both seats are listed, by name
    assert "Player 2 (table 1, S) dropped out." in html
    assert "Player 6 (table 2, S) dropped out." in html
    # no form for the seat the service would refuse: the reason and the two ways on, and the game's page
    assert SEAT_FIELD.format(pk=played.pk) not in html
    assert (
        "No substitute can sit here now: the game has 3 hands played, and a substitute takes a seat only "
        "before the first hand. End the game for time, or undo its hands."
    ) in html
    assert f'<a href="{reverse("enter", args=[event.slug, game.pk])}">Enter results</a>' in html
    # the page and the service agree: that seat is refused, the other one is taken
    with pytest.raises(ServiceError):
        services.substitute_seat(seat=played, substitute=event.registrations.get(number=9), by=owner)
    assert SEAT_FIELD.format(pk=waiting.pk) in html
    response = client.post(
        reverse("seat_substitute", args=[event.slug, 1]), {"seat": waiting.pk, "substitute": 9}, follow=True
    )
    assert "Sam Sub takes the seat at table 2." in [str(m) for m in response.context["messages"]]


def test_one_hand_played_is_said_in_the_singular(client: Client, owner: Any) -> None:
    event, _game = _round_with_dropouts(owner, hands=1)
    client.force_login(owner)
    html = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert (
        "the game has 1 hand played, and a substitute takes a seat only before the first hand. End " in html
    )
    assert "End the game for time, or undo its hand." in html


def test_once_the_hands_are_undone_the_seat_takes_a_substitute_again(client: Client, owner: Any) -> None:
    event, game = _round_with_dropouts(owner, hands=1)
    services.game_undo_last_hand(game=game, by=owner)
    client.force_login(owner)
    html = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    played = Seat.objects.get(round__tournament=event, registration__number=2)
    assert SEAT_FIELD.format(pk=played.pk) in html
    assert "No substitute can sit here now" not in html
