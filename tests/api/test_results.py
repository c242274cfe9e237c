"""Results through the API: final-scores entry, standings (whole event and a range of rounds), team
standings, player statistics, penalties, finishing rounds, and the audit trail.

Tenhou preset: start 25000, return 30000 (oka 20 to first), uma +20/+10/-10/-20. Final scores
45000/30000/15000/10000 give +55, +10, -25, -40 (rules.md, placement).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.api.conftest import Cast, seated_event
from tournaments import services
from tournaments.models import GameStatus, Visibility

pytestmark = pytest.mark.django_db

SCORES = [45000, 30000, 15000, 10000]
POINTS = ["55.000", "10.000", "-25.000", "-40.000"]


@pytest.fixture
def event() -> Cast:
    cast = seated_event(8, visibility=Visibility.PUBLIC, penalties=False)
    for number, team in ((1, "Red"), (5, "Red"), (2, "Blue"), (6, "Blue")):
        reg = cast.tournament.registrations.get(number=number)
        reg.team = cast.tournament.teams.get_or_create(name=team)[0]
        reg.save()
    return cast


def base(cast: Cast) -> str:
    return f"/api/tournaments/{cast.tournament.slug}/"


def games(cast: Cast) -> list[int]:
    return list(cast.tournament.games.order_by("table__number").values_list("pk", flat=True))


def enter_round(cast: Cast, capture) -> None:
    """Table 1 (players 1-4 E S W N) and table 2 (5-8) both end 45000/30000/15000/10000."""
    client = cast.client("scorer")
    with capture(execute=True):
        for game in games(cast):
            response = client.post(
                f"{base(cast)}games/{game}/final-scores/", {"scores": SCORES}, format="json"
            )
            assert response.status_code == 200, response.json()


def test_a_scorer_enters_final_scores_and_the_game_is_finished_with_its_points(
    event: Cast, django_capture_on_commit_callbacks
) -> None:
    enter_round(event, django_capture_on_commit_callbacks)
    game = event.client("anonymous").get(f"{base(event)}games/{games(event)[0]}/").json()
    assert game["status"] == GameStatus.FINISHED
    assert game["final_scores"] == SCORES
    assert [(r["player"], r["place"], r["points"]) for r in game["results"]] == [
        (1, 1, POINTS[0]),
        (2, 2, POINTS[1]),
        (3, 3, POINTS[2]),
        (4, 4, POINTS[3]),
    ]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"scores": [45000, 30000, 15000]}, "scores"),
        ({"scores": [45000, 30000, 15000, 10050]}, "scores"),
        ({"scores": [45000, 30000, 15000, 20000]}, "scores"),
        ({"scores": [45000, 30000, 15000, 10000], "deposits_left": -1}, "deposits_left"),
        ({"scores": "all even"}, "scores"),
        ({"scores": [45000, 30000, 15000, 10000], "chombo": [0, 0, -1, 0]}, "chombo"),
        ({"scores": [45000, 30000, 15000, 10000], "chombo": [0, 1]}, "chombo"),
        # the Tenhou preset has no chombo rule
        ({"scores": [45000, 30000, 15000, 10000], "chombo": [1, 0, 0, 0]}, "chombo"),
    ],
)
def test_impossible_final_scores_are_refused_naming_the_field(event: Cast, body: dict, field: str) -> None:
    response = event.client("scorer").post(
        f"{base(event)}games/{games(event)[0]}/final-scores/", body, format="json"
    )
    assert response.status_code == 400
    assert field in response.json(), response.json()


def test_replacing_scores_that_were_never_saved_is_refused_under_replaces(event: Cast) -> None:
    """It said "saved by someone else meanwhile ()": nobody had saved any."""
    game = games(event)[0]
    body = {"scores": [45000, 30000, 15000, 10000], "replaces": [1]}
    response = event.client("scorer").post(f"{base(event)}games/{game}/final-scores/", body, format="json")
    assert response.status_code == 400
    assert response.json() == {
        "replaces": ["no final scores are saved for this game yet (send null to save the first)"]
    }
    assert event.tournament.games.get(pk=game).final_scores is None


def test_a_misspelt_field_is_refused_not_dropped(event: Cast) -> None:
    """A field the request does not take (a typo of deposits_left) was dropped silently and the
    default saved in its place; now nothing is saved and the field is named."""
    game = games(event)[0]
    body = {"scores": [45000, 30000, 15000, 10000], "deposit_left": 0, "notes": "table 1"}
    response = event.client("scorer").post(f"{base(event)}games/{game}/final-scores/", body, format="json")
    assert response.status_code == 400
    taken = "not a field of this request; it takes scores, deposits_left, chombo, replaces"
    assert response.json() == {"deposit_left": [taken], "notes": [taken]}
    assert event.tournament.games.get(pk=game).status != GameStatus.FINISHED
    # with another error, both are named
    body = {"scores": [45000, 30000, 15000], "deposit_left": 0}
    response = event.client("scorer").post(f"{base(event)}games/{game}/final-scores/", body, format="json")
    assert set(response.json()) == {"scores", "deposit_left"}


def test_more_sticks_than_the_table_holds_are_refused_as_such(event: Cast) -> None:
    """1000 sticks asked for scores adding up to -900,000."""
    body = {"scores": [40000, 30000, 20000, 9000], "deposits_left": 1000}
    response = event.client("scorer").post(
        f"{base(event)}games/{games(event)[0]}/final-scores/", body, format="json"
    )
    assert response.status_code == 400
    assert response.json() == {  # tenhou: 25,000 each, 100,000 at the table
        "deposits_left": [
            "1,000 sticks are 1,000,000 points, more than the 100,000 at the table: count the sticks left "
            "on the table again"
        ]
    }


def test_standings_rank_players_by_points_with_ties_sharing_statistics(
    event: Cast, django_capture_on_commit_callbacks
) -> None:
    enter_round(event, django_capture_on_commit_callbacks)
    rows = event.client("anonymous").get(f"{base(event)}standings/").json()["results"]
    by_player = {row["number"]: row for row in rows}
    assert by_player[1]["points"] == by_player[5]["points"] == POINTS[0]
    assert by_player[4]["points"] == POINTS[3]
    assert [row["points"] for row in rows] == sorted(
        (row["points"] for row in rows), key=Decimal, reverse=True
    )
    assert by_player[1]["places"] == [1, 0, 0, 0]
    assert by_player[1]["average_place"] == 1.0


def test_a_penalty_moves_the_player_in_the_standings(event: Cast, django_capture_on_commit_callbacks) -> None:
    enter_round(event, django_capture_on_commit_callbacks)
    with django_capture_on_commit_callbacks(execute=True):
        response = event.client("organizer").post(
            f"{base(event)}penalties/", {"player": 5, "amount": "-20", "reason": "late"}, format="json"
        )
    assert response.status_code == 201
    rows = {
        r["number"]: r for r in event.client("anonymous").get(f"{base(event)}standings/").json()["results"]
    }
    assert rows[5]["points"] == "35.000"
    assert rows[5]["penalties"] == "-20.000"
    assert rows[1]["rank"] < rows[5]["rank"]


def test_standings_over_a_range_of_rounds_count_only_those_rounds(
    event: Cast, django_capture_on_commit_callbacks
) -> None:
    enter_round(event, django_capture_on_commit_callbacks)
    client = event.client("anonymous")
    # a range past the event's rounds listed everyone unranked on 0 points: it is bad input
    later = client.get(f"{base(event)}standings/", {"first": 2})
    assert later.status_code == 400
    assert later.json() == {"first": ["round 2 does not exist (the event has round 1 only)"]}
    teams = client.get(f"{base(event)}team-standings/", {"first": 1, "last": 5})
    assert teams.json() == {"last": ["round 5 does not exist (the event has round 1 only)"]}
    first = client.get(f"{base(event)}standings/", {"first": 1, "last": 1}).json()["results"]
    assert {row["number"]: row["points"] for row in first}[1] == POINTS[0]
    bad = client.get(f"{base(event)}standings/", {"first": 3, "last": 2})
    assert bad.status_code == 400
    assert "last" in bad.json()


def test_team_standings_add_up_their_members(event: Cast, django_capture_on_commit_callbacks) -> None:
    enter_round(event, django_capture_on_commit_callbacks)
    teams = event.client("anonymous").get(f"{base(event)}team-standings/").json()
    # Red: players 1 and 5 (both first, +55 each); Blue: players 2 and 6 (both second, +10 each).
    assert [(t["rank"], t["team"], t["points"]) for t in teams] == [
        (1, "Red", "110.000"),
        (2, "Blue", "20.000"),
    ]
    assert sorted(m["number"] for m in teams[0]["members"]) == [1, 5]


def test_player_statistics_list_each_game_with_a_running_total(
    event: Cast, django_capture_on_commit_callbacks
) -> None:
    enter_round(event, django_capture_on_commit_callbacks)
    stats = event.client("anonymous").get(f"{base(event)}players/3/stats/").json()
    assert stats["name"] == "Player 3"
    assert [(g["round"], g["wind"], g["place"], g["points"], g["cumulative"]) for g in stats["games"]] == [
        (1, "W", 3, POINTS[2], POINTS[2])
    ]
    assert stats["statistics"]["games"] == 1


def test_a_round_finishes_only_when_every_table_has_finished(
    event: Cast, django_capture_on_commit_callbacks
) -> None:
    client = event.client("organizer")
    early = client.post(f"{base(event)}rounds/1/finish/")
    assert early.status_code == 400
    assert early.json()["round"] == ["tables 1, 2 have not finished their games"]
    enter_round(event, django_capture_on_commit_callbacks)
    done = client.post(f"{base(event)}rounds/1/finish/")
    assert done.status_code == 200
    assert done.json()["status"] == "finished"


def test_the_round_shows_who_sits_where(event: Cast) -> None:
    round_ = event.client("anonymous").get(f"{base(event)}rounds/1/").json()
    assert [[s["wind"] + str(s["player"]) for s in t["seats"]] for t in round_["tables"]] == [
        ["E1", "S2", "W3", "N4"],
        ["E5", "S6", "W7", "N8"],
    ]


def test_the_round_shows_each_tables_scores_with_the_sticks_left_handed_out(event: Cast) -> None:
    # table 1 ends with one riichi stick on the table (99,000 in hand): the Tenhou rules give it to
    # the first; table 2 has no result yet
    scorer = event.client("scorer")
    body = {"scores": [45000, 30000, 14000, 10000], "deposits_left": 1}
    assert (
        scorer.post(f"{base(event)}games/{games(event)[0]}/final-scores/", body, format="json").status_code
        == 200
    )
    round_ = event.client("anonymous").get(f"{base(event)}rounds/1/").json()
    assert [t["scores"] for t in round_["tables"]] == [[46000, 30000, 14000, 10000], None]


def test_games_filter_by_player_and_round(event: Cast) -> None:
    client = event.client("anonymous")
    found = client.get(f"{base(event)}games/", {"player": 6}).json()["results"]
    assert [g["table"] for g in found] == [2]
    assert client.get(f"{base(event)}games/", {"round": 2}).json()["count"] == 0
    bad = client.get(f"{base(event)}games/", {"round": "first"})
    assert bad.status_code == 400
    assert "round" in bad.json()


def test_every_result_change_is_in_the_audit_trail_with_who_and_what(
    event: Cast, django_capture_on_commit_callbacks
) -> None:
    enter_round(event, django_capture_on_commit_callbacks)
    game = games(event)[0]
    trail = event.client("organizer").get(f"{base(event)}games/{game}/audit/").json()["results"]
    assert [(e["action"], e["user"]) for e in trail] == [
        ("game_record_final_scores", event.users["scorer"].username)
    ]
    assert trail[0]["after"]["scores"] == SCORES
    everything = (
        event.client("owner").get(f"{base(event)}audit/", {"action": "game_record_final_scores"}).json()
    )
    assert everything["count"] == 2


@pytest.mark.parametrize("method", ["random", "optimal", "swiss"])
def test_an_organizer_seats_a_round_and_sees_its_quality(public_event: Cast, method: str) -> None:
    client = public_event.client("organizer")
    assert client.post(f"{base(public_event)}rounds/").status_code == 201
    response = client.post(
        f"{base(public_event)}rounds/1/seating/", {"method": method, "seed": 7}, format="json"
    )
    assert response.status_code == 200, response.json()
    round_ = response.json()
    seated = sorted(s["player"] for t in round_["tables"] for s in t["seats"])
    assert seated == list(range(1, 9))
    assert round_["seating_method"] == method
    assert round_["seating_seed"] == 7
    assert round_["seating_quality"] is not None


def test_the_same_seed_gives_the_same_seating(public_event: Cast) -> None:
    client = public_event.client("organizer")
    client.post(f"{base(public_event)}rounds/")
    url = f"{base(public_event)}rounds/1/seating/"
    first = client.post(url, {"method": "random", "seed": 42}, format="json").json()["tables"]
    second = client.post(url, {"method": "random", "seed": 42}, format="json").json()["tables"]
    assert [[s["player"] for s in t["seats"]] for t in first] == [
        [s["player"] for s in t["seats"]] for t in second
    ]


def test_a_scripted_seating_with_a_bad_line_is_refused_naming_the_script(public_event: Cast) -> None:
    client = public_event.client("organizer")
    client.post(f"{base(public_event)}rounds/")
    body = {"method": "scripted", "script": "1 2 3 4\n5 6 7 99\n"}
    response = client.post(f"{base(public_event)}rounds/1/seating/", body, format="json")
    assert response.status_code == 400
    assert "script" in response.json(), response.json()


def test_a_scripted_seating_names_players_whose_names_hold_spaces_as_the_page_does(
    public_event: Cast,
) -> None:
    client = public_event.client("organizer")
    client.post(f"{base(public_event)}rounds/")
    script = "Table 1: Player 5, player  2, Player 7, 1\nPlayer 3, Player 8, Player 4, Player 6  # last"
    response = client.post(
        f"{base(public_event)}rounds/1/seating/", {"method": "scripted", "script": script}, format="json"
    )
    assert response.status_code == 200, response.json()
    tables = [[seat["player"] for seat in t["seats"]] for t in response.json()["tables"]]
    assert tables == [[5, 2, 7, 1], [3, 8, 4, 6]]


def test_an_unknown_seating_method_is_refused_naming_the_method(public_event: Cast) -> None:
    client = public_event.client("organizer")
    client.post(f"{base(public_event)}rounds/")
    response = client.post(f"{base(public_event)}rounds/1/seating/", {"method": "by-height"}, format="json")
    assert response.status_code == 400
    assert "method" in response.json()


def test_a_chombo_counted_with_final_scores_costs_its_penalty(
    event: Cast, django_capture_on_commit_callbacks
) -> None:
    owner = event.users["owner"]
    services.tournament_update_ruleset(
        tournament=event.tournament, changes={"chombo": "penalty", "chombo_penalty": 20.0}, by=owner
    )
    body = {"scores": SCORES, "chombo": [0, 1, 0, 0]}
    with django_capture_on_commit_callbacks(execute=True):
        response = event.client("scorer").post(
            f"{base(event)}games/{games(event)[0]}/final-scores/", body, format="json"
        )
    assert response.status_code == 200, response.json()
    assert response.json()["final_chombo"] == [0, 1, 0, 0]
    game = event.client("anonymous").get(f"{base(event)}games/{games(event)[0]}/").json()
    # South's +10 (second place) less the 20 of one chombo
    assert [(r["player"], r["points"]) for r in game["results"]][1] == (2, "-10.000")
