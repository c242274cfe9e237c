"""The preview of a hand before it is saved: the pickers' options from the engine, and the hand folded
through the ledger after the game's stored hands (what saving would store), or why it cannot be."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from scoring.engine.ledger import (
    HandState,
    LedgerError,
    apply,
    final_scores,
    riichi_open_reason,
    turn_distance,
)
from scoring.engine.yaku import YAKU, yaku_allowed
from tournaments.models import Game, GameStatus
from tournaments.services.errors import ServiceError
from tournaments.services.hand_json import hand_from_json
from tournaments.services.tournaments import tournament_ruleset
from tournaments.templatetags.league import signed_score
from tournaments.views import engine_messages, entry_options, hand_payload, labels
from tournaments.views.game_log import (
    dora_han,
    hand_label,
    leftover_sticks,
    penalty_points,
    players_of,
    states_and_notice,
)


def preview_hand(game: Game, payload: Any, number: int) -> dict[str, Any]:
    """Options for the pickers, and the hand as the ledger would store it (or why it cannot be)."""
    ruleset = tournament_ruleset(game.tournament)
    players = players_of(game)
    names = [p["name"] for p in players]
    if number < 1 or number > game.hand_count + 1:
        return {"legal": False, "errors": [_("Hand %(n)s cannot be entered now.") % {"n": number}]}
    states, notice = states_and_notice(game, players, upto=number)
    if notice:  # an earlier stored hand no longer folds: there is no table to preview this one on
        return {"legal": False, "errors": [notice]}
    state = states[-1]
    options: dict[str, Any] = {}
    fixed: dict[str, Any] = {}
    invalid: list[str] = []
    warnings: list[str] = []  # a legal hand the scorer may have meant otherwise: said, not refused
    if (
        isinstance(payload, dict)
        and payload.get("kind") in ("ron", "tsumo")
        and isinstance(payload.get("wins"), dict)
    ):
        riichi = set(hand_payload.seats_of(payload.get("riichi")))
        discarder = hand_payload.seat_of(payload.get("discarder")) if payload["kind"] == "ron" else None
        for key, win in payload["wins"].items():
            seat = hand_payload.seat_of(key)
            if seat is None or not isinstance(win, dict) or win.get("mode") == "tiles":
                continue
            if not entry_options.yaku_names_given(win):
                invalid.append(
                    _("%(name)s's hand: the yaku must be a list of yaku names.") % {"name": names[seat]}
                )
                continue
            if seat in riichi and win.get("closed") is False:
                # said at once, as the engine would say it: the form asked for a fu first (the han
                # list offered only 0), and only then refused the hand
                invalid.append(engine_messages.translate(riichi_open_reason(seat), names))
            opts, fix = entry_options.win_options(
                win,
                ruleset=ruleset,
                seat_wind=state.seat_wind(seat),
                round_wind=state.round_wind,
                tsumo=payload["kind"] == "tsumo",
                discarder_wind=None if discarder is None else state.seat_wind(discarder),
                riichi=seat in riichi,
            )
            options[str(seat)] = opts
            if fix:
                fixed[str(seat)] = fix
                win.update(fix)
            if payload["kind"] == "ron" and _pinfu_forgotten(win, ruleset):
                warnings.append(
                    _(
                        "%(name)s: a closed ron at 30 fu is pinfu (nothing but the 10 fu for the closed "
                        "ron): tick Pinfu, or choose 40 fu for a hand with a triplet, a closed, edge or "
                        "pair wait, or a pair of value."
                    )
                    % {"name": names[seat]}
                )
    base = {"options": options, "fixed": fixed or None}
    if invalid:
        return {**base, "legal": False, "errors": invalid}
    try:
        record = hand_payload.record_from_payload(payload, names)
    except hand_payload.Incomplete as missing:
        return {**base, "legal": False, "incomplete": True, "errors": missing.missing}
    except hand_payload.Invalid as invalid_payload:
        return {**base, "legal": False, "errors": invalid_payload.errors}
    if state.game_over:
        return {**base, "legal": False, "errors": [_("The game is over; undo the last hand to change it.")]}
    try:
        after = apply(state, hand_from_json(record), ruleset)
    except ServiceError as error:
        errors = [engine_messages.translate(m, names) for ms in error.message_dict.values() for m in ms]
        return {**base, "legal": False, "errors": errors}
    except LedgerError as error:
        return {**base, "legal": False, "errors": [engine_messages.translate(error.reason, names)]}
    later, changes = _later_effects(game, number, state, after, ruleset, names)
    if later:  # an edit must leave every later hand possible (saving refuses it, naming the hand)
        return {**base, "legal": False, "errors": [later]}
    # a ron keeps its winners under "wins", a tsumo its one winner under "win"
    won = record.get("wins") or [record.get("win")]
    liable = {w.get("winner"): w.get("pao") for w in won if isinstance(w, dict)}
    wins = [
        {
            "seat": w.winner,
            # the winner's own stick of this hand comes back: no gain, not named (the net shows)
            "text": _win_text(names[w.winner], w, ruleset.riichi_deposit, own=w.winner in after.riichi),
        }
        for w in after.wins
    ] + _nagashi_wins(record, state, ruleset, names)
    for win in wins:  # who pays for the yakuman is said, not only seen in the payments
        pao = liable.get(win["seat"])
        if isinstance(pao, int) and 0 <= pao < len(names):
            win["text"] = f"{win['text']} · " + _("%(name)s liable (pao)") % {"name": names[pao]}
    penalties = [
        _("%(name)s: %(points)s points in the standings (chombo)")
        % {"name": names[seat], "points": penalty_points(after.penalties[seat] - state.penalties[seat])}
        for seat in range(4)
        if after.penalties[seat] != state.penalties[seat]
    ]
    return {
        **base,
        "legal": True,
        "record": record,
        "penalties": penalties,
        # What each player's score moves by, riichi sticks included (the table shows scores).
        "deltas": [a - b for a, b in zip(after.scores, state.scores, strict=True)],
        "scores": list(after.scores),
        "wins": wins,
        "next": _next_text(after, names, ruleset),
        "later": changes,
        "warnings": warnings,
    }


def _pinfu_forgotten(win: dict[str, Any], ruleset: Any) -> bool:
    """A closed ron below mangan at 30 fu without pinfu (nor chiitoitsu): the rules' fu leave 30 for a
    closed ron only to the pinfu shape, so pinfu was most likely left unticked (the hand then pays a
    han short). Not refused: other tools and old score sheets write "riichi tanyao 30 fu" freely."""
    yaku = win.get("yaku")
    han = win.get("han")
    return (
        win.get("closed", True) is not False
        and win.get("fu") == 30
        and isinstance(han, int)
        and han < 5
        and isinstance(yaku, list)
        and not {"pinfu", "chiitoitsu"} & set(yaku)
        and not any(isinstance(n, str) and YAKU.get(n) is not None and YAKU[n].yakuman for n in yaku)
        and yaku_allowed("pinfu", ruleset)
    )


# later hands whose payments an edit changes, listed one by one up to this many
LATER_SHOWN = 4


def _later_effects(
    game: Game, number: int, before: HandState, after: HandState, ruleset: Any, names: list[str]
) -> tuple[str | None, list[str]]:
    """Editing hand `number`: why a later stored hand could no longer be (or None), and the later
    hands whose payments the edit changes (a new dealer or honba moves them), after a line on a game
    end the edit moves, said before saving."""
    hands = list(game.hands.filter(number__gte=number).order_by("number"))
    old: HandState | None = _fold(before, hands[0].record, ruleset) if hands else None
    new = after
    changed: list[str] = []
    last_label = round_label(before)  # the hand before the one folded next, as the change has it
    for hand in hands[1:]:
        label = round_label(new)
        if new.game_over:  # "hand 15 (West 1)" named a hand of a game that had ended before it
            problem = _(
                "With this change the game ends with hand %(last)s (%(last_label)s: %(why)s), so hand "
                "%(n)s could not have been played. Undo the later hands first, or leave this hand as it was."
            ) % {
                "last": hand.number - 1,
                "last_label": last_label,
                "why": end_why(new.end_reason, new.scores, names, ruleset.busting),
                "n": hand.number,
            }
            return problem, []
        last_label = label
        try:
            following = apply(new, hand_from_json(hand.record), ruleset)
        except (LedgerError, ServiceError) as error:
            reason = error.reason if isinstance(error, LedgerError) else "; ".join(error.messages)
            problem = _("With this change hand %(n)s (%(label)s) could no longer be: %(reason)s") % {
                "n": hand.number,
                "label": hand_label(new.label),  # with its honba, as the API names it (E1-1)
                "reason": engine_messages.translate(reason, names),
            }
            return problem, []
        was = _fold(old, hand.record, ruleset) if old is not None else None
        moves = _moves(new, following)
        if was is not None and old is not None and _moves(old, was) != moves:
            changed.append(_change_text(hand.number, hand_label(new.label), _moves(old, was), moves, names))
        new, old = following, was
    if len(changed) > LATER_SHOWN:
        rest = len(changed) - LATER_SHOWN
        more = ngettext("…and %(n)s more hand.", "…and %(n)s more hands.", rest) % {"n": rest}
        changed = [*changed[:LATER_SHOWN], more]
    ending = _end_change(game, hands, last_label, new, names, ruleset)
    return None, [ending, *changed] if ending else changed


def _end_change(
    game: Game, hands: list[Any], last_label: str, final: HandState, names: list[str], ruleset: Any
) -> str | None:
    """An edit that reopens a finished game, or ends a running one after its last hand: said, as the
    game's status, its leftover sticks and the standings all follow. `final`: the table after the
    last stored hand with the edit; `last_label` that hand's."""
    if not hands or game.ended_early:  # a new hand; a game ended for time stays ended
        return None
    last = hands[-1].number
    finished = game.status == GameStatus.FINISHED
    if finished and not final.game_over:
        return _(
            "With this change the game no longer ends after hand %(last)s: it goes on with %(label)s, "
            "hand %(next)s."
        ) % {"last": last, "label": round_label(final), "next": last + 1}
    # editing the last hand itself: "The game ends after this hand." says it already
    if not finished and final.game_over and len(hands) > 1:
        return _("With this change the game ends after hand %(last)s (%(label)s: %(why)s).") % {
            "last": last,
            "label": last_label,
            "why": end_why(final.end_reason, final.scores, names, ruleset.busting),
        }
    return None


