"""Players on a 390 px phone: a note under a player's points ("incl. −10.0 penalties", "1 chombo,
counted in its game") widened the Points column and broke the names beside it onto two lines; players
short of the games minimum were numbered straight on (a greyed "10" read as a 10th place); a team's
card read "+20.6 per game over 7 games, Points +144.3", a capital mid-sentence."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game

pytestmark = pytest.mark.django_db

MARK = '<span class="note-mark" aria-hidden="true">*</span>'


def cells(page: str, name: str) -> list[str]:
    """The inner HTML of each cell of the row of the player called `name`."""
    row = next(r for r in page.split("<tr")[1:] if f">{name}</a>" in r).split("</tr>")[0]
    return re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)


def test_what_the_points_include_is_said_under_the_name_and_marked_after_the_points(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    from tests.tournaments.hands import chombo

    event = make_event(owner, players=4, preset="ema2016")
    game = Game.objects.get(round=seat_next_round(event, owner))
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=chombo(2), by=owner)  # player 3
        services.penalty_add(
            registration=event.registrations.get(number=1), amount=-10, reason="late", by=owner
        )
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    _, name, points, *_ = cells(page, "Player 1")
    assert "incl. \u221210.0 penalties" in name and "penalties" not in points
    assert points == "\u221210.0" + MARK  # the number alone, a mark saying there is a note
    _, name, points, *_ = cells(page, "Player 3")
    assert 'class="small muted chombo-note">1 chombo, counted in its game</span>' in name
    assert "chombo" not in points and points.endswith(MARK)
    _, name, points, *_ = cells(page, "Player 2")
    assert "note" not in name + points  # no note, no mark
    # the live redraw has the words to draw the same (static/js/standings.js)
    assert 'data-penalties="incl. AMOUNT penalties"' in page


def results_of_table_one(event: Any, owner: Any, on_commit: Any) -> None:
    with on_commit(execute=True):
        services.game_record_final_scores(
            game=first_game(event.rounds.get(number=1)), scores=[45000, 35000, 25000, 15000], by=owner
        )


def test_a_row_above_the_first_player_short_of_the_games_says_why_they_come_after(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=8, entry_mode="final", min_games=1)
    seat_next_round(event, owner)
    url = reverse("standings", args=[event.slug])
    said = "Players without a finished game are listed after the others."
    page = client.get(url).content.decode()
    assert "short-divider" not in page  # nobody has a finished game: nobody is set apart
    assert f'data-short="{said}"' in page  # for the live redraw
    results_of_table_one(event, owner, django_capture_on_commit_callbacks)
    page = client.get(url).content.decode()
    body = page.split("<tbody>")[1].split("</tbody>")[0]
    rows = re.findall(r"<tr[^>]*>.*?</tr>", body, re.S)
    assert len(rows) == 9 and page.count("short-divider") == 1
    divider = rows[4]  # after the four who played, before the four who did not
    # with teams: rank, player, points, games, places, team
    assert divider == f'<tr class="short-divider"><th colspan="6" scope="rowgroup">{said}</th></tr>'
    assert all("unqualified" not in row for row in rows[:4])
    assert all('class="unqualified"' in row for row in rows[5:])
    # the rule is still said under the table (hidden by the style sheet while the row says it)
    assert f'<span class="minimum-note">{said}</span>' in page


def test_the_row_names_the_events_minimum_and_spans_the_columns(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=8, entry_mode="final", min_games=2, ranking="average")
    url = reverse("standings", args=[event.slug])
    said = "Players with fewer than 2 finished games are listed after the others."
    first = seat_next_round(event, owner)
    with django_capture_on_commit_callbacks(execute=True):
        for game in first.games.all():
            services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    # one game each, fewer than two: nobody is greyed, and no row sets anyone apart
    page = client.get(url).content.decode()
    assert "unqualified" not in page and "short-divider" not in page and said in page
    services.round_finish(round_=first, by=owner)
    second = seat_next_round(event, owner)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(
            game=first_game(second), scores=[45000, 35000, 25000, 15000], by=owner
        )
    page = client.get(url).content.decode()
    # ranked by average, with teams: rank, player, per game, points, games, places, team
    divider = f'<tr class="short-divider"><th colspan="7" scope="rowgroup">{said}</th></tr>'
    assert page.count(divider) == 1 and page.count('class="unqualified"') == 4
    assert page.index(divider) < page.index('class="unqualified"')
    # a range of rounds ranks without the season's minimum (an average needs a game, though)
    ranged = client.get(url, {"from": 2, "to": 2}).content.decode()
    assert said not in ranged
    assert "Players without a finished game are listed after the others.</th>" in ranged


def test_a_teams_card_says_its_points_on_a_line_of_their_own(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=8, entry_mode="final", ranking="average")
    seat_next_round(event, owner)
    results_of_table_one(event, owner, django_capture_on_commit_callbacks)
    page = client.get(reverse("teams", args=[event.slug])).content.decode()
    lines = re.findall(r'class="small muted team-average">(.*?)</p>', page, re.S)
    assert lines, page
    for line in lines:
        assert ", Points" not in line  # "+20.6 per game over 7 games, Points +144.3"
        first, second = line.split("<br>")
        assert " per game over " in first and re.fullmatch(r"Points [+\u2212]?\d+\.\d", second), line


def test_a_substitute_not_ranked_comes_under_a_row_of_their_own_not_under_the_short_of_games(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    from tournaments.models import Seat

    event = make_event(owner, players=8, entry_mode="final", min_games=1)
    round_ = seat_next_round(event, owner)
    reserve = services.player_register(tournament=event, name="Reserve", is_substitute=True, by=owner)
    seat = Seat.objects.get(round=round_, registration__number=1)
    services.substitute_seat(seat=seat, substitute=reserve, by=owner)  # player 1 did not come
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(
            game=Game.objects.get(table=seat.table), scores=[45000, 35000, 25000, 15000], by=owner
        )
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    body = page.split("<tbody>")[1].split("</tbody>")[0]
    rows = re.findall(r"<tr[^>]*>.*?</tr>", body, re.S)
    said = [re.sub(r"<[^>]+>", "", row) for row in rows if "<th" in row]
    assert said == ["Players without a finished game are listed after the others.", "Not ranked"]
    # three played and are ranked, four did not; player 1 took no part and the substitute who played
    # for them is not ranked: both under "Not ranked", not greyed as short of games
    names = [re.search(r'class="row-link"[^>]*>([^<]+)<', row) for row in rows]
    order = [m.group(1) if m else "divider" for m in names]
    assert order[3] == "divider" and order[-3:] == ["divider", "Player 1", "Reserve"]
    assert 'class="unqualified"' not in rows[-1] and "substitute" in rows[-1]
    assert page.count('class="unqualified"') == 4
    assert 'data-unranked="Not ranked"' in page  # for the live redraw
