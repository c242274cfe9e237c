"""Why a hand cannot be saved, in the page language and naming the player (not "wins[1]")."""

import pytest
from django.test import Client
from django.utils import translation

from tests.site.test_hand_entry import preview
from tournaments.models import Game
from tournaments.views import engine_messages

NO_YAKU = {"mode": "tiles", "hand": "123m456p555789s11z", "win": "9s"}
TOO_MANY = {"mode": "tiles", "hand": "2m2m2m2m2m3p4p5p4s5s6s7s8s8s", "win": "8s"}


def _errors(client: Client, game: Game, win: dict) -> list[str]:
    payload = {"kind": "ron", "winners": [1], "discarder": 2, "riichi": [], "wins": {"1": win}}
    result = preview(client, game, payload)
    assert result["legal"] is False
    return result["errors"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "win", "expected"),
    [
        ("en", NO_YAKU, "Player 2's hand: no yaku: a winning hand needs at least one yaku"),
        ("ja", NO_YAKU, "Player 2の手牌：役がありません"),
        ("vi", NO_YAKU, "Tay bài của Player 2: không có yaku"),
        ("en", TOO_MANY, "Player 2's hand: 2m appears 5 times; there are only 4 copies of each tile"),
        ("ja", TOO_MANY, "2mが5枚あります"),
        ("vi", TOO_MANY, "2m xuất hiện 5 lần"),
    ],
)
def test_an_illegal_hand_is_explained_in_the_page_language(
    scorer_client: Client,
    game: Game,
    language: str,
    win: dict,
    expected: str,
) -> None:
    scorer_client.cookies["django_language"] = language
    errors = _errors(scorer_client, game, win)
    assert any(expected in e for e in errors), errors


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("win of seat 0: illegal hand: ippatsu without riichi", "Aki's hand: ippatsu without riichi"),
        (
            "wins[3]: illegal hand: chiitoitsu and pinfu cannot both be in one hand; ippatsu without riichi",
            "Dan's hand: Chiitoitsu and Pinfu cannot both be in one hand; ippatsu without riichi",
        ),
        (
            "record 4 (E3-1): tenpai: riichi player seat 2 must be tenpai at an exhaustive draw",
            "Cho declared riichi, so must be tenpai at the draw",
        ),
        ("something the site has never seen", "something the site has never seen"),
    ],
)
def test_engine_reasons_name_the_player_and_unknown_ones_pass_unchanged(message: str, expected: str) -> None:
    with translation.override("en"):
        assert engine_messages.translate(message, ["Aki", "Bo", "Cho", "Dan"]) == expected


@pytest.mark.parametrize(
    ("message", "said"),
    [
        (
            "wins: head bump (atamahane) - only seat 0, nearest the discarder, wins",
            "head bump (atamahane): only Ann, nearest the discarder, wins",
        ),
        (
            "record 2 (E1-1): riichi: seat 3 has -2400 points, fewer than the 1000 a riichi deposit needs",
            "riichi: Di has \u22122,400 points, fewer than the 1,000 a riichi deposit needs",
        ),
    ],
)
def test_a_seat_in_a_table_rule_message_is_named_by_its_player(message: str, said: str) -> None:
    with translation.override("en"):
        assert engine_messages.translate(message, ["Ann", "Bo", "Cy", "Di"]) == said


def test_points_in_an_engine_reason_are_written_as_the_page_writes_scores() -> None:
    message = "riichi: seat 1 has 500 points, fewer than the 1000 a riichi deposit needs"
    with translation.override("vi"):
        said = engine_messages.translate(message, ["Ann", "Bo", "Cy", "Di"])
    assert "1.000" in said and "1000" not in said  # Vietnamese groups thousands with a dot


def test_a_game_already_over_is_said_in_the_page_language() -> None:
    with translation.override("ja"):
        said = engine_messages.translate(
            "record 2: the game is already over (bust)", ["Ann", "Bo", "Cy", "Di"]
        )
    assert "the game" not in said and "bust" not in said


def test_a_four_riichi_abort_short_of_riichi_is_said_in_words() -> None:
    """The scorer read the engine's "riichi: four-riichi abort needs all four players in riichi, got 3"."""
    from scoring.engine.ledger import LedgerError, apply, initial_state
    from scoring.engine.records import Abort
    from scoring.engine.rules import Ruleset

    ruleset = Ruleset()
    with pytest.raises(LedgerError) as refused:
        apply(initial_state(ruleset), Abort(reason="suucha_riichi", riichi=(0, 1, 2)), ruleset)
    with translation.override("en"):
        said = engine_messages.translate(refused.value.reason, ["Ann", "Bo", "Cy", "Di"])
    assert said == "four riichi: all four players must have declared riichi (3 did)"
