"""The exact cover behind orbit designs (tournaments/seating/orbits.py)."""

import time

from tournaments.seating import orbits


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
    assert sorted(orbits.exact_cover(rows, time.monotonic() + 10)) == [0, 3, 4]


def test_exact_cover_says_none_when_no_cover_exists():
    rows = {0: ["A", "B"], 1: ["B", "C"], 2: ["A", "C"]}
    assert orbits.exact_cover(rows, time.monotonic() + 10) is None


def test_a_base_round_kept_by_a_subgroup_gives_that_many_shifted_rounds():
    fam = orbits.FAMILIES[32]
    assert (fam.players, fam.rounds) == (32, 10)
    base = [[(p, p + 8, p + 16, p + 24) for p in range(8)]] * 3  # any rounds: only the shifting is checked
    rounds = orbits.expand(fam, base)
    assert len(rounds) == 10
    assert rounds[1][0] == (1, 9, 17, 25)  # every level moved by one
    assert rounds[4][0] == (0, 8, 16, 24)  # second base round, no shift
    assert all(sorted(p for t in r for p in t) == list(range(32)) for r in rounds)
