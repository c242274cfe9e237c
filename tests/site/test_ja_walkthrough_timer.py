"""The timer's buttons read "−1 min" / "+1 min" as the number and a translated "min": Japanese showed
「−1 分」「+1 分」, with a space no translation could take out. Each button is one text with the number
inside ("−%(n)s min", "+%(n)s min"), so a translation writes 「−%(n)s分」."""

from typing import Any

import pytest
from django.test import Client

from tests.site.conftest import make_event, seat_next_round

pytestmark = pytest.mark.django_db

MINUS = '<button type="button" id="t-minus">{}</button>'
PLUS = '<button type="button" id="t-plus">{}</button>'


def _timer(client: Client, owner: Any, **headers: str) -> str:
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    client.force_login(owner)
    response = client.get(f"/t/{event.slug}/manage/rounds/1/timer/", **headers)
    assert response.status_code == 200
    return response.content.decode()


def test_the_buttons_say_the_minute_in_english(client: Client, owner: Any) -> None:
    html = _timer(client, owner)
    assert MINUS.format("−1 min") in html and PLUS.format("+1 min") in html


def test_the_japanese_buttons_have_no_space_before_the_minute(client: Client, owner: Any) -> None:
    html = _timer(client, owner, HTTP_ACCEPT_LANGUAGE="ja")
    assert MINUS.format("−1分") in html and PLUS.format("+1分") in html
