"""A game's page for the players checking their hands and the spectators following it: the riichi
sticks said apart from a hand's payments (a tenpai declarer's draw read 0, a 2,300 ron +3,300), the
sticks left at the end shown in the final score they went into, who deals and each player's wind
while the game is played, what the chart's "E2-1" means, and the entry page's game over with places
and points."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db

HANDS: list[dict[str, Any]] = [
    # East 1: three tenpai (+1,000 each), Player 1 declared riichi (-1,000): he deals again
    {"kind": "draw", "tenpai": [0, 1, 2], "riichi": [0]},
    # East 1, 1 honba: a 2,000 ron + 300 honba, and the stick on the table to the winner
    {
        "kind": "ron",
        "discarder": 3,
        "riichi": [],
        "wins": [{"winner": 1, "hand": {"han": 2, "fu": 30, "yaku": ["tanyao", "pinfu"]}}],
    },
    # East 2: Player 3 declares riichi and is tenpai alone; the stick stays on the table
    {"kind": "draw", "tenpai": [2], "riichi": [2]},
]


def _game(owner: Any, capture: Any, hands: int, *, finish: bool = False) -> Any:
    event = make_event(owner, players=4, preset="tenhou", visibility="public")
    game = first_game(seat_next_round(event, owner))
    with capture(execute=True):  # the standings job writes the game's results
        for number, record in enumerate(HANDS[:hands], start=1):
            services.game_record_hand(game=game, number=number, record=record, by=owner)
        if finish:
            services.game_finish(game=game, by=owner)
    return game


def _page(client: Client, game: Any) -> str:
    return client.get(reverse("game", args=[game.tournament.slug, game.pk])).content.decode()


def _cells(row: str) -> list[str]:
    cells = [cell.split(">", 1)[1] for cell in row.split('<span class="seat-col')[1:]]
    return [" ".join(re.sub(r"<[^>]+>|Player \d: ", " ", cell).split()) for cell in cells]


def _hand(page: str, number: int) -> dict[str, list[str]]:
    item = page.split(f'<li id="hand-{number}"')[1].split("</li>")[0]
    rows = re.findall(r'<div class="deltas([^"]*)">(.*?)</div>', item)
    return {kind.strip() or "paid": _cells(row) for kind, row in rows}


def _number(text: str) -> int:
    return int(text.replace(",", "").replace("\u2212", "-").replace("+", "") or 0)


def test_a_hands_payments_add_up_and_the_riichi_sticks_are_said_apart(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    game = _game(owner, django_capture_on_commit_callbacks, 2)
    page = _page(client, game)
    draw, ron = _hand(page, 1), _hand(page, 2)
    assert draw["paid"] == ["+1,000", "+1,000", "+1,000", "\u22123,000"]  # not 0 for the declarer
    assert draw["small muted stick-moves"] == ["\u22121,000 riichi", "", "", ""]
    assert draw["muted"] == ["25,000", "26,000", "26,000", "22,000"]  # the scores count the stick
    assert ron["paid"] == ["0", "+2,300", "0", "\u22122,300"]  # not +3,300
    assert ron["small muted stick-moves"] == ["", "+1,000 sticks", "", ""]
    assert ron["muted"] == ["25,000", "29,300", "26,000", "19,700"]
    for hand in (draw, ron):
        assert sum(_number(d) for d in hand["paid"]) == 0


def test_a_hand_without_sticks_has_no_line_for_them(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4, preset="tenhou", visibility="public")
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record={"kind": "draw", "tenpai": [1]}, by=owner)
    assert "stick-moves" not in _page(client, game)


def test_the_stick_left_at_the_end_is_shown_in_the_final_score_it_went_into(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    game = _game(owner, django_capture_on_commit_callbacks, 3, finish=True)
    page = _page(client, game)
    assert "1 riichi stick left on the table went to Player 2 (+1,000)." in page
    assert "Player 2's final score: 28,300 + 1,000 = 29,300." in page
    rows = page.split('<table class="data game-results">')[1].split("</table>")[0].split("<tr>")[2:]
    second = rows[1]
    assert '<td class="num">29,300<span class="small muted penalty-note leftover-note">' in second
    assert "incl. +1,000 riichi sticks left on the table" in second
    assert "leftover-note" not in "".join(rows[0:1] + rows[2:])


def test_a_running_game_shows_who_deals_and_each_players_wind_this_hand(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    game = _game(owner, django_capture_on_commit_callbacks, 3)  # East 3: Player 3 (seat West) deals
    page = _page(client, game)
    table = page.split('<table class="data game-results">')[1].split("</table>")[0]
    assert re.findall(r'class="small muted now-wind">now (\w)<', table) == ["W", "N", "E", "S"]
    rows = table.split("<tr>")[2:]
    assert ["dealer-mark" in row for row in rows] == [False, False, True, False]
    assert 'class="badge running dealer-mark">dealer</span>' in rows[2]


def test_a_finished_game_shows_neither_the_dealer_nor_the_winds_of_a_hand(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    page = _page(client, _game(owner, django_capture_on_commit_callbacks, 3, finish=True))
    assert "now-wind" not in page and "dealer-mark" not in page


def test_the_chart_says_what_its_hand_marks_mean(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    game = _game(owner, django_capture_on_commit_callbacks, 2)
    page = _page(client, game)
    assert 'id="chart-key"' in page
    assert "E1-1 is East 1, 1 honba." in page


def test_the_entry_pages_game_over_shows_places_and_points(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    game = _game(owner, django_capture_on_commit_callbacks, 3, finish=True)
    client.force_login(owner)
    entry = client.get(reverse("enter", args=[game.tournament.slug, game.pk])).content.decode()
    over = entry.split('id="game-over"')[1]
    results = over.split('id="game-over-results"')[1].split("</table>")[0]
    # place and points beside each score (tenhou: uma and oka)
    assert re.findall(r'<td class="num">(\d)</td>', results) == ["3", "1", "2", "4"]
    assert '<td class="num plus">+39.0' in results
    assert 'id="points-how"' in over and "First place also takes the oka" in over
    assert "Player 2's final score: 28,300 + 1,000 = 29,300." in over
