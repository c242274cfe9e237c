"""A player signed in to their own account finds themselves: their row, their games, their table."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.services.registrations import registration_link_account

pytestmark = pytest.mark.django_db


def test_a_linked_player_sees_their_row_and_their_links(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-1")
    registration_link_account(registration=event.registrations.get(number=6), username="aiko", by=owner)
    client.force_login(aiko)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    # nothing on the page had been the viewer's own: 60 rows to scan for one name
    assert page.count('class="me"') == 1
    row = page.split('class="me"')[1].split("</tr>")[0]
    assert "Player 6" in row
    assert 'data-me="6"' in page  # the live redraw keeps the mark
    assert f'href="/t/{event.slug}/players/6/"' in page.split('id="me"')[1].split("</p>")[0]
    assert f"/t/{event.slug}/rounds/1/?q=Player%206" in page
    assert "My table in round 1" in page


def test_someone_else_sees_no_row_of_their_own(client: Client, owner: Any, outsider: Any) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    client.force_login(outsider)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert 'class="me"' not in page and 'id="me"' not in page and "data-me" not in page


def test_the_round_page_tells_a_linked_player_their_table_and_wind(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    seat = round_.seats.select_related("table").get(registration__number=6)
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-1")
    registration_link_account(registration=event.registrations.get(number=6), username="aiko", by=owner)
    url = reverse("round", args=[event.slug, round_.number])
    assert 'id="my-seat"' not in client.get(url).content.decode()  # a visitor: nobody's seat
    client.force_login(aiko)
    page = client.get(url).content.decode()
    wind = ["East", "South", "West", "North"][seat.wind]
    assert f"You play at table {seat.table.number}, sitting {wind}." in page
    assert page.count(' mine"') == 1  # their table stands out


def test_the_round_page_tells_a_linked_player_who_sits_out_so(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = make_event(owner, players=9, empty_seats="sit_out")
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    out = round_.sit_outs.get().registration
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-1")
    registration_link_account(registration=out, username="aiko", by=owner)
    client.force_login(aiko)
    page = client.get(reverse("round", args=[event.slug, round_.number])).content.decode()
    assert "You sit out this round." in page and "You play at table" not in page
