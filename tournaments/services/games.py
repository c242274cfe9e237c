"""Results of one game: hands recorded one by one (validated by the ledger against the game so far),
undo, edit, final-scores-only entry, import of a Tenhou record, finishing early.

Every service locks the game row (select_for_update) before reading its hands, so two scorers
entering at once are serialized; the unique (game, number) constraint is the last line of defence.
"""

import hashlib
import json
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from django.db import IntegrityError, transaction
from django.utils import timezone

from scoring.engine.ledger import HandState, LedgerError, apply, final_scores, initial_state
from scoring.engine.records import Record
from scoring.engine.rules import Ruleset
from scoring.json_text import UNPAIRED_SURROGATE, has_unpaired_surrogate
from tournaments.models import EntryMode, Game, GameStatus, HandRecord, RoundStatus, Tournament
from tournaments.services.audit import Actor, actor_or_none, audit_record
from tournaments.services.errors import ServiceError
from tournaments.services.hand_json import hand_from_json, hand_to_json
from tournaments.services.standings_queue import standings_queue
from tournaments.services.tournaments import tournament_freeze_ruleset, tournament_ruleset


def _locked(game: Game) -> Game:
    return (
        Game.objects.select_for_update(no_key=True, of=("self",))
        .select_related("tournament", "round", "table")
        .get(pk=game.pk)
    )


def _check_open(game: Game) -> None:
    if game.round.status == RoundStatus.FINISHED:
        raise ServiceError("game", f"round {game.round.number} is finished; its results are final")


def _hands_mode(game: Game) -> None:
    """A game of an event entered by final scores may still be played hand by hand (a feature
    table): while it has no result, its first hand makes it a hand-by-hand game, as final scores
    make a game without hands a final-scores one. The caller's transaction keeps the switch only
    if the hand is stored."""
    if game.entry_mode == EntryMode.HANDS:
        return
    if game.final_scores is not None or game.hand_count:
        raise ServiceError("game", "has final scores; clear them to enter the game hand by hand")
    game.entry_mode = EntryMode.HANDS
    game.save(update_fields=["entry_mode", "updated_at"])


def _stored_records(game: Game) -> list[tuple[int, Record]]:
    return [(h.number, hand_from_json(h.record)) for h in game.hands.order_by("number")]


def fold_records(ruleset: Ruleset, records: Sequence[tuple[int, Record]]) -> list[HandState]:
    """States after each record (index 0 = before the first hand); a record that cannot happen raises
    ServiceError naming its hand number."""
    states = [initial_state(ruleset)]
    for number, record in records:
        try:
            states.append(apply(states[-1], record, ruleset))
        except LedgerError as exc:
            raise ServiceError("record", f"hand {number} ({states[-1].label}): {exc.reason}") from None
    return states


def state_to_json(state: HandState, ruleset: Ruleset) -> dict[str, Any]:
    """The table after the last hand, for pages: scores, honba, deposits, dealer, round, riichi, end."""
    return {
        "hands": state.index,
        "scores": list(state.scores),
        "kyoku": state.kyoku,
        "round_wind": state.round_wind,
        "hand_number": state.hand_number,
        "label": state.label,
        "honba": state.honba,
        "deposits": state.deposits,
        "dealer": state.dealer,
        "penalties": list(state.penalties),
        "last_deltas": list(state.deltas),
        "game_over": state.game_over,
        "end_reason": state.end_reason,
        "final_scores": list(final_scores(state, ruleset)) if state.game_over else None,
    }


ENDED_BY_ORGANIZER = "ended by organizer"


