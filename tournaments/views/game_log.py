"""A game hand by hand for the pages: each stored record in words, with what it moved and the scores
after it (from `selectors.game_detail`, which folds the records through the ledger)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from scoring.engine.ledger import HandState, nagashi_deposit_seat
from scoring.engine.records import Ron, Tsumo
from tournaments import selectors
from tournaments.models import Game, Seat
from tournaments.services.game_results import is_open
from tournaments.services.hand_json import hand_from_json
from tournaments.views import engine_messages, labels
from tournaments.views.entry_config import hand_text


def players_of(game: Game) -> list[dict[str, Any]]:
    return players_at([game.table_id])[game.table_id]


def players_at(table_ids: Iterable[int]) -> dict[int, list[dict[str, Any]]]:
    """The players of each table, East first, in one query."""
    seats = Seat.objects.filter(table_id__in=set(table_ids)).select_related("registration__player")
    tables: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for s in seats.order_by("wind"):
        tables[s.table_id].append(
            {"seat": s.wind, "name": s.registration.player.name, "number": s.registration.number}
        )
    return tables


def states_and_notice(
    game: Game, players: list[dict[str, Any]], *, upto: int | None = None
) -> tuple[list[HandState], str | None]:
    """States of the hands that still fold through the event's rules, and, when a stored hand no
    longer fits them (rules made stricter since it was saved), a notice naming it and why."""
    states, broken = selectors.game_states_as_far_as_they_fold(game, upto=upto)
    if broken is None:
        return states, None
    number, reason = broken
    names = [p["name"] for p in players]
    notice = _(
        "Hand %(n)s no longer fits the event's rules: %(reason)s. The hands from it on are not shown "
        "or counted; an organizer can edit or undo it."
    ) % {"n": number, "reason": engine_messages.translate(reason, names)}
    return states, notice


def hands_after(game: Game, states: list[HandState]) -> list[dict[str, Any]]:
    """The stored hands with the table before and after each (the states are folded already)."""
    hands = list(game.hands.order_by("number"))
    return [
        {
            "number": h.number,
            "label": before.label,
            "record": h.record,
            # Net moves, riichi sticks included, so the scores row adds up.
            "deltas": [a - b for a, b in zip(after.scores, before.scores, strict=True)],
            # the same apart: the hand's payments (they add up to zero), each riichi declared (its
            # stick put on the table) and the sticks a winner took from it
            **stick_moves(before, after, h.record),
            "scores": list(after.scores),
            "honba": after.honba,
            "deposits": after.deposits,
            # Points after uma this hand cost (a chombo under penalty rules), per seat.
            "penalties": [a - b for a, b in zip(after.penalties, before.penalties, strict=True)],
            # The values the engine gave each win (tile entries get their yaku from the engine too).
            "wins": [
                {
                    "winner": w.winner,
                    "han": w.value.han,
                    "fu": w.value.fu,
                    "yakuman": w.value.yakuman,
                    "yaku": [name for name, _han in w.value.yaku],
                    "dora": dora_han(w.value),
                    "limit": w.limit,
                }
                for w in after.wins
            ],
        }
        for h, before, after in zip(hands, states, states[1:], strict=False)
    ]


def stick_moves(before: HandState, after: HandState, record: dict[str, Any]) -> dict[str, list[int]]:
    """A hand's net moves split three ways, per seat: "paid" (the hand's own payments, which add up
    to zero), "riichi" (a declarer's stick put on the table, negative) and "sticks" (the sticks on
    the table a winner took). A draw where a tenpai declarer got +1,000 and put a stick down read
    0, and a 2,300 ron with a stick on the table +3,300: players checking their hands were puzzled."""
    net = [a - b for a, b in zip(after.scores, before.scores, strict=True)]
    riichi = [n - d for n, d in zip(net, after.deltas, strict=True)]  # the ledger's deltas leave them out
    sticks = [0, 0, 0, 0]
    for w in after.wins:  # a win's moves add up to the sticks its winner took (the payments to zero)
        sticks[w.winner] += sum(w.deltas)
    taken = sum(after.deltas) - sum(sticks)
    nagashi = [s for s in record.get("nagashi") or [] if s in range(4)]
    if taken and nagashi:  # a nagashi mangan that takes the sticks: the first from the dealer's turn
        sticks[nagashi_deposit_seat(before.dealer, nagashi)] += taken
    paid = [d - s for d, s in zip(after.deltas, sticks, strict=True)]
    return {"paid": paid, "riichi": riichi, "sticks": sticks}


_LABEL = re.compile(r"^([ESWN])(\d)-(\d+)$")


def dora_han(value: Any) -> int:
    """Han from dora (red and ura included): the win's han beyond its yaku (none for a yakuman)."""
    return 0 if value.yakuman else max(0, value.han - sum(h for _name, h in value.yaku))


