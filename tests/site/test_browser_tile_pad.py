"""The tile pad in a real browser: the hand, a called set and a dora indicator are all picked by
tapping tiles, never typed; the preview then scores the hand from its tiles.

The hand (rules.md, WRC preset): South wins by ron from West on 9s with 234m 456p 678s 9s9s
concealed and an open pon of haku; dora indicator 1m makes 2m a dora. Yakuhai haku 1 + dora 1 =
2 han; fu 20 + open honour pon 4 + single wait 2 = 26 -> 30. A non-dealer's 2 han 30 fu ron is 2000.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, shoot, sign_in
from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def south_rons_west(live_server: Any, browser: Any, django_user_model: Any, preset: str = "wrc") -> Any:
    """An organizer's phone on the entry page of a new game: a ron by South from West picked."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, preset=preset)
    game = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    page.click("[data-name='kind-ron']")
    page.locator("#step-winner [data-name='seat-1']").click()
    page.locator("#step-discarder [data-name='seat-2']").click()
    return page, game


YAKUMAN = {"yaku-daisangen"}


def tap(page: Any, name: str) -> None:
    more = page.locator("#win-1 details[data-name='yakuman-more']")
    if name in YAKUMAN and not more.evaluate("d => d.open"):  # the yakuman list is folded away
        more.locator("summary").click()
    page.locator(f"#win-1 [data-name='{name}']").first.click()