def _store_state(
    game: Game,
    state: HandState | None,
    ruleset: Ruleset,
    *,
    end_reason: str | None = None,
    also: Sequence[str] = (),
) -> None:
    """The one writer of a game's derived state: the table after its last hand (None: no result
    at all), ended for `end_reason` when given (final scores entered, ended by the organizer) though
    the ledger would play on. Status, finish time and version follow from it; `also` names fields the
    caller changed, saved with it."""
    if state is None:
        game.state, game.hand_count = None, 0
    else:
        game.state = state_to_json(state, ruleset)
        game.hand_count = state.index
        if end_reason is not None and not state.game_over:
            game.state.update(
                game_over=True, end_reason=end_reason, final_scores=list(final_scores(state, ruleset))
            )
    if game.state is not None and game.state["game_over"]:
        if game.status != GameStatus.FINISHED:
            game.finished_at = timezone.now()
        game.status = GameStatus.FINISHED
    else:
        game.status = GameStatus.RUNNING if game.hand_count else GameStatus.PENDING
        game.finished_at = None
        game.ended_early = False
    game.version += 1
    fields = ["state", "hand_count", "status", "finished_at", "ended_early", "version", "updated_at"]
    game.save(update_fields=[*fields, *also])


def _save_folded(game: Game, ruleset: Ruleset, states: list[HandState]) -> None:
    # A game the organizer ended stays ended while it has hands (edits re-fold it).
    last = states[-1]
    end_reason = ENDED_BY_ORGANIZER if game.ended_early and last.index else None
    _store_state(game, last, ruleset, end_reason=end_reason, also=["source"])


def _hands_changed(
    game: Game,
    ruleset: Ruleset,
    states: list[HandState],
    *,
    action: str,
    target: str,
    before: Any,
    after: Any,
    by: Actor,
) -> None:
    """After the stored hands changed: keep the folded state, audit the change, update standings."""
    _save_folded(game, ruleset, states)
    audit_record(
        tournament=game.tournament, game=game, action=action, target=target, before=before, after=after, by=by
    )
    _result_changed(game, game.tournament)


def _result_changed(game: Game, tournament: Tournament) -> None:
    tournament_freeze_ruleset(tournament=tournament)
    standings_queue(tournament_id=tournament.pk, game_id=game.pk)


@transaction.atomic
def game_record_hand(
    *, game: Game, number: int, record: dict[str, Any], by: Actor, idempotency_key: str = ""
) -> HandRecord:
    """Store hand `number` (the next one) after the ledger accepts it against the game so far.

    The caller sends the number it is entering, so two scorers entering the same hand store it once:
    the second gets "hand N is recorded already". A retry with the same idempotency key returns the
    hand stored the first time.
    """
    game = _locked(game)
    parsed = hand_from_json(record)
    if idempotency_key:
        earlier = game.hands.filter(idempotency_key=idempotency_key).first()
        if earlier is not None:
            if earlier.record != hand_to_json(parsed) or earlier.number != number:
                raise ServiceError("idempotency_key", "was used for a different hand of this game")
            return earlier
    _hands_mode(game)
    _check_open(game)
    if game.status == GameStatus.FINISHED:
        raise ServiceError("game", "is finished; undo its last hand to reopen it")
    expected = game.hand_count + 1
    if number != expected:
        if number < expected:
            raise ServiceError("number", f"hand {number} is recorded already")
        raise ServiceError("number", f"hand {expected} is the next hand, not {number}")
    ruleset = tournament_ruleset(game.tournament)
    records = _stored_records(game)
    states = fold_records(ruleset, [*records, (number, parsed)])
    try:
        with transaction.atomic():
            hand = HandRecord.objects.create(
                game=game,
                number=number,
                record=hand_to_json(parsed),
                idempotency_key=idempotency_key,
                created_by=actor_or_none(by),
            )
    except IntegrityError:
        raise ServiceError("number", f"hand {number} is recorded already") from None
    _hands_changed(
        game,
        ruleset,
        states,
        action="game_record_hand",
        target=f"hand {number}",
        before=None,
        after=hand.record,
        by=by,
    )
    return hand


