"""The organizer's latest changes name what changed in the page's language ("player 3" reads 選手3)."""

import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.views import labels

pytestmark = pytest.mark.django_db


def test_latest_changes_name_players_rounds_and_seats_in_japanese(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    services.registration_drop(registration=event.registrations.get(number=3), by=owner)
    services.player_register(tournament=event, name="Sub", is_substitute=True, by=owner)
    seat = round_.seats.get(registration__number=3)
    services.substitute_seat(seat=seat, substitute=event.registrations.get(number=9), by=owner)
    client.force_login(owner)
    english = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "player 3" in english and "round 1 table 1 W" in english.replace(",", "")
    client.cookies["django_language"] = "ja"
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "選手3" in page and "player 3" not in page
    assert "1回戦 1卓 西" in page


def test_every_audited_action_has_a_label_in_each_language() -> None:
    services = Path(__file__).resolve().parents[2] / "tournaments" / "services"
    actions = {a for f in services.glob("*.py") for a in re.findall(r'action="([a-z_]+)"', f.read_text())}
    assert actions and actions <= set(labels.AUDIT), sorted(actions - set(labels.AUDIT))
    for language in ("ja", "vi"):
        for action in actions:
            with translation.override("en"):
                english = str(labels.AUDIT[action])
            with translation.override(language):
                assert str(labels.AUDIT[action]) != english, (language, action)