def test_a_hand_with_a_called_set_and_a_dora_indicator_is_entered_by_tapping(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page, game = south_rons_west(live_server, browser, django_user_model)
    tap(page, "mode-tiles")
    for tile in ["2m", "3m", "4m", "4p", "5p", "6p", "6s", "7s", "8s", "9s", "9s"]:
        tap(page, f"tile-{tile}")
    tap(page, "target-pon")
    tap(page, "tile-5z")
    tap(page, "target-chi")
    assert page.locator("#win-1 [data-name='tile-8m']").is_disabled()  # no run starts at 8
    tap(page, "target-dora")
    tap(page, "tile-1m")
    assert page.locator("#win-1 [data-name='meld-0']").inner_text().startswith("Pon Wh Wh Wh")
    assert page.locator("#win-1 [data-name='dora-tile-0']").inner_text().startswith("1m")
    page.wait_for_function("document.querySelector('#preview').innerText.includes('2 han 30 fu')")
    text = page.inner_text("#preview")
    assert "+2,000" in text
    shoot(page, "12-tile-pad")

    tap(page, "target-ankan")
    tap(page, "tile-9m")
    assert page.locator("#win-1 [data-name='meld-1']").inner_text().startswith("Closed kan 9m 9m 9m 9m")
    tap(page, "meld-1")  # a tapped chip goes away again
    assert page.locator("#win-1 [data-name='meld-1']").count() == 0
    page.wait_for_function("document.querySelector('#preview').innerText.includes('2 han 30 fu')")
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")
    hand = game.hands.get(number=1).record["wins"][0]["hand"]
    assert (hand["melds"], hand["dora"]) == (["pon:555z"], ["1m"])


def test_a_called_chi_with_a_red_five_is_entered_by_tapping_and_counts_the_aka_dora(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    # Tenhou rules play one red five per suit (rules.md). South wins by ron from West on 2p with
    # 234m 567m 678s 2p2p concealed and an open chi of 3p 4p red 5p. Open tanyao 1 han; fu 20 +
    # single wait 2 = 22, an open hand is raised to 30. The red five is one aka dora: 2 han 30 fu,
    # a non-dealer's ron of 2000 instead of 1 han 30 fu, 1000.
    page, game = south_rons_west(live_server, browser, django_user_model, preset="tenhou")
    tap(page, "mode-tiles")
    for tile in ["2m", "3m", "4m", "5m", "6m", "7m", "6s", "7s", "8s", "2p", "2p"]:
        tap(page, f"tile-{tile}")
    tap(page, "target-chi")
    red = page.locator("#win-1 [data-name='tile-0p']")
    assert red.is_disabled()  # no chi yet whose five could be the red one
    tap(page, "tile-3p")
    assert page.locator("#win-1 [data-name='meld-0']").inner_text().startswith("Chi 3p 4p 5p")
    page.wait_for_function("document.querySelector('#preview').innerText.includes('1 han 30 fu')")
    assert "+1,000" in page.inner_text("#preview")

    assert red.is_enabled()
    assert page.locator("#win-1 [data-name='tile-0s']").is_disabled()  # no chi in souzu
    red.click()
    assert page.locator("#win-1 [data-name='meld-0']").inner_text().startswith("Chi 3p 4p 0p")
    assert red.is_disabled()  # the one red five of pinzu is used
    page.wait_for_function("document.querySelector('#preview').innerText.includes('2 han 30 fu')")
    assert "+2,000" in page.inner_text("#preview")
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")
    hand = game.hands.get(number=1).record["wins"][0]["hand"]
    assert hand["melds"] == ["chi:340p"]


def test_the_liable_player_picker_shows_only_for_a_hand_that_can_have_one(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page, _game = south_rons_west(live_server, browser, django_user_model)
    tap(page, "yaku-tanyao")
    assert page.locator("#win-1 [data-name='pao-0']").count() == 0  # a tanyao hand has no liable player
    tap(page, "yaku-tanyao")
    tap(page, "yaku-daisangen")  # big three dragons: whoever fed the third dragon set is liable
    tap(page, "pao-0")
    assert page.locator("#win-1 [data-name='pao-0']").get_attribute("aria-pressed") == "true"
    # the scorer changes the yakuman: the liability goes with daisangen (it had stayed and made
    # the liable player pay a tsuuiisou in full)
    tap(page, "yaku-daisangen")
    assert page.locator("#win-1 [data-name='pao-0']").count() == 0
    tap(page, "yaku-daisangen")
    assert page.locator("#win-1 [data-name='pao-0']").get_attribute("aria-pressed") == "false"


def test_a_liable_player_picked_in_han_mode_is_dropped_on_switching_to_tiles(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """The pao picked for a daisangen ticked by han stayed, unseen, when the scorer entered the hand
    by tiles instead (where no liable player is offered without three called sets), and the closed
    daisangen was saved with East liable for half of it."""
    page, game = south_rons_west(live_server, browser, django_user_model)
    tap(page, "yaku-daisangen")
    tap(page, "pao-0")
    assert page.locator("#win-1 [data-name='pao-0']").get_attribute("aria-pressed") == "true"
    tap(page, "mode-tiles")
    assert page.locator("#win-1 [data-name^='pao-']").count() == 0
    tap(page, "mode-quick")  # back by han: the yakuman is still ticked, its liable player not
    assert page.locator("#win-1 [data-name='pao-0']").get_attribute("aria-pressed") == "false"
    tap(page, "mode-tiles")
    for tile in ["5z"] * 3 + ["6z"] * 3 + ["7z"] * 3 + ["2m", "3m", "4m", "9s", "9s"]:
        tap(page, f"tile-{tile}")
    assert page.locator("#win-1 [data-name^='pao-']").count() == 0
    page.wait_for_function("document.querySelector('#preview').innerText.includes('+32,000')")
    text = page.inner_text("#preview")
    assert "\u221232,000" in text and "16,000" not in text  # West pays it all; East pays nothing
    page.click("#save")
    page.wait_for_selector("text=Hand 1 saved.")
    win = game.hands.get(number=1).record["wins"][0]
    assert "pao" not in win and win["hand"]["hand"] == "555666777z234m99s"


def test_a_discarder_in_riichi_gets_the_hint_that_a_riichi_tile_deal_in_pays_no_stick(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page, _game = south_rons_west(live_server, browser, django_user_model)
    assert page.locator("#riichi-void-hint").count() == 0
    page.locator("#step-riichi [data-name='seat-2']").click()  # West, who dealt in, declared riichi
    assert "the riichi does not stand" in page.inner_text("#riichi-void-hint")
    page.locator("#step-riichi [data-name='seat-2']").click()
    assert page.locator("#riichi-void-hint").count() == 0


def test_the_tile_pad_offers_tenhou_only_to_the_dealer_and_chiihou_to_the_others(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page, _game = south_rons_west(live_server, browser, django_user_model, preset="tenhou")
    page.click("[data-name='kind-tsumo']")
    for seat, dealer in ((1, False), (0, True)):
        page.locator(f"#step-winner [data-name='seat-{seat}']").click()
        page.locator(f"#win-{seat} [data-name='mode-tiles']").first.click()
        panel = page.locator(f"#win-{seat}")
        assert (panel.locator("[data-name='flag-tenhou']").count() == 1) is dealer
        assert (panel.locator("[data-name='flag-chiihou']").count() == 1) is not dealer


def test_the_last_tile_tapped_is_marked_as_the_winning_tile_and_remove_last_moves_the_mark(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page, _game = south_rons_west(live_server, browser, django_user_model)
    tap(page, "mode-tiles")
    for tile in ["2m", "3m", "4m", "9s"]:
        tap(page, f"tile-{tile}")
    shown = page.locator("#win-1 .hand-tiles")
    assert shown.inner_text() == "2m 3m 4m 9s"
    assert shown.locator(".win-tile").inner_text() == "9s"
    tap(page, "hand-backspace")
    assert shown.inner_text() == "2m 3m 4m"
    assert shown.locator(".win-tile").inner_text() == "4m"
    tap(page, "hand-clear")
    assert shown.locator(".win-tile").count() == 0
