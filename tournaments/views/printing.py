"""Sheets for paper: seating per round (or per table), score sheets per table, and the round timer."""

from __future__ import annotations

import json

from anyascii import anyascii
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from tournaments import selectors
from tournaments.models import Registration
from tournaments.permissions import Access
from tournaments.services.clock import clock_state, round_clock
from tournaments.services.errors import ServiceError
from tournaments.slugs import kana_reading
from tournaments.views.common import event_context, event_for
from tournaments.views.public import round_of, round_sit_outs, round_tables

HAND_ROWS = 20  # lines on a score sheet: 16 ran out in a hanchan of dealer repeats and draws


def _tables(request: HttpRequest, round_tables_list: list) -> list:
    """All the round's tables, or the one ?table=N names (404 when the round has no such table: a
    blank sheet looked like a printer fault)."""
    wanted = request.GET.get("table")
    if wanted is None:
        return round_tables_list
    tables = [t for t in round_tables_list if str(t.number) == wanted.strip()]
    if not tables:
        raise Http404("No such table in this round.")
    return tables


def _by_name(
    tables: list, sit_outs: list, spare: list
) -> list[tuple[Registration, int | None, int | str | None]]:
    """(registration, table, wind) of every player of the round, sitting out ones with no table (the
    wind "spare" for a substitute not needed), in the order of their names as a reader looks them up
    (Émile among the e's; Japanese names by their reading in kana, in gojūon order after the others:
    anyascii gave Chinese pinyin order)."""
    rows: list[tuple[Registration, int | None, int | str | None]] = [
        (s.registration, t.number, s.wind) for t in tables for s in t.seats.all()
    ]
    rows += [(reg, None, None) for reg in sit_outs]
    rows += [(reg, None, "spare") for reg in spare]

    def key(row: tuple[Registration, int | None, int | str | None]) -> tuple[str, str, int]:
        name = row[0].player.name
        reading = kana_reading(name)
        return (reading, "", row[0].number) if reading else ("", anyascii(name).casefold(), row[0].number)

    return sorted(rows, key=key)


@require_GET
def print_seating(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    round_ = round_of(tournament.pk, number)
    tables = _tables(request, round_tables(round_))
    sit_outs = round_sit_outs(round_)
    spare = (
        selectors.spare_substitutes(round_=round_, tables=tables, sitting_out=sit_outs)
        if "table" not in request.GET
        else []
    )
    return render(
        request,
        "tournaments/print_seating.html",
        event_context(
            request,
            tournament,
            "manage",
            round=round_,
            tables=tables,
            sitting_out=sit_outs,
            spare_substitutes=spare,
            per_table="table" in request.GET,
            # a list by name to post at the door: players find their table without scanning them all
            by_name=_by_name(tables, sit_outs, spare),
        ),
    )


@require_GET
def print_scoresheets(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    round_ = round_of(tournament.pk, number)
    tables = _tables(request, round_tables(round_))
    return render(
        request,
        "tournaments/print_scoresheets.html",
        event_context(
            request, tournament, "manage", round=round_, tables=tables, rows=range(1, HAND_ROWS + 1)
        ),
    )


@require_GET
def timer(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    round_ = round_of(tournament.pk, number)
    # the length last set on this round's clock, unless the address asks for another
    text = request.GET.get("minutes", str(round_.clock_minutes or 90)).strip()
    minutes = _whole(text) or 0
    if not 1 <= minutes <= 600:
        # a typed address: say what is wrong rather than start some other clock
        problem = _("minutes: must be a whole number from 1 to 600, not %(value)s") % {"value": repr(text)}
        back = reverse("round", args=[tournament.slug, round_.number])
        return render(request, "400.html", {"problem": problem, "back": back}, status=400)
    state = clock_state(round_, minutes)
    return render(
        request,
        "tournaments/timer.html",
        event_context(request, tournament, "manage", round=round_, minutes=minutes, state=json.dumps(state)),
    )


@require_http_methods(["GET", "POST"])
def clock(request: HttpRequest, slug: str, number: int) -> JsonResponse:
    """The round's shared clock as JSON (GET, what every timer screen polls); POST `action` (start,
    pause, plus, minus, reset) with `minutes`, the length a reset starts from: staff who score."""
    need = Access.SCORE if request.method == "POST" else Access.VIEW
    tournament = event_for(request, slug, need)
    round_ = round_of(tournament.pk, number)
    text = (
        request.POST.get("minutes") or request.GET.get("minutes") or str(round_.clock_minutes or 90)
    ).strip()
    minutes = _whole(text)
    minutes = -1 if minutes is None else minutes
    if request.method == "GET":
        return JsonResponse(clock_state(round_, max(1, minutes)))
    try:
        state = round_clock(round_=round_, action=request.POST.get("action", ""), minutes=minutes)
    except ServiceError as error:
        return JsonResponse(error.message_dict, status=400)
    return JsonResponse(state)


def _whole(text: str) -> int | None:
    """A short whole number typed in an address, or None (a 5,000-digit one is no length either)."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None
