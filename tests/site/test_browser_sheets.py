"""Paper and big-screen pages in a browser: seating sheets and score sheets print without the site's
navigation (print CSS), and the round timer counts down once started."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.site.browser import DESKTOP, PHONE, shoot, sign_in
from tests.site.conftest import make_event, seat_next_round

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _signed_in(browser: Any, base: str, viewport: dict[str, int]) -> Any:
    page = browser.new_context(viewport=viewport, locale="en-US").new_page()
    sign_in(page, base)
    return page


def test_sheets_print_without_the_site_navigation(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=12)
    seat_next_round(event, owner)
    page = _signed_in(browser, live_server.url, DESKTOP)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/seating.print/")
    assert page.locator("header.top").is_visible()
    page.emulate_media(media="print")
    assert not page.locator("header.top").is_visible()
    assert not page.locator("text=Print").first.is_visible()
    assert page.locator(".sheet:not(.by-name) tbody tr").count() == 3  # three tables of four
    assert page.locator(".sheet.by-name tbody tr").count() == 12  # and the 12 players by name
    shoot(page, "15-print-seating")
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/seating.print/?table=2")
    assert page.locator(".sheet").count() == 1
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/scoresheets.print/")
    assert page.locator(".sheet.break").count() == 3
    shoot(page, "16-print-scoresheets")
    # 20 hand lines (16 ran out in a long hanchan), and still one A4 page a table
    numbered = page.locator(".sheet").first.locator("tr.blank td:first-child").all_inner_texts()
    assert [n for n in numbered if n.strip()][-1] == "20"
    pdf = page.pdf(format="A4", print_background=True)
    assert len(re.findall(rb"/Type\s*/Page(?!s)", pdf)) == 3


def test_the_round_timer_counts_down(live_server: Any, browser: Any, django_user_model: Any) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    page = _signed_in(browser, live_server.url, DESKTOP)
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/timer/?minutes=1")
    assert page.inner_text("#clock") == "1:00"
    page.click("#t-start")
    page.wait_for_function("document.getElementById('clock').textContent !== '1:00'", timeout=5000)
    assert page.inner_text("#clock").startswith("0:5")
    page.click("#t-pause")
    shoot(page, "17-timer")
    phone = _signed_in(browser, live_server.url, PHONE)
    phone.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/timer/?minutes=90")
    shoot(phone, "17-timer")


def test_the_round_page_counts_down_the_clock_the_director_started(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    from tournaments.services.clock import round_clock

    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    round_clock(round_=round_, action="reset", minutes=1)
    round_clock(round_=round_, action="start", minutes=1)
    page = browser.new_page(viewport=PHONE)  # a visitor on a phone
    page.goto(f"{live_server.url}/t/{event.slug}/rounds/1/")
    page.wait_for_function("document.getElementById('round-clock-time').textContent.startsWith('0:5')")
    shoot(page, "18-round-clock")