def hand_label(label: str) -> str:
    """'E1-2' -> 'East 1, 2 honba' in the page language."""
    match = _LABEL.match(label)
    if not match:
        return label
    wind, hand, honba = match.groups()
    text = _("%(wind)s %(hand)s") % {"wind": labels.ROUND_WINDS[wind], "hand": hand}
    if honba != "0":
        text = _("%(hand)s, %(honba)s honba") % {"hand": text, "honba": honba}
    return text


def _names(seats: list[int], names: list[str]) -> list[str]:
    return [names[s] for s in seats if 0 <= s < len(names)]


def _wins(record: dict[str, Any]) -> list[dict[str, Any]]:
    if record.get("kind") == "ron":
        return list(record.get("wins", []))
    if record.get("kind") == "tsumo":
        return [record["win"]]
    return []


def summary(record: dict[str, Any], names: list[str], chombo_penalty: float = 0.0) -> str:
    kind = record.get("kind")
    if kind == "ron":
        winners = labels.list_join(_names([w["winner"] for w in record.get("wins", [])], names))
        return _("%(winners)s ron from %(loser)s") % {"winners": winners, "loser": names[record["discarder"]]}
    if kind == "tsumo":
        return _("%(winner)s tsumo") % {"winner": names[record["win"]["winner"]]}
    if kind == "draw":
        tenpai = _names(record.get("tenpai", []), names)
        if record.get("nagashi"):
            # who was tenpai decides whether the dealer kept the seat: said, as at a plain draw
            who = labels.list_join(_names(record["nagashi"], names))
            if not tenpai:
                return _("Nagashi mangan: %(who)s; all noten") % {"who": who}
            return _("Nagashi mangan: %(who)s; tenpai: %(tenpai)s") % {
                "who": who,
                "tenpai": labels.list_join(tenpai),
            }
        if not tenpai:
            return _("Draw, all noten")
        return _("Draw, tenpai: %(who)s") % {"who": labels.list_join(tenpai)}
    if kind == "abort":
        return str(labels.OUTCOMES.get(record.get("reason", ""), labels.OUTCOMES["abort"]))
    if kind == "chombo":
        who = names[record["offender"]]
        if chombo_penalty:  # paid in points at the end, so the scores of this hand do not move
            return _("Chombo by %(who)s: %(points)s points in the standings") % {
                "who": who,
                "points": penalty_points(-chombo_penalty),
            }
        return _("Chombo by %(who)s") % {"who": who}
    return str(kind)


def _open_winners(record: dict[str, Any]) -> set[int]:
    parsed = hand_from_json(record)
    wins = parsed.wins if isinstance(parsed, Ron) else [parsed.win] if isinstance(parsed, Tsumo) else []
    return {w.winner for w in wins if is_open(w.hand)}


