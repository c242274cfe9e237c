"""The score chart of a game page reads right on a phone: round numbers on its y-axis even when the
scores never moved, a minus sign below zero, and a hand played again named with its honba (E3, E3-1)
under the x-axis, in the page's language."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import chombo, draw, ron
from tournaments import services
from tournaments.views.charts import results_chart, score_chart


def _y_labels(chart: str) -> list[str]:
    return re.findall(r'text-anchor="end">([^<]+)</text>', chart.split('y="232"')[0])


def _x_labels(chart: str) -> list[str]:
    return re.findall(r'<text x="[\d.]+%?" y="232" text-anchor="\w+">([^<]+)</text>', chart)


def _chart(client: Client, slug: str, game_id: int) -> str:
    page = client.get(reverse("game", args=[slug, game_id])).content.decode()
    return page.split('class="chart"')[1].split("</svg>")[0]


def test_a_game_whose_scores_never_moved_gets_round_numbers_on_its_axis() -> None:
    flat = [[25000, 25000, 25000]] * 4
    labels = _y_labels(str(score_chart(flat, ["0", "E1", "E1-1"])))
    assert labels == ["20k", "22k", "24k", "26k", "28k", "30k"]  # was 25k and 25.001k


@pytest.mark.parametrize(
    "series",
    [
        [[25000, 25000]] * 4,
        [[25000, 25500], [25000, 24500], [25000, 25000], [25000, 25000]],
        [[25000, -8000], [25000, 58000], [25000, 25000], [25000, 25000]],
        [[0, 0]] * 4,
    ],
)
def test_every_axis_label_is_a_whole_number_of_thousands(series: list[list[int]]) -> None:
    labels = _y_labels(str(score_chart(series, ["0", "E1"])))
    assert len(labels) >= 3, labels
    assert all(re.fullmatch(r"\u2212?[1-9]\d*k|0", label) for label in labels), labels


def test_points_charts_keep_round_labels_when_every_game_was_even() -> None:
    labels = re.findall(
        r'text-anchor="end">([^<]+)</text>', str(results_chart([0.0, 0.0], [0.0, 0.0], [1, 2]))
    )
    assert labels == ["\u22126", "\u22124", "\u22122", "0", "2", "4", "6"]
    small = re.findall(
        r'text-anchor="end">([^<]+)</text>', str(results_chart([-0.3, 0.1], [-0.3, -0.2], [1, 2]))
    )
    assert "e-" not in "".join(small) and "\u22120" not in small, small  # no -5.55e-17 for zero


def test_scores_below_zero_are_written_with_a_minus_sign_not_a_hyphen() -> None:
    labels = _y_labels(
        str(score_chart([[25000, -8000], [25000, 58000], [25000, 25000], [25000, 25000]], ["0", "E1"]))
    )
    assert "\u221220k" in labels and "0" in labels  # zero reads 0, not 0k
    assert not any("-" in label for label in labels), labels


@pytest.mark.django_db
def test_a_hand_played_again_is_marked_with_its_honba_in_english_and_japanese(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    hands = [
        ron(winner=1, discarder=2),  # East 1: South wins, the deal passes
        ron(winner=2, discarder=3),  # East 2: West wins, the deal passes
        draw(tenpai=(2,)),  # East 3: the dealer alone tenpai, East 3 again with 1 honba
        ron(winner=0, discarder=3),  # East 3, 1 honba
    ]
    for number, record in enumerate(hands, start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    assert _x_labels(_chart(client, event.slug, game.pk)) == ["0", "E1", "E2", "E3", "E3-1"]
    client.post(reverse("set_language"), {"language": "ja", "next": "/"})
    assert _x_labels(_chart(client, event.slug, game.pk)) == ["0", "東1", "東2", "東3", "東3-1"]


@pytest.mark.django_db
def test_a_chombo_is_named_under_the_axis_and_the_hand_played_again_is_not_a_second_e1(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    hands = [chombo(offender=2), ron(winner=1, discarder=2)]  # East 1 is played again after the chombo
    for number, record in enumerate(hands, start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    chart = _chart(client, event.slug, game.pk)
    assert _x_labels(chart) == ["0", "E1", "E1"]
    # "chombo" on a line of its own under its hand: "E3-3 chombo" ran into the next label
    assert re.findall(
        r'<text x="([\d.]+%?)" y="245" text-anchor="middle" class="sub">([^<]+)</text>', chart
    ) == [(re.findall(r'<text x="([\d.]+%?)" y="232"', chart)[1], "chombo")]
    assert 'height="253"' in chart  # the second line of labels fits


@pytest.mark.django_db
def test_a_game_of_tenpai_draws_reads_round_scores_and_each_repeat(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    for number in (1, 2, 3):  # all four tenpai: nobody pays, the dealer keeps the deal
        services.game_record_hand(game=game, number=number, record=draw(tenpai=(0, 1, 2, 3)), by=owner)
    chart = _chart(client, event.slug, game.pk)
    assert _x_labels(chart) == ["0", "E1", "E1-1", "E1-2"]
    labels = _y_labels(chart)  # WRC rules start at 30,000: the flat line is on a grid line
    assert labels == ["24k", "26k", "28k", "30k", "32k", "34k", "36k"], labels
    with translation.override("ja"):  # the chart is drawn in the language of the request
        assert _x_labels(str(score_chart([[25000] * 3] * 4, ["0", "E1", "E1-1"]))) == ["0", "E1", "E1-1"]


def test_players_level_on_the_same_score_each_keep_a_visible_line() -> None:
    """Two players on 30,000 after a chombo were one line: the other was hidden under it."""
    import re

    from tournaments.views.charts import score_chart

    svg = str(score_chart([[30000, 30000]] * 4, ["0", "E1"]))
    heights = [re.search(r",([\d.]+) ", points).group(1) for points in re.findall(r'points="([^"]+)"', svg)]
    assert len(heights) == 4 and len(set(heights)) == 4


def test_a_japanese_axis_writes_less_than_ten_thousand_plainly_not_as_a_fraction_of_man() -> None:
    # scores from 9,000 to 34,000: the axis steps by 5,000 from 5,000, which read 0.5万
    series = [[25000, 9000], [25000, 32000], [25000, 25000], [25000, 34000]]
    with translation.override("ja"):
        labels = _y_labels(str(score_chart(series, ["0", "E1"])))
    assert labels[:3] == ["5,000", "1万", "1.5万"], labels
    assert all(re.fullmatch(r"\u2212?(\d+(\.\d)?万|\d,\d{3})|0", label) for label in labels), labels
