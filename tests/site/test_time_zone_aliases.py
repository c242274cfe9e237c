"""A new event's page picks the phone's time zone, but Chromium reports some zones by their old names
(Asia/Saigon, Asia/Calcutta, Europe/Kiev), which the page does not offer: the select stayed on the
site's own (UTC). The server maps each zone not offered to the offered one keeping the same clock."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.browser import shoot, sign_in

pytestmark = pytest.mark.django_db


def test_old_zone_names_map_to_the_current_ones_offered() -> None:
    from tournaments.forms import time_zone_choices, zone_aliases

    offered = {value for value, _label in time_zone_choices()}
    aliases = zone_aliases()
    assert aliases["Asia/Saigon"] == "Asia/Ho_Chi_Minh"
    assert aliases["Asia/Calcutta"] == "Asia/Kolkata"
    assert aliases["Europe/Kiev"] == "Europe/Kyiv"
    # several offered zones share a clock: the one named after the old name, not Port Moresby or Nairobi
    assert aliases["Pacific/Truk"] == "Pacific/Chuuk"
    assert aliases["Pacific/Ponape"] == "Pacific/Pohnpei"
    assert aliases["Africa/Asmera"] == "Africa/Asmara"
    assert aliases["America/Buenos_Aires"] == "America/Argentina/Buenos_Aires"
    assert set(aliases.values()) <= offered
    assert not set(aliases) & offered
    # a zone of no place maps to nothing (Etc/GMT+9 is not Tokyo's clock)
    assert "Etc/GMT+9" not in aliases


def test_the_create_page_carries_the_mapping(client: Client, owner: Any) -> None:
    client.force_login(owner)
    page = client.get(reverse("event_create")).content.decode()
    found = re.search(r'data-zone-aliases="([^"]*)"', page)
    assert found
    import html

    assert json.loads(html.unescape(found.group(1)))["Asia/Saigon"] == "Asia/Ho_Chi_Minh"


def test_a_phone_reporting_an_old_zone_name_gets_the_current_one(
    live_server: Any, browser: Any, owner: Any
) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, locale="en-US", timezone_id="Asia/Saigon"
    )
    page = context.new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}{reverse('event_create')}")
    reported = page.evaluate("Intl.DateTimeFormat().resolvedOptions().timeZone")
    assert reported in {"Asia/Saigon", "Asia/Ho_Chi_Minh"}, reported
    assert page.input_value("#id_time_zone") == "Asia/Ho_Chi_Minh"
    shoot(page, "time-zone-old-name")
    context.close()
