"""The organizer's whole path in a real browser, on a phone-sized screen: sign in, create an event,
register players, seat round 1, enter a complete hanchan (ron, tsumo, draws, riichi sticks carried
over a draw), then read the public standings and the game page, at 360 px and at desktop width.

Expected scores follow the payment table (rules.md section 5) under the WRC preset (30000 start,
return 30000, no oka, uma 15/5/-5/-15, no agari-yame):
 1 E1   draw, only S tenpai, S riichi        E 29000 S 32000 W 29000 N 29000 (1 stick, 1 honba)
 2 E2-1 W ron from N, tanyao pinfu 2/30      W +2000 +300 honba +1000 stick, N -2300
 3 E3   E tsumo, tsumo pinfu 2/20            E +1500, dealer W -700, others -400
 4 E4   S riichi, ron from E, 2/40           S +2600 (own stick back), E -2600
 5 S1   W riichi, tsumo 2/30                 W +2000 (dealer E 1000, others 500)
 6 S2   draw, all noten                      nothing moves; deal passes, 1 honba
 7 S3-1 N ron from W, haku 1/40              N +1300 +300, W -1600
 8 S4   E ron from N, chiitoitsu 2/25        E +1600, N -1600: the game ends
Final E 28500, S 33700, W 32000, N 25800 -> points S +18.7, W +7.0, E -6.5, N -19.2.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import DESKTOP, PHONE, shoot, sign_in
from tournaments.models import Game, Tournament

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PLAYERS = ["Akagi", "Washizu", "Ten", "Hiroyuki", "Saki", "Nodoka", "Koromo", "Teru"]

# Each hand: clicks in order (the page's data-name of each button, inside an optional step), then fu.
# A winner who declared riichi gets the riichi yaku ticked by the page, and a closed tsumo menzen
# tsumo, so they are not clicked.
HANDS: list[list[tuple[str | None, str]]] = [
    [(None, "kind-draw"), ("#step-tenpai", "seat-1"), ("#step-riichi", "seat-1")],
    [
        (None, "kind-ron"),
        ("#step-winner", "seat-2"),
        ("#step-discarder", "seat-3"),
        ("#win-2", "yaku-tanyao"),
        ("#win-2", "yaku-pinfu"),
    ],
    [
        (None, "kind-tsumo"),
        ("#step-winner", "seat-0"),
        ("#win-0", "yaku-pinfu"),
    ],
    [
        (None, "kind-ron"),
        ("#step-winner", "seat-1"),
        ("#step-discarder", "seat-0"),
        ("#step-riichi", "seat-1"),
        ("#win-1", "yaku-tanyao"),
        ("#win-1", "fu-40"),
    ],
    [
        (None, "kind-tsumo"),
        ("#step-winner", "seat-2"),
        ("#step-riichi", "seat-2"),
        ("#win-2", "fu-30"),
    ],
    [(None, "kind-draw"), ("#step-tenpai", "tenpai-none")],
    [
        (None, "kind-ron"),
        ("#step-winner", "seat-3"),
        ("#step-discarder", "seat-2"),
        ("#win-3", "yaku-yakuhai_haku"),
        ("#win-3", "fu-40"),
    ],
    [
        (None, "kind-ron"),
        ("#step-winner", "seat-0"),
        ("#step-discarder", "seat-3"),
        ("#win-0", "yaku-chiitoitsu"),
    ],
]
FINAL_SCORES = [28500, 33700, 32000, 25800]


def create_event(page: Any, base: str) -> str:
    page.goto(f"{base}/new/")
    shoot(page, "01-create-event")
    page.fill("#id_name", "Spring Open")
    page.check("input[name=preset][value=wrc]")
    page.fill("#id_rounds_planned", "2")
    page.click("form button.primary")
    page.wait_for_url("**/manage/rules/")
    shoot(page, "02-rules")
    return Tournament.objects.get(name="Spring Open").slug


def register_players(page: Any, base: str, slug: str) -> None:
    page.goto(f"{base}/t/{slug}/manage/players/")
    page.click("text=Register a list (CSV)")
    page.fill(
        "#id_csv-text",
        "name,team\n" + "\n".join(f"{n},{'Red' if i % 2 else 'Blue'}" for i, n in enumerate(PLAYERS)),
    )
    page.click("#register-csv button.primary")
    page.wait_for_selector("text=Registered 8 players. Teams: Blue, Red.")
    shoot(page, "03-players")


def seat_round_one(page: Any, base: str, slug: str) -> None:
    page.goto(f"{base}/t/{slug}/manage/")
    page.click("#add-round")
    page.wait_for_url("**/manage/rounds/1/")
    page.check("input[name=method][value=optimal]")
    page.click("#seat-form button.primary")
    page.wait_for_selector(".table-card")
    shoot(page, "04-seating")


def enter_hand(page: Any, clicks: list[tuple[str | None, str]], number: int) -> None:
    for scope, name in clicks:
        selector = f"[data-name='{name}']"
        page.locator(f"{scope} {selector}" if scope else selector).first.click()
    page.wait_for_selector("#preview.ok")
    if number in (1, 4):
        shoot(page, f"05-hand-{number}-preview")
    page.click("#save")
    page.wait_for_selector(f"text=Hand {number} saved.")


def test_an_organizer_runs_round_one_from_a_phone(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    django_user_model.objects.create_user("organizer", password="pw-organizer-1")
    base = live_server.url
    context = browser.new_context(viewport=PHONE, locale="en-US")
    page = context.new_page()
    sign_in(page, base, "organizer", "pw-organizer-1")
    slug = create_event(page, base)
    register_players(page, base, slug)
    seat_round_one(page, base, slug)

    game = Game.objects.get(tournament__slug=slug, table__number=1)
    page.goto(f"{base}/t/{slug}/games/{game.pk}/enter/")
    shoot(page, "05-entry")
    for number, clicks in enumerate(HANDS, start=1):
        enter_hand(page, clicks, number)
        if number == 1:  # the stick and the honba are on screen for the next hand
            assert page.inner_text("#deposits") == "1" and page.inner_text("#honba") == "1"
    page.wait_for_selector("#game-over")
    shoot(page, "06-entry-game-over")

    game.refresh_from_db()
    assert game.status == "finished"
    assert game.state["final_scores"] == FINAL_SCORES
    names = [s.registration.player.name for s in game.table.seats.order_by("wind")]

    # Public pages, as a player sees them (signed out).
    public = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    public.goto(f"{base}/t/{slug}/")
    first_row = public.locator("#standings tbody tr").first
    assert names[1] in first_row.inner_text()  # South finished first with 33700
    assert "+18.7" in first_row.inner_text()
    shoot(public, "07-standings")
    public.goto(f"{base}/t/{slug}/games/{game.pk}/")
    assert public.locator("#hand-log li").count() == 8
    assert public.locator("svg.chart polyline").count() == 4
    shoot(public, "08-game")
    public.goto(f"{base}/t/{slug}/rounds/1/")
    public.fill("#find", names[2])
    assert public.locator(".table-card:not([hidden])").count() == 1
    shoot(public, "09-find-my-table")

    wide = browser.new_context(viewport=DESKTOP, locale="en-US").new_page()
    for path, name in [
        (f"/t/{slug}/", "07-standings"),
        (f"/t/{slug}/games/{game.pk}/", "08-game"),
        (f"/t/{slug}/players/1/", "10-player"),
    ]:
        wide.goto(base + path)
        shoot(wide, name)
    public.goto(f"{base}/t/{slug}/players/1/")
    shoot(public, "10-player")
    context.close()
