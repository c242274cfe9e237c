"""Hand records: what happened in one hand of a game, as entered or imported.

A game is stored as its ordered hand records; scores, honba, deposits and the dealer are derived by
folding them through the ledger. Seats are the initial seats 0..3 (0 = East of the first hand), so a
record never depends on who is dealer now.

Every record names the players whose riichi deposit was placed during the hand (the declaring discard
passed; a ron on that discard voids it, so that player is not listed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Seat = int
SEATS = (0, 1, 2, 3)

ABORT_KINDS = ("kyuushu", "suufon", "suucha_riichi", "suukaikan", "sanchahou")
AbortKind = Literal["kyuushu", "suufon", "suucha_riichi", "suukaikan", "sanchahou"]

SITUATION_FLAGS = (
    "riichi",
    "double_riichi",
    "open_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
    "renhou",
)


@dataclass(frozen=True)
class TileHand:
    """A win given tile by tile, in the compact notation of rules.md (red fives as 0).

    hand: concealed tiles including the winning tile; melds: "chi:340m", "pon:555z", "kan:1111p",
    "ankan:9999s", "kakan:2222p"; flags: the situational yaku that tiles cannot show.
    """

    hand: str
    win: str
    melds: tuple[str, ...] = ()
    dora: tuple[str, ...] = ()
    ura: tuple[str, ...] = ()
    flags: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        unknown = set(self.flags) - set(SITUATION_FLAGS)
        if unknown:
            raise ValueError(f"flags: unknown situation {sorted(unknown)}")


@dataclass(frozen=True)
class QuickHand:
    """A win given as quick entry: han, fu, yaku names (our names), dora counted together.

    Yakuman are given as yaku names (e.g. "daisangen"); han and fu are then ignored by the evaluator.
    """

    han: int
    fu: int
    yaku: tuple[str, ...] = ()
    dora_count: int = 0
    closed: bool = True


Hand = TileHand | QuickHand


@dataclass(frozen=True)
class Win:
    """One winner of a hand. pao: the liable player (fed the call completing daisangen/daisuushii...)."""

    winner: Seat
    hand: Hand
    pao: Seat | None = None


@dataclass(frozen=True)
class Ron:
    """Win(s) on a discard. Several wins = double or triple ron, all on the same discard."""

    discarder: Seat
    wins: tuple[Win, ...]
    riichi: tuple[Seat, ...] = ()
    kind: Literal["ron"] = field(default="ron", init=False)


@dataclass(frozen=True)
class Tsumo:
    win: Win
    riichi: tuple[Seat, ...] = ()
    kind: Literal["tsumo"] = field(default="tsumo", init=False)


@dataclass(frozen=True)
class Draw:
    """Exhaustive draw: the tenpai players, and the players who qualified for nagashi mangan."""

    tenpai: tuple[Seat, ...] = ()
    nagashi: tuple[Seat, ...] = ()
    riichi: tuple[Seat, ...] = ()
    kind: Literal["draw"] = field(default="draw", init=False)


@dataclass(frozen=True)
class Abort:
    """Abortive draw of the given kind (sanchahou = triple ron on rulesets that abort on it)."""

    reason: AbortKind
    riichi: tuple[Seat, ...] = ()
    kind: Literal["abort"] = field(default="abort", init=False)


@dataclass(frozen=True)
class Chombo:
    """An illegal act ending the hand: the ruleset says whether it is a reverse mangan or a penalty."""

    offender: Seat
    riichi: tuple[Seat, ...] = ()
    kind: Literal["chombo"] = field(default="chombo", init=False)


Record = Ron | Tsumo | Draw | Abort | Chombo


def winners(record: Record) -> tuple[Seat, ...]:
    if isinstance(record, Ron):
        return tuple(w.winner for w in record.wins)
    if isinstance(record, Tsumo):
        return (record.win.winner,)
    return ()
