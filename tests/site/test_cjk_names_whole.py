"""A Japanese name stays on one line in a phone's narrow columns: "山田 太郎" broke as 山田 / 太郎 on
the players list, the game's results and the score sheets. A Latin name still breaks between its
words (a long one would otherwise push the table off the screen)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db

NBSP = "\u00a0"


def test_a_japanese_name_is_kept_whole_and_a_latin_one_is_not(client: Client, owner: Any) -> None:
    event = services.tournament_create(owner=owner, name="Thursday", preset="ema2016", entry_mode="final")
    services.players_register_csv(
        tournament=event, text="山田 太郎\n伊藤\u3000さくら\nAnna Maria Schmidt\nBo Li", by=owner
    )
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    pages = [
        client.get(reverse("players", args=[event.slug])).content.decode(),
        client.get(reverse("game", args=[event.slug, game.pk])).content.decode(),
        client.get(reverse("standings", args=[event.slug])).content.decode(),
    ]
    for page in pages:
        assert f"山田{NBSP}太郎" in page and "山田 太郎<" not in page
        assert "Anna Maria Schmidt" in page  # breaks between words as before
    sheets = client.get(reverse("print_scoresheets", args=[event.slug, 1])).content.decode()
    assert f"伊藤{NBSP}さくら" in sheets


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_live_standings_redraw_keeps_a_japanese_name_whole(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    from tests.site.browser import PHONE

    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = services.tournament_create(owner=owner, name="Thursday", preset="ema2016", entry_mode="final")
    services.players_register_csv(
        tournament=event, text="山田 太郎\n伊藤 さくら\n渡辺 翔太\n小林 大輔", by=owner
    )
    game = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(f"{live_server.url}/t/{event.slug}/")
    services.game_record_final_scores(game=game, scores=[20000, 30000, 45000, 25000], by=owner)
    # the redraw puts West (渡辺, 45,000) first
    page.wait_for_function(
        "document.querySelector('#standings tbody tr').innerText.includes('渡辺')", timeout=20000
    )
    first = page.locator("#standings tbody tr td.name a").first.text_content()
    assert first == f"渡辺{NBSP}翔太"


def test_a_label_before_its_value_takes_the_page_languages_colon(client: Client, owner: Any) -> None:
    """Japanese pages wrote "卓に残った供託棒: 1" with an ASCII colon among full-width text."""
    event = services.tournament_create(owner=owner, name="Thursday", preset="ema2016", entry_mode="final")
    services.players_register_csv(tournament=event, text="A\nB\nC\nD", by=owner)
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(
        game=game, scores=[40000, 30000, 29000, 20000], deposits_left=1, by=owner
    )
    url = reverse("game", args=[event.slug, game.pk])
    client.force_login(owner)
    assert "卓に残った供託棒：</span>" in client.get(url, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "Riichi sticks left on the table:</span>" in client.get(url).content.decode()
