"""Editing an earlier hand can move the game's end: a finished game goes on again (its leftover stick
back on the table, the standings live again), or a running game now ends after its last hand. The
preview says so before "Save the change", and the message after saving says it again. An edit the
later hands refuse because someone busts names who went below zero.

Tenhou rules (25,000 start, West extension until someone has 30,000): hand 1 is Player 2's riichi
mangan off Player 3 (Player 2 33,000), hands 2-7 all-noten draws, hand 8 (South 4) a draw with
Player 1 in riichi and tenpai; the dealer, Player 4, is noten and the game ends after it."""

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game

MANGAN = {"han": 5, "fu": 30, "yaku": ["riichi", "tanyao"], "dora_count": 3}
NOTEN = {"kind": "draw", "tenpai": [], "riichi": []}
DEALER_TENPAI = {"kind": "draw", "tenpai": [2], "riichi": []}  # South 3's dealer keeps the deal
LAST = {"kind": "draw", "tenpai": [0], "riichi": [0]}


def tenhou_game(owner: Any, hand_7: dict, **rules: Any) -> Game:
    event = make_event(owner, players=4, preset="tenhou")
    if rules:
        event.ruleset = {**event.ruleset, **rules}
        event.save(update_fields=["ruleset"])
    game = first_game(seat_next_round(event, owner))
    first = {"kind": "ron", "discarder": 2, "wins": [{"winner": 1, "hand": MANGAN}], "riichi": [1]}
    for number, record in enumerate([first, *[NOTEN] * 5, hand_7, LAST], start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    game.refresh_from_db()
    return game


def post(client: Client, game: Game, view: str, payload: dict, number: int, edit: bool = True) -> Any:
    url = reverse(view, args=[game.tournament.slug, game.pk]) + f"?number={number}"
    url += "&edit=1" if edit else ""
    return client.post(url, json.dumps(payload), content_type="application/json")


def saved_message(client: Client, response: Any) -> str:
    assert response.json()["ok"] is True, response.json()
    page = client.get(response.json()["redirect"])
    return next(str(m) for m in page.context["messages"])


@pytest.mark.django_db
def test_an_edit_that_reopens_a_finished_game_says_it_goes_on(client: Client, owner: Any) -> None:
    game = tenhou_game(owner, NOTEN)
    assert game.status == "finished"
    client.force_login(owner)
    preview = post(client, game, "hand_preview", DEALER_TENPAI, 7).json()
    assert preview["legal"], preview
    assert preview["later"] == [
        "With this change the game no longer ends after hand 8: it goes on with South 4, hand 9."
    ]
    message = saved_message(client, post(client, game, "hand_save", DEALER_TENPAI, 7))
    assert message == (
        "Hand 7 changed: the game no longer ends after hand 8 and goes on with South 4, hand 9; the "
        "scores are now Player 1 26,000 · Player 2 31,000 · Player 3 19,000 · Player 4 23,000."
    )
    game.refresh_from_db()
    assert (game.status, game.state["deposits"]) == ("running", 1)


@pytest.mark.django_db
def test_an_edit_that_ends_a_running_game_after_its_last_hand_says_so(client: Client, owner: Any) -> None:
    game = tenhou_game(owner, DEALER_TENPAI)
    assert game.status == "running"
    client.force_login(owner)
    preview = post(client, game, "hand_preview", NOTEN, 7).json()
    assert preview["legal"], preview
    assert preview["later"] == [
        "With this change the game ends after hand 8 (South 4: the last hand was played)."
    ]
    message = saved_message(client, post(client, game, "hand_save", NOTEN, 7))
    # the leftover stick has gone to first place: 32,000 + 1,000
    assert message == (
        "Hand 7 changed: the game now ends after hand 8 (the last hand was played); its final scores "
        "are Player 1 27,000 · Player 2 33,000 · Player 3 16,000 · Player 4 24,000."
    )


@pytest.mark.django_db
def test_an_edit_that_keeps_the_end_where_it_was_says_nothing_of_it(client: Client, owner: Any) -> None:
    game = tenhou_game(owner, NOTEN)
    client.force_login(owner)
    # South 3 becomes East's tenpai: hand 7 pays otherwise, the deal passes as before, the game still
    # ends after hand 8 (Player 2 keeps 31,000 or more)
    non_dealer_tenpai = {"kind": "draw", "tenpai": [0], "riichi": []}
    preview = post(client, game, "hand_preview", non_dealer_tenpai, 7).json()
    assert preview["legal"] and preview["deltas"] == [3000, -1000, -1000, -1000]
    assert preview["later"] == []


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("busting", "said"), [("below_zero", "went below zero"), ("zero_or_below", "went to zero or below")]
)
def test_a_refused_edit_names_the_player_who_busts(
    client: Client, owner: Any, busting: str, said: str
) -> None:
    """It said "a player went below zero": the scorer had to find whom in the payments."""
    game = tenhou_game(owner, NOTEN, busting=busting)
    client.force_login(owner)
    kokushi = {"mode": "quick", "closed": True, "yaku": ["kokushi"], "dora": 0, "han": None, "fu": None}
    dealer_yakuman = {"kind": "ron", "winners": [0], "discarder": 2, "riichi": [], "wins": {"0": kokushi}}
    answer = post(client, game, "hand_preview", dealer_yakuman, 2).json()
    assert answer["errors"] == [
        f"With this change the game ends with hand 2 (East 2: Player 3 {said}), so hand 3 could not "
        "have been played. Undo the later hands first, or leave this hand as it was."
    ]


@pytest.mark.django_db
def test_a_later_hand_the_edit_makes_impossible_is_named_with_its_honba(client: Client, owner: Any) -> None:
    # hand 1: the dealer (East) tenpai keeps the deal, so hand 2 is East 1, 1 honba, where East wins
    # a tenhou (the dealer's own yakuman). Made noten, East passes the deal: hand 2 would be East 2,
    # 1 honba, and a tenhou there is no longer East's to win
    event = make_event(owner, players=4, preset="tenhou")
    game = first_game(seat_next_round(event, owner))
    tenhou = {
        "kind": "tsumo",
        "win": {"winner": 0, "hand": {"han": 13, "fu": 0, "yaku": ["tenhou"]}},
        "riichi": [],
    }
    services.game_record_hand(game=game, number=1, record={**NOTEN, "tenpai": [0]}, by=owner)
    services.game_record_hand(game=game, number=2, record=tenhou, by=owner)
    client.force_login(owner)
    preview = post(client, game, "hand_preview", NOTEN, 1).json()
    assert not preview["legal"]
    assert "hand 2 (East 2, 1 honba)" in preview["errors"][0], preview["errors"]
