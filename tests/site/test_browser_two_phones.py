"""Two phones at one table: the one whose page fell behind is told so and offered the game as it is."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, shoot, sign_in
from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def draw_with_east_tenpai(page: Any) -> None:
    page.click("[data-name='kind-draw']")
    page.locator("#step-tenpai [data-name='seat-0']").click()
    page.wait_for_selector("#preview.ok")


def test_the_phone_that_fell_behind_is_told_to_reload(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    url = f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/"
    phones = []
    for _ in range(2):
        page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
        sign_in(page, live_server.url)
        page.goto(url)
        phones.append(page)
    first, second = phones
    draw_with_east_tenpai(first)
    first.click("#save")
    first.wait_for_selector("text=Hand 1 saved.")

    # the second phone still shows hand 1 to enter; it had read only "hand 1 is recorded already",
    # then only at Save, after the whole hand was entered: its first pick's preview says so now
    second.click("[data-name='kind-draw']")
    second.wait_for_selector("#reload")
    assert "Hand 1 was saved meanwhile from another phone" in second.inner_text("#preview")
    assert second.locator("#save").is_disabled()
    shoot(second, "22-entry-fell-behind")
    second.click("#reload")
    second.wait_for_load_state()
    assert "East 1 · hand 2" in second.inner_text("main")  # the page now enters the next hand
    assert game.hands.count() == 1
