"""Hand records in the project's JSON, written as organizers enter them (quick entry)."""

from typing import Any


def ron(
    winner: int,
    discarder: int,
    han: int = 1,
    fu: int = 30,
    yaku: tuple[str, ...] = ("tanyao",),
    riichi: tuple[int, ...] = (),
) -> dict[str, Any]:
    return {
        "kind": "ron",
        "discarder": discarder,
        "wins": [{"winner": winner, "hand": {"han": han, "fu": fu, "yaku": list(yaku)}}],
        "riichi": list(riichi),
    }


def tsumo(
    winner: int,
    han: int = 1,
    fu: int = 30,
    yaku: tuple[str, ...] = ("menzen_tsumo",),
    riichi: tuple[int, ...] = (),
) -> dict[str, Any]:
    return {
        "kind": "tsumo",
        "win": {"winner": winner, "hand": {"han": han, "fu": fu, "yaku": list(yaku)}},
        "riichi": list(riichi),
    }


def draw(tenpai: tuple[int, ...] = (), riichi: tuple[int, ...] = ()) -> dict[str, Any]:
    return {"kind": "draw", "tenpai": list(tenpai), "nagashi": [], "riichi": list(riichi)}


def chombo(offender: int) -> dict[str, Any]:
    return {"kind": "chombo", "offender": offender, "riichi": []}


def quiet_hanchan() -> list[dict[str, Any]]:
    """Eight hands, each won for 1000 (1 han 30 fu ron) by the player right of the dealer, so the
    dealer passes every hand and the game ends after South 4. West (seat 3) deals in, except when
    West wins (then East deals in). Ends 30000 / 32000 / 32000 / 26000."""
    hands = []
    for k in range(8):
        winner = (k + 1) % 4
        hands.append(ron(winner=winner, discarder=0 if winner == 3 else 3))
    return hands
