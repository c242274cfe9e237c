"""What the hand-entry pickers still offer, asked of the engine: the yaku still possible (its
quick_options: the ruleset's yaku, closed-only ones, exclusive pairs, tsumo/ron-only and dealer-only
ones, the riichi a declarer counts) and its quick-entry check for fu. Here they are only labelled."""

from __future__ import annotations

from typing import Any

from scoring.engine import quick
from scoring.engine.quick_options import counts_as_yakuman, quick_options
from scoring.engine.rules import Ruleset
from scoring.engine.yaku import YAKU, yaku_allowed, yaku_han
from tournaments.views.hand_payload import as_int
from tournaments.views.labels import yaku_label

_DOUBLE_FORMS = ("kokushi_juusanmen", "suuankou_tanki", "junsei_chuuren")


def yaku_catalogue(ruleset: Ruleset) -> list[dict[str, Any]]:
    """Every yaku the ruleset plays, in the table's usual order, with its label in the page language."""
    out = []
    for name, y in YAKU.items():
        if not yaku_allowed(name, ruleset):
            continue
        if name in _DOUBLE_FORMS and name not in ruleset.double_yakuman:
            continue  # without the double rule the single form is the one to pick
        out.append(
            {
                "name": name,
                "label": str(yaku_label(name)),
                "han_closed": yaku_han(name, is_open=False, ruleset=ruleset) if not y.yakuman else None,
                "han_open": yaku_han(name, is_open=True, ruleset=ruleset) if not y.yakuman else None,
                "yakuman": counts_as_yakuman(name, ruleset),
            }
        )
    return out


def yaku_names_given(win: dict[str, Any]) -> bool:
    """Whether a quick win's yaku, if given, are a list of names (text): anything else is bad input."""
    raw = win.get("yaku")
    return raw is None or (isinstance(raw, list) and all(isinstance(n, str) for n in raw))


def _quick_hand(
    win: dict[str, Any],
    *,
    seat: str,
    round_wind: str,
    tsumo: bool,
    discarder: str | None,
    han: int,
    fu: int | None,
    yaku: tuple[str, ...] | None,
) -> quick.QuickHand:
    return quick.QuickHand(
        seat=seat,
        round=round_wind,
        tsumo=tsumo,
        discarder=discarder,
        is_open=not win.get("closed", True),
        han=han,
        fu=fu,
        yaku=yaku,
        dora_count=as_int(win.get("dora")) or 0,
    )


def win_options(
    win: dict[str, Any],
    *,
    ruleset: Ruleset,
    seat_wind: str,
    round_wind: str,
    tsumo: bool,
    discarder_wind: str | None,
    riichi: bool,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """(options, fixed) for one winner's quick entry: the yaku, han and fu still possible, and the
    values that have become the only possibility (set on the page for the scorer). A ron's discarder
    may not be picked yet (None): it is still a ron."""
    is_open = not win.get("closed", True)
    raw = win.get("yaku")
    given = [n for n in raw if isinstance(n, str)] if isinstance(raw, list) else []
    picked = quick_options(
        given, is_open=is_open, tsumo=tsumo, dealer=seat_wind == "E", riichi=riichi, ruleset=ruleset
    )
    fixed: dict[str, Any] = {}
    chosen = set(picked.chosen)
    # riichi for a declarer and menzen tsumo for a closed tsumo are ticked for the scorer; a double or
    # open riichi chosen replaces riichi, and menzen tsumo goes once the win is a ron or the hand open
    kept = [n for n in given if n in chosen or n not in YAKU]
    if kept != given or picked.ticked:
        fixed["yaku"] = [*kept, *picked.ticked]
    if "yaku" in fixed:
        win = {**win, "yaku": fixed["yaku"]}
    offered = set(picked.yaku)
    yaku = [item["name"] for item in yaku_catalogue(ruleset) if item["name"] in offered]
    ordinary = tuple(sorted(n for n in chosen if not counts_as_yakuman(n, ruleset)))
    if any(counts_as_yakuman(n, ruleset) for n in chosen):
        fixed["han"] = 13
        fixed["fu"] = 0
        fixed["fu_needed"] = False
        fixed["dora"] = 0
        return {"yaku": yaku, "han": [], "fu": [], "dora": False}, fixed  # yakuman drop dora
    dora = as_int(win.get("dora")) or 0
    if ordinary:
        total = sum(yaku_han(n, is_open=is_open, ruleset=ruleset) or 0 for n in ordinary) + dora
        han_values = [total]
    else:
        han_values = list(range(1, 14))
    han = han_values[0] if len(han_values) == 1 else win.get("han")
    if len(han_values) == 1 and win.get("han") != han:
        fixed["han"] = han
    if not isinstance(han, int):
        return {"yaku": yaku, "han": han_values, "fu": []}, fixed
    fu_values = [
        fu
        for fu in quick.POSSIBLE_FU
        if not any(
            e.startswith("fu:")
            for e in quick.evaluate_quick(
                _quick_hand(
                    win,
                    seat=seat_wind,
                    round_wind=round_wind,
                    tsumo=tsumo,
                    discarder=discarder_wind,
                    han=han,
                    fu=fu,
                    yaku=ordinary or None,
                ),
                ruleset,
            ).errors
        )
    ]
    if han >= 5:
        # Fu no longer changes the payment: store the first value the engine accepts.
        fixed["fu_needed"] = False
        if win.get("fu") not in fu_values:
            fixed["fu"] = fu_values[0] if fu_values else 30
        return {"yaku": yaku, "han": han_values, "fu": []}, fixed
    fixed["fu_needed"] = True
    if len(fu_values) == 1 and win.get("fu") != fu_values[0]:
        fixed["fu"] = fu_values[0]
    elif win.get("fu") not in fu_values and win.get("fu") is not None:
        fixed["fu"] = None
    return {"yaku": yaku, "han": han_values, "fu": fu_values}, fixed
