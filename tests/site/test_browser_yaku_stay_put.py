"""At the table, two quick taps: the first yaku's preview answer used to shrink the yaku list (34
buttons to 13), so the second tap landed on another yaku; and Save stayed enabled while the answer
for the latest pick was on its way, so a hand nobody had seen previewed could be saved.

WRC preset: South rons West; tanyao is tapped first.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _places(page: Any) -> dict[str, tuple[float, float]]:
    return page.locator("#win-1 [data-name^='yaku-']").evaluate_all(
        "els => Object.fromEntries(els.map(e => { const r = e.getBoundingClientRect();"
        " return [e.dataset.name, [Math.round(r.x), Math.round(r.y + window.scrollY)]]; }))"
    )


def test_yaku_buttons_keep_their_place_and_save_waits_for_the_preview_of_the_latest_pick(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = entry_page(live_server, browser, django_user_model, "wrc", has_touch=True)
    page.click("[data-name='kind-ron']")
    page.locator("#step-winner [data-name='seat-1']").click()
    page.locator("#step-discarder [data-name='seat-2']").click()
    page.wait_for_selector("#preview:not([aria-busy])")
    before = _places(page)
    page.locator("#win-1 [data-name='yaku-tanyao']").click()
    page.wait_for_selector("#win-1 [data-name='yaku-tanyao'][aria-pressed='true']")
    page.wait_for_selector("#preview:not([aria-busy])")
    after = _places(page)
    assert after == before  # every button where it was
    # a yaku the hand can no longer have (with tanyao) is greyed, not removed
    assert page.locator("#win-1 button[data-name^='yaku-']:disabled").count() > 0

    # the answer to the next pick is held back: Save is off until it comes
    held: list[Any] = []
    holding = [True]
    page.route("**/preview.json*", lambda route: held.append(route) if holding[0] else route.continue_())
    page.locator("#win-1 [data-name='dora-4']").click()
    assert page.locator("#save").is_disabled()
    assert page.locator("#preview").get_attribute("aria-busy") == "true"
    while not held:
        page.wait_for_timeout(50)
    assert page.locator("#save").is_disabled()
    holding[0] = False
    for route in held:
        route.continue_()
    page.wait_for_selector("#preview:not([aria-busy])")
    page.context.close()


def test_yakuman_are_folded_away_until_opened_and_stay_open_once_picked(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """A double ron showed two full yaku lists, over 4,000 px on a phone: the yakuman (rarely
    picked) fold under one line, which stays open while the scorer uses it."""
    page = entry_page(live_server, browser, django_user_model, "wrc", has_touch=True)
    page.click("[data-name='kind-ron']")
    page.locator("#step-winner [data-name='seat-1']").click()
    page.locator("#step-discarder [data-name='seat-2']").click()
    page.wait_for_selector("#preview:not([aria-busy])")
    assert page.locator("#win-1 [data-name='yaku-tanyao']").is_visible()
    assert not page.locator("#win-1 [data-name='yaku-daisangen']").is_visible()
    page.locator("#win-1 details[data-name='yakuman-more'] summary").click()
    page.locator("#win-1 [data-name='yaku-daisangen']").click()
    page.wait_for_selector("#win-1 [data-name='yaku-daisangen'][aria-pressed='true']")
    page.wait_for_selector("#preview:not([aria-busy])")
    assert page.locator("#win-1 [data-name='yaku-daisangen']").is_visible()  # still open after the re-draw
    assert "+32,000" in page.inner_text("#preview")  # a non-dealer yakuman by ron
    page.context.close()
