"""The game's results table on a 390 px phone: names broke mid-word ("Anton Tanak / a") and the
note under the points ("incl. −20.0 penalties") ran off the right edge. Screenshot at 390 px."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.site.browser import launch, shoot
from tests.tournaments.conftest import make_event, registration, seat_in_order
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ["Anton Tanaka", "Taro Kowalski", "Anton Nguyen", "Marta Berg"]

# every word of every name on one line (a word broken across lines has two boxes)
WORDS_BROKEN = """() => {
  const broken = [];
  for (const link of document.querySelectorAll('table.game-results td.name a')) {
    const text = link.firstChild;
    let at = 0;
    for (const word of text.data.split(' ')) {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      if (range.getClientRects().length > 1) broken.push(word);
      at += word.length + 1;
    }
  }
  return broken;
}"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


def test_the_results_table_fits_a_phone_with_whole_names(live_server: Any, browser: Any, owner: Any) -> None:
    event = make_event(owner, players=0)
    for name in NAMES:
        services.player_register(tournament=event, name=name, by=owner)
    game = seat_in_order(event, owner).games.get()
    chombo = {"kind": "chombo", "offender": 1, "riichi": []}
    services.game_record_hand(game=game, number=1, record=chombo, by=owner)
    services.penalty_add(registration=registration(event, 2), amount=-5, reason="Late", by=owner, game=game)
    game.refresh_from_db()
    services.game_finish(game=game, by=owner)
    services.standings_rebuild(tournament_id=event.pk)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/")
    shoot(page, "game-results-phone")
    assert page.locator("table.game-results .penalty-note").first.inner_text() == "incl. −20.0 chombo"
    box = page.evaluate(
        "() => { const s = document.querySelector('table.game-results').closest('.scroll');"
        " return [s.scrollWidth, s.clientWidth, document.documentElement.scrollWidth]; }"
    )
    assert box[0] <= box[1] and box[2] <= 390, f"the table overflows: {box}"
    assert page.evaluate(WORDS_BROKEN) == []
    notes = page.evaluate(
        "() => [...document.querySelectorAll('.penalty-note')].map(n => n.getBoundingClientRect().right)"
    )
    assert len(notes) == 2 and max(notes) <= 390
    page.close()
