"""A hand entered with the keyboard alone (a screen-reader user, or a scorer with a keyboard): each
press keeps the focus on the button pressed, so Tab goes on from there. The form is drawn again on
every change, and the focus used to fall back to the page, so the next Tab started at the top."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import DESKTOP, sign_in
from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# [the id of the step or panel holding the focused element, its data-name]
FOCUSED = """() => {
  const a = document.activeElement;
  const g = a.parentNode.closest('[id]');
  return [g ? g.id : '', a.dataset.name || a.tagName];
}"""


def test_a_ron_entered_by_keyboard_keeps_the_focus_where_it_was(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport=DESKTOP, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    page.focus("[data-name='kind-ron']")
    page.keyboard.press("Space")
    assert page.evaluate(FOCUSED) == ["entry", "kind-ron"]
    page.focus("#step-winner [data-name='seat-1']")
    page.keyboard.press("Enter")
    assert page.evaluate(FOCUSED) == ["step-winner", "seat-1"]
    # Tab goes on to the next seat of the same step, not back to the first button of the form
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED) == ["step-winner", "seat-2"]
    page.focus("#step-discarder [data-name='seat-2']")
    page.keyboard.press("Space")
    assert page.evaluate(FOCUSED) == ["step-discarder", "seat-2"]
    page.locator("#win-1 [data-name='yaku-tanyao']").focus()
    page.keyboard.press("Space")
    page.wait_for_selector("#win-1 [data-name='yaku-tanyao'][aria-pressed='true']")
    assert page.evaluate(FOCUSED) == ["win-1", "yaku-tanyao"]
    # the steps are groups named by their labels
    assert page.get_by_role("group", name="Dealt in").count() == 1
