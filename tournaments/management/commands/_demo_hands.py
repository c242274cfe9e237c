"""Plausible random hands for the demo: quick-entry wins the engine accepts, draws, riichi sticks.

Each candidate is checked with the ledger against the game so far, so every generated game is legal
under the event's rules; the game runs until the ledger says it is over (or `stop_after` hands)."""

import random
from typing import Any

from scoring.engine.importers.gamejson import record_from_json
from scoring.engine.ledger import HandState, LedgerError, apply, initial_state
from scoring.engine.rules import Ruleset

# (han, fu, yaku, closed); wins whose yaku include riichi put the winner among the riichi players.
RON_HANDS = [
    (1, 30, ["tanyao"], True),
    (2, 30, ["riichi", "tanyao"], True),
    (3, 30, ["riichi", "pinfu", "tanyao"], True),
    (1, 30, ["yakuhai_haku"], False),
    (2, 40, ["riichi", "yakuhai_chun"], True),
    (2, 25, ["chiitoitsu"], True),
    (2, 30, ["honitsu"], False),
    (5, 30, ["riichi", "ippatsu", "pinfu", "tanyao", "iipeikou"], True),
]
TSUMO_HANDS = [
    (2, 20, ["menzen_tsumo", "pinfu"], True),
    (3, 30, ["riichi", "menzen_tsumo", "tanyao"], True),
    (4, 20, ["riichi", "menzen_tsumo", "pinfu", "tanyao"], True),
    (1, 30, ["yakuhai_hatsu"], False),
]


def _win(winner: int, choice: tuple[int, int, list[str], bool]) -> dict[str, Any]:
    han, fu, yaku, closed = choice
    return {"winner": winner, "hand": {"han": han, "fu": fu, "yaku": yaku, "closed": closed}}


def random_hand(rng: random.Random, state: HandState) -> dict[str, Any]:
    others_riichi = [s for s in range(4) if rng.random() < 0.12]
    roll = rng.random()
    if roll < 0.15:
        tenpai = sorted({s for s in range(4) if rng.random() < 0.45} | set(others_riichi))
        return {"kind": "draw", "tenpai": tenpai, "nagashi": [], "riichi": others_riichi}
    winner = rng.randrange(4)
    if roll < 0.4:
        choice = rng.choice(TSUMO_HANDS)
        riichi = sorted(set(others_riichi) | ({winner} if "riichi" in choice[2] else set()))
        return {"kind": "tsumo", "win": _win(winner, choice), "riichi": riichi}
    choice = rng.choice(RON_HANDS)
    discarder = rng.choice([s for s in range(4) if s != winner])
    riichi = sorted((set(others_riichi) - {discarder}) | ({winner} if "riichi" in choice[2] else set()))
    return {"kind": "ron", "discarder": discarder, "wins": [_win(winner, choice)], "riichi": riichi}


def random_game(ruleset: Ruleset, seed: int, stop_after: int | None = None) -> list[dict[str, Any]]:
    """Hand records of one game, each legal after the ones before it."""
    rng = random.Random(seed)
    state = initial_state(ruleset)
    hands: list[dict[str, Any]] = []
    while not state.game_over and (stop_after is None or len(hands) < stop_after) and len(hands) < 30:
        for _ in range(20):
            candidate = random_hand(rng, state)
            try:
                state = apply(state, record_from_json(candidate), ruleset)
            except LedgerError:
                continue
            hands.append(candidate)
            break
        else:  # nothing fitted (e.g. nobody can pay a riichi stick): a plain draw always does
            candidate = {"kind": "draw", "tenpai": [], "nagashi": [], "riichi": []}
            state = apply(state, record_from_json(candidate), ruleset)
            hands.append(candidate)
    return hands
