"""On a phone (390 x 844) the sticky "Save hand" bar covered the payment preview: after Ron, winner,
who dealt in, riichi, dora and fu only the preview's first line showed above the bar. The answer to
the scorer's pick now comes into view whole, between the table's header and the bar; a preview out of
sight further down (the scorer still up among the yaku) does not move the page."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page, shoot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

BUSY_DONE = "#preview:not([aria-busy])"


def _in_view(page: Any) -> tuple[bool, bool]:
    """(the preview's top is shown, the whole preview is shown) between the header and the save bar."""
    return page.evaluate(
        """() => {
          const box = document.getElementById('preview').getBoundingClientRect();
          const bar = document.querySelector('.save-bar').getBoundingClientRect();
          const head = document.getElementById('table-state').getBoundingClientRect();
          const topShown = box.top >= head.bottom && box.top < bar.top;
          return [topShown, topShown && box.bottom <= bar.top];
        }"""
    )


def test_the_preview_shows_whole_above_the_save_bar(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "tenhou", has_touch=True)
    page.tap("[data-name=kind-ron]")
    page.tap("#step-winner [data-name=seat-1]")
    page.tap("#step-discarder [data-name=seat-2]")
    page.tap("#step-riichi [data-name=seat-1]")  # ticks riichi in the hand: 1 han, the only yaku
    page.wait_for_selector(BUSY_DONE)
    # up among the yaku, with the preview out of sight below: the page stays where the scorer is
    page.locator("#win-1 [data-name=yaku-tanyao]").scroll_into_view_if_needed()
    at = page.evaluate("window.scrollY")
    page.tap("#win-1 [data-name=yaku-tanyao]")
    page.wait_for_selector(BUSY_DONE)
    assert page.evaluate("window.scrollY") == at
    page.tap("#win-1 [data-name=yaku-tanyao]")  # not tanyao after all
    page.wait_for_selector(BUSY_DONE)
    page.tap("#win-1 [data-name=dora-1]")
    page.wait_for_selector("#win-1 [data-name=fu-40]")
    page.wait_for_selector(BUSY_DONE)
    page.tap("#win-1 [data-name=fu-40]")
    page.wait_for_selector("#preview.ok:not([aria-busy])")
    assert "2 han 40 fu" in page.inner_text("#preview")
    assert _in_view(page) == [True, True]
    # and the payments are what is seen, the fu just picked still on screen above them
    assert page.locator("#preview table.payments").is_visible()
    fu = page.locator("#win-1 [data-name=fu-40]").bounding_box()
    assert fu is not None and fu["y"] > 100
    shoot(page, "entry-preview-above-save-bar")
    page.context.close()
