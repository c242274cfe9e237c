"""A hand entered by its tiles, in the game page's log on a phone in Japanese: the tiles were in a
bordered box that wrapped across lines, its border over the lines around it, and tiles broke in
two (1 / 萬)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, shoot, south_rons_west_by_tiles
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# every tile of the hand: a range around each must be one box (not split over two lines)
ONE_BOX_EACH = """el => {
  const text = el.firstChild; const out = [];
  let start = 0;
  for (const word of text.textContent.split(" ")) {
    const range = document.createRange();
    range.setStart(text, start); range.setEnd(text, start + word.length);
    out.push([word, range.getClientRects().length]);
    start += word.length + 1;
  }
  return out;
}"""


def test_a_tile_hand_in_the_log_breaks_between_tiles_only(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, preset="tenhou", visibility="public")
    game = first_game(seat_next_round(event, owner))
    record = {
        "kind": "ron",
        "discarder": 0,
        "wins": [{"winner": 3, "hand": {"hand": "123m406p789s11z", "win": "1z", "melds": ["pon:777z"]}}],
    }
    services.game_record_hand(game=game, number=1, record=record, by=owner)
    page = browser.new_context(viewport={"width": 320, "height": PHONE["height"]}, locale="ja-JP").new_page()
    page.context.add_cookies([{"name": "django_language", "value": "ja", "url": live_server.url}])
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/")
    tiles = page.locator("#hand-log .log-tiles").first
    boxes = tiles.evaluate(ONE_BOX_EACH)
    assert len(boxes) > 10 and all(count == 1 for _, count in boxes), boxes
    shoot(page, "hand-log-tiles-ja")


def test_the_red_fives_of_the_tile_pad_share_a_row_under_the_honours(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """In Japanese "赤5萬" and "赤5筒" broke in two at the end of the honours' row and "赤5索" sat alone
    on the next."""
    from tests.site.browser import sign_in

    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, preset="tenhou")
    game = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport=PHONE, locale="ja-JP").new_page()
    page.context.add_cookies([{"name": "django_language", "value": "ja", "url": live_server.url}])
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    south_rons_west_by_tiles(page)
    box = {
        t: page.locator(f"#win-1 [data-name=tile-{t}]").bounding_box() for t in ("7z", "0m", "0p", "0s", "1m")
    }
    assert box["0m"]["y"] == box["0p"]["y"] == box["0s"]["y"] > box["7z"]["y"]  # one row, below
    assert box["0m"]["height"] == box["1m"]["height"]  # each on one line, as tall as the others
    shoot(page, "tile-pad-ja")
