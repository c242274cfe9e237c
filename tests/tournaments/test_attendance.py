"""A club night where not every member comes: the organizer says who is not here, they play no
game that round and count as having sat it out (first to play when a later round needs sit-outs);
the seating page lists everyone to untick, the API takes the same list."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.conftest import make_event
from tournaments import selectors, services
from tournaments.models import Round, Tournament
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db


def seated(round_: Round) -> set[int]:
    return set(round_.seats.values_list("registration__number", flat=True))


def not_playing(round_: Round) -> set[int]:
    return set(round_.sit_outs.values_list("registration__number", flat=True))


def club(owner: Any, players: int = 13) -> Tournament:
    return make_event(owner, players=players, empty_seats="sit_out", kind="league")


def test_members_not_here_play_no_game_and_are_listed_as_not_playing(owner: Any) -> None:
    tournament = club(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=3, absent=[2, 4, 10, 12], by=owner)
    assert round_.tables.count() == 2  # 9 here: two tables, one of the nine sits out
    assert not seated(round_) & {2, 4, 10, 12}
    out = not_playing(round_)
    assert {2, 4, 10, 12} < out and len(out) == 5
    assert len(seated(round_) | out) == 13


def test_the_round_page_tells_who_was_not_here_from_who_sat_out_in_turn(client: Client, owner: Any) -> None:
    tournament = club(owner)
    tournament.visibility = "public"
    tournament.save()
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=3, absent=[2, 4, 10, 12], by=owner)
    page = client.get(reverse("round", args=[tournament.slug, 1])).content.decode()
    section = page[page.index('id="sitting-out"') :]
    items = re.findall(r"<li[^>]*>(.*?)</li>", section[: section.index("</section>")], re.S)
    away = {int(n) for item in items if "not here" in item for n in re.findall(r"#(\d+)", item)}
    in_turn = {int(n) for item in items if "not here" not in item for n in re.findall(r"#(\d+)", item)}
    assert away == {2, 4, 10, 12}
    assert in_turn == not_playing(round_) - away and len(in_turn) == 1


@pytest.mark.parametrize("method", ["random", "swiss", "interval", "optimal"])
def test_who_was_away_plays_first_when_the_next_round_needs_a_sit_out(owner: Any, method: str) -> None:
    tournament = club(owner)
    first = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=first, method=method, seed=5, absent=[1, 2, 3, 4, 5], by=owner)
    played_first = seated(first)
    assert len(played_first) == 8
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method=method, seed=5, by=owner)
    # 13 here: one sits out, and it is one who played the first round, not one who was away
    assert not_playing(second) <= played_first and len(not_playing(second)) == 1
    assert {1, 2, 3, 4, 5} <= seated(second)


def test_seating_again_keeps_the_same_players_away(owner: Any) -> None:
    tournament = club(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, absent=[7], by=owner)
    out = not_playing(round_)
    services.round_generate_seating(round_=round_, method="random", seed=9, absent=[7], by=owner)
    assert not_playing(round_) == out  # 12 here: nobody more sits out, 7 stays away


def test_an_absent_number_no_active_player_has_is_refused_naming_it(owner: Any) -> None:
    tournament = club(owner)
    services.registration_drop(registration=tournament.registrations.get(number=6), by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError) as refused:
        services.round_generate_seating(round_=round_, method="random", absent=[6, 99], by=owner)
    assert refused.value.message_dict == {"absent": ["no active player has the number 6, 99"]}
    assert not round_.seats.exists()


def test_too_few_here_for_a_table_is_refused_saying_so(owner: Any) -> None:
    tournament = club(owner, players=6)
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError) as refused:
        services.round_generate_seating(round_=round_, method="random", absent=[1, 2, 3], by=owner)
    assert refused.value.message_dict == {"players": ["a table needs four players; 3 are here"]}


def test_in_an_event_with_substitutes_one_takes_the_place_of_a_member_away(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    services.player_register(tournament=tournament, name="Reserve", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="optimal", seed=2, absent=[3], by=owner)
    assert seated(round_) == {1, 2, 4, 5, 6, 7, 8, 9}  # 9 is the substitute
    assert not_playing(round_) == {3}


def test_a_substitute_not_here_fills_no_seat_and_stays_off_when_seated_again(
    client: Client, owner: Any
) -> None:
    """8 players (1-8) and substitutes 9 and 10. Player 3 and substitute 9 are away: 10 takes the
    empty seat; seating again keeps both away (the form shows them unticked)."""
    tournament = make_event(owner, players=8)
    for name in ("Reserve A", "Reserve B"):
        services.player_register(tournament=tournament, name=name, is_substitute=True, by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=2, absent=[3, 9], by=owner)
    assert seated(round_) == {1, 2, 4, 5, 6, 7, 8, 10}
    assert not_playing(round_) == {3, 9}
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[tournament.slug, 1])).content.decode()
    assert page.count('name="here"') == 10 and "Reserve A" in page
    assert 'value="9" checked' not in page and 'value="10" checked' in page
    # both away and only one substitute for one empty seat too many: said, nothing changed
    with pytest.raises(ServiceError) as refused:
        services.round_generate_seating(round_=round_, method="random", absent=[3, 4, 9], by=owner)
    assert refused.value.message_dict["players"] == [
        "6 players leave 2 empty seats; register 1 more substitute or let players sit out in turn"
    ]
    assert seated(round_) == {1, 2, 4, 5, 6, 7, 8, 10}


def test_the_seating_page_lists_everyone_and_seats_only_those_ticked(client: Client, owner: Any) -> None:
    tournament = club(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    client.force_login(owner)
    url = reverse("seat_round", args=[tournament.slug, 1])
    page = client.get(url).content.decode()
    assert 'id="attendance"' in page and page.count('name="here"') == 13
    here = [str(n) for n in range(1, 14) if n not in (2, 9)]
    listed = [str(n) for n in range(1, 14)]
    response = client.post(url, {"method": "random", "listed": listed, "here": here})
    assert response.status_code == 302
    assert not seated(round_) & {2, 9} and {2, 9} <= not_playing(round_)
    assert len(not_playing(round_)) == 5  # 11 here: three more sit out by the rotation
    page = client.get(url).content.decode()
    # seating again starts from who is not here: 2 and 9 unticked (the method's radio is checked too)
    assert page.count('name="here"') == 13 and page.count("checked>") == 11 + 1


def test_seating_again_with_someone_back_seats_them_and_rotates_afresh(owner: Any) -> None:
    tournament = club(owner, players=10)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=4, absent=[3], by=owner)
    assert 3 in not_playing(round_) and len(not_playing(round_)) == 2  # 9 here: 8 play
    services.round_generate_seating(round_=round_, method="random", seed=4, by=owner)  # 3 arrived
    # 10 here: 8 play, 2 sit out by the rotation (which may pick 3 like anyone), nobody as absent
    assert len(not_playing(round_)) == 2 and not round_.sit_outs.filter(absent=True).exists()


def test_one_more_away_on_a_second_seating_leaves_the_rotation_as_it_should_be(
    client: Client, owner: Any
) -> None:
    tournament = club(owner, players=10)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=4, by=owner)  # 2 rotate out
    client.force_login(owner)
    url = reverse("seat_round", args=[tournament.slug, 1])
    page = client.get(url).content.decode()
    assert page.count("checked>") == 10 + 1  # those out by the rotation are here all the same
    listed = [str(n) for n in range(1, 11)]
    here = [n for n in listed if n != "3"]
    seated_before = _seating_mark(round_)
    client.post(url, {"method": "random", "listed": listed, "here": here, "seated": seated_before})
    assert len(seated(round_)) == 8 and 3 in not_playing(round_) and len(not_playing(round_)) == 2


def test_a_player_registered_after_the_page_was_opened_is_not_taken_for_absent(
    client: Client, owner: Any
) -> None:
    tournament = club(owner, players=7)
    round_ = services.round_create(tournament=tournament, by=owner)
    client.force_login(owner)
    url = reverse("seat_round", args=[tournament.slug, 1])
    listed = [str(n) for n in range(1, 8)]  # the page as it was opened
    services.player_register(tournament=tournament, name="Walk-in", by=owner)  # number 8
    client.post(url, {"method": "random", "listed": listed, "here": listed})
    assert seated(round_) == set(range(1, 9))


def _seating_mark(round_: Round) -> str:
    from django.db.models import Max

    return str(round_.seats.aggregate(m=Max("pk"))["m"] or 0)


def test_the_api_takes_who_is_not_here_and_names_a_bad_number(client: Client, owner: Any) -> None:
    tournament = club(owner)
    services.round_create(tournament=tournament, by=owner)
    client.force_login(owner)
    url = f"/api/tournaments/{tournament.slug}/rounds/1/seating/"
    bad = client.post(url, {"method": "random", "absent": [40]}, content_type="application/json")
    assert bad.status_code == 400
    assert "absent" in bad.json() and "40" in str(bad.json()["absent"])
    done = client.post(url, {"method": "random", "absent": [1, 13]}, content_type="application/json")
    assert done.status_code == 200, done.json()
    players = {s["player"] for t in done.json()["tables"] for s in t["seats"]}
    assert len(players) == 8 and not players & {1, 13}


def test_for_a_dropped_seat_those_rotated_out_come_first_then_substitutes_then_those_not_here(
    owner: Any,
) -> None:
    """13 members and substitute 14; 1 is not here, and of the 12 left none needs to sit out: the
    offer after a dropout is the substitute, then 1 (who may have come late)."""
    tournament = club(owner)
    services.player_register(tournament=tournament, name="Reserve", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, absent=[1], by=owner)
    assert [r.number for r in selectors.substitute_candidates(round_=round_)] == [14, 1]
    services.round_generate_seating(round_=round_, method="random", seed=1, absent=[1, 14], by=owner)
    # 12 here, nobody rotated out; substitute 14 away too: both last, the substitute first
    assert [r.number for r in selectors.substitute_candidates(round_=round_)] == [14, 1]


def test_a_pasted_seating_naming_a_substitute_marked_not_here_is_taken_as_written(owner: Any) -> None:
    tournament = make_event(owner, players=7)
    services.player_register(tournament=tournament, name="Reserve", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    script = "1 2 3 4\n5 6 7 Reserve"
    services.round_generate_seating(round_=round_, method="scripted", script=script, absent=[8], by=owner)
    assert seated(round_) == set(range(1, 9)) and not_playing(round_) == set()
