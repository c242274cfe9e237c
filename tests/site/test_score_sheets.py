"""The printed score sheets: the players' numbers as the seating print has them, and the final row
asks for the riichi sticks left on the table, as the final-scores form does; an event entered by
final scores only gets no hand rows (a page of 16 blank hands for a total)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services

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


def test_the_seating_print_lists_the_players_by_name_with_their_table_and_seat(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=8)
    services.registration_update(registration=event.registrations.get(number=7), name="Aiko Abe", by=owner)
    services.registration_update(registration=event.registrations.get(number=2), name="zoe Zhang", by=owner)
    seat_next_round(event, owner)  # players 1-4 at table 1, 5-8 at table 2, E S W N
    client.force_login(owner)
    page = client.get(reverse("print_seating", args=[event.slug, 1])).content.decode()
    rows = page.split('id="by-name"')[1].split("<tbody>")[1].split("</tbody>")[0].split("</tr>")[:-1]
    cells = [[c.split("<")[0].strip() for c in row.split("<td")[1:]] for row in rows]
    assert [(c[0].split(">")[1].strip(), c[1].split(">")[1], c[2].split(">")[1]) for c in cells] == [
        ("Aiko Abe", "2", "West"),
        ("Player 1", "1", "East"),
        ("Player 3", "1", "West"),
        ("Player 4", "1", "North"),
        ("Player 5", "2", "East"),
        ("Player 6", "2", "South"),
        ("Player 8", "2", "North"),
        ("zoe Zhang", "1", "South"),
    ]
