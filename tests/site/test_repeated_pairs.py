"""The seating page names who met more than once (the figures gave a count: an organizer needs the
names to decide whether to change the tables by hand), and says when keeping teammates apart is what
costs repeats (a walkthrough read 3 planned repeats against "at least 0" as the seating failing)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tests.tournaments.conftest import teammates_after_a_dropout
from tournaments import services
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def _round_two_as_round_one(owner: Any, players: int) -> Tournament:
    """Round 1 seated four by four in number order, round 2 pasted the same: every pair of a table
    meets twice. The event has teams (Red and Blue)."""
    event = make_event(owner, players=players)
    seat_next_round(event, owner)
    round_ = services.round_create(tournament=event, by=owner)
    numbers = range(1, players + 1)
    script = "\n".join(
        f"Table {t + 1}: {' '.join(map(str, numbers[4 * t : 4 * t + 4]))}" for t in range(players // 4)
    )
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    return event


def test_the_pairs_that_met_again_are_named_with_their_rounds(client: Client, owner: Any) -> None:
    event = _round_two_as_round_one(owner, 8)
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
    event = make_event(owner, players=0, rounds_planned=5)
    round_ = teammates_after_a_dropout(event, owner)
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
    event = _round_two_as_round_one(owner, 8)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert 'id="repeated-pairs"' in page
    assert 'id="teams-first"' not in page


def test_beyond_twelve_pairs_the_rest_are_counted(client: Client, owner: Any) -> None:
    event = _round_two_as_round_one(owner, 12)  # 18 pairs meet again
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert page.split('id="repeated-pairs"')[1].split("</ul>")[0].count("<li>") == 12
    assert "…and 6 more pairs" in page


def _swiss_round_two(owner: Any, **event: Any) -> Tournament:
    """Eight players in two teams of four (odd Red, even Blue): any table of four seats two of a team
    together. Round 1 played in number order, round 2 seated by the standings."""
    tournament = make_event(owner, players=8, entry_mode="final", **event)
    first = seat_next_round(tournament, owner)
    for game in first.games.all():
        services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    services.round_finish(round_=first, by=owner)
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="swiss", by=owner, seed=1)
    return tournament


def test_swiss_seating_teammates_together_says_how_to_keep_them_apart(client: Client, owner: Any) -> None:
    """A team event seated by Swiss put teammates at one table: the page counted them, nothing more."""
    event = _swiss_round_two(owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert 'id="teammates-by-standings"' in page
    assert "seat the round again with “Fewest repeat meetings”" in page


def test_no_such_note_where_the_event_does_not_keep_teammates_apart(client: Client, owner: Any) -> None:
    event = _swiss_round_two(owner, teams_apart=False)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert "Teammate pairs at one table in this round" in page  # counted, as before
    assert 'id="teammates-by-standings"' not in page
