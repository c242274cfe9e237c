"""A record that cannot happen is refused with a reason naming it, and the state stays as it was."""

from __future__ import annotations

import copy

import pytest

from scoring.engine.ledger import LedgerError, apply, fold_game
from scoring.engine.records import Abort, Chombo, Draw, Ron, Tsumo
from scoring.engine.rules import get_preset
from tests.ledger.helpers import at, direct, win

TENHOU = get_preset("tenhou")
WRC = get_preset("wrc")


@pytest.mark.parametrize(
    ("ruleset", "state_kw", "record", "reason"),
    [
        (TENHOU, {}, Ron(discarder=1, wins=(win(1),)), "cannot ron their own discard"),
        (
            TENHOU,
            {"scores": (25000, 900, 25000, 49100)},
            Tsumo(win=win(0), riichi=(1,)),
            "seat 1 has 900 points",
        ),
        (TENHOU, {}, Draw(tenpai=(0, 7)), "tenpai: unknown player 7"),
        (TENHOU, {}, Draw(tenpai=(0, 0)), "tenpai: a player is listed twice"),
        (TENHOU, {}, Draw(tenpai=(1,), riichi=(2,)), "riichi player seat 2 must be tenpai"),
        (WRC, {}, Ron(discarder=0, wins=(win(2), win(1))), "only seat 1, nearest the discarder, wins"),
        (TENHOU, {}, Ron(discarder=0, wins=(win(1), win(2), win(3))), "triple ron is an abortive draw"),
        (TENHOU, {}, Ron(discarder=0, wins=(win(1), win(1))), "a player is listed twice"),
        (TENHOU, {}, Ron(discarder=0, wins=()), "at least one winner"),
        (TENHOU, {}, Tsumo(win=win(1, yaku=("daisangen",), pao=1)), "cannot be liable for their own hand"),
        # liability stays with daisangen and daisuushii (rules.md 6): a liable player left on a
        # tsuuiisou after the scorer changed the yakuman paid all of it
        (
            TENHOU,
            {},
            Tsumo(win=win(1, yaku=("tsuuiisou",), pao=2)),
            "liability applies under this ruleset to daisangen, daisuushii only",
        ),
        (TENHOU, {}, Ron(discarder=0, wins=(win(1, 3, 30, pao=2),)), "liability applies under this ruleset"),
        (WRC, {}, Draw(nagashi=(1,)), "no nagashi mangan"),
        (WRC, {}, Abort(reason="kyuushu"), "not played under this ruleset"),
        (TENHOU, {}, Abort(reason="suucha_riichi", riichi=(0, 1, 2)), "needs all four players in riichi"),
        (TENHOU, {}, Abort(reason="nine gates"), "unknown abortive draw"),  # type: ignore[arg-type]
        (TENHOU, {}, Chombo(offender=2), "no chombo rule"),
        (TENHOU, {}, Ron(discarder=5, wins=(win(1),)), "discarder: unknown player 5"),
        (
            TENHOU,
            {},
            Tsumo(win=win(1, 2, 30, yaku=("riichi", "menzen_tsumo"))),
            "seat 1 wins with riichi but is not among this hand's riichi players",
        ),
    ],
)
def test_an_impossible_record_is_refused_with_its_reason(ruleset, state_kw, record, reason) -> None:
    state = at(ruleset, **state_kw)
    before = copy.deepcopy(state)
    with pytest.raises(LedgerError) as exc:
        apply(state, record, ruleset, direct)
    assert reason in exc.value.reason
    assert state == before


def test_a_player_below_1000_may_declare_riichi_where_the_ruleset_allows_it() -> None:
    ruleset = TENHOU.replace(riichi_below_1000=True)
    after = apply(
        at(ruleset, scores=(25000, 900, 25000, 49100)), Tsumo(win=win(0), riichi=(1,)), ruleset, direct
    )
    assert after.scores[1] == 900 - 1000 - 500


def test_a_hand_after_the_game_is_over_is_refused() -> None:
    # South 4, nobody below 30000 is needed: seat 3 (dealer) is not involved, seat 0 wins and leads.
    state = at(TENHOU, kyoku=7, scores=(40000, 20000, 20000, 20000))
    over = apply(state, Ron(discarder=1, wins=(win(0),)), TENHOU, direct)
    assert over.game_over
    with pytest.raises(LedgerError, match="the game is already over"):
        apply(over, Draw(), TENHOU, direct)


def test_an_illegal_hand_is_refused_with_the_engines_reason() -> None:
    # Default valuer: quick entry through the engine; 1 han 20 fu cannot be.
    with pytest.raises(LedgerError, match="fu"):
        apply(at(TENHOU), Tsumo(win=win(1, 1, 20, yaku=("menzen_tsumo",))), TENHOU)


def test_fold_game_names_the_record_that_cannot_happen() -> None:
    records = [Tsumo(win=win(1, 1, 30)), Ron(discarder=2, wins=(win(2),))]
    with pytest.raises(LedgerError, match=r"record 2 \(E2-0\): .*cannot ron their own discard"):
        fold_game(records, TENHOU, valuer=direct)


def test_refusal_gives_the_reason_or_none_without_raising() -> None:
    from scoring.engine.ledger import refusal

    state = at(TENHOU)
    assert refusal(state, Ron(discarder=1, wins=(win(1),)), TENHOU, direct) is not None
    assert refusal(state, Draw(tenpai=(0,)), TENHOU, direct) is None


def test_a_state_summarises_itself_for_the_api() -> None:
    after = apply(
        at(TENHOU, honba=1),
        Ron(discarder=2, wins=(win(1, 3, 30, yaku=("riichi",)),), riichi=(1,)),
        TENHOU,
        direct,
    )
    summary = after.as_dict()
    assert summary["round"] == "E" and summary["hand"] == 2 and summary["dealer"] == 1
    assert summary["deltas"] == [0, 3900 + 300 + 1000, -4200, 0]
    assert summary["wins"][0]["han"] == 3 and summary["wins"][0]["fu"] == 30
