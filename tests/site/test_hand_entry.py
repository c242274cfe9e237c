"""Hand entry at a table: the pickers offer only what is still possible, the preview shows each
player's payment (or the reason a hand is impossible, in words) before anything is saved; saving,
undo, editing an earlier hand with its audit trail, and final-scores-only entry.

Expected points come from the payment table (rules.md section 5): dealer ron 3 han 30 fu = 5800,
non-dealer ron 2 han 30 fu = 2000, non-dealer tsumo 2 han 20 fu = 400/700.
"""

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import RON_E_FROM_S, first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game, Tournament
from tournaments.views.game_log import players_of


def quick(
    *yaku: str, han: int | None = None, fu: int | None = None, dora: int = 0, closed: bool = True
) -> dict:
    return {"mode": "quick", "closed": closed, "yaku": list(yaku), "dora": dora, "han": han, "fu": fu}


def ron(winner: int, discarder: int, win: dict, riichi: list[int] | None = None) -> dict:
    return {
        "kind": "ron",
        "winners": [winner],
        "discarder": discarder,
        "riichi": riichi or [],
        "wins": {str(winner): win},
    }


def tsumo(winner: int, win: dict, riichi: list[int] | None = None) -> dict:
    return {"kind": "tsumo", "winners": [winner], "riichi": riichi or [], "wins": {str(winner): win}}


def preview(client: Client, game: Game, payload: dict, number: int | None = None, edit: bool = False) -> dict:
    url = reverse("hand_preview", args=[game.tournament.slug, game.pk])
    if number is not None:
        url += f"?number={number}" + ("&edit=1" if edit else "")
    response = client.post(url, json.dumps(payload), content_type="application/json")
    assert response.status_code == 200
    return response.json()


def save(client: Client, game: Game, payload: dict, number: int | None = None, edit: bool = False) -> Any:
    url = reverse("hand_save", args=[game.tournament.slug, game.pk])
    if number is None:  # the next hand, as the entry page's address gives it
        number = Game.objects.get(pk=game.pk).hand_count + 1
    url += f"?number={number}" + ("&edit=1" if edit else "")
    return client.post(url, json.dumps(payload), content_type="application/json")


@pytest.mark.django_db
def test_the_preview_shows_every_players_payment_before_saving(scorer_client: Client, game: Game) -> None:
    result = preview(
        scorer_client, game, ron(0, 1, quick("riichi", "tanyao", dora=1, han=3, fu=30), riichi=[0])
    )
    assert result["legal"] is True
    assert result["deltas"] == [5800, -5800, 0, 0]  # dealer ron 3 han 30 fu; own riichi stick comes back
    assert result["scores"] == [35800, 24200, 30000, 30000]
    assert "3 han 30 fu" in result["wins"][0]["text"]
    assert game.hands.count() == 0  # a preview stores nothing


@pytest.mark.django_db
def test_a_non_dealer_tsumo_is_paid_by_everyone(scorer_client: Client, game: Game) -> None:
    result = preview(scorer_client, game, tsumo(1, quick("menzen_tsumo", "pinfu", han=2, fu=20)))
    assert result["deltas"] == [-700, 1500, -400, -400]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("payload", "fu"),
    [
        (ron(1, 2, quick("chiitoitsu")), [25]),
        (tsumo(1, quick("menzen_tsumo", "pinfu")), [20]),
        (ron(1, 2, quick("pinfu")), [30]),
        (ron(1, 2, quick("tanyao", closed=False)), [30, 40, 50, 60, 70, 80, 90, 100, 110]),
        (ron(1, 2, quick("chinitsu", closed=False)), []),  # 5 han: fu no longer matter
    ],
)
def test_the_fu_picker_offers_only_possible_values(
    scorer_client: Client, game: Game, payload: dict, fu: list
) -> None:
    result = preview(scorer_client, game, payload)
    winner = str(payload["winners"][0])
    assert result["options"][winner]["fu"] == fu


@pytest.mark.django_db
def test_the_han_picker_follows_the_yaku_and_dora(scorer_client: Client, game: Game) -> None:
    result = preview(scorer_client, game, ron(1, 2, quick("tanyao", "iipeikou", dora=2)))
    assert result["options"]["1"]["han"] == [4]
    assert result["fixed"]["1"]["han"] == 4


@pytest.mark.django_db
def test_the_yaku_checklist_hides_what_the_hand_can_no_longer_have(scorer_client: Client, game: Game) -> None:
    closed = preview(scorer_client, game, ron(1, 2, quick()))["options"]["1"]["yaku"]
    assert {"pinfu", "iipeikou", "tanyao", "chanta"} <= set(closed)
    assert "riichi" not in closed  # player 2 did not declare riichi this hand
    assert "menzen_tsumo" not in closed  # a ron
    opened = preview(scorer_client, game, ron(1, 2, quick(closed=False)))["options"]["1"]["yaku"]
    assert "pinfu" not in opened and "iipeikou" not in opened and "tanyao" in opened
    with_tanyao = preview(scorer_client, game, ron(1, 2, quick("tanyao")))["options"]["1"]["yaku"]
    assert "chanta" not in with_tanyao and "yakuhai_haku" not in with_tanyao and "pinfu" in with_tanyao
    riichi = preview(scorer_client, game, ron(1, 2, quick(), riichi=[1]))["options"]["1"]["yaku"]
    # the declarer's riichi is ticked for them, so ippatsu may follow; without riichi it may not
    assert "riichi" in riichi and "ippatsu" in riichi and "ippatsu" not in closed
    with_riichi = preview(scorer_client, game, ron(1, 2, quick("riichi"), riichi=[1]))["options"]["1"]["yaku"]
    assert "ippatsu" in with_riichi


@pytest.mark.django_db
def test_a_hand_that_cannot_be_is_explained_in_words(scorer_client: Client, game: Game) -> None:
    result = preview(scorer_client, game, ron(1, 2, quick("chiitoitsu", han=2, fu=25), riichi=[1]))
    assert result["legal"] is True
    bad = preview(
        scorer_client,
        game,
        {
            "kind": "ron",
            "winners": [1],
            "discarder": 2,
            "riichi": [],
            "wins": {"1": {"mode": "tiles", "hand": "123m456p555789s11z", "win": "9s"}},
        },
    )
    assert bad["legal"] is False
    assert any("yaku" in e for e in bad["errors"]), bad["errors"]


