"""A win's summary names where every han comes from: the yaku and, when there are any, the dora."""

import re

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.test_hand_entry import preview, quick, ron, save
from tournaments.models import Game

pytestmark = pytest.mark.django_db


def test_the_preview_and_the_log_list_the_dora_beside_the_yaku(
    scorer_client: Client,
    game: Game,
) -> None:
    # South: riichi + tanyao + 2 dora = 4 han 30 fu (mangan with kiriage or 7700 without)
    hand = ron(1, 2, quick("riichi", "tanyao", dora=2, han=4, fu=30), riichi=[1])
    text = preview(scorer_client, game, hand)["wins"][0]["text"]
    assert "4 han 30 fu" in text
    assert "Riichi 1, Tanyao 1, Dora 2" in text
    assert save(scorer_client, game, hand).status_code == 200
    page = scorer_client.get(reverse("enter", args=[game.tournament.slug, game.pk])).content.decode()
    assert "Riichi, Tanyao, Dora 2" in re.sub(r"<[^>]+>", "", page)  # each yaku in an unbreakable span


def test_no_dora_no_dora_label(scorer_client: Client, game: Game) -> None:
    hand = ron(1, 2, quick("riichi", "tanyao", han=2, fu=30), riichi=[1])
    text = preview(scorer_client, game, hand)["wins"][0]["text"]
    assert "Dora" not in text


def test_from_five_han_no_fu_is_named(scorer_client: Client, game: Game) -> None:
    # an organizer read "Mangan · 5 han 30 fu" in the log for a hand entered by han alone
    hand = ron(1, 2, quick("riichi", "tanyao", dora=3, han=5), riichi=[1])
    text = preview(scorer_client, game, hand)["wins"][0]["text"]
    assert "5 han" in text and " fu" not in text
    assert save(scorer_client, game, hand).status_code == 200
    page = scorer_client.get(reverse("enter", args=[game.tournament.slug, game.pk])).content.decode()
    log = re.sub(r"<[^>]+>", "", page)
    assert "Mangan · 5 han · Riichi" in log
    assert "5 han 30 fu" not in log
