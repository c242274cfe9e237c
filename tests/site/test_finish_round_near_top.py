"""An organizer's round page on a phone, 25 tables all finished: "Finish this round" sat below every
table, 7,000 px down. Once every game is finished the page says so at the top, with the button; the
one form posts to the same place as before."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.browser import SHOTS, shoot, sign_in
from tests.site.conftest import make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db

SCORES = [45000, 35000, 25000, 15000]


def _all_played(owner: Any, players: int) -> Any:
    event = make_event(owner, players=players, entry_mode="final")
    round_ = seat_next_round(event, owner)
    for game in round_.games.all():
        services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    return event, round_


def test_the_finish_button_comes_before_the_tables_once_every_game_is_finished(
    client: Client, owner: Any
) -> None:
    event, round_ = _all_played(owner, 8)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    action = f'action="{reverse("round_finish", args=[event.slug, 1])}"'
    assert page.count(action) == 1  # one form
    assert page.index(action) < page.index('class="table-card"')
    assert page.index('id="ready-to-finish"') < page.index('class="table-card"')
    # below the tables, a way back up to it
    assert 'href="#finish-round"' in page[page.rindex('class="table-card"') :]
    client.post(reverse("round_finish", args=[event.slug, 1]))
    round_.refresh_from_db()
    assert round_.status == "finished"
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert action not in page and "#finish-round" not in page


def test_while_a_table_plays_the_waiting_button_stays_below_the_tables(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8, entry_mode="final")
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(
        game=round_.games.order_by("table__number").first(), scores=SCORES, by=owner
    )
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    action = f'action="{reverse("round_finish", args=[event.slug, 1])}"'
    assert page.count(action) == 1
    assert page.index(action) > page.rindex('class="table-card"')
    assert "Table 2 has not finished its game" in page and "#finish-round" not in page


def test_on_a_phone_the_finish_button_of_25_finished_tables_is_on_the_first_screens(
    live_server: Any, browser: Any, owner: Any
) -> None:
    event, round_ = _all_played(owner, 100)
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    page = context.new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}{reverse('seat_round', args=[event.slug, 1])}")
    button = page.locator("#finish-round button[type=submit]")
    assert button.count() == 1
    box = button.bounding_box()
    assert box is not None and box["y"] < 2 * 844, box
    shoot(page, "finish-round-near-top")
    page.screenshot(path=str(SHOTS / "finish-round-near-top-first-screen-390.png"))
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.screenshot(path=str(SHOTS / "finish-round-near-top-last-screen-390.png"))
    page.click("a[href='#finish-round']")
    button.click()
    page.wait_for_load_state()
    round_.refresh_from_db()
    assert round_.status == "finished"
    context.close()