@pytest.mark.django_db
def test_a_hand_given_tile_by_tile_is_valued_by_the_engine(scorer_client: Client, game: Game) -> None:
    # 234m 345p 456s 678s 88s, ron on 6s (two-sided): tanyao + pinfu, 2 han 30 fu, non-dealer: 2000
    tiles = {"mode": "tiles", "hand": "2m3m4m3p4p5p4s5s6s7s8s8s8s6s", "win": "6s"}
    result = preview(
        scorer_client,
        game,
        {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [], "wins": {"1": tiles}},
    )
    assert result["legal"] is True, result
    assert result["deltas"] == [0, 2000, -2000, 0]
    assert "2 han 30 fu" in result["wins"][0]["text"]


@pytest.mark.django_db
def test_the_preview_says_what_is_still_to_pick(scorer_client: Client, game: Game) -> None:
    result = preview(
        scorer_client,
        game,
        {"kind": "ron", "winners": [1], "riichi": [], "wins": {"1": quick("tanyao", fu=30)}},
    )
    assert result["legal"] is False and result["incomplete"] is True
    assert "Pick who dealt in." in result["errors"]


@pytest.mark.django_db
def test_saving_stores_the_hand_and_moves_the_table_on(scorer_client: Client, game: Game) -> None:
    response = save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))
    assert response.json() == {"ok": True, "redirect": reverse("enter", args=[game.tournament.slug, game.pk])}
    game.refresh_from_db()
    assert game.hand_count == 1
    assert game.state["scores"] == [30000, 32000, 28000, 30000]
    page = scorer_client.get(reverse("enter", args=[game.tournament.slug, game.pk]))
    table = page.context["table"]
    assert table["dealer"] == 1 and table["honba"] == 0  # non-dealer win: the deal passes
    assert [s["score"] for s in table["seats"]] == [30000, 32000, 28000, 30000]


@pytest.mark.django_db
def test_an_illegal_hand_is_not_saved(scorer_client: Client, game: Game) -> None:
    no_yaku = {"mode": "tiles", "hand": "123m456p555789s11z", "win": "9s"}
    response = save(scorer_client, game, ron(1, 2, no_yaku))
    assert response.status_code == 400
    assert response.json()["ok"] is False
    assert game.hands.count() == 0


@pytest.mark.django_db
def test_riichi_sticks_stay_on_the_table_through_a_draw_and_go_to_the_next_winner(
    scorer_client: Client, game: Game
) -> None:
    save(scorer_client, game, {"kind": "draw", "tenpai": [0, 1], "riichi": [1]})
    game.refresh_from_db()
    assert game.state["deposits"] == 1 and game.state["honba"] == 1  # dealer tenpai: stays, honba 1
    # 1 honba adds 300; the stick goes to the winner: 2000 + 300 + 1000
    result = preview(scorer_client, game, ron(2, 3, quick("tanyao", "pinfu", han=2, fu=30)))
    assert result["deltas"] == [0, 0, 3300, -2300]
    # the 3,300 is explained: a scorer checking by hand saw only "2 han 30 fu" beside it
    assert result["wins"][0]["text"].endswith(" · +300 honba, +1,000 for 1 riichi stick")


@pytest.mark.django_db
def test_the_winners_own_riichi_stick_of_the_hand_is_not_named_as_a_gain(
    scorer_client: Client, game: Game
) -> None:
    """It comes back at once: "+1,000 for 1 riichi stick" beside a net +2,000 read as money missing."""
    alone = preview(scorer_client, game, ron(1, 2, quick("riichi", "tanyao", han=2, fu=30), riichi=[1]))
    assert alone["deltas"] == [0, 2000, -2000, 0]  # WRC 2 han 30 fu: 2,000; the stick went and came back
    assert "stick" not in alone["wins"][0]["text"]
    save(scorer_client, game, {"kind": "draw", "tenpai": [0, 1, 3], "riichi": [3]})  # North's stick stays
    game.refresh_from_db()
    result = preview(scorer_client, game, ron(1, 2, quick("riichi", "tanyao", han=2, fu=30), riichi=[1]))
    assert result["deltas"] == [0, 3300, -2300, 0]  # + 300 honba + North's 1,000
    assert result["wins"][0]["text"].endswith(" · +300 honba, +1,000 for 1 riichi stick")


@pytest.mark.django_db
def test_in_a_double_ron_the_preview_says_who_took_the_honba_and_the_sticks(
    scorer_client: Client, game: Game
) -> None:
    event = game.tournament  # WRC has head bump: double ron as most rule sets have it
    event.ruleset = {**event.ruleset, "multiple_ron": "double"}
    event.save(update_fields=["ruleset"])
    save(scorer_client, game, {"kind": "draw", "tenpai": [0], "riichi": [0]})  # dealer stays, 1 honba
    payload = ron(1, 0, quick("tanyao", "pinfu", han=2, fu=30), riichi=[2])
    payload["winners"] = [1, 3]
    payload["wins"]["3"] = quick("tanyao", "pinfu", han=2, fu=30)
    result = preview(scorer_client, game, payload)
    assert result["legal"], result.get("errors")
    texts = [w["text"] for w in result["wins"]]
    # South is nearest the East discarder: the honba and both sticks (the draw's and this hand's)
    assert texts[0].endswith(" · +300 honba, +2,000 for 2 riichi sticks")
    assert "honba" not in texts[1] and "stick" not in texts[1]


@pytest.mark.django_db
def test_editing_an_earlier_hand_says_which_later_payments_change_before_saving(
    scorer_client: Client, game: Game
) -> None:
    """Unticking the dealer's tenpai in a draw passed the deal: the next hand's winner became the
    dealer and won 900 more, and nothing said so before "Save the change"."""
    save(scorer_client, game, {"kind": "draw", "tenpai": [0]})  # the dealer stays, 1 honba
    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))  # 2,000 + 300
    same = preview(scorer_client, game, {"kind": "draw", "tenpai": [0, 3]}, number=1, edit=True)
    assert same["legal"] and same["later"] == []  # hand 2 is paid as it was
    result = preview(scorer_client, game, {"kind": "draw", "tenpai": []}, number=1, edit=True)
    assert result["legal"]
    (change,) = result["later"]
    south, west = game.table.seats.get(wind=1), game.table.seats.get(wind=2)
    assert change == (
        f"Hand 2 (East 2, 1 honba) changes too: {south.registration.player.name} +2,300 → +3,200, "
        f"{west.registration.player.name} −2,300 → −3,200"
    )  # South deals East 2: a dealer's 2 han 30 fu is 2,900, and the honba 300
    assert game.hands.get(number=1).record["tenpai"] == [0]  # a preview stores nothing