def end_why(reason: str | None, scores: Sequence[int], names: list[str], busting: str) -> str:
    """Why a game ended, in words; a bust names who went below zero (the score to check first)."""
    if reason == "bust" and len(scores) == len(names) and all(names):
        at_zero = busting == "zero_or_below"
        busted = [names[seat] for seat, s in enumerate(scores) if s < 0 or (at_zero and s == 0)]
        if busted:
            said = _("%(names)s went to zero or below") if at_zero else _("%(names)s went below zero")
            return said % {"names": labels.list_join(busted)}
    return str(labels.END_REASONS.get(reason or "", reason or ""))


def _fold(state: HandState, record: Any, ruleset: Any) -> HandState | None:
    try:
        return apply(state, hand_from_json(record), ruleset)
    except (LedgerError, ServiceError):
        return None


def _moves(before: HandState, after: HandState) -> list[int]:
    return [a - b for a, b in zip(after.scores, before.scores, strict=True)]


def _change_text(number: int, label: str, was: list[int], now: list[int], names: list[str]) -> str:
    moves = labels.list_join(
        _("%(name)s %(was)s → %(now)s")
        % {"name": names[seat], "was": signed_score(was[seat]), "now": signed_score(now[seat])}
        for seat in range(4)
        if was[seat] != now[seat]
    )
    return _("Hand %(n)s (%(label)s) changes too: %(moves)s") % {"n": number, "label": label, "moves": moves}


