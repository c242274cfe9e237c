"""What a phone walkthrough of the pages players read missed: a game in play said "In play" but not
where it stood, a penalty on the player page was black and the page did not say whether the points
included it, and the round being played sat at the bottom of a long league's rounds list."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import draw, quiet_hanchan
from tournaments import services

pytestmark = pytest.mark.django_db


def _game_at_south_2(owner: Any) -> Any:
    """A public game at South 2 with one honba and two riichi sticks on the table."""
    event = make_event(owner, players=4, preset="wrc", visibility="public")
    game = first_game(seat_next_round(event, owner))
    hands = [*quiet_hanchan()[:5], draw(tenpai=(1, 2), riichi=(1, 2))]
    for number, record in enumerate(hands, start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    return event, game


def test_a_game_in_play_says_which_hand_is_being_played(client: Client, owner: Any) -> None:
    event, game = _game_at_south_2(owner)
    page = client.get(f"/t/{event.slug}/games/{game.pk}/").content.decode()
    now = re.search(r'id="game-now"[^>]*>(.*?)</p>', page, re.S)
    assert now, page
    text = re.sub(r"<[^>]+>", "", now.group(1))
    assert "South 2, 1 honba" in text
    assert "2 riichi sticks on the table" in text


def test_the_current_hand_says_one_stick_in_the_singular_and_none_when_there_are_none(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=4, preset="wrc", visibility="public")
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=draw(tenpai=(0,), riichi=(0,)), by=owner)
    page = client.get(f"/t/{event.slug}/games/{game.pk}/").content.decode()
    text = re.sub(r"<[^>]+>", "", re.search(r'id="game-now"[^>]*>(.*?)</p>', page, re.S).group(1))  # type: ignore[union-attr]
    assert "East 1, 1 honba" in text and "1 riichi stick on the table" in text
    services.game_record_hand(game=game, number=2, record=quiet_hanchan()[0], by=owner)  # South wins
    page = client.get(f"/t/{event.slug}/games/{game.pk}/").content.decode()
    text = re.sub(r"<[^>]+>", "", re.search(r'id="game-now"[^>]*>(.*?)</p>', page, re.S).group(1))  # type: ignore[union-attr]
    assert "East 2" in text and "honba" not in text and "stick" not in text


def test_a_finished_game_says_no_current_hand(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, preset="wrc", visibility="public")
    game = first_game(seat_next_round(event, owner))
    for number, record in enumerate(quiet_hanchan(), start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    page = client.get(f"/t/{event.slug}/games/{game.pk}/").content.decode()
    assert 'id="game-now"' not in page


def test_the_current_hand_in_vietnamese(client: Client, owner: Any) -> None:
    event, game = _game_at_south_2(owner)
    client.cookies["django_language"] = "vi"
    page = client.get(f"/t/{event.slug}/games/{game.pk}/").content.decode()
    assert 'id="game-now"' in page


def test_a_penalty_on_the_player_page_is_red_and_said_to_be_in_the_points(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4, visibility="public")
    with django_capture_on_commit_callbacks(execute=True):  # the standings job, which the page reads
        services.penalty_add(
            registration=event.registrations.get(number=2), amount=-10, reason="late", by=owner
        )
    page = client.get(f"/t/{event.slug}/players/2/").content.decode()
    penalties = re.search(r'<dd id="penalties"[^>]*>', page)
    assert penalties and 'class="minus"' in penalties.group(0), page
    points = re.search(r'<dd id="points"[^>]*>(.*?)</dd>', page, re.S)
    assert points and "incl. −10.0 penalties" in points.group(1)
    # no note when there is nothing to include
    page = client.get(f"/t/{event.slug}/players/1/").content.decode()
    assert "penalties</span>" not in re.search(r'<dd id="points"[^>]*>(.*?)</dd>', page, re.S).group(1)  # type: ignore[union-attr]


def test_a_bonus_on_the_player_page_is_green_and_said_to_be_in_the_points(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4, visibility="public")
    with django_capture_on_commit_callbacks(execute=True):
        services.penalty_add(
            registration=event.registrations.get(number=2), amount=5, reason="fair", by=owner
        )
    page = client.get(f"/t/{event.slug}/players/2/").content.decode()
    assert 'class="plus"' in re.search(r'<dd id="penalties"[^>]*>', page).group(0)  # type: ignore[union-attr]
    points = re.search(r'<dd id="points"[^>]*>(.*?)</dd>', page, re.S)
    assert points and "incl. +5.0 in bonuses" in points.group(1)


def _league_with_rounds(owner: Any, finished: int) -> Any:
    event = make_event(owner, players=4, entry_mode="final", kind="league", visibility="public")
    for _ in range(finished):
        round_ = seat_next_round(event, owner)
        services.game_record_final_scores(
            game=first_game(round_), scores=[45000, 35000, 25000, 15000], by=owner
        )
        services.round_finish(round_=round_, by=owner)
    seat_next_round(event, owner)
    return event


def test_the_rounds_list_leads_to_the_round_being_played_from_its_top(client: Client, owner: Any) -> None:
    event = _league_with_rounds(owner, finished=9)
    page = client.get(f"/t/{event.slug}/rounds/").content.decode()
    link = re.search(r'<a[^>]*id="current-round"[^>]*>(.*?)</a>', page, re.S)
    assert link, page
    assert f'href="/t/{event.slug}/rounds/10/"' in link.group(0)
    assert "Round 10" in link.group(1)
    # above the list, which still holds every round, oldest first
    assert page.index('id="current-round"') < page.index('<ul class="list')
    numbers = [int(n) for n in re.findall(r'id="round-(\d+)"', page)]
    assert numbers == list(range(1, 11))
    assert re.search(r'<li id="round-10"[^>]*class="[^"]*current', page)


def test_a_single_round_needs_no_link_to_itself(client: Client, owner: Any) -> None:
    event = _league_with_rounds(owner, finished=0)
    page = client.get(f"/t/{event.slug}/rounds/").content.decode()
    assert 'id="current-round"' not in page
