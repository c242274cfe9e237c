"""A range of rounds (?from=1&to=1) is computed once when the page loads and is not polled
(docs/standings.md), so it shows neither the green "live" dots nor the note about games being
played now; the whole-event standings keep both."""

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


@pytest.mark.parametrize("query", [{"from": 1, "to": 1}, {"from": 1}, {"to": 2}])
def test_a_range_view_shows_no_live_dot_and_no_live_note(
    client: Client, playing: Tournament, query: dict[str, int]
) -> None:
    page = client.get(reverse("standings", args=[playing.slug]), query).content.decode()
    assert "rounds 1–" in page  # it is a range view
    assert "live-dot" not in page
    assert 'id="live-note"' not in page
    assert "+1 is a game being played now" not in page
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
