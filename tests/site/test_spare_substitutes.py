"""Substitutes a round does not need: every seat taken by a player, a substitute who came was on no
table and in no list, and Find my table told them "Nobody of that name or number in this round"."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tournaments import services

pytestmark = pytest.mark.django_db


def _seated_with_two_substitutes(owner: Any) -> Any:
    event = make_event(owner, players=8)
    services.player_register(tournament=event, name="Sam Spare", is_substitute=True, by=owner)
    services.player_register(tournament=event, name="Rita Reserve", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    return event


def test_the_round_page_lists_the_substitutes_not_needed_and_finds_them(client: Client, owner: Any) -> None:
    event = _seated_with_two_substitutes(owner)
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    spare = page.split('id="spare-substitutes"')[1].split("</section>")[0]
    assert "Substitutes not needed this round" in spare
    assert "Sam Spare" in spare and "#9" in spare and "Rita Reserve" in spare and "#10" in spare
    assert "Player 1<" not in spare
    # looked up by name, the substitute is found there, not "nobody of that name"
    found = client.get(reverse("round", args=[event.slug, 1]), {"q": "sam"}).content.decode()
    assert 'class="table-card sit-out found" id="spare-substitutes"' in found
    assert 'id="find-none" hidden' in found
    nobody = client.get(reverse("round", args=[event.slug, 1]), {"q": "zelda"}).content.decode()
    assert 'id="find-none" hidden' not in nobody


def test_the_seating_print_and_the_organizer_page_name_them_too(client: Client, owner: Any) -> None:
    event = _seated_with_two_substitutes(owner)
    client.force_login(owner)
    printed = client.get(reverse("print_seating", args=[event.slug, 1])).content.decode()
    line = printed.split('<p id="spare-substitutes">')[1].split("</p>")[0]
    assert line.startswith("Substitutes not needed this round:") and "Sam Spare" in line
    by_name = printed.split('id="by-name"')[1]
    row = by_name.split("Rita Reserve")[1].split("</tr>")[0]
    assert "substitute, not needed" in row
    organizer = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "Rita Reserve" in organizer.split('id="spare-substitutes"')[1].split("</section>")[0]


def test_a_substitute_who_takes_a_seat_or_is_away_is_not_listed(client: Client, owner: Any) -> None:
    event = make_event(owner, players=7)
    services.player_register(tournament=event, name="Sam Spare", is_substitute=True, by=owner)
    services.player_register(tournament=event, name="Rita Reserve", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    # Rita is away: Sam fills the one empty seat
    services.round_generate_seating(round_=round_, method="random", seed=1, absent=[9], by=owner)
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    assert 'id="spare-substitutes"' not in page
    assert "Sam Spare" in page.split('id="tables"')[1].split('id="sitting-out"')[0]
    assert "Rita Reserve" in page.split('id="sitting-out"')[1].split("</section>")[0]  # as not here


def test_a_finished_round_no_longer_lists_them(client: Client, owner: Any) -> None:
    """Whether a substitute came to a round played is not known: the list is for the round at hand."""
    event = _seated_with_two_substitutes(owner)
    round_ = event.rounds.get(number=1)
    for table in round_.tables.all():
        services.game_record_final_scores(game=table.game, scores=[40000, 30000, 30000, 20000], by=owner)
    services.round_finish(round_=round_, by=owner)
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    assert "Player 1" in page and 'id="spare-substitutes"' not in page
