"""Japanese names and short labels on a phone broke inside a word ("山田 太/郎", "参/加/中" down the
status column of the players page): they break at their space, or not at all."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, sign_in
from tests.site.conftest import make_event
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LINES = """(text) => {
  const cell = [...document.querySelectorAll("td")].find((td) => td.textContent.trim() === text);
  const range = document.createRange();
  range.selectNodeContents(cell);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}"""


def test_a_status_and_a_name_stay_whole_on_a_phone_in_japanese(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="佐々木 小次郎左衛門,西組\n山田 太郎\n", by=owner)
    page = browser.new_context(viewport=PHONE, locale="ja-JP").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/players/")
    assert page.evaluate(LINES, "参加中") == 1
    assert page.evaluate(LINES, "山田\u00a0太郎") == 1  # not 山田 太/郎, nor 山田 / 太郎
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.context.close()
