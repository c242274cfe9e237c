"""The final-scores page of a game with saved scores offers "Clear these scores" (asked to confirm):
an organizer turns a table of an event entered by final scores into a hand-by-hand one (a feature
table), or takes back scores entered by mistake. The service existed; no page used it.

WRC preset: four players start with 30,000, the four scores add up to 120,000.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import AuditEntry, Game

pytestmark = pytest.mark.django_db

SCORES = [45000, 35000, 25000, 15000]


@pytest.fixture
def game(owner: Any, client: Client) -> Game:
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    client.force_login(owner)
    return game


def _page(client: Client, game: Game) -> str:
    response = client.get(reverse("final_scores", args=[game.tournament.slug, game.pk]))
    assert response.status_code == 200
    return response.content.decode()


def _clear_form(page: str) -> str:
    match = re.search(
        r'<form method="post" action="([^"]+)"[^>]*id="clear-final"[^>]*>.*?</form>', page, re.S
    )
    assert match, "no form to clear the scores"
    return match.group(0)


def test_a_game_with_final_scores_offers_to_clear_them_after_a_confirmation(
    client: Client, game: Game
) -> None:
    form = _clear_form(_page(client, game))
    assert reverse("final_scores_clear", args=[game.tournament.slug, game.pk]) in form
    assert "Clear these scores" in form
    assert 'onsubmit="return confirm(' in form
    assert "csrfmiddlewaretoken" in form


def test_clearing_leaves_the_game_without_a_result_and_says_so(client: Client, game: Game) -> None:
    response = client.post(reverse("final_scores_clear", args=[game.tournament.slug, game.pk]))
    assert response.status_code == 302
    assert response["Location"] == reverse("final_scores", args=[game.tournament.slug, game.pk])
    said = [str(m) for m in get_messages(response.wsgi_request)]
    assert said == ["Final scores cleared: the game has no result until it is entered again."]
    game.refresh_from_db()
    assert (game.final_scores, game.status, game.state) == (None, "pending", None)
    assert AuditEntry.objects.filter(game=game, action="game_clear_final_scores").count() == 1
    # the page now offers the table hand by hand (a feature table), and no second clearing
    page = _page(client, game)
    assert 'id="by-hands"' in page and 'id="clear-final"' not in page


def test_after_clearing_the_table_is_entered_hand_by_hand(client: Client, game: Game, owner: Any) -> None:
    slug = game.tournament.slug
    client.post(reverse("final_scores_clear", args=[slug, game.pk]))
    entry = client.get(reverse("enter", args=[slug, game.pk]) + "?hands=1")
    assert entry.status_code == 200  # the entry page, not a redirect to the final scores
    services.game_record_hand(game=game, number=1, record={"kind": "draw", "tenpai": [0]}, by=owner)
    game.refresh_from_db()
    assert (game.entry_mode, game.hand_count) == ("hands", 1)


def test_a_finished_round_keeps_its_scores_and_the_page_says_why(
    client: Client, game: Game, owner: Any
) -> None:
    services.round_finish(round_=game.round, by=owner)
    response = client.post(reverse("final_scores_clear", args=[game.tournament.slug, game.pk]), follow=True)
    assert response.status_code == 200
    said = [str(m) for m in response.context["messages"]]
    assert said == ["Round 1 is finished; its results are final"]
    game.refresh_from_db()
    assert game.final_scores == SCORES
    assert 'id="clear-final"' not in response.content.decode()  # a closed round shows its results only


def test_a_scorer_may_clear_but_an_outsider_may_not(game: Game, scorer: Any, outsider: Any) -> None:
    from tournaments.models import Membership, Role

    Membership.objects.create(tournament=game.tournament, user=scorer, role=Role.SCORER)
    url = reverse("final_scores_clear", args=[game.tournament.slug, game.pk])
    stranger = Client()
    stranger.force_login(outsider)
    assert stranger.post(url).status_code in (403, 404)
    game.refresh_from_db()
    assert game.final_scores == SCORES
    staff = Client()
    staff.force_login(scorer)
    assert staff.post(url).status_code == 302
    game.refresh_from_db()
    assert game.final_scores is None


def test_a_game_with_nothing_to_clear_is_told_so(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    response = client.post(reverse("final_scores_clear", args=[event.slug, game.pk]), follow=True)
    said = [str(m) for m in response.context["messages"]]
    assert said == ["The game has no final scores to clear"]


def test_scores_saved_meanwhile_are_not_cleared_unseen(client: Client, owner: Any, game: Game) -> None:
    """Two scorers at one table: the second's clear, from a page showing the first scores, would
    have wiped a correction saved a moment before without anyone seeing it."""
    page = _page(client, game)
    action = re.search(r'action="([^"]+)"', _clear_form(page)).group(1)  # type: ignore[union-attr]
    seen = re.search(r'name="replaces" value="([^"]*)"', _clear_form(page)).group(1)  # type: ignore[union-attr]
    assert seen == "45000,35000,25000,15000"
    services.game_record_final_scores(game=game, scores=[40000, 40000, 25000, 15000], by=owner)
    response = client.post(action, {"replaces": seen}, follow=True)
    game.refresh_from_db()
    assert game.final_scores == [40000, 40000, 25000, 15000]
    said = [str(m) for m in get_messages(response.wsgi_request)] or [response.content.decode()]
    assert any("saved by someone else meanwhile (40,000 / 40,000 / 25,000 / 15,000)" in m for m in said)
