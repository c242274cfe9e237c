"""A league whose members miss nights ranks by average points per game, and may ask for a number
of games before a player stands with the others. EMA rules: start = return = 30,000, uma 15/5/-5/-15.

Round 1: players 1-4 score 45,000/32,000/25,000/18,000 (+30, +7, -10, -27), players 5-8 score
34,000/31,000/29,000/26,000 (+19, +6, -6, -19). Round 2: only 1-4 play, the same scores again.
Totals: 1 +60, 2 +14, 3 -20, 4 -54 (two games); 5 +19, 6 +6, 7 -6, 8 -19 (one game)."""

from decimal import Decimal
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import selectors, services
from tournaments.models import Tournament
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db

BY_TOTAL = [1, 5, 2, 6, 7, 8, 3, 4]
BY_AVERAGE = [1, 5, 2, 6, 7, 3, 8, 4]  # 3 averages -10, above 8's -19 (but 3's total -20 is below)


def order(rows: list[dict[str, Any]]) -> list[int]:
    return [r["number"] for r in sorted(rows, key=lambda r: (r["rank"] is None, r["rank"] or 0))]


@pytest.fixture
def league(owner: Any, on_commit: Any) -> Tournament:
    tournament = make_event(owner, players=8, kind="league")
    first = seat_in_order(tournament, owner)
    games = {g.table.number: g for g in first.games.select_related("table")}
    with on_commit():
        services.game_record_final_scores(game=games[1], scores=[45000, 32000, 25000, 18000], by=owner)
        services.game_record_final_scores(game=games[2], scores=[34000, 31000, 29000, 26000], by=owner)
    second = seat_in_order(tournament, owner, order=[1, 2, 3, 4])
    with on_commit():
        services.game_record_final_scores(
            game=second.games.get(), scores=[45000, 32000, 25000, 18000], by=owner
        )
    return tournament


def change(tournament: Tournament, owner: Any, on_commit: Any, **details: Any) -> None:
    with on_commit():
        services.tournament_update(tournament=tournament, by=owner, **details)
    tournament.refresh_from_db()


def test_by_default_the_total_ranks(league: Tournament) -> None:
    assert order(selectors.standings_table(tournament=league)) == BY_TOTAL


def test_ranked_by_average_a_night_missed_does_not_count_against_a_player(
    league: Tournament, owner: Any, on_commit: Any
) -> None:
    change(league, owner, on_commit, ranking="average")
    rows = selectors.standings_table(tournament=league)
    assert order(rows) == BY_AVERAGE
    average = {r["number"]: r["average"] for r in rows}
    assert average[1] == Decimal(30) and average[3] == Decimal(-10) and average[8] == Decimal(-19)
    # the same order over a range of rounds, computed on the spot
    assert order(selectors.standings_for_rounds(tournament=league, first=1, last=2)) == BY_AVERAGE
    change(league, owner, on_commit, ranking="total")
    assert order(selectors.standings_table(tournament=league)) == BY_TOTAL


@pytest.mark.parametrize(
    ("ranking", "expected"),
    [("average", [1, 2, 3, 4, 5, 6, 7, 8]), ("total", [1, 2, 3, 4, 5, 6, 7, 8])],
)
def test_players_short_of_the_games_asked_for_are_listed_after_the_others(
    league: Tournament, owner: Any, on_commit: Any, ranking: str, expected: list[int]
) -> None:
    change(league, owner, on_commit, ranking=ranking, min_games=2)
    rows = selectors.standings_table(tournament=league)
    assert order(rows) == expected
    assert [r["qualified"] for r in sorted(rows, key=lambda r: r["rank"])] == [True] * 4 + [False] * 4


def test_a_minimum_of_games_that_is_no_count_is_refused_naming_it(league: Tournament, owner: Any) -> None:
    for bad in (-1, 1001, 2.5, True):
        with pytest.raises(ServiceError) as refused:
            services.tournament_update(tournament=league, by=owner, min_games=bad)
        assert list(refused.value.message_dict) == ["min_games"]
    with pytest.raises(ServiceError) as refused:
        services.tournament_update(tournament=league, by=owner, ranking="median")
    assert list(refused.value.message_dict) == ["ranking"]


