"""Base points and who pays what for one win (rules.md section 5).

Seats are the seat winds of the hand, "E" "S" "W" "N"; East is the dealer. Deltas are point changes
that sum to zero except for the riichi deposits the winner collects from the table.
"""

from __future__ import annotations

from scoring.engine.rules import Ruleset

WINDS = ("E", "S", "W", "N")
_SEATS = frozenset(WINDS)
MANGAN_BASE = 2000
YAKUMAN_BASE = 8000

_LIMITS_BY_HAN = ((11, 6000, "sanbaiman"), (8, 4000, "baiman"), (6, 3000, "haneman"), (5, 2000, "mangan"))


def yakuman_limit_name(multiplier: int) -> str:
    """'yakuman', 'double_yakuman', 'triple_yakuman', then 'yakuman_x4' ..."""
    names = {1: "yakuman", 2: "double_yakuman", 3: "triple_yakuman"}
    return names.get(multiplier, f"yakuman_x{multiplier}")


def base_points(han: int, fu: int, ruleset: Ruleset, yakuman_multiplier: int = 0) -> tuple[int, str | None]:
    """Base points of a hand and its limit name (None below mangan).

    yakuman_multiplier > 0 means a yakuman hand (8000 x multiplier); otherwise han and fu decide,
    with 13+ han a counted yakuman or sanbaiman by `ruleset.kazoe_yakuman`, and kiriage by `ruleset.kiriage`.
    """
    if yakuman_multiplier < 0:
        raise ValueError(f"yakuman_multiplier: must be 0 or more, got {yakuman_multiplier}")
    if yakuman_multiplier:
        return YAKUMAN_BASE * yakuman_multiplier, yakuman_limit_name(yakuman_multiplier)
    if han < 1:
        raise ValueError(f"han: must be at least 1, got {han}")
    if fu < 20 and han < 5:  # from 5 han up the fu change nothing (a record may leave them out)
        raise ValueError(f"fu: must be at least 20, got {fu}")
    if han >= 13:
        return (YAKUMAN_BASE, "yakuman") if ruleset.kazoe_yakuman else (6000, "sanbaiman")
    for min_han, base, name in _LIMITS_BY_HAN:
        if han >= min_han:
            return base, name
    base = fu * 2 ** (han + 2)
    if base >= MANGAN_BASE or (ruleset.kiriage and (han, fu) in ((4, 30), (3, 60))):
        return MANGAN_BASE, "mangan"
    return base, None


