"""Small builders for ledger tests: quick wins valued straight from their han/fu (no hand validation)."""

from __future__ import annotations

from scoring.engine.ledger import HandState, WinContext, WinValue, initial_state
from scoring.engine.records import QuickHand, Win
from scoring.engine.rules import Ruleset
from scoring.engine.yaku import YAKU, yakuman_multiple


def direct(win: Win, ctx: WinContext, ruleset: Ruleset) -> WinValue:
    """Take a quick hand at its word: the ledger's table rules are under test, not hand validation."""
    hand = win.hand
    assert isinstance(hand, QuickHand)
    yakuman = [n for n in hand.yaku if n in YAKU and YAKU[n].yakuman]
    if yakuman:
        # named, as the engine names them: liability (pao) depends on which yakuman it is
        return WinValue(
            han=0, fu=0, yakuman=yakuman_multiple(yakuman, ruleset), yaku=tuple((n, 13) for n in yakuman)
        )
    return WinValue(han=hand.han, fu=hand.fu)


def win(seat: int, han: int = 1, fu: int = 30, *, yaku: tuple[str, ...] = (), pao: int | None = None) -> Win:
    return Win(winner=seat, hand=QuickHand(han=han, fu=fu, yaku=yaku), pao=pao)


def at(ruleset: Ruleset, *, scores: tuple[int, int, int, int] | None = None, **kw: int) -> HandState:
    return initial_state(ruleset, scores, **kw)
