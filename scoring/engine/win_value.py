"""Evaluate one win of a hand record with the engine: tiles through hands.py, quick entry through quick.py.

The ledger calls this for every win; an illegal hand raises ValueError with the engine's reasons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scoring.engine.ledger import WinContext, WinValue
from scoring.engine.records import SITUATION_FLAGS, QuickHand, TileHand, Win
from scoring.engine.rules import Ruleset

if TYPE_CHECKING:
    from scoring.engine.result import HandResult


def _checked(result: HandResult) -> WinValue:
    if not result.legal:
        raise ValueError("illegal hand: " + "; ".join(result.errors))
    return WinValue(han=result.han, fu=result.fu, yakuman=result.yakuman, yaku=tuple(result.yaku))


def evaluate_tile_win(hand: TileHand, ctx: WinContext, ruleset: Ruleset) -> WinValue:
    from scoring.engine.hands import Situation, evaluate_hand

    flags = {flag: True for flag in hand.flags if flag in Situation.__dataclass_fields__}
    situation = Situation(
        seat=ctx.seat_wind,
        round=ctx.round_wind,
        tsumo=ctx.tsumo,
        discarder=ctx.discarder_wind,
        honba=ctx.honba,
        deposits=ctx.deposits,
        **flags,
    )
    return _checked(
        evaluate_hand(
            hand=hand.hand,
            melds=hand.melds,
            win=hand.win,
            situation=situation,
            ruleset=ruleset,
            dora=hand.dora,
            ura=hand.ura,
        )
    )


def evaluate_quick_win(hand: QuickHand, ctx: WinContext, ruleset: Ruleset) -> WinValue:
    from scoring.engine import quick
    from scoring.engine.quick_options import counts_as_yakuman
    from scoring.engine.yaku import YAKU

    # renhou is a yakuman where the ruleset says so (it was checked as an ordinary yaku and refused)
    yakuman = tuple(n for n in hand.yaku if n in YAKU and counts_as_yakuman(n, ruleset))
    ordinary = tuple(n for n in hand.yaku if n not in yakuman)
    request = quick.QuickHand(
        seat=ctx.seat_wind,
        round=ctx.round_wind,
        tsumo=ctx.tsumo,
        discarder=ctx.discarder_wind,
        is_open=not hand.closed,
        han=None if yakuman else hand.han,
        fu=None if yakuman or (hand.han >= 5 and hand.fu == 0) else hand.fu,
        yaku=ordinary if not yakuman else None,
        yakuman=yakuman,
        dora_count=hand.dora_count,
        honba=ctx.honba,
        deposits=ctx.deposits,
        flags=frozenset(n for n in hand.yaku if n in SITUATION_FLAGS),
    )
    return _checked(quick.evaluate_quick(request, ruleset))


def evaluate_win(win: Win, ctx: WinContext, ruleset: Ruleset) -> WinValue:
    if isinstance(win.hand, TileHand):
        return evaluate_tile_win(win.hand, ctx, ruleset)
    if isinstance(win.hand, QuickHand):
        return evaluate_quick_win(win.hand, ctx, ruleset)
    raise ValueError(f"hand: a win needs tiles or quick entry, got {type(win.hand).__name__}")