def entries(detail: dict[str, Any], players: list[dict[str, Any]]) -> list[dict[str, Any]]:
    names = [p["name"] for p in players]
    out = []
    for hand in detail["hands"]:
        record = hand["record"]
        # a hand entered by its tiles, in words (its notation read "234m456p67855234s", as tapped)
        tiles = {w["winner"]: hand_text(w["hand"]) for w in _wins(record) if w.get("hand", {}).get("hand")}
        liable = {w["winner"]: w["pao"] for w in _wins(record) if w.get("pao") is not None}
        opened = _open_winners(record)
        wins = [
            {
                "winner_name": names[w["winner"]],
                "han": None if w["yakuman"] else w["han"],
                # from 5 han the fu change nothing: "Mangan · 5 han 30 fu" named a fu nobody entered
                "fu": w["fu"] if w["han"] < 5 else None,
                "yaku": labels.yaku_in_order(w["yaku"]),
                "dora": w.get("dora", 0),
                "limit": w["limit"],
                "tiles": tiles.get(w["winner"], ""),
                # pao: who pays the yakuman (or its share) in the winner's place
                "liable_name": names[liable[w["winner"]]] if w["winner"] in liable else "",
                "open": w["winner"] in opened,  # the player page's "wins with calls" counts these
            }
            for w in hand.get("wins", [])
        ]
        out.append(
            {
                "number": hand["number"],
                "label": hand_label(hand["label"]),
                # The ledger's penalty for this hand (a chombo paid in points after the game).
                "summary": summary(record, names, -min(hand["penalties"], default=0)),
                "wins": wins,
                "riichi_names": _names(record.get("riichi", []), names),
                "deltas": hand["deltas"],
                # the payments without the riichi sticks, and the sticks apart (the rows add up)
                "paid": hand.get("paid", hand["deltas"]),
                "riichi": hand.get("riichi", [0, 0, 0, 0]),
                "sticks": hand.get("sticks", [0, 0, 0, 0]),
                "has_sticks": any(hand.get("riichi", ())) or any(hand.get("sticks", ())),
                "scores": hand["scores"],
            }
        )
    return out


def score_series(detail: dict[str, Any]) -> tuple[list[list[int]], list[str]]:
    """The four scores from the start through every hand, and a short label per point."""
    points = [detail["start_scores"], *[h["scores"] for h in detail["hands"]]]
    series = [[p[seat] for p in points] for seat in range(4)]
    # a chombo replays the hand at the same honba: name it, or the axis read "E1 E1"
    marks = ["0"] + [
        _("%(hand)s chombo") % {"hand": _mark(h["label"])}
        if h["record"].get("kind") == "chombo"
        else _mark(h["label"])
        for h in detail["hands"]
    ]
    return series, marks


def chart_key(detail: dict[str, Any]) -> str:
    """What the hands under the score chart's axis mean, on an example of the game's own: "E2-1 is
    East 2, 1 honba" (the first hand with honba, else the second hand played)."""
    hands = [h["label"] for h in detail["hands"]]
    with_honba = [label for label in hands if not label.endswith("-0")]
    example = (with_honba or hands[1:] or hands or [""])[0]
    if not _LABEL.match(example):
        return ""
    if with_honba:
        return _("Under the chart each hand is named by its round and honba: %(mark)s is %(hand)s.") % {
            "mark": _mark(example),
            "hand": hand_label(example),
        }
    return _("Under the chart each hand is named by its round: %(mark)s is %(hand)s.") % {
        "mark": _mark(example),
        "hand": hand_label(example),
    }


def _mark(label: str) -> str:
    """'E3' -> 'E3' (東3 in Japanese), 'E3-1' -> 'E3-1' (東3-1): a hand under the chart's axis; the
    honba tell a repeated hand from the one before."""
    match = _LABEL.match(label)
    if not match:
        return label
    wind, hand, honba = match.groups()
    mark = str(labels.ROUND_MARKS[wind]) % {"n": hand}
    return f"{mark}-{honba}" if honba and honba != "0" else mark


