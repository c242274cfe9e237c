"""The engine's ruleset checks (scoring/engine/rules.py) in the page language.

Each engine message is led by the field it concerns ("uma: must sum to zero, sums to 5"); the rules
page shows the problem on that field, so only the problem is said again through gettext. A problem
of an unknown shape is shown as the engine wrote it."""

from __future__ import annotations

import re
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.views import labels

_GOT = r", got (?P<v>.*)$"

# (shape of the problem after "field: ", translated template using the shape's named groups)
SHAPES: list[tuple[re.Pattern[str], Any]] = [
    (
        re.compile(r"^must be 4 numbers \(thousands of points, by place\)$"),
        gettext_lazy("must be 4 numbers (thousands of points, by place)"),
    ),
    (re.compile(r"^must sum to zero, sums to (?P<s>\S+)$"), gettext_lazy("must sum to zero, sums to %(s)s")),
    (
        re.compile(r"^must not increase from first to fourth place$"),
        gettext_lazy("must not increase from first to fourth place"),
    ),
    (
        re.compile(r"^must be null or a non-empty table \{floating players: uma\}$"),
        gettext_lazy("must be empty or a table of uma by number of floating players"),
    ),
    (
        re.compile(r"^must be null or an object \{floating players: uma\}$"),
        gettext_lazy("must be empty or a table of uma by number of floating players"),
    ),
    (
        re.compile(r"^each row must be \(floating players, uma\)$"),
        gettext_lazy("each row must be (floating players, uma)"),
    ),
    (
        re.compile(r"^floating player count (?P<c>\S+) must be 0-4 and appear once$"),
        gettext_lazy("floating player count %(c)s must be 0-4 and appear once"),
    ),
    (
        re.compile(r"^key (?P<v>.*) is not a number of players$"),
        gettext_lazy("%(v)s is not a number of players"),
    ),
    (
        re.compile(r"^must be a list of names from (?P<list>.*)$"),
        gettext_lazy("must be a list of names from %(list)s"),
    ),
    (
        re.compile(r"^unknown (?P<names>.*) \(allowed: (?P<list>.*)\)$"),
        gettext_lazy("unknown %(names)s (allowed: %(list)s)"),
    ),
    (re.compile(r"^(?P<v>.*) is not one of (?P<list>.*)$"), gettext_lazy("%(v)s is not one of %(list)s")),
    (re.compile(r"^must be true or false" + _GOT), gettext_lazy("must be true or false, got %(v)s")),
    (re.compile(r"^must be a whole number" + _GOT), gettext_lazy("must be a whole number, got %(v)s")),
    (re.compile(r"^must be 0, 3 or 4" + _GOT), gettext_lazy("must be 0, 3 or 4, got %(v)s")),
    (re.compile(r"^must be 1-13" + _GOT), gettext_lazy("must be 1-13, got %(v)s")),
    (re.compile(r"^must be 2 or 4" + _GOT), gettext_lazy("must be 2 or 4, got %(v)s")),
    (
        re.compile(r"^must be a non-negative multiple of 100" + _GOT),
        gettext_lazy("must be a non-negative multiple of 100, got %(v)s"),
    ),
    (
        re.compile(r"^must be a multiple of 300 \(split over three payers on tsumo\)" + _GOT),
        gettext_lazy("must be a multiple of 300 (split over three payers on tsumo), got %(v)s"),
    ),
    (
        re.compile(r"^must be a positive multiple of 100" + _GOT),
        gettext_lazy("must be a positive multiple of 100, got %(v)s"),
    ),
    (
        re.compile(r"^must be at most (?P<max>[\d,]+) either way" + _GOT),
        gettext_lazy("must be at most %(max)s either way, got %(v)s"),
    ),
    (
        re.compile(r"^must be at most (?P<max>[\d,]+)" + _GOT),
        gettext_lazy("must be at most %(max)s, got %(v)s"),
    ),
    (
        re.compile(r"^must be a multiple of 100 not below start_points" + _GOT),
        gettext_lazy("must be a multiple of 100 not below the starting points, got %(v)s"),
    ),
    (re.compile(r"^must be a number" + _GOT), gettext_lazy("must be a number, got %(v)s")),
    (
        re.compile(r"^must be 4 x \(return_points - start_points\) / 1000 = (?P<e>\S+)" + _GOT),
        gettext_lazy("must be 4 x (return points - starting points) / 1000 = %(e)s, got %(v)s"),
    ),
    (
        re.compile(r"^must be null or positive points" + _GOT),
        gettext_lazy("must be empty or a positive number of points, got %(v)s"),
    ),
    (re.compile(r"^must be 1-3 winds" + _GOT), gettext_lazy("must be 1-3 winds, got %(v)s")),
    (
        re.compile(r"^must be a non-negative number" + _GOT),
        gettext_lazy("must be a non-negative number, got %(v)s"),
    ),
    (re.compile(r"^must be an object of fields$"), gettext_lazy("must be an object of fields")),
    (re.compile(r"^unknown ruleset field$"), gettext_lazy("unknown ruleset field")),
    (re.compile(r"^lists a name twice$"), gettext_lazy("lists a name twice")),
    (re.compile(r"^must be a list of names$"), gettext_lazy("must be a list of names")),
    (
        re.compile(r"^is frozen: results have been entered with it$"),
        gettext_lazy("is frozen: results have been entered with it"),
    ),
    (
        re.compile(r"^unknown preset (?P<v>.*) \(known: (?P<list>.*)\)$"),
        gettext_lazy("unknown preset %(v)s (known: %(list)s)"),
    ),
]


def split(message: str) -> tuple[str, str]:
    """("uma", "must sum to zero, sums to 5") from "uma: must sum to zero, sums to 5"; a message
    without a leading field gives ("", message)."""
    field, sep, rest = message.partition(": ")
    if not sep or " " in field:
        return "", message
    return field, rest


def problem(text: str) -> str:
    """One problem (the part after "field: ") in the page language when its shape is known."""
    found = labels.by_shape(text, SHAPES)
    return text if found is None else found


def translate(message: str) -> str:
    """A whole engine message, its field name kept as the engine wrote it."""
    field, rest = split(message)
    if not field:
        return problem(message)
    return _("%(field)s: %(problem)s") % {"field": field, "problem": problem(rest)}