@transaction.atomic
def game_undo_last_hand(*, game: Game, by: Actor, number: int | None = None) -> HandRecord:
    """Remove the last hand. With `number`, only if it is still the last one (a second scorer
    pressing undo at the same time does not remove two hands). Returns the removed hand (unsaved)."""
    game = _locked(game)
    _hands_mode(game)
    _check_open(game)
    last = game.hands.order_by("-number").first()
    if last is None:
        raise ServiceError("game", "has no hands to undo")
    if number is not None and number > last.number:
        raise ServiceError("number", f"there is no hand {number} (the last hand is {last.number})")
    if number is not None and number != last.number:
        raise ServiceError("number", f"hand {number} is not the last hand (hand {last.number} is)")
    ruleset = tournament_ruleset(game.tournament)
    last.delete()
    game.ended_early = False
    if last.number == 1 and game.entry_mode != game.tournament.entry_mode:
        # no hand left: a feature table of a final-scores event awaits its result as the others do
        game.entry_mode = game.tournament.entry_mode
        game.save(update_fields=["entry_mode", "updated_at"])
    states = fold_records(ruleset, _stored_records(game))
    _hands_changed(
        game,
        ruleset,
        states,
        action="game_undo_last_hand",
        target=f"hand {last.number}",
        before=last.record,
        after=None,
        by=by,
    )
    return last


@transaction.atomic
def game_undo_all_hands(*, game: Game, by: Actor, count: int) -> int:
    """Remove every hand of a game (each audited as an undo), to enter its final scores instead.
    `count` is the number of hands the caller saw: a hand entered meanwhile is not removed unseen."""
    game = _locked(game)
    if not game.hand_count:
        raise ServiceError("game", "has no hands to undo")
    if game.hand_count != count:
        raise ServiceError(
            "count", f"the game has {game.hand_count} hands now, not {count}: check them first"
        )
    for number in range(count, 0, -1):
        game_undo_last_hand(game=game, by=by, number=number)
    return count


def record_digest(record: Any) -> str:
    """A short fingerprint of a stored hand's record: what an edit page saw, to tell a change made
    meanwhile from another phone."""
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:16]


@transaction.atomic
def game_edit_hand(
    *, game: Game, number: int, record: dict[str, Any], by: Actor, was: str = ""
) -> HandRecord:
    """Replace hand `number` and re-fold the game; refused, naming the hand, when the change makes
    this or any later hand impossible (e.g. a riichi without the points, a hand after the game ended).
    `was`: the record_digest of the hand as the editor saw it; refused when it has changed since
    (two scorers correcting one hand: the second overwrote the first unseen)."""
    game = _locked(game)
    _hands_mode(game)
    _check_open(game)
    hand = game.hands.filter(number=number).first()
    if hand is None:
        raise ServiceError("number", f"the game has no hand {number}")
    if was and was != record_digest(hand.record):
        raise ServiceError("was", f"hand {number} was changed meanwhile")
    parsed = hand_from_json(record)
    records = [(n, parsed if n == number else r) for n, r in _stored_records(game)]
    ruleset = tournament_ruleset(game.tournament)
    try:
        states = fold_records(ruleset, records)
    except ServiceError as exc:
        message = exc.message_dict["record"][0]
        if not message.startswith(f"hand {number} "):
            message = f"this change makes a later hand impossible: {message}"
        raise ServiceError("record", message) from None
    if states[-1].game_over and states[-1].index < len(records):
        raise ServiceError("record", f"the game would end before hand {states[-1].index + 1}")
    before = hand.record
    hand.record = hand_to_json(parsed)
    hand.save(update_fields=["record", "updated_at"])
    _hands_changed(
        game,
        ruleset,
        states,
        action="game_edit_hand",
        target=f"hand {number}",
        before=before,
        after=hand.record,
        by=by,
    )
    return hand


_SEAT_WINDS = ("East", "South", "West", "North")
# no table holds more: beyond it a typing slip (the points column would overflow the standings)
SCORE_LIMIT = 10_000_000


