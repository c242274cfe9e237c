"""A player's results in every event they play in, on one page (the event pages show one event each):
games, places and rates summed over the events, and each event's rank, points and games."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Player

pytestmark = pytest.mark.django_db


def _event_with(owner: Any, player: Player | None, scores: list[int], name: str) -> Any:
    """Four players entered by final scores, one game played; `player` (if given) registered last."""
    event = make_event(owner, players=3 if player else 4, entry_mode="final", name=name)
    if player is not None:
        services.player_register(tournament=event, player=player, by=owner)
    services.game_record_final_scores(game=first_game(seat_next_round(event, owner)), scores=scores, by=owner)
    return event


def _player_of_an_account(django_user_model: Any, name: str) -> tuple[Any, Player]:
    """An account and the player tied to it, both named `name` (the username in lower case)."""
    account = django_user_model.objects.create_user(name.split()[0].lower(), password=f"pw-{name}-12345")
    return account, Player.objects.create(name=name, user=account)


def test_a_player_sees_every_event_they_play_with_their_summed_places(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    ann_account, ann = _player_of_an_account(django_user_model, "Ann Ito")
    # Ann sits North (last registered): first in the spring, last in the autumn
    with django_capture_on_commit_callbacks(execute=True):  # the standings jobs run
        _event_with(owner, ann, [30000, 25000, 15000, 50000], "Spring Open")
        _event_with(owner, ann, [50000, 30000, 25000, 15000], "Autumn Open")
        _event_with(owner, None, [40000, 30000, 30000, 20000], "Not Hers")
    client.force_login(ann_account)
    page = client.get(reverse("my_results")).content.decode()
    assert "Spring Open" in page and "Autumn Open" in page and "Not Hers" not in page
    career = client.get(reverse("my_results")).context["career"]
    stats = career["statistics"]
    assert stats["games"] == 2
    assert stats["places"] == [1, 0, 0, 1]
    assert stats["average_place"] == 2.5
    ranks = {e["event"].name: (e["rank"], e["ranked"]) for e in career["events"]}
    assert ranks["Spring Open"] == (1, 4)
    assert ranks["Autumn Open"] == (4, 4)
    assert "Rank 1 of 4" in page
    # each event links to her page in it
    assert reverse("player", args=["spring-open", 4]) in page


def test_the_home_page_links_a_player_to_their_results(
    client: Client, django_user_model: Any, owner: Any
) -> None:
    account = django_user_model.objects.create_user("bo", password="pw-bo-123456")
    client.force_login(account)
    assert 'id="my-results-link"' not in client.get(reverse("home")).content.decode()
    Player.objects.create(name="Bo", user=account)
    assert 'id="my-results-link"' in client.get(reverse("home")).content.decode()


def test_an_account_without_a_player_is_told_how_to_get_one(client: Client, django_user_model: Any) -> None:
    client.force_login(django_user_model.objects.create_user("cy", password="pw-cy-123456"))
    page = client.get(reverse("my_results")).content.decode()
    assert 'id="no-player"' in page and "Players page" in page


def test_a_visitor_is_sent_to_sign_in(client: Client) -> None:
    response = client.get(reverse("my_results"))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_the_api_gives_the_same_results_to_the_signed_in_player(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    account, dee = _player_of_an_account(django_user_model, "Dee")
    with django_capture_on_commit_callbacks(execute=True):
        _event_with(owner, dee, [30000, 25000, 15000, 50000], "Spring Open")
    assert client.get("/api/me/results/").status_code in (401, 403)
    client.force_login(account)
    data = client.get("/api/me/results/").json()
    assert data["player"]["name"] == "Dee"
    assert data["statistics"]["games"] == 1 and data["statistics"]["places"] == [1, 0, 0, 0]
    [event] = data["events"]
    assert (event["slug"], event["rank"], event["ranked"], event["number"]) == ("spring-open", 1, 4, 4)
    assert event["points"] == "35.000"  # (50,000 - 30,000) / 1000 + 15 uma (WRC: no oka)


def test_the_api_says_when_the_account_has_no_player(client: Client, django_user_model: Any) -> None:
    client.force_login(django_user_model.objects.create_user("eve", password="pw-eve-12345"))
    assert client.get("/api/me/results/").json() == {"player": None, "statistics": None, "events": []}


def test_a_penalty_is_said_beside_the_points_it_is_in(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    account, fay = _player_of_an_account(django_user_model, "Fay")
    with django_capture_on_commit_callbacks(execute=True):
        event = _event_with(owner, fay, [30000, 25000, 15000, 50000], "Spring Open")
        services.penalty_add(
            registration=event.registrations.get(player=fay), amount=-20, reason="late", by=owner
        )
    client.force_login(account)
    page = client.get(reverse("my_results")).content.decode()
    assert "+15.0</span> (incl. \u221220.0 penalties)" in page  # 35.0 from the game, less the penalty
    assert client.get("/api/me/results/").json()["events"][0]["penalties"] == "-20.000"
    client.cookies["django_language"] = "ja"
    assert "4人中1位" in client.get(reverse("my_results")).content.decode()
