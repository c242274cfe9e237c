"""mjlog draws built tag by tag: tenpai from the hands shown, nagashi from the discard stream, aborts."""

from __future__ import annotations

from scoring.engine.importers.mjlog import parse_mjlog
from scoring.engine.ledger import fold_game, initial_state
from scoring.engine.records import Abort, Draw
from tests.ledger.helpers import direct

HEAD = '<mjloggm ver="2.3"><GO type="169"/><TAIKYOKU oya="0"/>'
INIT = '<INIT seed="0,0,0,1,1,5" ten="250,250,250,250" oya="0" hai0="" hai1="" hai2="" hai3=""/>'


def _log(*tags: str) -> str:
    return HEAD + INIT + "".join(tags) + "</mjloggm>"


def test_the_players_whose_hands_are_shown_are_tenpai_and_reach_step_2_places_a_deposit() -> None:
    text = _log(
        '<REACH who="2" step="1"/><D5/><REACH who="2" step="2"/>',
        '<RYUUKYOKU ba="0,1" sc="240,-15,250,15,240,15,250,-15" hai1="1,2,3" hai2="4,5,6"/>',
    )
    hand = parse_mjlog(text).hands[0]
    assert hand.record == Draw(tenpai=(1, 2), riichi=(2,))
    assert hand.deltas == (-1500, 1500, 1500, -1500)


def test_a_riichi_whose_declaring_discard_is_not_followed_by_step_2_places_no_deposit() -> None:
    text = _log(
        '<REACH who="1" step="1"/><E7/>', '<RYUUKYOKU type="yao9" ba="0,0" sc="250,0,250,0,250,0,250,0"/>'
    )
    assert parse_mjlog(text).hands[0].record == Abort(reason="kyuushu")


def test_nagashi_goes_to_the_player_whose_terminal_and_honor_discards_nobody_called() -> None:
    # Seat 1 discards only terminals and honors; seat 2 does too, but seat 3 pons one of them
    # (m = pon of 1m: kind 0, called index 0, from_rel 3 -> taken from seat 2).
    pon_1m_from_left = (0 << 9) | 0x8 | 3
    text = _log(
        "<T10/><D10/>",  # seat 0: 3m
        "<U0/><E0/>",  # seat 1: 1m
        "<V124/><F124/>",  # seat 2: 4z
        "<W33/><G33/>",  # seat 3: 9m
        "<T35/><D35/>",  # seat 0: 9m
        "<U108/><E108/>",  # seat 1: 1z
        "<V1/><F1/>",  # seat 2: 1m ...
        f'<N who="3" m="{pon_1m_from_left}"/><G40/>',  # ... called by seat 3
        '<RYUUKYOKU type="nm" ba="0,0" sc="250,-40,250,80,250,-20,250,-20"/>',
    )
    hand = parse_mjlog(text).hands[0]
    assert hand.record == Draw(tenpai=(), nagashi=(1,))
    states = fold_game(
        [hand.record], parse_mjlog(text).ruleset, initial_state(parse_mjlog(text).ruleset), direct
    )
    assert states[-1].deltas == hand.deltas == (-4000, 8000, -2000, -2000)


def test_the_abortive_draw_types_map_to_our_kinds() -> None:
    kinds = {
        "yao9": "kyuushu",
        "kaze4": "suufon",
        "reach4": "suucha_riichi",
        "kan4": "suukaikan",
        "ron3": "sanchahou",
    }
    for tenhou, ours in kinds.items():
        text = _log(f'<RYUUKYOKU type="{tenhou}" ba="0,0" sc="250,0,250,0,250,0,250,0"/>')
        record = parse_mjlog(text).hands[0].record
        assert isinstance(record, Abort) and record.reason == ours


def test_an_unknown_draw_type_is_skipped_with_its_name() -> None:
    hand = parse_mjlog(_log('<RYUUKYOKU type="mystery" ba="0,0" sc="250,0,250,0,250,0,250,0"/>')).hands[0]
    assert hand.record is None and hand.skip_reason is not None and "mystery" in hand.skip_reason


def test_two_nagashi_mangan_players_come_as_two_draw_tags_and_are_both_paid() -> None:
    # Tenhou writes one RYUUKYOKU type="nm" per qualifying player; seats 1 and 2 discard only
    # terminals and honors, nobody calls. Each is paid a non-dealer mangan tsumo.
    text = _log(
        "<T10/><D10/>",
        "<U0/><E0/>",
        "<V124/><F124/>",
        "<W13/><G13/>",
        '<RYUUKYOKU type="nm" ba="0,0" sc="250,-40,250,80,250,-20,250,-20"/>',
        '<RYUUKYOKU type="nm" ba="0,0" sc="210,-40,330,-20,230,80,230,-20"/>',
    )
    game = parse_mjlog(text)
    hand = game.hands[0]
    assert hand.record == Draw(tenpai=(), nagashi=(1, 2))
    assert hand.deltas == (-8000, 6000, 6000, -4000)
    states = fold_game([hand.record], game.ruleset, initial_state(game.ruleset), direct)
    assert states[-1].deltas == hand.deltas


def test_a_custom_lobby_game_end_is_skipped_not_agreed() -> None:
    from scoring.replay import Summary, replay_game

    text = (
        '<mjloggm ver="2.3"><GO type="2113" lobby="0"/>'
        '<INIT seed="0,0,0,1,1,5" ten="10,10,10,10" oya="0"/>'
        '<RYUUKYOKU type="yao9" ba="0,0" sc="10,0,10,0,10,0,10,0" owari="10,0.0,10,0.0,10,0.0,10,0.0"/>'
        "</mjloggm>"
    )
    summary = Summary()
    replay_game(parse_mjlog(text, "custom"), summary)
    assert (summary.hands, summary.mismatches, summary.skipped) == (1, 0, 1)
    assert summary.lines == [
        "custom: end: skipped: custom lobby rules (GO type 2113): game end and points not checked"
    ]
