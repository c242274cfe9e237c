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
    assert "牌譜の持ち点は25,000点、この大会のルールでは各30,000点です" in page
    assert game.hands.count() == 0


def test_an_import_without_a_file_says_to_choose_one(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, preset="tenhou")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    response = client.post(reverse("game_import", args=[event.slug, game.pk]), follow=True)
    assert "Choose a Tenhou record to import" in response.content.decode()
