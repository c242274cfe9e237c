"""The event's change log (its audit trail) in words: the latest changes on the organizer home, the
whole log page by page, and the whole log as a CSV file.

A player number is given anew once its player is removed, so an entry names its player as they were
when it was written (from the trail's own before and after), never as whoever holds the number now.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_GET

from tournaments.models import AuditEntry, Substitute, Tournament
from tournaments.permissions import Access
from tournaments.views import game_log, labels
from tournaments.views.common import event_context, event_for
from tournaments.views.exports import csv_cell, csv_file

PER_PAGE = 50
_PLAYER = re.compile(r"player (\d+)")
_PLAYERS = re.compile(r"players (\d+)-(\d+)")
# the entries that give a player number its name, take it from it, or free the number
_NAMING = ("player_register", "players_register_csv", "registration_update", "registration_delete")


class _Names:
    """Each player number's names through the trail: `at(number, entry)` is the name the number's
    player had when the entry was written."""

    def __init__(self, tournament: Tournament, upto: int) -> None:
        # per number, oldest first: (entry id, name before it or None, name after it or None)
        self.steps: dict[int, list[tuple[int, str | None, str | None]]] = defaultdict(list)
        rows = AuditEntry.objects.filter(tournament=tournament, action__in=_NAMING, pk__lte=upto)
        for pk, action, target, before, after in rows.order_by("pk").values_list(
            "pk", "action", "target", "before", "after"
        ):
            if action == "players_register_csv":
                found = _PLAYERS.fullmatch(target)
                if found and isinstance(after, list):
                    for offset, name in enumerate(after):
                        self.steps[int(found.group(1)) + offset].append((pk, None, str(name)))
                continue
            found = _PLAYER.fullmatch(target)
            if not found:
                continue
            was = before.get("name") if isinstance(before, dict) else None
            now = after.get("name") if isinstance(after, dict) else None
            if action == "registration_update" and now is None:
                continue  # a country or team changed, not the name
            if action == "registration_delete":
                now = None  # the number is free from here on
            self.steps[int(found.group(1))].append((pk, was, now))
        self.current = dict(tournament.registrations.values_list("number", "player__name"))

    def at(self, number: int, entry: int) -> str:
        steps = self.steps.get(number, [])
        i = bisect_right([pk for pk, _, _ in steps], entry)
        if i:  # the last step up to the entry: the name it left (its own name for a removal)
            pk, was, now = steps[i - 1]
            return (was if pk == entry and now is None else now) or ""
        if i < len(steps):  # none before (an older trail): the name the next step found
            return steps[i][1] or ""
        return self.current.get(number, "")


def describe(tournament: Tournament, entries: list[AuditEntry]) -> None:
    """Give each entry `player_name` (the player its target numbers, "" for none), `lines` (what it
    changed in words: `game_log.change_lines`) and, for a game's entry, `names` (its seats' players,
    East first), naming everyone as they were at the entry's time."""
    if not entries:
        return
    names = _Names(tournament, max(e.pk for e in entries))
    seated = game_log.players_at(e.game.table_id for e in entries if e.game)
    # a substitute took a seat before the game's first hand; a change written before that names the
    # player they replaced
    swaps: dict[int, list[Any]] = defaultdict(list)
    subs = Substitute.objects.filter(seat__table_id__in=seated).select_related("seat", "replaced")
    for sub in subs:
        swaps[sub.seat.table_id].append(sub)
    for entry in entries:
        found = _PLAYER.fullmatch(entry.target)
        entry.player_name = names.at(int(found.group(1)), entry.pk) if found else ""  # type: ignore[attr-defined]
        players: Any = _numbers_named(entry, names)
        if entry.game and entry.action not in ("penalty_add", "penalty_cancel"):
            players = [
                {**p, **_seat_then(p, swaps[entry.game.table_id], entry, names)}
                for p in seated[entry.game.table_id]
            ]
            entry.names = [p["name"] for p in players]  # type: ignore[attr-defined]
        entry.lines = game_log.change_lines(entry, players)  # type: ignore[attr-defined]


