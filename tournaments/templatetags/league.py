"""Template filters for the league pages: translated labels for stored codes, signed numbers."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from django import template
from django.utils import numberformat
from django.utils.formats import get_format
from django.utils.translation import gettext as _
from django.utils.translation import pgettext
from django_countries import countries

from scoring.engine.records import SITUATION_FLAGS
from scoring.engine.yaku import YAKU as YAKU_DEFS
from tournaments.views import labels, seating_methods
from tournaments.views.entry_config import hand_text, tiles_text

register = template.Library()


def number_format(value: Any, decimal_pos: int | None = None, **_: Any) -> str:
    """The locale's separators, always grouped by thousands (Django's Vietnamese format turns
    grouping off, but Vietnamese players write 30.000)."""
    return numberformat.format(
        value,
        get_format("DECIMAL_SEPARATOR"),
        decimal_pos=decimal_pos,
        grouping=3,
        thousand_sep=get_format("THOUSAND_SEPARATOR"),
        force_grouping=True,
    )


@register.filter
def whole(name: Any) -> str:
    return labels.whole_name(str(name))


@register.filter
def wind(value: Any) -> str:
    """Seat wind (0..3 or "E".."N") in the page's language."""
    return str(labels.wind_label(value))


@register.filter
def wind_name(value: Any) -> str:
    """Seat wind in full ("South"), where a sentence names it ("seat S" read as a riddle)."""
    letter = labels.WIND_ORDER[value] if isinstance(value, int) and 0 <= value < 4 else str(value)
    return str(labels.ROUND_WINDS.get(letter, letter))


@register.filter
def status(value: str) -> str:
    return str(labels.STATUS.get(value, value))


@register.filter
def round_state(round_: Any) -> str:
    """A round's badge: its status, or "playing" once a game of a seated round has a result (the
    lists annotate started_games; a single round's page asks its games)."""
    if round_.status != "seated":
        return str(round_.status)
    started = getattr(round_, "started_games", None)
    if started is None:
        started = round_.games.exclude(status="pending").exists()
    return "playing" if started else "seated"


@register.filter
def game_status(value: str) -> str:
    return str(labels.GAME_STATUS.get(value, value))


@register.filter
def end_reason(value: str) -> str:
    return str(labels.END_REASONS.get(value, value))


@register.filter
def country(code: str) -> str:
    """A country code as its name in the page's language ("VN" -> "Việt Nam" in Vietnamese); an
    unknown code stays as it is."""
    return str(countries.name(code) or code) if code else code


@register.filter
def preset(value: str) -> str:
    from tournaments.forms import PRESET_LABELS

    return str(PRESET_LABELS.get(value, value))


@register.filter
def yaku(value: str) -> str:
    return str(labels.yaku_label(value))


@register.filter
def outcome(value: str) -> str:
    return str(labels.OUTCOMES.get(value, value))


def rounded(value: Any, digits: int = 0) -> Decimal:
    """The value rounded half up to `digits` decimals (5,066.7 -> 5,067): Django's number format cuts
    the digits it does not show."""
    return Decimal(str(value)).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)


@register.filter
def signed(value: Any, digits: int = 1) -> str:
    """+12.5 / -3.0 / 0.0 in the page's number format (game points)."""
    if value is None or value == "":
        return ""
    number = rounded(value, int(digits))
    text = number_format(abs(number), decimal_pos=int(digits), use_l10n=True)
    if number > 0:
        return f"+{text}"
    if number < 0:
        return f"−{text}"
    return text


@register.filter
def score(value: Any) -> str:
    """Table points with the locale's grouping (25,000 / 25.000), below zero with a minus sign as the
    points and deltas are written (−2,000)."""
    if value is None or value == "":
        return ""
    try:
        number = int(rounded(value))  # an average (5,066.7) reads 5,067
    except (ArithmeticError, ValueError):
        return str(value)  # not a number (text typed into a form shown again): as it is
    text = number_format(abs(number), force_grouping=True, use_l10n=True)
    return f"\u2212{text}" if number < 0 else text