def seat_labels(game: Game) -> list[str]:
    """Each seat (0 = East of the first hand) as the final-scores messages name it, "Ann (East)":
    the API and the page key a refused score to its seat by it."""
    seats = game.table.seats.select_related("registration__player")
    names = {seat.wind: seat.registration.player.name for seat in seats}
    return [f"{names.get(seat, '?')} ({_SEAT_WINDS[seat]})" for seat in range(4)]


def _total_problem(expected: int, table: int, sticks: int, total: int, stick: int) -> str:
    """What the four final scores must add up to, and what they add up to, e.g. "the four scores must
    add up to 119,000 (120,000 less 1 riichi stick left on the table); they add up to 120,000". A
    total short by whole riichi sticks asks whether they were left on the table (a score sheet
    rarely says so, and the director knows where to enter them)."""
    if not sticks:
        short = expected - total
        if stick and 0 < short <= 4 * stick and short % stick == 0:  # a bigger gap is more likely a typo
            n = short // stick
            left = f"{n} riichi stick{'' if n == 1 else 's'}"
            return (
                f"the four scores must add up to {expected:,}; they add up to {total:,}, "
                f"as if {left} were left on the table: if so, enter the sticks left"
            )
        return f"the four scores must add up to {expected:,}; they add up to {total:,}"
    left = f"{sticks} riichi stick{'' if sticks == 1 else 's'}"
    return (
        f"the four scores must add up to {expected:,} ({table:,} less {left} left on the table); "
        f"they add up to {total:,}"
    )


def final_scores_state(ruleset: Ruleset, game: Game) -> HandState:
    """The table a final-scores entry describes: its scores, the sticks left and, where chombo is a
    standings penalty, each seat's chombo penalties (a hand-by-hand game carries them the same way)."""
    counts = game.final_chombo or [0] * 4
    cost = ruleset.chombo_penalty if ruleset.chombo == "penalty" else 0.0
    penalties = tuple(-n * cost for n in counts)
    return replace(
        initial_state(ruleset, scores=game.final_scores, deposits=game.deposits_left),
        penalties=penalties,  # type: ignore[arg-type]
    )


def _final_entry(game: Game) -> dict[str, Any]:
    """A final-scores entry as the change log keeps it."""
    entry: dict[str, Any] = {"scores": game.final_scores, "deposits_left": game.deposits_left}
    if any(game.final_chombo or []):
        entry["chombo"] = game.final_chombo
    return entry


MAX_CHOMBO = 20  # per player in one game: more is a typo


def _chombo_counts(game: Game, ruleset: Ruleset, chombo: Sequence[int] | None) -> list[int] | None:
    """Each seat's chombo count as stored (None: no chombo at the table), checked."""
    if chombo is None:
        return None
    if len(chombo) != 4 or not all(isinstance(n, int) and not isinstance(n, bool) for n in chombo):
        raise ServiceError("chombo", "need four whole-number chombo counts, East South West North")
    labels = seat_labels(game)
    bad = [
        f"{labels[seat]}: {n} is not a chombo count from 0 to {MAX_CHOMBO}"
        for seat, n in enumerate(chombo)
        if not 0 <= n <= MAX_CHOMBO
    ]
    if bad:
        raise ServiceError("chombo", bad)
    if not any(chombo):
        return None
    if ruleset.chombo == "none":
        raise ServiceError("chombo", "this event's rules have no chombo: change the rules to count one")
    return list(chombo)


# game_record_final_scores(replaces=...) left out: whatever the game holds is replaced
ANY_SCORES = object()


