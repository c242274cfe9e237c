"""The permission matrix: every API operation and every page, asked by owner, co-organizer, scorer,
registered player, outsider and anonymous, of a public and of a private event.

The rule (tournaments/permissions.py): an event the caller may not see answers 404, and the body
does not contain its name; one they see but may not act on answers 403 (401 from the API when not
signed in); otherwise the request goes through to the service. The tables below say what each
route needs; two completeness tests fail when a route is added without a row here.

Each (route, event) case builds the event once and runs every role inside a savepoint that is
rolled back, so a write by one role does not change what the next role sees.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.core.cache import cache
from django.db import transaction
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from drf_spectacular.generators import SchemaGenerator

from tests.api.conftest import ROLES, Cast, seated_event
from tournaments.models import Penalty, Visibility
from tournaments.permissions import Access, forget_access
from tournaments.services.games import game_record_hand

ROLE_ACCESS = {
    "owner": Access.OWN,
    "organizer": Access.MANAGE,
    "scorer": Access.SCORE,
    "player": Access.VIEW,
    "outsider": None,
    "anonymous": None,
}
PUBLIC = "public"  # a route anyone may call, not tied to an event's access
SIGNED_IN = "signed_in"  # any signed-in user; anonymous callers are refused (401 or login redirect)

DRAW = {"kind": "draw", "tenpai": [0]}


@dataclass(frozen=True)
class Route:
    method: str
    path: str  # API: the schema's path; pages: the URL name
    need: Access | str
    ok: tuple[int, ...] = (200,)
    body: dict[str, Any] | None = None
    # Which object a path parameter points at, when not the default (see `concrete`).
    use: dict[str, str] = field(default_factory=dict)
    why: str = ""  # why an allowed call answers something other than success


API: list[Route] = [
    Route("GET", "/api/tournaments/", PUBLIC),
    Route("POST", "/api/tournaments/", SIGNED_IN, (201,), {"name": "New Cup", "preset": "wrc"}),
    Route("GET", "/api/tournaments/{slug}/", Access.VIEW),
    Route("PATCH", "/api/tournaments/{slug}/", Access.MANAGE, (200,), {"venue": "Room 2"}),
    Route(
        "DELETE",
        "/api/tournaments/{slug}/",
        Access.OWN,
        (400,),
        why="without confirm_slug: refused by the service, after the access check",
    ),
    Route(
        "PATCH",
        "/api/tournaments/{slug}/ruleset/",
        Access.MANAGE,
        (400,),
        {"changes": {"kiriage": True}},
        why="the recorded hand froze the rules: refused by the service, after the access check",
    ),
    Route("POST", "/api/tournaments/{slug}/finish/", Access.MANAGE, (400,), why="round 1 is still running"),
    Route("POST", "/api/tournaments/{slug}/reopen/", Access.MANAGE, (400,), why="the event is not finished"),
    Route("GET", "/api/tournaments/{slug}/members/", Access.MANAGE),
    Route(
        "POST",
        "/api/tournaments/{slug}/members/",
        Access.OWN,
        (201,),
        {"username": "newbie", "role": "scorer"},
    ),
    Route("DELETE", "/api/tournaments/{slug}/members/{username}/", Access.OWN, (204,)),
    Route("GET", "/api/tournaments/{slug}/players/", Access.VIEW),
    Route("POST", "/api/tournaments/{slug}/players/", Access.MANAGE, (201,), {"name": "Newcomer"}),
    Route("POST", "/api/tournaments/{slug}/players/csv/", Access.MANAGE, (201,), {"csv": "Ume\nMomo\n"}),
    Route("GET", "/api/tournaments/{slug}/players/{number}/", Access.VIEW),
    Route("PATCH", "/api/tournaments/{slug}/players/{number}/", Access.MANAGE, (200,), {"team": "Red"}),
    Route(
        "DELETE",
        "/api/tournaments/{slug}/players/{number}/",
        Access.MANAGE,
        (400,),
        why="player 1 has been seated: refused by the service, after the access check",
    ),
    Route("POST", "/api/tournaments/{slug}/players/{number}/drop/", Access.MANAGE, (200,), {}),
    # player 1 has not dropped out: a manager is told so (400), others never get that far
    Route("POST", "/api/tournaments/{slug}/players/{number}/reinstate/", Access.MANAGE, (400,)),
    Route("POST", "/api/tournaments/{slug}/players/{number}/team/", Access.MANAGE, (200,), {"team": "Red"}),
    Route(
        "POST", "/api/tournaments/{slug}/players/{number}/account/", Access.MANAGE, (200,), {"username": ""}
    ),
    Route("GET", "/api/tournaments/{slug}/players/{number}/stats/", Access.VIEW),
    Route("GET", "/api/tournaments/{slug}/rounds/", Access.VIEW),
    Route("POST", "/api/tournaments/{slug}/rounds/", Access.MANAGE, (201,)),
    Route("GET", "/api/tournaments/{slug}/rounds/{number}/", Access.VIEW),
    Route(
        "DELETE",
        "/api/tournaments/{slug}/rounds/{number}/",
        Access.MANAGE,
        (400,),
        why="round 1 has results: refused by the service, after the access check",
    ),
    Route(
        "POST", "/api/tournaments/{slug}/rounds/{number}/finish/", Access.MANAGE, (400,), why="games running"
    ),
    Route(
        "POST", "/api/tournaments/{slug}/rounds/{number}/reopen/", Access.MANAGE, (400,), why="not finished"
    ),
    Route(
        "POST",
        "/api/tournaments/{slug}/rounds/{number}/seating/",
        Access.MANAGE,
        (400,),
        {"method": "random"},
        why="table 1 has a result, so the seating may no longer change",
    ),
    Route("GET", "/api/tournaments/{slug}/games/", Access.VIEW),
    Route("GET", "/api/tournaments/{slug}/games/{id}/", Access.VIEW),
    Route("GET", "/api/tournaments/{slug}/games/{id}/timeline/", Access.VIEW),
    Route("GET", "/api/tournaments/{slug}/games/{id}/audit/", Access.SCORE),
    Route(
        "POST",
        "/api/tournaments/{slug}/games/{id}/final-scores/",
        Access.SCORE,
        (200,),
        {"scores": [40000, 30000, 20000, 10000]},
        use={"id": "empty_game"},
    ),
    Route(
        "DELETE",
        "/api/tournaments/{slug}/games/{id}/final-scores/",
        Access.SCORE,
        (400,),
        use={"id": "empty_game"},
        why="the game has no final scores to clear: refused by the service, after the access check",
    ),
    Route("POST", "/api/tournaments/{slug}/games/{id}/finish/", Access.SCORE),
    Route(
        "POST",
        "/api/tournaments/{slug}/games/{id}/resume/",
        Access.SCORE,
        (400,),
        why="it was not ended early",
    ),
    Route(
        "POST",
        "/api/tournaments/{slug}/games/{id}/import/",
        Access.SCORE,
        (400,),
        {"content": "<mjloggm/>"},
        use={"id": "empty_game"},
        why="the pasted text holds no hands: refused by the importer",
    ),
    Route(
        "POST",
        "/api/tournaments/{slug}/games/{id}/substitute/",
        Access.MANAGE,
        (400,),
        {"wind": "S", "player": 5},
        why="player 5 is seated in this round already: refused by the service",
    ),
    Route("GET", "/api/tournaments/{slug}/games/{game}/hands/", Access.VIEW),
    Route(
        "POST",
        "/api/tournaments/{slug}/games/{game}/hands/",
        Access.SCORE,
        (201,),
        {"number": 2, "record": DRAW},
    ),
    Route(
        "POST",
        "/api/tournaments/{slug}/games/{game}/hands/preview/",
        Access.SCORE,
        (200,),
        {"number": 2, "record": DRAW},
    ),
    Route("GET", "/api/tournaments/{slug}/games/{game}/hands/{number}/", Access.VIEW),
    Route(
        "PUT", "/api/tournaments/{slug}/games/{game}/hands/{number}/", Access.SCORE, (200,), {"record": DRAW}
    ),
    Route("DELETE", "/api/tournaments/{slug}/games/{game}/hands/{number}/", Access.SCORE, (204,)),
    Route("GET", "/api/tournaments/{slug}/penalties/", Access.VIEW),
    Route(
        "POST",
        "/api/tournaments/{slug}/penalties/",
        Access.MANAGE,
        (201,),
        {"player": 2, "amount": "-5", "reason": "late"},
    ),
    Route("GET", "/api/tournaments/{slug}/penalties/{id}/", Access.VIEW),
    Route(
        "POST", "/api/tournaments/{slug}/penalties/{id}/cancel/", Access.MANAGE, (200,), {"reason": "mistake"}
    ),
    Route("GET", "/api/tournaments/{slug}/standings/", Access.VIEW),
    Route("GET", "/api/tournaments/{slug}/team-standings/", Access.VIEW),
    Route("GET", "/api/tournaments/{slug}/audit/", Access.SCORE),
    Route(
        "POST",
        "/api/hand/",
        PUBLIC,
        (200,),
        {"han": 1, "fu": 30, "yaku": ["riichi"], "riichi": True, "from": "S"},
    ),
    Route(
        "POST", "/api/auth/token/", PUBLIC, (400,), {"username": "x", "password": "y"}, why="wrong password"
    ),
    Route("GET", "/api/presets/", PUBLIC),
    Route("GET", "/api/me/results/", SIGNED_IN),
    Route("GET", "/api/schema/", PUBLIC),
    Route("GET", "/api/docs/", PUBLIC),
]

# Pages: `path` is the URL name. Pages redirect after a form post and show service errors as
# messages, so an allowed call is any answer below 400 (or a 400 from a JSON endpoint's validation).
PAGES: list[Route] = [
    Route("GET", "home", PUBLIC),
    Route("GET", "event_create", SIGNED_IN),
    Route("GET", "my_results", SIGNED_IN),
    Route("GET", "standings", Access.VIEW),
    Route("GET", "standings_json", Access.VIEW),
    Route("GET", "standings_csv", Access.VIEW),
    Route("GET", "games_csv", Access.VIEW),
    Route("GET", "rounds", Access.VIEW),
    Route("GET", "round", Access.VIEW),
    Route("GET", "game", Access.VIEW),
    Route("GET", "player", Access.VIEW),
    Route("GET", "teams", Access.VIEW),
    Route("GET", "event_rules", Access.VIEW),
    Route("GET", "manage", Access.SCORE),
    Route("GET", "changes", Access.SCORE),
    Route("GET", "changes_csv", Access.SCORE),
    Route("GET", "rules", Access.MANAGE),
    Route("GET", "event_edit", Access.MANAGE),
    Route("GET", "event_delete", Access.OWN),
    Route("GET", "players", Access.MANAGE),
    Route("POST", "player_drop", Access.MANAGE),
    Route("POST", "player_remove", Access.MANAGE),
    Route("POST", "player_reinstate", Access.MANAGE),
    Route("POST", "player_account", Access.MANAGE),
    Route("GET", "penalties", Access.MANAGE),
    Route("GET", "staff", Access.OWN),
    Route("POST", "event_finish", Access.MANAGE),
    Route("POST", "event_reopen", Access.MANAGE),
    Route("POST", "penalty_cancel", Access.MANAGE, body={"reason": "mistake"}),
    Route("POST", "round_add", Access.MANAGE),
    Route("GET", "seat_round", Access.MANAGE),
    Route("GET", "seat_script", Access.MANAGE),
    Route("POST", "round_finish", Access.MANAGE),
    Route("POST", "seat_substitute", Access.MANAGE),
    Route("POST", "round_reopen", Access.MANAGE),
    Route("POST", "round_remove", Access.MANAGE),
    Route("GET", "print_seating", Access.MANAGE),
    Route("GET", "print_scoresheets", Access.MANAGE),
    Route("GET", "timer", Access.SCORE),
    Route("GET", "round_clock", Access.VIEW),
    Route("GET", "round_changes", Access.VIEW),
    Route("GET", "game_changes", Access.VIEW),
    Route("POST", "round_clock", Access.SCORE, body={"action": "start", "minutes": "60"}),
    Route("GET", "enter", Access.SCORE),
    Route("POST", "hand_preview", Access.SCORE, body={}),
    Route("POST", "hand_save", Access.SCORE, body={}),
    Route("POST", "hand_undo", Access.SCORE),
    Route("POST", "hands_undo_all", Access.SCORE),
    Route("POST", "game_finish", Access.SCORE),
    Route("POST", "game_resume", Access.SCORE),
    Route("POST", "game_import", Access.SCORE, use={"game_id": "empty_game"}),
    Route("GET", "hand_edit", Access.SCORE),
    Route("GET", "final_scores", Access.SCORE, use={"game_id": "empty_game"}),
    Route("POST", "final_scores_clear", Access.SCORE, use={"game_id": "empty_game"}),
    Route("GET", "login", PUBLIC),
    Route("GET", "signup", PUBLIC),
    Route("GET", "password_change", SIGNED_IN),
    Route("POST", "logout", PUBLIC),
]
# Page URL names that belong to other apps (admin, i18n) and are not event pages.
NOT_EVENT_PAGES = {"healthz", "set_language", "password_change_done"}


@dataclass
class World:
    cast: Cast
    ids: dict[str, Any]


def build_world(visibility: str) -> World:
    cast = seated_event(8, visibility=visibility)
    owner = cast.users["owner"]
    game, empty_game = cast.tournament.games.order_by("table__number")
    game_record_hand(game=game, number=1, record=DRAW, by=owner)
    from tests.api.conftest import make_user

    make_user("newbie")
    penalty = Penalty.objects.filter(tournament=cast.tournament).order_by("pk").first()
    assert penalty is not None
    ids = {
        "slug": cast.tournament.slug,
        "game": game.pk,
        "empty_game": empty_game.pk,
        "penalty": penalty.pk,
        "player": 8,
        "round": 1,
        "hand": 1,
        "username": cast.users["scorer"].username,
    }
    return World(cast, ids)


def concrete(path: str, ids: dict[str, Any], use: dict[str, str]) -> str:
    """The schema path with real values: {id} and {number} mean the object of the segment before."""
    by_segment = {
        "games": "game",
        "penalties": "penalty",
        "players": "player",
        "rounds": "round",
        "hands": "hand",
    }
    parts = path.split("/")
    for i, part in enumerate(parts):
        match = re.fullmatch(r"\{(\w+)\}", part)
        if not match:
            continue
        name = match.group(1)
        key = use.get(name) or (by_segment[parts[i - 1]] if name in ("id", "number") else name)
        parts[i] = str(ids[key])
    return "/".join(parts)


def page_url(route: Route, ids: dict[str, Any]) -> str:
    from django.urls import reverse

    pattern = _page_patterns()[route.path]
    values = {
        "slug": ids["slug"],
        "number": {"round": 1, "player": 8, "player_drop": 8, "player_reinstate": 8, "hand_edit": 1}.get(
            route.path, 1
        ),
        "game_id": ids[route.use.get("game_id", "game")],
        "penalty_id": ids["penalty"],
    }
    kwargs = {name: values[name] for name in pattern}
    return reverse(route.path, kwargs=kwargs)


def _page_patterns() -> dict[str, list[str]]:
    """URL name -> its parameter names, for every named route of the site outside /api/ and /admin/."""
    found: dict[str, list[str]] = {}

    def walk(patterns: list[Any], prefix: str) -> None:
        for p in patterns:
            if isinstance(p, URLResolver):
                route = str(p.pattern)
                if route.startswith(("api/", "admin/")):
                    continue
                walk(p.url_patterns, prefix + route)
            elif isinstance(p, URLPattern) and p.name:
                found[p.name] = list(p.pattern.converters) if hasattr(p.pattern, "converters") else []

    walk(get_resolver().url_patterns, "")
    return found


def expected(route: Route, role: str, visibility: str) -> str:
    """ "ok", "404", "403" or "401" (the latter two merge for pages, see `denied_as`)."""
    if route.need == PUBLIC:
        return "ok"
    if route.need == SIGNED_IN:
        return "401" if role == "anonymous" else "ok"
    level = ROLE_ACCESS[role]
    if level is None and visibility == Visibility.PUBLIC:
        level = Access.VIEW
    if level is None:
        return "404"
    if level < route.need:
        return "401" if role == "anonymous" else "403"
    return "ok"


def call(world: World, route: Route, role: str, *, api: bool) -> Any:
    client = world.cast.client(role) if api else Client()
    if not api and world.cast.users[role] is not None:
        client.force_login(world.cast.users[role])
    url = concrete(route.path, world.ids, route.use) if api else page_url(route, world.ids)
    method = getattr(client, route.method.lower())
    if route.body is None:
        return method(url)
    if api:
        return method(url, route.body, format="json")
    return method(url, route.body)


def check(world: World, route: Route, visibility: str, *, api: bool) -> list[str]:
    problems = []
    for role in ROLES:
        cache.clear()
        forget_access(world.cast.users[role])
        with transaction.atomic():
            response = call(world, route, role, api=api)
            transaction.set_rollback(True)
        want = expected(route, role, visibility)
        got = response.status_code
        if want == "ok":
            good = got in route.ok if api else (got < 400 or (got == 400 and route.method == "POST"))
        elif want == "401":
            good = got == 401 if api else (got == 403 or (got == 302 and "login" in response["Location"]))
        else:
            good = got == int(want)
        if not good:
            problems.append(f"{role}: expected {want}, got {got} {response.content[:200]!r}")
        if want in ("404", "403", "401") and world.cast.tournament.name.encode() in response.content:
            problems.append(f"{role}: a refusal shows the event's name")
        if got >= 500:
            problems.append(f"{role}: server error {got}")
    return problems


def _id(route: Route) -> str:
    return f"{route.method} {route.path}"


@pytest.mark.django_db
@pytest.mark.parametrize("visibility", [Visibility.PUBLIC, Visibility.PRIVATE])
@pytest.mark.parametrize("route", API, ids=_id)
def test_every_api_operation_answers_each_role_as_the_rules_say(route: Route, visibility: str) -> None:
    world = build_world(visibility)
    assert check(world, route, visibility, api=True) == []


@pytest.mark.django_db
@pytest.mark.parametrize("visibility", [Visibility.PUBLIC, Visibility.PRIVATE])
@pytest.mark.parametrize("route", PAGES, ids=_id)
def test_every_page_answers_each_role_as_the_rules_say(route: Route, visibility: str) -> None:
    world = build_world(visibility)
    assert check(world, route, visibility, api=False) == []


def test_every_operation_of_the_api_schema_has_a_row_in_the_matrix() -> None:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    operations = {
        f"{method.upper()} {path}"
        for path, item in schema["paths"].items()
        for method in item
        if method in ("get", "post", "put", "patch", "delete")
    }
    assert operations - {_id(r) for r in API} == set()


def test_every_named_page_has_a_row_in_the_matrix() -> None:
    names = set(_page_patterns()) - NOT_EVENT_PAGES
    assert names - {r.path for r in PAGES} == set()