@register.filter
def signed_score(value: Any) -> str:
    if value is None or value == "":
        return ""
    number = int(rounded(value))
    text = number_format(abs(number), force_grouping=True, use_l10n=True)
    return f"+{text}" if number > 0 else (f"−{text}" if number < 0 else "0")


@register.filter
def sign_class(value: Any) -> str:
    try:
        number = Decimal(str(value))
    except Exception:
        return ""
    return "plus" if number > 0 else ("minus" if number < 0 else "")


@register.filter
def index(sequence: Any, i: int) -> Any:
    try:
        return sequence[i]
    except (IndexError, KeyError, TypeError):
        return ""


@register.filter
def percent(value: Any) -> str:
    """A rate 0..1 as a percentage with one decimal ("–" when there is none)."""
    if value is None or value == "":
        return "–"
    # rounded here: the number format cuts the digits it does not show (3/7 would read 42.8%)
    return number_format(round(float(value) * 100, 1), decimal_pos=1, use_l10n=True) + "%"


@register.filter
def hand_label(value: str) -> str:
    """'E1-2' -> 'East 1, 2 honba'."""
    from tournaments.views.game_log import hand_label as label

    return label(str(value))


@register.filter
def round_label(value: str) -> str:
    """'E1-2' -> 'East 1' (where the honba are shown next to it)."""
    from tournaments.views.game_log import hand_label as label

    return label(str(value).split("-")[0] + "-0")


@register.filter
def audit_action(entry: Any) -> str:
    """An audit entry's action in words (a correction of final scores reads as one)."""
    return labels.audit_label(entry.action, entry.before)


@register.filter
def seating_method(value: str) -> str:
    """How a round was seated, in the page language."""
    return str(seating_methods.label(value))


@register.filter
def audit_target(value: str) -> str:
    return str(labels.audit_target(value))


@register.filter
def record_text(value: Any, names: Any = None) -> str:
    """A stored hand record in short words, players by name (or by their first-hand wind). Everything
    the record holds is named (dora, an open hand, pao, the tiles and flags of a tile entry), so the
    before and after of any edit differ where the records differ."""
    if not isinstance(value, dict):
        return str(value)
    kind = value.get("kind")
    seat = list(names) if names and len(names) == 4 else [str(labels.wind_label(i)) for i in range(4)]
    parts = [str(labels.OUTCOMES.get(str(kind), kind))]
    wins = (
        value.get("wins", [])
        if kind == "ron"
        else ([value["win"]] if kind == "tsumo" and "win" in value else [])
    )
    parts.extend(_win_text(win, seat) for win in wins)
    if kind == "ron" and value.get("discarder") is not None:
        parts.append(f"← {seat[value['discarder']]}")
    if kind == "draw" and value.get("tenpai"):
        parts.append(str(labels.TENPAI) + " " + labels.list_join(seat[s] for s in value["tenpai"]))
    if kind == "draw" and value.get("nagashi"):
        who = labels.list_join(seat[s] for s in value["nagashi"])
        parts.append(_("Nagashi mangan: %(who)s") % {"who": who})
    if kind == "abort" and value.get("reason"):
        parts.append(str(labels.OUTCOMES.get(value["reason"], value["reason"])))
    if kind == "chombo" and value.get("offender") is not None:
        parts.append(seat[value["offender"]])
    if value.get("riichi"):
        parts.append(str(labels.YAKU["riichi"]) + " " + labels.list_join(seat[s] for s in value["riichi"]))
    return " · ".join(parts)


def _is_yakuman(hand: dict[str, Any]) -> bool:
    """A quick-entry hand with a yakuman, or renhou counted as one: a ruleset's choice the record does
    not hold, read from renhou alone at 13 han (or a multiple) with no dora (the entry page stores a
    yakuman so; renhou alone counted in han is 5 in every preset)."""
    yaku = hand.get("yaku", [])
    if any(getattr(YAKU_DEFS.get(y), "yakuman", 0) for y in yaku):
        return True
    han = hand.get("han") or 0
    return "renhou" in yaku and len(yaku) == 1 and han >= 13 and han % 13 == 0 and not hand.get("dora_count")


