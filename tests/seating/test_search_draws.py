"""The annealing draws its numbers through `search.draws`, a faster path than `randrange`; a seeded
seating must stay what it was, so the numbers must be the very ones randrange and random give."""

import random

from hypothesis import given
from hypothesis import strategies as st

from tournaments.seating.search import draws


@given(seed=st.integers(0, 2**32), sizes=st.lists(st.integers(1, 5000), min_size=1, max_size=60))
def test_draws_give_the_numbers_randrange_and_random_give(seed: int, sizes: list[int]) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    below, chance = draws(ours)
    for n in sizes:
        assert below(n) == theirs.randrange(n)
        assert chance() == theirs.random()