def test_the_standings_page_shows_the_average_and_says_how_it_ranks(
    client: Client, league: Tournament, owner: Any, on_commit: Any
) -> None:
    page = client.get(reverse("standings", args=[league.slug])).content.decode()
    assert 'id="average-head"' not in page and 'id="ranking-note"' not in page
    change(league, owner, on_commit, ranking="average", min_games=2)
    page = client.get(reverse("standings", args=[league.slug])).content.decode()
    assert 'id="average-head"' in page and "+30.0" in page
    assert "Players with fewer than 2 finished games are listed after the others." in page
    assert page.count('class="unqualified"') == 4 and 'class=""' not in page
    live = client.get(reverse("standings_json", args=[league.slug])).json()["rows"]
    assert live[0]["average"] == "30.000" and [r["qualified"] for r in live][-1] is False


def test_before_the_first_finished_game_nobody_is_greyed_as_short_of_games(
    client: Client, owner: Any
) -> None:
    """Ranked by average, a player needs one finished game; before any game ends all are short of
    it alike, and greying every row would say nothing."""
    tournament = make_event(owner, players=8, kind="league", ranking="average", min_games=2)
    seat_in_order(tournament, owner)
    page = client.get(reverse("standings", args=[tournament.slug])).content.decode()
    assert "Player 8" in page and "unqualified" not in page and 'class=""' not in page


def test_a_range_of_rounds_ranks_without_the_seasons_games_minimum(
    league: Tournament, owner: Any, on_commit: Any
) -> None:
    """min_games=2: over the whole event players 5-8 (one game) come after 1-4; over round 1 alone
    (one game each, as many as anyone could play) all eight rank together by points: 1 +30, 5 +19,
    2 +7, 6 +6, 7 -6, 3 -10, 8 -19, 4 -27; over round 2 alone 1-4 rank as played."""
    change(league, owner, on_commit, min_games=2)
    whole = selectors.standings_for_rounds(tournament=league, first=1, last=2)
    assert order(whole) == [1, 2, 3, 4, 5, 6, 7, 8]
    first = selectors.standings_for_rounds(tournament=league, first=1, last=1)
    assert order(first) == [1, 5, 2, 6, 7, 3, 8, 4] and all(r["qualified"] for r in first)
    second = selectors.standings_for_rounds(tournament=league, first=2, last=2)
    assert [r["number"] for r in second if r["qualified"] and r["rank"]] == [1, 2, 3, 4]
    # a round added ahead (not seated) does not make rounds 1-2 less than the whole event
    services.round_create(tournament=league, by=owner)
    assert order(selectors.standings_for_rounds(tournament=league, first=1, last=2)) == order(whole)
    assert not all(r["qualified"] for r in selectors.standings_for_rounds(tournament=league, first=1, last=2))


def test_a_range_of_rounds_does_not_state_the_minimum_it_does_not_apply(
    client: Client, league: Tournament, owner: Any, on_commit: Any
) -> None:
    # round 1 alone said "Players with fewer than 2 finished games are listed after the others."
    # and then ranked everyone together, as the range does
    change(league, owner, on_commit, min_games=2)
    said = "Players with fewer than 2 finished games are listed after the others."
    url = reverse("standings", args=[league.slug])
    assert said not in client.get(url, {"from": 1, "to": 1}).content.decode()
    assert said in client.get(url, {"from": 1, "to": 2}).content.decode()  # the whole season


