""" "Wrong winner" is the commonest correction of an earlier hand, and tapping the right winner wiped
the hand: yaku, dora, han and fu went blank and "Save the change" stayed off until all of it was
entered again. Another winner (or another player who dealt in) now takes the hand as it was entered;
the preview works the payments out again (a dealer's win pays more) and the scorer saves.

The same pickers serve a new hand: a winner picked by mistake is put right the same way."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page, pressed
from tournaments import services
from tournaments.models import Game
from tournaments.views.game_log import players_of

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

READY = "#preview.ok:not([aria-busy])"  # the answer to the latest pick, legal
# South rons West with tanyao, dora 2: 3 han 40 fu, East in riichi (the stick goes to the winner)
RON_S_FROM_W = {
    "kind": "ron",
    "discarder": 2,
    "wins": [{"winner": 1, "hand": {"han": 3, "fu": 40, "yaku": ["tanyao"], "dora_count": 2}}],
    "riichi": [0],
}


def _edit_page(live_server: Any, browser: Any, django_user_model: Any, preset: str) -> tuple[Any, Game]:
    page = entry_page(live_server, browser, django_user_model, preset)
    game = Game.objects.get()
    owner = django_user_model.objects.get(username="owner")
    services.game_record_hand(game=game, number=1, record=RON_S_FROM_W, by=owner)
    page.goto(page.url.replace("/enter/", "/hands/1/edit/"))
    page.wait_for_selector(READY)  # the stored hand, loaded into the pickers
    return page, game


def _hand_kept(page: Any, seat: int, riichi: list[str]) -> None:
    page.wait_for_selector(READY)
    hand = ["mode-quick", "closed", "yaku-tanyao", "dora-2", "han-3", "fu-40"]
    assert pressed(page, f"#win-{seat}") == hand
    assert pressed(page, "#step-riichi") == riichi
    assert page.locator("#save").is_enabled()


@pytest.mark.parametrize("preset", ["wrc", "tenhou"])
def test_another_winner_takes_the_hand_as_entered(
    live_server: Any, browser: Any, django_user_model: Any, preset: str
) -> None:
    page, game = _edit_page(live_server, browser, django_user_model, preset)
    if preset == "tenhou":
        # a double ron is allowed here: the winner is a toggle, taken back first, then the right one
        page.click("#step-winner [data-name=seat-1]")
        page.wait_for_selector("#preview:not([aria-busy])")
        assert page.locator("#win-1").count() == 0
    page.click("#step-winner [data-name=seat-3]")  # it was North who won, not South
    _hand_kept(page, 3, ["seat-0"])
    assert page.locator("#win-1").count() == 0
    # kept, and said so: a hurried scorer must not save South's dora for North unseen
    south = players_of(game)[1]["name"]
    note = f"Kept from {south}'s hand (yaku, dora, han, fu): check them."
    assert page.inner_text("#win-3 .carried-note") == note
    assert "+6,200" in page.inner_text("#preview")  # 5,200 and East's riichi stick
    page.click("#step-discarder [data-name=seat-0]")  # and East who dealt in, not West
    _hand_kept(page, 3, ["seat-0"])
    assert page.locator("#win-3 .carried-note").count() == 1  # not read yet: nothing in the hand tapped
    page.click("#win-3 [data-name=closed]")  # a tap in the hand: the scorer is checking it
    page.wait_for_selector("#win-3 .carried-note", state="detached")
    _hand_kept(page, 3, ["seat-0"])
    page.click("#step-winner [data-name=seat-2]")
    if preset == "tenhou":  # the other order: the right winner ticked before the wrong one is taken back
        page.wait_for_selector("#win-2")
        page.click("#step-winner [data-name=seat-3]")
    _hand_kept(page, 2, ["seat-0"])
    page.click("#save")
    page.wait_for_selector("text=Hand 1 changed")
    game.refresh_from_db()
    (win,) = game.hands.get(number=1).record["wins"]
    assert win["winner"] == 2 and win["hand"]["yaku"] == ["tanyao"] and win["hand"]["fu"] == 40
    page.context.close()


def test_a_winner_picked_by_mistake_on_a_new_hand_hands_over_what_was_entered(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "wrc")
    page.click("[data-name=kind-ron]")
    page.click("#step-winner [data-name=seat-1]")
    page.click("#step-discarder [data-name=seat-3]")
    page.click("#win-1 [data-name=yaku-tanyao]")
    page.click("#win-1 [data-name=dora-2]")
    page.wait_for_selector("#win-1 [data-name=han-3]")
    page.click("#win-1 [data-name=han-3]")
    page.wait_for_selector("#win-1 [data-name=fu-40]")
    page.click("#win-1 [data-name=fu-40]")
    page.wait_for_selector(READY)
    assert "+5,200" in page.inner_text("#preview")
    page.click("#step-winner [data-name=seat-2]")
    _hand_kept(page, 2, [])
    # the winner becomes the dealer: the same hand, paid as a dealer's
    page.click("#step-winner [data-name=seat-0]")
    _hand_kept(page, 0, [])
    assert "+7,700" in page.inner_text("#preview")
    page.context.close()
