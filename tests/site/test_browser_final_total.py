"""The final-scores form adds the scores up as they are typed, against the points at the table less
the riichi sticks left: a score sheet read wrong shows before saving (the total came only after)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import PHONE, shoot, sign_in
from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def final_scores_page(live_server: Any, browser: Any, django_user_model: Any) -> tuple[Any, Any]:
    """An owner's phone on the final-scores page of the first game of a new WRC event (4 x 30,000,
    sticks of 1,000) entered by final scores."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    page = browser.new_page(viewport=PHONE)
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/final/")
    return page, game


def _type_scores(page: Any, scores: list[str]) -> None:
    """The four scores typed in seat order, East first."""
    for seat, score in enumerate(scores):
        page.fill(f"#id_score_{seat}", score)


def test_the_running_total_says_how_far_the_scores_are_from_the_table(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page, _game = final_scores_page(live_server, browser, django_user_model)
    assert not page.is_visible("#running-total")  # nothing typed yet
    _type_scores(page, ["45000", "32000", "25000", "17000"])
    # short by a stick's worth and no stick entered: the line asks at once, not only on saving
    assert page.inner_text("#running-total") == (
        "The scores add up to 119,000: 1,000 short of 120,000. Was 1 riichi stick left on the table?"
        " Enter it under \u201cRiichi sticks left on the table\u201d."
    )
    page.fill("#id_score_3", "15000")
    assert page.inner_text("#running-total").endswith(
        "Were 3 riichi sticks left on the table? Enter them"
        " under \u201cRiichi sticks left on the table\u201d."
    )
    page.fill("#id_score_3", "17000")
    page.fill("#id_deposits_left", "1")
    assert page.inner_text("#running-total") == "The scores add up to 119,000, as they should."
    page.fill("#id_score_3", "-17000")
    assert page.inner_text("#running-total") == "The scores add up to 85,000: 34,000 short of 119,000."
    page.fill("#id_score_3", "19000")
    assert page.inner_text("#running-total") == "The scores add up to 121,000: 2,000 over 119,000."
    shoot(page, "final-running-total")
    page.fill("#id_score_3", "")  # a seat not filled in: no total
    assert not page.is_visible("#running-total")
    page.fill("#id_score_3", "18000")
    page.fill("#id_deposits_left", "-1")  # said "21,000 short of 121,000": -1 sticks added a stick's worth
    assert not page.is_visible("#running-total")
    page.fill("#id_deposits_left", "0")
    assert page.inner_text("#running-total") == "The scores add up to 120,000, as they should."
    # 30,050 and 17,950 add up right, but no table ends on them: said before saving
    page.fill("#id_score_2", "25050")
    page.fill("#id_score_3", "17950")
    # each one named (the line named the first only; saving then listed both)
    assert page.inner_text("#running-total") == (
        "25,050 is not a multiple of 100. 17,950 is not a multiple of 100. "
        "The scores add up to 120,000, as they should."
    )
    assert "bad" in (page.get_attribute("#running-total", "class") or "")


def test_the_servers_complaint_goes_once_the_scores_are_changed(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """ "They add up to 121,000" stayed on screen above a running total that read 120,000."""
    page, _game = final_scores_page(live_server, browser, django_user_model)
    _type_scores(page, ["45000", "32000", "25000", "19000"])
    page.click("text=Save final scores")
    assert "they add up to 121,000" in page.inner_text("#form-problem")
    page.fill("#id_score_3", "18000")
    assert not page.is_visible("#form-problem")
    assert page.inner_text("#running-total") == "The scores add up to 120,000, as they should."


def test_scores_grouped_by_thousands_as_a_vietnamese_page_writes_them_are_added_and_saved(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """A phone refused "31.100" (its number box stepped by 1: "the nearest valid values are 31 and 32")."""
    page, game = final_scores_page(live_server, browser, django_user_model)
    for seat, score in enumerate(["31.100", "28.900", "25.000", "35.000"]):
        page.fill(f"#id_score_{seat}", score)
        assert page.eval_on_selector(f"#id_score_{seat}", "e => e.validity.valid"), score
    assert page.inner_text("#running-total") == "The scores add up to 120,000, as they should."
    page.click("text=Save final scores")
    page.wait_for_url(f"**/games/{game.pk}/")
    game.refresh_from_db()
    assert game.final_scores == [31100, 28900, 25000, 35000]


def test_four_starting_scores_ask_before_they_are_saved(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """Four scores left at the start were saved silently: everyone first with 0.0."""
    page, game = final_scores_page(live_server, browser, django_user_model)
    asked: list[str] = []

    def answer(dialog: Any, accept: bool) -> None:
        asked.append(dialog.message)
        dialog.accept() if accept else dialog.dismiss()

    page.once("dialog", lambda d: answer(d, False))
    for seat in range(4):
        page.fill(f"#id_score_{seat}", "30000")
    page.click("text=Save final scores")
    assert asked == ["All four scores are 30,000, the starting score. Save them anyway?"]
    game.refresh_from_db()
    assert game.final_scores is None  # not sent
    page.once("dialog", lambda d: answer(d, True))
    with page.expect_navigation():
        page.click("text=Save final scores")
    game.refresh_from_db()
    assert game.final_scores == [30000] * 4 and len(asked) == 2
    # a real result is saved without a question
    page.goto(f"{live_server.url}/t/{game.tournament.slug}/games/{game.pk}/final/")
    page.fill("#id_score_0", "31000")
    page.fill("#id_score_1", "29000")
    with page.expect_navigation():
        page.click("text=Save final scores")
    game.refresh_from_db()
    assert game.final_scores == [31000, 29000, 30000, 30000] and len(asked) == 2


def test_scores_written_in_hundreds_add_up_as_hundreds(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """452 for 45,200, as club score sheets write them: the running total reads them as the server does."""
    page, _game = final_scores_page(live_server, browser, django_user_model)
    _type_scores(page, ["452", "318", "224", "206"])
    assert page.inner_text("#running-total") == "The scores add up to 120,000, as they should."


def test_a_score_in_hundreds_among_scores_in_full_is_said_so_as_it_is_typed(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """452 beside 30100: "452 is not a multiple of 100" did not say why 452 was not read as 45,200."""
    page, _game = final_scores_page(live_server, browser, django_user_model)
    _type_scores(page, ["452", "30100", "155", "92"])
    said = page.inner_text("#running-total")
    assert said.startswith(
        "452 looks like a score in hundreds (45,200): write all four scores in hundreds, or this one in full."
    ), said
    assert "155 looks like a score in hundreds (15,500)" in said and "multiple of 100" not in said


def test_scores_written_in_thousands_with_decimals_add_up_as_thousands(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """48.3 for 48,300: the line went blank (not a number) while the server refused or misread it."""
    page, game = final_scores_page(live_server, browser, django_user_model)
    _type_scores(page, ["48.3", "32.1", "24.6", "15.0"])
    assert page.inner_text("#running-total") == "The scores add up to 120,000, as they should."
    page.fill("#id_score_3", "14.5")
    assert page.inner_text("#running-total") == "The scores add up to 119,500: 500 short of 120,000."
    # a count of sticks is never in thousands: "1.5" sticks is no count (it had read as 1,500 sticks)
    page.fill("#id_deposits_left", "1.5")
    assert not page.is_visible("#running-total")
    page.fill("#id_deposits_left", "0")
    page.fill("#id_score_3", "15.0")
    page.click("button.primary.full")
    page.wait_for_url(f"**/games/{game.pk}/")
    game.refresh_from_db()
    assert game.final_scores == [48300, 32100, 24600, 15000]
