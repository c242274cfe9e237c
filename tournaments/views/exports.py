"""Files of an event's results for a federation or a spreadsheet: the CSV cells and file both CSVs
share (the standings in public.py, every finished game here)."""

from __future__ import annotations

import csv
from decimal import Decimal
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_GET

from tournaments import permissions
from tournaments.models import GameResult
from tournaments.views.common import event_for

WINDS = "ESWN"
GAMES_HEADER = ["round", "table", "seat", "number", "name", "score", "place", "points", "chombo_points"]


def csv_file(filename: str) -> tuple[HttpResponse, Any]:
    """A CSV download and its writer."""
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response.write("\ufeff")  # spreadsheet programs read the names as UTF-8 only with the mark
    return response, csv.writer(response)


def csv_number(value: Any) -> int | float:
    """Points written alike whether stored (-10.000) or summed for a range (-10): -10, 36.5, 6.667
    (numbers, not text: a text cell starting with a minus would be quoted as a formula)."""
    figure = Decimal(value).quantize(Decimal("0.001"))
    return int(figure) if figure == figure.to_integral_value() else float(figure)


def csv_cell(value: Any) -> Any:
    """A name typed as "=1+2" opens as a formula in a spreadsheet: text cells that start like one are
    quoted with an apostrophe."""
    return f"'{value}" if isinstance(value, str) and value[:1] in ("=", "+", "-", "@") else value


@require_GET
def games_csv(request: HttpRequest, slug: str) -> HttpResponse:
    """One line per player per finished game, in round, table and seat order: the final score (riichi
    sticks left on the table handed out), the place and the points (chombo included, as the
    standings count them; penalties apart). Its organizers also get each player's id."""
    tournament = event_for(request, slug)
    ids = permissions.can_manage(request.user, tournament)
    results = (
        GameResult.objects.filter(tournament=tournament, finished=True)
        .select_related("game__table", "seat", "registration__player")
        .order_by("round_number", "game__table__number", "seat__wind")
    )
    response, out = csv_file(f"{tournament.slug}-games.csv")
    out.writerow(GAMES_HEADER + (["player_id"] if ids else []))
    for r in results:
        player = r.registration.player
        line = [
            r.round_number,
            r.game.table.number,
            WINDS[r.seat.wind],
            r.registration.number,
            player.name,
            r.score,
            r.place,
            csv_number(r.points),
            csv_number(r.chombo_points),
        ]
        out.writerow([csv_cell(value) for value in line + ([player.external_id] if ids else [])])
    return response
