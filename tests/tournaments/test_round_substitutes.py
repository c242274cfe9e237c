"""Substitutes in generated seatings: the stored quality counts their seats as substitute seats (this
round and the earlier ones), and the registered substitutes take the slots so that they meet their
table mates again as rarely as possible."""

from typing import Any

import pytest

from tests.tournaments.conftest import make_event, registration
from tournaments import seating, services
from tournaments.models import Round, Tournament
from tournaments.services.rounds import _assign_substitutes

pytestmark = pytest.mark.django_db


def tables_of(round_: Round) -> list[list[int]]:
    return [
        [s.registration.number for s in table.seats.order_by("wind")]
        for table in round_.tables.order_by("number")
    ]


def seat_tables(tournament: Tournament, owner: Any, tables: list[list[int]]) -> Round:
    round_ = services.round_create(tournament=tournament, by=owner)
    return services.round_set_tables(
        round_=round_, tables=[[registration(tournament, n) for n in table] for table in tables], by=owner
    )


def seven_players_and_substitutes(owner: Any, substitutes: int) -> Tournament:
    tournament = make_event(owner, players=7)
    for index in range(substitutes):
        services.player_register(tournament=tournament, name=f"Sub {index + 1}", is_substitute=True, by=owner)
    return tournament


def test_the_quality_counts_substitute_seats_in_this_round_and_the_earlier_ones(owner: Any) -> None:
    tournament = seven_players_and_substitutes(owner, 1)  # the substitute is number 8
    first = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=first, method="random", seed=3, by=owner)
    first.refresh_from_db()
    assert first.seating_quality["substitute_seats"] == 1
    assert first.seating_quality["players"] == 7
    assert "8" not in first.seating_quality["winds"]
    assert first.seating_quality["repeats"] == 0

    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="swiss", seed=3, by=owner)
    second.refresh_from_db()
    quality = second.seating_quality
    assert quality["substitute_seats"] == 2
    assert quality["rounds"] == 2
    assert "8" not in quality["winds"]
    # repeats between the seven players only: the substitute's meetings are not theirs
    schedule = [[[-1 if n == 8 else n for n in table] for table in tables_of(r)] for r in (first, second)]
    assert quality["repeats"] == seating.schedule_quality(schedule)["repeats"]


def test_a_substitute_seated_by_hand_earlier_counts_as_a_substitute_seat(owner: Any) -> None:
    tournament = seven_players_and_substitutes(owner, 1)
    seat_tables(tournament, owner, [[1, 2, 3, 8], [4, 5, 6, 7]])
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="random", seed=5, by=owner)
    second.refresh_from_db()
    assert second.seating_quality["substitute_seats"] == 2
    assert sorted(second.seating_quality["winds"]) == [str(n) for n in range(1, 8)]
    assert all(sum(counts) == 2 for counts in second.seating_quality["winds"].values())


def test_swiss_seats_the_substitute_who_has_not_met_the_table_yet(owner: Any) -> None:
    tournament = seven_players_and_substitutes(owner, 2)  # substitutes 8 and 9
    seat_tables(tournament, owner, [[1, 2, 3, 8], [4, 5, 6, 7]])
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="swiss", seed=1, by=owner)
    tables = tables_of(second)
    (table,) = [t for t in tables if 8 in t or 9 in t]
    # the slot's table holds some of 1, 2, 3, whom substitute 8 met in round 1: substitute 9 sits
    assert {1, 2, 3} & set(table)
    assert 9 in table and 8 not in table
    second.refresh_from_db()
    assert second.seating_quality["substitute_seats"] == 2


def test_a_substitute_who_met_nobody_at_the_table_keeps_the_lowest_number(owner: Any) -> None:
    tournament = seven_players_and_substitutes(owner, 2)
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="random", seed=1, by=owner)
    seated = {n for table in tables_of(second) for n in table}
    assert 8 in seated and 9 not in seated


def test_slots_go_to_the_substitutes_who_met_their_tables_least() -> None:
    tables = [[1, 2, 3, -1], [4, 5, 6, -2], [9, 10, 11, 12]]
    # no history: lowest numbers first, slot -1 before -2
    assert _assign_substitutes(tables, [7, 8, 13], []) == {-1: 7, -2: 8}
    # 7 met 1, 2, 3 and 8 met 4, 5, 6: swapping them repeats nobody
    history = [[[1, 2, 3, 7], [4, 5, 6, 8], [9, 10, 11, 12]]]
    assert _assign_substitutes(tables, [7, 8], history) == {-1: 8, -2: 7}
    # with a third substitute who met nobody, the fewest repeats still decide first
    history = [[[1, 2, 3, 7], [4, 5, 6, 13], [9, 10, 11, 12]]]
    assert _assign_substitutes(tables, [7, 8, 13], history) == {-1: 8, -2: 7}
    # every assignment repeats: the fewest repeats, then lowest numbers first
    history = [[[1, 2, 7, 8], [4, 5, 9, 10]], [[3, 7, 4, 8]]]
    assert _assign_substitutes(tables, [7, 8], history) == {-1: 7, -2: 8}


def test_two_slots_at_one_table_count_the_substitutes_meeting_each_other() -> None:
    tables = [[1, 2, -1, -2], [3, 4, 5, 6]]
    history = [[[7, 8, 3, 4], [1, 2, 5, 6]]]
    assert _assign_substitutes(tables, [7, 8, 9], history) == {-1: 7, -2: 9}


def test_a_substitute_meeting_a_player_twice_counts_twice() -> None:
    tables = [[1, 2, 3, -1], [4, 5, 6, 7]]
    history = [[[1, 4, 5, 8], [2, 3, 6, 9]], [[1, 6, 7, 8], [2, 4, 5, 9]]]
    # 8 met 1 twice (2); 9 met 2 twice and 3 once (3)
    assert _assign_substitutes(tables, [8, 9], history) == {-1: 8}


def test_a_substitute_is_kept_from_a_teammate_when_teams_are_kept_apart() -> None:
    """Substitute 7 plays for Red, 8 for Blue; the empty seat is at a table with Red's player 1:
    8 takes it (by number alone 7 would)."""
    tables = [[1, 2, 3, -1]]
    assert _assign_substitutes(tables, [7, 8], []) == {-1: 7}
    assert _assign_substitutes(tables, [7, 8], [], {1: 1, 7: 1, 8: 2}) == {-1: 8}