def round_up_100(points: float) -> int:
    return int(-(-points // 100) * 100)


def raw_deltas(*, base: int, winner: str, discarder: str | None, dealer: str = "E") -> dict[str, int]:
    """Payments of one win without honba or deposits: ron from the discarder, or tsumo from everyone.

    Each single payment is rounded up to 100 (non-dealer ron 4 x base, dealer ron 6 x base; tsumo:
    the dealer pays 2 x base, others 1 x base; a dealer's tsumo is 2 x base from each).
    """
    if winner not in _SEATS:
        _check_seat("winner", winner)
    if dealer not in _SEATS:
        _check_seat("dealer", dealer)
    deltas = dict.fromkeys(WINDS, 0)
    if discarder is not None:
        if discarder not in _SEATS:
            _check_seat("discarder", discarder)
        if discarder == winner:
            raise ValueError("discarder: the winner cannot deal in to themselves")
        pay = int(-(-base * (6 if winner == dealer else 4) // 100) * 100)  # rounded up to 100
        deltas[discarder] = -pay
        deltas[winner] = pay
        return deltas
    if winner == dealer:
        pay = int(-(-base * 2 // 100) * 100)
        for payer in WINDS:
            deltas[payer] = -pay
        deltas[winner] = 3 * pay
        return deltas
    dealer_pay = int(-(-base * 2 // 100) * 100)
    other_pay = int(-(-base // 100) * 100)
    for payer in WINDS:
        deltas[payer] = -other_pay
    deltas[dealer] = -dealer_pay
    deltas[winner] = dealer_pay + 2 * other_pay
    return deltas


def honba_deltas(*, winner: str, discarder: str | None, honba: int, ruleset: Ruleset) -> dict[str, int]:
    """The honba bonus alone: honba_value per counter from the discarder, or a third of it from each."""
    if honba < 0:
        raise ValueError(f"honba: must be 0 or more, got {honba}")
    deltas = dict.fromkeys(WINDS, 0)
    total = honba * ruleset.honba_value
    if discarder is not None:
        deltas[discarder] -= total
    else:
        for payer in WINDS:
            if payer != winner:
                deltas[payer] -= total // 3
    deltas[winner] += total
    return deltas


def win_deltas(
    *,
    base: int,
    winner: str,
    discarder: str | None,
    dealer: str = "E",
    honba: int = 0,
    deposits: int = 0,
    ruleset: Ruleset,
) -> dict[str, int]:
    """Point changes of one win: raw payments, plus honba, plus the deposits (riichi sticks) to the winner."""
    if deposits < 0:
        raise ValueError(f"deposits: must be 0 or more, got {deposits}")
    if honba < 0:
        raise ValueError(f"honba: must be 0 or more, got {honba}")
    deltas = raw_deltas(base=base, winner=winner, discarder=discarder, dealer=dealer)
    if honba:
        for seat, value in honba_deltas(
            winner=winner, discarder=discarder, honba=honba, ruleset=ruleset
        ).items():
            deltas[seat] += value
    deltas[winner] += deposits * ruleset.riichi_deposit
    return deltas


def _check_seat(name: str, seat: str) -> None:
    if seat not in WINDS:
        raise ValueError(f"{name}: must be one of E, S, W, N, got {seat!r}")


def pao_win_deltas(
    *,
    base: int,
    yakuman: int,
    winner: str,
    discarder: str | None,
    liable: str,
    dealer: str = "E",
    honba: int = 0,
    deposits: int = 0,
    ruleset: Ruleset,
) -> dict[str, int]:
    """Point changes of a yakuman win with a liable player (pao, rules.md section 6).

    The liable part is the whole hand (pao_scope "hand", Tenhou) or one yakuman of it ("yakuman").
    Tsumo: the liable player pays the liable part in full, honba included. Ron from another player:
    the liable part is split half and half between the liable player and the discarder, and the
    liable player pays the honba. Deposits go to the winner as usual.
    """
    _check_seat("liable", liable)
    if liable == winner:
        raise ValueError("pao: the winner cannot be liable for their own hand")
    if yakuman < 1:
        raise ValueError("pao: liability applies to yakuman hands only")
    liable_base = base if ruleset.pao_scope == "hand" else base // yakuman
    rest = base - liable_base
    honba_points = honba * ruleset.honba_value
    deltas = dict.fromkeys(WINDS, 0)
    if discarder is not None and discarder != liable:
        _check_seat("discarder", discarder)
        part = round_up_100(liable_base * (6 if winner == dealer else 4))
        normal = round_up_100(rest * (6 if winner == dealer else 4)) if rest else 0
        deltas[liable] -= part // 2 + honba_points
        deltas[discarder] -= part - part // 2 + normal
        deltas[winner] += part + normal + honba_points
    elif discarder is not None:  # the liable player dealt in: an ordinary ron
        return win_deltas(
            base=base,
            winner=winner,
            discarder=discarder,
            dealer=dealer,
            honba=honba,
            deposits=deposits,
            ruleset=ruleset,
        )
    else:
        liable_part = raw_deltas(base=liable_base, winner=winner, discarder=None, dealer=dealer)
        normal_part = raw_deltas(base=rest, winner=winner, discarder=None, dealer=dealer) if rest else None
        for seat in WINDS:
            if seat == winner:
                continue
            deltas[liable] += liable_part[seat]
            if normal_part:
                deltas[seat] += normal_part[seat]
        deltas[liable] -= honba_points
        deltas[winner] = -sum(v for seat, v in deltas.items() if seat != winner)
    deltas[winner] += deposits * ruleset.riichi_deposit
    return deltas