def test_the_event_details_page_and_the_api_change_the_ranking(
    client: Client, league: Tournament, owner: Any
) -> None:
    client.force_login(owner)
    url = reverse("event_edit", args=[league.slug])
    form = client.get(url).context["form"]
    data = {k: v for k, v in form.initial.items() if v is not None}
    data.update(ranking="average", min_games="-3")
    page = client.post(url, data).content.decode()
    assert "Ensure this value is greater than or equal to 0" in page
    client.post(url, data | {"min_games": "3"})
    league.refresh_from_db()
    assert (league.ranking, league.min_games) == ("average", 3)
    api = f"/api/tournaments/{league.slug}/"
    bad = client.patch(api, {"min_games": -1}, content_type="application/json")
    assert bad.status_code == 400 and "min_games" in bad.json()
    ok = client.patch(api, {"ranking": "total", "min_games": 0}, content_type="application/json")
    assert ok.status_code == 200 and (ok.json()["ranking"], ok.json()["min_games"]) == ("total", 0)
    standings = client.get(f"{api}standings/").json()
    rows = standings["results"] if isinstance(standings, dict) else standings
    assert [r["number"] for r in rows] == BY_TOTAL and rows[0]["average"] == "30.000"


def test_teams_are_ranked_by_points_per_game_in_a_league_ranked_by_average(
    league: Tournament, owner: Any, on_commit: Any
) -> None:
    # Dragons 1 and 2: +74 in 4 games (+18.5 a game); Cranes 5 alone: +19 in 1; Owls 7 and 8: -25 in
    # 2 (-12.5); Tigers 3, 4 and 6: -68 in 5 (-13.6). A late Owl without a game changes nothing.
    teams = {1: "Dragons", 2: "Dragons", 5: "Cranes", 7: "Owls", 8: "Owls", 3: "Tigers", 4: "Tigers"}
    teams[6] = "Tigers"
    for number, team in teams.items():
        services.registration_set_team(
            registration=league.registrations.get(number=number), team=team, by=owner
        )
    services.player_register(tournament=league, name="Late", team="Owls", by=owner)
    by_total = selectors.team_standings(tournament=league)
    assert [(t["team"], t["points"], t["rank"]) for t in by_total] == [
        ("Dragons", Decimal(74), 1),
        ("Cranes", Decimal(19), 2),
        ("Owls", Decimal(-25), 3),
        ("Tigers", Decimal(-68), 4),
    ]
    change(league, owner, on_commit, ranking="average")
    by_average = selectors.team_standings(tournament=league)
    assert [(t["team"], t["average"], t["rank"]) for t in by_average] == [
        ("Cranes", Decimal(19), 1),
        ("Dragons", Decimal("18.5"), 2),
        ("Owls", Decimal("-12.5"), 3),
        ("Tigers", Decimal("-13.6"), 4),
    ]


def test_the_team_page_says_each_teams_points_per_game_when_ranked_by_average(
    client: Client, league: Tournament, owner: Any, on_commit: Any
) -> None:
    for number in (1, 2):
        services.registration_set_team(
            registration=league.registrations.get(number=number), team="Dragons", by=owner
        )
    page = client.get(reverse("teams", args=[league.slug])).content.decode()
    assert "per game" not in page
    change(league, owner, on_commit, ranking="average")
    page = client.get(reverse("teams", args=[league.slug])).content.decode()
    assert "+18.5 per game over 4 games" in page  # +74 over 4 games
    # the headline is what ranks the teams (a team with more points and a lower average looked
    # misranked under a headline of totals); the total is said under it
    headline = page.split("Dragons</span>")[1].split("</h2>")[0]
    assert headline.endswith(">+18.5</span>")
    assert "Points +74.0" in page.split('class="small muted team-average">')[1].split("</p>")[0]


def test_a_game_still_being_played_counts_in_the_average_once_it_ends(
    league: Tournament, owner: Any, on_commit: Any
) -> None:
    from tests.tournaments.hands import ron

    change(league, owner, on_commit, ranking="average")
    third = seat_in_order(league, owner, order=[1, 2, 3, 4])
    with on_commit():  # player 2 (South) wins 3 han from player 1 (East): 1 is behind for now
        services.game_record_hand(
            game=third.games.get(),
            number=1,
            record=ron(winner=1, discarder=0, han=3, fu=30, yaku=("tanyao", "pinfu", "riichi"), riichi=(1,)),
            by=owner,
        )
    league.refresh_from_db()
    rows = {r["number"]: r for r in selectors.standings_table(tournament=league)}
    assert rows[1]["live_games"] == 1 and rows[1]["points"] < Decimal(60)  # the live score shows
    assert rows[1]["average"] == Decimal(30) and rows[2]["average"] == Decimal(7)  # finished games only
    assert order(list(rows.values())) == BY_AVERAGE


