"""Placements and final game points: uma, oka, ties, penalties and the ruleset's rounding (rules.md 8).

Game points = (final score - return points) / 1000 + oka (first place) + uma[place] + penalties.
Ties: "seat_order" ranks equal scores by initial seat (East first); "split" shares the uma and oka of
the tied places equally. Floating uma picks the uma by how many players end at or above the start
points. "tenhou" rounding: for places 2-4 the final score is first rounded to whole thousands, halves
away from zero (24500 -> 25, 38500 -> 39, -7500 -> -8: rules.md 8 and real Tenhou logs), then the
return points and uma apply; first place takes minus their sum.
Arithmetic is done in thousandths of a point so that no float error leaks into a result, and a
split that does not divide evenly (20 / 3) gives the odd thousandths to the seats first in rank order,
so the four results still add up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.engine.ledger import HandState, final_scores
from scoring.engine.rules import Ruleset


@dataclass(frozen=True)
class Placement:
    seat: int
    place: int  # 1-4; tied players under "split" share the best place of the group
    score: int
    points: float  # game points, penalties included


def _tenths(value: float) -> int:
    return round(value * 10)


def rank(scores: Sequence[int]) -> list[int]:
    """Seats from first to last: higher score first, equal scores by initial seat."""
    return sorted(range(4), key=lambda s: (-scores[s], s))


def placements(
    scores: Sequence[int], ruleset: Ruleset, penalties: Sequence[float] = (0.0, 0.0, 0.0, 0.0)
) -> list[Placement]:
    """Placements by seat order of the result (first place first)."""
    if len(scores) != 4 or len(penalties) != 4:
        raise ValueError("scores: need four final scores and four penalties")
    order = rank(scores)
    floating = sum(1 for s in scores if s >= ruleset.start_points)
    uma = [_tenths(u) for u in ruleset.uma_for(floating)]
    bonus = [uma[0] + _tenths(ruleset.oka), uma[1], uma[2], uma[3]]  # by place, in tenths
    place_of = {seat: i for i, seat in enumerate(order)}
    # Thousandths of a point, so that shares and sums are exact.
    thousandths = {
        seat: scores[seat] - ruleset.return_points + bonus[place_of[seat]] * 100 for seat in range(4)
    }
    if ruleset.ties == "split":
        i = 0
        while i < 4:
            j = i
            while j + 1 < 4 and scores[order[j + 1]] == scores[order[i]]:
                j += 1
            group = order[i : j + 1]
            # The group's bonus in thousandths, shared so that the shares add up to it exactly:
            # points are kept to three decimals, and 20 / 3 each would lose one. The seats first
            # in rank order take the odd thousandths.
            share, odd = divmod(sum(bonus[i : j + 1]) * 100, len(group))
            for k, seat in enumerate(group):
                own = share + (1 if k < odd else 0)
                thousandths[seat] = scores[seat] - ruleset.return_points + own
                place_of[seat] = i
            i = j + 1
    raw = {seat: thousandths[seat] / 1000 for seat in range(4)}
    if ruleset.final_rounding == "tenhou":
        back = ruleset.return_points
        rounded = {seat: float(_tenhou_points(scores[seat], thousandths[seat], back)) for seat in order[1:]}
        rounded[order[0]] = -sum(rounded.values())
        raw = rounded
    return [
        Placement(seat=seat, place=place_of[seat] + 1, score=scores[seat], points=raw[seat] + penalties[seat])
        for seat in order
    ]


def _thousands_half_away(score: int) -> int:
    """Score in whole thousands, halves away from zero (24500 -> 25, -7500 -> -8)."""
    q, r = divmod(abs(score), 1000)
    k = q + (1 if r >= 500 else 0)
    return k if score >= 0 else -k


def _tenhou_points(score: int, thousandths: int, return_points: int) -> int:
    """Whole game points: the score rounded first, then return points and the place bonus."""
    bonus = thousandths - (score - return_points)
    return round(_thousands_half_away(score) - return_points / 1000 + bonus / 1000)


def final_points(
    scores: Sequence[int], ruleset: Ruleset, penalties: Sequence[float] = (0.0, 0.0, 0.0, 0.0)
) -> tuple[float, float, float, float]:
    """Game points by seat."""
    by_seat = {p.seat: p.points for p in placements(scores, ruleset, penalties)}
    return (by_seat[0], by_seat[1], by_seat[2], by_seat[3])


def game_placements(state: HandState, ruleset: Ruleset) -> list[Placement]:
    """Placements of a finished (or stopped) game: end scores with leftover deposits, chombo penalties."""
    return placements(final_scores(state, ruleset), ruleset, state.penalties)
