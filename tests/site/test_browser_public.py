"""Players following an event in a browser: the standings update without a reload when a result comes
in, the language switcher turns the pages Japanese (yaku by their kanji names), find-my-table filters
as one types. Screenshots at 360 px and desktop width."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import DESKTOP, PHONE, shoot, sign_in, south_rons_west_by_tiles
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def ron(winner: int, discarder: int, han: int, fu: int, *yaku: str) -> dict[str, Any]:
    hand = {"han": han, "fu": fu, "yaku": list(yaku), "dora_count": 0}
    return {"kind": "ron", "discarder": discarder, "riichi": [], "wins": [{"winner": winner, "hand": hand}]}


def test_standings_update_without_a_reload(live_server: Any, browser: Any, django_user_model: Any) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    game = first_game(seat_next_round(event, owner))
    services.penalty_add(registration=event.registrations.get(number=5), amount=-20, reason="late", by=owner)
    services.registration_drop(registration=event.registrations.get(number=8), by=owner)
    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    page.goto(f"{live_server.url}/t/{event.slug}/")
    first_row = page.locator("#standings tbody tr").first
    assert "0.0" in first_row.inner_text()
    assert not page.locator("#live-note").is_visible()  # no game under way: no "+1" to explain
    rows = page.locator("#standings tbody tr")
    assert "incl. \u221220.0 penalties" in rows.filter(has_text="Player 5").inner_text()
    assert "Dropped out" in rows.filter(has_text="Player 8").inner_text()
    # South (player 2) wins 3900 from West: 3 han 30 fu non-dealer ron; the game is still running.
    services.game_record_hand(
        game=game, number=1, record=ron(1, 2, 3, 30, "tanyao", "pinfu", "iipeikou"), by=owner
    )
    page.wait_for_function(
        "document.querySelector('#standings tbody tr').innerText.includes('Player 2')", timeout=20000
    )
    assert page.url.endswith(f"/t/{event.slug}/")  # no navigation happened
    assert page.locator("#live-note").is_visible()  # the redraw brought a "+1" and its footnote
    # the redrawn rows keep the penalty note and the dropped-out badge
    assert "incl. \u221220.0 penalties" in rows.filter(has_text="Player 5").inner_text()
    assert "Dropped out" in rows.filter(has_text="Player 8").inner_text()
    shoot(page, "11-standings-live")


def test_the_pages_in_japanese(live_server: Any, browser: Any, django_user_model: Any) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=ron(1, 2, 2, 30, "tanyao", "pinfu"), by=owner)
    services.game_record_hand(game=game, number=2, record={"kind": "draw", "tenpai": [0, 1]}, by=owner)
    context = browser.new_context(viewport=PHONE, locale="ja-JP")
    page = context.new_page()
    sign_in(page, live_server.url)
    page.click("button[name=language][value=ja]")
    page.goto(f"{live_server.url}/t/{event.slug}/")
    assert page.locator("h2").first.inner_text().strip() == "順位表"
    shoot(page, "12-standings-ja")
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    page.click("[data-name=kind-ron]")
    page.click("#step-winner [data-name=seat-2]")
    page.click("#step-discarder [data-name=seat-3]")
    assert page.locator("[data-name=yaku-tanyao]").inner_text().startswith("断幺九")
    page.click("[data-name=yaku-tanyao]")
    page.click("[data-name=yaku-pinfu]")
    page.wait_for_selector("#preview.ok")
    assert "2翻30符" in page.inner_text("#preview")
    shoot(page, "13-entry-ja")
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/")
    assert "東1局" in page.inner_text("#hand-log")
    shoot(page, "14-game-ja")
    page.goto(f"{live_server.url}/t/{event.slug}/rounds/1/")
    page.fill("#find", "zzz")
    assert page.locator(".table-card:not([hidden])").count() == 0
    assert page.is_visible("#find-none")
    page.fill("#find", "Player 6")
    assert page.locator(".table-card:not([hidden])").count() == 1
    assert not page.is_visible("#find-none")
    wide = context.new_page()
    wide.set_viewport_size(DESKTOP)
    wide.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    shoot(wide, "13-entry-ja")
    context.close()


def test_a_hand_entered_tile_by_tile(live_server: Any, browser: Any, django_user_model: Any) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    game = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    south_rons_west_by_tiles(page)
    # 234m 345p 456s 678s 88s, the winning 6s last: tanyao pinfu, 2 han 30 fu -> 2000 (rules.md 5)
    for tile in ["2m", "3m", "4m", "3p", "4p", "5p", "4s", "5s", "6s", "7s", "8s", "8s", "8s", "6s"]:
        page.click(f"#win-1 [data-name=tile-{tile}]")
    page.wait_for_selector("#preview.ok")
    assert "2 han 30 fu" in page.inner_text("#preview")
    assert page.inner_text("#win-1 .hand-tiles") == "2m 3m 4m 3p 4p 5p 4s 5s 6s 7s 8s 8s 8s 6s"
    # the winning tile, the last tapped, is set off and says what it is
    assert page.inner_text("#win-1 .hand-tiles .win-tile") == "6s"
    assert page.get_attribute("#win-1 .hand-tiles .win-tile", "title") == "winning tile 6s"
    shoot(page, "18-entry-tiles")
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")
    game.refresh_from_db()
    assert game.state["scores"] == [30000, 32000, 28000, 30000]  # WRC starts at 30000


def test_an_earlier_hand_is_corrected_and_the_trail_shows_it(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=ron(1, 2, 2, 30, "tanyao", "pinfu"), by=owner)
    services.game_record_hand(game=game, number=2, record={"kind": "draw", "tenpai": []}, by=owner)
    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    page.click("#hand-1 >> text=Edit")
    page.wait_for_url("**/hands/1/edit/")
    page.wait_for_selector("#preview.ok")  # the stored hand, loaded into the pickers
    page.click("#step-discarder [data-name=seat-3]")  # it was North who dealt in, not West
    page.wait_for_selector("#preview.ok")
    page.click("#save")
    page.wait_for_selector("text=Hand 1 changed")
    game.refresh_from_db()
    assert game.state["scores"] == [30000, 32000, 30000, 28000]
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/hands/1/edit/")
    trail = page.inner_text("ul.audit")
    assert "hand changed" in trail and "hand entered" in trail
    shoot(page, "19-edit-with-trail")


@pytest.mark.parametrize(
    "typed", ["鈴木花子", "鈴木\u3000花子", "suzuki", "takahashi", "sato", "satou", "#\uff13", "\uff13"]
)
def test_find_my_table_as_japanese_players_type(
    live_server: Any, browser: Any, django_user_model: Any, typed: str
) -> None:
    """A Japanese keyboard types 鈴木花子 without a space or with a full-width one, and ３ full width;
    a Latin keyboard the reading. Each found nothing in the browser (the page filters as one types)."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0)
    names = "佐藤 健\n高橋 蓮\n鈴木 花子\nD\nE\nF\nG\nH"  # 鈴木 花子 is #3, at table 1 with 佐藤 and 高橋
    services.players_register_csv(tournament=event, text=names, by=owner)
    seat_next_round(event, owner)
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/t/{event.slug}/rounds/1/")
    page.fill("#find", typed)
    shown = page.locator(".table-card:not([hidden])")
    assert shown.count() == 1 and "鈴木 花子" in shown.inner_text()  # table 1: 佐藤, 高橋, 鈴木, D
    assert not page.is_visible("#find-none")
    # the player's own line is marked among the four (the whole table was, and nobody in it)
    found = page.locator(".table-card li.found")
    expected = {"sato": "佐藤 健", "satou": "佐藤 健", "takahashi": "高橋 蓮"}.get(typed, "鈴木 花子")
    assert found.count() == 1 and expected in found.inner_text()


