"""The form made the scorer tick what it already knew: a player in riichi at an exhaustive draw is
tenpai (it showed "must be tenpai" in red until ticked twice), and a four-riichi abort has all four
players in riichi (each ticked by hand, "needs all four players in riichi, got 0" meanwhile)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _pressed(page: Any, step: str) -> list[str]:
    return page.locator(f"#{step} [aria-pressed='true']").evaluate_all("els => els.map(e => e.dataset.name)")


def test_riichi_at_a_draw_ticks_tenpai_and_four_riichi_ticks_everyone(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "tenhou")
    page.click("[data-name='kind-draw']")
    page.locator("#step-riichi [data-name='seat-2']").click()
    page.wait_for_selector("#preview.ok")
    assert _pressed(page, "step-tenpai") == ["seat-2"]
    # untick the tenpai again: the rules' refusal is still there to say why
    page.locator("#step-tenpai [data-name='seat-2']").click()
    page.wait_for_selector("#preview.bad")
    assert "must be tenpai" in page.inner_text("#preview")

    page.reload()  # the form starts again
    page.click("[data-name='kind-abort']")
    page.click("[data-name='reason-suucha_riichi']")
    page.wait_for_selector("#preview.ok")
    assert _pressed(page, "step-riichi") == ["seat-0", "seat-1", "seat-2", "seat-3"]
    # picked by a slip: another reason takes those riichi away again
    page.click("[data-name='reason-kyuushu']")
    page.wait_for_selector("#step-riichi")
    page.wait_for_function("!document.querySelector('#step-riichi [aria-pressed=\"true\"]')")
    assert _pressed(page, "step-riichi") == []
    page.context.close()
