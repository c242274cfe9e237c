"""Bad input found by testing the API: each answer is a 4xx JSON naming the field and the problem,
never a 500, an HTML page, a silently ignored parameter or a half-written result."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.api.conftest import Cast, seated_event
from tournaments.models import Registration, Visibility

pytestmark = pytest.mark.django_db


@pytest.fixture
def event() -> Cast:
    return seated_event(8, visibility=Visibility.PUBLIC, penalties=False)


def _url(cast: Cast, rest: str) -> str:
    return f"/api/tournaments/{cast.tournament.slug}/{rest}"


def _game_url(cast: Cast, rest: str) -> str:
    game = cast.tournament.games.order_by("table__number").first()
    assert game is not None
    return _url(cast, f"games/{game.pk}/{rest}")


def _round_json(result: list[Any]) -> list[Any]:
    return [[0, 0, 0], [25000, 25000, 25000, 25000], [], [], *([[], [], []] * 4), result]


# --- 1. Tenhou import ---


def _import(cast: Cast, content: str) -> Any:
    client = cast.client("scorer")
    client.raise_request_exception = False  # a 500 is an answer to check, not an exception
    return client.post(_game_url(cast, "import/"), {"content": content}, format="json")


def test_a_tenhou6_record_with_an_infinite_number_is_a_400_on_content(event: Cast) -> None:
    text = (
        '{"log":[[[0,0,0],[25000,25000,25000,25000],[],[],[],[],[],[],[],[],[],[],[],[],[],[],'
        '["流局",[1e400,0,0,0]]]]}'
    )
    response = _import(event, text)
    assert response.status_code == 400, response.content[:300]
    assert response.json() == {
        "content": ["hand 1 (E1-0): cannot read the round: 流局[0] (deltas): must be a whole number, got inf"]
    }
    game = event.tournament.games.order_by("table__number").first()
    assert game is not None and not game.hands.exists()


WINNER_9 = [9, 9, 9, "30符1飜1000点", "立直(1飜)"]


@pytest.mark.parametrize(
    ("result", "problem"),
    [
        (
            ["和了"],
            "和了 (win): the name must be followed by the deltas and the win details of each winner, "
            "got 0 items",
        ),
        (["和了", [0, 0, 0, 0], WINNER_9], "和了 (win): winner seat: 9 is outside 0..3"),
    ],
)
def test_a_malformed_first_round_names_its_problem_not_where_the_game_starts(
    event: Cast, result: list[Any], problem: str
) -> None:
    response = _import(event, json.dumps({"log": [_round_json(result)]}, ensure_ascii=False))
    assert response.status_code == 400
    (message,) = response.json()["content"]
    assert "starts at" not in message
    assert message == f"hand 1 (E1-0): cannot read the round: {problem}"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (
            json.dumps({"log": [_round_json(["流局", [0, 0, 0, 0]])[:3]]}),
            "log[0]: a round must have 17 entries",
        ),
        (
            '{"log":[[[0,0,0],[25000,25000,25000,25000.5],[],[],[],[],[],[],[],[],[],[],[],[],[],[],["流局"]]]}',
            "log[0][1][3] (scores): must be a whole number, got 25000.5",
        ),
        (
            '{"log":[[[0,0,0],[25000,25000,25000,25000],[],[],[],[],[],[],[],[],[],[],[],[],[],[],["流局"]]],'
            '"sc":[1e400,0,0,0,0,0,0,0]}',
            "sc[0] (score): must be a whole number, got inf",
        ),
        ('{"log":' + "[" * 100_000 + "]" * 100_000 + "}", "is nested too deeply"),
        (
            '<mjloggm ver="2.3"><GO type="169"/><INIT seed="0,0,0,2,4,72" ten="inf,250,250,250"/></mjloggm>',
            "INIT ten: 'inf' is not a whole number",
        ),
    ],
)
def test_a_record_of_the_wrong_shape_is_a_400_naming_the_problem(
    event: Cast, content: str, problem: str
) -> None:
    response = _import(event, content)
    assert response.status_code == 400, response.content[:300]
    (message,) = response.json()["content"]
    assert problem in message


# --- 2. CSV ---


def test_an_unclosed_quote_in_a_csv_paste_is_an_error_on_its_line(event: Cast) -> None:
    before = Registration.objects.count()
    response = event.client("owner").post(
        _url(event, "players/csv/"), {"csv": '"unterminated\nB'}, format="json"
    )
    assert response.status_code == 400
    assert response.json() == {"csv": ['line 1: a quote (") is not closed on this line']}
    assert Registration.objects.count() == before


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("Ann\nB\x07o\n", "line 2: name: contains a control character (U+0007)"),
        # a tab splits the line into cells (a spreadsheet row): never inside a name; other controls are
        ("Ann,Red\x1bTeam\n", "line 1: team: contains a control character (U+001B)"),
        ("Ann\u2028Lee\n", "line 1: name: contains a line break"),
        ("Ann,Red\x0bTeam\n", "line 1: team: contains a line break"),
    ],
)
def test_csv_names_with_control_characters_or_line_breaks_are_refused(
    event: Cast, text: str, error: str
) -> None:
    before = Registration.objects.count()
    response = event.client("owner").post(_url(event, "players/csv/"), {"csv": text}, format="json")
    assert response.status_code == 400
    assert response.json() == {"csv": [error]}
    assert Registration.objects.count() == before


@pytest.mark.parametrize("name", ["Ann\nLee", "Ann\rLee", "Ann\x00Lee", "Ann\x1bLee"])
def test_a_player_name_with_a_line_break_or_control_character_is_refused(event: Cast, name: str) -> None:
    before = Registration.objects.count()
    response = event.client("owner").post(_url(event, "players/"), {"name": name}, format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["name"]
    # counted, not looked up by name: PostgreSQL cannot even compare text holding a NUL byte
    assert Registration.objects.count() == before


# --- 3. dropping out after a round ---


@pytest.mark.parametrize(
    ("after_round", "error"),
    [
        (5, "round 5 does not exist: the event has only round 1 (0 = before the first)"),
        (2, "round 2 does not exist: the event has only round 1 (0 = before the first)"),
        (-1, None),  # the serializer's own message
    ],
)
def test_dropping_out_after_a_round_that_does_not_exist_is_refused(
    event: Cast, after_round: int, error: str | None
) -> None:
    response = event.client("owner").post(
        _url(event, "players/2/drop/"), {"after_round": after_round}, format="json"
    )
    assert response.status_code == 400
    assert list(response.json()) == ["after_round"]
    if error:
        assert response.json()["after_round"] == [error]
    assert event.tournament.registrations.get(number=2).status == "active"


@pytest.mark.parametrize("after_round", [0, 1])
def test_dropping_out_after_an_existing_round_or_before_the_first_is_accepted(
    event: Cast, after_round: int
) -> None:
    response = event.client("owner").post(
        _url(event, "players/2/drop/"), {"after_round": after_round}, format="json"
    )
    assert response.status_code == 200, response.json()
    assert response.json()["dropped_after_round"] == after_round


# --- 4. boolean filters ---


@pytest.mark.parametrize(
    ("path", "param"),
    [("", "mine"), ("players/", "is_substitute"), ("penalties/", "cancelled")],
)
@pytest.mark.parametrize("value", ["maybe", "yes", "2", "tru"])
def test_every_boolean_filter_refuses_a_value_that_is_not_true_or_false(
    event: Cast, path: str, param: str, value: str
) -> None:
    url = "/api/tournaments/" if param == "mine" else _url(event, path)
    response = event.client("owner").get(url, {param: value})
    assert response.status_code == 400
    assert response.json() == {param: [f"must be true or false, got {value!r}"]}


@pytest.mark.parametrize(
    ("value", "count"), [("true", 1), ("True", 1), ("1", 1), ("false", 8), ("0", 8), ("", 9)]
)
def test_boolean_filters_still_read_true_false_and_empty(event: Cast, value: str, count: int) -> None:
    client = event.client("owner")
    client.post(_url(event, "players/"), {"name": "Sub", "is_substitute": True}, format="json")
    response = client.get(_url(event, "players/"), {"is_substitute": value})
    assert response.status_code == 200
    assert response.json()["count"] == count


# --- 5. 404 under /api/ ---


@pytest.mark.parametrize(
    "rest",
    [
        "players/abc/drop/",
        "players/9999999999999999999999/",
        "rounds/99999999999999999999/seating/",
        "rounds/abc/",
        "penalties/abc/cancel/",
        "penalties/99999999999999999999/cancel/",
        "games/abc/",
        "games/99999999999999999999/import/",
        "games/99999999999999999999/hands/",
        "games/1/hands/99999999999999999999/",
        "no-such-resource/",
    ],
)
@pytest.mark.parametrize("method", ["get", "post"])
def test_a_url_with_a_bad_or_oversized_id_is_a_json_404(event: Cast, rest: str, method: str) -> None:
    client = event.client("owner")
    client.raise_request_exception = False
    response = (
        getattr(client, method)(_url(event, rest), {}, format="json")
        if method == "post"
        else client.get(_url(event, rest))
    )
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert response.json() == {"detail": "Not found."}


def test_a_404_outside_the_api_is_still_the_sites_page(event: Cast) -> None:
    response = event.client("anonymous").get("/no-such-page/")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")


def test_an_unknown_api_url_is_json_with_debug_on_too(event: Cast, settings: Any) -> None:
    """`make run` has DEBUG on, where Django answers an unmatched URL with its HTML debug page."""
    settings.DEBUG = True
    client = event.client("owner")
    client.raise_request_exception = False
    for url in (_url(event, "games/abc/"), "/api/nonexistent/"):
        response = client.get(url)
        assert response.status_code == 404
        assert response.json() == {"detail": "Not found."}


def test_csv_that_is_not_text_is_refused_and_a_repeated_id_is_named_as_such(event: Cast) -> None:
    client = event.client("owner")
    response = client.post(_url(event, "players/csv/"), {"csv": 5}, format="json")
    assert response.status_code == 400 and response.json() == {"csv": ["must be text"]}
    response = client.post(_url(event, "players/csv/"), {"csv": "Ann,,,a1\nBo,,,a1"}, format="json")
    assert response.status_code == 400
    assert response.json() == {"csv": ["line 2: external_id: 'a1' appears twice in the list (also line 1)"]}


def test_the_calculator_refuses_an_absurd_count_of_honba_naming_it(event: Cast) -> None:
    request = {"hand": "345m456p789s11z555z", "win": "5m", "seat": "S", "from": "W", "honba": 10**23}
    response = event.client("anonymous").post("/api/hand/", request, format="json")
    assert response.status_code == 400
    assert response.json() == {"honba": ["must be at most 1000, got 100000000000000000000000"]}


def test_a_post_to_an_unknown_api_url_from_a_signed_in_browser_is_a_json_404(event: Cast) -> None:
    """A session (as the site's pages have) made an unknown URL answer Django's HTML CSRF page."""
    from django.test import Client

    browser = Client(enforce_csrf_checks=True)
    browser.force_login(event.tournament.owner)
    response = browser.post("/api/tournaments/x/players/abc/account/", {"username": "a"})
    assert response.status_code == 404
    assert response.json() == {"detail": "Not found."}