@pytest.mark.django_db
def test_undo_removes_the_last_hand(scorer_client: Client, game: Game) -> None:
    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))
    response = scorer_client.post(reverse("hand_undo", args=[game.tournament.slug, game.pk]), {"number": 1})
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.hand_count == 0
    assert game.state["scores"] == [30000] * 4


@pytest.mark.django_db
def test_editing_an_earlier_hand_refolds_the_game_and_shows_the_trail(
    scorer_client: Client, game: Game
) -> None:
    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))
    save(scorer_client, game, {"kind": "draw", "tenpai": [], "riichi": []})
    edit_url = reverse("hand_edit", args=[game.tournament.slug, game.pk, 1])
    config = scorer_client.get(edit_url).context["config"]
    assert config["initial"]["winners"] == [1] and config["initial"]["discarder"] == 2
    response = save(
        scorer_client, game, ron(1, 3, quick("tanyao", "pinfu", han=2, fu=30)), number=1, edit=True
    )
    assert response.json()["ok"] is True
    game.refresh_from_db()
    assert game.hand_count == 2
    assert game.state["scores"] == [30000, 32000, 30000, 28000]  # now player 4 dealt in
    trail = scorer_client.get(edit_url).context["trail"]
    assert [e.action for e in trail] == ["game_edit_hand", "game_record_hand"]
    assert trail[0].before["discarder"] == 2 and trail[0].after["discarder"] == 3
    # the game goes on: the edit lands back on entering its next hand
    assert response.json()["redirect"] == reverse("enter", args=[game.tournament.slug, game.pk])


@pytest.mark.django_db
def test_correcting_a_hand_of_a_game_that_is_over_lands_on_its_results_not_beside_undo(
    scorer_client: Client, game: Game
) -> None:
    """A round opened again to correct a score: the scorer edits hand 1 of a finished game and is
    taken to the game's page, with "Hand 1 changed.", not to the entry page with "Undo hand 2"."""
    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))
    save(scorer_client, game, {"kind": "draw", "tenpai": [], "riichi": []})
    services.game_finish(game=game, by=game.tournament.owner)
    response = save(
        scorer_client, game, ron(1, 3, quick("tanyao", "pinfu", han=2, fu=30)), number=1, edit=True
    )
    landing = response.json()["redirect"]
    assert landing == reverse("game", args=[game.tournament.slug, game.pk])
    page = scorer_client.get(landing).content.decode()
    assert "Hand 1 changed; after hand 2 the scores are now" in page and 'id="undo"' not in page


@pytest.mark.django_db
def test_final_scores_only_entry(client: Client, event: Tournament, owner: Any, game: Game) -> None:
    client.force_login(owner)
    url = reverse("final_scores", args=[event.slug, game.pk])
    bad = client.post(
        url, {"score_0": 40000, "score_1": 30000, "score_2": 30000, "score_3": 30000, "deposits_left": 0}
    )
    assert bad.status_code == 200
    assert "The four scores must add up to 120,000; they add up to 130,000" in bad.content.decode()
    good = client.post(
        url, {"score_0": 45000, "score_1": 32000, "score_2": 25000, "score_3": 17000, "deposits_left": 1}
    )
    assert good.status_code == 302
    game.refresh_from_db()
    assert game.final_scores == [45000, 32000, 25000, 17000]


def post_final(client: Client, game: Game, scores: list[int], deposits_left: int = 0) -> str:
    response = client.post(
        reverse("final_scores", args=[game.tournament.slug, game.pk]),
        {**{f"score_{seat}": score for seat, score in enumerate(scores)}, "deposits_left": deposits_left},
    )
    assert response.status_code == 200  # refused: the form again, with the reasons
    game.refresh_from_db()
    assert game.final_scores is None
    return response.content.decode()


# Table 1 seats Players 1-4 East, South, West, North; WRC: 30000 each, 120000 on the table.
BAD_NORTH = [40000, 30000, 30000, 20050]
ONE_STICK_TOO_MANY = [45000, 32000, 25000, 18000]  # 120000 with 1 stick left: the scores need 119000


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "bad_score", "total"),
    [
        (
            "en",
            "Player 4 (North): 20,050 is not a multiple of 100",
            "The four scores must add up to 119,000 (120,000 less 1 riichi stick left on the table); "
            "they add up to 120,000",
        ),
        (
            "ja",
            "Player 4（北）：20,050点は100点単位ではありません",
            "4人の持ち点の合計を119,000点（120,000点から卓に残った供託棒1本分を引いた点数）にしてください"
            "（現在の合計は120,000点）",
        ),
        (
            "vi",
            "Player 4 (Bắc): 20.050 không phải là bội số của 100",
            "Tổng điểm của bốn người phải bằng 119.000 (120.000 trừ 1 que riichi còn trên bàn); "
            "hiện tổng là 120.000",
        ),
    ],
)
def test_refused_final_scores_name_the_player_and_the_expected_total_in_the_page_language(
    scorer_client: Client, game: Game, language: str, bad_score: str, total: str
) -> None:
    scorer_client.cookies["django_language"] = language
    page = post_final(scorer_client, game, BAD_NORTH)
    assert bad_score in page
    page = post_final(scorer_client, game, ONE_STICK_TOO_MANY, deposits_left=1)
    assert total in page
    if language != "en":
        assert "multiple of 100" not in page and "add up to" not in page


@pytest.mark.django_db
def test_two_sticks_left_read_in_the_plural(scorer_client: Client, game: Game) -> None:
    page = post_final(scorer_client, game, ONE_STICK_TOO_MANY, deposits_left=2)
    assert "must add up to 118,000 (120,000 less 2 riichi sticks left on the table)" in page


