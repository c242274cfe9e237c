"""Random, swiss and interval seating, one round at a time, and determinism with the seed."""

import pytest

from tournaments.seating import METHODS, SeatingError, generate, generate_round

from .helpers import assert_everyone_once_per_round, extra_meetings, meetings

IDS = list(range(1, 33))
STANDINGS = {p: 1000 - 10 * p for p in IDS}  # player 1 leads, player 32 is last


@pytest.mark.parametrize("method", ["random", "swiss", "interval", "optimal"])
def test_the_same_seed_gives_the_same_seating(method):
    a = generate(method, IDS, 3, seed=42, standings=STANDINGS)
    b = generate(method, IDS, 3, seed=42, standings=STANDINGS)
    assert a == b


@pytest.mark.parametrize("method", ["random", "optimal"])
def test_another_seed_gives_another_seating(method):
    assert generate(method, IDS, 2, seed=1) != generate(method, IDS, 2, seed=2)


def test_random_seating_round_by_round_avoids_repeated_opponents():
    history = []
    for _ in range(6):
        history.append(generate_round("random", IDS, seed=len(history), history=history))
    assert_everyone_once_per_round(history, IDS)
    assert extra_meetings(history) == 0


def test_swiss_seats_the_leaders_together_in_the_first_round():
    tables = generate_round("swiss", IDS, standings=STANDINGS)
    table_sets = [set(t) for t in tables]
    assert {1, 2, 3, 4} in table_sets
    assert {29, 30, 31, 32} in table_sets


def test_swiss_seats_neighbours_in_the_standings_who_have_not_met():
    first = [[1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]]
    standings = {p: 100 - p for p in range(1, 17)}
    tables = generate_round("swiss", list(range(1, 17)), history=[first], standings=standings)
    assert sorted(map(sorted, tables)) == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]


def test_swiss_avoids_a_rematch_at_the_cost_of_moving_players_a_little():
    first = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    standings = {p: 100 - p for p in range(1, 17)}
    tables = generate_round("swiss", list(range(1, 17)), history=[first], standings=standings)
    assert extra_meetings([first, tables]) == 0
    # every table now takes one player from each earlier table; the leader sits with the next best ones
    assert sorted(next(t for t in tables if 1 in t)) == [1, 5, 9, 13]


def test_interval_seats_one_player_from_each_quarter_of_the_standings():
    tables = generate_round("interval", IDS, standings=STANDINGS)
    assert_everyone_once_per_round([tables], IDS)
    for t in tables:
        quarters = sorted((p - 1) // 8 for p in t)
        assert quarters == [0, 1, 2, 3]
    assert any(set(t) == {1, 9, 17, 25} for t in tables)


def test_interval_avoids_repeats_from_earlier_rounds():
    history = []
    for _ in range(4):
        history.append(generate_round("interval", IDS, history=history, standings=STANDINGS))
    assert extra_meetings(history) == 0
    for tables in history:
        for t in tables:
            assert sorted((p - 1) // 8 for p in t) == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"method": "best", "players": IDS, "rounds": 1}, "method"),
        ({"method": "random", "players": IDS, "rounds": 0}, "rounds"),
        ({"method": "random", "players": [1, 2, 3], "rounds": 1}, "players"),
        ({"method": "random", "players": [1, 2, 2, 3, 4], "rounds": 1}, "players"),
        ({"method": "random", "players": [0, 1, 2, 3], "rounds": 1}, "players"),
        ({"method": "scripted", "players": IDS, "rounds": 1}, "script"),
    ],
)
def test_bad_input_names_the_field(kwargs, field):
    with pytest.raises(SeatingError, match=f"^{field}:"):
        generate(**kwargs)


def test_every_documented_method_is_accepted():
    assert set(METHODS) == {"random", "swiss", "interval", "scripted", "optimal"}


def test_swiss_later_rounds_meet_new_opponents_first():
    history = [generate_round("swiss", IDS, standings=STANDINGS)]
    history.append(generate_round("swiss", IDS, history=history, standings=STANDINGS))
    assert max(meetings(history).values()) == 1


@pytest.mark.parametrize("method", ["random", "swiss", "interval", "optimal"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_one_or_two_tables_are_seated_by_every_method(method, players):
    """A quiet club night: four players (or six, two sitting out) made every method divide by zero."""
    ids = list(range(1, players + 1))
    rounds = generate(method, ids, 3, seed=1, standings={p: -p for p in ids})
    seated = [sorted(p for t in r for p in t if p > 0) for r in rounds]
    assert seated == [ids] * 3
    assert all(len(t) == 4 for r in rounds for t in r)  # substitute slots fill the tables
    later = generate_round(method, ids, seed=2, history=rounds, standings={p: p for p in ids})
    assert sorted(p for t in later for p in t if p > 0) == ids
