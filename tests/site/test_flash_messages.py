"""A refused action on an organizer page says why in the page language, naming what it is about."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments.services.errors import ServiceError
from tournaments.views import engine_messages, messages_i18n


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", "The game has no hands to undo"), ("ja", "取り消す局がありません")],
)
def test_undo_on_an_empty_game_says_why(client: Client, owner: Any, language: str, expected: str) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    client.cookies["django_language"] = language
    response = client.post(reverse("hand_undo", args=[event.slug, game.pk]), follow=True)
    assert expected in response.content.decode()


@pytest.mark.django_db
def test_finishing_a_round_with_a_game_in_play_names_the_table(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    client.force_login(owner)
    client.cookies["django_language"] = "vi"
    response = client.post(reverse("round_finish", args=[event.slug, 1]), follow=True)
    assert "Bàn 1 chưa xong ván" in response.content.decode()
    # said on the round's own page, where the organizer was (it sent them to the event's page)
    assert response.redirect_chain == [(reverse("seat_round", args=[event.slug, 1]), 302)]


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (ServiceError("tournament", "is finished"), "The event is finished"),
        (ServiceError("round", "table 2 has results; the seating cannot change"), "Table 2 has results;"),
        (ServiceError("x", "a sentence never seen"), "A sentence never seen"),
    ],
)
def test_service_errors_read_as_sentences(error: ServiceError, expected: str) -> None:
    with translation.override("en"):
        assert messages_i18n.sentence(error).startswith(expected)


def test_a_saved_hand_refused_by_the_service_names_the_player() -> None:
    message = "hand 3 (E2-1): wins[2]: illegal hand: ippatsu without riichi"
    with translation.override("en"):
        assert engine_messages.translate(message, ["A", "B", "C", "D"]) == "C's hand: ippatsu without riichi"
