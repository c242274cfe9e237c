"""The hand-entry preview writes a score below zero with the minus sign (−2,000), as the score bar
and the point changes beside it do, not with an ASCII hyphen (-2,000); what is sent to the server
stays plain numbers.

WRC preset, 30,000 to start: South's daisangen by ron from West is a non-dealer yakuman, 32,000, all
paid by West, who ends the hand on 30,000 - 32,000 = -2,000.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.site.browser import sign_in
from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_running_score_below_zero_has_the_minus_sign(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, preset="wrc")
    game = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US").new_page()
    sign_in(page, live_server.url)
    sent: list[Any] = []
    page.on(
        "request",
        lambda r: sent.append(json.loads(r.post_data)) if "/save.json" in r.url else None,
    )
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    page.click("[data-name='kind-ron']")
    page.locator("#step-winner [data-name='seat-1']").click()
    page.locator("#step-discarder [data-name='seat-2']").click()
    page.locator("#win-1 details[data-name='yakuman-more'] summary").click()  # yakuman fold away
    page.locator("#win-1 [data-name='yaku-daisangen']").first.click()
    page.wait_for_function("document.querySelector('#preview').innerText.includes('+32,000')")
    west = page.locator("#preview table.payments tr").nth(2).locator("td")
    assert west.nth(1).inner_text() == "\u221232,000"  # the point change
    assert west.nth(2).inner_text() == "\u22122,000"  # the running score, written the same way
    assert "-2,000" not in page.inner_text("#preview")
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")
    assert sent and sent[0]["kind"] == "ron"  # the hand as plain data, no formatted text
    assert "\u2212" not in json.dumps(sent[0], ensure_ascii=False)
    assert page.locator(".seat-box[data-seat='2'] .pts").inner_text() == "\u22122,000"  # the score bar
