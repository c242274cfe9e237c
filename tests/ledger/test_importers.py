"""Reading Tenhou records: meld codes, points texts, yaku names, tenpai and riichi from the tile stream."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoring.engine.importers.load import load_game
from scoring.engine.importers.mjlog import ruleset_from_go
from scoring.engine.importers.mjlog_melds import decode_meld
from scoring.engine.importers.tenhou6 import parse_points, parse_tenhou6
from scoring.engine.importers.tenhou_tiles import compact, tile_136, tile_t6
from scoring.engine.importers.tenhou_yaku import yaku_name_by_id, yaku_name_by_japanese
from scoring.engine.records import Abort, Draw, Ron, TileHand, Tsumo
from scoring.engine.tiles import parse_tiles

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
needs_data = pytest.mark.skipif(not DATA.is_dir(), reason="shared/data is not next to the checkout")


@pytest.mark.parametrize(
    ("code", "tile"),
    [(0, "1m"), (16, "0m"), (17, "5m"), (52, "0p"), (88, "0s"), (108, "1z"), (135, "7z")],
)
def test_mjlog_tile_codes_become_compact_tiles_with_red_fives_as_zero(code, tile) -> None:
    assert tile_136(code) == tile


@pytest.mark.parametrize(("code", "tile"), [(11, "1m"), (51, "0m"), (53, "0s"), (47, "7z"), (29, "9p")])
def test_tenhou6_tile_codes_become_compact_tiles(code, tile) -> None:
    assert tile_t6(code) == tile


def test_compact_notation_groups_by_suit_and_keeps_red_fives_in_place() -> None:
    assert compact(["6p", "0p", "4p", "2m", "1z", "3m", "4m", "1z"]) == "234m406p11z"


@pytest.mark.parametrize(
    ("m", "kind", "notation", "from_rel"),
    [
        # From the shared mjlog records; each completes its hand as the recorded yaku and fu say.
        (5367, "chi", "chi:234m", 3),
        (38951, "chi", "chi:678p", 3),
        (29802, "pon", "pon:222s", 2),
        (51305, "pon", "pon:777z", 1),
        (512, "ankan", "ankan:1111m", 0),
    ],
)
def test_mjlog_meld_codes_decode_to_melds(m, kind, notation, from_rel) -> None:
    meld = decode_meld(m)
    assert (meld.kind, meld.notation(), meld.from_rel) == (kind, notation, from_rel)


def test_an_added_kan_and_an_open_kan_decode_with_four_tiles() -> None:
    # Built from the documented bit layout: pon/kakan bits 3-4, tile kind * 3 + called index from bit 9.
    kakan = decode_meld(((27 * 3 + 1) << 9) | 0x10 | (2 << 5) | 1)
    assert (kakan.kind, kakan.notation()) == ("kakan", "kakan:1111z")
    kan = decode_meld((5 * 4 + 2) << 8 | 3)
    assert (kan.kind, kan.notation(), kan.called) == ("kan", "kan:6666m", 22)


@needs_data
def test_every_mjlog_win_has_a_full_hand_of_tiles() -> None:
    for path in sorted((DATA / "mjlog").glob("*.mjlog")):
        for hand in load_game(path).hands:
            wins = (
                hand.record.wins
                if isinstance(hand.record, Ron)
                else ((hand.record.win,) if isinstance(hand.record, Tsumo) else ())
            )
            for win in wins:
                assert isinstance(win.hand, TileHand)
                tiles = len(parse_tiles(win.hand.hand)) + 3 * len(win.hand.melds)
                assert tiles == 14, (path.name, hand.label)


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("30符4飜7700点", (30, 4, None, 7700)),
        ("満貫2000-4000点", (None, None, "mangan", 8000)),
        ("30符2飜1000点∀", (30, 2, None, 3000)),
        ("役満16000点∀", (None, None, "yakuman", 48000)),
        ("25符4飜1600-3200点", (25, 4, None, 6400)),
        ("跳満12000点", (None, None, "haneman", 12000)),
    ],
)
def test_tenhou6_points_texts_give_fu_han_limit_and_total(text, parsed) -> None:
    assert parse_points(text) == parsed


def test_a_points_text_that_is_not_tenhous_is_an_error_naming_it() -> None:
    with pytest.raises(ValueError, match="'7700'"):
        parse_points("7700")


@pytest.mark.parametrize(
    ("jp", "ours"),
    [
        ("立直", "riichi"),
        ("場風 東", "round_wind"),
        ("役牌 發", "yakuhai_hatsu"),
        ("四暗刻単騎", "suuankou_tanki"),
    ],
)
def test_tenhou_yaku_names_map_to_our_names(jp, ours) -> None:
    assert yaku_name_by_japanese(jp) == ours


def test_mjlog_yaku_ids_map_to_our_names() -> None:
    assert [yaku_name_by_id(i) for i in (0, 7, 22, 41, 54)] == [
        "menzen_tsumo",
        "pinfu",
        "chiitoitsu",
        "suuankou_tanki",
        "aka_dora",
    ]


@pytest.mark.parametrize(
    ("go", "red", "tanyao", "length"),
    [(65, 3, True, "tonpuusen"), (169, 3, True, "hanchan"), (0x08 | 0x02 | 0x04 | 1, 0, False, "hanchan")],
)
def test_go_flags_set_red_fives_open_tanyao_and_length(go, red, tanyao, length) -> None:
    ruleset = ruleset_from_go(go)
    assert (ruleset.red_fives, ruleset.open_tanyao, ruleset.length) == (red, tanyao, length)


@needs_data
def test_tenpai_at_a_draw_is_read_from_the_tiles() -> None:
    # ron-2-no-honba.json, East 2-1: only seat 1 was tenpai (recorded -1000/+3000/-1000/-1000).
    game = load_game(DATA / "tenhou6" / "ron-2-no-honba.json")
    draw = game.hands[3].record
    assert isinstance(draw, Draw)
    assert draw.tenpai == (1,)
    assert draw.riichi == (1,)


@needs_data
def test_the_nagashi_mangan_player_is_read_from_the_discards() -> None:
    draw = load_game(DATA / "tenhou6" / "abort-nagashi-mangan.json").hands[0].record
    assert isinstance(draw, Draw)
    assert draw.nagashi == (2,)


@needs_data
def test_a_riichi_declared_on_the_ronned_discard_places_no_deposit() -> None:
    doc = json.loads((DATA / "tenhou6" / "ron-2.json").read_text(encoding="utf-8"))
    # Seat 3 declares riichi discarding 7m ("r17") and is ronned on it by seats 0 and 2.
    record = parse_tenhou6(doc).hands[0].record
    assert isinstance(record, Ron)
    assert record.discarder == 3
    assert 3 not in record.riichi
    assert 0 in record.riichi


@needs_data
def test_four_riichi_abort_lists_all_four_declarers() -> None:
    record = load_game(DATA / "tenhou6" / "abort-four-riichi.json").hands[0].record
    assert record == Abort(reason="suucha_riichi", riichi=(0, 1, 2, 3))


def test_a_three_player_game_is_skipped_never_agreed(tmp_path) -> None:
    from scoring.replay import replay_paths

    mjlog = tmp_path / "sanma.mjlog"
    mjlog.write_text(
        '<mjloggm ver="2.3"><GO type="25"/><INIT seed="0,0,0,1,1,5" ten="350,350,350,0" oya="0"/>'
        '<RYUUKYOKU type="yao9" ba="0,0" sc="350,0,350,0,350,0,0,0"/></mjloggm>',
        encoding="utf-8",
    )
    t6 = tmp_path / "sanma.json"
    t6.write_text(json.dumps({"rule": {"disp": "三般南喰赤", "aka": 1}, "log": []}), encoding="utf-8")
    summary = replay_paths([str(mjlog), str(t6)])
    assert summary.games == 2
    assert summary.skipped == 2
    assert summary.mismatches == 0
    assert all("three-player" in line for line in summary.lines)


def test_a_json_file_that_is_no_game_is_an_error_naming_the_problem(tmp_path) -> None:
    path = tmp_path / "other.json"
    path.write_text('{"hello": "world"}', encoding="utf-8")
    with pytest.raises(ValueError, match=r"neither a tenhou\.net/6 log nor a riichi-league game"):
        load_game(path)


@needs_data
def test_a_no_red_lobby_reads_codes_16_52_88_as_plain_fives(tmp_path) -> None:
    import re

    from scoring.engine.importers.mjlog import parse_mjlog, read_mjlog_text

    # A real game holding red fives, replayed as if its lobby had none (GO flag 0x02).
    source = next(
        p
        for p in sorted((DATA / "mjlog").iterdir())
        if re.search(r'hai="[^"]*\b(16|52|88)\b', read_mjlog_text(p))
    )
    text = re.sub(
        r'<GO type="(\d+)"', lambda m: f'<GO type="{int(m.group(1)) | 0x02}"', read_mjlog_text(source)
    )
    game = parse_mjlog(text, str(source))
    hands = [
        w.hand for h in game.hands for w in getattr(h.record, "wins", ()) if isinstance(w.hand, TileHand)
    ]
    assert hands, "the game has tile-level wins"
    tiles = [t for hand in hands for t in (hand.hand, hand.win, *hand.melds, *hand.dora, *hand.ura)]
    assert not any("0" in t for t in tiles)
    assert game.ruleset.red_fives == 0
