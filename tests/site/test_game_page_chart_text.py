"""The score chart's text stays the size of the page's small text at every width: its drawing was
scaled to the page, and at 1280 px its labels were half again as large as the text beside them."""

from typing import Any

import pytest

from tests.site.browser import shoot
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _game(django_user_model: Any, *records: dict[str, Any]) -> Any:
    """A public Tenhou-rules game with `records` entered, hand after hand."""
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, preset="tenhou", visibility="public")
    game = first_game(seat_next_round(event, owner))
    for number, record in enumerate(records, start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    return game


def _open(live_server: Any, browser: Any, game: Any, width: int, locale: str = "en-US") -> Any:
    page = browser.new_context(viewport={"width": width, "height": 800}, locale=locale).new_page()
    page.goto(f"{live_server.url}/t/{game.tournament.slug}/games/{game.pk}/")
    return page


def _labels_inside_the_chart(page: Any) -> list[str]:
    """The chart's labels, each checked to lie inside the chart's box (none cut at an edge)."""
    box = page.eval_on_selector("#score-chart", "e => e.getBoundingClientRect().toJSON()")
    labels = page.eval_on_selector_all(
        "#score-chart text", "els => els.map(e => [e.textContent, e.getBoundingClientRect().toJSON()])"
    )
    for text, rect in labels:
        assert box["left"] - 0.5 <= rect["left"] and rect["right"] <= box["right"] + 0.5, (text, rect, box)
    return [text for text, _rect in labels]


@pytest.mark.parametrize("width", [390, 1280])
def test_the_chart_text_is_the_pages_small_text_size(
    live_server: Any, browser: Any, django_user_model: Any, width: int
) -> None:
    # the dealer tenpai alone: East 1, 1 honba, 2 honba, 3 honba
    game = _game(django_user_model, *[{"kind": "draw", "tenpai": [0]}] * 3)
    page = _open(live_server, browser, game, width)
    shoot(page, "game-page-chart")
    heights = page.eval_on_selector_all(
        "#score-chart text", "els => els.map(e => e.getBoundingClientRect().height)"
    )
    small = page.eval_on_selector("#chart-key", "e => parseFloat(getComputedStyle(e).fontSize)")
    assert heights and all(h < small * 1.4 for h in heights), (heights, small)
    _labels_inside_the_chart(page)  # the chart fills its column and its labels stay inside it
    assert "E1-1 is East 1, 1 honba." in page.inner_text("#chart-key")


@pytest.mark.parametrize("locale", ["en-US", "ja-JP", "vi-VN"])
def test_the_riichi_stick_lines_stay_in_their_players_column_on_a_phone(
    live_server: Any, browser: Any, django_user_model: Any, locale: str
) -> None:
    """ "リーチ棒 −1,000" was 109 px wide in an 80 px column and ran over the next player's."""
    # everyone in riichi at a draw, all tenpai; then East wins with the four sticks on the table
    draw = {"kind": "draw", "tenpai": [0, 1, 2, 3], "riichi": [0, 1, 2, 3]}
    ron = {
        "kind": "ron",
        "discarder": 1,
        "riichi": [0],
        "wins": [{"winner": 0, "hand": {"han": 2, "fu": 30, "yaku": ["riichi", "tanyao"]}}],
    }
    page = _open(live_server, browser, _game(django_user_model, draw, ron), 360, locale)
    cells = page.eval_on_selector_all(
        ".stick-moves .seat-col",
        "els => els.map(e => [e.scrollWidth, e.clientWidth, e.getBoundingClientRect().right,"
        " e.nextElementSibling ? e.nextElementSibling.getBoundingClientRect().left : 1e9])",
    )
    assert len(cells) == 8, cells  # four columns in each of the two hands
    for scroll, client, right, next_left in cells:
        assert scroll <= client and right <= next_left, cells
    shoot(page, f"game-page-sticks-{locale}")


def test_the_axis_labels_fit_a_narrow_phone_in_japanese_with_a_score_below_zero(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """The axis keeps a share of the width for its labels: at 360 px a Japanese "−1万" must fit it."""
    # South's dealer-free yakuman from West: West at 25,000 pays 32,000 and is at −7,000
    ron = {
        "kind": "ron",
        "discarder": 2,
        "wins": [{"winner": 1, "hand": {"han": 13, "fu": None, "yaku": ["daisangen"], "closed": False}}],
    }
    page = _open(live_server, browser, _game(django_user_model, ron), 360, "ja-JP")
    labels = _labels_inside_the_chart(page)
    assert any(text.startswith("\u2212") for text in labels), labels  # a label below zero
    shoot(page, "game-page-chart-ja-negative")
