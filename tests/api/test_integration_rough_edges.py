"""Rough edges an integrating developer met: status codes of the staff endpoints, pages, where rule
and tile errors are reported, and a player without a team read as null everywhere."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from tests.api.conftest import Cast, make_user
from tournaments.models import AuditEntry, Tournament

pytestmark = pytest.mark.django_db


# --- 1. appointing staff: 201 for someone new, 200 for a role they have ------------------------------


def test_giving_someone_the_role_they_have_answers_200_and_records_nothing(public_event: Cast) -> None:
    make_user("keeper")
    url = f"/api/tournaments/{public_event.tournament.slug}/members/"
    owner = public_event.client("owner")
    body = {"username": "keeper", "role": "scorer"}
    assert owner.post(url, body, format="json").status_code == 201
    entries = AuditEntry.objects.filter(action="tournament_member_set").count()
    again = owner.post(url, {**body, "username": "KEEPER"}, format="json")
    assert again.status_code == 200, again.json()
    assert {"username": "keeper", "role": "scorer"}.items() <= again.json().items()
    assert AuditEntry.objects.filter(action="tournament_member_set").count() == entries


# --- 2. taking a role away from someone without one ---------------------------------------------------


@pytest.mark.parametrize("username", ["ghost", "outsider"])
def test_taking_away_a_role_nobody_has_is_a_json_404_naming_the_user(
    public_event: Cast, username: str
) -> None:
    if username == "outsider":
        username = public_event.users["outsider"].username
    response = public_event.client("owner").delete(
        f"/api/tournaments/{public_event.tournament.slug}/members/{username}/"
    )
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert username in response.json()["detail"]


# --- 3. pages -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("page", ["abc", "0", "-1", "1.5", ""])
@pytest.mark.parametrize(
    "path", ["", "{slug}/players/", "{slug}/games/", "{slug}/penalties/", "{slug}/audit/"]
)
def test_a_page_that_is_no_page_number_is_a_400_saying_what_is_allowed(
    public_event: Cast, path: str, page: str
) -> None:
    url = "/api/tournaments/" + path.format(slug=public_event.tournament.slug)
    response = public_event.client("owner").get(url, {"page": page})
    assert response.status_code == 400
    assert response.json() == {"page": ["must be a page number from 1 (or 'last')"]}


@pytest.mark.parametrize("size", ["0", "abc", "-5", "2.5"])
def test_a_page_size_that_is_no_number_of_results_is_a_400(public_event: Cast, size: str) -> None:
    """It fell back to 50 results in silence, while a bad page was a 400."""
    url = f"/api/tournaments/{public_event.tournament.slug}/players/"
    response = public_event.client("anonymous").get(url, {"page_size": size})
    assert response.status_code == 400
    assert response.json() == {"page_size": ["must be a number of results from 1 to 500"]}
    assert len(public_event.client("anonymous").get(url, {"page_size": "9999"}).json()["results"]) == 8


def test_a_page_past_the_end_is_a_404_saying_how_many_pages_there_are(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/players/"
    client = public_event.client("anonymous")
    assert client.get(url, {"page": 2, "page_size": 5}).status_code == 200  # 8 players: pages 1 and 2
    response = client.get(url, {"page": 3, "page_size": 5})
    assert response.status_code == 404
    assert response.json() == {  # as docs/api.md shows it
        "detail": "Invalid page: page 3 is past the end; there are 2 pages (8 results, 5 per page)."
    }
    one = client.get(url, {"page": 9})
    assert one.status_code == 404
    assert "there is 1 page" in one.json()["detail"]


# --- 4. rule errors under ruleset_changes, the field sent ---------------------------------------------


def test_rule_errors_when_creating_an_event_come_under_ruleset_changes() -> None:
    client = APIClient()
    client.force_authenticate(make_user("alice"))
    body = {"name": "Cup", "preset": "tenhou", "ruleset_changes": {"uma": [1, 2]}}
    response = client.post("/api/tournaments/", body, format="json")
    assert response.status_code == 400
    assert set(response.json()) == {"ruleset_changes"}
    assert response.json()["ruleset_changes"][0].startswith("uma: must be 4 numbers")


def test_ruleset_changes_in_a_patch_of_the_event_change_the_rules(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    body = {"venue": "Hall C", "ruleset_changes": {"kiriage": True}}
    response = public_event.client("organizer").patch(url, body, format="json")
    assert response.status_code == 200, response.json()
    assert (response.json()["venue"], response.json()["ruleset"]["kiriage"]) == ("Hall C", True)


def test_bad_ruleset_changes_in_a_patch_come_under_ruleset_changes_and_change_nothing(
    public_event: Cast,
) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    client = public_event.client("organizer")
    response = client.patch(url, {"venue": "Hall C", "ruleset_changes": {"uma": [1, 2]}}, format="json")
    assert response.status_code == 400
    assert set(response.json()) == {"ruleset_changes"}
    assert response.json()["ruleset_changes"][0].startswith("uma: must be 4 numbers")
    assert Tournament.objects.get(pk=public_event.tournament.pk).venue == ""  # the details neither
    unknown = client.patch(url, {"ruleset_changes": {"no_such_rule": 1}}, format="json")
    assert unknown.json() == {"ruleset_changes": ["no_such_rule: unknown ruleset field"]}


def test_ruleset_changes_in_a_patch_after_the_first_result_are_refused_under_ruleset_changes(
    public_event: Cast,
) -> None:
    Tournament.objects.filter(pk=public_event.tournament.pk).update(ruleset_frozen=True)
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    response = public_event.client("organizer").patch(
        url, {"ruleset_changes": {"kiriage": True}}, format="json"
    )
    assert response.status_code == 400
    assert "frozen" in response.json()["ruleset_changes"][0]


# --- 5. the hand calculator names the field that holds the bad tiles ----------------------------------


def calculate(body: object) -> tuple[int, dict]:
    response = APIClient().post("/api/hand/", body, format="json")
    return response.status_code, response.json()


HAND = {"hand": "234m406p567s11z345p", "win": "5p", "seat": "S", "round": "E", "from": "W"}


@pytest.mark.parametrize(
    ("changes", "field", "named"),
    [
        ({"hand": "234m406p567s11z34x"}, "hand", "'x'"),
        ({"win": "8z"}, "win", "8z"),
        ({"dora": ["9x"]}, "dora", "9x"),
        ({"ura": ["0z"]}, "ura", "0z"),
        ({"hand": "234m406p567s11z", "melds": ["pon:55x"]}, "melds", "55x"),
        ({"hand": "234m406p567s11z", "melds": ["pon:123m"]}, "melds", "pon:123m"),
        ({"hand": "234m406p11z", "melds": ["chi:135s", "pon:777z"]}, "melds", "chi:135s"),
        ({"hand": "234m406p567s11z", "melds": ["kan:111m"]}, "melds", "kan:111m"),
    ],
)
def test_bad_tiles_are_refused_under_the_field_that_holds_them(changes: dict, field: str, named: str) -> None:
    status, body = calculate({**HAND, **changes})
    assert status == 400
    assert set(body) == {field}, body
    assert any(named in message for message in body[field]), body


def test_a_meld_that_is_none_is_refused_with_the_other_bad_fields() -> None:
    status, body = calculate({**HAND, "hand": "234m406p11y", "melds": ["pon:123m", "pon:777z"]})
    assert status == 400
    assert body["melds"] == ["meld 'pon:123m': a pon must be 3 copies of the same tile"]
    assert set(body) == {"melds", "hand"}, body


def test_a_calculator_request_that_is_not_an_object_is_a_non_field_error() -> None:
    status, body = calculate([1, 2, 3])
    assert status == 400
    assert body == {"non_field_errors": ["must be a JSON object"]}


def test_an_inline_ruleset_error_comes_under_ruleset_naming_the_rule() -> None:
    status, body = calculate({**HAND, "ruleset": {"uma": [1]}})
    assert status == 400
    assert body == {"ruleset": ["uma: must be 4 numbers (thousands of points, by place)"]}


# --- 6. a player without a team is null ---------------------------------------------------------------


def players(cast: Cast, rest: str = "") -> str:
    return f"/api/tournaments/{cast.tournament.slug}/players/{rest}"


def test_registering_with_team_null_means_no_team(public_event: Cast) -> None:
    response = public_event.client("owner").post(
        players(public_event), {"name": "Zed", "team": None}, format="json"
    )
    assert response.status_code == 201, response.json()
    assert response.json()["team"] is None


def test_setting_team_null_takes_the_player_out_of_their_team(public_event: Cast) -> None:
    client = public_event.client("owner")
    assert (
        client.post(players(public_event, "2/team/"), {"team": "Wind"}, format="json").json()["team"]
        == "Wind"
    )
    response = client.post(players(public_event, "2/team/"), {"team": None}, format="json")
    assert response.status_code == 200, response.json()
    assert response.json()["team"] is None


def test_the_audit_trail_shows_no_team_as_null(public_event: Cast) -> None:
    client = public_event.client("owner")
    client.post(players(public_event), {"name": "Zed", "team": ""}, format="json")
    client.post(players(public_event, "2/team/"), {"team": "Wind"}, format="json")
    client.post(players(public_event, "2/team/"), {"team": ""}, format="json")
    client.patch(players(public_event, "3/"), {"team": "Fire"}, format="json")
    client.patch(players(public_event, "3/"), {"team": None}, format="json")
    trail = client.get(f"/api/tournaments/{public_event.tournament.slug}/audit/").json()["results"]
    seen = [(e["action"], e["before"], e["after"]) for e in trail if e["action"] != "tournament_member_set"]
    assert seen[:5] == [
        ("registration_update", {"team": "Fire"}, {"team": None}),
        ("registration_update", {"team": None}, {"team": "Fire"}),
        ("registration_set_team", "Wind", None),
        ("registration_set_team", None, "Wind"),
        ("player_register", None, {"name": "Zed", "team": None, "substitute": False}),
    ]
