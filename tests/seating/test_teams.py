"""Team events: optimal seating hands out the schedule's places so that teammates share as few tables
as it can. A relabelling of the design: repeats and seat winds stay as they were."""

from itertools import combinations

import pytest

from tests.seating.helpers import extra_meetings, wind_spread
from tournaments.seating.methods import generate


def teammate_pairs(rounds: list, teams: dict[int, int]) -> int:
    """Pairs of one team at a table, round by round (substitute slots and players without a team
    belong to none)."""
    return sum(
        teams.get(a) is not None and teams.get(a) == teams.get(b)
        for r in rounds
        for t in r
        for a, b in combinations(t, 2)
    )


@pytest.mark.parametrize(
    ("players", "rounds", "team_count", "most"),
    [
        (32, 8, 8, 0),  # eight teams of four: nobody need meet a teammate
        (64, 10, 16, 0),
        # three teams of 12: every table of four holds two of one team (1 pair x 9 tables x 5 rounds)
        (36, 5, 3, 9 * 5 + 3),
    ],
)
def test_teammates_share_as_few_tables_as_the_teams_allow(
    players: int, rounds: int, team_count: int, most: int
) -> None:
    ids = list(range(1, players + 1))
    teams = {p: p % team_count for p in ids}
    plain = generate("optimal", ids, rounds, seed=1)
    apart = generate("optimal", ids, rounds, seed=1, teams=teams)
    assert teammate_pairs(apart, teams) <= most < teammate_pairs(plain, teams)
    assert extra_meetings(apart) == 0
    assert wind_spread(apart) <= 1


def test_players_without_a_team_are_left_alone() -> None:
    ids = list(range(1, 17))
    some = {p: "Red" for p in (1, 2, 3, 4)}  # twelve players have no team
    rounds = generate("optimal", ids, 4, seed=2, teams=some)
    assert teammate_pairs(rounds, {p: some.get(p, -p) for p in ids}) == 0


@pytest.mark.parametrize("method", ["swiss", "interval", "random"])
def test_round_by_round_methods_keep_teammates_apart_as_they_avoid_a_rematch(method: str) -> None:
    """36 players in 9 teams of four whose members stand next to each other in the standings
    (1-4 team 0, 5-8 team 1, ...): swiss alone would seat each team at one table (6 pairs each).
    With the teams, no table holds two teammates, and nobody meets a player twice over 3 rounds."""
    ids = list(range(1, 37))
    teams = {p: (p - 1) // 4 for p in ids}
    standings = {p: 100.0 - p for p in ids}
    history: list = []
    for _ in range(3):
        history.append(generate(method, ids, 1, seed=4, history=history, standings=standings, teams=teams)[0])
    assert teammate_pairs(history, teams) == 0
    assert extra_meetings(history) == 0
    if method == "swiss":
        alone = generate("swiss", ids, 1, seed=4, standings=standings)
        assert teammate_pairs(alone, teams) == 9 * 6


@pytest.mark.parametrize(
    ("players", "rounds", "teams", "repeats_at_least", "repeats_at_most"),
    [
        # six teams of four, 8 rounds: the schedule with fewest repeats makes every pair meet, so it
        # would seat teammates together (36 pairs); apart, each player has 20 others to meet 24 times
        (24, 8, lambda p: p % 6, 48, 60),
        # four teams of four over 6 rounds: 12 others met 18 times each, so 6 repeats per player
        (16, 6, lambda p: p % 4, 48, 48),
        # the walkthrough's club: 22 players (two substitute slots), five teams of four, two without
        (22, 8, lambda p: (p - 1) // 4 if p <= 20 else None, 0, 45),
    ],
)
def test_keeping_teammates_apart_comes_before_avoiding_repeats(
    players: int, rounds: int, teams, repeats_at_least: int, repeats_at_most: int
) -> None:
    ids = list(range(1, players + 1))
    team = {p: teams(p) for p in ids if teams(p) is not None}
    seating = generate("optimal", ids, rounds, seed=1, teams=team)
    assert teammate_pairs(seating, team) == 0
    assert repeats_at_least <= extra_meetings(seating) <= repeats_at_most
    assert wind_spread(seating) <= 1


def test_a_reseat_after_a_dropout_keeps_teammates_apart() -> None:
    """24 players in six teams over 8 rounds; after 3 rounds player 5 leaves: the 5 rounds left
    still seat no teammates together."""
    ids = list(range(1, 25))
    team = {p: p % 6 for p in ids}
    plan = generate("optimal", ids, 8, seed=3, teams=team)
    left = [p for p in ids if p != 5]
    rest = generate("optimal", left, 5, seed=3, history=plan[:3], teams=team)
    assert teammate_pairs(rest, team) == 0
    assert sorted(p for t in rest[0] for p in t if p > 0) == left


def repeats_by_round(history: list, rounds: list) -> list[int]:
    """Meetings of two players who had met before, round by round (substitute slots left out)."""
    met: set[tuple[int, int]] = {
        pair for r in history for t in r for pair in combinations(sorted(p for p in t if p > 0), 2)
    }
    out = []
    for r in rounds:
        pairs = [pair for t in r for pair in combinations(sorted(p for p in t if p > 0), 2)]
        out.append(sum(pair in met for pair in pairs))
        met |= set(pairs)
    return out


@pytest.mark.parametrize(("players", "rounds", "team_count"), [(24, 8, 6), (16, 6, 4), (22, 8, 5)])
def test_repeats_a_team_plan_cannot_avoid_come_in_its_last_rounds(
    players: int, rounds: int, team_count: int
) -> None:
    """A walkthrough saw a repeat in round 2 of a plan whose repeats were all unavoidable: the
    rounds are played in the order that puts them last (a dropout may yet change those rounds)."""
    ids = list(range(1, players + 1))
    team = {p: p % team_count for p in ids}
    per_round = repeats_by_round([], generate("optimal", ids, rounds, seed=1, teams=team))
    assert per_round == sorted(per_round) and per_round[0] == 0 and sum(per_round) > 0


@pytest.mark.slow
def test_a_reseat_after_a_dropout_plays_its_cleanest_round_first() -> None:
    """24 players in six teams, 6 rounds; player 5 leaves after round 2. The 4 rounds left need
    a few repeats to keep teammates apart; round 3 has none of them (it had 1 to 2)."""
    ids = list(range(1, 25))
    team = {p: p % 6 for p in ids}
    for seed in (0, 1, 2):
        plan = generate("optimal", ids, 6, seed=seed, teams=team)
        left = [p for p in ids if p != 5]
        rest = generate("optimal", left, 4, seed=seed + 10, history=plan[:2], teams=team)
        per_round = repeats_by_round(plan[:2], rest)
        assert teammate_pairs(rest, team) == 0
        assert per_round == sorted(per_round) and per_round[0] == 0, seed
