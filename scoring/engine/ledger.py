"""The game ledger: a game is a fold of its hand records through its ruleset.

`apply(state, record, ruleset)` checks one record against the state after the previous ones and
returns the next state, or raises LedgerError with the reason (the state is immutable, so nothing
changes on refusal). `fold_game` applies a whole list; the tournaments app can store records one by one
and validate "record N+1 against the state after N" with `apply`.

Seats are initial seats 0..3. kyoku counts hands from East 1 = 0 (South 1 = 4, West 1 = 8); the dealer
of kyoku k is seat k % 4. Deltas exclude the riichi deposits paid during the hand (as Tenhou records
do); scores after = scores before - deposit x riichi declarers + deltas.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from scoring.engine.records import (
    ABORT_KINDS,
    SEATS,
    Abort,
    Chombo,
    Draw,
    Record,
    Ron,
    Seat,
    TileHand,
    Tsumo,
    Win,
)
from scoring.engine.rules import Ruleset

WINDS = "ESWN"


class LedgerError(ValueError):
    """A record that cannot happen in this state; `reason` says why (field first)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class WinContext:
    """What a hand evaluator needs to know about the table for one win."""

    seat_wind: str
    round_wind: str
    tsumo: bool
    discarder_wind: str | None
    honba: int
    deposits: int
    dealer: bool


@dataclass(frozen=True)
class WinValue:
    """The value of one win as evaluated: han, fu, yakuman multiples (0 = not a yakuman)."""

    han: int
    fu: int
    yakuman: int = 0
    yaku: tuple[tuple[str, int], ...] = ()


Valuer = Callable[[Win, WinContext, Ruleset], WinValue]


@dataclass(frozen=True)
class WinResult:
    """One win as paid: who, from whom, the evaluated value, base points and what it moved."""

    winner: Seat
    value: WinValue
    base: int
    limit: str | None
    deltas: tuple[int, int, int, int]
    # of the winner's gain: the honba counters' points and the riichi sticks taken (shown apart)
    honba_points: int = 0
    sticks: int = 0