@transaction.atomic
def game_record_final_scores(
    *,
    game: Game,
    scores: Sequence[int],
    by: Actor,
    deposits_left: int = 0,
    chombo: Sequence[int] | None = None,
    replaces: Sequence[int] | object | None = ANY_SCORES,
) -> Game:
    """Record a game by its final table scores only (E, S, W, N of the first hand), the riichi
    deposits left on the table and each seat's chombo count. Scores are multiples of 100 and add up
    with the deposits to the starting total; the ruleset says what happens to leftover deposits, and
    what a chombo costs (a standings penalty here; a reverse mangan was paid at the table, so it is in
    the scores and only counted). With `replaces` (the scores the caller saw, None for none) scores
    saved meanwhile by someone else are refused, not overwritten."""
    game = _locked(game)
    _check_open(game)
    if replaces is not ANY_SCORES and list(cast(Sequence[int], replaces or [])) != list(
        game.final_scores or []
    ):
        if not game.final_scores:  # the caller says it replaces scores that were never saved
            raise ServiceError(
                "replaces", "no final scores are saved for this game yet (send null to save the first)"
            )
        now = " / ".join(f"{s:,}" for s in game.final_scores)
        raise ServiceError(
            "scores", f"final scores were saved by someone else meanwhile ({now}): check them and save again"
        )
    if game.hands.exists():
        raise ServiceError("game", "has hand records; undo them before entering final scores")
    ruleset = tournament_ruleset(game.tournament)
    if len(scores) != 4 or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores):
        raise ServiceError("scores", "need four whole-number scores, East South West North")
    huge = [seat for seat, score in enumerate(scores) if abs(score) > SCORE_LIMIT]
    if huge:
        labels = seat_labels(game)
        raise ServiceError(
            "scores",
            [f"{labels[seat]}: {scores[seat]:,} is beyond {SCORE_LIMIT:,} points" for seat in huge],
        )
    bad = [seat for seat, score in enumerate(scores) if score % 100]
    if bad:
        labels = seat_labels(game)
        raise ServiceError(
            "scores",
            [f"{labels[seat]}: {scores[seat]:,} is not a multiple of 100" for seat in bad],
        )
    if not isinstance(deposits_left, int) or deposits_left < 0:
        raise ServiceError("deposits_left", "must be a whole number of riichi sticks, 0 or more")
    table = 4 * ruleset.start_points
    if deposits_left * ruleset.riichi_deposit > table:  # 1000 sticks asked the scores to sum to -900,000
        raise ServiceError(
            "deposits_left",
            f"{deposits_left:,} sticks are {deposits_left * ruleset.riichi_deposit:,} points, more than "
            f"the {table:,} at the table: count the sticks left on the table again",
        )
    expected = table - deposits_left * ruleset.riichi_deposit
    total = sum(scores)
    if total != expected:
        raise ServiceError(
            "scores", _total_problem(expected, table, deposits_left, total, ruleset.riichi_deposit)
        )
    counts = _chombo_counts(game, ruleset, chombo)
    before = _final_entry(game) if game.final_scores else None
    game.entry_mode = EntryMode.FINAL
    game.final_scores = list(scores)
    game.deposits_left = deposits_left
    game.final_chombo = counts
    _store_state(
        game,
        final_scores_state(ruleset, game),
        ruleset,
        end_reason="final scores entered",
        also=["entry_mode", "final_scores", "deposits_left", "final_chombo"],
    )
    audit_record(
        tournament=game.tournament,
        game=game,
        action="game_record_final_scores",
        target="final scores",
        before=before,
        after=_final_entry(game),
        by=by,
    )
    _result_changed(game, game.tournament)
    return game


@transaction.atomic
def game_finish(*, game: Game, by: Actor) -> Game:
    """End a hand-by-hand game before its natural end (time limit): the scores now are final."""
    return _end_early(game, by, end=True)


@transaction.atomic
def game_resume(*, game: Game, by: Actor) -> Game:
    """Undo "End game (time)": the game goes on from its last hand, which stays (undoing a hand had
    been the only way back, and it removed that hand)."""
    return _end_early(game, by, end=False)