def change_lines(entry: Any, players: Any = None) -> list[dict[str, str]]:
    """What one audit entry changed, as lines of words ({"label": "before", "text": ...}) under its
    "when · who · what" line: a hand's record before and after (an edit that only moved the dora
    shows it), each player's final score "Aiko 32,000 → 28,000" when final scores are replaced, the
    player and points of a penalty. `entry` is an AuditEntry or a dict of `selectors.audit_trail`;
    `players` the game's players (`players_of`) or a mapping of player number -> name."""
    from tournaments.templatetags.league import record_text, score, signed

    def field(name: str) -> Any:
        return entry.get(name) if isinstance(entry, dict) else getattr(entry, name, None)

    action, before, after = field("action"), field("before"), field("after")
    seated = players if isinstance(players, list) else []
    names = [p["name"] for p in seated]
    by_number = dict(players) if isinstance(players, dict) else {p["number"]: p["name"] for p in seated}
    if action in ("game_record_hand", "game_undo_last_hand", "game_edit_hand"):
        if before and after:
            return [
                {"label": _("before"), "text": record_text(before, names)},
                {"label": _("after"), "text": record_text(after, names)},
            ]
        return [{"label": "", "text": record_text(before or after, names)}]
    if action in ("game_record_final_scores", "game_clear_final_scores"):
        return _final_scores_lines(before, after, names, score)
    if action in ("penalty_add", "penalty_cancel") and isinstance(after, dict):
        number = after.get("player")
        who = by_number.get(number) or str(labels.audit_target(f"player {number}"))
        lines = [{"label": "", "text": f"{who} {signed(after.get('amount'))} · {after.get('reason', '')}"}]
        if after.get("cancel_reason"):
            lines.append({"label": _("cancelled because"), "text": after["cancel_reason"]})
        return lines
    if action == "round_sit_out":  # who sits out, by name ("–": nobody any more), the absent marked

        def named(side: Any) -> str:
            numbers, away = (side["players"], side["not_here"]) if isinstance(side, dict) else (side, [])
            marked = [
                _("%(name)s (not here)") % {"name": by_number.get(n) or f"#{n}"}
                if n in away
                else by_number.get(n) or f"#{n}"
                for n in numbers or []
            ]
            return labels.list_join(marked) or "–"

        if before:
            return [
                {"label": _("before"), "text": named(before)},
                {"label": _("after"), "text": named(after)},
            ]
        return [{"label": "", "text": named(after)}]
    if action == "round_set_tables" and isinstance(before, list):
        return _reseat_lines(before, after if isinstance(after, list) else [], by_number)
    if action in ("tournament_update", "registration_update") and isinstance(after, dict):
        from tournaments import forms

        form = forms.EventEditForm if action == "tournament_update" else forms.PlayerEditForm
        return _field_lines(before if isinstance(before, dict) else {}, after, form.base_fields)
    if action == "tournament_update_ruleset" and isinstance(after, dict):
        return _rule_lines(before if isinstance(before, dict) else {}, after)
    return []


RESEAT_LINES = 12  # a reseat of a large field lists this many changed tables, then counts the rest


def _reseat_lines(before: list[Any], after: list[Any], by_number: dict[int, str]) -> list[dict[str, str]]:
    """A round seated again: each table whose players changed, "table 3: A, B, C, D → E, F, G, H"
    (by wind, East first), so a dispute about who sat where before the reseat can be settled; a
    first seating lists nothing (the round's page shows it)."""

    def named(table: Any) -> str:
        return labels.list_join(by_number.get(n) or f"#{n}" for n in table) if table else "–"

    lines = []
    for number in range(1, max(len(before), len(after)) + 1):
        was = before[number - 1] if number <= len(before) else None
        now = after[number - 1] if number <= len(after) else None
        if was != now:
            label = str(_("table %(n)s") % {"n": number})
            lines.append({"label": label, "text": f"{named(was)} → {named(now)}"})
    if len(lines) > RESEAT_LINES:
        more = len(lines) - RESEAT_LINES
        lines = lines[:RESEAT_LINES]
        text = ngettext("and %(n)s more table", "and %(n)s more tables", more) % {"n": more}
        lines.append({"label": "", "text": text})
    if not lines:
        lines.append({"label": "", "text": str(_("the same tables as before"))})
    return lines


