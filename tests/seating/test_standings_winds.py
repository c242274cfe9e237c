"""Swiss and interval rounds (seated one at a time by the standings) and seat winds: interval keeps
every player's winds even; swiss does when the event asks for it ("balanced"), at the cost of tables
reaching a little further in the standings."""

import random

import pytest

from tournaments.seating import SeatingError, generate_round, schedule_quality

Rounds = list[list[list[int]]]


def play(method: str, players: int, rounds: int, swiss_winds: str = "standings") -> tuple[Rounds, float]:
    """A whole event seated round by round from made-up results; also the tables' average spread
    in the standings (competition rank: tied players share a place)."""
    rng = random.Random(7)
    ids = list(range(1, players + 1))
    points = dict.fromkeys(ids, 0.0)
    history: Rounds = []
    spans = []
    for r in range(rounds):
        place = {p: sum(1 for q in ids if points[q] > points[p]) for p in ids}
        tables = generate_round(
            method, ids, seed=7 + r, history=history, standings=points, swiss_winds=swiss_winds
        )
        for table in tables:
            spans.append(max(place[p] for p in table) - min(place[p] for p in table))
            for p, score in zip(table, rng.sample([45.0, 10.0, -15.0, -40.0], 4), strict=True):
                points[p] += score
        history.append(tables)
    return history, sum(spans) / len(spans)


def spreads_after_each_round(history: Rounds) -> list[int]:
    return [int(schedule_quality(history[:k])["wind_spread"]) for k in range(1, len(history) + 1)]


@pytest.mark.parametrize("players", [100, 200])
def test_balanced_swiss_keeps_every_players_winds_within_one_after_every_round(players):
    history, _ = play("swiss", players, 8, "balanced")
    assert spreads_after_each_round(history) == [1, 1, 1, 0, 1, 1, 1, 0]
    assert schedule_quality(history)["repeats"] == 0


def test_swiss_by_the_standings_keeps_tables_closer_in_the_standings():
    _, balanced_span = play("swiss", 100, 8, "balanced")
    standings, standings_span = play("swiss", 100, 8, "standings")
    assert standings_span < balanced_span
    assert schedule_quality(standings)["repeats"] == 0


def test_interval_keeps_every_players_winds_within_one_after_every_round():
    history, _ = play("interval", 100, 8)
    assert spreads_after_each_round(history) == [1, 1, 1, 0, 1, 1, 1, 0]


def test_balanced_winds_do_not_seat_the_four_leaders_who_all_sat_east_together():
    ids = list(range(1, 17))
    # round 1: players 1-4 each sat East at their own table; they lead the standings
    first = [[1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]]
    standings = {p: 100.0 - p for p in ids}
    tables = generate_round(
        "swiss", ids, seed=3, history=[first], standings=standings, swiss_winds="balanced"
    )
    assert schedule_quality([first, tables])["wind_spread"] == 1
    # the first table, the top one, still seats three of the four leaders
    assert len({1, 2, 3, 4} & set(tables[0])) == 3


def test_an_unknown_swiss_winds_choice_is_refused_by_name():
    with pytest.raises(SeatingError, match="swiss_winds: must be one of standings, balanced"):
        generate_round("swiss", list(range(1, 9)), swiss_winds="sometimes")