def _end_early(game: Game, by: Actor, *, end: bool) -> Game:
    """End the game now (`end`), or take such an end back; the table is folded again either way."""
    game = _locked(game)
    _hands_mode(game)
    _check_open(game)
    if end and game.status == GameStatus.FINISHED:
        raise ServiceError("game", "is finished already")
    if end and not game.hand_count:
        raise ServiceError("game", "has no hands; enter final scores instead")
    if not end and not (game.status == GameStatus.FINISHED and game.ended_early):
        raise ServiceError("game", "was not ended early")
    ruleset = tournament_ruleset(game.tournament)
    states = fold_records(ruleset, _stored_records(game))
    before = game.status
    game.ended_early = end
    _store_state(game, states[-1], ruleset, end_reason=ENDED_BY_ORGANIZER if end else None)
    audit_record(
        tournament=game.tournament,
        game=game,
        action="game_finish" if end else "game_resume",
        target="game",
        before={"status": before},
        after={"status": game.status},
        by=by,
    )
    _result_changed(game, game.tournament)
    return game


def _differs_from_file(imported: Any, states: list[Any]) -> str | None:
    """The first place where the scores the file records differ from the re-scored game, or None.
    states[i] is the game before hand i + 1; the last one is the end."""
    for i, hand in enumerate(imported.hands):
        if hand.scores is not None and tuple(states[i].scores) != tuple(hand.scores):
            return (
                f"hand {i + 1} ({hand.label}) starts at {_scores(hand.scores)} in the file but at "
                f"{_scores(states[i].scores)} under this event's rules"
            )
    final = imported.final_scores
    if final is not None and tuple(states[-1].scores) != tuple(final):
        return (
            f"the game ends at {_scores(final)} in the file but at {_scores(states[-1].scores)} "
            "under this event's rules"
        )
    if final is not None and not states[-1].game_over:
        # an East-only record in a hanchan event: the same points, but the game is not over
        last = imported.hands[-1].label if imported.hands else "the start"
        return f"the game ends after {last} in the file but goes on under this event's rules"
    return None


def _scores(scores: Any) -> str:
    return " / ".join(str(s) for s in scores)


# a whole hanchan's mjlog is some 20-60 KB of XML
RECORD_MAX_BYTES = 5_000_000


def _parse_tenhou(content: bytes | str, filename: str) -> Any:
    """An ImportedGame from Tenhou mjlog XML (plain or gzip) or tenhou.net/6 JSON."""
    from scoring.engine.importers.mjlog import parse_mjlog
    from scoring.engine.importers.tenhou6 import parse_tenhou6

    data = content.encode() if isinstance(content, str) else content
    if data[:2] == b"\x1f\x8b":
        # read at most RECORD_MAX_BYTES: 100 KB of gzip can hold gigabytes of spaces
        inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            data = inflate.decompress(data, RECORD_MAX_BYTES)
        except zlib.error as exc:
            raise ServiceError("content", f"is not a readable gzip file ({exc})") from None
        if inflate.unconsumed_tail:
            raise ServiceError(
                "content", f"unpacks to more than {RECORD_MAX_BYTES:,} bytes: no Tenhou record is"
            )
    try:
        text = data.decode("utf-8").strip()
    except UnicodeDecodeError:
        raise ServiceError(
            "content", "is neither Tenhou XML nor tenhou.net/6 JSON (not UTF-8 text)"
        ) from None
    try:
        if text.startswith("<"):
            return parse_mjlog(text, path=filename or "<upload>")
        if text.startswith("{"):
            record = json.loads(text)
            if has_unpaired_surrogate(record):
                raise ValueError(UNPAIRED_SURROGATE)
            return parse_tenhou6(record, path=filename or "<upload>")
    except (ValueError, KeyError, IndexError, ET.ParseError) as exc:
        raise ServiceError("content", f"could not be read: {exc}") from None
    except RecursionError:  # nested thousands deep: the decoder gives up (nothing was stored)
        raise ServiceError("content", "is nested too deeply to be a Tenhou record") from None
    raise ServiceError("content", "is neither Tenhou mjlog XML nor tenhou.net/6 JSON")


