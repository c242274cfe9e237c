"""The quality figures organizers see, and wind balancing for any schedule (de Werra)."""

from tournaments.seating import schedule_quality


def test_quality_counts_repeats_as_extra_meetings():
    rounds = [
        [[1, 2, 3, 4], [5, 6, 7, 8]],
        [[1, 2, 5, 6], [3, 4, 7, 8]],  # 1-2, 5-6, 3-4, 7-8 meet a second time
        [[1, 2, 7, 8], [3, 4, 5, 6]],  # 1-2, 7-8, 3-4, 5-6 meet a third time
    ]
    q = schedule_quality(rounds)
    assert q["repeats"] == 8
    assert q["repeated_pairs"] == 4
    assert q["max_meetings"] == 3
    assert q["winds"][1] == [3, 0, 0, 0]
    assert q["wind_spreads"][1] == 3
    assert q["wind_spread"] == 3
    # 8 players x 3 rounds x 3 opponents / 2 = 36 meetings among 28 pairs
    assert q["repeats_lower_bound"] == 8


def test_wind_excess_counts_seats_outside_the_balanced_range_and_what_the_totals_force():
    # four rounds at one table, always in the same seats: each player should have one of each wind
    same = [[[1, 2, 3, 4]]] * 4
    q = schedule_quality(same)
    assert q["wind_excess"] == 4 * 6  # per player: three winds short by one, one wind over by three
    assert q["wind_excess_lower_bound"] == 0  # rotating the seats would balance everyone
    rotated = [[[1, 2, 3, 4]], [[4, 1, 2, 3]], [[3, 4, 1, 2]], [[2, 3, 4, 1]]]
    assert schedule_quality(rotated)["wind_excess"] == 0
    # players 1-3 play four rounds and need one East each, but a player who left (-9) held East in
    # rounds 1 and 2 and player 4 (rounds 3-4 only) sits East in round 3: only 2 East seats among
    # them, 3 needed: at least one seat outside the ranges, whatever the seating
    left = [[[-9, 1, 2, 3]], [[-9, 2, 3, 1]], [[4, 3, 1, 2]], [[1, 4, 2, 3]]]
    q = schedule_quality(left)
    assert q["wind_excess_lower_bound"] == 1
    # here players 2 and 3 have no East (short by one) and two Wests or two Norths (over by one)
    assert q["wind_excess"] == 4


def test_quality_leaves_substitute_slots_out():
    q = schedule_quality([[[1, 2, 3, -1]], [[3, 2, 1, -1]]])
    assert q["players"] == 3
    assert q["substitute_seats"] == 2
    assert q["repeats"] == 3


# the balance of any schedule without history, after every round and at its end:
# test_winds_every_round.py
