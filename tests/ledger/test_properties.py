"""Invariants of the ledger over random sequences of legal hand records, for every preset.

- points are conserved: scores plus the deposits on the table stay constant (a chombo penalty is
  outside the table and does not count);
- honba rises by one on a dealer repeat or a draw, resets on a non-dealer win, stays on a chombo;
- every game ends: after any legal history, non-dealer wins finish it within a bounded number of hands.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.engine.ledger import HandState, apply, initial_state
from scoring.engine.presets import PRESETS
from scoring.engine.records import Abort, Chombo, Draw, Record, Ron, Tsumo
from scoring.engine.rules import Ruleset
from tests.ledger.helpers import direct, win

HANDS = [(1, 30), (2, 40), (3, 30), (4, 30), (1, 110), (5, 30), (7, 30), (13, 30)]


def _riichi(draw: st.DrawFn, state: HandState, ruleset: Ruleset, among: list[int]) -> tuple[int, ...]:
    able = [s for s in among if state.scores[s] >= ruleset.riichi_deposit or ruleset.riichi_below_1000]
    return tuple(sorted(draw(st.sets(st.sampled_from(able)) if able else st.just(set()))))


def _win(draw: st.DrawFn, seat: int, ruleset: Ruleset, pao: int | None = None, *, riichi: bool = False):  # type: ignore[no-untyped-def]
    if pao is not None and ruleset.pao:
        return win(seat, yaku=("daisangen",), pao=pao)
    han, fu = draw(st.sampled_from(HANDS))
    return win(seat, han, fu, yaku=("riichi",) if riichi else ())  # a declarer always counts riichi


@st.composite
def legal_record(draw: st.DrawFn, state: HandState, ruleset: Ruleset) -> Record:
    kinds = ["ron", "tsumo", "draw"]
    if ruleset.abortive_draws:
        kinds.append("abort")
    if ruleset.chombo != "none":
        kinds.append("chombo")
    kind = draw(st.sampled_from(kinds))
    seats = [0, 1, 2, 3]
    if kind == "tsumo":
        winner = draw(st.sampled_from(seats))
        pao = draw(st.one_of(st.none(), st.sampled_from([s for s in seats if s != winner])))
        riichi = _riichi(draw, state, ruleset, [winner])
        return Tsumo(win=_win(draw, winner, ruleset, pao, riichi=winner in riichi), riichi=riichi)
    if kind == "ron":
        discarder = draw(st.sampled_from(seats))
        others = [s for s in seats if s != discarder]
        most = {"head_bump": 1, "double": 2, "all": 3}[ruleset.multiple_ron]
        count = draw(st.integers(1, most))
        winners = sorted(draw(st.permutations(others))[:count])
        riichi = _riichi(draw, state, ruleset, winners)
        wins = tuple(_win(draw, w, ruleset, riichi=w in riichi) for w in winners)
        return Ron(discarder=discarder, wins=wins, riichi=riichi)
    if kind == "draw":
        tenpai = tuple(sorted(draw(st.sets(st.sampled_from(seats)))))
        nagashi: tuple[int, ...] = ()
        if ruleset.nagashi_mangan and draw(st.booleans()):
            nagashi = (draw(st.sampled_from(seats)),)
        return Draw(tenpai=tenpai, nagashi=nagashi, riichi=_riichi(draw, state, ruleset, list(tenpai)))
    if kind == "abort":
        reason = draw(st.sampled_from(sorted(ruleset.abortive_draws)))
        if reason == "suucha_riichi":
            if any(s < ruleset.riichi_deposit for s in state.scores) and not ruleset.riichi_below_1000:
                return Abort(reason="sanchahou") if "sanchahou" in ruleset.abortive_draws else Draw()
            return Abort(reason=reason, riichi=(0, 1, 2, 3))
        return Abort(reason=reason, riichi=_riichi(draw, state, ruleset, seats))  # type: ignore[arg-type]
    return Chombo(offender=draw(st.sampled_from(seats)))


def _table_total(state: HandState, ruleset: Ruleset) -> int:
    return sum(state.scores) + state.deposits * ruleset.riichi_deposit


def _finish(state: HandState, ruleset: Ruleset) -> HandState:
    """Play non-dealer ron wins (the seat after the dealer wins from the one after it) until the end."""
    for _ in range(16):
        if state.game_over:
            return state
        winner, discarder = (state.dealer + 1) % 4, (state.dealer + 2) % 4
        state = apply(state, Ron(discarder=discarder, wins=(win(winner, 1, 30),)), ruleset, direct)
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(PRESETS)), data=st.data())
def test_random_legal_games_conserve_points_move_honba_by_the_rules_and_end(
    name: str, data: st.DataObject
) -> None:
    ruleset = PRESETS[name]
    state = initial_state(ruleset)
    total = _table_total(state, ruleset)
    for _ in range(data.draw(st.integers(1, 30), label="hands")):
        if state.game_over:
            break
        record = data.draw(legal_record(state, ruleset), label="record")
        after = apply(state, record, ruleset, direct)
        assert _table_total(after, ruleset) == total
        if isinstance(record, Chombo):
            assert (after.honba, after.kyoku) == (state.honba, state.kyoku)
        elif isinstance(record, Ron | Tsumo):
            winners = {w.winner for w in record.wins} if isinstance(record, Ron) else {record.win.winner}
            if state.dealer in winners:
                assert (after.honba, after.kyoku) == (state.honba + 1, state.kyoku)
            else:
                assert (after.honba, after.kyoku) == (0, state.kyoku + 1)
        else:
            assert after.honba == state.honba + 1
        state = after
    state = _finish(state, ruleset)
    assert state.game_over
    assert _table_total(state, ruleset) == total


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(PRESETS)), data=st.data())
def test_any_sequence_of_records_round_trips_through_game_json(name: str, data: st.DataObject) -> None:
    import json

    from scoring.engine.importers.gamejson import Game, game_from_json, game_to_json

    ruleset = PRESETS[name]
    state = initial_state(ruleset)
    records = tuple(
        data.draw(legal_record(state, ruleset), label="record") for _ in range(data.draw(st.integers(0, 6)))
    )
    game = Game(ruleset=name, records=records)
    doc = json.loads(json.dumps(game_to_json(game)))
    assert game_from_json(doc) == game
    assert game_to_json(game_from_json(doc)) == doc
