"""The preview's lines in words: the liable player of a pao tsumo (a pao ron named one, a tsumo did
not), whose nagashi mangan it is (only the payments showed it), and where the riichi sticks left on
the table go when the hand ends the game (to first place, or nobody, by the event's rules)."""

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game

DAISANGEN = {"mode": "quick", "closed": False, "yaku": ["daisangen"], "dora": 0, "han": None, "fu": None}
NOTEN = {"kind": "draw", "tenpai": [], "riichi": []}


def preview(client: Client, game: Game, payload: dict) -> dict:
    url = reverse("hand_preview", args=[game.tournament.slug, game.pk]) + f"?number={game.hand_count + 1}"
    answer = client.post(url, json.dumps(payload), content_type="application/json").json()
    assert answer["legal"], answer
    return answer


def fresh_game(owner: Any, preset: str) -> Game:
    return first_game(seat_next_round(make_event(owner, players=4, preset=preset), owner))


@pytest.mark.django_db
@pytest.mark.parametrize("kind", ["tsumo", "ron"])
def test_the_preview_of_a_pao_win_names_the_liable_player(client: Client, owner: Any, kind: str) -> None:
    game = fresh_game(owner, "tenhou")
    client.force_login(owner)
    payload = {"kind": kind, "winners": [1], "riichi": [], "wins": {"1": DAISANGEN}, "pao": {"1": 3}}
    if kind == "ron":
        payload["discarder"] = 2
    [line] = [w["text"] for w in preview(client, game, payload)["wins"]]
    assert line.startswith("Player 2 · Yakuman")
    assert line.endswith(" · Player 4 liable (pao)")


@pytest.mark.django_db
def test_the_preview_of_a_nagashi_mangan_names_its_player(client: Client, owner: Any) -> None:
    game = fresh_game(owner, "tenhou")
    client.force_login(owner)
    answer = preview(client, game, {"kind": "nagashi", "nagashi": [2], "tenpai": [], "riichi": []})
    assert [w["text"] for w in answer["wins"]] == ["Player 3 · Nagashi mangan"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("preset", "riichi", "said"),
    [
        # Tenhou: Player 2 leads after the opening mangan and takes the stick
        ("tenhou", [0], "1 riichi stick left on the table goes to Player 2 (+1,000)."),
        # WRC: sticks left at the end are lost
        ("wrc", [0, 1], "2 riichi sticks left on the table go to nobody (this event's rules)."),
    ],
)
def test_the_preview_of_the_last_hand_says_where_the_sticks_left_go(
    client: Client, owner: Any, preset: str, riichi: list[int], said: str
) -> None:
    game = fresh_game(owner, preset)
    mangan = {"han": 5, "fu": 30, "yaku": ["riichi", "tanyao"], "dora_count": 3}
    first = {"kind": "ron", "discarder": 2, "wins": [{"winner": 1, "hand": mangan}], "riichi": [1]}
    for number, record in enumerate([first, *[NOTEN] * 6], start=1):  # on to South 4
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    game.refresh_from_db()
    client.force_login(owner)
    # the dealer is noten: the game ends after this hand
    answer = preview(client, game, {"kind": "draw", "tenpai": riichi, "riichi": riichi})
    assert answer["next"] == f"The game ends after this hand; {said}"
    plain = preview(client, game, NOTEN)
    assert plain["next"] == "The game ends after this hand."


@pytest.mark.django_db
def test_a_nagashi_mangans_line_says_its_honba_and_the_sticks_it_takes(client: Client, owner: Any) -> None:
    """Rules where a nagashi mangan is paid like a tsumo mangan with its honba (300 a honba) and takes
    the riichi sticks on the table. East's tenpai draw with riichi leaves honba 1 and 1 stick."""
    event = make_event(owner, players=4, preset="mahjongsoul")
    services.tournament_update_ruleset(
        tournament=event, changes={"nagashi_honba": True, "nagashi_takes_deposits": True}, by=owner
    )
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(
        game=game, number=1, record={"kind": "draw", "tenpai": [0], "riichi": [0]}, by=owner
    )
    game.refresh_from_db()
    client.force_login(owner)
    answer = preview(client, game, {"kind": "nagashi", "nagashi": [2], "tenpai": [], "riichi": []})
    assert [w["text"] for w in answer["wins"]] == [
        "Player 3 · Nagashi mangan · +300 honba, +1,000 for 1 riichi stick"
    ]
    # dealer East pays 4,000 + 100, South and North 2,000 + 100; West takes 8,300 and the stick
    assert answer["deltas"] == [-4100, -2100, 9300, -2100]
