"""An accessibility pass of a 100-player event: the Tenhou import's file box had no label, the timer
page no heading, and the public round page went from h1 to h3 (its tables) with no h2."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = pytest.mark.django_db


def heading_levels(page: str) -> list[int]:
    return [int(level) for level in re.findall(r"<h([1-6])[\s>]", page)]


def assert_consecutive(page: str) -> None:
    levels = heading_levels(page)
    assert levels and levels[0] == 1, levels
    for before, after in itertools.pairwise(levels):
        assert after <= before + 1, levels


def test_the_tenhou_file_box_has_a_label(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    page = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert 'id="import-file"' in page
    assert re.search(r'<label[^>]*for="import-file"[^>]*>[^<]+</label>', page)


def test_the_timer_page_has_a_heading(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    client.force_login(owner)
    page = client.get(reverse("timer", args=[event.slug, 1])).content.decode()
    assert re.search(r"<h1[^>]*>Spring Open · Round 1</h1>", page), page
    assert_consecutive(page)


@pytest.mark.parametrize("name", ["round", "seat_round"])
def test_the_round_pages_headings_go_down_one_level_at_a_time(client: Client, owner: Any, name: str) -> None:
    event = make_event(owner, players=8, visibility="public")
    seat_next_round(event, owner)
    client.force_login(owner)
    page = client.get(reverse(name, args=[event.slug, 1])).content.decode()
    assert "Table 2" in page
    assert_consecutive(page)
