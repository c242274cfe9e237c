"""Hand-by-hand entry through the API: recording, idempotency, two scorers at once, edits with the
audit trail, undo. Expected scores follow the example of docs/game-format.md (rules.md payments):

hand 1: seat 1 puts down a riichi stick (-1000), then (riichi, ippatsu, red five, one dora; 4 han
        40 fu) rons the dealer, seat 0: mangan 8000, and takes its stick back
                                                    -> 17000 33000 25000 25000
hand 2: seat 2 riichi (-1000), tsumo 3 han 20 fu with seat 1 dealing: 700/1300, and its stick back
                                                    -> 16300 31700 27700 24300
hand 3: draw, seats 0 and 3 tenpai (1500 each from 1 and 2), seat 3 puts a stick down
                                                    -> 17800 30200 26200 24800, honba 1, 1 deposit
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache

from tests.api.conftest import Cast, seated_event
from tournaments.models import AuditEntry, HandRecord, Visibility

pytestmark = pytest.mark.django_db

HAND_1 = {
    "kind": "ron",
    "discarder": 0,
    "wins": [
        {
            "winner": 1,
            "hand": {
                "hand": "234m406p22s678s789s",
                "win": "2s",
                "melds": [],
                "dora": ["3m"],
                "ura": ["9p"],
                "riichi": True,
                "ippatsu": True,
            },
        }
    ],
    "riichi": [1],
}
HAND_2 = {
    "kind": "tsumo",
    "win": {
        "winner": 2,
        "hand": {
            "han": 3,
            "fu": 20,
            "yaku": ["riichi", "menzen_tsumo", "pinfu"],
            "dora_count": 0,
            "closed": True,
        },
    },
    "riichi": [2],
}
HAND_3 = {"kind": "draw", "tenpai": [0, 3], "nagashi": [], "riichi": [3]}
DAISANGEN_FROM_2 = {
    "kind": "ron",
    "discarder": 2,
    "wins": [
        {"winner": 0, "hand": {"han": 0, "fu": 0, "yaku": ["daisangen"], "dora_count": 0, "closed": False}}
    ],
    "riichi": [],
}


@pytest.fixture
def event() -> Cast:
    return seated_event(8, visibility=Visibility.PUBLIC, penalties=False)


def hands_url(cast: Cast, rest: str = "") -> str:
    game = cast.tournament.games.order_by("table__number").first()
    return f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/hands/{rest}"


def game_state(cast: Cast) -> dict[str, Any]:
    game = cast.tournament.games.order_by("table__number").first()
    return cast.client("anonymous").get(f"/api/tournaments/{cast.tournament.slug}/games/{game.pk}/").json()


def enter(cast: Cast, *records: dict, role: str = "scorer") -> None:
    client = cast.client(role)
    for number, record in enumerate(records, start=1):
        response = client.post(hands_url(cast), {"number": number, "record": record}, format="json")
        assert response.status_code == 201, response.json()


def test_hands_entered_in_turn_carry_scores_honba_and_deposits(event: Cast) -> None:
    enter(event, HAND_1)
    assert game_state(event)["state"]["scores"] == [17000, 33000, 25000, 25000]
    enter_next(event, 2, HAND_2)
    assert game_state(event)["state"]["scores"] == [16300, 31700, 27700, 24300]
    enter_next(event, 3, HAND_3)
    state = game_state(event)["state"]
    assert state["scores"] == [17800, 30200, 26200, 24800]
    assert (state["honba"], state["deposits"]) == (1, 1)
    listed = event.client("anonymous").get(hands_url(event)).json()
    assert [h["number"] for h in listed] == [1, 2, 3]
    assert listed[2]["record"]["tenpai"] == [0, 3]


def test_a_draw_without_its_tenpai_list_is_refused_not_taken_as_all_noten(event: Cast) -> None:
    """{"kind": "draw"} was stored as a draw nobody was tenpai in: noten payments and the deal
    passing, from a client that had forgotten the field. Nobody tenpai is said with []."""
    client = event.client("scorer")
    response = client.post(hands_url(event), {"number": 1, "record": {"kind": "draw"}}, format="json")
    assert response.status_code == 400
    assert response.json() == {"record": ["record.tenpai: missing"]}
    assert game_state(event)["hand_count"] == 0
    enter(event, {"kind": "draw", "tenpai": []})
    assert game_state(event)["state"]["honba"] == 1


def enter_next(cast: Cast, number: int, record: dict) -> None:
    response = cast.client("scorer").post(
        hands_url(cast), {"number": number, "record": record}, format="json"
    )
    assert response.status_code == 201, response.json()


def test_a_hand_posted_twice_with_one_idempotency_key_is_stored_once(event: Cast) -> None:
    client = event.client("scorer")
    body = {"number": 1, "record": HAND_1}
    first = client.post(hands_url(event), body, format="json", HTTP_IDEMPOTENCY_KEY="tbl1-h1")
    second = client.post(hands_url(event), body, format="json", HTTP_IDEMPOTENCY_KEY="tbl1-h1")
    assert first.status_code == second.status_code == 201
    assert first.json() == second.json()
    assert HandRecord.objects.count() == 1


def test_the_database_keeps_the_promise_when_the_first_answer_is_forgotten(event: Cast) -> None:
    # A retry that reaches another server (or comes after the cache was emptied) is still stored once:
    # the key is kept with the hand itself.
    client = event.client("scorer")
    body = {"number": 1, "record": HAND_1}
    first = client.post(hands_url(event), body, format="json", HTTP_IDEMPOTENCY_KEY="tbl1-h1")
    cache.clear()
    second = client.post(hands_url(event), body, format="json", HTTP_IDEMPOTENCY_KEY="tbl1-h1")
    assert second.status_code == 201
    assert second.json()["number"] == first.json()["number"] == 1
    assert HandRecord.objects.count() == 1


def test_a_key_kept_with_a_hand_and_sent_again_for_the_next_hand_is_refused_naming_the_header(
    event: Cast,
) -> None:
    # the answer named "idempotency_key", a field no request has, where every other answer about the
    # key names the header
    client = event.client("scorer")
    first = client.post(
        hands_url(event), {"number": 1, "record": HAND_1}, format="json", HTTP_IDEMPOTENCY_KEY="k1"
    )
    assert first.status_code == 201
    cache.clear()  # the kept answer forgotten: the key stored with hand 1 refuses it
    second = client.post(
        hands_url(event), {"number": 2, "record": HAND_2}, format="json", HTTP_IDEMPOTENCY_KEY="k1"
    )
    assert second.status_code == 400
    assert second.json() == {"Idempotency-Key": ["was used for a different hand of this game"]}
    assert HandRecord.objects.count() == 1


def test_two_scorers_entering_the_same_hand_store_it_once(event: Cast) -> None:
    body = {"number": 1, "record": HAND_1}
    assert event.client("scorer").post(hands_url(event), body, format="json").status_code == 201
    late = event.client("organizer").post(hands_url(event), body, format="json")
    assert late.status_code == 400
    assert "recorded already" in late.json()["number"][0]
    assert HandRecord.objects.count() == 1


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"number": 1, "record": {**HAND_1, "discarder": 1}}, "record", "hand 1"),
        ({"number": 1, "record": {"kind": "draw", "tenpai": [5]}}, "record", "tenpai"),
        ({"number": 1, "record": {"kind": "sanma"}}, "record", "kind"),
        ({"number": 1}, "record", "required"),
        ({"number": 3, "record": HAND_3}, "number", "hand 1 is the next hand"),
        ({"number": 0, "record": HAND_3}, "number", ""),
    ],
)
def test_a_hand_that_cannot_be_is_refused_naming_the_field(
    event: Cast, body: dict, field: str, words: str
) -> None:
    response = event.client("scorer").post(hands_url(event), body, format="json")
    assert response.status_code == 400
    errors = response.json()
    assert field in errors, errors
    assert words in " ".join(errors[field])
    assert HandRecord.objects.count() == 0


def test_editing_an_earlier_hand_refolds_the_game_and_keeps_the_old_value_in_the_trail(event: Cast) -> None:
    enter(event, HAND_1, HAND_2)
    no_win = {"kind": "draw", "tenpai": [], "nagashi": [], "riichi": []}
    response = event.client("scorer").put(hands_url(event, "1/"), {"record": no_win}, format="json")
    assert response.status_code == 200, response.json()
    # Hand 1 is now an all-noten draw (no payment, honba 1, the dealer passes): hand 2's tsumo is paid
    # 700/1300 plus 100 each for the honba, and seat 2's own stick returns.
    assert game_state(event)["state"]["scores"] == [24200, 23600, 28000, 24200]
    trail = (
        event.client("scorer")
        .get(f"/api/tournaments/{event.tournament.slug}/audit/", {"action": "game_edit_hand"})
        .json()["results"]
    )
    assert trail[0]["target"] == "hand 1"
    assert trail[0]["before"]["kind"] == "ron"
    assert trail[0]["after"]["kind"] == "draw"


def test_an_edit_that_makes_a_later_hand_impossible_is_refused_naming_it(event: Cast) -> None:
    enter(event, HAND_1, HAND_2)
    # Seat 2 dealing in a daisangen (48000 from the dealer's win) busts at once: no hand 2 can follow.
    response = event.client("scorer").put(hands_url(event, "1/"), {"record": DAISANGEN_FROM_2}, format="json")
    assert response.status_code == 400
    assert "hand 2" in response.json()["record"][0]
    assert HandRecord.objects.get(number=1).record["kind"] == "ron"
    assert HandRecord.objects.get(number=1).record["wins"][0]["winner"] == 1


def test_undo_removes_only_the_last_hand(event: Cast) -> None:
    enter(event, HAND_1, HAND_2)
    not_last = event.client("scorer").delete(hands_url(event, "1/"))
    assert not_last.status_code == 400
    assert "not the last hand" in not_last.json()["number"][0]
    assert event.client("scorer").delete(hands_url(event, "2/")).status_code == 204
    assert list(HandRecord.objects.values_list("number", flat=True)) == [1]
    assert game_state(event)["state"]["scores"] == [17000, 33000, 25000, 25000]
    assert AuditEntry.objects.filter(action="game_undo_last_hand", target="hand 2").exists()


def test_the_timeline_lists_each_hand_with_the_scores_after_it(event: Cast) -> None:
    enter(event, HAND_1, HAND_2, HAND_3)
    game = event.tournament.games.order_by("table__number").first()
    timeline = event.client("anonymous").get(
        f"/api/tournaments/{event.tournament.slug}/games/{game.pk}/timeline/"
    )
    assert timeline.status_code == 200
    body = timeline.json()
    assert body["start_scores"] == [25000] * 4
    assert [h["scores"] for h in body["hands"]] == [
        [17000, 33000, 25000, 25000],
        [16300, 31700, 27700, 24300],
        [17800, 30200, 26200, 24800],
    ]
    assert body["hands"][0]["deltas"] == [-8000, 9000, 0, 0]


def test_a_preview_shows_each_payment_and_the_table_after_without_storing(event: Cast) -> None:
    enter(event, HAND_1)
    response = event.client("scorer").post(
        hands_url(event, "preview/"), {"number": 2, "record": HAND_2}, format="json"
    )
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["legal"] is True
    # Seat 2's stick goes down (-1000) and comes back with the win: 700/1300 tsumo with seat 1 dealing.
    assert body["deltas"] == [-700, -1300, 3700, -700]
    assert body["after"]["scores"] == [16300, 31700, 27700, 24300]
    assert HandRecord.objects.count() == 1


def test_a_preview_of_an_impossible_hand_says_why_in_words(event: Cast) -> None:
    enter(event, HAND_1)
    # A riichi player must be tenpai at an exhaustive draw.
    noten_riichi = {"kind": "draw", "tenpai": [0], "nagashi": [], "riichi": [0, 1]}
    response = event.client("scorer").post(
        hands_url(event, "preview/"), {"number": 2, "record": noten_riichi}, format="json"
    )
    assert response.status_code == 200
    assert response.json()["legal"] is False
    assert "must be tenpai" in response.json()["errors"][0]


def test_a_refused_win_is_named_by_its_seat_not_read_as_a_list_index(event: Cast) -> None:
    enter(event, HAND_1)
    open_pinfu = {"han": 1, "fu": 30, "yaku": ["pinfu"], "dora_count": 0, "closed": False}
    record = {"kind": "ron", "discarder": 0, "wins": [{"winner": 3, "hand": open_pinfu}], "riichi": []}
    response = event.client("scorer").post(
        hands_url(event, "preview/"), {"number": 2, "record": record}, format="json"
    )
    assert response.status_code == 200, response.json()
    assert response.json()["errors"] == [
        "win of seat 3: illegal hand: pinfu needs a closed hand, but the hand is open"
    ]


def test_a_player_may_not_preview_hands(event: Cast) -> None:
    response = event.client("player").post(
        hands_url(event, "preview/"), {"number": 1, "record": HAND_1}, format="json"
    )
    assert response.status_code == 403


def test_the_example_of_the_api_docs_is_a_hand_the_api_accepts(event: Cast) -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "api.md").read_text()
    body = re.search(r"Idempotency-Key: \S+\n(.*?)\n```", docs, re.S)
    assert body is not None
    example = json.loads(body.group(1))["record"]
    response = event.client("scorer").post(hands_url(event), {"number": 1, "record": example}, format="json")
    assert response.status_code == 201, response.json()
    # The dealer (seat 0) rons seat 2 for 3 han 40 fu: 7700 (scoring table), and takes back its stick.
    hands = event.client("anonymous").get(hands_url(event).replace("hands/", "timeline/")).json()["hands"]
    assert hands[0]["deltas"] == [7700 + 1000, 0, -7700, 0]


def test_a_quick_win_of_five_han_or_more_may_leave_out_the_fu_as_in_the_calculator(event: Cast) -> None:
    enter(event, HAND_1)
    haneman = {"han": 6, "yaku": ["riichi", "tanyao", "pinfu", "iipeikou"], "dora_count": 2}
    record = {"kind": "ron", "discarder": 0, "wins": [{"winner": 3, "hand": haneman}], "riichi": [3]}
    response = event.client("scorer").post(
        hands_url(event, "preview/"), {"number": 2, "record": record}, format="json"
    )
    assert response.status_code == 200, response.json()
    # a non-dealer's haneman by ron: 12,000; the winner's own riichi stick comes back on top (the
    # deltas leave out the declaration, as in the tsumo preview test above: 2,700 shown as 3,700)
    assert response.json()["deltas"] == [-12000, 0, 0, 13000]
    record["wins"] = [{"winner": 3, "hand": {**haneman, "fu": None}}]  # null reads as left out
    response = event.client("scorer").post(
        hands_url(event, "preview/"), {"number": 2, "record": record}, format="json"
    )
    assert response.status_code == 200 and response.json()["deltas"] == [-12000, 0, 0, 13000]
    low = {"han": 3, "yaku": ["riichi", "tanyao", "pinfu"], "dora_count": 0}
    record["wins"] = [{"winner": 3, "hand": low}]
    response = event.client("scorer").post(
        hands_url(event, "preview/"), {"number": 2, "record": record}, format="json"
    )
    assert response.status_code == 400 and "record.wins[0].hand.fu: missing" in str(response.json())


def test_a_feature_table_of_a_final_scores_event_takes_hands_until_it_has_scores(event: Cast) -> None:
    """The event is entered by final scores: table 1's first hand makes it a hand-by-hand game;
    table 2, with its final scores, refuses a hand under `game`."""
    event.tournament.games.update(entry_mode="final")
    enter(event, HAND_1)
    assert game_state(event)["state"]["scores"] == [17000, 33000, 25000, 25000]
    second = event.tournament.games.order_by("table__number")[1]
    base = f"/api/tournaments/{event.tournament.slug}/games/{second.pk}/"
    client = event.client("scorer")
    saved = client.post(
        f"{base}final-scores/", {"scores": [40000, 30000, 20000, 10000], "deposits_left": 0}, format="json"
    )
    assert saved.status_code == 200, saved.json()
    refused = client.post(f"{base}hands/", {"number": 1, "record": HAND_1}, format="json")
    assert refused.status_code == 400
    assert refused.json() == {"game": ["has final scores; clear them to enter the game hand by hand"]}


def test_correcting_or_undoing_a_hand_the_game_has_not_is_a_404_like_reading_it(event: Cast) -> None:
    """PUT and DELETE answered 400 {"number": [...]} where GET of the same address says 404."""
    enter(event, HAND_1)
    client = event.client("scorer")
    assert client.get(hands_url(event, "9/")).status_code == 404
    edit = client.put(hands_url(event, "9/"), {"record": HAND_1}, format="json")
    assert (edit.status_code, edit.json()) == (404, {"detail": "No such hand."})
    assert client.delete(hands_url(event, "1/")).status_code == 204
    undone = client.delete(hands_url(event, "1/"))  # undone already
    assert (undone.status_code, undone.json()) == (404, {"detail": "No such hand."})
