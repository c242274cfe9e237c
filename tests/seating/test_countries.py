"""Players of one country kept apart (the event setting `countries_apart`): compatriots count like
teammates, and with teams as well a pair is kept apart when it shares a team or a country."""

from collections.abc import Mapping
from itertools import combinations

import pytest

from tests.seating.helpers import extra_meetings, wind_spread
from tournaments.seating.methods import generate


def pairs_sharing(rounds: list, key: Mapping[int, object]) -> int:
    """Pairs at one table with the same non-blank key (team or country), counted round by round."""
    return sum(
        key.get(a) not in (None, "") and key.get(a) == key.get(b)
        for r in rounds
        for t in r
        for a, b in combinations(t, 2)
    )


def test_compatriots_never_share_a_table_when_the_schedule_allows_it() -> None:
    """32 players from 8 countries of four over 8 rounds: no table need hold two of one country."""
    ids = list(range(1, 33))
    countries = {p: f"C{p % 8}" for p in ids}
    plain = generate("optimal", ids, 8, seed=1)
    apart = generate("optimal", ids, 8, seed=1, countries=countries)
    assert pairs_sharing(plain, countries) > 0
    assert pairs_sharing(apart, countries) == 0
    assert extra_meetings(apart) == 0
    assert wind_spread(apart) <= 1


def test_five_countries_of_eight_never_share_a_table_for_a_few_repeats() -> None:
    """40 players from 5 countries x 8 rounds (the figure of docs/seating.md): 74 pairs of
    compatriots at tables without the setting. With it, keeping them apart comes first: no two of
    one country meet, at the price of a few repeated meetings (the zero-repeat design alone could
    not do better than 39 compatriot pairs)."""
    ids = list(range(1, 41))
    countries = {p: "ABCDE"[p % 5] for p in ids}
    plain = generate("optimal", ids, 8, seed=1)
    apart = generate("optimal", ids, 8, seed=1, countries=countries)
    assert pairs_sharing(apart, countries) == 0 < 74 <= pairs_sharing(plain, countries)
    assert extra_meetings(plain) == 0
    assert extra_meetings(apart) <= 10  # of 960 meetings
    assert wind_spread(apart) <= 1


def test_a_pair_sharing_a_team_or_a_country_is_kept_apart() -> None:
    """32 players: teams p % 8, countries of four consecutive numbers. Either setting alone seats
    pairs of the other relation together; both together seat no pair of either."""
    ids = list(range(1, 33))
    teams = {p: p % 8 for p in ids}
    countries = {p: f"C{(p - 1) // 4}" for p in ids}
    teams_only = generate("optimal", ids, 8, seed=1, teams=teams)
    countries_only = generate("optimal", ids, 8, seed=1, countries=countries)
    both = generate("optimal", ids, 8, seed=1, teams=teams, countries=countries)
    assert pairs_sharing(teams_only, countries) > 0
    assert pairs_sharing(countries_only, teams) > 0
    assert pairs_sharing(both, teams) == 0
    assert pairs_sharing(both, countries) == 0
    assert extra_meetings(both) == 0


def test_players_with_a_blank_country_count_for_none() -> None:
    """Twelve of sixteen players have a blank country: they are no compatriots of one another, so
    the seating is the one for the four of one country alone, and those four never meet."""
    ids = list(range(1, 17))
    japan = {p: "JP" for p in (1, 2, 3, 4)}
    with_blanks = {p: japan.get(p, "") for p in ids}
    rounds = generate("optimal", ids, 4, seed=2, countries=with_blanks)
    assert rounds == generate("optimal", ids, 4, seed=2, countries=japan)
    assert pairs_sharing(rounds, japan) == 0


@pytest.mark.parametrize("method", ["swiss", "interval", "random"])
def test_round_by_round_methods_keep_compatriots_apart_as_they_avoid_a_rematch(method: str) -> None:
    """36 players whose compatriots stand next to each other in the standings (1-4 one country,
    5-8 the next, ...): with the countries no table holds two of one country over 3 rounds."""
    ids = list(range(1, 37))
    countries = {p: f"C{(p - 1) // 4}" for p in ids}
    standings = {p: 100.0 - p for p in ids}
    history: list = []
    for _ in range(3):
        history.append(
            generate(method, ids, 1, seed=4, history=history, standings=standings, countries=countries)[0]
        )
    assert pairs_sharing(history, countries) == 0
    assert extra_meetings(history) == 0