def _win_text(name: str, win: Any, deposit: int, own: bool = False) -> str:
    value = win.value
    parts = [name]
    if value.yakuman:
        parts.append(
            str(labels.OUTCOMES.get("yakuman"))
            if value.yakuman == 1
            else f"{value.yakuman}× {labels.OUTCOMES['yakuman']}"
        )
    else:
        if value.han >= 5:  # the fu change nothing from 5 han
            parts.append(_("%(han)s han") % {"han": value.han})
        else:
            parts.append(_("%(han)s han %(fu)s fu") % {"han": value.han, "fu": value.fu})
        if win.limit:
            parts.append(str(labels.OUTCOMES.get(win.limit, win.limit)))
    # a yakuman's "13" is no han count: the line says yakuman already
    named = [
        str(labels.yaku_label(n)) if value.yakuman else f"{labels.yaku_label(n)} {h}" for n, h in value.yaku
    ]
    if dora_han(value):
        named.append(f"{labels.yaku_label('dora')} {dora_han(value)}")
    if named:
        parts.append(labels.list_join(named))
    # the winner's gain is more than the hand's value: say what else they took
    extras = []
    if win.honba_points:
        extras.append(_("%(points)s honba") % {"points": signed_score(win.honba_points)})
    sticks = win.sticks - 1 if own and win.sticks else win.sticks
    if sticks:
        extras.append(
            ngettext("%(points)s for %(n)s riichi stick", "%(points)s for %(n)s riichi sticks", sticks)
            % {"points": signed_score(sticks * deposit), "n": sticks}
        )
    if extras:
        parts.append(labels.list_join(extras))
    return " · ".join(parts)


