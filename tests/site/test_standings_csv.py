"""The results go on to a federation's ranking as a file: the standings page offers them as CSV (its
rows, or a range of rounds), with each player's id (EMA number) for the event's organizers only."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import tsumo
from tournaments import services
from tournaments.models import Player

pytestmark = pytest.mark.django_db


def _rows(response: Any) -> list[dict[str, str]]:
    text = response.content.decode("utf-8")
    assert text.startswith("\ufeff")  # read as UTF-8 by spreadsheet programs
    return list(csv.DictReader(io.StringIO(text[1:])))


def test_the_standings_download_as_csv_with_ids_for_organizers(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    Player.objects.filter(registrations__tournament=event, registrations__number=1).update(
        country="FR", external_id="04010001", name="=HYPERLINK(1)"
    )
    Player.objects.filter(registrations__tournament=event, registrations__number=2).update(
        external_id="@SUM(1)"
    )
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[45000, 35000, 25000, 15000], by=owner)
    services.standings_rebuild(tournament_id=event.pk)  # the job queued on commit (no commit in a test)
    url = reverse("standings_csv", args=[event.slug])
    anonymous = client.get(url)
    assert anonymous["Content-Type"] == "text/csv; charset=utf-8"
    assert f'filename="{event.slug}-standings.csv"' in anonymous["Content-Disposition"]
    rows = _rows(anonymous)
    assert [r["number"] for r in rows] == ["1", "2", "3", "4"]  # East won: the seating order here
    first = rows[0]
    assert (first["rank"], first["country"], first["games"], first["1st"], first["4th"]) == (
        "1",
        "FR",
        "1",
        "1",
        "0",
    )
    # WRC: (45,000 - 30,000) / 1,000 + 15 uma = +30.0
    assert float(first["points"]) == 30.0
    assert first["name"] == "'=HYPERLINK(1)"  # a name is never read as a formula
    assert "player_id" not in first
    client.force_login(owner)
    as_organizer = {r["number"]: r["player_id"] for r in _rows(client.get(url))}
    assert as_organizer["1"] == "04010001" and as_organizer["2"] == "'@SUM(1)"  # no formula either
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert f'href="{url}"' in page


def test_a_range_of_rounds_downloads_that_range(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    for scores in ([45000, 35000, 25000, 15000], [15000, 25000, 35000, 45000]):
        round_ = seat_next_round(event, owner)
        services.game_record_final_scores(game=first_game(round_), scores=scores, by=owner)
        services.round_finish(round_=round_, by=owner)
    services.standings_rebuild(tournament_id=event.pk)  # the per-game results ranges are summed from
    url = reverse("standings_csv", args=[event.slug])
    second = _rows(client.get(url + "?from=2&to=2"))
    assert second[0]["number"] == "4" and second[0]["games"] == "1"
    assert client.get(url + "?from=2&to=2")["Content-Disposition"].endswith('-standings-rounds-2-2.csv"')
    backwards = client.get(url + "?from=2&to=1")
    assert backwards.status_code == 200 and len(_rows(backwards)) == 4
    bad = client.get(url + "?from=9")
    assert bad.status_code == 400
    assert "from: '9' is not a round of this event (rounds 1 to 2)" in bad.content.decode()
    page = client.get(reverse("standings", args=[event.slug]) + "?from=2&to=2").content.decode()
    assert f'href="{url}?from=2&amp;to=2"' in page


def test_a_file_taken_mid_game_says_which_players_are_still_at_the_table(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, preset="ema2016")
    game = first_game(seat_next_round(event, owner))
    hand = tsumo(winner=1, han=3, fu=30, yaku=("menzen_tsumo", "riichi", "tanyao"), riichi=(1,))
    services.game_record_hand(game=game, number=1, record=hand, by=owner)
    services.standings_rebuild(tournament_id=event.pk)
    rows = {r["number"]: r for r in _rows(client.get(reverse("standings_csv", args=[event.slug])))}
    # the live points count (as on the page), the finished games do not yet, and the file says so
    assert rows["2"]["games"] == "0" and rows["2"]["in_play"] == "1"
    assert float(rows["2"]["points"]) > 0


def test_points_and_penalties_are_written_alike_in_the_whole_event_and_a_range(
    client: Client, owner: Any
) -> None:
    """The same -10 penalty read "-10.000" in the file of the event and "-10" in a range's."""
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[45500, 32000, 25000, 17500], by=owner)
    late = event.registrations.get(number=2)
    services.penalty_add(registration=late, amount=-10, reason="Late", by=owner, round_=round_)
    services.standings_rebuild(tournament_id=event.pk)
    url = reverse("standings_csv", args=[event.slug])
    whole = {r["number"]: r for r in _rows(client.get(url))}
    ranged = {r["number"]: r for r in _rows(client.get(url + "?from=1&to=1"))}
    for rows in (whole, ranged):
        assert rows["2"]["penalties"] == "-10" and rows["3"]["penalties"] == "0"
        assert rows["1"]["points"] == "30.5"  # 45,500: +15.5 and uma +15
    assert whole["1"]["points"] == ranged["1"]["points"]
