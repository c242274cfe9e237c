"""What a quick-entry winner can still pick, given what is chosen so far: the yaku still possible and
the riichi yaku a declarer always counts. The same table rules quick.py checks a finished entry with,
asked before the entry is finished, so a picker never offers what the check would refuse."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scoring.engine.rules import Ruleset
from scoring.engine.yaku import EXCLUSIVE, YAKU, yaku_allowed, yaku_han

# The forms of riichi: a declarer counts exactly one of them; choosing one replaces another.
RIICHI_YAKU = ("riichi", "double_riichi", "open_riichi", "double_open_riichi")
DEALER_ONLY = ("tenhou", "paarenchan")
NON_DEALER_ONLY = ("chiihou", "renhou")
# yaku of how the hand was won rather than its shape: a yakuman chosen over them replaces them
SITUATION_YAKU = (*RIICHI_YAKU, "ippatsu", "menzen_tsumo")


def counts_as_yakuman(name: str, ruleset: Ruleset) -> bool:
    """Whether a yaku is a yakuman under the ruleset (renhou is one where the ruleset says so)."""
    return bool(YAKU[name].yakuman) or (name == "renhou" and ruleset.renhou == "yakuman")


@dataclass(frozen=True)
class QuickOptions:
    """chosen: the yaku as they stand (riichi ticked or replaced for a declarer, menzen tsumo ticked
    for a closed tsumo and taken off any other win); ticked: the yaku added to what the scorer chose;
    yaku: every yaku still possible, the chosen included, in the table's order."""

    chosen: tuple[str, ...]
    ticked: tuple[str, ...]
    yaku: tuple[str, ...]


def _riichi_form(
    chosen: list[str], *, riichi: bool, is_open: bool, ruleset: Ruleset
) -> tuple[list[str], bool]:
    forms = [n for n in chosen if n in RIICHI_YAKU]
    if len(forms) > 1 and "riichi" in forms:
        # Riichi is the form ticked for the scorer; a double or open riichi chosen over it replaces it.
        chosen = [n for n in chosen if n != "riichi"]
        forms.remove("riichi")
    has_yakuman = any(counts_as_yakuman(n, ruleset) for n in chosen)
    if riichi and not is_open and not forms and not has_yakuman:
        # A declarer who wins always counts riichi (a yakuman counts no ordinary yaku).
        return [*chosen, "riichi"], True
    return chosen, False


def _possible(
    name: str, chosen: set[str], *, is_open: bool, tsumo: bool, dealer: bool, riichi: bool, ruleset: Ruleset
) -> bool:
    y = YAKU[name]
    yakuman = counts_as_yakuman(name, ruleset)
    if not yaku_allowed(name, ruleset):
        return False
    if y.han_open is None and is_open:
        return False
    if not yakuman and yaku_han(name, is_open=is_open, ruleset=ruleset) is None:
        return False
    if (y.win == "tsumo" and not tsumo) or (y.win == "ron" and tsumo):
        return False
    if (name in DEALER_ONLY and not dealer) or (name in NON_DEALER_ONLY and dealer):
        return False
    if name in RIICHI_YAKU and not riichi:
        return False
    if name == "ippatsu" and not chosen & set(RIICHI_YAKU):
        return False
    # Another riichi form is an alternative to the one chosen, not a clash: choosing it replaces it.
    others = chosen - set(RIICHI_YAKU) if name in RIICHI_YAKU else chosen
    if yakuman:
        # A yakuman chosen replaces the yaku of the situation (riichi and menzen tsumo are ticked for
        # the scorer: a declarer or a closed tsumo could otherwise never pick one); a yaku of the
        # hand's shape (tanyao, ...) says the hand is no yakuman.
        if any(not counts_as_yakuman(n, ruleset) and n not in SITUATION_YAKU for n in chosen):
            return False
        others = {n for n in others if counts_as_yakuman(n, ruleset)}
    if any(frozenset((name, other)) in EXCLUSIVE for other in others if other != name):
        return False
    return yakuman or not any(counts_as_yakuman(n, ruleset) for n in chosen)


def quick_options(
    chosen: Iterable[str], *, is_open: bool, tsumo: bool, dealer: bool, riichi: bool, ruleset: Ruleset
) -> QuickOptions:
    """The yaku a winner can still pick after `chosen` (names unknown to the table are dropped).

    riichi: the winner declared riichi in this hand."""
    picked = [n for n in dict.fromkeys(chosen) if n in YAKU]
    if any(counts_as_yakuman(n, ruleset) for n in picked):
        picked = [n for n in picked if counts_as_yakuman(n, ruleset)]  # a yakuman counts no ordinary yaku
    picked, riichi_ticked = _riichi_form(picked, riichi=riichi, is_open=is_open, ruleset=ruleset)
    ticked: tuple[str, ...] = ("riichi",) if riichi_ticked else ()
    # A closed hand winning by tsumo always counts menzen tsumo (a yakuman counts no ordinary yaku);
    # any other win never does.
    closed_tsumo = tsumo and not is_open and yaku_allowed("menzen_tsumo", ruleset)
    if not closed_tsumo:
        picked = [n for n in picked if n != "menzen_tsumo"]
    elif "menzen_tsumo" not in picked and not any(counts_as_yakuman(n, ruleset) for n in picked):
        picked.append("menzen_tsumo")
        ticked += ("menzen_tsumo",)
    now = set(picked)
    yaku = tuple(
        name
        for name in YAKU
        if name in now
        or _possible(name, now, is_open=is_open, tsumo=tsumo, dealer=dealer, riichi=riichi, ruleset=ruleset)
    )
    return QuickOptions(chosen=tuple(picked), ticked=ticked, yaku=yaku)
