"""Every finished game's results as a CSV file, seat by seat, for a federation's results form or a
spreadsheet (only the standings could be downloaded)."""

import csv
import io
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.models import Game

pytestmark = pytest.mark.django_db


def _rows(client: Client, event: Any) -> list[list[str]]:
    response = client.get(reverse("games_csv", args=[event.slug]))
    assert response.status_code == 200
    assert response["Content-Disposition"] == f'attachment; filename="{event.slug}-games.csv"'
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


def test_each_finished_game_gives_four_lines_with_score_place_and_points(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    # Tenhou rules: return 30,000, oka +20 to first, uma +20/+10/-10/-20; one stick left goes to first
    event = make_event(owner, players=8, preset="tenhou", entry_mode="final", visibility="public")
    services.registration_update(registration=event.registrations.get(number=3), name="=Mallory", by=owner)
    round_ = seat_next_round(event, owner)  # table 1: players 1-4 E S W N; table 2: 5-8
    games = list(Game.objects.filter(round=round_).order_by("table__number"))
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(
            game=games[0], scores=[44000, 30000, 15000, 10000], deposits_left=1, by=owner
        )
    rows = _rows(client, event)
    assert rows[0] == [
        "round",
        "table",
        "seat",
        "number",
        "name",
        "score",
        "place",
        "points",
        "chombo_points",
    ]
    assert rows[1:] == [  # table 2 is still playing: not in the file
        ["1", "1", "E", "1", "Player 1", "45000", "1", "55", "0"],
        ["1", "1", "S", "2", "Player 2", "30000", "2", "10", "0"],
        ["1", "1", "W", "3", "'=Mallory", "15000", "3", "-25", "0"],
        ["1", "1", "N", "4", "Player 4", "10000", "4", "-40", "0"],
    ]
    client.force_login(owner)
    assert _rows(client, event)[0][-1] == "player_id"  # the organizer also gets the players' ids


def test_a_private_events_games_are_not_given_to_strangers(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, visibility="private")
    assert client.get(reverse("games_csv", args=[event.slug])).status_code in (403, 404)


def test_the_standings_page_links_the_file(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4, entry_mode="final", visibility="public")
    round_ = seat_next_round(event, owner)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(
            game=round_.games.get(), scores=[45000, 35000, 25000, 15000], by=owner
        )
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert f'id="games-csv" href="/t/{event.slug}/games.csv"' in page
