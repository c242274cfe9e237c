"""Tile entry: the riichi step is the only riichi switch; a tile hand of a player who declared
riichi counts the riichi yaku without a second tap."""

import pytest
from django.test import Client

from tests.site.test_hand_entry import preview
from tournaments.models import Game

# 234m 345p 456s 678s 88s, ron on 6s: tanyao + pinfu (2 han 30 fu). With riichi 3 han 30 fu:
# a non-dealer's ron is 3900 (rules.md payment table), plus the winner's own stick back.
TILES = {"mode": "tiles", "hand": "2m3m4m3p4p5p4s5s6s7s8s8s8s6s", "win": "6s"}


@pytest.mark.django_db
def test_a_tile_hand_of_a_riichi_player_counts_riichi(scorer_client: Client, game: Game) -> None:
    result = preview(
        scorer_client,
        game,
        {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [1], "wins": {"1": dict(TILES)}},
    )
    assert result["legal"] is True, result
    assert "3 han 30 fu" in result["wins"][0]["text"]
    assert result["deltas"] == [0, 3900, -3900, 0]


@pytest.mark.django_db
def test_a_tile_hand_without_riichi_does_not_count_it(scorer_client: Client, game: Game) -> None:
    result = preview(
        scorer_client,
        game,
        {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [3], "wins": {"1": dict(TILES)}},
    )
    assert result["legal"] is True, result
    assert "2 han 30 fu" in result["wins"][0]["text"]


@pytest.mark.django_db
def test_the_yaku_checklist_stops_offering_triplet_yaku_once_pinfu_is_ticked(
    scorer_client: Client,
    game: Game,
) -> None:
    win = {"mode": "quick", "closed": True, "yaku": ["pinfu"], "dora": 0}
    result = preview(
        scorer_client, game, {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [], "wins": {"1": win}}
    )
    offered = set(result["options"]["1"]["yaku"])
    assert {"sanshoku_doukou", "sankantsu", "toitoi", "honroutou", "shousangen"}.isdisjoint(offered)
    assert {"tanyao", "sanshoku", "ittsu", "iipeikou"} <= offered


@pytest.mark.django_db
def test_a_quick_win_of_a_riichi_player_gets_riichi_ticked(
    scorer_client: Client,
    game: Game,
) -> None:
    # riichi + tanyao, 2 han 30 fu closed ron by a non-dealer: 2000 (the winner's own stick comes back)
    win = {"mode": "quick", "closed": True, "yaku": ["tanyao"], "dora": 0, "fu": 30}
    payload = {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [1], "wins": {"1": win}}
    result = preview(scorer_client, game, payload)
    assert result["fixed"]["1"]["yaku"] == ["tanyao", "riichi"]
    assert result["legal"] is True, result
    assert result["deltas"] == [0, 2000, -2000, 0]


@pytest.mark.django_db
def test_a_double_riichi_is_not_given_a_second_riichi(
    scorer_client: Client,
    game: Game,
) -> None:
    win = {"mode": "quick", "closed": True, "yaku": ["double_riichi", "tanyao"], "dora": 0, "fu": 30}
    payload = {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [1], "wins": {"1": win}}
    result = preview(scorer_client, game, payload)
    assert "yaku" not in (result["fixed"] or {}).get("1", {})
    assert result["legal"] is True, result


def test_a_riichi_pinfu_tsumo_gets_menzen_tsumo_ticked_and_its_only_fu(
    scorer_client: Client,
    game: Game,
) -> None:
    """The fu row used to vanish with only "Pick the fu" to say why (menzen tsumo was not ticked)."""
    win = {"mode": "quick", "closed": True, "yaku": ["pinfu"], "dora": 0}
    payload = {"kind": "tsumo", "winners": [1], "riichi": [1], "wins": {"1": win}}
    result = preview(scorer_client, game, payload)
    assert set(result["fixed"]["1"]["yaku"]) == {"pinfu", "riichi", "menzen_tsumo"}
    assert result["fixed"]["1"]["fu"] == 20  # pinfu tsumo: 20 fu, the only value
    assert result["legal"] is True, result
    # 3 han 20 fu by a non-dealer: 700 from each non-dealer, 1300 from the dealer
    assert result["deltas"] == [-1300, 2700, -700, -700]


def test_a_ron_whose_discarder_is_not_picked_yet_offers_no_tsumo_yaku(
    scorer_client: Client,
    game: Game,
) -> None:
    win = {"mode": "quick", "closed": True, "yaku": [], "dora": 0}
    result = preview(scorer_client, game, {"kind": "ron", "winners": [1], "wins": {"1": win}})
    offered = set(result["options"]["1"]["yaku"])
    assert not offered & {"menzen_tsumo", "haitei", "rinshan", "chiihou"}
    assert {"houtei", "chankan"} <= offered


def test_the_tile_pad_names_tiles_in_the_page_language_and_english_names_only_the_honors() -> None:
    """A Japanese scorer read 1z..7z on the pad, and so did an English one; the notation stays what
    is stored and sent."""
    from django.utils import translation

    from tournaments.views.entry_config import TILES, tile_labels

    with translation.override("en"):
        english = tile_labels()
    assert {t: english[t] for t in TILES if t[1] != "z"} == {t: t for t in TILES if t[1] != "z"}
    assert [english[f"{n}z"] for n in range(1, 8)] == ["E", "S", "W", "N", "Wh", "Gr", "Rd"]
    with translation.override("ja"):
        labels = tile_labels()
    assert (labels["1m"], labels["9p"], labels["5s"], labels["0p"]) == ("1萬", "9筒", "5索", "赤5筒")
    assert [labels[f"{n}z"] for n in range(1, 8)] == ["東", "南", "西", "北", "白", "發", "中"]
