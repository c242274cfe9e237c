"""The home page of a signed-in player whose account is linked to a player: their events not finished
come first, each with their rank once games count, their table in the round they have to play, and
their games; in a constant number of queries however many events they play in."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.site.conftest import RON_E_FROM_S, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game, Player, Tournament
from tournaments.services.registrations import registration_link_account

pytestmark = pytest.mark.django_db


def _mine(page: str) -> str:
    """The "Your events" section of the home page, or "" when there is none."""
    if 'id="my-events"' not in page:
        return ""
    return page.split('id="my-events"')[1].split("</section>")[0]


# North (the fourth seat) wins a hand by ron from South
RON_N_FROM_S = {**RON_E_FROM_S, "wins": [{**RON_E_FROM_S["wins"][0], "winner": 3}], "riichi": [3]}


def _aiko(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("aiko", password="pw-aiko-1")


def _event_with_aiko(owner: Any, name: str, aiko: Any) -> Tournament:
    """An event of seven players and Aiko, player 8 (North at table 2 once seated), her account
    linked: the same player in every event, as a player is registered again in the next one."""
    event = make_event(owner, players=7, name=name)
    player = Player.objects.filter(user=aiko).first()
    registration = services.player_register(
        tournament=event, by=owner, **({"player": player} if player else {"name": "Aiko"})
    )
    if player is None:
        registration_link_account(registration=registration, username=aiko.username, by=owner)
    return event


def _signed_in_aiko_seated(client: Client, owner: Any, django_user_model: Any) -> Tournament:
    """Aiko signed in, playing in the Autumn Cup, whose round 1 is seated."""
    aiko = _aiko(django_user_model)
    event = _event_with_aiko(owner, "Autumn Cup", aiko)
    seat_next_round(event, owner)
    client.force_login(aiko)
    return event


def _table_2(event: Tournament, number: int = 1) -> Game:
    return Game.objects.get(round__tournament=event, round__number=number, table__number=2)


def test_a_linked_player_sees_their_running_event_with_rank_table_and_games(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    aiko = _aiko(django_user_model)
    event = _event_with_aiko(owner, "Autumn Cup", aiko)
    seat_next_round(event, owner)
    with django_capture_on_commit_callbacks(execute=True):  # Aiko, North at table 2, wins a hand
        services.game_record_hand(game=_table_2(event), number=1, record=RON_N_FROM_S, by=owner)
    client.force_login(aiko)
    page = client.get(reverse("home")).content.decode()
    mine = _mine(page)
    assert "Your events" in mine
    assert page.index('id="my-events"') < page.index("<h2>Running</h2>")  # at the top, before every list
    assert "Autumn Cup" in mine
    assert "Rank 1 of 8 ·" in mine  # first of the eight seated, after winning the only hand
    assert "Round 1: table 2" in mine
    assert f'href="/t/{event.slug}/rounds/1/?q=%238"' in mine  # her table, found by her number
    assert "My table in round 1" in mine
    assert f'href="/t/{event.slug}/players/8/"' in mine
    assert "My games and statistics" in mine


def test_the_table_link_goes_to_the_round_they_still_have_to_play(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    aiko = _aiko(django_user_model)
    event = _event_with_aiko(owner, "Autumn Cup", aiko)
    seat_next_round(event, owner)
    seat_next_round(event, owner)  # seated ahead while round 1 is still on
    game = _table_2(event)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=RON_N_FROM_S, by=owner)
    client.force_login(aiko)
    assert "My table in round 1" in _mine(client.get(reverse("home")).content.decode())
    with django_capture_on_commit_callbacks(execute=True):
        services.game_finish(game=game, by=owner)  # her round 1 game is over: round 2 is next
    mine = _mine(client.get(reverse("home")).content.decode())
    assert "My table in round 2" in mine and "My table in round 1" not in mine
    assert f'href="/t/{event.slug}/rounds/2/?q=%238"' in mine


def test_between_rounds_the_card_leads_to_the_game_just_played_and_says_the_next_is_not_seated(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    aiko = _aiko(django_user_model)
    event = _event_with_aiko(owner, "Autumn Cup", aiko)
    event.rounds_planned = 2
    event.save(update_fields=["rounds_planned"])
    seat_next_round(event, owner)
    game = _table_2(event)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=RON_N_FROM_S, by=owner)
        services.game_finish(game=game, by=owner)
    client.force_login(aiko)
    mine = _mine(client.get(reverse("home")).content.decode())
    # her game is over and round 2 not seated: no "My table in round 1", her game instead
    assert "My table in round" not in mine
    assert f'href="/t/{event.slug}/games/{game.pk}/">My game in round 1</a>' in mine
    assert "Round 2 is not seated yet." in mine
    # the round finished, as organizers do between rounds: the same, and her rank among the eight
    other = Game.objects.get(round__tournament=event, round__number=1, table__number=1)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=other, number=1, record=RON_N_FROM_S, by=owner)
        services.game_finish(game=other, by=owner)
        services.round_finish(round_=event.rounds.get(number=1), by=owner)
    mine = _mine(client.get(reverse("home")).content.decode())
    assert f'href="/t/{event.slug}/games/{game.pk}/">My game in round 1</a>' in mine
    assert "Round 2 is not seated yet." in mine and " of 8 ·" in mine
    # the last round played: no next round to wait for
    seat_next_round(event, owner)
    last = _table_2(event, 2)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=last, number=1, record=RON_N_FROM_S, by=owner)
        services.game_finish(game=last, by=owner)
    mine = _mine(client.get(reverse("home")).content.decode())
    assert f'href="/t/{event.slug}/games/{last.pk}/">My game in round 2</a>' in mine
    assert "not seated yet" not in mine


def test_an_event_not_seated_yet_shows_no_rank_and_no_table_and_a_finished_one_is_left_out(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    aiko = _aiko(django_user_model)
    done = _event_with_aiko(owner, "Summer League", aiko)
    setup = _event_with_aiko(owner, "Winter Open", aiko)
    services.tournament_finish(tournament=done, by=owner)
    client.force_login(aiko)
    mine = _mine(client.get(reverse("home")).content.decode())
    assert "Winter Open" in mine
    assert "Summer League" not in mine
    assert "Rank" not in mine and "My table" not in mine
    assert f'href="/t/{setup.slug}/players/8/"' in mine


def test_a_dropped_out_player_no_longer_sees_the_event_as_theirs(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    aiko = _aiko(django_user_model)
    event = _event_with_aiko(owner, "Autumn Cup", aiko)
    services.registration_drop(registration=event.registrations.get(number=8), by=owner)
    client.force_login(aiko)
    assert _mine(client.get(reverse("home")).content.decode()) == ""


def test_a_visitor_and_a_signed_in_user_who_plays_nowhere_see_the_page_as_before(
    client: Client, owner: Any, outsider: Any, django_user_model: Any
) -> None:
    event = _event_with_aiko(owner, "Autumn Cup", _aiko(django_user_model))
    seat_next_round(event, owner)
    page = client.get(reverse("home")).content.decode()
    assert "Autumn Cup" in page and 'id="my-events"' not in page and "Your events" not in page
    client.force_login(outsider)
    page = client.get(reverse("home")).content.decode()
    assert "Autumn Cup" in page and 'id="my-events"' not in page
    client.force_login(owner)  # the organizer plays in nothing: the list is the organizer's as before
    assert 'id="my-events"' not in client.get(reverse("home")).content.decode()


def test_the_section_speaks_the_page_language_with_the_standings_pages_words(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    _signed_in_aiko_seated(client, owner, django_user_model)
    client.post(reverse("set_language"), {"language": "ja", "next": "/"})
    mine = _mine(client.get(reverse("home")).content.decode())
    assert "1回戦の自分の卓" in mine  # "My table in round 1", as the standings page says it
    assert "自分の対局と成績" in mine  # "My games and statistics"
    assert "1回戦：2卓" in mine


def test_the_home_page_takes_the_same_queries_for_one_and_for_four_events_of_the_player(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    aiko = _aiko(django_user_model)
    client.force_login(aiko)
    counts = []
    for name in ("One", "Two", "Three", "Four"):
        event = _event_with_aiko(owner, f"Event {name}", aiko)
        seat_next_round(event, owner)
        with django_capture_on_commit_callbacks(execute=True):
            services.game_record_hand(game=_table_2(event), number=1, record=RON_N_FROM_S, by=owner)
        client.get(reverse("home"))  # warm the session
        with CaptureQueriesContext(connection) as captured:
            page = client.get(reverse("home")).content.decode()
        mine = _mine(page)
        assert mine.count("My table in round 1") == mine.count("Rank 1 of 8 ·") == len(counts) + 1
        counts.append(len(captured))
    assert len(set(counts)) == 1, counts


def test_in_an_event_ranked_by_average_the_home_page_shows_the_average_beside_the_rank(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """WRC (start = return = 30,000, uma 15/5/-5/-15). Aiko, North at table 2, ends round 1 first
    on 45,000 (+15 +15 = +30) and round 2 last on 20,000 (-10 -15 = -25): +5 in all, +2.5 per
    game, the figure her rank stands on."""
    aiko = _aiko(django_user_model)
    event = _event_with_aiko(owner, "Thursday League", aiko)
    services.tournament_update(tournament=event, by=owner, ranking="average")
    for number, scores in ((1, [15000, 25000, 35000, 45000]), (2, [40000, 35000, 25000, 20000])):
        seat_next_round(event, owner)
        with django_capture_on_commit_callbacks(execute=True):
            services.game_record_final_scores(game=_table_2(event, number), scores=scores, by=owner)
    client.force_login(aiko)
    mine = _mine(client.get(reverse("home")).content.decode())
    assert "+2.5 per game" in mine and "+5.0" not in mine


def test_a_player_finds_their_team_from_their_page_and_sees_it_marked(
    client: Client, owner: Any, django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """A walkthrough's player on a phone could not find their team's standing: the team column is
    hidden at phone width, the player page named the team without a link."""
    aiko = _aiko(django_user_model)
    event = make_event(owner, players=7, name="Team Cup")  # Red / Blue alternating
    services.player_register(tournament=event, name="Aiko", team="Blue", by=owner)
    registration_link_account(registration=event.registrations.get(number=8), username="aiko", by=owner)
    with django_capture_on_commit_callbacks(execute=True):
        seat_next_round(event, owner)
        services.game_record_hand(game=_table_2(event), number=1, record=RON_N_FROM_S, by=owner)
    blue = event.teams.get(name="Blue")
    client.force_login(aiko)
    page = client.get(reverse("player", args=[event.slug, 8])).content.decode()
    assert f'href="/t/{event.slug}/teams/#team-{blue.pk}">Blue</a>' in page
    teams = client.get(reverse("teams", args=[event.slug])).content.decode()
    assert f'<section class="card me" id="team-{blue.pk}" aria-current="true">' in teams
    assert teams.count('class="card me"') == 1


def test_a_player_home_leads_with_their_table_and_offers_creating_an_event_last(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = _signed_in_aiko_seated(client, owner, django_user_model)
    page = client.get(reverse("home")).content.decode()
    first_primary = page.split('class="button primary"')[1]
    assert first_primary.startswith(f' href="/t/{event.slug}/rounds/1/')  # her table, not "Create an event"
    create = page.split('id="create-own"')[1].split("</p>")[0]
    assert f'href="{reverse("event_create")}"' in create
    assert "primary" not in create
    assert page.index('id="create-own"') > page.index("Autumn Cup</strong>", page.index("</section>"))


def test_an_organizer_without_events_to_play_keeps_create_an_event_first(client: Client, owner: Any) -> None:
    make_event(owner, players=8, name="Spring Cup")
    client.force_login(owner)
    page = client.get(reverse("home")).content.decode()
    assert page.split('class="button primary"')[1].split("</a>")[0].endswith("Create an event")


def test_a_scorer_finds_the_event_they_score_marked_on_the_home_page(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    """A scorer saw the event they score among the others, unmarked, while its organizer saw "yours"."""
    scored = make_event(owner, players=4, name="Thursday League")
    make_event(owner, players=4, name="Someone Else's Cup")
    scorer = django_user_model.objects.create_user("kenji", password="pw-kenji-1")
    services.tournament_member_set(tournament=scored, user=scorer, role="scorer", by=owner)
    client.force_login(scorer)
    page = client.get(reverse("home")).content.decode()
    items = {
        name: page[page.index(name) : page.index("</li>", page.index(name))]
        for name in (scored.name, "Someone Else")
    }
    assert "you score" in items[scored.name]
    assert "you score" not in items["Someone Else"] and "yours" not in items[scored.name]
    client.force_login(owner)
    assert "you score" not in client.get(reverse("home")).content.decode()
