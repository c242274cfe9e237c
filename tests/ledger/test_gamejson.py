"""The project's game JSON: exact round trip, field-named errors, and replay of a stored game."""

from __future__ import annotations

import json

import pytest

from scoring.engine.importers.gamejson import (
    Expect,
    Game,
    GameFormatError,
    Start,
    game_from_json,
    game_to_json,
    imported_from_game,
)
from scoring.engine.records import Abort, Chombo, Draw, QuickHand, Ron, TileHand, Tsumo, Win
from scoring.engine.rules import get_preset
from scoring.replay import Summary, replay_game

TILE_WIN = Win(
    winner=1,
    hand=TileHand(
        hand="234m406p22s",
        win="2s",
        melds=("pon:555z",),
        dora=("3m",),
        ura=("9p",),
        flags=frozenset({"riichi", "ippatsu"}),
    ),
)
GAME = Game(
    ruleset="tenhou",
    players=("Ann", "Bo", "Cy", "Di"),
    start=Start(scores=(25000, 25000, 25000, 25000), kyoku=0, honba=0, deposits=0),
    records=(
        Ron(discarder=0, wins=(TILE_WIN,), riichi=(1,)),
        Tsumo(win=Win(winner=2, hand=QuickHand(han=3, fu=30, yaku=("riichi", "menzen_tsumo", "pinfu")))),
        Draw(tenpai=(0, 3), riichi=(3,)),
        Draw(nagashi=(2,)),
        Abort(reason="kyuushu"),
        Ron(discarder=3, wins=(Win(winner=1, hand=QuickHand(han=0, fu=0, yaku=("daisangen",)), pao=2),)),
    ),
    expect=Expect(deltas=((0, 0, 0, 0), None), final_scores=None, final_points=None),
)


def test_a_game_round_trips_through_json_exactly() -> None:
    doc = game_to_json(GAME)
    assert game_from_json(doc) == GAME
    assert game_to_json(game_from_json(json.loads(json.dumps(doc)))) == doc


def test_a_chombo_and_an_inline_ruleset_round_trip_too() -> None:
    game = Game(ruleset=get_preset("wrc").replace(name="club"), records=(Chombo(offender=3),))
    doc = json.loads(json.dumps(game_to_json(game)))
    assert game_from_json(doc) == game


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["hands"][0]["wins"][0].update(winner=4), "hands[0].wins[0].winner: must be a seat 0-3"),
        (lambda d: d["hands"][1].update(kind="agari"), "hands[1].kind: must be ron, tsumo"),
        (lambda d: d["hands"][2].update(tenpai="0,3"), "hands[2].tenpai: must be a list of seats"),
        (lambda d: d["hands"][4].update(reason="nine"), "hands[4].reason: must be one of"),
        (
            lambda d: d["hands"][1]["win"]["hand"].update(han="3"),
            "hands[1].win.hand.han: must be a whole number",
        ),
        (lambda d: d["hands"][0].update(colour="red"), "hands[0]: unknown field colour"),
        (lambda d: d.update(ruleset="nowhere"), "game.ruleset:"),
        (lambda d: d.update(ruleset={"uma": [1, 2, 3, 4]}), "game.ruleset: uma"),
        (lambda d: d.update(version=7), "game.version"),
        (lambda d: d["start"].update(scores=[1, 2, 3]), "game.start.scores: must be a list of four"),
    ],
)
def test_a_bad_document_is_refused_naming_the_field(change, message) -> None:
    doc = game_to_json(GAME)
    change(doc)
    with pytest.raises(GameFormatError) as exc:
        game_from_json(doc)
    assert message in str(exc.value)


def test_a_stored_game_replays_and_an_expected_delta_that_differs_is_reported() -> None:
    game = Game(
        ruleset="tenhou",
        records=(
            # seat 1: riichi menzen-tsumo pinfu, 3 han 20 fu tsumo: 700/1300 (rules.md 5 table)
            Tsumo(
                win=Win(winner=1, hand=QuickHand(han=3, fu=20, yaku=("riichi", "menzen_tsumo", "pinfu"))),
                riichi=(1,),
            ),
            Draw(tenpai=(1,)),
        ),
        expect=Expect(deltas=((-1300, 2700 + 1000, -700, -700), (-1000, 3000, -1000, -900))),
    )
    summary = Summary()
    replay_game(imported_from_game(game, "stored"), summary)
    assert summary.mismatches == 1
    assert summary.lines == [
        "stored: hand 2: deltas [-1000, 3000, -1000, -1000] != recorded [-1000, 3000, -1000, -900]"
    ]


def test_the_documented_example_game_is_legal_and_replays_as_documented() -> None:
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "game-format.md").read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)```", text, re.S)
    assert block is not None
    game = game_from_json(json.loads(block.group(1)))
    summary = Summary()
    replay_game(imported_from_game(game, "doc"), summary)
    assert (summary.hands, summary.wins, summary.draws, summary.mismatches) == (6, 3, 2, 0), summary.lines
