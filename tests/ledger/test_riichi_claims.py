"""A riichi declarer who wins counts riichi (or double / open riichi) and holds a closed hand; a
yakuman counts no ordinary yaku, so it needs none. Valued by the engine itself, tiles and quick entry."""

from __future__ import annotations

import pytest

from scoring.engine.ledger import LedgerError, apply, initial_state
from scoring.engine.records import Hand, QuickHand, Ron, TileHand, Tsumo, Win
from scoring.engine.rules import get_preset

TENHOU = get_preset("tenhou").replace(open_riichi=True)

# Seat 1 (South) wins closed by tsumo: 234m 406p 678s 22s + 345s, winning on 5s.
CLOSED = "234m406p678s22s345s"


def _tsumo(hand: Hand, riichi: tuple[int, ...] = (1,)) -> Tsumo:
    return Tsumo(win=Win(winner=1, hand=hand), riichi=riichi)


@pytest.mark.parametrize(
    ("hand", "reason"),
    [
        (
            TileHand(hand=CLOSED, win="5s", flags=frozenset()),
            "riichi: seat 1 declared riichi but wins without counting riichi",
        ),
        (
            QuickHand(han=3, fu=20, yaku=("menzen_tsumo", "pinfu", "tanyao")),
            "riichi: seat 1 declared riichi but wins without counting riichi",
        ),
        (
            TileHand(hand="234m406p22s345s", win="5s", melds=("chi:678s",), flags=frozenset({"riichi"})),
            "riichi: seat 1 declared riichi but wins with an open hand",
        ),
        (
            QuickHand(han=1, fu=30, yaku=("tanyao",), closed=False),
            "riichi: seat 1 declared riichi but wins with an open hand",
        ),
    ],
)
def test_a_declarer_who_wins_without_riichi_or_with_an_open_hand_is_refused(hand: Hand, reason: str) -> None:
    with pytest.raises(LedgerError) as exc:
        apply(initial_state(TENHOU), _tsumo(hand), TENHOU)
    assert exc.value.reason == reason


@pytest.mark.parametrize(
    ("hand", "han"),
    [
        # riichi, menzen tsumo, pinfu, tanyao and the red five: 5 han; double riichi is 2 han.
        (TileHand(hand=CLOSED, win="5s", flags=frozenset({"riichi"})), 5),
        (TileHand(hand=CLOSED, win="5s", flags=frozenset({"double_riichi"})), 6),
        (QuickHand(han=4, fu=20, yaku=("riichi", "menzen_tsumo", "pinfu", "tanyao")), 4),
        (QuickHand(han=5, fu=20, yaku=("double_riichi", "menzen_tsumo", "pinfu", "tanyao")), 5),
        (QuickHand(han=5, fu=20, yaku=("open_riichi", "menzen_tsumo", "pinfu", "tanyao")), 5),
        # A closed kan keeps the hand closed.
        (
            TileHand(hand="234m406p22s345s", win="5s", melds=("ankan:9999m",), flags=frozenset({"riichi"})),
            None,
        ),
    ],
)
def test_a_declarer_who_counts_a_form_of_riichi_with_a_closed_hand_is_paid(
    hand: Hand, han: int | None
) -> None:
    after = apply(initial_state(TENHOU), _tsumo(hand), TENHOU)
    assert after.wins[0].winner == 1
    if han is not None:
        assert after.wins[0].value.han == han


@pytest.mark.parametrize(
    "hand",
    [
        TileHand(hand="19m19p19s1234567z1m", win="1m"),  # kokushi musou, no riichi flag
        QuickHand(han=13, fu=0, yaku=("kokushi",)),
    ],
)
def test_a_declarer_who_wins_a_yakuman_needs_no_riichi_yaku(hand: Hand) -> None:
    record = Ron(discarder=0, wins=(Win(winner=1, hand=hand),), riichi=(1,))
    after = apply(initial_state(TENHOU), record, TENHOU)
    assert after.wins[0].value.yakuman == 1


def test_a_winner_who_did_not_declare_may_still_win_with_an_open_hand() -> None:
    after = apply(
        initial_state(TENHOU), _tsumo(QuickHand(han=1, fu=30, yaku=("tanyao",), closed=False), ()), TENHOU
    )
    assert after.wins[0].value.han == 1
