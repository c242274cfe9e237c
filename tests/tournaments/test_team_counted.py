"""Teams of unequal size: with `team_counted` N a team's score is its best N members' points. Red (2
members) led Blue (6) on the sum of everyone; counting each team's best two, Blue leads."""

from decimal import Decimal
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.test_event_edit import _form
from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import selectors, services
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db

# EMA 2016 (no oka, uma 15/5/-5/-15): 45,000 +30; 32,000 +7; 25,000 -10; 18,000 -27, at both tables
SCORES = [45000, 32000, 25000, 18000]
TEAMS = "P1,Blue\nP2,Red\nP3,Blue\nP4,Blue\nP5,Blue\nP6,Red\nP7,Blue\nP8,Blue\n"


def event_with_two_tables(owner: Any, on_commit: Any, **settings: Any) -> Any:
    tournament = make_event(owner, players=0, **settings)
    services.players_register_csv(tournament=tournament, text=TEAMS, by=owner)
    round_ = seat_in_order(tournament, owner)
    with on_commit():
        for game in round_.games.all():
            services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    return tournament


def test_every_member_counts_by_default(owner: Any, on_commit: Any) -> None:
    tournament = event_with_two_tables(owner, on_commit)
    teams = selectors.team_standings(tournament=tournament)
    # Red: P2 +7, P6 +7 = 14; Blue: 30 - 10 - 27 + 30 - 10 - 27 = -14
    assert [(t["team"], t["points"], t["games"]) for t in teams] == [
        ("Red", Decimal(14), 2),
        ("Blue", Decimal(-14), 6),
    ]
    assert all(m["counted"] for t in teams for m in t["members"])


def test_the_best_two_of_each_team_count(owner: Any, on_commit: Any) -> None:
    tournament = event_with_two_tables(owner, on_commit, team_counted=2)
    teams = selectors.team_standings(tournament=tournament)
    # Blue's best two: P1 +30, P5 +30 = 60; Red's two: 14
    assert [(t["rank"], t["team"], t["points"], t["games"]) for t in teams] == [
        (1, "Blue", Decimal(60), 2),
        (2, "Red", Decimal(14), 2),
    ]
    blue = teams[0]
    assert sorted(m["name"] for m in blue["members"] if m["counted"]) == ["P1", "P5"]
    assert len(blue["members"]) == 6  # the others are still listed


def test_the_best_by_points_per_game_in_an_event_ranked_by_average(owner: Any, on_commit: Any) -> None:
    tournament = event_with_two_tables(owner, on_commit, team_counted=1, ranking="average")
    teams = selectors.team_standings(tournament=tournament)
    assert [(t["team"], t["average"]) for t in teams] == [("Blue", Decimal(30)), ("Red", Decimal(7))]


def test_a_member_short_of_the_games_minimum_is_not_the_teams_best(owner: Any, on_commit: Any) -> None:
    """A league ranked by average with a minimum of two games: Blue's P9 joined late and won his
    one game (+30 a game), P1 won hers and dropped out; P5 played both (+30, +7: 18.5 a game). The
    best member to count is P5: one lucky game is no team's best average."""
    tournament = event_with_two_tables(owner, on_commit, team_counted=1, ranking="average", min_games=2)
    services.round_finish(round_=tournament.rounds.get(number=1), by=owner)
    services.registration_drop(registration=tournament.registrations.get(number=1), after_round=1, by=owner)
    services.player_register(tournament=tournament, name="P9", team="Blue", by=owner)
    round_two = seat_in_order(tournament, owner, [9, 2, 3, 4, 6, 5, 7, 8])
    with on_commit():
        for game in round_two.games.all():
            services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    blue = next(t for t in selectors.team_standings(tournament=tournament) if t["team"] == "Blue")
    assert [m["name"] for m in blue["members"] if m["counted"]] == ["P5"]
    assert blue["average"] == Decimal("18.5")


@pytest.mark.parametrize("value", [-1, 101, 2.5, True, "2"])
def test_a_count_that_is_not_a_whole_number_from_0_to_100_is_refused(owner: Any, value: Any) -> None:
    tournament = make_event(owner, players=0)
    with pytest.raises(ServiceError) as error:
        services.tournament_update(tournament=tournament, team_counted=value, by=owner)
    assert "team_counted" in error.value.message_dict


def test_the_teams_page_marks_the_members_not_counted(client: Client, owner: Any, on_commit: Any) -> None:
    tournament = event_with_two_tables(owner, on_commit, team_counted=2)
    page = client.get(reverse("teams", args=[tournament.slug])).content.decode()
    assert "The best 2 members count." in page
    assert page.count('class="not-counted"') == 4  # Blue's P3, P4, P7, P8


def test_the_count_is_set_on_event_details_and_through_the_api(client: Client, owner: Any) -> None:
    tournament = make_event(owner, players=0)
    client.force_login(owner)
    url = reverse("event_edit", args=[tournament.slug])
    assert "Members counted for a team" in client.get(url).content.decode()
    response = client.post(url, _form(tournament, team_counted=4))
    assert response.status_code == 302
    tournament.refresh_from_db()
    assert tournament.team_counted == 4
    api = f"/api/tournaments/{tournament.slug}/"
    bad = client.patch(api, {"team_counted": 101}, content_type="application/json")
    assert bad.status_code == 400 and "team_counted" in bad.json()
    good = client.patch(api, {"team_counted": 0}, content_type="application/json")
    assert good.status_code == 200 and good.json()["team_counted"] == 0
