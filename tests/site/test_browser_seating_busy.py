"""Seating a round takes seconds (5 to 8 s for 38 players): the button gave no sign of it, and a
second press sent the seating again. Once sent it says so and cannot be pressed again."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import sign_in
from tests.site.conftest import make_event
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_seat_button_says_it_is_working_once_pressed(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    services.round_create(tournament=event, by=owner)
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    page = context.new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/")
    # the page stays (the answer would replace it): the form is sent no further than its handlers
    page.evaluate("window.addEventListener('submit', e => e.preventDefault())")
    page.click("#seat-form button.primary")
    button = page.locator("#seat-form button.primary")
    assert button.is_disabled()
    assert button.inner_text() == "Seating the players…"
    context.close()
