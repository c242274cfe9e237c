"""What a thumb taps on a phone is big enough to hit: the hand log's Edit (a 26 x 20 px link, missed at
the table), the tabs and header links, and a player's name in the standings and on the round page,
which now opens the player's page from anywhere on its row."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, entry_page, shoot, sign_in, south_rons_west_by_tiles
from tests.site.conftest import first_game, league_after_round_one, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FINGER = 44  # px: Apple's and WCAG 2.5.5's size for a target


def ron(winner: int, discarder: int, han: int, fu: int, *yaku: str) -> dict[str, Any]:
    hand = {"han": han, "fu": fu, "yaku": list(yaku), "dora_count": 0}
    return {"kind": "ron", "discarder": discarder, "riichi": [], "wins": [{"winner": winner, "hand": hand}]}


def box(page: Any, selector: str) -> dict[str, float]:
    found = page.locator(selector)
    assert found.count() >= 1, selector
    return min((found.nth(i).bounding_box() for i in range(found.count())), key=lambda b: b["height"])


def test_the_controls_of_the_entry_page_are_finger_sized(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    for number in (1, 2):
        services.game_record_hand(
            game=game, number=number, record=ron(1, 2, 2, 30, "tanyao", "pinfu"), by=owner
        )
    page = browser.new_context(viewport=PHONE, locale="en-US", has_touch=True).new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    for selector in (
        "#hand-log a:text-is('Edit')",
        ".event-nav a",
        ".top-nav button",
        ".lang-switch button",
    ):
        size = box(page, selector)
        assert size["height"] >= FINGER, (selector, size)
    # inside an event a phone's header leaves "New event" out (the event's name needs the room)
    assert not page.locator(".top-nav a.new-event").is_visible()
    edit = box(page, "#hand-2 a:text-is('Edit')")
    assert edit["width"] >= FINGER
    # the button sits beside the hand's heading: it covers none of the hand's text
    heading = page.locator("#hand-2 .head span").first.bounding_box()
    assert heading["x"] + heading["width"] <= edit["x"]
    shoot(page, "touch-targets-entry")
    page.locator("#hand-2 a:text-is('Edit')").tap()
    page.wait_for_url(f"**/games/{game.pk}/hands/2/edit/")


def test_a_tap_anywhere_on_a_players_row_opens_the_players_page(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, visibility="public")
    round_ = seat_next_round(event, owner)
    page = browser.new_context(viewport=PHONE, locale="en-US", has_touch=True).new_page()
    page.goto(f"{live_server.url}/t/{event.slug}/")
    row = page.locator("#standings tbody tr", has_text="Player 3")
    games = row.locator("td:visible").last.bounding_box()
    # the Games column at the row's right end, far from the name
    page.touchscreen.tap(games["x"] + games["width"] - 4, games["y"] + games["height"] / 2)
    page.wait_for_url(f"**/t/{event.slug}/players/3/")
    assert "Player 3" in page.inner_text("h1")

    page.goto(f"{live_server.url}/t/{event.slug}/rounds/{round_.number}/")
    seat = page.locator(".table-card li", has_text="Player 2").bounding_box()
    assert seat["height"] >= 30
    page.touchscreen.tap(seat["x"] + seat["width"] - 4, seat["y"] + seat["height"] / 2)
    page.wait_for_url(f"**/t/{event.slug}/players/2/")
    shoot(page, "touch-targets-player-from-round")


def test_the_tile_pad_keys_are_a_finger_tall(live_server: Any, browser: Any, django_user_model: Any) -> None:
    page = entry_page(live_server, browser, django_user_model, "wrc", has_touch=True)
    south_rons_west_by_tiles(page)
    keys = page.locator("#win-1 .tiles button")
    assert keys.count() >= 34
    assert min(keys.nth(i).bounding_box()["height"] for i in range(keys.count())) >= FINGER


def test_the_standings_links_and_the_header_are_finger_sized_without_taller_rows(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """On a 390 px phone: a player's name in the standings (how a player opens their statistics) was
    18 px tall, the CSV and rules links 16 px, the header's home and event links 23 px."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = league_after_round_one(owner)
    phone = {"width": 390, "height": 844}  # the crumb shows from 361 px
    page = browser.new_context(viewport=phone, locale="en-US", has_touch=True).new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/")
    for selector in ("#standings-csv", "#games-csv", "#rules-link", ".brand", ".crumb"):
        size = box(page, selector)
        assert size["height"] >= FINGER, (selector, size)
    # one file under the other, no "·" left at the end of the first line
    assert box(page, "#games-csv")["y"] >= box(page, "#standings-csv")["y"] + FINGER
    assert not page.locator(".files .sep").is_visible()
    name = box(page, "#standings a.row-link")
    assert name["height"] >= 32, name
    rows = page.locator("#standings tbody tr")
    for i in range(rows.count()):  # the table is no taller for it: a name and its team under it
        assert rows.nth(i).bounding_box()["height"] <= 56
    shoot(page, "touch-targets-standings")
    # the name's whole box opens the player's page, its top edge too
    page.touchscreen.tap(name["x"] + name["width"] / 2, name["y"] + 2)
    page.wait_for_url(f"**/t/{event.slug}/players/1/")

    game = first_game(event.rounds.get(number=1))
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/")
    size = box(page, "#points-how a:text-is('All the rules')")
    assert size["height"] >= FINGER, size
    shoot(page, "touch-targets-game")
    page.locator("#points-how a:text-is('All the rules')").tap()
    page.wait_for_url(f"**/t/{event.slug}/rules/")