@pytest.mark.django_db
def test_final_scores_for_a_game_with_hands_are_refused_naming_the_game_in_vietnamese(
    scorer_client: Client, game: Game
) -> None:
    services.game_record_hand(
        game=game, number=1, record={"kind": "draw", "tenpai": [0], "riichi": []}, by=game.tournament.owner
    )
    scorer_client.cookies["django_language"] = "vi"
    response = scorer_client.post(
        reverse("final_scores", args=[game.tournament.slug, game.pk]),
        {"score_0": 33000, "score_1": 29000, "score_2": 29000, "score_3": 29000, "deposits_left": 0},
    )
    assert response.status_code == 200
    assert "Trận đã có ván được ghi; hãy hoàn tác các ván đó trước khi nhập điểm cuối" in (
        response.content.decode()
    )


@pytest.mark.django_db
def test_the_game_page_shows_each_hand_and_a_chart_of_the_scores(
    client: Client, event: Tournament, owner: Any, game: Game
) -> None:
    record = {
        "kind": "ron",
        "discarder": 2,
        "riichi": [],
        "wins": [{"winner": 1, "hand": {"han": 2, "fu": 30, "yaku": ["tanyao", "pinfu"], "dora_count": 0}}],
    }
    services.game_record_hand(game=game, number=1, record=record, by=owner)
    services.game_record_hand(
        game=game, number=2, record={"kind": "draw", "tenpai": [1], "riichi": []}, by=owner
    )
    page = client.get(reverse("game", args=[event.slug, game.pk]))
    entries = page.context["log"]["entries"][::-1]  # the game goes on: its latest hand on top
    assert [e["deltas"] for e in entries] == [[0, 2000, -2000, 0], [-1000, 3000, -1000, -1000]]
    html = page.content.decode()
    assert "<svg" in html and html.count("<polyline") == 4
    assert "Player 2 ron from Player 3" in html


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("preset", "kinds"),
    [
        ("wrc", ["ron", "tsumo", "draw", "chombo"]),  # WRC: no abortive draws, no nagashi mangan
        ("tenhou", ["ron", "tsumo", "draw", "abort", "nagashi"]),  # no chombo rule (it was refused on save)
    ],
)
def test_the_outcomes_offered_follow_the_ruleset(
    client: Client, owner: Any, preset: str, kinds: list[str]
) -> None:
    from tests.site.conftest import make_event, seat_next_round

    event = make_event(owner, preset=preset, name=f"{preset} night")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    config = client.get(reverse("enter", args=[event.slug, game.pk])).context["config"]
    assert [k["value"] for k in config["kinds"]] == kinds
    assert config["multiple_ron"] is (preset == "tenhou")  # WRC: head bump, one winner per ron
    # the dora count says what it includes: WRC plays no red fives (it said "red fives and ura")
    dora = {"wrc": "Dora (ura included)", "tenhou": "Dora (red fives and ura included)"}[preset]
    assert config["text"]["dora"] == dora


def test_tile_entry_offers_no_ippatsu_nor_ura_dora_where_the_rules_have_none(
    client: Client, owner: Any
) -> None:
    from tests.site.conftest import make_event, seat_next_round

    jpml = make_event(owner, preset="jpml_a", name="JPML night")
    game = first_game(seat_next_round(jpml, owner))
    client.force_login(owner)
    config = client.get(reverse("enter", args=[jpml.slug, game.pk])).context["config"]
    assert "ippatsu" not in [f["value"] for f in config["flags"]] and config["ura_dora"] is False
    assert config["text"]["dora"] == "Dora"  # JPML-A: no red fives, no ura


@pytest.fixture
def tenhou_game(owner: Any) -> Game:
    from tests.site.conftest import make_event, seat_next_round

    event = make_event(owner, preset="tenhou", name="Tenhou night")
    return first_game(seat_next_round(event, owner))


@pytest.mark.django_db
def test_a_double_ron_pays_both_winners(client: Client, owner: Any, tenhou_game: Game) -> None:
    client.force_login(owner)
    payload = {
        "kind": "ron",
        "winners": [1, 3],
        "discarder": 2,
        "riichi": [],
        "wins": {"1": quick("tanyao", "pinfu", han=2, fu=30), "3": quick("chiitoitsu", han=2, fu=25)},
    }
    result = preview(client, tenhou_game, payload)
    assert result["legal"] is True, result
    # 2 han 30 fu = 2000 and 2 han 25 fu = 1600, both from West
    assert result["deltas"] == [0, 2000, -3600, 1600]
    assert len(result["wins"]) == 2


@pytest.mark.django_db
def test_an_abortive_draw_keeps_the_dealer_and_adds_a_honba(
    client: Client, owner: Any, tenhou_game: Game
) -> None:
    client.force_login(owner)
    result = preview(client, tenhou_game, {"kind": "abort", "reason": "kyuushu", "riichi": []})
    assert result["legal"] is True and result["deltas"] == [0, 0, 0, 0]
    assert "East 1" in result["next"] and "1 honba" in result["next"]


@pytest.mark.django_db
def test_nagashi_mangan_is_paid_as_a_mangan_tsumo(client: Client, owner: Any, tenhou_game: Game) -> None:
    client.force_login(owner)
    result = preview(client, tenhou_game, {"kind": "nagashi", "nagashi": [2], "tenpai": [], "riichi": []})
    assert result["legal"] is True, result
    assert result["deltas"] == [-4000, -2000, 8000, -2000]  # non-dealer mangan tsumo: 4000 / 2000


@pytest.mark.django_db
def test_a_chombo_under_wrc_is_a_penalty_not_a_table_payment(scorer_client: Client, game: Game) -> None:
    result = preview(scorer_client, game, {"kind": "chombo", "offender": 2, "riichi": []})
    assert result["legal"] is True, result
    assert result["deltas"] == [0, 0, 0, 0]  # WRC takes chombo from the standings, after uma
    assert result["penalties"] == ["Player 3: \u221220 points in the standings (chombo)"]


