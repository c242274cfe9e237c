"""Files of an event's results for a federation or a spreadsheet: every finished game, seat by seat."""

from __future__ import annotations

import csv

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_GET

from tournaments import permissions
from tournaments.models import GameResult
from tournaments.views.common import event_for
from tournaments.views.public import _cell, _figure

WINDS = "ESWN"
GAMES_HEADER = ["round", "table", "seat", "number", "name", "score", "place", "points", "chombo_points"]


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
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{tournament.slug}-games.csv"'
    response.write("\ufeff")  # spreadsheet programs read the names as UTF-8 only with the mark
    out = csv.writer(response)
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
            _figure(r.points),
            _figure(r.chombo_points),
        ]
        out.writerow([_cell(value) for value in line + ([player.external_id] if ids else [])])
    return response
