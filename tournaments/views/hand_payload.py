"""The hand-entry page's JSON (what the scorer picked) <-> the stored hand record (docs/game-format.md).

Only shapes data: every rule check is the engine's, through the preview and the game services.
`record_from_payload` says what is still missing ("pick the winner") before anything is validated.
"""

from __future__ import annotations

import json
import re
from typing import Any

from django.utils.translation import gettext as _

from scoring.engine.records import SITUATION_FLAGS
from tournaments.numbers import ascii_int

KINDS = ("ron", "tsumo", "draw", "nagashi", "abort", "chombo")
PAO_CALLED_SETS = 3  # called sets a hand entered by tiles shows before a liable player is offered
_TILE_GROUP = re.compile(r"[0-9]+[mpsz]")


class Incomplete(ValueError):
    """The scorer has not picked everything yet; `missing` lists what, in words."""

    def __init__(self, missing: list[str]) -> None:
        super().__init__("; ".join(missing))
        self.missing = missing


class Invalid(ValueError):
    """The payload holds something the page never sends (a seat 9, a seat listed twice): refused,
    never quietly corrected."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


SEAT_LISTS = ("riichi", "winners", "tenpai", "nagashi")


def check_seat_lists(payload: dict[str, Any]) -> None:
    """Raise Invalid naming each seat list that is not a list of different seats 0 to 3."""
    errors = []
    for field in SEAT_LISTS:
        value = payload.get(field)
        if value is None:
            continue
        seats = [seat_of(v) for v in value] if isinstance(value, list) else [None]
        if None in seats or len(set(seats)) != len(seats):
            errors.append(
                _("%(field)s: %(value)s is not a list of different seats from 0 to 3.")
                % {"field": field, "value": json.dumps(value)[:60]}
            )
    if errors:
        raise Invalid(errors)


def seat_of(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, str) and value in ("0", "1", "2", "3"):  # "²" is a digit int() refuses
        value = int(value)
    return value if isinstance(value, int) and 0 <= value <= 3 else None


def seats_of(value: Any) -> list[int]:
    if not isinstance(value, list):
        return []
    return sorted({s for s in (seat_of(v) for v in value) if s is not None})


def as_int(value: Any) -> int | None:
    """An integer typed or posted as digits; anything else (text, booleans, null) is None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    return ascii_int(value, signed=True) if isinstance(value, str) else None


def compact_tiles(text: str) -> str:
    """'1m2m3m5z5z' or '123m 55z' -> '123m55z' (the picker adds one tile at a time)."""
    groups = _TILE_GROUP.findall(text.replace(" ", ""))
    out: list[str] = []
    for group in groups:
        if out and out[-1][-1] == group[-1]:
            out[-1] = out[-1][:-1] + group
        else:
            out.append(group)
    return "".join(out)


def _words(text: Any) -> list[str]:
    return [w for w in str(text or "").replace(",", " ").split() if w]


def _listed(value: Any) -> list[Any]:
    """A list the page sends; anything else (a number, a string, an object) as nothing picked."""
    return value if isinstance(value, list) else []


def _hand(win: dict[str, Any], kind: str) -> dict[str, Any]:
    if win.get("mode") == "tiles":
        hand: dict[str, Any] = {
            "hand": compact_tiles(str(win.get("hand", ""))),
            "win": str(win.get("win", "")),
            "melds": _words(win.get("melds")),
            "dora": _words(win.get("dora_tiles")),
            "ura": _words(win.get("ura_tiles")),
        }
        for flag in _listed(win.get("flags")):
            if flag in SITUATION_FLAGS:
                hand[flag] = True
        return hand
    return {
        "han": as_int(win.get("han")) or 0,
        "fu": as_int(win.get("fu")) or 0,
        "yaku": [str(y) for y in _listed(win.get("yaku"))],
        "dora_count": as_int(win.get("dora")) or 0,
        "closed": bool(win.get("closed", True)),
    }


def _missing_in_win(win: dict[str, Any], name: str) -> list[str]:
    if win.get("mode") == "tiles":
        return [] if win.get("hand") else [_("Enter the tiles of %(name)s's hand.") % {"name": name}]
    missing = []
    if not win.get("yaku"):
        missing.append(_("Pick the yaku of %(name)s's hand.") % {"name": name})
    if win.get("han") in (None, ""):
        missing.append(_("Pick the han of %(name)s's hand.") % {"name": name})
    if win.get("fu") in (None, "") and win.get("fu_needed", True):
        missing.append(_("Pick the fu of %(name)s's hand.") % {"name": name})
    return missing


