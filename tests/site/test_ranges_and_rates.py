"""Pages over a range of rounds say which rounds and count only those; rates are rounded, not cut."""

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.templatetags.league import percent

pytestmark = pytest.mark.django_db


def _two_rounds(owner: Any, capture: Any) -> Any:
    # players 1 and 3 are Red, 2 and 4 Blue; WRC: 30,000 start and return, uma 15/5/-5/-15
    event = make_event(owner, players=4, entry_mode="final")
    for scores in ([45000, 35000, 25000, 15000], [15000, 25000, 35000, 45000], [25000, 25000, 35000, 35000]):
        round_ = seat_next_round(event, owner)
        with capture(execute=True):  # the standings job runs on commit
            services.game_record_final_scores(game=first_game(round_), scores=scores, by=owner)
        services.round_finish(round_=round_, by=owner)
    return event


def test_the_standings_heading_names_the_rounds_of_the_range(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = _two_rounds(owner, django_capture_on_commit_callbacks)
    page = client.get(reverse("standings", args=[event.slug]) + "?from=2&to=3").content.decode()
    assert "rounds 2–3" in page
    page = client.get(reverse("standings", args=[event.slug]) + "?from=2").content.decode()
    assert "rounds 2–3" in page  # open end: up to the last round


def test_the_team_page_counts_only_the_rounds_asked_for(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = _two_rounds(owner, django_capture_on_commit_callbacks)
    page = client.get(reverse("teams", args=[event.slug]) + "?from=2&to=2").content.decode()
    # round 2: player 1 -15 - 15, player 3 +5 + 5: Red -20; player 2 -5 - 5, player 4 +15 + 15: Blue +20
    assert ">round 2<" in page
    assert "\u221220.0" in page and "+20.0" in page
    # over the three rounds both teams are at 0 (round 1 mirrors round 2, round 3 is even by team)
    whole = client.get(reverse("teams", args=[event.slug])).content.decode()
    assert "\u221220.0" not in whole and "+20.0" not in whole


@pytest.mark.parametrize(
    ("rate", "shown"), [(3 / 7, "42.9%"), (1 / 8, "12.5%"), (2 / 3, "66.7%"), (0, "0.0%")]
)
def test_rates_are_rounded_to_one_decimal(rate: float, shown: str) -> None:
    assert percent(rate) == shown


def test_the_teams_page_offers_the_range_of_rounds_with_their_days(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    for _ in range(2):
        seat_next_round(event, owner)
    page = client.get(reverse("teams", args=[event.slug])).content.decode()
    assert 'id="range"' in page
    assert ">2</option>" in page  # both seated today: a one-day event's rounds need no dates
    # a league: round 1 was a week earlier; every round shows the day it was seated
    first = event.rounds.get(number=1)
    first.starts_at -= timedelta(days=7)
    first.save(update_fields=["starts_at"])
    page = client.get(reverse("teams", args=[event.slug])).content.decode()
    day = event.rounds.get(number=2).starts_at
    assert f">2 · {day.day} {day:%b %Y}</option>" in page
    assert f">1 · {first.starts_at.day} {first.starts_at:%b %Y}</option>" in page
    ranged = client.get(reverse("teams", args=[event.slug]), {"from": 2, "to": 2}).content.decode()
    assert ">round 2<" in ranged


@pytest.mark.parametrize("page", ["standings", "teams"])
def test_a_range_of_rounds_the_event_does_not_have_is_said_so(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any, page: str
) -> None:
    event = _two_rounds(owner, django_capture_on_commit_callbacks)
    url = reverse(page, args=[event.slug])
    shown = client.get(url, {"from": 5, "to": 8}).content.decode()
    # the whole event had been shown as if rounds 5-8 were asked for, with no word
    # each problem its own line, the number as typed (no code quotes)
    assert (
        '<li class="msg-warning" role="status">First round: 5 is not a round of this event '
        "(rounds 1 to 3)</li>" in shown
    )
    assert '<li class="msg-warning" role="status">Last round: 8 is not a round of this event' in shown
    assert "First round: abc is not a round" in client.get(url, {"from": "abc"}).content.decode()
    backwards = client.get(url, {"from": 3, "to": 1}).content.decode()
    assert "Rounds 1 to 3 are shown (the range was given backwards)." in backwards
    assert "msg-warning" not in client.get(url, {"from": 2, "to": 3}).content.decode()