@pytest.mark.django_db
def test_the_game_log_names_the_limit_and_the_yaku_the_engine_found(
    client: Client, event: Tournament, owner: Any, game: Game
) -> None:
    mangan = {
        "kind": "ron",
        "discarder": 2,
        "riichi": [],
        "wins": [
            {
                "winner": 1,
                "hand": {"han": 5, "fu": 30, "yaku": ["chinitsu"], "dora_count": 0, "closed": False},
            }
        ],
    }
    services.game_record_hand(game=game, number=1, record=mangan, by=owner)
    tiles = {"hand": "234m345p45667888s", "win": "6s"}
    services.game_record_hand(
        game=game,
        number=2,
        record={"kind": "ron", "discarder": 2, "riichi": [], "wins": [{"winner": 3, "hand": tiles}]},
        by=owner,
    )
    entries = client.get(reverse("game", args=[event.slug, game.pk])).context["log"]["entries"][::-1]
    assert entries[0]["wins"][0]["limit"] == "mangan"
    assert entries[0]["deltas"] == [0, 8000, -8000, 0]
    assert sorted(entries[1]["wins"][0]["yaku"]) == ["pinfu", "tanyao"]  # found from the tiles
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "Mangan" in page


@pytest.mark.django_db
def test_a_yakuman_needs_no_han_fu_or_dora(scorer_client: Client, game: Game) -> None:
    result = preview(scorer_client, game, ron(0, 1, quick("daisangen", dora=2)))
    assert result["options"]["0"]["han"] == [] and result["options"]["0"]["fu"] == []
    assert result["options"]["0"]["dora"] is False
    assert result["deltas"] == [48000, -48000, 0, 0]  # dealer yakuman ron
    assert "pinfu" not in result["options"]["0"]["yaku"]  # no ordinary yaku beside a yakuman


@pytest.mark.django_db
def test_a_save_retried_after_a_lost_answer_is_stored_once(scorer_client: Client, game: Game) -> None:
    payload = {**ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)), "idempotency_key": "tap-1"}
    first = save(scorer_client, game, payload, number=1)
    again = save(scorer_client, game, payload, number=1)
    assert first.json()["ok"] is True and again.json()["ok"] is True
    assert game.hands.count() == 1
    assert [e.action for e in game.audit.all()] == ["game_record_hand"]  # no edit recorded


@pytest.mark.django_db
def test_a_second_scorer_entering_the_same_hand_is_told_it_is_recorded(
    scorer_client: Client, game: Game
) -> None:
    save(
        scorer_client,
        game,
        {**ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)), "idempotency_key": "a"},
        number=1,
    )
    other = save(
        scorer_client,
        game,
        {**tsumo(0, quick("menzen_tsumo", "pinfu", han=2, fu=20)), "idempotency_key": "b"},
        number=1,
    )
    # the second phone's page is behind the game: it is told so and where to reload (it had read
    # only "hand 1 is recorded already" and kept showing the old scores)
    assert other.status_code == 409
    assert other.json()["errors"] == [
        "Hand 1 was saved meanwhile from another phone; what you entered here was not saved. "
        "Reload to see the game as it is now."
    ]
    assert other.json()["reload"] == f"/t/{game.table.round.tournament.slug}/games/{game.pk}/enter/"
    assert game.hands.count() == 1
    # the stale page's preview says it at the first pick; an edit of hand 1 previews as before
    url = reverse("hand_preview", args=[game.table.round.tournament.slug, game.pk])
    body = json.dumps({"kind": "draw", "tenpai": [0]})
    stale = scorer_client.post(url + "?number=1", body, content_type="application/json").json()
    assert stale["legal"] is False and stale["reload"] == other.json()["reload"]
    assert stale["errors"] == [
        "Hand 1 was saved meanwhile from another phone. Reload to see the game as it is now."
    ]
    edit = scorer_client.post(url + "?number=1&edit=1", body, content_type="application/json").json()
    assert edit["legal"] is True


@pytest.mark.django_db
@pytest.mark.parametrize("query", ["", "?number=", "?number=two", "?number=0", "?number=-1"])
def test_a_save_without_its_hand_number_is_refused_and_stores_nothing(
    scorer_client: Client, game: Game, query: str
) -> None:
    # Guessing "the next hand" would let a second scorer's stale page store over the first's hand.
    url = reverse("hand_save", args=[game.tournament.slug, game.pk]) + query
    payload = {**ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)), "idempotency_key": "c"}
    response = scorer_client.post(url, json.dumps(payload), content_type="application/json")
    assert response.status_code == 400
    assert "hand number is missing" in response.json()["errors"][0]
    assert game.hands.count() == 0


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "declared riichi, so cannot win with an open hand"),
        ("ja", "立直しているので、副露した手では和了できません"),
        ("vi", "đã riichi nên không thể thắng với tay mở"),
    ],
)
def test_a_riichi_declarer_winning_with_an_open_hand_is_refused_in_the_page_language(
    scorer_client: Client, game: Game, language: str, expected: str
) -> None:
    scorer_client.cookies["django_language"] = language
    result = preview(scorer_client, game, ron(1, 2, quick("tanyao", han=1, fu=30, closed=False), riichi=[1]))
    assert result["legal"] is False
    assert any(expected in e for e in result["errors"]), result["errors"]


@pytest.mark.django_db
def test_riichi_and_open_are_refused_before_any_han_or_fu_is_picked(
    scorer_client: Client, game: Game
) -> None:
    # the preview asked "Pick the fu" (the han list offered only 0) and refused the hand only then
    result = preview(scorer_client, game, ron(1, 2, quick(closed=False), riichi=[1]))
    assert result["legal"] is False and not result.get("incomplete")
    assert result["errors"] == ["Player 2 declared riichi, so cannot win with an open hand"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    "yaku",
    [
        ("double_riichi", "tanyao"),  # what the page sends: picking double riichi unticks riichi
        ("double_riichi", "riichi", "tanyao"),  # both sent: the double riichi replaces the ticked riichi
    ],
)
def test_a_declarer_may_switch_the_ticked_riichi_to_double_riichi(
    scorer_client: Client, game: Game, yaku: tuple[str, ...]
) -> None:
    at_riichi = preview(scorer_client, game, ron(1, 2, quick(), riichi=[1]))
    assert at_riichi["fixed"]["1"]["yaku"] == ["riichi"]
    assert "double_riichi" in at_riichi["options"]["1"]["yaku"]
    # double riichi 2 han + tanyao 1 han, 30 fu on a closed ron
    result = preview(scorer_client, game, ron(1, 2, quick(*yaku, han=3, fu=30), riichi=[1]))
    assert result["legal"] is True, result.get("errors")
    assert "3 han 30 fu" in result["wins"][0]["text"]
    assert "Double riichi 2" in result["wins"][0]["text"]
    assert "Riichi 1" not in result["wins"][0]["text"]


