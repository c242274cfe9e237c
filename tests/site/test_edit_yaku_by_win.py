"""Editing a stored hand starts with the yaku picker of its kind of win: a stored ron does not offer
the yaku that only a tsumo can have (menzen tsumo, haitei, rinshan), a stored tsumo does not offer
the ron-only ones (houtei, chankan), the same picker as after tapping "Ron" or "Tsumo" on a new hand.

The preview's answer is held back while the picker is read: on a phone the first answer can take a
while (or never come), and the page must not offer those yaku meanwhile.

WRC preset: hand 1 South rons West, tanyao pinfu 2 han 30 fu; hand 2 North tsumo, menzen tsumo
tanyao 2 han 30 fu.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import sign_in
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

RON = {
    "kind": "ron",
    "discarder": 2,
    "riichi": [],
    "wins": [{"winner": 1, "hand": {"han": 2, "fu": 30, "yaku": ["tanyao", "pinfu"], "dora_count": 0}}],
}
TSUMO = {
    "kind": "tsumo",
    "riichi": [],
    "win": {"winner": 3, "hand": {"han": 2, "fu": 30, "yaku": ["menzen_tsumo", "tanyao"], "dora_count": 0}},
}


def _offered(page: Any, seat: int) -> list[str]:
    return page.locator(f"#win-{seat} [data-name^='yaku-']").evaluate_all(
        "els => els.filter(e => e.offsetParent !== null).map(e => e.dataset.name.slice(5))"
    )


def test_the_edit_page_offers_the_yaku_of_the_stored_kind_of_win(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, preset="wrc")
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=RON, by=owner)
    services.game_record_hand(game=game, number=2, record=TSUMO, by=owner)
    page = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US").new_page()
    sign_in(page, live_server.url)
    held: list[Any] = []
    page.route("**/preview.json*", lambda route: held.append(route))  # the answer has not come yet

    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/hands/1/edit/")
    page.wait_for_selector("#win-1 [data-name='yaku-tanyao']")
    ron = _offered(page, 1)
    assert "tanyao" in ron and "pinfu" in ron and "houtei" in ron
    assert not {"menzen_tsumo", "haitei", "rinshan"} & set(ron)
    assert page.locator("#win-1 button", has_text="Menzen tsumo").count() == 0
    # and the server's answer, once it comes, leaves the picker as it was
    while not held:
        page.wait_for_timeout(50)
    for route in held:
        route.continue_()
    held.clear()
    page.wait_for_selector("#preview.ok")
    assert _offered(page, 1) == ron

    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/hands/2/edit/")
    page.wait_for_selector("#win-3 [data-name='yaku-tanyao']")
    tsumo = _offered(page, 3)
    assert "menzen_tsumo" in tsumo and "haitei" in tsumo and "rinshan" in tsumo
    assert not {"houtei", "chankan"} & set(tsumo)
    assert page.locator("#win-3 button", has_text="Menzen tsumo").is_visible()
    while not held:
        page.wait_for_timeout(50)
    for route in held:
        route.continue_()
    page.wait_for_selector("#preview.ok")  # no request left running while the test database is flushed
    page.context.close()