def _win_text(win: dict[str, Any], seat: list[str]) -> str:
    """One win of a record: "Bo: 3 han 30 fu Pinfu, Riichi, Dora 2" (quick entry) or the tiles."""
    hand = win.get("hand", {})
    if "han" in hand:
        worth = _("%(han)s han %(fu)s fu") % {"han": hand["han"], "fu": hand.get("fu")}
        # from 5 han the fu change nothing: left out, or stored by the entry page as the first the
        # engine takes ("6 han 30 fu" in the change log named a fu nobody entered)
        if not hand.get("fu") or hand["han"] >= 5:
            worth = _("%(han)s han") % {"han": hand["han"]}
        if _is_yakuman(hand):
            # a yakuman is named as one ("13 han Daisangen" read like a counted hand); 26 han: 2×
            # (past triple, as the entry preview says: "4× Yakuman")
            count = max(hand["han"] // 13, 1)
            names = ("yakuman", "double yakuman", "triple yakuman")
            worth = str(
                labels.OUTCOMES[names[count - 1]] if count <= 3 else f"{count}× {labels.OUTCOMES['yakuman']}"
            )
        extras = [str(labels.yaku_label(y)) for y in labels.yaku_in_order(hand.get("yaku", []))]
        if hand.get("dora_count"):  # dora, ura and red fives, counted together
            extras.append(f"{labels.yaku_label('dora')} {hand['dora_count']}")
        text = f"{seat[win['winner']]}{colon()} {worth} {labels.list_join(extras)}".strip()
        if hand.get("closed") is False:
            text += ", " + _("open hand")
    else:
        # the tiles as the tile pad names them ("Pon Rd Rd Rd", 1萬 in Japanese), not the notation
        extras = [hand_text(hand)]
        if hand.get("dora"):
            extras.append(_("dora indicators %(tiles)s") % {"tiles": tiles_text("".join(hand["dora"]))})
        if hand.get("ura"):
            extras.append(_("ura indicators %(tiles)s") % {"tiles": tiles_text("".join(hand["ura"]))})
        extras.extend(str(labels.yaku_label(flag)) for flag in SITUATION_FLAGS if hand.get(flag))
        text = f"{seat[win['winner']]}{colon()} {labels.list_join(e for e in extras if e)}"
    if win.get("pao") is not None:
        text += ", " + _("%(name)s liable (pao)") % {"name": seat[win["pao"]]}
    return text


@register.filter
def audit_lines(entry: Any, players: Any = None) -> list[dict[str, str]]:
    """What an audit entry changed, line by line in words (before and after of a hand, each
    player's final score before -> after, the player and points of a penalty); see
    `game_log.change_lines`."""
    from tournaments.views.game_log import change_lines

    return change_lines(entry, players)


@register.filter
def several_days(rounds: Any) -> bool:
    """Whether the rounds were seated on more than one day (a league): one day's rounds need no dates."""
    from django.utils import timezone

    return len({timezone.localdate(r.starts_at) for r in rounds if r.starts_at}) > 1


@register.filter
def search_key(registration: Any) -> str:
    """The player's find-my-table key ("#7 tanaka aiko"), which static/js/find-table.js matches as the
    server does (`tournaments.name_search`)."""
    from tournaments.name_search import search_key as key

    return key(registration.player.name, registration.number)


@register.simple_tag
def colon() -> str:
    """The colon after a label in the page language (Japanese writes a full-width one)."""
    return pgettext("after a label, before its value", ":")


@register.simple_tag
def paren(mark: str) -> str:
    """A parenthesis around a note in the page language (Japanese writes full-width ones)."""
    return pgettext("opening parenthesis", "(") if mark == "(" else pgettext("closing parenthesis", ")")


@register.simple_tag
def list_sep() -> str:
    """The separator between the items of a list in the page's language (", " / "、")."""
    return str(labels.LIST_SEPARATOR)


@register.filter
def list_join(items: Any) -> str:
    return labels.list_join(items)