@dataclass(frozen=True)
class HandState:
    """The table after `index` records (index 0 = before the first hand)."""

    index: int
    scores: tuple[int, int, int, int]
    kyoku: int = 0
    honba: int = 0
    deposits: int = 0  # riichi sticks on the table
    penalties: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # game points, chombo
    game_over: bool = False
    end_reason: str | None = None
    # What the last record did.
    deltas: tuple[int, int, int, int] = (0, 0, 0, 0)
    riichi: tuple[Seat, ...] = ()
    wins: tuple[WinResult, ...] = ()

    @property
    def dealer(self) -> Seat:
        return self.kyoku % 4

    @property
    def round_wind(self) -> str:
        return WINDS[(self.kyoku // 4) % 4]

    @property
    def hand_number(self) -> int:
        return self.kyoku % 4 + 1

    @property
    def label(self) -> str:
        return f"{self.round_wind}{self.hand_number}-{self.honba}"

    def seat_wind(self, seat: Seat) -> str:
        return WINDS[(seat - self.dealer) % 4]

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready summary (for the API, caches and templates)."""
        return {
            "index": self.index,
            "round": self.round_wind,
            "hand": self.hand_number,
            "kyoku": self.kyoku,
            "dealer": self.dealer,
            "honba": self.honba,
            "deposits": self.deposits,
            "scores": list(self.scores),
            "penalties": list(self.penalties),
            "deltas": list(self.deltas),
            "riichi": list(self.riichi),
            "wins": [
                {
                    "winner": w.winner,
                    "han": w.value.han,
                    "fu": w.value.fu,
                    "yakuman": w.value.yakuman,
                    "yaku": [{"name": name, "han": han} for name, han in w.value.yaku],
                    "limit": w.limit,
                    "deltas": list(w.deltas),
                }
                for w in self.wins
            ],
            "game_over": self.game_over,
            "end_reason": self.end_reason,
        }


def initial_state(ruleset: Ruleset, scores: Sequence[int] | None = None, **at: int) -> HandState:
    """The table before the first hand; `scores`, `kyoku`, `honba`, `deposits` start mid-game (excerpts)."""
    start = tuple(scores) if scores is not None else (ruleset.start_points,) * 4
    if len(start) != 4:
        raise LedgerError(f"scores: need 4 scores, got {len(start)}")
    return HandState(index=0, scores=start, **at)  # type: ignore[arg-type]


def _quarter(seats: Iterable[Seat], what: str) -> tuple[Seat, ...]:
    out = tuple(seats)
    for seat in out:
        if seat not in SEATS:
            raise LedgerError(f"{what}: unknown player {seat!r} (seats are 0-3)")
    if len(set(out)) != len(out):
        raise LedgerError(f"{what}: a player is listed twice")
    return out


# --- win payments ---


def _base(value: WinValue, ruleset: Ruleset) -> tuple[int, str | None]:
    from scoring.engine.payments import base_points

    return base_points(value.han, value.fu, ruleset, yakuman_multiplier=value.yakuman)


def _pao_split(value: WinValue, base: int, ruleset: Ruleset) -> tuple[int, int]:
    """(base paid under liability, base paid normally).

    pao_scope "hand" (Tenhou): the liability covers the whole hand; "yakuman": only the one yakuman
    it is for, any other yakuman of the hand being paid as usual.
    """
    if value.yakuman <= 0:
        return 0, base
    if ruleset.pao_scope == "hand":
        return base, 0
    pao_base = base // value.yakuman
    return pao_base, base - pao_base


def _by_seat(state: HandState, by_wind: dict[str, int]) -> list[int]:
    return [by_wind[state.seat_wind(seat)] for seat in SEATS]


def _win_deltas(
    state: HandState,
    win: Win,
    value: WinValue,
    base: int,
    discarder: Seat | None,
    honba: int,
    ruleset: Ruleset,
) -> list[int]:
    """One win's payments (payments.py does the split), with pao and `honba` counters added."""
    from scoring.engine.payments import honba_deltas, raw_deltas

    wind = state.seat_wind
    pao_base, rest = _pao_split(value, base, ruleset) if win.pao is not None else (0, base)
    d = [0, 0, 0, 0]
    for part, liable in ((rest, False), (pao_base, True)):
        if not part:
            continue
        winner_wind = wind(win.winner)
        raw = _by_seat(
            state,
            raw_deltas(
                base=part, winner=winner_wind, discarder=None if discarder is None else wind(discarder)
            ),
        )
        if liable:
            assert win.pao is not None
            total = raw[win.winner]
            # Liability: the liable player pays a tsumo alone, a ron half with the discarder.
            share = total if discarder is None else total // 2
            raw = [0, 0, 0, 0]
            raw[win.pao] -= share
            if discarder is not None:
                raw[discarder] -= total - share
            raw[win.winner] += total
        for seat in SEATS:
            d[seat] += raw[seat]
    if honba:
        if pao_base:  # the liable player pays the honba too
            d[win.pao] -= honba * ruleset.honba_value  # type: ignore[index]
            d[win.winner] += honba * ruleset.honba_value
        else:
            extra = honba_deltas(
                winner=wind(win.winner),
                discarder=None if discarder is None else wind(discarder),
                honba=honba,
                ruleset=ruleset,
            )
            for seat, value_ in enumerate(_by_seat(state, extra)):
                d[seat] += value_
    return d


def _limit_name(limit: object) -> str | None:
    return None if limit is None else str(limit)


def _context(state: HandState, win: Win, discarder: Seat | None) -> WinContext:
    return WinContext(
        seat_wind=state.seat_wind(win.winner),
        round_wind=state.round_wind,
        tsumo=discarder is None,
        discarder_wind=None if discarder is None else state.seat_wind(discarder),
        honba=state.honba,
        deposits=state.deposits,
        dealer=win.winner == state.dealer,
    )


def _value(valuer: Valuer, win: Win, ctx: WinContext, ruleset: Ruleset) -> WinValue:
    try:
        return valuer(win, ctx, ruleset)
    except LedgerError:
        raise
    except ValueError as exc:
        # named by seat: "wins[1]" read as the second entry of the record's list of wins
        raise LedgerError(f"win of seat {win.winner}: {exc}") from None


_RIICHI_NAMES = frozenset({"riichi", "double_riichi", "open_riichi", "double_open_riichi"})


def _claims(win: Win) -> set[str]:
    hand = win.hand
    return set(hand.flags) if isinstance(hand, TileHand) else set(getattr(hand, "yaku", ()))


def _is_open(win: Win) -> bool:
    hand = win.hand
    if isinstance(hand, TileHand):
        return any(not meld.startswith("ankan:") for meld in hand.melds)  # a closed kan keeps it closed
    return not getattr(hand, "closed", True)


def _check_riichi_claim(win: Win, riichi: tuple[Seat, ...]) -> None:
    """A winner who counts riichi must have declared it in this hand (its deposit placed); a
    declarer cannot have called a tile since, so wins with a closed hand."""
    if _claims(win) & _RIICHI_NAMES and win.winner not in riichi:
        raise LedgerError(
            f"riichi: seat {win.winner} wins with riichi but is not among this hand's riichi players"
        )
    if win.winner in riichi and _is_open(win):
        raise LedgerError(riichi_open_reason(win.winner))


def riichi_open_reason(seat: Seat) -> str:
    """Why a declarer's win with an open hand is refused (also said by the entry form before the
    rest of the hand is picked)."""
    return f"riichi: seat {seat} declared riichi but wins with an open hand"


def _check_riichi_counted(win: Win, value: WinValue, riichi: tuple[Seat, ...]) -> None:
    """A declarer who wins always scores riichi (or its double/open form), unless the hand is a
    yakuman, which counts no ordinary yaku."""
    if win.winner in riichi and value.yakuman <= 0 and not _claims(win) & _RIICHI_NAMES:
        raise LedgerError(f"riichi: seat {win.winner} declared riichi but wins without counting riichi")


def _check_pao(win: Win, ruleset: Ruleset, discarder: Seat | None) -> None:
    if win.pao is None:
        return
    if not ruleset.pao:
        raise LedgerError("pao: this ruleset has no liability (pao)")
    if win.pao not in SEATS:
        raise LedgerError(f"pao: unknown player {win.pao!r}")
    if win.pao == win.winner:
        raise LedgerError(f"pao: the winner (seat {win.winner}) cannot be liable for their own hand")


def _check_pao_hand(win: Win, value: WinValue, ruleset: Ruleset) -> None:
    """Liability covers only the yakuman the ruleset names (daisangen, daisuushii, ...)."""
    if win.pao is not None and (value.yakuman <= 0 or not {name for name, _ in value.yaku} & ruleset.pao):
        hands = ", ".join(sorted(ruleset.pao)) or "no hand"
        raise LedgerError(f"pao: liability applies under this ruleset to {hands} only")


def turn_distance(frm: Seat, to: Seat) -> int:
    """How many turns after `frm` the player `to` plays (1 = next to the right)."""
    return (to - frm) % 4


# --- the fold ---


def default_valuer(win: Win, ctx: WinContext, ruleset: Ruleset) -> WinValue:
    """Evaluate a win with the engine: tiles through hands.py, quick entry through quick.py."""
    from scoring.engine.win_value import evaluate_win

    return evaluate_win(win, ctx, ruleset)


def _check_riichi(state: HandState, riichi: tuple[Seat, ...], ruleset: Ruleset) -> None:
    for seat in riichi:
        if state.scores[seat] < ruleset.riichi_deposit and not ruleset.riichi_below_1000:
            raise LedgerError(
                f"riichi: seat {seat} has {state.scores[seat]} points, "
                f"fewer than the {ruleset.riichi_deposit} a riichi deposit needs"
            )


def apply(state: HandState, record: Record, ruleset: Ruleset, valuer: Valuer | None = None) -> HandState:
    """The state after `record`, or LedgerError naming why the record cannot happen here."""
    if state.game_over:
        raise LedgerError(f"record {state.index + 1}: the game is already over ({state.end_reason})")
    valuer = valuer or default_valuer
    riichi = _quarter(record.riichi, "riichi")
    _check_riichi(state, riichi, ruleset)
    deposits = state.deposits + len(riichi)
    scores = [s - ruleset.riichi_deposit * (seat in riichi) for seat, s in enumerate(state.scores)]
    deltas = [0, 0, 0, 0]
    penalties = list(state.penalties)
    wins: list[WinResult] = []
    renchan = False
    honba_next = state.honba + 1
    keep_kyoku = False

    if isinstance(record, Ron):
        deposits, renchan = _apply_ron(state, record, ruleset, valuer, deltas, wins, deposits, riichi)
        honba_next = state.honba + 1 if renchan else 0
    elif isinstance(record, Tsumo):
        win = record.win
        if win.winner not in SEATS:
            raise LedgerError(f"win.winner: unknown player {win.winner!r}")
        _check_pao(win, ruleset, None)
        _check_riichi_claim(win, riichi)
        value = _value(valuer, win, _context(state, win, None), ruleset)
        _check_pao_hand(win, value, ruleset)
        _check_riichi_counted(win, value, riichi)
        base, limit = _base(value, ruleset)
        d = _win_deltas(state, win, value, base, None, state.honba, ruleset)
        d[win.winner] += deposits * ruleset.riichi_deposit
        taken = (state.honba * ruleset.honba_value, deposits)
        deposits = 0
        wins.append(WinResult(win.winner, value, base, _limit_name(limit), tuple(d), *taken))  # type: ignore[arg-type]
        deltas = d
        renchan = win.winner == state.dealer
        honba_next = state.honba + 1 if renchan else 0
    elif isinstance(record, Draw):
        renchan, deposits = _apply_draw(state, record, ruleset, riichi, deltas, deposits)
    elif isinstance(record, Abort):
        _check_abort(record, ruleset, riichi)
        renchan = True
    elif isinstance(record, Chombo):
        if record.offender not in SEATS:
            raise LedgerError(f"offender: unknown player {record.offender!r}")
        if ruleset.chombo == "none":
            raise LedgerError("chombo: this ruleset has no chombo rule")
        # The hand is void: deposits placed in it go back, the same hand is replayed.
        scores = list(state.scores)
        deposits = state.deposits
        riichi = ()
        if ruleset.chombo == "reverse_mangan":
            for seat in SEATS:
                if seat != record.offender:
                    pay = 4000 if state.dealer in (seat, record.offender) else 2000
                    deltas[seat] += pay
                    deltas[record.offender] -= pay
        else:
            penalties[record.offender] -= ruleset.chombo_penalty
        keep_kyoku = True
        honba_next = state.honba
    else:  # pragma: no cover - the Record union is closed
        raise LedgerError(f"kind: unknown record {record!r}")

    new_scores = tuple(s + d for s, d in zip(scores, deltas, strict=True))
    kyoku = state.kyoku if (renchan or keep_kyoku) else state.kyoku + 1
    after = HandState(
        index=state.index + 1,
        scores=new_scores,  # type: ignore[arg-type]
        kyoku=kyoku,
        honba=honba_next,
        deposits=deposits,
        penalties=tuple(penalties),  # type: ignore[arg-type]
        deltas=tuple(deltas),  # type: ignore[arg-type]
        riichi=riichi,
        wins=tuple(wins),
    )
    reason = _end_reason(state, after, record, renchan or keep_kyoku, ruleset)
    if reason:
        after = dataclasses.replace(after, game_over=True, end_reason=reason)
    return after


def _apply_ron(
    state: HandState,
    record: Ron,
    ruleset: Ruleset,
    valuer: Valuer,
    deltas: list[int],
    wins: list[WinResult],
    deposits: int,
    riichi: tuple[Seat, ...],
) -> tuple[int, bool]:
    if record.discarder not in SEATS:
        raise LedgerError(f"discarder: unknown player {record.discarder!r}")
    if not record.wins:
        raise LedgerError("wins: a ron needs at least one winner")
    seats = _quarter((w.winner for w in record.wins), "wins")
    if record.discarder in seats:
        raise LedgerError(f"wins: seat {record.discarder} cannot ron their own discard")
    ordered = sorted(record.wins, key=lambda w: turn_distance(record.discarder, w.winner))
    if ruleset.multiple_ron == "head_bump" and len(ordered) > 1:
        raise LedgerError(
            f"wins: head bump (atamahane) - only seat {ordered[0].winner}, nearest the discarder, wins"
        )
    if len(ordered) == 3 and ruleset.multiple_ron != "all":
        raise LedgerError("wins: a triple ron is an abortive draw (sanchahou) under this ruleset")
    for i, win in enumerate(ordered):
        _check_pao(win, ruleset, record.discarder)
        _check_riichi_claim(win, riichi)
        value = _value(valuer, win, _context(state, win, record.discarder), ruleset)
        _check_pao_hand(win, value, ruleset)
        _check_riichi_counted(win, value, riichi)
        base, limit = _base(value, ruleset)
        gets_honba = i == 0 or ruleset.multiple_ron_honba == "each"
        d = _win_deltas(state, win, value, base, record.discarder, state.honba if gets_honba else 0, ruleset)
        if i == 0:  # deposits go to the winner nearest the discarder
            d[win.winner] += deposits * ruleset.riichi_deposit
        taken = (state.honba * ruleset.honba_value if gets_honba else 0, deposits if i == 0 else 0)
        wins.append(WinResult(win.winner, value, base, _limit_name(limit), tuple(d), *taken))  # type: ignore[arg-type]
        for seat in SEATS:
            deltas[seat] += d[seat]
    return 0, state.dealer in seats


def _apply_draw(
    state: HandState,
    record: Draw,
    ruleset: Ruleset,
    riichi: tuple[Seat, ...],
    deltas: list[int],
    deposits: int,
) -> tuple[bool, int]:
    tenpai = _quarter(record.tenpai, "tenpai")
    nagashi = _quarter(record.nagashi, "nagashi")
    for seat in riichi:
        if seat not in tenpai:
            raise LedgerError(f"tenpai: riichi player seat {seat} must be tenpai at an exhaustive draw")
    if nagashi:
        if not ruleset.nagashi_mangan:
            raise LedgerError("nagashi: this ruleset has no nagashi mangan")
        honba = state.honba if ruleset.nagashi_honba else 0
        for seat in nagashi:
            win = Win(winner=seat, hand=None)  # type: ignore[arg-type]
            d = _win_deltas(state, win, WinValue(han=5, fu=0), 2000, None, honba, ruleset)
            for s in SEATS:
                deltas[s] += d[s]
        if ruleset.nagashi_takes_deposits:
            deltas[nagashi_deposit_seat(state.dealer, nagashi)] += deposits * ruleset.riichi_deposit
            deposits = 0
    elif 0 < len(tenpai) < 4:
        total = ruleset.noten_payment_total
        for seat in SEATS:
            deltas[seat] += total // len(tenpai) if seat in tenpai else -(total // (4 - len(tenpai)))
    renchan = ruleset.dealer_repeat == "tenpai" and state.dealer in tenpai
    return renchan, deposits


def nagashi_deposit_seat(dealer: Seat, nagashi: Sequence[Seat]) -> Seat:
    """Of the nagashi mangan of a draw, the one taking the sticks on the table (where the rules give
    them any): the first in turn from the dealer."""
    return min(nagashi, key=lambda s: turn_distance(dealer, s))


def _check_abort(record: Abort, ruleset: Ruleset, riichi: tuple[Seat, ...]) -> None:
    if record.reason not in ABORT_KINDS:
        raise LedgerError(
            f"reason: unknown abortive draw {record.reason!r} (known: {', '.join(ABORT_KINDS)})"
        )
    allowed = record.reason in ruleset.abortive_draws or (
        record.reason == "sanchahou" and ruleset.multiple_ron == "double"
    )
    if not allowed:
        raise LedgerError(f"reason: the abortive draw {record.reason} is not played under this ruleset")
    if record.reason == "suucha_riichi" and len(riichi) != 4:
        raise LedgerError(f"riichi: four-riichi abort needs all four players in riichi, got {len(riichi)}")


# --- game end ---


def _regular_hands(ruleset: Ruleset) -> int:
    return 8 if ruleset.length == "hanchan" else 4


def _extension_hands(ruleset: Ruleset) -> int:
    return 4 * ruleset.extension_winds if ruleset.west_extension_target is not None else 0


def leader(scores: Sequence[int]) -> Seat:
    """First place by score, ties to the earlier seat (East of the first hand first)."""
    return max(SEATS, key=lambda s: (scores[s], -s))


def _busted(scores: Sequence[int], ruleset: Ruleset) -> bool:
    if ruleset.busting == "below_zero":
        return min(scores) < 0
    if ruleset.busting == "zero_or_below":
        return min(scores) <= 0
    return False


def _end_reason(
    before: HandState, after: HandState, record: Record, dealer_stays: bool, r: Ruleset
) -> str | None:
    if _busted(after.scores, r):
        return "bust"
    last = _regular_hands(r) - 1
    if before.kyoku < last:
        return None
    target = r.west_extension_target
    in_extension = before.kyoku > last
    if in_extension and target is not None and max(after.scores) >= target and not isinstance(record, Chombo):
        return "target reached"  # sudden death: the first hand that takes anyone to the target ends it
    if dealer_stays:
        if isinstance(record, Chombo):
            return None
        dealer = before.dealer
        by_win = isinstance(record, Ron | Tsumo)
        allowed = r.agari_yame if by_win else (r.tenpai_yame and isinstance(record, Draw))
        if allowed and leader(after.scores) == dealer and (target is None or after.scores[dealer] >= target):
            return "agari-yame" if by_win else "tenpai-yame"
        return None
    if after.kyoku > last + _extension_hands(r):
        return "last hand"
    if target is None:
        return "last hand"
    if max(after.scores) >= target:
        return "last hand"
    return None


def refusal(state: HandState, record: Record, ruleset: Ruleset, valuer: Valuer | None = None) -> str | None:
    """Why `record` cannot follow `state`, or None when it can (for forms: check before storing)."""
    try:
        apply(state, record, ruleset, valuer)
    except LedgerError as exc:
        return exc.reason
    return None


def fold_game(
    records: Iterable[Record], ruleset: Ruleset, start: HandState | None = None, valuer: Valuer | None = None
) -> list[HandState]:
    """The states after each record (first element: the state before the first hand)."""
    states = [start or initial_state(ruleset)]
    for i, record in enumerate(records):
        try:
            states.append(apply(states[-1], record, ruleset, valuer))
        except LedgerError as exc:
            raise LedgerError(f"record {i + 1} ({states[-1].label}): {exc.reason}") from None
    return states


def final_scores(state: HandState, ruleset: Ruleset) -> tuple[int, int, int, int]:
    """Scores at the end, with the deposits left on the table given to first place (or lost). Where
    tied places split their uma (ties "split") players tied first split the deposits too, each a
    whole point (three sharing 1,000 get 333 each: the tie stays a tie); by seat order the
    earlier seat takes them."""
    scores = list(state.scores)
    if state.deposits and ruleset.leftover_deposits == "first":
        total = state.deposits * ruleset.riichi_deposit
        top = max(scores)
        tied = (
            [seat for seat in SEATS if scores[seat] == top] if ruleset.ties == "split" else [leader(scores)]
        )
        for seat in tied:
            scores[seat] += total // len(tied)
    return tuple(scores)  # type: ignore[return-value]
