"""A game page says how a score becomes points, in the event's own numbers: a spectator saw
"45,000 -> +50.0" and nothing said where the 50 came from."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db


def _note(client: Client, owner: Any, preset: str, scores: list[int] | None, capture: Any) -> str | None:
    event = make_event(owner, players=4, preset=preset, entry_mode="final", visibility="public")
    game = first_game(seat_next_round(event, owner))
    if scores:
        with capture(execute=True):  # the standings job writes the game's results
            services.game_record_final_scores(game=game, scores=scores, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    if 'id="points-how"' not in page:
        return None
    return page.split('id="points-how">')[1].split(" <a ")[0].replace("&#x27;", "'")


def test_tenhou_rules_explain_the_return_the_uma_the_rounding_and_the_oka(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    # 29,600 is rounded to 30,000 first: second place +10 (not +9.6), first takes the rest, +55
    note = _note(client, owner, "tenhou", [45400, 29600, 15000, 10000], django_capture_on_commit_callbacks)
    assert note == (
        "Points: (score − 30,000) ÷ 1,000, plus the uma of the place (+20.0 / +10.0 / −10.0 / −20.0). "
        "The scores of second to fourth place are first rounded to whole thousands; first place takes "
        "what makes the four add up to zero. First place also takes the oka, +20.0. "
        "Players level on score are placed by their first seat, East first."
    )


def test_wrc_rules_have_no_oka_share_a_tie_and_charge_a_chombo(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    note = _note(client, owner, "wrc", [45000, 35000, 25000, 15000], django_capture_on_commit_callbacks)
    assert note == (
        "Points: (score − 30,000) ÷ 1,000, plus the uma of the place (+15.0 / +5.0 / −5.0 / −15.0). "
        "Players level on score share their places' uma. A chombo costs −20.0 more."
    )


def test_the_note_reads_in_japanese(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.cookies["django_language"] = "ja"
    note = _note(client, owner, "tenhou", [45000, 30000, 15000, 10000], django_capture_on_commit_callbacks)
    assert note is not None and note.startswith("ポイント：（持ち点 − 30,000） ÷ 1,000 に順位ウマ（")
    assert "1位はオカ +20.0 も加算。" in note


def test_a_game_without_a_result_says_nothing_of_points(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    assert _note(client, owner, "wrc", None, django_capture_on_commit_callbacks) is None
