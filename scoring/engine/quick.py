"""Quick entry: a win given as han, fu, yaku names, dora count and yakuman names, checked for consistency.

This is how most tournaments enter hands. Every check here is something a person can get wrong at
the table; each failure is a sentence saying what cannot be.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from scoring.engine.payments import base_points, win_deltas
from scoring.engine.quick_options import DEALER_ONLY, NON_DEALER_ONLY, RIICHI_YAKU, counts_as_yakuman
from scoring.engine.result import HandResult
from scoring.engine.rules import Ruleset
from scoring.engine.seats import seat_errors
from scoring.engine.yaku import EXCLUSIVE, YAKU, yaku_allowed, yaku_han, yakuman_multiple

POSSIBLE_FU = (20, 25, *range(30, 120, 10))
_DORA_NAMES = frozenset({"dora", "ura_dora", "aka_dora"})

# Situation flags that, when set, must be matched by the yaku they stand for.
_FLAG_YAKU = {
    "riichi": RIICHI_YAKU,
    "double_riichi": ("double_riichi", "double_open_riichi"),
    "open_riichi": ("open_riichi", "double_open_riichi"),
    "ippatsu": ("ippatsu",),
    "haitei": ("haitei",),
    "houtei": ("houtei",),
    "rinshan": ("rinshan",),
    "chankan": ("chankan",),
    "tenhou": ("tenhou",),
    "chiihou": ("chiihou",),
    "renhou": ("renhou",),
}


@dataclass(frozen=True)
class QuickHand:
    seat: str = "E"
    round: str = "E"
    tsumo: bool = False
    discarder: str | None = None
    is_open: bool = False
    han: int | None = None
    fu: int | None = None
    yaku: tuple[str, ...] | None = None  # None: not given (only han/fu checks apply)
    yakuman: tuple[str, ...] = ()
    dora_count: int = 0
    honba: int = 0
    deposits: int = 0
    flags: frozenset[str] = field(default_factory=frozenset)  # situation booleans set true in the request


# More dora than any hand holds: ten indicators (dora and ura-dora after four kans), each showing a
# kan's four tiles, and four red fives. A count of 99 was scored as a 100-han hand.
MAX_DORA = 44


def _seat_errors(q: QuickHand) -> list[str]:
    errors = seat_errors(seat=q.seat, round_wind=q.round, tsumo=q.tsumo, discarder=q.discarder)
    for name, value in (("honba", q.honba), ("deposits", q.deposits), ("dora_count", q.dora_count)):
        if value < 0:
            errors.append(f"{name}: must be 0 or more, got {value}")
    if q.dora_count > MAX_DORA:
        errors.append(f"dora_count: a hand holds at most {MAX_DORA} dora, got {q.dora_count}")
    return errors


def _yaku_errors(names: Sequence[str], q: QuickHand, ruleset: Ruleset, *, yakuman: bool) -> list[str]:
    errors = []
    seen = set()
    for name in names:
        if name in seen:
            errors.append(f"{name} is listed twice")
        seen.add(name)
        if name in _DORA_NAMES:
            # Tenhou and other tools list dora among the yaku; here they are counted apart
            errors.append(f"{name} is not a yaku: count dora, ura-dora and red fives in dora_count")
            continue
        if name not in YAKU:
            errors.append(f"unknown yaku {name!r} (see docs/hand-format.md for the names)")
            continue
        y = YAKU[name]
        is_yakuman = counts_as_yakuman(name, ruleset)
        if is_yakuman != yakuman:
            kind, key = ("a yakuman", "yakuman") if is_yakuman else ("not a yakuman", "yaku")
            errors.append(f"{name} is {kind} under this ruleset; list it under '{key}'")
            continue
        if not yaku_allowed(name, ruleset):
            errors.append(f"{name} is not played under this ruleset")
            continue
        if y.han_open is None and q.is_open:
            errors.append(f"{name} needs a closed hand, but the hand is open")
        if name == "tanyao" and q.is_open and not ruleset.open_tanyao:
            errors.append("tanyao needs a closed hand under this ruleset (no open tanyao)")
        if y.win == "tsumo" and not q.tsumo:
            errors.append(f"{name} is a win by tsumo, but this is a ron")
        if y.win == "ron" and q.tsumo:
            errors.append(f"{name} is a win by ron, but this is a tsumo")
        if name in DEALER_ONLY and q.seat != "E":
            errors.append(f"{name} is for the dealer only")
        if name in NON_DEALER_ONLY and q.seat == "E":
            errors.append(f"{name} is for a non-dealer only")
    for pair in EXCLUSIVE:
        if pair <= seen:
            a, b = sorted(pair)
            errors.append(f"{a} and {b} cannot both be in one hand")
    if "ippatsu" in seen and not seen & set(RIICHI_YAKU):
        errors.append("ippatsu without riichi")
    if q.tsumo and not q.is_open and not yakuman and "menzen_tsumo" not in seen:
        errors.append("a closed hand winning by tsumo always has menzen_tsumo; add it to the yaku")
    if "honroutou" in seen and not seen & {"toitoi", "chiitoitsu"}:
        errors.append(
            "honroutou comes with toitoi or chiitoitsu (all terminals and honors leave no sequence)"
        )
    dragons = seen & {"yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun"}
    if "shousangen" in seen and len(dragons) != 2:
        errors.append("shousangen has exactly two dragon triplets, so two dragon yakuhai")
    return errors


def _listed_yaku_errors(q: QuickHand, ruleset: Ruleset) -> list[str]:
    """What is wrong with the listed yaku themselves (none listed, a yakuman among them, one the hand
    cannot have, two that exclude each other), before any han are added up."""
    assert q.yaku is not None
    errors = []
    yakuman_given = [n for n in q.yaku if n in YAKU and YAKU[n].yakuman]
    if yakuman_given:
        errors.append(f"{', '.join(yakuman_given)}: list yakuman under 'yakuman'")
    if not q.yaku:
        errors.append("no yaku: a winning hand needs at least one yaku (dora do not count)")
    errors += _yaku_errors([n for n in q.yaku if n not in yakuman_given], q, ruleset, yakuman=False)
    return errors + _flag_errors(q, set(q.yaku))


def _flag_errors(q: QuickHand, names: set[str]) -> list[str]:
    errors = []
    for flag in sorted(q.flags):
        wanted = _FLAG_YAKU.get(flag)
        if wanted and not names.intersection(wanted):
            errors.append(f"{flag} is set but the yaku list has no {wanted[0]}")
    return errors


def _fu_errors(q: QuickHand, han: int, yaku: set[str] | None) -> list[str]:
    fu = q.fu
    if fu is None:
        # records often show only "mangan" for 4 han 40+ fu or 3 han 70+ fu: any such fu will do
        hint = {4: " (a 4-han mangan has 40 fu or more)", 3: " (a 3-han mangan has 70 fu or more)"}.get(
            han, ""
        )
        return [f"fu: needed for a hand below mangan{hint}"] if han < 5 else []
    if fu not in POSSIBLE_FU:
        return [f"fu: {fu} is not a possible fu value (20, 25, 30, 40, ..., 110)"]
    errors = []
    if fu == 20:
        if not q.tsumo or q.is_open:
            errors.append("fu: 20 fu only happens with a closed tsumo pinfu")
        elif yaku is not None and not {"pinfu", "menzen_tsumo"} <= yaku:
            errors.append("fu: 20 fu needs pinfu and menzen_tsumo in the yaku")
        if han == 1:
            errors.append("fu: 1 han 20 fu is impossible (pinfu tsumo is already 2 han)")
    if fu == 25:
        if q.is_open:
            errors.append("fu: 25 fu is chiitoitsu only, which needs a closed hand")
        elif yaku is not None and "chiitoitsu" not in yaku:
            errors.append("fu: 25 fu needs chiitoitsu in the yaku")
        if han == 1:
            errors.append("fu: 1 han 25 fu is impossible (chiitoitsu is already 2 han)")
    if not q.tsumo and fu < 30 and fu != 25:
        errors.append(f"fu: a ron has at least 30 fu (or 25 with chiitoitsu), got {fu}")
    if yaku is not None:
        if "chiitoitsu" in yaku and fu != 25:
            errors.append(f"fu: chiitoitsu is always 25 fu, got {fu}")
        if "pinfu" in yaku and fu != (20 if q.tsumo else 30):
            errors.append(
                f"fu: pinfu is {20 if q.tsumo else 30} fu on a {'tsumo' if q.tsumo else 'ron'}, got {fu}"
            )
    return errors


def evaluate_quick(q: QuickHand, ruleset: Ruleset) -> HandResult:
    """Check a quick-entry win and work out its payments; an inconsistent one comes back with its reasons."""
    errors = _seat_errors(q)
    if errors:
        return HandResult.illegal(*errors)
    if q.yakuman:
        errors += _yaku_errors(q.yakuman, q, ruleset, yakuman=True)
        if q.yaku:
            ordinary = [n for n in q.yaku if n in YAKU and not YAKU[n].yakuman]
            if ordinary:
                errors.append(f"yakuman cannot be mixed with ordinary yaku ({', '.join(ordinary)})")
        # situation yaku (riichi, ippatsu ...) are dropped by a yakuman; only yakuman flags must match
        yakuman_flags = q.flags & {"tenhou", "chiihou"} | (
            q.flags & {"renhou"} if ruleset.renhou == "yakuman" else set()
        )
        errors += _flag_errors(replace(q, flags=frozenset(yakuman_flags)), set(q.yakuman))
        if errors:
            return HandResult.illegal(*errors)
        multiple = yakuman_multiple(list(q.yakuman), ruleset)
        if q.han is not None and q.han not in (13 * multiple, 13 * len(q.yakuman)):
            return HandResult.illegal(f"han: {q.han} does not match {len(q.yakuman)} yakuman (13 each)")
        base, limit = base_points(0, 0, ruleset, yakuman_multiplier=multiple)
        counted = [(n, 26 if YAKU[n].yakuman == 2 and n in ruleset.double_yakuman else 13) for n in q.yakuman]
        return _paid(
            q,
            ruleset,
            HandResult(
                legal=True,
                han=13 * multiple,
                fu=q.fu or 0,
                yaku=counted,
                limit=limit,
                yakuman=multiple,
                base=base,
            ),
        )

    if q.han is None:
        return HandResult.illegal("han: needed unless yakuman are listed")
    if q.han < 1:
        # 0 han is what a page adds up for no yaku, or for one the hand cannot have: say that first
        named = _listed_yaku_errors(q, ruleset) if q.yaku is not None else []
        return HandResult.illegal(*(named or [f"han: must be at least 1, got {q.han}"]))
    if q.dora_count > q.han - 1:
        errors.append(f"dora_count: {q.dora_count} dora leave no han for a yaku out of {q.han}")
    yaku_set: set[str] | None = None
    listed: list[tuple[str, int]] = []
    if q.yaku is not None:
        yaku_set = set(q.yaku)
        errors += _listed_yaku_errors(q, ruleset)
        if not errors:
            for name in q.yaku:
                han = yaku_han(name, is_open=q.is_open, ruleset=ruleset)
                listed.append((name, han or 0))
            if ruleset.renhou == "mangan" and "renhou" in yaku_set:
                listed = [(n, 5 if n == "renhou" else h) for n, h in listed]
            total = sum(h for _, h in listed) + q.dora_count
            if total != q.han:
                parts = " + ".join(f"{n} {h}" for n, h in listed)
                dora = f" + dora {q.dora_count}" if q.dora_count else ""
                errors.append(f"han: the yaku add up to {total} ({parts}{dora}), not {q.han}")
    errors += _fu_errors(q, q.han, yaku_set)
    if errors:
        return HandResult.illegal(*errors)
    if yaku_set is not None and "renhou" in yaku_set and ruleset.renhou == "mangan":
        return _paid(q, ruleset, _renhou_mangan(q, listed, ruleset))
    base, limit = base_points(q.han, q.fu or 30, ruleset)
    return _paid(
        q,
        ruleset,
        HandResult(
            legal=True, han=q.han, fu=q.fu or 0, yaku=listed, dora=q.dora_count, limit=limit, base=base
        ),
    )


def _renhou_mangan(q: QuickHand, listed: list[tuple[str, int]], ruleset: Ruleset) -> HandResult:
    """Renhou where it is a mangan: a strict mangan, not 5 han added to the others (renhou and
    tanyao paid a haneman), unless the hand is worth more without it, as from tiles (hands.py)."""
    mangan, _ = base_points(5, 30, ruleset)
    others = [(name, han) for name, han in listed if name != "renhou"]
    plain_han = (q.han or 0) - 5
    if others and plain_han >= 1:
        base, limit = base_points(plain_han, q.fu or 30, ruleset)
        if base > mangan:
            return HandResult(
                legal=True,
                han=plain_han,
                fu=q.fu or 0,
                yaku=others,
                dora=q.dora_count,
                limit=limit,
                base=base,
            )
    return HandResult(legal=True, han=5, fu=q.fu or 0, yaku=[("renhou", 5)], limit="mangan", base=mangan)


def _paid(q: QuickHand, ruleset: Ruleset, result: HandResult) -> HandResult:
    result.deltas = win_deltas(
        base=result.base,
        winner=q.seat,
        discarder=None if q.tsumo else q.discarder,
        honba=q.honba,
        deposits=q.deposits,
        ruleset=ruleset,
    )
    return result
