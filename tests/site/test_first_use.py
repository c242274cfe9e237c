"""What a new organizer ran into on a first walk through the site: a running game's points in the
standings with "0 games", "None" in the team column, a chombo hand that seemed to cost nothing, a
chart legend calling a 2nd place a "game won", and a sign-up that said nothing."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import RON_E_FROM_S, first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Tournament


@pytest.mark.django_db
def test_standings_say_a_running_game_is_counted_in_the_points(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    game = first_game(event.rounds.get(number=1))
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert '<span class="live-count">+1</span>' in page
    assert 'id="live-note"' in page


@pytest.mark.django_db
def test_standings_leave_the_team_blank_for_a_player_without_one(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="Solo Player", by=owner)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "None" not in page


@pytest.mark.django_db
def test_standings_mark_a_substitute(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    services.player_register(tournament=event, name="Sam Sub", is_substitute=True, by=owner)
    rows = client.get(reverse("standings_json", args=[event.slug]), {"since": -1}).json()["rows"]
    assert [r["name"] for r in rows if r["substitute"]] == ["Sam Sub"]
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert 'Sam Sub</a> <span class="badge">substitute</span>' in page


@pytest.mark.django_db
def test_a_chombo_hand_says_what_it_costs_under_penalty_rules(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner)  # WRC: a chombo costs 20 points after uma
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record={"kind": "chombo", "offender": 2}, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "Chombo by Player 3: \u221220 points in the standings" in page
    with django_capture_on_commit_callbacks(execute=True):
        services.game_finish(game=game, by=owner)
    table = client.get(reverse("game", args=[event.slug, game.pk])).content.decode().split("</table>")[0]
    row = table.split("Player 3</a>")[1].split("</tr>")[0]
    assert "incl. \u221220.0 chombo" in row  # the result says the chombo is in it


@pytest.mark.django_db
def test_the_results_chart_legend_speaks_of_positive_and_negative_games(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    game = first_game(event.rounds.get(number=1))
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    assert "Positive game" in page and "Negative game" in page
    assert "Game won" not in page


@pytest.mark.django_db
def test_the_player_page_says_its_points_include_the_game_being_played(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """Points counted the running game, Games and the chart did not say so: "+42.6" over "Games 2"."""
    game = first_game(event.rounds.get(number=1))
    number = game.table.seats.get(wind=0).registration.number  # East wins the first hand
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    page = client.get(reverse("player", args=[event.slug, number])).content.decode()
    assert 'id="points-live">incl. the game being played<' in page
    assert 'id="games-live" title="playing now">+1<' in page
    assert 'class="f0 live"' in page and 'id="chart-live"' in page
    with django_capture_on_commit_callbacks(execute=True):
        services.game_finish(game=game, by=owner)
    page = client.get(reverse("player", args=[event.slug, number])).content.decode()
    assert "points-live" not in page and "games-live" not in page and " live" not in page.split("<svg")[1]


@pytest.mark.django_db
def test_signing_up_greets_the_new_user(client: Client) -> None:
    response = client.post(
        reverse("signup"),
        {"username": "newcomer", "password1": "Xk3!rt-long-pw", "password2": "Xk3!rt-long-pw"},
        follow=True,
    )
    page = response.content.decode()
    assert "Welcome, newcomer." in page
    # a player is sent to have their account linked, not to ask for a role that enters results
    assert "link your account to your registration" in page and "role" not in page.split("Welcome")[1][:300]


@pytest.mark.django_db
def test_the_entry_header_shows_the_honba_once(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record={"kind": "draw", "tenpai": [0]}, by=owner)
    client.force_login(owner)
    page = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert "<strong>East 1</strong>" in page  # the dealer was tenpai: East 1 again, 1 honba
    assert '<strong id="honba">1</strong>' in page
    assert "East 1, 1 honba</strong>" not in page


@pytest.mark.django_db
def test_a_game_over_shows_the_winds_of_its_last_hand_and_no_honba_or_sticks(
    client: Client, owner: Any
) -> None:
    """Ended for time after a draw the dealer was noten in, the box read "Honba 1 · Sticks 1" (a stick
    nobody took) with the winds turned for a hand that would not be played."""
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    draw = {"kind": "draw", "tenpai": [1], "riichi": [1]}
    services.game_record_hand(game=game, number=1, record=draw, by=owner)
    client.force_login(owner)
    running = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert '<strong id="honba">1</strong>' in running
    assert re.findall(r'class="wind">(\w+)', running) == ["N", "E", "S", "W"]  # East 2: seat 1 deals
    services.game_finish(game=game, by=owner)
    over = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert 'id="honba"' not in over and 'id="deposits"' not in over
    assert re.findall(r'class="wind">(\w+)', over) == ["E", "S", "W", "N"]  # as East 1 was played


@pytest.mark.django_db
@pytest.mark.parametrize(("players", "hint"), [(0, "register at least four players"), (8, "add round 1")])
def test_the_organizer_home_says_what_to_do_next(client: Client, owner: Any, players: int, hint: str) -> None:
    event = make_event(owner, players=players)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert hint in page


@pytest.mark.django_db
def test_the_manage_page_names_the_event_and_shows_the_role_as_a_badge(client: Client, owner: Any) -> None:
    """The heading read "Tuesday Club League: organizer"."""
    event = make_event(owner, players=4, name="Tuesday Club League")
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert '<h1>Tuesday Club League <span class="badge" id="my-role"' in page
    assert ">organizer</span></h1>" in page and "League: organizer" not in page