def test_swiss_and_interval_order_the_players_by_the_ranking_the_event_shows(
    league: Tournament, owner: Any, on_commit: Any
) -> None:
    from tournaments.services.rounds import _standings_order

    def by_standing() -> list[int]:
        values = _standings_order(league)
        return sorted(values, key=lambda n: (-values[n], n))

    assert by_standing() == BY_TOTAL
    change(league, owner, on_commit, ranking="average")
    assert by_standing() == BY_AVERAGE  # 3 (-10 a game) is paired above 8 (-19), as the page ranks


def test_a_players_page_shows_the_average_it_ranks_by_and_why_it_stands_after_others(
    league: Tournament, owner: Any, on_commit: Any, client: Client
) -> None:
    """Player 5 (+19 in one game) read "rank 5" with no word of the minimum of two games that puts
    them after players with two, nor of the per-game figure the league ranks by."""
    change(league, owner, on_commit, ranking="average", min_games=2)
    league.visibility = "public"
    league.save(update_fields=["visibility"])
    page = client.get(reverse("player", args=[league.slug, 5])).content.decode()
    assert page.split('id="per-game"')[1].split("</dd>")[0].endswith(">+19.0")
    assert "fewer than 2 finished games: listed after the others" in page
    first = client.get(reverse("player", args=[league.slug, 1])).content.decode()
    assert 'id="rank-short"' not in first
    assert first.split('id="per-game"')[1].split("</dd>")[0].endswith(">+30.0")  # +60 over two games


def test_a_range_ranked_by_average_says_who_comes_last(
    client: Client, league: Tournament, owner: Any, on_commit: Any
) -> None:
    """Over a part of the season the minimum is not the season's, but an average still needs a game:
    players who sat the range out are listed last, and the page said nothing of it."""
    change(league, owner, on_commit, ranking="average", min_games=2)
    url = reverse("standings", args=[league.slug])
    said = "Players without a finished game are listed after the others."
    assert said in client.get(url, {"from": 2, "to": 2}).content.decode()
    assert said not in client.get(url).content.decode()  # the season's own minimum is said instead
    assert (
        "Players with fewer than 2 finished games are listed after the others."
        in client.get(url).content.decode()
    )


def test_ranked_by_average_the_standings_show_the_average_first(
    client: Client, league: Tournament, owner: Any, on_commit: Any
) -> None:
    """A walkthrough read +56.4 ranked above +78.8: the points, a live game's included, came first
    while the rank followed the average two columns on."""
    change(league, owner, on_commit, ranking="average")
    page = client.get(reverse("standings", args=[league.slug])).content.decode()
    head = page.split("<thead>")[1].split("</thead>")[0]
    assert head.index('id="average-head"') < head.index(">Points<") < head.index(">Games<")
    # player 3: -20 over two games, -10 a game, ranked above player 8 (-19 in one)
    row = page.split(">Player 3</a>")[1].split("</tr>")[0]
    cells = [c.split(">", 1)[1].split("<")[0] for c in row.split("<td")[1:]]
    assert cells[:3] == ["−10.0", "−20.0", "2"]


def test_ranked_by_average_the_team_page_gives_each_member_their_average(
    client: Client, league: Tournament, owner: Any, on_commit: Any
) -> None:
    """Members are ordered by their averages: +15.4 listed above +21.9 looked like a sorting bug when
    only the points showed."""
    for number in (3, 8):
        services.registration_set_team(
            registration=league.registrations.get(number=number), team="Owls", by=owner
        )
    change(league, owner, on_commit, ranking="average")
    page = client.get(reverse("teams", args=[league.slug])).content.decode()
    rows = page.split("Owls</span>")[1].split("</table>")[0].split("</tr>")[:-1]
    assert ">Player 3<" in rows[0] and ">Player 8<" in rows[1]  # -10 a game above -19
    assert "−10.0 <span" in rows[0] and "Points −20.0" in rows[0]
    assert "−19.0 <span" in rows[1] and "Points −19.0" in rows[1]
