"""A game's derived result per seat: final score, place, points (through the engine's placement) and
hand statistics. Pure derivation from the stored hands or final scores; nothing is written here."""

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from scoring.engine.ledger import HandState, final_scores
from scoring.engine.placement import placements
from scoring.engine.records import Abort, Chombo, Draw, QuickHand, Record, Ron, TileHand, Tsumo
from scoring.engine.rules import Ruleset
from tournaments.models import Game, GameStatus, Seat
from tournaments.services.games import _stored_records, final_scores_state, fold_records
from tournaments.services.hand_json import hand_from_json
from tournaments.services.tournaments import tournament_ruleset


@dataclass
class SeatStats:
    hands: int = 0
    wins: int = 0
    tsumo: int = 0
    deal_ins: int = 0
    riichi: int = 0
    calls: int = 0
    win_value: int = 0
    deal_in_value: int = 0
    chombo: int = 0


@dataclass(frozen=True)
class SeatOutcome:
    seat_id: int
    registration_id: int
    round_number: int
    finished: bool
    score: int
    place: int
    points: Decimal
    chombo_points: Decimal
    hands: int = 0
    wins: int = 0
    tsumo: int = 0
    deal_ins: int = 0
    riichi: int = 0
    calls: int = 0
    win_value: int = 0
    deal_in_value: int = 0
    chombo: int = 0


def is_open(hand: object) -> bool:
    """Whether a winning hand was open (called tiles; a closed kan keeps it closed)."""
    if isinstance(hand, QuickHand):
        return not hand.closed
    if isinstance(hand, TileHand):
        return any(not meld.startswith("ankan:") for meld in hand.melds)
    return False


def hand_stats(records: Sequence[Record], states: Sequence[HandState]) -> list[SeatStats]:
    """Per initial seat: hands played (a chombo is not one), wins (and by tsumo), deal-ins, riichi
    declarations, open-hand wins (the only calls a record shows), points won and dealt in (before
    deposits), chombo."""
    stats = [SeatStats() for _ in range(4)]
    for record, after in zip(records, states[1:], strict=True):
        if isinstance(record, Chombo):
            # not a hand played: the hand is replayed, so the rates do not count it
            stats[record.offender].chombo += 1
            continue
        for s in stats:
            s.hands += 1
        for seat in record.riichi:
            stats[seat].riichi += 1
        if isinstance(record, Draw | Abort):
            continue
        discarder = record.discarder if isinstance(record, Ron) else None
        hands = {w.winner: w.hand for w in (record.wins if isinstance(record, Ron) else (record.win,))}
        # Paid wins only: with head bump, the winners behind the nearest one are not paid.
        for paid in after.wins:
            winner = stats[paid.winner]
            winner.wins += 1
            winner.tsumo += isinstance(record, Tsumo)
            winner.calls += is_open(hands.get(paid.winner))
            winner.win_value += -sum(d for seat, d in enumerate(paid.deltas) if seat != paid.winner)
            if discarder is not None:
                stats[discarder].deal_in_value += max(0, -paid.deltas[discarder])
        if discarder is not None and after.wins:
            stats[discarder].deal_ins += 1
    return stats


def _points(
    scores: Sequence[int], ruleset: Ruleset, penalties: Sequence[float]
) -> tuple[list[int], list[Decimal]]:
    """Places and game points for final table scores, by the engine's placement rules."""
    by_seat = {p.seat: p for p in placements(scores, ruleset, penalties)}
    places = [by_seat[seat].place for seat in range(4)]
    return places, [Decimal(repr(by_seat[seat].points)).quantize(Decimal("0.001")) for seat in range(4)]


def game_outcomes(
    *,
    game: Game,
    ruleset: Ruleset | None = None,
    seats: Sequence[tuple[int, int]] | None = None,
    hands: Sequence[tuple[int, dict[str, object]]] | None = None,
) -> list[SeatOutcome]:
    """What the game says now for each seat (empty while it has no result). A running game gets
    provisional places and points as if it ended now. A full rebuild passes the ruleset, the seats
    ((seat id, registration id) in wind order) and the hands ((number, record JSON)) it fetched in bulk."""
    if game.status == GameStatus.PENDING:
        return []
    if ruleset is None:
        ruleset = tournament_ruleset(game.tournament)
    if seats is None:
        seats = list(
            Seat.objects.filter(table_id=game.table_id).order_by("wind").values_list("id", "registration_id")
        )
    finished = game.status == GameStatus.FINISHED
    if game.final_scores is not None:
        state = final_scores_state(ruleset, game)
        stats = [SeatStats(chombo=n) for n in game.final_chombo or [0] * 4]
    else:
        if hands is None:
            numbered = _stored_records(game)
        else:
            numbered = [(number, hand_from_json(record)) for number, record in hands]
        states = fold_records(ruleset, numbered)
        state = states[-1]
        stats = hand_stats([r for _, r in numbered], states)
    scores = list(final_scores(state, ruleset)) if finished else list(state.scores)
    places, points = _points(scores, ruleset, state.penalties)
    return [
        SeatOutcome(
            seat_id=seat_id,
            registration_id=registration_id,
            round_number=game.round.number,
            finished=finished,
            score=scores[wind],
            place=places[wind],
            points=points[wind],
            chombo_points=Decimal(str(state.penalties[wind])),
            **vars(stats[wind]),
        )
        for wind, (seat_id, registration_id) in enumerate(seats)
    ]
