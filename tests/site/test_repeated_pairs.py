"""The seating page names who met more than once (the figures gave a count: an organizer needs the
names to decide whether to change the tables by hand), and says when keeping teammates apart is what
costs repeats (a walkthrough read 3 planned repeats against "at least 0" as the seating failing)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db


def test_the_pairs_that_met_again_are_named_with_their_rounds(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    round_ = services.round_create(tournament=event, by=owner)
    # the same two tables again, pasted: every pair of a table meets twice
    script = "Table 1: 1 2 3 4\nTable 2: 5 6 7 8"
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert 'id="repeated-pairs"' in page
    assert "<li>Player 1 and Player 2: rounds 1, 2</li>" in page
    assert "<li>Player 7 and Player 8: rounds 1, 2</li>" in page
    assert "Player 4 and Player 5" not in page  # they never shared a table
    assert "more pair" not in page  # 12 pairs, all named
    # round 1 alone has no repeat: nothing listed there
    assert (
        'id="repeated-pairs"' not in client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    )


def test_the_page_says_when_keeping_teammates_apart_costs_repeats(client: Client, owner: Any) -> None:
    # 16 players over 5 rounds meet everyone exactly once in a repeat-free seating, teammates too.
    # After a dropout (a substitute in their place) the two teammates, apart so far, can only be
    # kept apart with repeats, which the counting bound (0) does not see
    event = make_event(owner, players=0, rounds_planned=5)
    lines = ["Ann,Pair", "Bea,Pair", *(f"Player {n}" for n in range(3, 17))]
    services.players_register_csv(tournament=event, text="\n".join(lines), by=owner)
    played = [
        "Table 1: 15 2 10 7\nTable 2: 4 16 12 14\nTable 3: 5 8 1 6\nTable 4: 13 9 3 11",
        "Table 1: 11 6 14 2\nTable 2: 8 7 4 3\nTable 3: 9 10 16 5\nTable 4: 12 13 15 1",
    ]
    for script in played:
        round_ = services.round_create(tournament=event, by=owner)
        services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    services.registration_drop(registration=event.registrations.get(number=6), by=owner)
    services.player_register(tournament=event, name="Sam Sub", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="optimal", by=owner, seed=1)
    round_.refresh_from_db()
    quality = round_.seating_quality
    assert quality["planned_repeats"] > quality.get("planned_repeats_lower_bound", 0)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 3])).content.decode()
    assert 'id="teams-first"' in page and "Teammates are kept apart first" in page


def test_no_teams_note_where_the_seating_did_not_keep_teams_apart(client: Client, owner: Any) -> None:
    # a pasted seating repeats every pair of round 1: above the bound, in an event with teams of four,
    # but the repeats are the paste's, not the price of keeping teammates apart
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    round_ = services.round_create(tournament=event, by=owner)
    script = "Table 1: 1 2 3 4\nTable 2: 5 6 7 8"
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert 'id="repeated-pairs"' in page
    assert 'id="teams-first"' not in page


def test_beyond_twelve_pairs_the_rest_are_counted(client: Client, owner: Any) -> None:
    event = make_event(owner, players=12)
    seat_next_round(event, owner)
    round_ = services.round_create(tournament=event, by=owner)
    script = "Table 1: 1 2 3 4\nTable 2: 5 6 7 8\nTable 3: 9 10 11 12"  # 18 pairs meet again
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert page.split('id="repeated-pairs"')[1].split("</ul>")[0].count("<li>") == 12
    assert "…and 6 more pairs" in page