def record_from_payload(payload: Any, names: list[str]) -> dict[str, Any]:
    """The hand record for the page's JSON; raises Incomplete listing what is still to pick."""
    if not isinstance(payload, dict):
        raise Incomplete([_("Pick what happened in the hand.")])
    kind = payload.get("kind")
    if kind not in KINDS:
        raise Incomplete([_("Pick what happened in the hand.")])
    check_seat_lists(payload)
    riichi = seats_of(payload.get("riichi"))
    wins: dict[Any, Any] = payload["wins"] if isinstance(payload.get("wins"), dict) else {}
    pao: dict[Any, Any] = payload["pao"] if isinstance(payload.get("pao"), dict) else {}
    missing: list[str] = []
    record: dict[str, Any]

    def win_record(seat: int) -> dict[str, Any]:
        win = wins.get(str(seat)) or wins.get(seat) or {}
        win = win if isinstance(win, dict) else {}  # a hand that is not an object: nothing picked yet
        missing.extend(_missing_in_win(win, names[seat]))
        entry: dict[str, Any] = {"winner": seat, "hand": _hand(win, kind)}
        tiles = entry["hand"]
        if win.get("mode") == "tiles" and seat in riichi and not tiles.get("double_riichi"):
            tiles["riichi"] = True  # the riichi step already says so; the pad has no second switch
        liable = seat_of(pao.get(str(seat), pao.get(seat)))
        if liable is not None and win.get("mode") == "tiles" and len(tiles["melds"]) < PAO_CALLED_SETS:
            # the tile pad offers a liable player from three called sets on (the last set of a
            # pao yakuman is called from that player): a liability posted with fewer is refused,
            # not stored with a hand whose form never showed it
            raise Invalid(
                [
                    _(
                        "%(name)s's hand: a liable player (pao) is picked, but the tiles show fewer "
                        "than three called sets; remove the liable player or add the called sets."
                    )
                    % {"name": names[seat]}
                ]
            )
        if liable is not None:
            entry["pao"] = liable
        return entry

    if kind in ("ron", "tsumo"):
        winners = seats_of(payload.get("winners"))
        if not winners:
            raise Incomplete([_("Pick the winner.")])
        if kind == "tsumo":
            if len(winners) > 1:  # the page sends one: a second one was never quietly dropped
                raise Invalid([_("winners: a tsumo has one winner, not %(n)s.") % {"n": len(winners)}])
            record = {"kind": "tsumo", "win": win_record(winners[0]), "riichi": riichi}
        else:
            discarder = seat_of(payload.get("discarder"))
            if discarder is None:
                missing.append(_("Pick who dealt in."))
            record = {
                "kind": "ron",
                "discarder": discarder,
                "wins": [win_record(s) for s in winners],
                "riichi": riichi,
            }
    elif kind in ("draw", "nagashi"):
        nagashi = seats_of(payload.get("nagashi")) if kind == "nagashi" else []
        if kind == "nagashi" and not nagashi:
            missing.append(_("Pick who made nagashi mangan."))
        record = {
            "kind": "draw",
            "tenpai": seats_of(payload.get("tenpai")),
            "nagashi": nagashi,
            "riichi": riichi,
        }
    elif kind == "abort":
        reason = payload.get("reason")
        if not reason:
            missing.append(_("Pick the kind of abortive draw."))
        record = {"kind": "abort", "reason": reason, "riichi": riichi}
    else:
        offender = seat_of(payload.get("offender"))
        if offender is None:
            missing.append(_("Pick who made the chombo."))
        record = {"kind": "chombo", "offender": offender, "riichi": riichi}
    if missing:
        raise Incomplete(missing)
    return record


def _win_payload(hand: dict[str, Any]) -> dict[str, Any]:
    if "hand" in hand:
        return {
            "mode": "tiles",
            "hand": hand.get("hand", ""),
            "win": hand.get("win", ""),
            "melds": " ".join(hand.get("melds", [])),
            "dora_tiles": " ".join(hand.get("dora", [])),
            "ura_tiles": " ".join(hand.get("ura", [])),
            "flags": [f for f in SITUATION_FLAGS if hand.get(f)],
            "closed": True,
            "han": None,
            "fu": None,
            "yaku": [],
            "dora": 0,
        }
    return {
        "mode": "quick",
        "closed": hand.get("closed", True),
        "han": hand.get("han"),
        "fu": hand.get("fu"),
        "yaku": list(hand.get("yaku", [])),
        "dora": hand.get("dora_count", 0),
        "hand": "",
        "win": "",
        "melds": "",
        "dora_tiles": "",
        "ura_tiles": "",
        "flags": [],
    }


def payload_from_record(record: dict[str, Any]) -> dict[str, Any]:
    """The page's JSON for a stored record (to edit an earlier hand)."""
    kind = record.get("kind")
    payload: dict[str, Any] = {
        "kind": kind,
        "winners": [],
        "discarder": None,
        "riichi": list(record.get("riichi", [])),
        "tenpai": [],
        "nagashi": [],
        "reason": "",
        "offender": None,
        "wins": {},
        "pao": {},
    }
    wins = record.get("wins", []) if kind == "ron" else ([record["win"]] if kind == "tsumo" else [])
    for win in wins:
        payload["winners"].append(win["winner"])
        payload["wins"][str(win["winner"])] = _win_payload(win.get("hand", {}))
        if win.get("pao") is not None:
            payload["pao"][str(win["winner"])] = win["pao"]
    if kind == "ron":
        payload["discarder"] = record.get("discarder")
    elif kind == "draw":
        payload["tenpai"] = list(record.get("tenpai", []))
        payload["nagashi"] = list(record.get("nagashi", []))
        if payload["nagashi"]:
            payload["kind"] = "nagashi"
    elif kind == "abort":
        payload["reason"] = record.get("reason", "")
    elif kind == "chombo":
        payload["offender"] = record.get("offender")
    return payload
