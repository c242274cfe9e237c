"""The players page warns when a pasted list makes a team that looks like one the event has (a typo
made a one-player team silently); the list is registered all the same."""

import html
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event

pytestmark = pytest.mark.django_db


def _messages(page: str) -> list[tuple[str, str]]:
    found = re.findall(r'<li class="msg-(\w+)">(.*?)</li>', page, re.S)
    return [(kind, html.unescape(text)) for kind, text in found]


def test_a_team_like_an_existing_one_is_warned_about(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    url = reverse("players", args=[event.slug])
    client.post(url, {"csv-text": "Ann,Red Dragons\nBob,Blue Whales"}, follow=True)
    response = client.post(url, {"csv-text": "Cy,Red Dragon\nDee,Blue Whales\nEd,Green"}, follow=True)
    said = _messages(response.content.decode())
    assert ("warning", "Team “Red Dragon” is new; did you mean “Red Dragons”?") in said
    assert [text for kind, text in said if kind == "warning"] == [
        "Team “Red Dragon” is new; did you mean “Red Dragons”?"
    ]
    assert any(kind == "success" and text.startswith("Registered 3 players.") for kind, text in said)
    assert event.registrations.get(player__name="Cy").team.name == "Red Dragon"  # type: ignore[union-attr]


def test_a_refused_list_warns_about_no_team(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    url = reverse("players", args=[event.slug])
    client.post(url, {"csv-text": "Ann,Red Dragons"}, follow=True)
    page = client.post(url, {"csv-text": "Cy,Red Dragon\nAnn,Red Dragons"}, follow=True).content.decode()
    assert "did you mean" not in page
    assert not event.registrations.filter(player__name="Cy").exists()
