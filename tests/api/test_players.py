"""Players through the API: registering one by one and from CSV, dropping out, teams, filters."""

from __future__ import annotations

import pytest

from tests.api.conftest import Cast
from tournaments.models import Registration, RegistrationStatus

pytestmark = pytest.mark.django_db


def url(cast: Cast, rest: str = "") -> str:
    return f"/api/tournaments/{cast.tournament.slug}/players/{rest}"


def test_an_organizer_registers_a_player_who_gets_the_next_number(public_event: Cast) -> None:
    response = public_event.client("organizer").post(
        url(public_event), {"name": "Akagi Shigeru", "country": "jp", "team": "Red"}, format="json"
    )
    assert response.status_code == 201, response.json()
    body = response.json()
    assert (body["number"], body["name"], body["country"], body["team"]) == (9, "Akagi Shigeru", "JP", "Red")


@pytest.mark.parametrize("given", ["Japan", "JPN", "jp", " Japan "])
def test_a_country_is_taken_by_its_name_or_code_as_on_the_players_page(
    public_event: Cast, given: str
) -> None:
    """The pasted list took "Japan"; the API said "Ensure this field has no more than 2 characters"."""
    client = public_event.client("organizer")
    response = client.post(url(public_event), {"name": "Akagi Shigeru", "country": given}, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["country"] == "JP"
    changed = client.patch(url(public_event, "9/"), {"country": "Viet Nam"}, format="json")
    assert changed.status_code == 200, changed.json()
    assert changed.json()["country"] == "VN"


def test_a_country_that_is_none_is_refused_under_country(public_event: Cast) -> None:
    response = public_event.client("organizer").post(
        url(public_event), {"name": "Akagi Shigeru", "country": "Atlantis"}, format="json"
    )
    assert response.status_code == 400
    assert response.json() == {"country": ["'Atlantis' is not a country code or a country's name"]}


def test_registering_the_same_name_twice_is_refused_naming_the_name(public_event: Cast) -> None:
    response = public_event.client("owner").post(url(public_event), {"name": "Player 2"}, format="json")
    assert response.status_code == 400
    assert "registered already" in response.json()["name"][0]


def test_a_csv_paste_registers_every_line(public_event: Cast) -> None:
    text = "name,team,country\nUme,Blossom,jp\nSakura,Blossom,\n\nMomo,,vn\n"
    response = public_event.client("owner").post(url(public_event, "csv/"), {"csv": text}, format="json")
    assert response.status_code == 201, response.json()
    assert [(p["number"], p["name"], p["team"], p["country"]) for p in response.json()] == [
        (9, "Ume", "Blossom", "JP"),
        (10, "Sakura", "Blossom", ""),
        (11, "Momo", None, "VN"),
    ]


def test_a_csv_paste_with_bad_lines_registers_nobody_and_names_each_line(public_event: Cast) -> None:
    text = "Ume,,jp\n,Blossom\nSakura,,japn\nPlayer 3\n"
    response = public_event.client("owner").post(url(public_event, "csv/"), {"csv": text}, format="json")
    assert response.status_code == 400
    errors = response.json()["csv"]
    assert [e.split(":")[0] for e in errors] == ["line 2", "line 3", "line 4"]
    assert "name" in errors[0] and "country" in errors[1] and "Player 3" in errors[2]
    assert Registration.objects.filter(tournament=public_event.tournament).count() == 8


def test_an_empty_csv_is_refused_naming_the_field(public_event: Cast) -> None:
    response = public_event.client("owner").post(url(public_event, "csv/"), {"csv": ""}, format="json")
    assert response.status_code == 400
    assert "csv" in response.json()


def test_dropping_a_player_marks_them_and_cannot_happen_twice(public_event: Cast) -> None:
    client = public_event.client("organizer")
    response = client.post(url(public_event, "3/drop/"), {}, format="json")
    assert response.status_code == 200, response.json()
    assert response.json()["status"] == RegistrationStatus.DROPPED
    again = client.post(url(public_event, "3/drop/"), {}, format="json")
    assert again.status_code == 400
    assert "dropped out already" in again.json()["registration"][0]


def test_a_player_joins_a_team_and_the_list_filters_by_it(public_event: Cast) -> None:
    client = public_event.client("owner")
    assert client.post(url(public_event, "2/team/"), {"team": "Wind"}, format="json").status_code == 200
    assert client.post(url(public_event, "5/team/"), {"team": "Wind"}, format="json").status_code == 200
    listed = client.get(url(public_event), {"team": "Wind"}).json()
    assert [p["number"] for p in listed["results"]] == [2, 5]


def test_the_player_list_searches_by_name_or_number_and_pages(public_event: Cast) -> None:
    client = public_event.client("anonymous")
    assert [p["number"] for p in client.get(url(public_event), {"q": "Player 7"}).json()["results"]] == [7]
    assert [p["number"] for p in client.get(url(public_event), {"q": "4"}).json()["results"]] == [4]
    page = client.get(url(public_event), {"page_size": 3, "page": 2}).json()
    assert page["count"] == 8
    assert [p["number"] for p in page["results"]] == [4, 5, 6]


def test_an_unknown_player_number_is_404(public_event: Cast) -> None:
    assert public_event.client("owner").get(url(public_event, "99/")).status_code == 404


@pytest.mark.parametrize("name", [42, 3.5, ["Akagi"], {"family": "Akagi"}])
def test_a_name_sent_as_anything_but_text_is_refused_naming_the_field(
    public_event: Cast, name: object
) -> None:
    """DRF's CharField took 42 and registered a player called "42"."""
    response = public_event.client("organizer").post(url(public_event), {"name": name}, format="json")
    assert response.status_code == 400
    assert response.json()["name"] == ["must be text"]
    assert not Registration.objects.filter(tournament=public_event.tournament, number=9).exists()


def test_a_penalty_reason_sent_as_a_number_is_refused(public_event: Cast) -> None:
    response = public_event.client("organizer").post(
        f"/api/tournaments/{public_event.tournament.slug}/penalties/",
        {"player": 2, "amount": "-10", "reason": 404},
        format="json",
    )
    assert response.status_code == 400 and "reason" in response.json()


def test_a_players_federation_number_is_shown_to_the_organizers_only(public_event: Cast) -> None:
    """As in the standings file: the public sees names, teams and countries, not EMA numbers."""
    organizer = public_event.client("organizer")
    made = organizer.post(url(public_event), {"name": "Akagi", "external_id": "04010001"}, format="json")
    assert made.status_code == 201 and made.json()["external_id"] == "04010001"
    for role in ("anonymous", "player", "scorer"):
        seen = public_event.client(role).get(url(public_event, "9/")).json()
        assert seen["name"] == "Akagi" and seen["external_id"] is None, role
        listed = public_event.client(role).get(url(public_event)).json()
        rows = listed["results"] if isinstance(listed, dict) else listed
        assert all(row["external_id"] is None for row in rows), role
    assert organizer.get(url(public_event, "9/")).json()["external_id"] == "04010001"


@pytest.mark.parametrize("country", [5, ["JP"], {"code": "JP"}])
def test_a_country_sent_as_anything_but_text_is_refused_as_text_is(
    public_event: Cast, country: object
) -> None:
    """{"country": 5} was answered "'5' is not a country code": docs/api.md promises "must be text"."""
    response = public_event.client("organizer").patch(
        url(public_event, "1/"), {"country": country}, format="json"
    )
    assert response.status_code == 400
    assert response.json()["country"] == ["must be text"]
