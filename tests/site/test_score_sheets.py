"""The printed score sheets: the players' numbers as the seating print has them, and the final row
asks for the riichi sticks left on the table, as the final-scores form does; an event entered by
final scores only gets no hand rows (a page of blank hands for a total)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.models import Game

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
    assert sheet.count('<tr class="blank"><td>') == 20  # a row for each hand


def test_a_final_scores_event_prints_no_hand_rows_but_for_a_feature_table(client: Client, owner: Any) -> None:
    sheet = _sheet(client, owner, "final")
    assert '<tr class="blank"><td>' not in sheet
    assert "Final score" in sheet and "Riichi sticks left on the table:</td>" in sheet
    # nor the hand, honba and sticks columns: a label and the four players, so it fits a phone
    assert ">Hand<" not in sheet and ">Honba<" not in sheet and ">Sticks<" not in sheet
    header = sheet.split("<thead>")[1].split("</thead>")[0]
    assert header.count("<th") == 5
    # its one game turned hand by hand (a feature table) gets the hand rows back
    Game.objects.update(entry_mode="hands")
    again = client.get(
        reverse("print_scoresheets", args=[Game.objects.get().tournament.slug, 1])
    ).content.decode()
    assert again.count('<tr class="blank"><td>') == 20


def test_the_seating_print_lists_the_players_by_name_with_their_table_and_seat(
    client: Client, owner: Any
) -> None:
    # 9 players with sit-outs: table 1 seats players 1-4, table 2 players 5-8, player 9 sits out
    event = make_event(owner, players=9, empty_seats="sit_out")
    services.registration_update(registration=event.registrations.get(number=7), name="Aiko Abe", by=owner)
    services.registration_update(registration=event.registrations.get(number=2), name="zoe Zhang", by=owner)
    services.registration_update(registration=event.registrations.get(number=5), name="Émile Blanc", by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    regs = list(event.registrations.order_by("number"))
    services.round_set_tables(round_=round_, tables=[regs[0:4], regs[4:8]], sitting_out=[regs[8]], by=owner)
    client.force_login(owner)
    page = client.get(reverse("print_seating", args=[event.slug, 1])).content.decode()
    rows = page.split('id="by-name"')[1].split("<tbody>")[1].split("</tbody>")[0].split("</tr>")[:-1]
    cells = [[c.split(">", 1)[1].split("<")[0].strip() for c in row.split("<td")[1:]] for row in rows]
    assert cells == [
        ["Aiko Abe", "2", "West"],
        ["Émile Blanc", "2", "East"],  # among the e's, not after the z
        ["Player 1", "1", "East"],
        ["Player 3", "1", "West"],
        ["Player 4", "1", "North"],
        ["Player 6", "2", "South"],
        ["Player 8", "2", "North"],
        ["Player 9", "sits out"],
        ["zoe Zhang", "1", "South"],
    ]


def test_a_round_not_seated_yet_prints_no_list_by_name(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    page = client.get(reverse("print_seating", args=[event.slug, 1])).content.decode()
    assert 'id="by-name"' not in page


def test_japanese_names_are_listed_by_their_reading_in_gojuon_order(client: Client, owner: Any) -> None:
    """The list by name for the door was in Chinese pinyin order (渡邊, 高橋, 加藤, ...): a Japanese
    reader looks a name up by its reading, あいうえお."""
    event = make_event(owner, players=0)
    names = [
        "渡邊 陽菜",
        "山田 太郎",
        "中村 拓也",
        "佐藤 健",
        "加藤 誠",
        "伊藤 さくら",
        "Aiko Abe",
        "髙橋 直樹",
    ]
    services.players_register_csv(tournament=event, text="\n".join(names) + "\n", by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    regs = list(event.registrations.order_by("number"))
    services.round_set_tables(round_=round_, tables=[regs[0:4], regs[4:8]], by=owner)
    client.force_login(owner)
    page = client.get(reverse("print_seating", args=[event.slug, 1])).content.decode()
    rows = page.split('id="by-name"')[1].split("<tbody>")[1].split("</tbody>")[0].split("</tr>")[:-1]
    listed = [row.split("<td", 2)[1].split(">", 1)[1].split("<")[0].strip() for row in rows]
    # いとう, かとう, さとう, たかはし, なかむら, やまだ, わたなべ; Latin names first
    assert listed == [
        "Aiko Abe",
        "伊藤 さくら",
        "加藤 誠",
        "佐藤 健",
        "髙橋 直樹",
        "中村 拓也",
        "山田 太郎",
        "渡邊 陽菜",
    ]
