"""Importing a Tenhou record from a game's entry page (the API had it; the site offered no way)."""

from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round

pytestmark = pytest.mark.django_db
DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
if not DATA.exists():
    DATA = Path("/work/shared/data")
MJLOG = DATA / "mjlog/2010050507gm-00a9-0000-f13f215d_tw_1.mjlog"


def upload(client: Client, slug: str, game_id: int, **extra: Any) -> str:
    data = {"file": SimpleUploadedFile(MJLOG.name, MJLOG.read_bytes()), **extra}
    response = client.post(reverse("game_import", args=[slug, game_id]), data, follow=True)
    assert response.redirect_chain[-1][0] == reverse("enter", args=[slug, game_id])
    return response.content.decode()


def test_the_entry_page_of_an_empty_game_offers_the_import(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, preset="tenhou")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    page = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    assert 'id="import-tenhou"' in page and 'enctype="multipart/form-data"' in page
    if not MJLOG.exists():
        pytest.skip("sample record not available")
    page = upload(client, event.slug, game.pk)
    assert f"Imported 11 hands from {MJLOG.name}." in page
    game.refresh_from_db()
    assert game.state["scores"] == [26200, 28100, 12200, 33500]  # the record's own end scores
    assert (
        'id="import-tenhou"' not in client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    )


def test_a_record_at_other_start_points_says_what_to_tick_in_the_page_language(
    client: Client, owner: Any
) -> None:
    if not MJLOG.exists():
        pytest.skip("sample record not available")
    event = make_event(owner, players=4)  # WRC: 30,000 each
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    page = upload(client, event.slug, game.pk)
    assert (
        "The record starts with 25,000 points, this event&#x27;s rules with 30,000 each: tick "
        "“Count this event&#x27;s rules” to import it under them"
    ) in page
    client.cookies["django_language"] = "ja"
    page = upload(client, event.slug, game.pk)
    assert "牌譜の持ち点は25,000点、このイベントのルールでは各30,000点です" in page
    assert game.hands.count() == 0


def test_an_import_without_a_file_says_to_choose_one(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, preset="tenhou")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    response = client.post(reverse("game_import", args=[event.slug, game.pk]), follow=True)
    assert "Choose a Tenhou record to import" in response.content.decode()


@pytest.mark.parametrize(
    ("said", "en", "ja"),
    [
        ("holds no hands", "The record holds no hands", "牌譜は局を含みません"),
        (
            "hand 2 (E2-0) starts at 24100 / 25900 / 25000 / 25000 in the file but at 24000 / 26000 / "
            "25000 / 25000 under this event's rules; import it with accept_differences to count the "
            "event's rules",
            "Hand 2 (E2-0) starts at 24100 / 25900 / 25000 / 25000 in the record but at 24000 / 26000 / "
            "25000 / 25000 under this event's rules: tick “Count this event's rules” to import it under them",
            "第2局（E2-0）の開始時の点数は牌譜では24100 / 25900 / 25000 / 25000",
        ),
    ],
)
def test_an_import_refusal_reads_as_the_page_says_it_not_as_the_api_does(said: str, en: str, ja: str) -> None:
    """The page's refusals were the API's: no subject ("Holds no hands") and a parameter to send
    ("import it with accept_differences") where the page has a box to tick."""
    from django.utils import translation

    from tournaments.services.errors import ServiceError
    from tournaments.views import messages_i18n

    error = ServiceError("content", said)
    with translation.override("en"):
        assert messages_i18n.sentence(error) == en
    with translation.override("ja"):
        assert messages_i18n.sentence(error).startswith(ja)
