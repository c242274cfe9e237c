"""Importing a Tenhou game file into a game, and seating a substitute, through the API."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from tests.api.conftest import Cast, seated_event
from tournaments.models import Registration, Visibility

pytestmark = pytest.mark.django_db
DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
if not DATA.exists():
    DATA = Path("/work/shared/data")
MJLOG = DATA / "mjlog/2010050507gm-00a9-0000-f13f215d_tw_1.mjlog"


@pytest.fixture
def event() -> Cast:
    return seated_event(8, visibility=Visibility.PUBLIC, penalties=False)


def game_url(cast: Cast, rest: str) -> str:
    game = cast.tournament.games.order_by("table__number").first()
    return f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/{rest}"


def test_an_uploaded_mjlog_fills_the_game_with_the_recorded_end_scores(event: Cast) -> None:
    if not MJLOG.exists():
        pytest.skip("sample record not available")
    upload = SimpleUploadedFile(MJLOG.name, MJLOG.read_bytes())
    response = event.client("scorer").post(game_url(event, "import/"), {"file": upload}, format="multipart")
    assert response.status_code == 200, response.json()
    # The record's own owari line: 26200 28100 12200 33500 before uma.
    assert response.json()["state"]["scores"] == [26200, 28100, 12200, 33500]
    assert response.json()["hand_count"] == 11


def test_an_import_needs_a_file_or_pasted_content(event: Cast) -> None:
    response = event.client("scorer").post(game_url(event, "import/"), {}, format="json")
    assert response.status_code == 400
    assert "file" in response.json()


def test_an_unreadable_record_is_refused_naming_the_content(event: Cast) -> None:
    response = event.client("scorer").post(
        game_url(event, "import/"), {"content": "<mjloggm/>"}, format="json"
    )
    assert response.status_code == 400
    assert "content" in response.json(), response.json()


def test_a_substitute_takes_the_seat_of_a_dropped_player(event: Cast) -> None:
    client = event.client("organizer")
    assert (
        client.post(
            f"/api/tournaments/{event.tournament.slug}/players/",
            {"name": "Sub", "is_substitute": True},
            format="json",
        ).status_code
        == 201
    )
    assert (
        client.post(
            f"/api/tournaments/{event.tournament.slug}/players/2/drop/", {}, format="json"
        ).status_code
        == 200
    )
    response = client.post(game_url(event, "substitute/"), {"wind": "S", "player": 9}, format="json")
    assert response.status_code == 200, response.json()
    assert [s["player"] for s in response.json()["seats"]] == [1, 9, 3, 4]
    assert Registration.objects.get(number=9, tournament=event.tournament).is_substitute


def test_a_substitute_already_seated_in_the_round_is_refused_naming_the_substitute(event: Cast) -> None:
    response = event.client("organizer").post(
        game_url(event, "substitute/"), {"wind": "S", "player": 5}, format="json"
    )
    assert response.status_code == 400
    assert "substitute" in response.json(), response.json()


def test_a_scorer_may_not_seat_substitutes(event: Cast) -> None:
    response = event.client("scorer").post(
        game_url(event, "substitute/"), {"wind": "S", "player": 5}, format="json"
    )
    assert response.status_code == 403


def test_a_hand_the_events_rules_refuse_is_reported_under_the_content_sent() -> None:
    """M-League plays no kyuushu abort: the refusal came under "record", a field the import has not."""
    from rest_framework.test import APIClient

    from tests.tournaments.conftest import make_event, seat_in_order

    record = DATA / "mjlog/2014050315gm-0041-0000-0f3f6de5_tw_3.mjlog"  # holds a 九種九牌 abort
    if not record.exists():
        pytest.skip("sample record not available")
    from tests.api.conftest import make_user

    owner = make_user("mleague-owner")
    event = make_event(owner, players=4, preset="mleague")
    game = seat_in_order(event, owner).games.get()
    client = APIClient()
    client.force_authenticate(owner)
    upload = SimpleUploadedFile(record.name, record.read_bytes())
    url = f"/api/tournaments/{event.slug}/games/{game.pk}/import/"
    response = client.post(url, {"file": upload, "accept_differences": "true"}, format="multipart")
    assert response.status_code == 400
    assert list(response.json()) == ["content"]
    assert "kyuushu" in response.json()["content"][0]


def test_a_wrong_choice_is_refused_listing_the_choices_and_a_lowercase_seat_is_taken(event: Cast) -> None:
    """DRF said only '"e" is not a valid choice.': neither the values nor that "E" was meant."""
    client = event.client("organizer")
    slug = event.tournament.slug
    assert (
        client.post(
            f"/api/tournaments/{slug}/players/", {"name": "Sub", "is_substitute": True}, format="json"
        ).status_code
        == 201
    )
    assert client.post(f"/api/tournaments/{slug}/players/2/drop/", {}, format="json").status_code == 200
    wrong = client.post(game_url(event, "substitute/"), {"wind": "X", "player": 9}, format="json")
    assert wrong.status_code == 400
    assert wrong.json() == {"wind": ["must be one of E, S, W, N, not 'X'"]}
    response = client.post(game_url(event, "substitute/"), {"wind": "s", "player": 9}, format="json")
    assert response.status_code == 200, response.json()
    assert [s["player"] for s in response.json()["seats"]] == [1, 9, 3, 4]
    assert client.post(f"/api/tournaments/{slug}/rounds/", {}, format="json").status_code == 201
    method = client.post(f"/api/tournaments/{slug}/rounds/2/seating/", {"method": "best"}, format="json")
    assert method.status_code == 400
    assert (
        method.json()["method"][0].startswith("must be one of ") and "optimal" in method.json()["method"][0]
    )
