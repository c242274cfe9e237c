""" "²" passes str.isdigit() and int() then refuses it: a player search, the substitute form, and the
entry page's save and undo answered 500 to it. They read only ASCII digits now."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from tests.api.conftest import seated_event
from tournaments.models import Game
from tournaments.numbers import ascii_int

pytestmark = pytest.mark.django_db


@given(st.integers(-(10**9) + 1, 10**9 - 1))
def test_a_number_reads_back_as_written(n: int) -> None:
    assert ascii_int(str(n), signed=True) == n
    assert ascii_int(str(n)) == (n if n >= 0 else None)


@pytest.mark.parametrize("text", ["²", "١٢", "1.5", "", "-", "+3", "9" * 5000, "1 2"])
def test_anything_but_a_short_run_of_ascii_digits_is_no_number(text: str) -> None:
    assert ascii_int(text, signed=True) is None


def test_a_player_search_for_a_superscript_digit_finds_nobody() -> None:
    cast = seated_event(4)
    response = cast.client("anonymous").get(f"/api/tournaments/{cast.tournament.slug}/players/?q=%C2%B2")
    assert response.status_code in (200, 404)  # private event: hidden; the owner sees an empty search
    owner = cast.client("owner").get(f"/api/tournaments/{cast.tournament.slug}/players/?q=%C2%B2")
    assert owner.status_code == 200 and owner.json()["results"] == []


def test_the_entry_page_and_the_substitute_form_refuse_such_numbers(client: Client) -> None:
    cast = seated_event(4)
    slug, game = cast.tournament.slug, Game.objects.get(round__tournament=cast.tournament)
    client.force_login(cast.users["owner"])
    save = client.post(
        reverse("hand_save", args=[slug, game.pk]) + "?number=%C2%B2",
        '{"kind": "draw", "tenpai": []}',
        content_type="application/json",
    )
    assert save.status_code == 400
    assert "The hand number is missing from the address" in save.json()["errors"][0]
    undo = client.post(reverse("hand_undo", args=[slug, game.pk]), {"number": "²"}, follow=True)
    assert undo.status_code == 200
    seat = client.post(
        reverse("seat_substitute", args=[slug, 1]), {"seat": "²", "substitute": "1"}, follow=True
    )
    assert seat.status_code == 200
    assert "Choose a seat and the player who takes it." in seat.content.decode()
    assert game.hands.count() == 0
