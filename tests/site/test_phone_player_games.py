"""A player's games on a 360 px phone, in English, Japanese and Vietnamese: the table ran past its box
(Vietnamese 419 px in 366, English with a "Running" badge), so the Points were behind a sideways
scroll ("+20,5" read "+2("); and the only link to a game was its small table number, so a player
asking "what happened in my game?" could not find it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import shoot
from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import chombo, quiet_hanchan
from tournaments import services
from tournaments.models import Game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE_360 = {"width": 360, "height": 740}
LOCALES = ["en-US", "ja-JP", "vi-VN"]
# the games table's box and each of its cells: what they show against what they hold
FIT = """() => { const table = document.querySelector('table.player-games'), box = table.parentElement;
  const edge = box.getBoundingClientRect().right;
  return {box: [box.scrollWidth, box.clientWidth],
          cells: [...table.querySelectorAll('th, td')].map(c => ({text: c.innerText.trim(),
            holds: c.scrollWidth, shows: c.clientWidth, right: c.getBoundingClientRect().right, edge}))} }"""


def played_event(owner: Any) -> tuple[Any, list[Game]]:
    """Four players: round 1 played out hand by hand after a chombo by East (player 1), round 2 being
    played (three hands in)."""
    event = make_event(owner, players=4, preset="ema2016", visibility="public")
    round_one = seat_next_round(event, owner)
    done = first_game(round_one)
    for number, record in enumerate([chombo(0), *quiet_hanchan()], start=1):
        services.game_record_hand(game=done, number=number, record=record, by=owner)
    services.round_finish(round_=round_one, by=owner)
    running = first_game(seat_next_round(event, owner))
    for number, record in enumerate(quiet_hanchan()[:3], start=1):
        services.game_record_hand(game=running, number=number, record=record, by=owner)
    return event, [done, running]


def test_every_column_of_a_players_games_fits_a_phone_and_each_row_opens_its_game(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event, _ = played_event(owner)
    base = live_server.url
    for locale in LOCALES:
        page = browser.new_context(viewport=PHONE_360, locale=locale).new_page()
        for number in (1, 2, 3, 4):
            page.goto(f"{base}/t/{event.slug}/players/{number}/")
            assert page.locator("table.player-games .badge.running").count() == 1  # the game being played
            fit = page.evaluate(FIT)
            assert fit["box"][0] <= fit["box"][1], (locale, number, fit["box"])  # no sideways scroll
            for cell in fit["cells"]:
                assert cell["holds"] <= cell["shows"] + 1, (locale, number, cell)  # nothing cut off
                assert cell["right"] <= cell["edge"] + 0.5, (locale, number, cell)
            points = page.locator("table.player-games tbody tr td:last-child")
            assert points.count() == 2 and all(text.strip() for text in points.all_inner_texts())
        assert page.locator("table.player-games .chombo-note").count() == 0  # player 4: no chombo
        page.goto(f"{base}/t/{event.slug}/players/1/")
        assert page.locator("table.player-games .chombo-note").count() == 1
        shoot(page, f"phone-player-games-{locale}")
        page.context.close()


def test_each_game_row_links_to_its_game_and_a_tap_on_the_row_opens_it(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event, games = played_event(owner)
    base = live_server.url
    page = browser.new_context(viewport=PHONE_360, locale="en-US", has_touch=True).new_page()
    page.goto(f"{base}/t/{event.slug}/players/1/")
    rows = page.locator("table.player-games tbody tr")
    assert rows.count() == len(games)
    for n, game in enumerate(games):
        row = rows.nth(n)
        # the score, the first thing a player looks for, is a link to the game, a finger tall
        score = row.locator("td").nth(3).locator("a")
        assert score.count() == 1, row.inner_html()
        assert score.get_attribute("href") == f"/t/{event.slug}/games/{game.pk}/"
        box = score.bounding_box()
        assert box and box["height"] >= 43, box
        # a tap on the place, away from any link, opens the game too
        row.scroll_into_view_if_needed()
        place = row.locator("td").nth(4).bounding_box()
        assert place
        page.touchscreen.tap(place["x"] + place["width"] / 2, place["y"] + place["height"] / 2)
        page.wait_for_url(f"{base}/t/{event.slug}/games/{game.pk}/")
        page.go_back()
        page.wait_for_url(f"{base}/t/{event.slug}/players/1/")
    # the round's number still opens the round, not the game over it
    rows.nth(1).scroll_into_view_if_needed()
    rows.nth(1).locator("td").first.locator("a").tap()
    page.wait_for_url(f"{base}/t/{event.slug}/rounds/2/")
