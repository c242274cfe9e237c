"""A game's corrections are said on its page to everyone who follows it: a result changed weeks
later moved four players' totals with nothing on any public page (the change log is for staff)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import ron
from tournaments import services

pytestmark = pytest.mark.django_db


def _note(client: Client, game: Any) -> str:
    page = client.get(reverse("game", args=[game.tournament.slug, game.pk])).content.decode()
    return page.split('id="corrections">')[1].split("</p>")[0] if 'id="corrections"' in page else ""


def test_a_changed_hand_is_said_on_the_game_page(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=ron(1, 2), by=owner)
    services.game_record_hand(game=game, number=2, record=ron(2, 3), by=owner)
    services.game_undo_last_hand(game=game, by=owner)  # taking back the hand just entered is no correction
    assert _note(client, game) == ""
    services.game_edit_hand(game=game, number=1, record=ron(1, 3), by=owner)
    note = _note(client, game)
    assert note.startswith("Corrected 1 time: hand changed · hand 1 (")
    assert "owner" not in note  # when and what, not by whom
    # the staff read the whole trail instead
    client.force_login(owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert 'id="corrections"' not in page and 'id="changes"' in page


def test_final_scores_entered_again_are_a_correction_the_first_entry_is_not(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(game=game, scores=[40000, 30000, 30000, 20000], by=owner)
    assert _note(client, game) == ""
    services.game_record_final_scores(game=game, scores=[40000, 35000, 25000, 20000], by=owner)
    services.game_clear_final_scores(game=game, by=owner)
    note = _note(client, game)
    assert note.startswith("Corrected 2 times: final scores corrected (")
    assert ", final scores cleared (" in note


def test_a_game_ended_for_time_and_resumed_is_a_correction(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=ron(1, 2), by=owner)
    services.game_finish(game=game, by=owner)
    assert _note(client, game) == ""  # ending for time is how a game ends, not a correction
    services.game_resume(game=game, by=owner)
    assert _note(client, game).startswith("Corrected 1 time: game resumed (")
