"""One line per rules preset on the create page: a newcomer choosing between seven rulebooks by
name alone could not tell them apart (start and return points, uma, red fives, double ron)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from scoring.engine.rules import Ruleset
from tournaments.templatetags.league import score, signed

MULTIPLE_RON = {
    "head_bump": gettext_lazy("one winner per discard"),
    "double": gettext_lazy("double ron"),
    "all": gettext_lazy("double and triple ron"),
}


def preset_summary(ruleset: Ruleset) -> str:
    parts = [
        _("East round only (tonpuusen)") if ruleset.length == "tonpuusen" else _("Hanchan (East and South)"),
        _("start %(start)s, return %(back)s")
        % {"start": score(ruleset.start_points), "back": score(ruleset.return_points)},
        _("floating uma")
        if ruleset.floating_uma
        else _("uma %(uma)s") % {"uma": " / ".join(_points(u) for u in ruleset.uma)},
        _("no red fives") if not ruleset.red_fives else _("%(n)s red fives") % {"n": ruleset.red_fives},
        str(MULTIPLE_RON[ruleset.multiple_ron]),
    ]
    if ruleset.chombo == "penalty" and ruleset.chombo_penalty:
        parts.append(_("chombo %(points)s") % {"points": _points(-ruleset.chombo_penalty)})
    elif ruleset.chombo == "reverse_mangan":
        parts.append(_("chombo: reverse mangan"))
    return " · ".join(parts)


def _points(value: float) -> str:
    return signed(value, 0 if float(value).is_integer() else 1)  # +15, not +15.0; +2.5 stays