def _numbers_named(entry: AuditEntry, names: _Names) -> dict[int, str]:
    """The players an entry numbers (a penalty's player, the players sitting a round out, those of
    a round seated again), named as then."""
    if entry.action == "round_sit_out":  # a list of numbers, or {"players": ..., "not_here": ...}
        out = [
            side.get("players") if isinstance(side, dict) else side for side in (entry.before, entry.after)
        ]
        numbers = [n for side in out if isinstance(side, list) for n in side]
        return {n: names.at(n, entry.pk) for n in numbers if isinstance(n, int)}
    if entry.action == "round_set_tables" and isinstance(entry.before, list):  # a reseat: by table
        sides = (entry.before, entry.after if isinstance(entry.after, list) else [])
        numbers = [n for side in sides for table in side if isinstance(table, list) for n in table]
        return {n: names.at(n, entry.pk) for n in numbers if isinstance(n, int)}
    number = entry.after.get("player") if isinstance(entry.after, dict) else None
    return {number: names.at(number, entry.pk)} if isinstance(number, int) else {}


def _seat_then(
    player: dict[str, Any], swaps: Iterable[Any], entry: AuditEntry, names: _Names
) -> dict[str, Any]:
    number = player["number"]
    for sub in swaps:
        if sub.seat.wind == player["seat"] and sub.created_at > entry.created_at:
            number = sub.replaced.number
    return {"number": number, "name": names.at(number, entry.pk) or player["name"]}


def _entries(tournament: Tournament) -> Any:
    return AuditEntry.objects.filter(tournament=tournament).select_related(
        "user", "game__round", "game__table"
    )


def game_trail(tournament: Tournament, game: Any, count: int = 100) -> list[AuditEntry]:
    """A game's newest changes, in words, naming its players as they were (a hand entered before a
    substitute took the seat names the player who played it): the game page's and the final-score
    page's trail."""
    entries = list(_entries(tournament).filter(game=game)[:count])
    describe(tournament, entries)
    return entries


# a finished game resumed (ended early for time by mistake) is a correction too
CORRECTIONS = ("game_edit_hand", "game_record_final_scores", "game_clear_final_scores", "game_resume")


def game_corrections(game: Any) -> list[dict[str, Any]]:
    """What was corrected in the game, oldest first, for everyone who follows it ("hand changed ·
    hand 3" and when; not by whom): a month-old result changed and four players' totals moved with
    nothing on any public page. A first entry of final scores is no correction."""
    entries = AuditEntry.objects.filter(game=game, action__in=CORRECTIONS).order_by("created_at", "id")
    return [
        {
            "when": e.created_at,
            "what": labels.audit_label(e.action, e.before)
            + ("" if e.target in ("final scores", "game") else f" · {labels.audit_target(e.target)}"),
        }
        for e in entries
        if e.action != "game_record_final_scores" or e.before
    ]


def latest(tournament: Tournament, count: int = 15) -> list[AuditEntry]:
    """The newest entries, in words (the organizer home's "Latest changes")."""
    entries = list(_entries(tournament)[:count])
    describe(tournament, entries)
    return entries


def changes(request: HttpRequest, slug: str) -> HttpResponse:
    """Every change to the event, newest first, a page at a time."""
    tournament = event_for(request, slug, Access.SCORE)
    page = Paginator(_entries(tournament), PER_PAGE).get_page(request.GET.get("page"))
    entries = list(page.object_list)
    describe(tournament, entries)
    return render(
        request,
        "tournaments/changes.html",
        event_context(request, tournament, "manage", page=page, audit=entries),
    )


CSV_HEADER = ["when", "user", "action", "round", "table", "target", "player", "details", "before", "after"]


@require_GET
def changes_csv(request: HttpRequest, slug: str) -> HttpResponse:
    """The whole change log, newest first: the page's words and the stored before and after (JSON)."""
    tournament = event_for(request, slug, Access.SCORE)
    entries = list(_entries(tournament))
    describe(tournament, entries)
    response, out = csv_file(f"{tournament.slug}-changes.csv")
    out.writerow(CSV_HEADER)
    for e in entries:
        details = " / ".join(
            f"{line['label']}: {line['text']}" if line["label"] else line["text"]
            for line in e.lines  # type: ignore[attr-defined]
        )
        line = [
            timezone.localtime(e.created_at).isoformat(timespec="seconds"),
            e.user.get_username() if e.user else "",
            labels.audit_label(e.action, e.before),
            e.game.round.number if e.game else "",
            e.game.table.number if e.game else "",
            str(labels.audit_target(e.target)),
            e.player_name,  # type: ignore[attr-defined]
            details,
            "" if e.before is None else json.dumps(e.before, ensure_ascii=False),
            "" if e.after is None else json.dumps(e.after, ensure_ascii=False),
        ]
        out.writerow([csv_cell(value) for value in line])
    return response