@pytest.mark.django_db
@pytest.mark.parametrize("yaku", [[["a"]], ["tanyao", 3], "tanyao", 5, [{"name": "tanyao"}]])
def test_yaku_that_are_not_a_list_of_names_are_refused_as_bad_input(
    scorer_client: Client, game: Game, yaku: object
) -> None:
    win = {"mode": "quick", "closed": True, "yaku": yaku, "dora": 0, "han": 1, "fu": 30}
    result = preview(scorer_client, game, ron(1, 2, win))
    assert result["legal"] is False
    assert result["errors"] == ["Player 2's hand: the yaku must be a list of yaku names."]


def _entry_page(live_server: Any, browser: Any, django_user_model: Any) -> Any:
    """A phone on the hand entry page of a new four-player event's first game, signed in as owner."""
    from tests.site.browser import PHONE, sign_in
    from tests.site.conftest import make_event, seat_next_round

    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4)
    table = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{table.pk}/enter/")
    return page


def _wait_pressed(page: Any, name: str) -> None:
    selector = f"#win-1 [data-name='{name}']"
    page.wait_for_function(
        "s => document.querySelector(s)?.getAttribute('aria-pressed') === 'true'", arg=selector
    )


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_in_the_browser_a_declarer_switches_the_ticked_riichi_to_double_riichi(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = _entry_page(live_server, browser, django_user_model)
    page.click("[data-name='kind-ron']")
    page.locator("#step-winner [data-name='seat-1']").click()
    page.locator("#step-discarder [data-name='seat-2']").click()
    page.locator("#step-riichi [data-name='seat-1']").click()
    riichi = page.locator("#win-1 [data-name='yaku-riichi']")
    double = page.locator("#win-1 [data-name='yaku-double_riichi']")
    _wait_pressed(page, "yaku-riichi")
    double.click()  # offered beside the ticked riichi, and replaces it
    _wait_pressed(page, "yaku-double_riichi")
    page.locator("#win-1 [data-name='yaku-tanyao']").click()
    page.locator("#win-1 [data-name='fu-30']").click()
    # double riichi 2 + tanyao 1: 3 han 30 fu, a non-dealer's ron of 3900 (rules.md payment table)
    page.wait_for_function("document.querySelector('#preview').innerText.includes('3 han 30 fu')")
    assert riichi.count() == 0 or riichi.get_attribute("aria-pressed") == "false"
    assert "Double riichi 2" in page.inner_text("#preview")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_in_the_browser_a_riichi_pinfu_tsumo_is_scored_without_ticking_menzen_tsumo(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    page = _entry_page(live_server, browser, django_user_model)
    page.click("[data-name='kind-tsumo']")
    page.locator("#step-winner [data-name='seat-1']").click()
    page.locator("#step-riichi [data-name='seat-1']").click()
    _wait_pressed(page, "yaku-riichi")
    page.locator("#win-1 [data-name='yaku-pinfu']").click()
    _wait_pressed(page, "yaku-menzen_tsumo")
    # riichi, pinfu, menzen tsumo: 3 han 20 fu, the only fu, picked for the scorer
    page.wait_for_function("document.querySelector('#preview').innerText.includes('3 han 20 fu')")
    # a ron in tile mode offers no tsumo-only situation (haitei, tenhou), and houtei instead
    page.click("[data-name='kind-ron']")  # the winner stays picked
    page.locator("#win-1 [data-name='mode-tiles']").click()
    page.wait_for_selector("#win-1 [data-name='flag-houtei']")
    assert page.locator("#win-1 [data-name='flag-haitei']").count() == 0
    assert page.locator("#win-1 [data-name='flag-tenhou']").count() == 0


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_in_the_browser_a_late_preview_answer_does_not_undo_a_yaku_picked_since(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    """Found in CI: the answer that ticks riichi arrived after the scorer had picked tanyao and put
    the yaku back to riichi alone (a 2,600 ron was saved as 1,300)."""
    page = _entry_page(live_server, browser, django_user_model)
    page.click("[data-name='kind-ron']")
    page.locator("#step-winner [data-name='seat-1']").click()
    page.locator("#step-discarder [data-name='seat-2']").click()
    page.wait_for_selector("#preview.bad")  # answered: the yaku are still to pick
    # the next preview answer comes late, as on a slow connection at the venue
    page.evaluate(
        """() => { const real = window.fetch; let late = true;
        window.fetch = (...args) => { const answer = real(...args);
          if (!late) return answer; late = false;
          return answer.then(r => new Promise(done => setTimeout(() => done(r), 1500))); }; }"""
    )
    page.locator("#step-riichi [data-name='seat-1']").click()  # asks; the answer ticks riichi, late
    page.wait_for_timeout(400)
    page.locator("#win-1 [data-name='yaku-tanyao']").click()
    _wait_pressed(page, "yaku-riichi")
    page.wait_for_timeout(1500)  # the late answer has come and gone
    assert page.locator("#win-1 [data-name='yaku-tanyao']").get_attribute("aria-pressed") == "true"
    page.locator("#win-1 [data-name='fu-40']").click()
    # riichi and tanyao, 2 han 40 fu: a non-dealer's ron of 2,600
    page.wait_for_function("document.querySelector('#preview').innerText.includes('2 han 40 fu')")


@pytest.mark.django_db
def test_two_scorers_saving_one_table_do_not_overwrite_each_other(
    client: Client, event: Tournament, owner: Any, scorer: Any, game: Game
) -> None:
    url = reverse("final_scores", args=[event.slug, game.pk])
    other = Client()
    client.force_login(owner)
    other.force_login(scorer)
    seen = 'name="replaces" value=""'  # both open the empty form
    assert seen in client.get(url).content.decode() and seen in other.get(url).content.decode()
    first = {"score_0": 33000, "score_1": 27000, "score_2": 36000, "score_3": 24000, "deposits_left": 0}
    second = {"score_0": 36000, "score_1": 24000, "score_2": 33000, "score_3": 27000, "deposits_left": 0}
    assert client.post(url, {**first, "replaces": ""}).status_code == 302
    refused = other.post(url, {**second, "replaces": ""})
    assert refused.status_code == 200
    page = refused.content.decode()
    assert "saved by someone else meanwhile (33,000 / 27,000 / 36,000 / 24,000)" in page
    game.refresh_from_db()
    assert game.final_scores == [33000, 27000, 36000, 24000]
    # the page now carries the stored scores: saving again is a deliberate correction
    assert 'name="replaces" value="33000,27000,36000,24000"' in page
    assert other.post(url, {**second, "replaces": "33000,27000,36000,24000"}).status_code == 302
    game.refresh_from_db()
    assert game.final_scores == [36000, 24000, 33000, 27000]


@pytest.mark.django_db
def test_a_finished_game_shows_no_next_hand_nor_dealer(
    client: Client, event: Tournament, owner: Any, game: Game
) -> None:
    client.force_login(owner)
    services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    url = reverse("enter", args=[event.slug, game.pk])
    playing = client.get(url).content.decode()
    assert "hand 2" in playing and "dealer" in playing
    services.game_finish(game=game, by=owner)
    over = client.get(url).content.decode().split('id="table-state"')[1].split("</div>\n<h1")[0]
    assert "Game over" in over
    assert "hand 2" not in over and "dealer" not in over and "●" not in over


@pytest.mark.django_db
def test_a_score_sheet_short_by_a_riichi_stick_asks_whether_it_was_left_on_the_table(
    client: Client, event: Tournament, owner: Any, game: Game
) -> None:
    client.force_login(owner)
    url = reverse("final_scores", args=[event.slug, game.pk])
    short = {"score_0": 45000, "score_1": 32000, "score_2": 25000, "score_3": 17000, "deposits_left": 0}
    page = client.post(url, short).content.decode()
    assert (
        "The four scores must add up to 120,000; they add up to 119,000, as if 1 riichi stick were "
        "left on the table: if so, enter it under \u201cRiichi sticks left on the table\u201d."
    ) in page
    two_short = client.post(url, short | {"score_3": 16000}).content.decode()
    assert (
        "as if 2 riichi sticks were left on the table: if so, enter them under "
        "\u201cRiichi sticks left on the table\u201d."
    ) in two_short
    client.cookies["django_language"] = "ja"
    assert "119,000" in client.post(url, short).content.decode()


@pytest.mark.django_db
def test_a_finished_round_offers_no_edit_nor_undo_and_says_how_to_reopen(
    client: Client, event: Tournament, owner: Any, game: Game
) -> None:
    client.force_login(owner)
    services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    services.game_finish(game=game, by=owner)
    for other in game.round.games.exclude(pk=game.pk):
        services.game_record_final_scores(game=other, scores=[30000] * 4, by=owner)
    services.round_finish(round_=game.round, by=owner)
    for url in (
        reverse("enter", args=[event.slug, game.pk]),
        reverse("hand_edit", args=[event.slug, game.pk, 1]),
    ):
        page = client.get(url).content.decode()
        assert "Round 1 is finished: its results are final." in page
        assert 'id="undo"' not in page and 'id="save"' not in page  # both were refused only when used
        assert 'href="' + reverse("hand_edit", args=[event.slug, game.pk, 1]) not in page
        assert reverse("seat_round", args=[event.slug, 1]) in page  # where to reopen it


@pytest.mark.django_db
def test_the_final_scores_page_of_a_game_with_hands_says_so_instead_of_empty_boxes(
    scorer_client: Client, game: Game
) -> None:
    services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=game.tournament.owner)
    page = scorer_client.get(reverse("final_scores", args=[game.tournament.slug, game.pk])).content.decode()
    assert "This game has 1 hand entered: it is scored hand by hand." in page
    assert 'name="score_0"' not in page


@pytest.mark.django_db
def test_editing_an_earlier_hand_previews_the_later_hand_it_would_make_impossible(
    client: Client, owner: Any, tenhou_game: Game
) -> None:
    client.force_login(owner)
    for number in (1, 2):
        services.game_record_hand(
            game=tenhou_game, number=number, record={"kind": "draw", "tenpai": [], "riichi": []}, by=owner
        )
    # hand 1 becomes the dealer's yakuman off South: 48,000 busts South (Tenhou ends the game there)
    change = ron(0, 1, quick("kokushi"))
    answer = preview(client, tenhou_game, change, number=1, edit=True)
    assert not answer["legal"]
    assert answer["errors"] == [
        "With this change the game ends with hand 1 (East 1: Player 2 went below zero), so hand 2 "
        "could not have been played. Undo the later hands first, or leave this hand as it was."
    ]
    fine = preview(
        client,
        tenhou_game,
        ron(0, 1, quick("riichi", "tanyao", han=2, fu=30), riichi=[0]),
        number=1,
        edit=True,
    )
    assert fine["legal"], fine


@pytest.mark.django_db
def test_a_game_ended_for_time_by_mistake_goes_on_keeping_its_last_hand(
    scorer_client: Client, game: Game, owner: Any
) -> None:
    for number in (1, 2):
        services.game_record_hand(
            game=game, number=number, record={"kind": "draw", "tenpai": [], "riichi": []}, by=owner
        )
    services.game_finish(game=game, by=owner)
    url = reverse("enter", args=[game.tournament.slug, game.pk])
    assert 'id="resume"' in scorer_client.get(url).content.decode()
    done = scorer_client.post(reverse("game_resume", args=[game.tournament.slug, game.pk]), follow=True)
    assert "The game goes on from its last hand." in done.content.decode()
    game.refresh_from_db()
    assert (game.status, game.hand_count, game.ended_early) == (
        "running",
        2,
        False,
    )  # undo had removed hand 2
    again = scorer_client.post(reverse("game_resume", args=[game.tournament.slug, game.pk]), follow=True)
    assert "The game was not ended early" in again.content.decode()


@pytest.mark.django_db
def test_a_yakuman_preview_names_it_without_a_han_count(scorer_client: Client, game: Game) -> None:
    answer = preview(scorer_client, game, ron(1, 3, quick("kokushi")))
    assert answer["legal"], answer
    text = answer["wins"][0]["text"]
    assert "Yakuman" in text and "13" not in text  # it read "Kokushi musou 13"


@pytest.mark.django_db
def test_an_edit_that_moves_the_later_hands_says_the_scores_it_leaves(
    scorer_client: Client, game: Game
) -> None:
    save(scorer_client, game, {"kind": "draw", "tenpai": [0]})  # the dealer stays, 1 honba
    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))  # 2,000 + 300
    response = save(scorer_client, game, {"kind": "draw", "tenpai": [0], "riichi": []}, number=1, edit=True)
    page = scorer_client.get(response.json()["redirect"]).content.decode()
    assert "Hand 1 changed." in page  # the same scores: nothing more to say
    response = save(scorer_client, game, {"kind": "draw", "tenpai": []}, number=1, edit=True)
    page = scorer_client.get(response.json()["redirect"]).content.decode()
    # no one tenpai: South deals hand 2, a dealer's 2 han 30 fu is 2,900 and the honba 300
    # each score with its player's name, in seat order (it read "30,000 · 33,200 · …", no names)
    assert (
        "Hand 1 changed; after hand 2 the scores are now "
        "Player 1 30,000 · Player 2 33,200 · Player 3 26,800 · Player 4 30,000." in page
    )


