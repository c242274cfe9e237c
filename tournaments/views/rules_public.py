"""The event's rules as players read them: every rule in words, the ones changed from the preset marked."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms as django_forms
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET

from scoring.engine.rules import get_preset, ruleset_to_dict
from tournaments.forms import RulesForm
from tournaments.templatetags.league import score, signed
from tournaments.views.common import event_context, event_for
from tournaments.views.labels import list_join

# the rules form's label says how to fill its box; the page says what the rule is
PAGE_LABELS = {"west_extension_target": gettext_lazy("Extension into West")}
# a rule left blank, in words ("–" otherwise)
BLANK_READS = {"west_extension_target": gettext_lazy("no extension")}
# a rule's number in words where the number alone would not say what it is
VALUE_READS = {"west_extension_target": gettext_lazy("until someone has %(value)s")}


# rules that only mean something when another rule allows it: not listed otherwise (the page read
# "Renhou han 5" under "Renhou: off", and the honba of a double ron under head bump)
APPLIES_WHEN: dict[str, tuple[str, Any]] = {
    "renhou_han": ("renhou", lambda v: v == "han"),
    "multiple_ron_honba": ("multiple_ron", lambda v: v != "head_bump"),
    "multiple_ron_deposits": ("multiple_ron", lambda v: v != "head_bump"),
    "nagashi_honba": ("nagashi_mangan", bool),
    "nagashi_takes_deposits": ("nagashi_mangan", bool),
}


def _applies(name: str, ruleset: dict[str, Any]) -> bool:
    rule = APPLIES_WHEN.get(name)
    return rule is None or bool(rule[1](ruleset.get(rule[0])))


def shown_rule(bound: django_forms.BoundField) -> str:
    """A rule's value as the rules page's box would show it, in words."""
    field, value = bound.field, bound.initial
    if isinstance(field, django_forms.BooleanField):
        return _("Yes") if value else _("No")
    if isinstance(field, django_forms.ChoiceField):
        choices: Any = field.choices  # the rules form's are (value, label) pairs
        labels = {str(k): v for k, v in choices}
        if isinstance(field, django_forms.MultipleChoiceField):
            return list_join(labels.get(str(v), v) for v in value) or "–"
        return str(labels.get(str(value), value))
    if value is None:
        return str(BLANK_READS.get(bound.name, "–"))
    if bound.name in VALUE_READS:
        return str(VALUE_READS[bound.name]) % {"value": rule_number(value)}
    return rule_number(value)


def rule_number(value: Any) -> str:
    """A rule's number as the other pages write numbers: 30,000, −5, 2.5 (uma, oka, chombo)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return score(value)
    if isinstance(value, float | Decimal):
        number = Decimal(str(value))
        text = number_format(abs(number), use_l10n=True)
        return f"\u2212{text}" if number < 0 else text
    return str(value)


def rule_groups(
    ruleset: dict[str, Any], preset: str
) -> tuple[list[tuple[Any, list[dict[str, Any]]]], int, bool]:
    """The rules by group, each {label, value, changed} (changed: differs from the preset it was
    copied from), how many changed, and whether the floating uma (not a box of the rules form, set
    through the API) differs from the preset's; it counts as one of the changed."""
    current = RulesForm(current=ruleset)
    preset_rules: dict[str, Any] = {}
    try:
        preset_rules = ruleset_to_dict(get_preset(preset))
        original: RulesForm | None = RulesForm(current=preset_rules)
    except (KeyError, ValueError):  # a preset no longer offered: nothing to compare with
        original = None
    floating_changed = original is not None and _floating(ruleset) != _floating(preset_rules)
    groups, changed = [], 0
    for (title, fields), (_title, before) in zip(
        current.groups(), original.groups() if original else current.groups(), strict=True
    ):
        rows = []
        for bound, old in zip(fields, before, strict=True):
            differs = original is not None and shown_rule(bound) != shown_rule(old)
            if not _applies(bound.name, ruleset):
                continue  # not counted as changed either: it plays no part
            changed += differs
            label = PAGE_LABELS.get(bound.name, bound.label)
            rows.append({"label": label, "value": shown_rule(bound), "changed": differs})
        groups.append((title, rows))
    return groups, changed + floating_changed, floating_changed


def _floating(ruleset: dict[str, Any]) -> dict[int, list[float]] | None:
    """The floating uma table, comparable whatever the JSON made of its keys and numbers."""
    table = ruleset.get("floating_uma")
    return {int(k): [float(u) for u in uma] for k, uma in table.items()} if table else None


@require_GET
def event_rules(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug)
    groups, changed, floating_changed = rule_groups(tournament.ruleset, tournament.preset)
    floating = [
        (above, " / ".join(rule_number(u) for u in uma))
        for above, uma in (_floating(tournament.ruleset) or {}).items()
    ]
    return render(
        request,
        "tournaments/event_rules.html",
        event_context(
            request,
            tournament,
            "rules",
            groups=groups,
            changed=changed,
            floating=floating,
            floating_changed=floating_changed,
        ),
    )


def points_sentences(ruleset: dict[str, Any]) -> list[str]:
    """How a game's final score becomes its points, in the event's own numbers (the game page: a
    spectator read "45,000 -> +55.0" with nothing to say where the 55 came from)."""
    back = score(ruleset.get("return_points", 30000))
    if ruleset.get("floating_uma"):
        said = [
            _(
                "Points: (score − %(back)s) ÷ 1,000, plus the uma of the place, which depends on how "
                "many players end at or above the start."
            )
            % {"back": back}
        ]
    else:
        uma = " / ".join(signed(u) for u in ruleset.get("uma", ()))
        said = [
            _("Points: (score − %(back)s) ÷ 1,000, plus the uma of the place (%(uma)s).")
            % {"back": back, "uma": uma}
        ]
    if ruleset.get("final_rounding") == "tenhou":
        said.append(
            _(
                "The scores of second to fourth place are first rounded to whole thousands; first "
                "place takes what makes the four add up to zero."
            )
        )
    oka = float(ruleset.get("oka") or 0)
    if oka:
        said.append(_("First place also takes the oka, %(oka)s.") % {"oka": signed(oka)})
    if ruleset.get("ties") == "split":
        if oka:
            said.append(_("Players level on score share their places' uma and oka."))
        else:
            said.append(_("Players level on score share their places' uma."))
    else:
        said.append(_("Players level on score are placed by their first seat, East first."))
    if ruleset.get("chombo") == "penalty" and ruleset.get("chombo_penalty"):
        said.append(
            _("A chombo costs %(points)s more.") % {"points": signed(-float(ruleset["chombo_penalty"]))}
        )
    return said
