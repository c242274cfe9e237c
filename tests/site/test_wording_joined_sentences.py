"""Sentences the scripts put together read as their language writes them: the final-scores total in
Japanese read "100,000点に1,000点足りません。 供託のリーチ棒が1本…" (an English space after 。; the server
removes those from pages, not from what a script writes), and the round page's "↑Finish this round"
lost the space after its arrow."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import shoot, sign_in
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}


def _phone(browser: Any, live_server: Any, language: str) -> Any:
    locale = {"en": "en-US", "ja": "ja-JP"}[language]
    page = browser.new_context(viewport=PHONE, locale=locale).new_page()
    page.context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    sign_in(page, live_server.url)
    return page


def test_the_japanese_running_total_has_no_space_after_its_sentences(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    url = f"{live_server.url}/t/{event.slug}/games/{game.pk}/final/"
    for language in ("ja", "en"):
        page = _phone(browser, live_server, language)
        page.goto(url)
        for seat, score in enumerate(["45000", "32000", "25000", "17000"]):
            page.fill(f"#id_score_{seat}", score)
        short = page.inner_text("#running-total")  # a stick's worth short: two sentences
        page.fill("#id_score_3", "17050")
        odd = page.inner_text("#running-total")  # a score not in hundreds said first
        if language == "ja":
            assert "足りません。供託のリーチ棒が1本" in short
            assert "ではありません。合計は" in odd
            assert "。 " not in short + odd and "？ " not in short + odd
            page.fill("#id_score_3", "17000")
            shoot(page, "wording-final-total-ja")
        else:  # English keeps its spaces between sentences
            assert "1,000 short of 120,000. Was 1 riichi stick left on the table?" in short
            assert odd.startswith("17,050 is not a multiple of 100. The scores add up to 119,050")
        page.context.close()


def test_the_japanese_roll_call_has_no_space_before_the_spare_substitutes(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=8)
    services.player_register(tournament=event, name="Sam Spare", is_substitute=True, by=owner)
    services.round_create(tournament=event, by=owner)
    page = _phone(browser, live_server, "ja")
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/")
    page.click("#attendance summary")
    page.uncheck("#attendance input[name=here][value='8']")
    page.check("#attendance input[name=here][value='8']")
    said = page.inner_text("#here-now")  # 8 players and a substitute not needed: two sentences
    assert said == "チェック：8人、2卓。抜け番なし。チェックした代打ちのうち1人は出番がありません。", said


def test_the_arrow_to_finish_the_round_is_apart_from_its_words(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    for game in Game.objects.filter(round=round_):
        services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    page = _phone(browser, live_server, "en")
    page.goto(f"{live_server.url}/t/{event.slug}/manage/rounds/1/")
    assert page.inner_text("a[href='#finish-round']") == "↑ Finish this round"
    shoot(page, "wording-finish-arrow")
