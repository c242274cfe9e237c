"""Hands per second through our hand validation vs calling the `mahjong` package directly.

Both run on the same generated winning hands in the same run. Ours parses the compact notation,
checks tile counts and the situation, calls the package configured from the Ruleset and turns its
answer into yaku, han, fu, limit and deltas. The baseline is the package used as its docs show: a
HandConfig and Meld objects per hand, tiles already converted to 136-format ids outside the timing.
Target ratio (ours / package) >= 0.8. Rounds alternate which side goes first; the figures are
medians, with the ratio of every round printed so the noise of a busy machine is visible.

Run: .venv/bin/python bench/bench_hands.py [--hands N]
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.constants import EAST
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.meld import Meld as PackageMeld

from scoring.engine.hands import Situation, evaluate_hand, package_options
from scoring.engine.presets import get_preset
from scoring.engine.request import evaluate_request
from scoring.engine.tiles import Tile, tiles_to_str

WINDS = ("E", "S", "W", "N")


def generate(count: int, seed: int = 7) -> list[dict]:
    """Random four-groups-and-a-pair hands (some groups called) that are legal wins under Tenhou rules."""
    rng = random.Random(seed)
    ruleset = get_preset("tenhou").replace(red_fives=0)
    hands: list[dict] = []
    while len(hands) < count:
        counts = [0] * 34
        groups = []
        for _ in range(4):
            if rng.random() < 0.6:
                start = rng.randrange(3) * 9 + rng.randrange(7)
                kinds = [start, start + 1, start + 2]
            else:
                kinds = [rng.randrange(34)] * 3
            groups.append(kinds)
            for k in kinds:
                counts[k] += 1
        pair = rng.randrange(34)
        counts[pair] += 2
        if max(counts) > 4:
            continue
        melds, concealed = [], []
        for kinds in groups:
            tiles = [Tile(k) for k in kinds]
            if rng.random() < 0.25:
                melds.append(f"{'chi' if kinds[0] != kinds[1] else 'pon'}:{tiles_to_str(tiles)}")
            else:
                concealed += tiles
        concealed += [Tile(pair), Tile(pair)]
        tsumo = rng.random() < 0.4
        seat = rng.choice(WINDS)
        situation = Situation(
            seat=seat,
            round=rng.choice(("E", "S")),
            tsumo=tsumo,
            discarder=None if tsumo else rng.choice([w for w in WINDS if w != seat]),
            riichi=not melds and rng.random() < 0.5,
            deposits=1,
        )
        hand: dict[str, Any] = {
            "hand": tiles_to_str(concealed),
            "melds": melds,
            "win": str(rng.choice(concealed)),
            "situation": situation,
            "dora": [str(Tile(rng.randrange(34)))],
            "ruleset": ruleset,
        }
        if evaluate_hand(**hand).legal:
            hands.append(hand)
    return hands


def package_inputs(hand: dict) -> dict:
    """The same hand, converted once, outside the timed loop, into the package's own input."""
    used: set[int] = set()

    def take(kind: int) -> int:
        for copy in (1, 2, 3, 0):
            if kind * 4 + copy not in used:
                used.add(kind * 4 + copy)
                return kind * 4 + copy
        raise ValueError(kind)

    from scoring.engine.tiles import parse_meld, parse_tiles, tile

    melds, ids = [], []
    for text in hand["melds"]:
        meld = parse_meld(text)
        meld_ids = [take(t.kind) for t in meld.tiles]
        melds.append((PackageMeld.CHI if meld.kind == "chi" else PackageMeld.PON, meld_ids))
        ids += meld_ids
    concealed = [take(t.kind) for t in parse_tiles(hand["hand"])]
    win_kind = tile(hand["win"]).kind
    s: Situation = hand["situation"]
    return {
        "tiles": ids + concealed,
        "win_tile": next(i for i in concealed if i // 4 == win_kind),
        "melds": melds,
        "dora_indicators": [tile(t).kind * 4 for t in hand["dora"]],
        "situation": s,
        "options": package_options(hand["ruleset"]),
    }


def run_package(inputs: list[dict]) -> float:
    start = time.process_time()
    for x in inputs:
        s = x["situation"]
        config = HandConfig(
            is_tsumo=s.tsumo,
            is_riichi=s.riichi,
            player_wind=EAST + WINDS.index(s.seat),
            round_wind=EAST + WINDS.index(s.round),
            kyoutaku_number=s.deposits,
            options=x["options"],
        )
        melds = [PackageMeld(kind, ids) for kind, ids in x["melds"]]
        HandCalculator.estimate_hand_value(
            x["tiles"], x["win_tile"], melds=melds, dora_indicators=x["dora_indicators"], config=config
        )
    return time.process_time() - start


def run_ours(hands: list[dict]) -> float:
    start = time.process_time()
    for hand in hands:
        evaluate_hand(**hand)
    return time.process_time() - start


def as_request(hand: dict) -> dict:
    """The same hand as a `python -m scoring hand` request object (without the JSON text step)."""
    s: Situation = hand["situation"]
    request = {
        "ruleset": {"preset": "tenhou", "red_fives": 0},
        "hand": hand["hand"],
        "melds": hand["melds"],
        "win": hand["win"],
        "tsumo": s.tsumo,
        "seat": s.seat,
        "round": s.round,
        "riichi": s.riichi,
        "dora": hand["dora"],
        "deposits": s.deposits,
    }
    if s.discarder:
        request["from"] = s.discarder
    return request


def run_requests(requests: list[dict]) -> float:
    start = time.process_time()
    for request in requests:
        evaluate_request(request)
    return time.process_time() - start


def timed(run: Callable[[list[dict]], float], items: list[dict]) -> float:
    """One pass, each side starting alike: no garbage of the other side, no decompositions it cached."""
    gc.collect()
    HandDivider._divide_hand_impl.cache_clear()  # the package's own cache, shared by both sides
    return run(items)


def same_results(hands: list[dict], inputs: list[dict]) -> None:
    """Both sides must find the same han, fu and points on every hand, or the comparison means nothing."""
    for hand, x in zip(hands, inputs, strict=True):
        ours = evaluate_hand(**hand)
        s = x["situation"]
        config = HandConfig(
            is_tsumo=s.tsumo,
            is_riichi=s.riichi,
            player_wind=EAST + WINDS.index(s.seat),
            round_wind=EAST + WINDS.index(s.round),
            options=x["options"],
        )
        melds = [PackageMeld(kind, ids) for kind, ids in x["melds"]]
        theirs = HandCalculator.estimate_hand_value(
            x["tiles"], x["win_tile"], melds=melds, dora_indicators=x["dora_indicators"], config=config
        )
        if (ours.han, ours.fu) != (theirs.han, theirs.fu):
            raise SystemExit(f"results differ on {hand['hand']} {hand['melds']}: {ours} vs {theirs}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=11, help="timed rounds, each side once per round")
    parser.add_argument("--slice", type=int, default=200, help="hands per turn within a round")
    args = parser.parse_args()
    hands = generate(args.hands)
    inputs = [package_inputs(h) for h in hands]
    same_results(hands, inputs)
    timed(run_package, inputs), timed(run_ours, hands)  # warm-up, untimed
    # CPU time of this process, so other work on the machine counts less. Within a round the two sides
    # take turns on slices of the hands (alternating which goes first), so a busy spell slows both
    # alike; each round gives its own ratio, so noise shows as spread rather than as a bias.
    size = max(args.slice, 1)
    slices = [(hands[i : i + size], inputs[i : i + size]) for i in range(0, len(hands), size)]
    package_times, our_times, ratios = [], [], []
    print(f"hands: {len(hands)} legal wins, {args.rounds} rounds; ratio per round (ours/package):")
    for i in range(args.rounds):
        package = ours = 0.0
        for j, (our_slice, package_slice) in enumerate(slices):
            if (i + j) % 2:
                ours += timed(run_ours, our_slice)
                package += timed(run_package, package_slice)
            else:
                package += timed(run_package, package_slice)
                ours += timed(run_ours, our_slice)
        package_times.append(package)
        our_times.append(ours)
        ratios.append(package / ours)
        print(f"  round {i + 1:2d}: {ratios[-1]:.3f}")
    requests = [as_request(h) for h in hands]
    full = statistics.median(timed(run_requests, requests) for _ in range(3))
    package_rate = len(hands) / statistics.median(package_times)
    our_rate = len(hands) / statistics.median(our_times)
    print(f"mahjong package directly: {package_rate:9.0f} hands/s (median)")
    print(f"our hand validation:      {our_rate:9.0f} hands/s (median)")
    print(
        f"ratio ours/package: median {statistics.median(ratios):.3f}, "
        f"range {min(ratios):.3f}-{max(ratios):.3f} (target >= 0.80)"
    )
    print(
        f"(for information) whole request objects through evaluate_request: {len(hands) / full:.0f} hands/s"
    )


if __name__ == "__main__":
    main()
