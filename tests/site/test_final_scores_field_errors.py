"""The final-scores form shows a problem with one seat's score next to that seat's input, which is
marked invalid and names its message (aria-describedby), not in a list above four like boxes; what
is wrong with the four scores together (their total) stays at the top of the form.

WRC preset: four players start with 30,000, the four scores add up to 120,000.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = pytest.mark.django_db


@pytest.fixture
def url(owner: Any, client: Client) -> str:
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    return reverse("final_scores", args=[event.slug, game.pk])


def _post(client: Client, url: str, *scores: str, sticks: str = "0") -> Any:
    data = {f"score_{seat}": score for seat, score in enumerate(scores)}
    response = client.post(url, {"replaces": "", **data, "deposits_left": sticks})
    assert response.status_code == 200  # not saved: the form again
    return response


def _field(page: str, name: str) -> str:
    """The block of one field: its label, input and errors."""
    match = re.search(rf'<div class="field">\s*<label for="id_{name}">.*?</div>', page, re.S)
    assert match, f"no field {name}"
    return match.group(0)


def _input(block: str) -> str:
    match = re.search(r"<input [^>]*>", block)
    assert match
    return match.group(0)


def _top(page: str) -> str:
    """The form's own errors, above its fields ("" when there are none)."""
    form = page[page.index('<form method="post" class="card">') : page.index('<div class="form-grid">')]
    match = re.search(r'<ul class="errorlist nonfield">.*?</ul>', form, re.S)
    return match.group(0) if match else ""


def _invalid_at(page: str, name: str, message: str) -> None:
    block = _field(page, name)
    errors = re.search(rf'<ul class="errorlist" id="id_{name}_error">(.*?)</ul>', block, re.S)
    assert errors and message in errors.group(1), block
    tag = _input(block)
    assert 'aria-invalid="true"' in tag and f'aria-describedby="id_{name}_error"' in tag


def _valid(page: str, name: str) -> None:
    block = _field(page, name)
    assert "errorlist" not in block and "aria-invalid" not in _input(block), block


def test_a_score_that_is_no_multiple_of_100_is_refused_at_its_seat(client: Client, url: str) -> None:
    response = _post(client, url, "40050", "29950", "30000", "20000")
    page = response.content.decode()
    _invalid_at(page, "score_0", "Player 1 (East): 40,050 is not a multiple of 100")
    _invalid_at(page, "score_1", "Player 2 (South): 29,950 is not a multiple of 100")
    _valid(page, "score_2")
    _valid(page, "score_3")
    assert _top(page) == ""
    assert "is not a multiple of 100" not in page[: page.index('<div class="form-grid">')]
    errors = response.context["form"].errors
    assert set(errors) == {"score_0", "score_1"}


def test_a_score_beyond_the_limit_is_refused_at_its_seat(client: Client, url: str) -> None:
    page = _post(client, url, "30000", "30000", "20000000", "30000").content.decode()
    _invalid_at(page, "score_2", "Player 3 (West): 20,000,000 is beyond 10,000,000 points")
    for name in ("score_0", "score_1", "score_3"):
        _valid(page, name)
    assert _top(page) == ""


def test_a_missing_or_unreadable_score_is_refused_at_its_seat(client: Client, url: str) -> None:
    page = _post(client, url, "40000", "", "abc", "20000").content.decode()
    _invalid_at(page, "score_1", "This field is required.")
    _invalid_at(page, "score_2", "Enter a whole number.")
    _valid(page, "score_0")
    assert _top(page) == ""


def test_a_wrong_total_stays_at_the_top(client: Client, url: str) -> None:
    page = _post(client, url, "40000", "30000", "30000", "30000").content.decode()
    top = _top(page)
    assert "the four scores must add up to 120,000; they add up to 130,000" in top.lower()
    for seat in range(4):
        _valid(page, f"score_{seat}")
    # said to a screen reader as the page loads, not only shown
    assert re.search(r'<div role="alert" id="form-problem">\s*<ul class="errorlist nonfield">', page)


def test_the_seat_message_is_at_its_field_in_japanese_too(client: Client, url: str) -> None:
    client.cookies["django_language"] = "ja"
    page = _post(client, url, "30000", "30000", "30000", "29950").content.decode()
    block = _field(page, "score_3")
    assert "100点単位ではありません" in block and 'aria-invalid="true"' in _input(block)
    assert _top(page) == ""


def test_scores_written_in_hundreds_are_read_as_the_sheet_means_them(
    client: Client, url: str, owner: Any
) -> None:
    """A Japanese club writes 452 for 45,200 on its sheets; the form said "452 is not a multiple of
    100". Four scores all under 1,000 cannot be a table's: they are hundreds."""
    from tournaments.models import Game

    response = client.post(
        url,
        {
            "replaces": "",
            "score_0": "452",
            "score_1": "318",
            "score_2": "224",
            "score_3": "206",
            "deposits_left": "0",
        },
    )
    assert response.status_code == 302
    assert Game.objects.get().final_scores == [45200, 31800, 22400, 20600]


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        (["45.0", "25.0", "25.0", "25.0"], [45000, 25000, 25000, 25000]),
        (["48.3", "32.1", "24.6", "15.0"], [48300, 32100, 24600, 15000]),
        (["48,3", "32,1", "-0,4", "40,0"], [48300, 32100, -400, 40000]),
    ],
)
def test_scores_written_in_thousands_with_decimals_are_read_in_thousands(
    client: Client, url: str, typed: list[str], stored: list[int]
) -> None:
    """A sheet in thousands (48.3 for 48,300): "45.0" had been read as 45, then as hundreds (a
    total of 12,000 refused), and "48.3" refused as no whole number."""
    from tournaments.models import Game

    data = {f"score_{seat}": score for seat, score in enumerate(typed)}
    response = client.post(url, {"replaces": "", **data, "deposits_left": "0"})
    assert response.status_code == 302, response.content.decode()[:2000]
    assert Game.objects.get().final_scores == stored


def test_a_score_in_hundreds_among_scores_in_full_is_said_so_at_its_seat(client: Client, url: str) -> None:
    """452, 30100, 155, 92: each short one was refused as "not a multiple of 100", which did not say
    that scores in hundreds are read so only when all four are."""
    page = _post(client, url, "452", "30100", "155", "92").content.decode()
    _invalid_at(
        page, "score_0", "452 looks like a score in hundreds (45,200): write all four scores in hundreds"
    )
    _invalid_at(page, "score_2", "155 looks like a score in hundreds (15,500)")
    _invalid_at(page, "score_3", "92 looks like a score in hundreds (9,200)")
    _valid(page, "score_1")
    for seat in range(4):
        assert "is not a multiple of 100" not in _field(page, f"score_{seat}")
