"""Filters for the API's list endpoints (django-filter): ?status=, ?round=, ?q=, ...

A value of the wrong type or outside the choices answers 400 naming the parameter.
"""

from __future__ import annotations

from typing import Any

import django_filters as df
from django import forms
from django.db.models import Q, QuerySet

from tournaments.models import (
    AuditEntry,
    Game,
    GameStatus,
    Kind,
    Penalty,
    Registration,
    RegistrationStatus,
    TournamentStatus,
    Visibility,
)
from tournaments.models import Tournament as TournamentModel
from tournaments.numbers import ascii_int
from tournaments.services.audit import AUDIT_ACTIONS
from tournaments.services.errors import shown

TRUE_VALUES = ("true", "1")
FALSE_VALUES = ("false", "0")


class _BooleanChoice(forms.Select):
    """Shows yes/no in the browsable API's filter form, and hands the field the raw value: the stock
    widget turns anything it does not know ("maybe") into "no filter" before the field sees it."""

    def __init__(self, attrs: dict[str, Any] | None = None) -> None:
        super().__init__(attrs, choices=[("", "---------"), ("true", "Yes"), ("false", "No")])

    def value_from_datadict(self, data: Any, files: Any, name: str) -> Any:
        return data.get(name)


class StrictBooleanField(forms.NullBooleanField):
    """true/false (also True, 1, 0); empty = no filter; anything else is an error naming the value."""

    widget = _BooleanChoice

    def to_python(self, value: Any) -> bool | None:  # type: ignore[override]  # as the stubs do
        if isinstance(value, bool) or value is None:
            return value
        text = str(value).strip()
        if text.lower() in TRUE_VALUES:
            return True
        if text.lower() in FALSE_VALUES:
            return False
        if not text:
            return None
        raise forms.ValidationError(f"must be true or false, got {shown(text)}", code="invalid")


class StrictBooleanFilter(df.BooleanFilter):
    """A boolean query parameter that answers 400 for a value that is not true/false (django-filter's
    own BooleanFilter ignores it, so ?is_substitute=maybe listed everyone)."""

    field_class = StrictBooleanField


class StrictChoiceField(df.fields.ChoiceField):
    """A choice; one outside the list is refused listing the valid values ("must be one of
    tournament, league, not 'bogus'"), as the API's other choices are, where Django said "Select a
    valid choice. bogus is not one of the available choices."."""

    def validate(self, value: Any) -> None:
        if value in self.empty_values or self.valid_value(value):
            return super().validate(value)
        valid = ", ".join(str(key) for key, _label in self.choices if key not in self.empty_values)
        raise forms.ValidationError(f"must be one of {valid}, not {shown(str(value))}", code="invalid_choice")


class StrictChoiceFilter(df.ChoiceFilter):
    field_class = StrictChoiceField


def _name_contains(field: str) -> df.CharFilter:
    return df.CharFilter(field_name=field, lookup_expr="icontains", max_length=100)


class WholeNumberFilter(df.NumberFilter):
    """A round, table, player or game number: whole. django-filter's number is a decimal, and
    ?round=1.5 listed round 1."""

    field_class = forms.IntegerField


class TournamentFilter(df.FilterSet):
    kind = StrictChoiceFilter(choices=Kind.choices)
    visibility = StrictChoiceFilter(choices=Visibility.choices)
    status = StrictChoiceFilter(choices=TournamentStatus.choices)
    q = _name_contains("name")
    mine = StrictBooleanFilter(method="filter_mine", label="Only events the caller runs, scores or plays in")

    class Meta:
        model = TournamentModel
        fields = ["kind", "visibility", "status", "q", "mine"]

    def filter_mine(
        self, queryset: QuerySet[TournamentModel], name: str, value: bool
    ) -> QuerySet[TournamentModel]:
        user = getattr(self.request, "user", None)
        if not value:
            return queryset
        if user is None or not user.is_authenticated:
            return queryset.none()
        involved = (
            Q(owner_id=user.pk) | Q(memberships__user_id=user.pk) | Q(registrations__player__user_id=user.pk)
        )
        return queryset.filter(pk__in=TournamentModel.objects.filter(involved).values("pk"))


class RegistrationFilter(df.FilterSet):
    status = StrictChoiceFilter(choices=RegistrationStatus.choices)
    team = df.CharFilter(field_name="team__name", lookup_expr="iexact", max_length=120)
    is_substitute = StrictBooleanFilter()
    q = df.CharFilter(method="search", max_length=100, label="Name or player number")

    class Meta:
        model = Registration
        fields = ["status", "team", "is_substitute", "q"]

    def search(self, queryset: QuerySet[Registration], name: str, value: str) -> QuerySet[Registration]:
        match = Q(player__name__icontains=value)
        if (number := ascii_int(value, digits=8)) is not None:
            match |= Q(number=number)
        return queryset.filter(match)


class GameFilter(df.FilterSet):
    round = WholeNumberFilter(field_name="round__number", min_value=1, max_value=1000)
    table = WholeNumberFilter(field_name="table__number", min_value=1, max_value=10_000)
    status = StrictChoiceFilter(choices=GameStatus.choices)
    player = WholeNumberFilter(
        field_name="table__seats__registration__number", min_value=1, max_value=100_000, distinct=True
    )

    class Meta:
        model = Game
        fields = ["round", "table", "status", "player"]


class PenaltyFilter(df.FilterSet):
    player = WholeNumberFilter(field_name="registration__number", min_value=1, max_value=100_000)
    round = WholeNumberFilter(field_name="round__number", min_value=1, max_value=1000)
    cancelled = StrictBooleanFilter(field_name="cancelled_at", lookup_expr="isnull", exclude=True)

    class Meta:
        model = Penalty
        fields = ["player", "round", "cancelled"]


class AuditFilter(df.FilterSet):
    # a name outside the list is a 400 naming it (a misspelt one answered an empty page)
    action = StrictChoiceFilter(choices=[(a, a) for a in AUDIT_ACTIONS])
    game = WholeNumberFilter(field_name="game_id", min_value=1, max_value=2**62)

    class Meta:
        model = AuditEntry
        fields = ["action", "game"]