@transaction.atomic
def game_import_tenhou(
    *, game: Game, content: bytes | str, by: Actor, filename: str = "", accept_differences: bool = False
) -> Game:
    """Fill an empty game with the hands of a whole Tenhou game (mjlog XML, plain or gzip, or
    tenhou.net/6 JSON). Tenhou's seats 0-3 become the table's East, South, West, North. Every hand is
    re-scored through the event's ruleset; a hand the importer cannot read refuses the whole file.
    When the scores the file records (at the start of each hand, and at the end) differ from the
    event's rules' the import is refused, naming the first difference, unless `accept_differences`
    (the file was played under other rules, and the event's rules are to count)."""
    game = _locked(game)
    _hands_mode(game)
    _check_open(game)
    if game.hands.exists() or game.final_scores is not None:
        raise ServiceError("game", "has results already; undo them before importing")
    imported = _parse_tenhou(content, filename)
    if imported.skip_reason:
        raise ServiceError("content", imported.skip_reason)
    if not imported.hands:
        raise ServiceError("content", "holds no hands")
    ruleset = tournament_ruleset(game.tournament)
    first = imported.hands[0]
    if (first.kyoku, first.honba, first.deposits) != (0, 0, 0):
        raise ServiceError("content", f"starts at {first.label}, not at the start of a game")
    if first.scores != (ruleset.start_points,) * 4 and not accept_differences:
        # Tenhou starts at 25,000 where WRC starts at 30,000: the hands can still be scored here
        scores = first.scores
        said = f"{scores[0]:,} each" if len(set(scores)) == 1 else ", ".join(f"{s:,}" for s in scores)
        raise ServiceError(
            "content",
            f"starts with {said}, the event's rules with {ruleset.start_points:,} each; import it with "
            "accept_differences to count the event's rules",
        )
    records: list[tuple[int, Record]] = []
    for number, hand in enumerate(imported.hands, start=1):
        if hand.record is None:
            raise ServiceError("content", f"hand {number} ({hand.label}): {hand.skip_reason or 'unreadable'}")
        records.append((number, hand.record))
    try:
        states = fold_records(ruleset, records)
    except ServiceError as error:  # a hand the event's rules refuse: a problem of the file sent
        raise ServiceError("content", [m for ms in error.message_dict.values() for m in ms]) from error
    difference = None if accept_differences else _differs_from_file(imported, states)
    if difference:
        raise ServiceError(
            "content", f"{difference}; import it with accept_differences to count the event's rules"
        )
    HandRecord.objects.bulk_create(
        HandRecord(game=game, number=number, record=hand_to_json(record), created_by=actor_or_none(by))
        for number, record in records
    )
    game.source = (filename or "tenhou")[:200]
    _hands_changed(
        game,
        ruleset,
        states,
        action="game_import_tenhou",
        target=f"{len(records)} hands",
        before=None,
        after={"source": game.source, "hands": len(records), "scores": list(states[-1].scores)},
        by=by,
    )
    return game


@transaction.atomic
def game_clear_final_scores(*, game: Game, by: Actor, replaces: object = ANY_SCORES) -> Game:
    """Take back final scores entered by mistake: the game has no result again. With `replaces`
    (the scores the caller saw) scores saved meanwhile by someone else are not cleared unseen."""
    game = _locked(game)
    _check_open(game)
    if game.final_scores is None:
        raise ServiceError("game", "has no final scores to clear")
    if replaces is not ANY_SCORES and list(cast(Sequence[int], replaces or [])) != list(game.final_scores):
        now = " / ".join(f"{s:,}" for s in game.final_scores)
        raise ServiceError(
            "scores", f"final scores were saved by someone else meanwhile ({now}): check them and clear again"
        )
    before = _final_entry(game)
    game.final_scores = None
    game.deposits_left = 0
    game.final_chombo = None
    game.entry_mode = game.tournament.entry_mode
    _store_state(
        game,
        None,
        tournament_ruleset(game.tournament),
        also=["entry_mode", "final_scores", "deposits_left", "final_chombo"],
    )
    audit_record(
        tournament=game.tournament,
        game=game,
        action="game_clear_final_scores",
        target="final scores",
        before=before,
        after=None,
        by=by,
    )
    _result_changed(game, game.tournament)
    return game
