"""The printed score sheets: the players' numbers as the seating print has them, and the final row
asks for the riichi sticks left on the table, as the final-scores form does; an event entered by
final scores only gets no hand rows (a page of 16 blank hands for a total)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round

pytestmark = pytest.mark.django_db


def _sheet(client: Client, owner: Any, entry_mode: str) -> str:
    event = make_event(owner, players=4, entry_mode=entry_mode)
    seat_next_round(event, owner)
    client.force_login(owner)
    return client.get(reverse("print_scoresheets", args=[event.slug, 1])).content.decode()


def test_a_sheet_names_each_player_with_their_number_and_asks_for_the_sticks_left(
    client: Client, owner: Any
) -> None:
    sheet = _sheet(client, owner, "hands")
    assert "Player 3 <small>#3</small>" in sheet
    assert "Riichi sticks left on the table:</td>" in sheet
    assert sheet.count('<tr class="blank"><td>') == 16  # a row for each hand


def test_a_final_scores_event_prints_no_hand_rows(client: Client, owner: Any) -> None:
    sheet = _sheet(client, owner, "final")
    assert '<tr class="blank"><td>' not in sheet
    assert "Final score" in sheet and "Riichi sticks left on the table:</td>" in sheet
