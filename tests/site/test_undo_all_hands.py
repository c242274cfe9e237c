"""A game begun hand by hand and then to be entered by final scores only: the final-scores page said
"undo its hands first", one undo and one confirmation a hand. One button undoes them all (each undo
audited), and a hand entered meanwhile from another phone is not removed unseen."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import AuditEntry

pytestmark = pytest.mark.django_db

DRAW = {"kind": "draw", "tenpai": [0]}


def test_one_button_undoes_every_hand_and_leads_to_the_final_scores(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    for number in (1, 2, 3):
        services.game_record_hand(game=game, number=number, record=DRAW, by=owner)
    client.force_login(owner)
    final = reverse("final_scores", args=[event.slug, game.pk])
    page = client.get(final).content.decode()
    assert 'id="undo-all"' in page and "Undo all 3 hands" in page
    response = client.post(reverse("hands_undo_all", args=[event.slug, game.pk]), {"count": "3"}, follow=True)
    assert response.redirect_chain[-1][0] == final
    assert "3 hands undone: enter the final scores." in response.content.decode()
    game.refresh_from_db()
    assert game.hand_count == 0 and game.hands.count() == 0
    assert game.state["scores"] == [30000] * 4
    assert AuditEntry.objects.filter(action="game_undo_last_hand", game=game).count() == 3
    assert 'id="undo-all"' not in response.content.decode()  # the final-scores form now


def test_a_hand_entered_meanwhile_is_not_undone_unseen(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    for number in (1, 2):
        services.game_record_hand(game=game, number=number, record=DRAW, by=owner)
    client.force_login(owner)
    client.cookies["django_language"] = "vi"
    response = client.post(reverse("hands_undo_all", args=[event.slug, game.pk]), {"count": "1"}, follow=True)
    assert "Trận đấu hiện có 2 ván, không phải 1: hãy kiểm tra trước" in response.content.decode()
    assert game.hands.count() == 2