@pytest.mark.django_db
def test_the_undo_question_names_the_hand_it_removes(scorer_client: Client, game: Game) -> None:
    """The button said "Undo hand 2" and its question only "Remove the last hand?"."""
    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))
    save(scorer_client, game, {"kind": "draw", "tenpai": [], "riichi": []})
    page = scorer_client.get(reverse("enter", args=[game.tournament.slug, game.pk])).content.decode()
    # hand 1 was won by a non-dealer, so hand 2 was East 2; nobody was tenpai at its draw
    assert "confirm('Remove hand 2 (East 2: Draw, all noten), the last one entered?')" in page


@pytest.mark.django_db
def test_a_closed_ron_at_30_fu_without_pinfu_is_questioned(scorer_client: Client, game: Game) -> None:
    """A walkthrough ticked only tanyao on a closed ron and picked 30 fu: 30 fu on a closed ron leaves
    no fu but the 10 for the ron, which is the pinfu shape, so the hand was a han short. Other
    tools write such hands freely, so it stays legal, with a warning naming the winner."""
    forgot = preview(scorer_client, game, ron(1, 2, quick("tanyao", han=1, fu=30)))
    assert forgot["legal"]
    [warning] = forgot["warnings"]
    winner = players_of(game)[1]["name"]
    assert warning.startswith(f"{winner}: a closed ron at 30 fu is pinfu") and "tick Pinfu" in warning
    for fine in (
        ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)),  # pinfu ticked
        ron(1, 2, quick("tanyao", han=1, fu=40)),  # a closed wait, say
        ron(1, 2, quick("tanyao", han=1, fu=30, closed=False)),  # open: 20 fu raised to 30
        tsumo(1, quick("menzen_tsumo", "tanyao", han=2, fu=30)),  # a tsumo's 2 fu: 22 -> 30
    ):
        assert preview(scorer_client, game, fine)["warnings"] == []