def _nagashi_wins(record: Any, before: HandState, ruleset: Any, names: list[str]) -> list[dict[str, Any]]:
    """A line for each nagashi mangan, as a win has one (the payments alone did not say whose it was)."""
    seats = record.get("nagashi") if record.get("kind") == "draw" else None
    if not seats:
        return []
    riichi = record.get("riichi") or []
    first = min(seats, key=lambda s: turn_distance(before.dealer, s))  # takes the sticks, by the rules
    honba = before.honba * ruleset.honba_value if ruleset.nagashi_honba else 0
    lines = []
    for seat in seats:
        extras = [_("%(points)s honba") % {"points": signed_score(honba)}] if honba else []
        # the player's own stick of this hand comes back: no gain
        sticks = before.deposits + len(riichi) - (seat in riichi)
        if seat == first and ruleset.nagashi_takes_deposits and sticks:
            extras.append(
                ngettext("%(points)s for %(n)s riichi stick", "%(points)s for %(n)s riichi sticks", sticks)
                % {"points": signed_score(sticks * ruleset.riichi_deposit), "n": sticks}
            )
        parts = [names[seat], str(labels.OUTCOMES["nagashi"])]
        lines.append(
            {"seat": seat, "text": " · ".join([*parts, labels.list_join(extras)] if extras else parts)}
        )
    return lines


def _next_text(after: HandState, names: list[str], ruleset: Any) -> str:
    if after.game_over:
        return _ending_text(after, names, ruleset)
    return ngettext(
        "Next: %(label)s, dealer %(dealer)s, %(honba)s honba, %(deposits)s riichi stick on the table.",
        "Next: %(label)s, dealer %(dealer)s, %(honba)s honba, %(deposits)s riichi sticks on the table.",
        after.deposits,
    ) % {
        "label": round_label(after),
        "dealer": names[after.dealer],
        "honba": after.honba,
        "deposits": after.deposits,
    }


def round_label(state: HandState) -> str:
    return round_name(state.round_wind, state.hand_number)


def round_name(wind: str, hand: int | str) -> str:
    """East 3, South 1, ...: a hand as the table calls it."""
    return _("%(wind)s %(hand)s") % {"wind": labels.ROUND_WINDS.get(wind, wind), "hand": hand}


def _ending_text(after: HandState, names: list[str], ruleset: Any) -> str:
    """The game ends: and where the riichi sticks still on the table go (to first place, or nobody),
    as the game's page will say it."""
    table = {"deposits": after.deposits, "scores": after.scores, "final_scores": final_scores(after, ruleset)}
    left = leftover_sticks(table, [{"name": n} for n in names])
    if left is None:
        return _("The game ends after this hand.")
    n, points = left["sticks"], signed_score(left["points"] or 0)
    if left["shared"]:
        return ngettext(
            "The game ends after this hand; %(n)s riichi stick left on the table is split between "
            "%(names)s (%(points)s each).",
            "The game ends after this hand; %(n)s riichi sticks left on the table are split between "
            "%(names)s (%(points)s each).",
            n,
        ) % {"n": n, "names": left["name"], "points": points}
    if left["name"]:
        return ngettext(
            "The game ends after this hand; %(n)s riichi stick left on the table goes to %(name)s "
            "(%(points)s).",
            "The game ends after this hand; %(n)s riichi sticks left on the table go to %(name)s "
            "(%(points)s).",
            n,
        ) % {"n": n, "name": left["name"], "points": points}
    return ngettext(
        "The game ends after this hand; %(n)s riichi stick left on the table goes to nobody (this "
        "event's rules).",
        "The game ends after this hand; %(n)s riichi sticks left on the table go to nobody (this "
        "event's rules).",
        n,
    ) % {"n": n}
