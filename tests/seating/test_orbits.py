"""The exact cover behind orbit designs (tournaments/seating/orbits.py)."""

import itertools
import time

import pytest

from tournaments.seating import cover, orbits


def test_exact_cover_finds_the_only_cover_of_knuths_example():
    # Knuth, Dancing Links: items A-G; the unique exact cover is rows 0, 3 and 4
    rows = {
        0: ["C", "E", "F"],
        1: ["A", "D", "G"],
        2: ["B", "C", "F"],
        3: ["A", "D"],
        4: ["B", "G"],
        5: ["D", "E", "G"],
    }
    assert sorted(cover.exact_cover(rows, time.monotonic() + 10)) == [0, 3, 4]


def test_exact_cover_says_none_when_no_cover_exists():
    rows = {0: ["A", "B"], 1: ["B", "C"], 2: ["A", "C"]}
    assert cover.exact_cover(rows, time.monotonic() + 10) is None


def test_a_base_round_kept_by_a_subgroup_gives_that_many_shifted_rounds():
    fam = orbits.FAMILIES[32]
    assert (fam.players, fam.rounds) == (32, 10)
    base = [[(p, p + 8, p + 16, p + 24) for p in range(8)]] * 3  # any rounds: only the shifting is checked
    rounds = orbits.expand(fam, base)
    assert len(rounds) == 10
    assert rounds[1][0] == (1, 9, 17, 25)  # every level moved by one
    assert rounds[4][0] == (0, 8, 16, 24)  # second base round, no shift
    assert all(sorted(p for t in r for p in t) == list(range(32)) for r in rounds)


def test_exact_cover_stops_at_its_node_budget_instead_of_answering():
    # 12 items in pairs: the first branch fails only deep down, so one node is not enough to answer
    rows = {i: [i, (i + 1) % 12] for i in range(12)} | {12: [0, 1, 2]}
    with pytest.raises(cover.SearchLimit):
        cover.exact_cover(rows, time.monotonic() + 10, max_nodes=1)
    assert cover.exact_cover(rows, time.monotonic() + 10) is not None


def test_fixed_players_stay_put_and_the_multiplier_rotates_levels():
    fam = orbits.FAMILIES[44]
    assert (fam.players, fam.rounds) == (44, 14)
    assert fam.shift(42, 5) == 42 and fam.shift(43, 5) == 43  # the two fixed players
    assert fam.shift(13, 1) == 0  # (13, level 0) + 1 = (0, level 0)
    assert fam.sigma(1) == 14 + 9  # (1, level 0) -> (9, level 1)
    assert fam.sigma(29) == 9 * 1 % 14  # (1, level 2) -> (9, level 0)
    assert fam.sigma(42) == 42
    # the pairs that never meet: the two fixed players, and x with x + 7 of one level
    assert fam.apart(fam.pair_class(42, 43))
    assert fam.apart(fam.pair_class(3, 10)) and fam.apart(fam.pair_class(17, 24))
    assert not fam.apart(fam.pair_class(3, 17)) and not fam.apart(fam.pair_class(3, 42))
    assert fam.pair_class(3, 42) != fam.pair_class(3, 43)  # each fixed player has its own classes


def test_every_option_of_a_multiplier_family_is_kept_by_sigma():
    fam = orbits.FAMILIES[44]
    for _, tables, _ in itertools.islice(orbits._options(fam), 200):
        moved = {tuple(sorted(fam.sigma(p) for p in t)) for t in tables}
        assert moved == set(tables)