def _followed(live_server: Any, browser: Any, django_user_model: Any) -> tuple[Any, str, Any]:
    """A phone, the address of a four-player event's first game, and South's ron to record there."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    hand = ron(1, 2, 2, 30, "tanyao", "pinfu")
    return (
        browser.new_page(viewport=PHONE),
        f"{live_server.url}/t/{event.slug}/games/{game.pk}/",
        lambda: services.game_record_hand(game=game, number=1, record=hand, by=owner),
    )


def test_a_spectators_game_page_shows_a_new_hand_without_a_reload(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page, game_page, south_wins = _followed(live_server, browser, django_user_model)
    page.goto(game_page)
    assert "Tanyao" not in page.inner_text("body")
    south_wins()
    page.wait_for_function("document.body.innerText.includes('Tanyao')", timeout=15000)


def test_the_round_page_follows_the_scores_after_a_name_is_typed_and_left_in_the_box(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    # the box kept the focus and the name: the page waited on it for as long as the keyboard was up
    page, game_page, south_wins = _followed(live_server, browser, django_user_model)
    page.goto(game_page.split("/games/")[0] + "/rounds/1/")
    page.fill("#find", "Player 2")
    assert page.evaluate("document.activeElement.id") == "find"
    south_wins()
    page.wait_for_url("**/rounds/1/?q=Player+2", timeout=30000)
    assert "32,000" in page.inner_text(".table-card")  # South's 2 han 30 fu ron from West: 2,000
    assert page.input_value("#find") == "Player 2"


def test_find_my_table_tells_a_player_who_dropped_out(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=9, visibility="public")
    services.registration_drop(registration=event.registrations.get(number=9), by=owner)
    seat_next_round(event, owner)
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/t/{event.slug}/rounds/1/")
    assert not page.is_visible("#dropped-out")  # not a card of the round for those not looking
    page.fill("#find", "player 9")
    assert page.is_visible("#dropped-out") and not page.is_visible("#find-none")
    assert page.locator(".table-card:not([hidden])").count() == 1
    page.fill("#find", "")
    assert not page.is_visible("#dropped-out")
