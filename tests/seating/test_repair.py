"""The exact repair of the last repeats (tournaments/seating/repair.py)."""

from itertools import combinations

from tournaments.seating.repair import repair
from tournaments.seating.search import add_round


def _meetings(rounds, n):
    meet = [[0] * n for _ in range(n)]
    for r in rounds:
        add_round(meet, r)
    return meet


def _repeats(rounds):
    seen, extra = set(), 0
    for r in rounds:
        for t in r:
            for pair in combinations(sorted(t), 2):
                extra += pair in seen
                seen.add(pair)
    return extra


def test_a_round_with_a_repeat_is_seated_again_without_one():
    rows = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]
    columns = [[0, 4, 8, 12], [1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15]]
    clumsy = [[0, 1, 6, 11], [4, 5, 10, 15], [8, 9, 14, 3], [12, 13, 2, 7]]  # 0-1, 4-5 ... meet again
    rounds = [rows, columns, clumsy]
    meet = _meetings(rounds, 16)
    assert _repeats(rounds) == 4

    repair(rounds, [2], meet, None)

    assert _repeats(rounds) == 0
    assert sorted(p for t in rounds[2] for p in t) == list(range(16))
    assert meet == _meetings(rounds, 16)  # kept up to date
    assert rounds[0] == rows and rounds[1] == columns  # only the free round moved


def test_when_no_reseating_can_help_the_rounds_stay_as_they_were():
    # eight players cannot play two rounds without a repeat
    first, second = [[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 1, 4, 5], [2, 3, 6, 7]]
    rounds = [first, [t[:] for t in second]]
    meet = _meetings(rounds, 8)

    repair(rounds, [1], meet, None)

    assert rounds == [first, second]
    assert meet == _meetings(rounds, 8)
