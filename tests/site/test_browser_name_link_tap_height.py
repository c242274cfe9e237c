"""On a 390 px phone the player names in the round's tables and in the standings were links 19 to
35 px tall. They are a finger (44 px) tall now, and the rows grow no more than that needs: a row of
one line to 44 px, a name with its team under it keeps its height."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import SHOTS, shoot
from tests.site.conftest import make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FINGER = 44
PHONE_390 = {"width": 390, "height": 844}


def heights(page: Any, selector: str) -> list[float]:
    found = page.locator(selector)
    assert found.count() >= 1, selector
    return [found.nth(i).bounding_box()["height"] for i in range(found.count())]


def test_player_names_in_the_round_and_standings_tables_are_a_finger_tall(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=100, entry_mode="final", visibility="public", name="Spring Open")
    round_ = seat_next_round(event, owner)
    for game in list(round_.games.order_by("table__number"))[:10]:
        services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    # the same without teams: a name on one line
    solo = make_event(owner, players=0, visibility="public", name="Solo Cup")
    for n in range(1, 9):
        services.player_register(tournament=solo, name=f"Solo {n}", by=owner)
    seat_next_round(solo, owner)
    page = browser.new_context(viewport=PHONE_390, locale="en-US", has_touch=True).new_page()

    page.goto(f"{live_server.url}/t/{event.slug}/rounds/1/")
    assert min(heights(page, ".table-card a.row-link")) >= FINGER
    assert max(heights(page, ".table-card li")) <= FINGER + 2  # no taller than the name needs
    shoot(page, "name-links-round")
    page.screenshot(path=str(SHOTS / "name-links-round-first-screen-390.png"))

    page.goto(f"{live_server.url}/t/{event.slug}/")
    assert min(heights(page, "#standings a.row-link")) >= FINGER
    assert max(heights(page, "#standings tbody tr")) <= 56  # the team under the name: as tall as before
    page.screenshot(path=str(SHOTS / "name-links-standings-first-screen-390.png"))

    page.goto(f"{live_server.url}/t/{solo.slug}/")
    assert min(heights(page, "#standings a.row-link")) >= FINGER
    assert max(heights(page, "#standings tbody tr")) <= FINGER + 2
    page.screenshot(path=str(SHOTS / "name-links-standings-solo-first-screen-390.png"))
    # a tap at the top edge of a name still opens that player, not the one above
    link = page.locator("#standings a.row-link").nth(1)
    href, name = link.get_attribute("href"), link.bounding_box()
    page.touchscreen.tap(name["x"] + name["width"] / 2, name["y"] + 2)
    page.wait_for_url(f"{live_server.url}{href}")
