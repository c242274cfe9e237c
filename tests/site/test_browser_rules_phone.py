"""The event's rules on a phone: a value in words ("hanchan (East + South)") kept the value column on
one line, widened the table past the screen, and left start points, oka and uma off-screen."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, shoot
from tests.site.conftest import make_event

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_every_rules_table_fits_a_phone_and_shows_its_values(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0, preset="tenhou", visibility="public")
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/t/{event.slug}/rules/")
    widths = page.evaluate(
        "[...document.querySelectorAll('table.rules')].map(t => [t.scrollWidth, t.parentElement.clientWidth])"
    )
    assert widths and all(table <= box for table, box in widths), widths
    start = page.locator("table.rules tr", has_text="Start points").locator("td")
    box = start.bounding_box()
    assert box is not None and box["x"] + box["width"] <= PHONE["width"]
    shoot(page, "rules-phone")
