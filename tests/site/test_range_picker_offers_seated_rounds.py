"""The round-range picker of the standings and team pages offers only rounds that have a seating: a
round added ahead has no games to show. An address asking for such a round is answered with a notice
(and the range leaves it out); the "from – to" pickers keep together on a phone."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db


def _three_seated_and_one_ahead(owner: Any) -> Any:
    event = make_event(owner, players=4)
    for _ in range(3):
        seat_next_round(event, owner)
    services.round_create(tournament=event, by=owner)  # round 4, not seated yet
    assert event.rounds.get(number=4).status == "pending"
    return event


def _options(page: str, name: str) -> list[str]:
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', page, re.S)
    assert select, f"no {name} picker"
    return re.findall(r'<option value="(\d+)"', select.group(1))


@pytest.mark.parametrize("view", ["standings", "teams"])
def test_the_picker_offers_only_the_seated_rounds(client: Client, owner: Any, view: str) -> None:
    event = _three_seated_and_one_ahead(owner)
    page = client.get(reverse(view, args=[event.slug])).content.decode()
    assert _options(page, "from") == ["1", "2", "3"]
    assert _options(page, "to") == ["1", "2", "3"]
    to = re.search(r'<select name="to".*?</select>', page, re.S).group(0)  # type: ignore[union-attr]
    assert '<option value="3" selected>' in to  # the last seated round, not the one added ahead


@pytest.mark.parametrize("view", ["standings", "teams"])
def test_asking_for_a_round_not_seated_yet_gives_a_notice(client: Client, owner: Any, view: str) -> None:
    event = _three_seated_and_one_ahead(owner)
    page = client.get(reverse(view, args=[event.slug]), {"from": 2, "to": 4}).content.decode()
    assert "Last round: round 4 is not seated yet" in page  # the field as the picker names it
    assert "msg-warning" in page
    assert "rounds 2–3" in page  # what is shown: from round 2 to the last seated one
    assert (
        "msg-warning"
        not in client.get(reverse(view, args=[event.slug]), {"from": 2, "to": 3}).content.decode()
    )


def test_a_single_seated_round_offers_no_picker(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    services.round_create(tournament=event, by=owner)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert 'id="range"' not in page  # one round to pick is no range


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_from_to_pickers_stay_on_one_line_on_a_phone(live_server: Any, browser: Any, owner: Any) -> None:
    event = _three_seated_and_one_ahead(owner)
    page = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US").new_page()
    page.goto(f"{live_server.url}{reverse('standings', args=[event.slug])}?from=2&to=3")
    first = page.locator("#range select[name=from]").bounding_box()
    dash = page.locator("#range").get_by_text("–", exact=True).bounding_box()
    last = page.locator("#range select[name=to]").bounding_box()
    assert first and dash and last
    middle = first["y"] + first["height"] / 2
    assert first["x"] < dash["x"] < last["x"]  # from – to, left to right
    for box in (dash, last):  # on the same line: their middles at the same height
        assert abs(box["y"] + box["height"] / 2 - middle) < 4
    assert last["x"] + last["width"] <= 390