def _field_lines(before: dict[str, Any], after: dict[str, Any], fields: Any) -> list[dict[str, str]]:
    """Each detail that changed, "Games to be ranked: 1 → 2", labelled and worded as its form has it
    (a choice by its label, a blank as a dash); details sent unchanged are left out."""

    def shown(name: str, value: Any) -> str:
        if value in (None, ""):
            return "–"
        if isinstance(value, bool):
            return str(_("yes") if value else _("no"))
        choices = dict(getattr(fields.get(name), "choices", None) or [])
        return str(choices.get(value, value))

    lines = []
    for name, now in after.items():
        was = before.get(name)
        if was == now:
            continue
        field = fields.get(name)
        label = str(field.label) if field is not None and field.label else name.replace("_", " ")
        lines.append({"label": label, "text": f"{shown(name, was)}\u00a0→\u00a0{shown(name, now)}"})
    return lines


def _rule_lines(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, str]]:
    """Each rule a change of the rules changed, "Uma by place (thousands): 15, 5, −5, −15 → 20, 10,
    −10, −20", labelled as the rules form has it and worded as the event's rules page shows it, in
    the page's order; rules left as they were are left out (the log said only "rules changed")."""
    from scoring.engine.rules import Ruleset, ruleset_to_dict
    from tournaments.forms import RULE_GROUPS, RULE_LABELS, RulesForm
    from tournaments.views.rules_public import rule_number, shown_rule

    defaults = ruleset_to_dict(Ruleset())
    try:  # a rule missing from an older stored ruleset had its default
        was, now = RulesForm(current={**defaults, **before}), RulesForm(current={**defaults, **after})
    except (TypeError, ValueError, KeyError, IndexError):  # not a ruleset the form can show
        return []

    def uma(rules: dict[str, Any]) -> str:
        return ", ".join(rule_number(u) for u in rules.get("uma") or defaults["uma"])

    def floating(rules: dict[str, Any]) -> str:
        table = rules.get("floating_uma")
        if not isinstance(table, dict) or not table:
            return str(_("none"))
        rows = sorted(table.items(), key=lambda item: int(item[0]))
        return "; ".join(
            _("%(n)s at or above") % {"n": above} + " " + " / ".join(rule_number(float(u)) for u in values)
            for above, values in rows
        )

    pairs: list[tuple[str, str, str]] = []  # (label, before, after) of every rule, as shown
    for _title, names in RULE_GROUPS:
        for name in names:
            if name == "uma":
                pairs.append((str(RULE_LABELS["uma"]), uma(before), uma(after)))
                pairs.append((str(_("Floating uma")), floating(before), floating(after)))
            else:
                pairs.append((str(was[name].label), shown_rule(was[name]), shown_rule(now[name])))
    shown = {"uma", "floating_uma", *(name for _title, names in RULE_GROUPS for name in names)}
    for name in sorted((set(before) | set(after)) - shown):  # set through the API only: as stored
        old, new = before.get(name, defaults.get(name)), after.get(name, defaults.get(name))
        if old != new:
            pairs.append((name.replace("_", " "), _stored(old), _stored(new)))
    return [{"label": label, "text": f"{old}\u00a0→\u00a0{new}"} for label, old, new in pairs if old != new]


def _stored(value: Any) -> str:
    if value in (None, "", []):
        return "–"
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


def _final_scores_lines(before: Any, after: Any, names: list[str], score: Any) -> list[dict[str, str]]:
    """Each seat's final score, "Aiko 32,000 → 28,000" where a second entry changed it; the riichi
    sticks left on the table likewise when there were any."""
    old = (before or {}).get("scores") or [None] * 4
    new = (after or {}).get("scores") or [None] * 4
    seats = []
    for seat, (was, now) in enumerate(zip(old, new, strict=False)):
        name = names[seat] if seat < len(names) else str(labels.wind_label(seat))
        if was is not None and now is not None and was != now:
            seats.append(f"{name} {score(was)}\u00a0→\u00a0{score(now)}")  # the arrow never starts a line
        else:
            seats.append(f"{name} {score(now if now is not None else was)}")
    if before and after:  # replaced: a line per player, each before -> after
        lines = [{"label": "", "text": text} for text in seats]
    else:
        lines = [{"label": "" if after else _("before"), "text": " · ".join(seats)}]
    sticks = [(s or {}).get("deposits_left") or 0 for s in (before, after)]
    if any(sticks):
        was, now = sticks
        moved = f"{was} → {now}" if before and after and was != now else str(now if after else was)
        lines.append({"label": _("Riichi sticks left on the table"), "text": moved})
    counts = [(s or {}).get("chombo") or [0] * 4 for s in (before, after)]
    if any(counts[0]) or any(counts[1]):
        text = " · ".join(
            f"{names[seat] if seat < len(names) else labels.wind_label(seat)} "
            + (f"{was}\u00a0→\u00a0{now}" if before and after and was != now else str(now if after else was))
            for seat, (was, now) in enumerate(zip(counts[0], counts[1], strict=True))
            if was or now
        )
        lines.append({"label": _("Chombo"), "text": text})
    return lines


