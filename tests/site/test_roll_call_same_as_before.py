"""The round page's "Who is here" offers, before the round is seated, to start from the round before's
roll call: a club playing two or three games a night unticked the same three absent players again in
every round, every round starting with everyone ticked."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tournaments import services
from tournaments.models import Game, Tournament

pytestmark = pytest.mark.django_db


def _round_one_played(owner: Any, absent: list[int], players: int = 14, **event: Any) -> Tournament:
    """A league of `players`, round 1 seated with `absent` not here, played and finished."""
    tournament = make_event(owner, players=players, kind="league", entry_mode="final", **event)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, absent=absent, by=owner)
    for game in Game.objects.filter(round=round_):
        services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    services.round_finish(round_=round_, by=owner)
    return tournament


def _round_page(client: Client, owner: Any, tournament: Tournament, number: int, query: str = "") -> str:
    client.force_login(owner)
    return client.get(reverse("seat_round", args=[tournament.slug, number]) + query).content.decode()


def _offer(page: str) -> str:
    return page.split('id="same-as-before"')[1].split("</p>")[0]


def _unticked(page: str) -> list[int]:
    boxes = page.split('name="here" value="')[1:]
    return [int(box.split('"')[0]) for box in boxes if box.split(">")[0].find("checked") < 0]


def test_the_next_round_starts_from_the_absent_of_the_round_before_in_one_tap(
    client: Client, owner: Any
) -> None:
    tournament = _round_one_played(owner, [3, 7, 12], empty_seats="sit_out")
    services.round_create(tournament=tournament, by=owner)
    page = _round_page(client, owner, tournament, 2)
    assert _unticked(page) == []  # everyone ticked, as before: the organizer chooses
    offer = _offer(page)
    url = reverse("seat_round", args=[tournament.slug, 2])
    assert f'href="{url}?absent=3,7,12"' in offer
    assert "Same as round 1 (3 not here)" in offer
    assert "Player 3" in offer and "Player 7" in offer and "Player 12" in offer
    tapped = _round_page(client, owner, tournament, 2, "?absent=3,7,12")
    assert _unticked(tapped) == [3, 7, 12]
    assert "Who is here (11 of 14 players)" in tapped
    assert '<details id="attendance" open>' in tapped
    assert 'id="same-as-before"' not in tapped  # the boxes say so already
    assert 'id="absent-fix"' not in tapped  # 11 can be seated: nothing to fix
    # another set unticked by hand: the round before's is offered again
    assert 'id="same-as-before"' in _round_page(client, owner, tournament, 2, "?absent=3")


def test_no_offer_when_nobody_was_away_or_the_round_is_seated(client: Client, owner: Any) -> None:
    everyone = _round_one_played(owner, [], players=8)
    services.round_create(tournament=everyone, by=owner)
    assert 'id="same-as-before"' not in _round_page(client, owner, everyone, 2)
    assert 'id="same-as-before"' not in _round_page(client, owner, everyone, 1)
    club = _round_one_played(owner, [3, 7, 12], name="Club night", empty_seats="sit_out")
    round_two = services.round_create(tournament=club, by=owner)
    services.round_generate_seating(round_=round_two, method="random", seed=2, by=owner)
    assert 'id="same-as-before"' not in _round_page(client, owner, club, 2)


def test_a_player_who_dropped_out_since_is_not_counted(client: Client, owner: Any) -> None:
    tournament = _round_one_played(owner, [3, 7, 12], empty_seats="sit_out")
    services.registration_drop(registration=tournament.registrations.get(number=7), by=owner)
    services.round_create(tournament=tournament, by=owner)
    offer = _offer(_round_page(client, owner, tournament, 2))
    assert "?absent=3,12" in offer and "Same as round 1 (2 not here)" in offer
    assert "Player 7" not in offer


def test_an_event_with_substitutes_is_told_to_fix_only_a_roll_call_that_cannot_be_seated(
    client: Client, owner: Any
) -> None:
    tournament = _round_one_played(owner, [5, 6, 7, 8], players=12)
    services.round_create(tournament=tournament, by=owner)
    page = _round_page(client, owner, tournament, 2)
    assert "Same as round 1 (4 not here)" in _offer(page)
    # 8 here: two full tables, nothing to fix (the hint to register substitutes read as an error)
    assert 'id="absent-fix"' not in _round_page(client, owner, tournament, 2, "?absent=5,6,7,8")
    # 9 here and no substitute: the tables cannot be filled, and the page says where to fix it
    assert 'id="absent-fix"' in _round_page(client, owner, tournament, 2, "?absent=5,6,7")


def test_the_offer_keeps_those_unticked_now_and_goes_once_they_include_the_round_before(
    client: Client, owner: Any
) -> None:
    tournament = _round_one_played(owner, absent=[3, 7])
    services.round_create(tournament=tournament, by=owner)
    # 5 unticked on the page: the offer adds 3 and 7 to it, it does not tick 5 again
    page = _round_page(client, owner, tournament, 2, "?absent=5")
    assert "absent=3,5,7" in _offer(page)
    # 3, 7 and 5 unticked: the round before's absentees are all unticked already, nothing to offer
    assert 'id="same-as-before"' not in _round_page(client, owner, tournament, 2, "?absent=3,5,7")


@pytest.mark.parametrize(
    ("empty_seats", "said"),
    [
        ("sit_out", "they sit it out, and are first to play"),
        ("substitutes", "registered substitutes fill the seats left empty"),
    ],
)
def test_the_roll_calls_help_says_what_the_event_does_with_the_absent(
    client: Client, owner: Any, empty_seats: str, said: str
) -> None:
    """An event filling empty seats with substitutes was told the absent "sit it out, and are first
    to play when a later round needs players to sit out"."""
    tournament = make_event(owner, players=8, empty_seats=empty_seats)
    services.round_create(tournament=tournament, by=owner)
    page = _round_page(client, owner, tournament, 1)
    help_text = page.split('id="roll-call-help">')[1].split("</p>")[0]
    assert said in help_text
