"""Rounds seated one at a time (random after each round, the way the round page seats them): when a
seating with every table holding one player of each "least-had wind" exists without more repeats,
every player's winds stay balanced (a single round cannot undo an unlucky past, so this is chosen
before the seat order)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.seating import generate, schedule_quality
from tournaments.seating.windfit import wind_classes


def one_at_a_time(players: int, rounds: int, seed: int = 7) -> list[list[list[int]]]:
    history: list[list[list[int]]] = []
    for _ in range(rounds):
        history.append(generate("random", list(range(1, players + 1)), 1, seed=seed, history=history)[0])
    return history


def test_44_and_100_players_keep_their_winds_balanced_after_every_round() -> None:
    for players in (44, 100):
        history = one_at_a_time(players, 8)
        for played in range(1, 9):
            quality = schedule_quality(history[:played])
            assert quality["wind_spread"] <= 1, (players, played, quality["wind_spreads"])
        assert schedule_quality(history)["repeats"] == 0


@settings(max_examples=60, deadline=None)
@given(
    quarters=st.integers(min_value=1, max_value=12),
    seed=st.integers(min_value=0, max_value=2**31),
    extra=st.floats(min_value=0, max_value=1),
)
def test_wind_classes_fill_each_wind_with_a_quarter_when_that_is_possible(
    quarters: int, seed: int, extra: float
) -> None:
    rng = random.Random(seed)
    n = 4 * quarters
    # a hidden assignment that works, plus other winds allowed at random
    hidden = [w for w in range(4) for _ in range(quarters)]
    rng.shuffle(hidden)
    least = [1 << w | sum(1 << v for v in range(4) if rng.random() < extra) for w in hidden]
    classes = wind_classes(least, random.Random(seed + 1))
    assert classes is not None
    assert sorted(classes) == sorted(hidden)
    assert all(least[p] >> classes[p] & 1 for p in range(n))


def test_wind_classes_answer_none_when_too_many_want_one_wind() -> None:
    east_only = [1] * 5 + [15] * 3  # five players can only sit East, two tables have two East seats
    assert wind_classes(east_only, random.Random(0)) is None
