"""`python -m scoring replay PATH...`: re-score recorded games and report every disagreement.

Each file (Tenhou mjlog XML plain or gzip, tenhou.net/6 JSON, or the project's game JSON) is imported
into hand records, which are folded through the ledger: every win is evaluated from the hand content
(tiles for mjlog, han/fu/yaku for tenhou.net/6 and quick entry) and compared with what the file
recorded: han, fu, points, deltas, the state each hand starts from, the end scores; the final points
separately. One line per disagreement, then a JSON summary line. A hand or file that cannot be handled
is counted as skipped, never as agreement. Exit status 0 only when there is no mismatch.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from scoring.engine.importers.load import load_game
from scoring.engine.importers.model import ImportedGame, ImportedHand, RecordedWin
from scoring.engine.ledger import HandState, LedgerError, WinResult, apply, final_scores, initial_state
from scoring.engine.payments import WINDS, raw_deltas
from scoring.engine.placement import final_points
from scoring.engine.records import Abort, Draw, Ron, Tsumo
from scoring.engine.rules import Ruleset

RECORD_SUFFIXES = frozenset({".mjlog", ".xml", ".gz", ".json"})
OLD_TENHOU_UMA = (10.0, 5.0, -5.0, -10.0)  # early Tenhou logs (rules.md 9): reported as a hint only


@dataclass
class Summary:
    games: int = 0
    hands: int = 0
    wins: int = 0
    draws: int = 0
    mismatches: int = 0
    skipped: int = 0
    points_mismatches: int = 0
    lines: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, int]:
        return {
            "games": self.games,
            "hands": self.hands,
            "wins": self.wins,
            "draws": self.draws,
            "mismatches": self.mismatches,
            "skipped": self.skipped,
            "points_mismatches": self.points_mismatches,
        }


def _win_points(state: HandState, result: WinResult, discarder: int | None) -> int:
    """What the winner is paid before honba and deposits."""
    wind = state.seat_wind
    raw = raw_deltas(
        base=result.base,
        winner=wind(result.winner),
        discarder=None if discarder is None else wind(discarder),
        dealer="E",
    )
    return raw[wind(result.winner)]


def _compare_win(state: HandState, ours: WinResult, rec: RecordedWin, discarder: int | None) -> list[str]:
    diffs = []
    v = ours.value
    if rec.yakuman or v.yakuman:
        if rec.yakuman != v.yakuman and not (rec.yakuman == 0 and rec.han is not None and rec.han >= 13):
            diffs.append(f"seat {rec.winner} yakuman {v.yakuman} != recorded {rec.yakuman}")
    else:
        if rec.han is not None and rec.han != v.han:
            diffs.append(f"seat {rec.winner} han {v.han} != recorded {rec.han}")
        if rec.fu is not None and rec.fu != v.fu and v.han < 5:
            diffs.append(f"seat {rec.winner} fu {v.fu} != recorded {rec.fu}")
    if rec.points is not None:
        points = _win_points(state, ours, discarder)
        if points != rec.points:
            diffs.append(f"seat {rec.winner} points {points} != recorded {rec.points}")
    return diffs


def _start_diffs(state: HandState, hand: ImportedHand) -> list[str]:
    diffs = []
    if state.game_over:
        diffs.append(f"the game ended before this hand ({state.end_reason})")
    for name, ours, rec in (
        ("round", state.kyoku, hand.kyoku),
        ("honba", state.honba, hand.honba),
        ("deposits", state.deposits, hand.deposits),
        ("start scores", state.scores, hand.scores),
    ):
        if ours != rec:
            diffs.append(f"{name} {ours} != recorded {rec}")
    return diffs


def _count(summary: Summary, hand: ImportedHand) -> None:
    record = hand.record
    if isinstance(record, Ron):
        summary.wins += len(record.wins)
    elif isinstance(record, Tsumo):
        summary.wins += 1
    elif isinstance(record, Draw | Abort):
        summary.draws += 1


def _replay_hand(game: ImportedGame, state: HandState, hand: ImportedHand) -> tuple[HandState, list[str]]:
    assert hand.record is not None
    after = apply(state, hand.record, game.ruleset, game.valuer)
    diffs: list[str] = []
    discarder = hand.record.discarder if isinstance(hand.record, Ron) else None
    by_winner = {w.winner: w for w in after.wins}
    for rec in hand.wins:
        ours = by_winner.get(rec.winner)
        if ours is None:
            diffs.append(f"seat {rec.winner} win not paid")
            continue
        diffs += _compare_win(state, ours, rec, discarder)
    if hand.deltas is not None and tuple(after.deltas) != tuple(hand.deltas):
        diffs.append(f"deltas {list(after.deltas)} != recorded {list(hand.deltas)}")
    return after, diffs


def replay_game(game: ImportedGame, summary: Summary) -> None:
    summary.games += 1
    name = game.path
    if game.skip_reason:
        summary.skipped += max(1, len(game.hands))
        summary.lines.append(f"{name}: skipped: {game.skip_reason}")
        return
    ruleset = game.ruleset
    state: HandState | None = None
    game_bad = False
    for hand in game.hands:
        summary.hands += 1
        _count(summary, hand)
        if hand.scores is not None:
            recorded_start = initial_state(
                ruleset,
                scores=hand.scores,
                kyoku=hand.kyoku or 0,
                honba=hand.honba or 0,
                deposits=hand.deposits or 0,
            )
        else:
            recorded_start = game.start or initial_state(ruleset)
        if hand.record is None:
            summary.skipped += 1
            summary.lines.append(f"{name}: {hand.label}: skipped: {hand.skip_reason}")
            state = None
            continue
        diffs = _start_diffs(state, hand) if state is not None and hand.scores is not None else []
        if diffs or state is None:
            state = recorded_start  # report once, then go on from what the file says
        try:
            state, more = _replay_hand(game, state, hand)
            diffs += more
        except LedgerError as exc:
            diffs.append(f"refused: {exc.reason}")
            state = None
        except Exception as exc:  # not handled (yet): skipped with the reason, never agreement
            summary.skipped += 1
            summary.lines.append(f"{name}: {hand.label}: skipped: {type(exc).__name__}: {exc}")
            state = None
            continue
        if diffs:
            summary.mismatches += 1
            game_bad = True
            for diff in diffs:
                summary.lines.append(f"{name}: {hand.label}: {diff}")
    _check_end(game, state, summary, game_bad)


def _points_match(ours: Sequence[float], recorded: Sequence[float], unrounded: Sequence[float]) -> bool:
    if all(abs(a - b) < 0.05 for a, b in zip(ours, recorded, strict=True)):
        return True
    # Newer Tenhou logs show one decimal, unrounded.
    fractional = any(abs(r - round(r)) > 1e-9 for r in recorded)
    return fractional and all(abs(a - b) < 0.05 for a, b in zip(unrounded, recorded, strict=True))


@lru_cache(maxsize=32)
def _unrounded(ruleset: Ruleset) -> Ruleset:
    return ruleset.replace(final_rounding="none")


def _check_end(game: ImportedGame, state: HandState | None, summary: Summary, game_bad: bool) -> None:
    if game.final_scores is None or state is None:
        return
    name = game.path
    if game.end_unchecked:
        summary.skipped += 1
        summary.lines.append(f"{name}: end: skipped: {game.end_unchecked}")
        return
    ruleset = game.ruleset
    if not state.game_over:
        summary.lines.append(f"{name}: end: the game is not over after its last hand ({state.label})")
        summary.mismatches += 1
        return
    scores = final_scores(state, ruleset)
    if scores != tuple(game.final_scores):
        summary.mismatches += 1
        summary.lines.append(f"{name}: end: scores {list(scores)} != recorded {list(game.final_scores)}")
        return
    if game.final_points is not None:
        ours = final_points(scores, ruleset, state.penalties)
        unrounded = final_points(scores, _unrounded(ruleset), state.penalties)
        if not _points_match(ours, game.final_points, unrounded):
            summary.points_mismatches += 1
            hint = ""
            old_uma = ruleset.replace(uma=OLD_TENHOU_UMA)
            if ruleset.uma != OLD_TENHOU_UMA and _points_match(
                final_points(scores, old_uma, state.penalties),
                game.final_points,
                final_points(scores, _unrounded(old_uma), state.penalties),
            ):
                hint = "; the record matches the older Tenhou uma 10/5/-5/-10"
            summary.lines.append(
                f"{name}: end: points {list(ours)} != recorded {list(game.final_points)} "
                f"(uma {list(ruleset.uma)}, oka {ruleset.oka:g}{hint})"
            )


def replay_paths(paths: Sequence[str]) -> Summary:
    summary = Summary()
    files: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            files += sorted(f for f in path.rglob("*") if f.is_file() and f.suffix.lower() in RECORD_SUFFIXES)
        else:
            files.append(path)
    for f in files:
        try:
            game = load_game(f)
        except Exception as exc:  # unreadable or unsupported: the whole file is skipped
            summary.games += 1
            summary.skipped += 1
            summary.lines.append(f"{f}: skipped: cannot read: {exc}")
            continue
        replay_game(game, summary)
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print("usage: python -m scoring replay PATH... (mjlog XML/gzip, tenhou.net/6 JSON, game JSON)")
        return 0 if args else 2
    summary = replay_paths(args)
    for line in summary.lines:
        print(line)
    print(json.dumps(summary.as_dict()))
    return 0 if summary.mismatches == 0 else 1


__all__ = ["WINDS", "Summary", "main", "replay_game", "replay_paths"]


if __name__ == "__main__":
    raise SystemExit(main())
