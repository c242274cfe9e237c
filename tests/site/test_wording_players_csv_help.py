"""The players page's help for pasting a list read garbled: "it may head the player id Player id, ID,
EMA, EMA number…". It names the player id column and quotes the headers it may have, and every header
it names is one the import reads as the player id."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import make_event
from tournaments.forms import PlayersCsvForm
from tournaments.services.registrations import parse_players_csv

pytestmark = pytest.mark.django_db


def test_the_help_says_what_may_head_the_player_id_column(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    page = client.get(reverse("players", args=[event.slug])).content.decode()
    help_text = page.split('id="id_csv-text"')[1].split('<div class="help">')[1].split("</div>")[0]
    assert "may head the player id" not in help_text
    assert "optional; in it, the player id column may be headed “Player id”, “ID”, “EMA”" in help_text
    assert help_text.endswith("“Club id” or “External id”.")


def test_every_header_the_help_quotes_is_read_as_the_player_id() -> None:
    with translation.override("en"):
        help_text = str(PlayersCsvForm().fields["text"].help_text)
    named = re.findall(r"“([^”]+)”", help_text.split("may be headed", 1)[1])
    assert {"Player id", "ID", "EMA", "EMA number", "EMA id", "Club id", "External id"} == set(named)
    for header in named:
        lines, errors = parse_players_csv(f"Name,{header}\nAnn Lee,EMA-7")
        assert errors == [] and [line.external_id for _, line in lines] == ["EMA-7"], header