@pytest.mark.django_db
def test_a_hand_whose_answer_was_lost_is_told_apart_from_another_phones(
    scorer_client: Client, game: Game
) -> None:
    """A save that reached the server but whose answer was lost: the page's next preview said "saved
    meanwhile from another phone", and the scorer, told nothing was saved, could enter it again."""
    hand = {**ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)), "idempotency_key": "page-1"}
    assert save(scorer_client, game, hand, number=1).json()["ok"]
    answer = preview(scorer_client, game, hand, number=1)
    assert answer["errors"] == ["Hand 1 is saved: the answer was lost on the way. Reload to go on."]
    # the retry with the same key is answered as saved, and stores nothing more
    assert save(scorer_client, game, hand, number=1).json()["ok"]
    assert Game.objects.get(pk=game.pk).hand_count == 1
    other = preview(scorer_client, game, {**hand, "idempotency_key": "page-2"}, number=1)
    assert other["errors"][0].startswith("Hand 1 was saved meanwhile from another phone")


@pytest.mark.django_db
def test_the_entry_and_edit_pages_are_not_kept_by_the_browser(scorer_client: Client, game: Game) -> None:
    """Back after saving an edit showed the old hand from the browser's cache; saving it undid the edit."""
    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))
    for url in (
        reverse("enter", args=[game.tournament.slug, game.pk]),
        reverse("hand_edit", args=[game.tournament.slug, game.pk, 1]),
    ):
        cache = scorer_client.get(url)["Cache-Control"]
        assert "no-store" in cache and "no-cache" in cache


@pytest.mark.django_db
def test_the_hand_list_says_who_was_tenpai_at_a_nagashi_mangan(client: Client, owner: Any) -> None:
    """The list said only "Nagashi mangan: Player 3", though tenpai decides whether the dealer stays."""
    event = make_event(owner, players=4, preset="tenhou")
    game = first_game(seat_next_round(event, owner))
    for number, tenpai in ((1, [0, 1]), (2, [])):
        record = {"kind": "draw", "nagashi": [2], "tenpai": tenpai, "riichi": []}
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    client.force_login(owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "Nagashi mangan: Player 3; tenpai: Player 1, Player 2" in page  # the dealer stayed
    assert "Nagashi mangan: Player 3; all noten" in page


@pytest.mark.django_db
def test_a_hand_corrected_meanwhile_from_another_phone_is_not_overwritten(
    scorer_client: Client, game: Game
) -> None:
    """Two scorers correcting one hand: the second page, showing the hand as it was, overwrote the
    first correction unseen (as did Back and Save on an old page)."""
    from tournaments.services.games import record_digest

    save(scorer_client, game, ron(1, 2, quick("tanyao", "pinfu", han=2, fu=30)))
    seen = record_digest(game.hands.get(number=1).record)
    first = {**ron(1, 2, quick("tanyao", "pinfu", han=3, fu=30, dora=1)), "was": seen}
    assert save(scorer_client, game, first, number=1, edit=True).json()["ok"]
    second = {**ron(1, 3, quick("tanyao", "pinfu", han=2, fu=30)), "was": seen}  # the old page's
    refused = save(scorer_client, game, second, number=1, edit=True)
    assert refused.status_code == 409
    assert refused.json()["errors"][0].startswith("Hand 1 was changed meanwhile from another phone")
    assert game.hands.get(number=1).record["discarder"] == 2  # the first correction stands
    page = scorer_client.get(reverse("hand_edit", args=[game.tournament.slug, game.pk, 1])).content.decode()
    assert record_digest(game.hands.get(number=1).record) in page  # a new page can save again