def penalty_points(value: float) -> str:
    """A penalty's points as the pages write them: -20 as "−20" (a real minus), 2.5 as "+2.5"."""
    return f"\u2212{-value:g}" if value < 0 else f"+{value:g}"


def leftover_sticks(state: dict[str, Any], players: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The riichi sticks still on the table when a game ended, and who got them (first place by the
    rules, None when they are lost): the last hand's scores, or a score sheet, do not show them."""
    sticks, final = state.get("deposits"), state.get("final_scores")
    if not sticks or not final:
        return None
    gains = [after - before for after, before in zip(final, state["scores"], strict=True)]
    seats = [i for i, gain in enumerate(gains) if gain > 0]  # several when a tie for first split them
    return {
        "sticks": sticks,
        "name": labels.list_join(players[seat]["name"] for seat in seats) or None,
        "shared": len(seats) > 1,  # a tie for first splits them: the points are each one's
        "points": gains[seats[0]] if seats else None,
        # who got them and how their final score is made up ("28,300 + 1,000 = 29,300"): the final
        # score beside a note of the sticks read as if they were still to be added
        "seats": seats,
        "sums": [
            {
                "name": players[seat]["name"],
                "before": state["scores"][seat],
                "points": gains[seat],
                "after": final[seat],
            }
            for seat in seats
        ],
    }


def hand_log(detail: dict[str, Any], players: list[dict[str, Any]], *, newest_first: bool) -> dict[str, Any]:
    """The game's hands for the log under the entry form (newest first, where the scorer looks) and on
    the game page (a finished game reads as a record, from its first hand)."""
    listed = entries(detail, players)
    return {
        "entries": listed[::-1] if newest_first else listed,
        "names": [p["name"] for p in players],
    }


def result_rows(
    game: Game, tournament: Any, players: list[dict[str, Any]], start_scores: list[int]
) -> list[dict[str, Any]]:
    """The game's results a row per player, East first: score, place and points (with the chombo and
    penalties they include), for its page and the entry page's game over; in a game being played
    also the player's wind this hand and whether they deal (the seat column showed only the winds
    they began at, and nothing said who dealt)."""
    results = selectors.game_results(game=game)
    state = game.state or {}
    current = game.table_scores or start_scores
    chombo = state.get("penalties") or [0, 0, 0, 0]  # points a chombo cost, already in the result
    penalties = selectors.game_penalties(game=game)
    # a final-scores entry's chombo under reverse mangan was paid at the table: in the score, counted
    paid = (game.final_chombo if tournament.ruleset.get("chombo") == "reverse_mangan" else None) or [0] * 4
    playing = game.status == "running" and not state.get("game_over") and isinstance(state.get("dealer"), int)
    dealer = state.get("dealer", 0) if playing else None
    return [
        {
            **p,
            "wind": p["seat"],
            "result": results.get(p["seat"]),
            "score": current[p["seat"]],
            "chombo": chombo[p["seat"]],
            "chombo_paid": paid[p["seat"]],
            "penalties": penalties[p["seat"]],
            # this hand's seat wind (0 East .. 3 North), None once the game is over
            "now_wind": (p["seat"] - dealer) % 4 if dealer is not None else None,
            "dealer": dealer is not None and p["seat"] == dealer,
        }
        for p in players
    ]
