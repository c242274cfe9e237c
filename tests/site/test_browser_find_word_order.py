"""Find my table in the browser (the page filters as one types) reads a name typed in another order:
"Tanaka Aiko" found nobody for Aiko Tanaka, nor "rossi, carla", "bao nguyen" or "花子 鈴木", and the
page said "Nobody of that name or number in this round." The server's ?q= is in
test_find_my_table_word_order.py."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE
from tests.site.conftest import make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# table 1: Aiko Tanaka, B, C, D; table 2: Carla Rossi, Nguyễn Văn Bảo, 鈴木 花子, 髙橋 直樹
NAMES = "Aiko Tanaka\nB\nC\nD\nCarla Rossi\nNguyễn Văn Bảo\n鈴木 花子\n髙橋 直樹"
TYPED = {
    "Tanaka Aiko": ("Table 1", "Aiko Tanaka"),
    "tanaka aiko": ("Table 1", "Aiko Tanaka"),
    "rossi, carla": ("Table 2", "Carla Rossi"),
    "bao nguyen": ("Table 2", "Nguyễn Văn Bảo"),
    "Nguyen Bao": ("Table 2", "Nguyễn Văn Bảo"),
    "花子 鈴木": ("Table 2", "鈴木 花子"),
    "hanako suzuki": ("Table 2", "鈴木 花子"),  # the reading, in either order too
    # what was found before still is
    "tan": ("Table 1", "Aiko Tanaka"),
    "Áiko": ("Table 1", "Aiko Tanaka"),
    "鈴木花子": ("Table 2", "鈴木 花子"),
    "#6": ("Table 2", "Nguyễn Văn Bảo"),
    # as phones type a Japanese name: the common form of a variant kanji, or the reading in kana
    "高橋": ("Table 2", "髙橋 直樹"),
    "髙橋": ("Table 2", "髙橋 直樹"),
    "すずき": ("Table 2", "鈴木 花子"),
    "スズキ ハナコ": ("Table 2", "鈴木 花子"),
}


def test_find_my_table_finds_a_name_typed_in_another_order(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text=NAMES, by=owner)
    seat_next_round(event, owner)
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/t/{event.slug}/rounds/1/")
    shown = page.locator(".table-card:not([hidden])")
    for typed, (table, name) in TYPED.items():
        page.fill("#find", typed)
        assert shown.count() == 1, typed
        assert table in shown.locator("h2").inner_text(), typed
        assert not page.is_visible("#find-none"), typed
        found = page.locator(".table-card li.found")  # the player's own line among the four
        assert found.count() == 1 and name in found.inner_text(), typed
    # every word must begin a word of one player's name: two players' words find nobody
    for typed in ("tanaka akiko", "aiko rossi"):
        page.fill("#find", typed)
        assert shown.count() == 0, typed
        assert page.is_visible("#find-none"), typed
