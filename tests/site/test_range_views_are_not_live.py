"""A range of rounds (?from=1&to=1) is computed once when the page loads and is not polled
(docs/standings.md), so it shows no green "live" dot; the "+1" of a game being played is said in
words under the table (a phone cannot show its hover title). The whole-event standings keep both."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import RON_E_FROM_S, first_game, seat_next_round
from tournaments import services
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


@pytest.fixture
def playing(event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any) -> Tournament:
    """Round 1 with a game under way (one hand entered) and round 2 seated."""
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(
            game=first_game(event.rounds.get(number=1)), number=1, record=RON_E_FROM_S, by=owner
        )
    seat_next_round(event, owner)
    event.refresh_from_db()
    assert event.status == "running"
    return event


def test_the_whole_event_standings_are_live(client: Client, playing: Tournament) -> None:
    page = client.get(reverse("standings", args=[playing.slug])).content.decode()
    assert 'id="live-dot"' in page and 'id="live-note"' in page
    assert '<span class="live-dot" title="playing now">' in page


@pytest.mark.parametrize(
    ("query", "heading"),
    [({"from": 1, "to": 1}, ">round 1<"), ({"from": 1}, ">rounds 1–2<"), ({"to": 2}, ">rounds 1–2<")],
)
def test_a_range_view_shows_no_live_dot_but_says_what_plus_one_means(
    client: Client, playing: Tournament, query: dict[str, int], heading: str
) -> None:
    page = client.get(reverse("standings", args=[playing.slug]), query).content.decode()
    assert heading in page  # it is a range view, one round named as one
    assert "live-dot" not in page
    assert "+1 is a game being played now" in page
    assert "js/standings.js" not in page  # not polled
    assert ">+1</span>" in page  # the game under way still counts in the range, as it did


def test_the_live_footnote_is_hidden_while_no_game_is_under_way(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """The "+1 is a game being played" footnote explains a mark; with no game under way (round 1
    seated, nothing entered yet) there is no mark, so the note stays hidden until the live script
    draws one."""
    event.refresh_from_db()
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert event.status == "running" and ">+1</span>" not in page
    assert 'id="live-note" hidden>' in page
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(
            game=first_game(event.rounds.get(number=1)), number=1, record=RON_E_FROM_S, by=owner
        )
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert 'id="live-note">' in page


def test_the_team_standings_say_what_plus_one_means(client: Client, playing: Tournament, owner: Any) -> None:
    for number in (1, 2, 3, 4):
        services.registration_set_team(
            registration=playing.registrations.get(number=number), team="Red", by=owner
        )
    page = client.get(reverse("teams", args=[playing.slug])).content.decode()
    assert ">+1</span>" in page
    assert 'id="live-note">' in page and "+1 is a game being played now" in page
