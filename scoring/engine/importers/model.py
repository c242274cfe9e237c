"""What an importer produces: the game's hand records plus what the source recorded, for comparison."""

from __future__ import annotations

from dataclasses import dataclass, field

from scoring.engine.ledger import HandState, Valuer
from scoring.engine.records import Record
from scoring.engine.rules import Ruleset


@dataclass(frozen=True)
class RecordedWin:
    """One win as the source recorded it. han None = a yakuman (then `yakuman` counts them)."""

    winner: int
    han: int | None
    fu: int | None
    points: int | None  # what the winner is paid before honba and deposits
    limit: str | None = None
    yakuman: int = 0
    yaku: tuple[tuple[str, int], ...] = ()


@dataclass
class ImportedHand:
    """One hand: the state the source says it started from, our record of it, what the source recorded."""

    label: str
    kyoku: int | None  # the state the source says the hand started from; None = not recorded
    honba: int | None
    deposits: int | None
    scores: tuple[int, int, int, int] | None
    record: Record | None
    deltas: tuple[int, int, int, int] | None  # recorded, excluding riichi deposits paid in the hand
    wins: list[RecordedWin] = field(default_factory=list)
    skip_reason: str | None = None


@dataclass
class ImportedGame:
    path: str
    ruleset: Ruleset
    hands: list[ImportedHand]
    valuer: Valuer
    final_scores: tuple[int, int, int, int] | None = None  # recorded end scores
    final_points: tuple[float, float, float, float] | None = None  # recorded game points
    skip_reason: str | None = None  # the whole file could not be read
    start: HandState | None = None  # where the game starts when its hands do not say
    end_unchecked: str | None = None  # why the end of the game cannot be checked (custom lobby rules)
