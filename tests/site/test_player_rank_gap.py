"""A player between rounds asks where they stand: the player page said "Rank 3" alone. It says
"3 of 4" and how far they are behind the rank above, by what the event ranks on."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db


def _rank_cell(client: Client, event: Any, number: int) -> str:
    page = client.get(reverse("player", args=[event.slug, number])).content.decode()
    match = re.search(r"<dt>Rank</dt><dd>(.*?)</dd>", page, re.S)
    assert match, page
    return re.sub(r"<[^>]+>", "|", match.group(1))


@pytest.mark.parametrize("ranking", ["total", "average"])
def test_the_rank_says_among_how_many_and_how_far_behind_the_rank_above(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any, ranking: str
) -> None:
    event = make_event(owner, players=4, entry_mode="final", ranking=ranking)
    with django_capture_on_commit_callbacks(execute=True):
        # WRC: 30,000 returned, uma +15/+5/-5/-15: +30.0, +10.0, -13.0, -27.0
        services.game_record_final_scores(
            game=first_game(seat_next_round(event, owner)), scores=[45000, 35000, 22000, 18000], by=owner
        )
    first, third, fourth = (_rank_cell(client, event, n) for n in (1, 3, 4))
    assert first == "1 of 4"  # nobody above: nothing to be behind
    per = " per game" if ranking == "average" else " points"
    assert third == f"3 of 4|23.0{per} behind rank 2|"
    assert fourth == f"4 of 4|14.0{per} behind rank 3|"


def test_players_sharing_a_rank_are_behind_the_same_rank_and_the_next_behind_theirs(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(
            game=first_game(seat_next_round(event, owner)), scores=[40000, 30000, 30000, 20000], by=owner
        )
    # South and West share second place on score and its uma (+0.0 each): ranks 1, 2, 2, 4
    assert _rank_cell(client, event, 1) == "1 of 4"  # +25.0
    assert _rank_cell(client, event, 2) == _rank_cell(client, event, 3) == "2 of 4|25.0 points behind rank 1|"
    assert _rank_cell(client, event, 4) == "4 of 4|25.0 points behind rank 2|"  # -25.0: no rank 3
