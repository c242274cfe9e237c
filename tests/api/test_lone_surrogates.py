"""A "\\ud800" escape decodes to a lone surrogate, a str no UTF-8 encoder accepts. A ruleset named
with one was stored, and from then on the public event list answered 500 for everyone; a 400 that
repeated such a key back (an unknown field) was itself a 500. Every JSON entrance refuses it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from scoring.cli.hand import _one
from tests.api.conftest import seated_event
from tournaments.models import Game, Tournament

pytestmark = pytest.mark.django_db

LONE = "\\ud800"  # as it is written in JSON text
SAID = "a string holds an unpaired surrogate (a \\ud800-\\udfff escape not part of a pair)"
REFUSED = {"non_field_errors": [f"JSON parse error - {SAID}"]}


def _post(client: Any, url: str, body: str, method: str = "post") -> Any:
    return getattr(client, method)(url, body, content_type="application/json")


def test_a_ruleset_name_with_a_lone_surrogate_is_refused_and_the_event_list_keeps_working() -> None:
    cast = seated_event(4)
    slug = cast.tournament.slug
    body = '{"changes": {"name": "' + LONE + '"}}'
    response = _post(cast.client("owner"), f"/api/tournaments/{slug}/ruleset/", body, "patch")
    assert response.status_code == 400
    assert response.json() == REFUSED
    assert "\ud800" not in json.dumps(Tournament.objects.get(slug=slug).ruleset, ensure_ascii=False)
    assert cast.client("anonymous").get("/api/tournaments/").status_code == 200


def test_keys_and_values_anywhere_in_the_body_are_checked() -> None:
    cast = seated_event(4)
    game = Game.objects.get(round__tournament=cast.tournament)
    hand = '{"hand": "234m406p567s11z345p", "win": "5p", "' + LONE + '": 1}'
    assert _post(cast.client("anonymous"), "/api/hand/", hand).json() == REFUSED
    create = '{"name": "x", "preset": "' + LONE + '"}'
    assert _post(cast.client("owner"), "/api/tournaments/", create).status_code == 400
    record = '{"number": 1, "record": {"kind": "draw", "tenpai": [], "x": ["' + LONE + '"]}}'
    url = f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/hands/"
    assert _post(cast.client("owner"), url, record).json() == REFUSED
    assert game.hands.count() == 0
    # a proper pair (an emoji written as two escapes) is text like any other
    paired = '{"hand": "234m406p567s11z345p", "win": "5p", "tsumo": true, "note": "\\ud83c\\udc04"}'
    assert _post(cast.client("anonymous"), "/api/hand/", paired).status_code == 200


def test_the_entry_page_preview_takes_such_a_body_for_unreadable(client: Client) -> None:
    cast = seated_event(4)
    game = Game.objects.get(round__tournament=cast.tournament)
    client.force_login(cast.users["owner"])
    url = reverse("hand_preview", args=[cast.tournament.slug, game.pk])
    body = '{"kind": "draw", "tenpai": [], "' + LONE + '": 1}'
    response = client.post(url, body, content_type="application/json")
    assert response.status_code == 200
    assert response.json()["legal"] is False  # as for a body that is not JSON at all
    assert response.json() == client.post(url, "not json", content_type="application/json").json()


def test_a_tenhou_record_with_a_lone_surrogate_is_refused() -> None:
    cast = seated_event(4)
    game = Game.objects.get(round__tournament=cast.tournament)
    url = f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/import/"
    content = '{"name": ["' + LONE + '", "b", "c", "d"], "log": []}'
    response = cast.client("owner").post(url, {"content": content}, content_type="application/json")
    assert response.status_code == 400
    assert "unpaired surrogate" in json.dumps(response.json())


def test_the_command_line_refuses_it_as_not_valid_json() -> None:
    result, code = _one('{"hand": "234m406p567s11z345p", "win": "5p", "ruleset": "' + LONE + '"}')
    assert code == 2
    assert "unpaired surrogate" in json.dumps(result)
