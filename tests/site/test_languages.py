"""English, Japanese and Vietnamese: a switcher on every page, complete translations (yaku by their
usual names: kanji in Japanese, the romaji names Vietnamese players use), localized dates and numbers."""

import datetime
import re
from gettext import GNUTranslations
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments.models import Tournament

LOCALE = Path(__file__).resolve().parents[2] / "locale"


def _po_entries(path: Path) -> list[tuple[str, str]]:
    """(msgid, msgstr) of every entry after the header; plural entries give msgstr[0]."""
    text = path.read_text(encoding="utf-8")
    entries = []
    for block in text.split("\n\n")[1:]:
        msgid = re.search(r'^msgid ((?:".*"\n?)+)', block, re.M)
        msgstr = re.search(r'^msgstr(?:\[0\])? ((?:".*"\n?)+)', block, re.M)
        if msgid and msgstr:
            join = lambda m: "".join(re.findall(r'"(.*)"', m.group(1)))  # noqa: E731
            entries.append((join(msgid), join(msgstr)))
    return entries


@pytest.mark.parametrize("language", ["ja", "vi"])
def test_every_string_is_translated_and_compiled(language: str) -> None:
    po = LOCALE / language / "LC_MESSAGES" / "django.po"
    entries = _po_entries(po)
    assert len(entries) > 400
    untranslated = [msgid for msgid, msgstr in entries if not msgstr]
    assert untranslated == []
    assert "#, fuzzy" not in po.read_text(encoding="utf-8")
    with open(po.with_suffix(".mo"), "rb") as handle:
        compiled = GNUTranslations(handle)
    # the committed .mo holds every message of the .po (run compilemessages after editing the .po)
    assert len(compiled._catalog) >= len(entries)  # type: ignore[attr-defined]


def _switch(client: Client, language: str) -> None:
    response = client.post(reverse("set_language"), {"language": language, "next": "/"})
    assert response.status_code == 302


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ["Standings", "Rounds", "Points"]),
        ("ja", ["順位表", "回戦", "ポイント"]),
        ("vi", ["Bảng xếp hạng", "Các vòng", "Điểm số"]),
    ],
)
def test_the_switcher_changes_the_language_of_the_pages(
    client: Client, event: Tournament, language: str, words: list[str]
) -> None:
    _switch(client, language)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert f'<html lang="{language}">' in page
    for word in words:
        assert word in page


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "tanyao", "haku", "east"),
    [
        ("en", "Tanyao", "Yakuhai: white dragon", "E"),
        ("ja", "断幺九", "役牌 白", "東"),
        ("vi", "Tanyao", "Yakuhai: Haku (rồng trắng)", "Đ"),
    ],
)
def test_yaku_and_winds_use_the_usual_names_of_each_language(
    client: Client, event: Tournament, scorer: Any, language: str, tanyao: str, haku: str, east: str
) -> None:
    client.force_login(scorer)
    _switch(client, language)
    game = first_game(event.rounds.get(number=1))
    config = client.get(reverse("enter", args=[event.slug, game.pk])).context["config"]
    labels = {y["name"]: y["label"] for y in config["yaku"]}
    assert labels["tanyao"] == tanyao
    assert labels["yakuhai_haku"] == haku
    assert config["players"][0]["wind"] == east


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "date", "score"),
    [
        ("en", "Nov. 22, 2026", "30,000"),
        ("ja", "2026年11月22日", "30,000"),
        ("vi", "22 tháng 11 năm 2026", "30.000"),
    ],
)
def test_dates_and_numbers_follow_the_language(
    client: Client, owner: Any, language: str, date: str, score: str
) -> None:
    event = make_event(owner, starts_on=datetime.date(2026, 11, 22))
    round_ = seat_next_round(event, owner)
    _switch(client, language)
    standings = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert date in standings
    game_page = client.get(reverse("game", args=[event.slug, first_game(round_).pk])).content.decode()
    assert score in game_page


@pytest.mark.django_db
def test_a_japanese_hand_log_lists_with_the_japanese_comma(client: Client, owner: Any) -> None:
    """A walkthrough read 「立直, 断幺九」: English commas in Japanese text."""
    from tests.site.conftest import RON_E_FROM_S
    from tournaments import services

    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    client.cookies["django_language"] = "ja"
    log = client.get(f"/t/{event.slug}/games/{game.pk}/").content.decode().split('id="hand-log"')[1]
    log = re.sub(r"<[^>]+>", "", log)  # each yaku is in an unbreakable span
    assert "立直、断幺九" in log and "立直, " not in log
    client.cookies["django_language"] = "en"
    log = client.get(f"/t/{event.slug}/games/{game.pk}/").content.decode().split('id="hand-log"')[1]
    assert "riichi, tanyao" in re.sub(r"<[^>]+>", "", log).lower()
