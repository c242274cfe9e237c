"""Replay speed: hands per second through our replay (import already done, fold + evaluation + compare)
against evaluating the same winning hands with the `mahjong` package alone, in the same run.

The baseline feeds the package exactly what an mjlog gives (136-format ids, decoded melds, dora
indicators, the situational yaku as flags), built before timing; only `estimate_hand_value` is timed.
Usage: python bench/bench_replay.py [DATA_DIR] [--repeat N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from mahjong.constants import EAST
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scoring.engine.importers.load import load_game
from scoring.engine.importers.mjlog import read_mjlog_text
from scoring.engine.importers.mjlog_melds import decode_meld
from scoring.engine.importers.tenhou_yaku import SITUATION_BY_ID
from scoring.engine.ledger import default_valuer
from scoring.replay import Summary, replay_game

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
_MELD = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN, "ankan": Meld.KAN, "kakan": Meld.SHOUMINKAN}


def _ints(text: str | None) -> list[int]:
    return [int(x) for x in text.split(",")] if text else []


def package_inputs(path: Path) -> list[tuple]:  # type: ignore[type-arg]
    """Every AGARI of an mjlog as arguments for HandCalculator.estimate_hand_value."""
    import xml.etree.ElementTree as ET

    root = ET.fromstring(read_mjlog_text(path))
    out = []
    kyoku = 0
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=True, kazoe_limit=HandConstants.KAZOE_LIMITED)
    for el in root:
        if el.tag == "INIT":
            kyoku = _ints(el.get("seed"))[0]
        if el.tag != "AGARI":
            continue
        who, frm = int(el.get("who", "0")), int(el.get("fromWho", "0"))
        melds = [decode_meld(m) for m in _ints(el.get("m"))]
        package_melds = [Meld(_MELD[m.kind], list(m.tiles), opened=m.kind != "ankan") for m in melds]
        tiles = _ints(el.get("hai")) + [t for m in melds for t in m.tiles]
        yaku = _ints(el.get("yaku"))[0::2] + _ints(el.get("yakuman"))
        flags = {SITUATION_BY_ID[y] for y in yaku if y in SITUATION_BY_ID}
        dealer = kyoku % 4
        config = HandConfig(
            is_tsumo=who == frm,
            is_riichi="riichi" in flags or "double_riichi" in flags,
            is_daburu_riichi="double_riichi" in flags,
            is_ippatsu="ippatsu" in flags,
            is_rinshan="rinshan" in flags,
            is_chankan="chankan" in flags,
            is_haitei="haitei" in flags,
            is_houtei="houtei" in flags,
            is_tenhou="tenhou" in flags,
            is_chiihou="chiihou" in flags,
            player_wind=EAST + (who - dealer) % 4,
            round_wind=EAST + kyoku // 4,
            options=options,
        )
        out.append(
            (
                tiles,
                int(el.get("machi", "0")),
                package_melds,
                _ints(el.get("doraHai")),
                config,
                _ints(el.get("doraHaiUra")),
            )
        )
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("data", nargs="?", default=str(DEFAULT_DATA))
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    data = Path(args.data)
    files = sorted(p for p in data.rglob("*") if p.suffix in (".mjlog", ".xml", ".gz", ".json"))
    xml = {p for p in files if read_mjlog_text(p).lstrip().startswith("<")} if files else set()
    games = [load_game(p) for p in files]
    mjlog_games = [g for g, p in zip(games, files, strict=True) if p in xml]
    inputs = [a for p in files if p in xml for a in package_inputs(p)]
    if not inputs:
        print("no mjlog records with wins to compare against the mahjong package")
        return 1

    # The same wins through our tile evaluation alone (engine hands.py), with the contexts the ledger gave.
    calls = []

    def capture(win, ctx, ruleset):  # type: ignore[no-untyped-def]
        calls.append((win, ctx, ruleset))
        return default_valuer(win, ctx, ruleset)

    for game in mjlog_games:
        game.valuer = capture
        replay_game(game, Summary())
        game.valuer = default_valuer

    clear = HandDivider._divide_hand_impl.cache_clear  # the package caches hand shapes; start cold each pass

    def replay(selection: list) -> tuple[float, Summary]:  # type: ignore[type-arg]
        elapsed = 0.0
        summary = Summary()
        for _ in range(args.repeat):
            clear()
            summary = Summary()
            start = time.perf_counter()
            for game in selection:
                replay_game(game, summary)
            elapsed += time.perf_counter() - start
        return elapsed, summary

    all_time, all_summary = replay(games)
    mj_time, mj_summary = replay(mjlog_games)

    # Our ledger and replay alone: every win's value memoized after a first pass.
    memo = {}

    def memoized(win, ctx, ruleset):  # type: ignore[no-untyped-def]
        key = (win, ctx)
        if key not in memo:
            memo[key] = default_valuer(win, ctx, ruleset)
        return memo[key]

    for game in mjlog_games:
        game.valuer = memoized
    ledger_time, ledger_summary = replay(mjlog_games)
    for game in mjlog_games:
        game.valuer = default_valuer

    engine_time = 0.0
    for _ in range(args.repeat):
        clear()
        start = time.perf_counter()
        for win, ctx, ruleset in calls:
            default_valuer(win, ctx, ruleset)
        engine_time += time.perf_counter() - start

    package_time = 0.0
    for _ in range(args.repeat):
        clear()
        start = time.perf_counter()
        for tiles, win, melds, dora, config, ura in inputs:
            response = HandCalculator.estimate_hand_value(
                tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura
            )
            assert response.error is None, response.error
        package_time += time.perf_counter() - start

    all_hands = all_summary.hands * args.repeat / all_time
    mj_hands = mj_summary.hands * args.repeat / mj_time
    mj_wins = mj_summary.wins * args.repeat / mj_time
    package_wins = len(inputs) * args.repeat / package_time
    engine_wins = len(calls) * args.repeat / engine_time
    print(f"files {len(files)}, hands {all_summary.hands}, wins {all_summary.wins}, repeat {args.repeat}")
    print(f"replay, all records given:         {all_hands:10.0f} hands/s")
    print(f"replay, mjlog records (tiles):     {mj_hands:10.0f} hands/s  {mj_wins:10.0f} wins/s")
    ledger_hands = ledger_summary.hands * args.repeat / ledger_time
    print(f"ledger + replay alone (memoized):  {ledger_hands:10.0f} hands/s")
    print(f"engine tile evaluation, same wins: {engine_wins:10.0f} wins/s")
    print(f"mahjong package alone, same wins:  {package_wins:10.0f} wins/s")
    print(f"ratio replay wins/s / package wins/s: {mj_wins / package_wins:.2f}")
    return 0 if all_summary.mismatches == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
