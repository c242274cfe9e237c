"""Forms of the organizer pages. They only shape input; the services validate and write."""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from typing import Any, get_args

from babel.core import UnknownLocaleError
from babel.dates import get_timezone_location
from django import forms
from django.conf import settings
from django.contrib.auth.forms import UserCreationForm
from django.core.exceptions import ValidationError
from django.db.models import Q
from django.utils.translation import get_language, gettext_noop, pgettext_lazy
from django.utils.translation import gettext_lazy as _
from django_countries import countries

from scoring.engine import rules
from scoring.engine.presets import PRESETS
from tournaments.models import (
    EmptySeats,
    EntryMode,
    GameStatus,
    Kind,
    Ranking,
    Registration,
    Round,
    RoundStatus,
    SubstituteScoring,
    SwissWinds,
    Visibility,
)
from tournaments.services import tournaments as tournament_services
from tournaments.services.games import MAX_CHOMBO
from tournaments.services.tournaments import current_zone_names, time_zones
from tournaments.slugs import kana_reading
from tournaments.templatetags import league
from tournaments.views import labels

PRESET_LABELS = {
    "wrc": _("WRC (World Riichi Championship)"),
    "ema2016": _("EMA 2016 (European Mahjong Association)"),
    "ema2025": _("EMA 2025"),
    "tenhou": _("Tenhou (ranked lobby)"),
    "mahjongsoul": _("Mahjong Soul (ranked)"),
    "mleague": _("M.League"),
    "jpml_a": _("JPML A rules"),
}


class SignUpForm(UserCreationForm):
    def validate_password_for_user(
        self, user: Any, password_field_name: str = "password1", **kwargs: Any
    ) -> None:
        # "too short" goes under the password typed (Django puts it under "Password again"); a
        # mismatch stays there
        super().validate_password_for_user(user, password_field_name="password1", **kwargs)  # type: ignore[misc]


ENTRY_MODES = [(EntryMode.HANDS, _("Hand by hand")), (EntryMode.FINAL, _("Final scores only"))]


def ranking_field() -> forms.ChoiceField:
    return forms.ChoiceField(
        label=_("Standings order"),
        choices=[
            (Ranking.TOTAL, _("Total points")),
            (Ranking.AVERAGE, _("Average points per game")),
        ],
        help_text=_("Average suits a league whose members miss some nights."),
    )


def min_games_field() -> forms.IntegerField:
    return forms.IntegerField(
        label=_("Games to be ranked"),
        min_value=0,
        max_value=1000,
        help_text=_("Players with fewer finished games are listed after the others; 0: no minimum."),
    )


# what a league starts with when picked on the create page (static/js/event_create.js): a member who
# missed the first night ranked above everyone who played and lost; a club night's odd player out
# sits out in turn rather than waiting for a substitute
LEAGUE_DEFAULTS = {
    "rounds_planned": 0,
    "ranking": Ranking.AVERAGE,
    "min_games": 1,
    "empty_seats": EmptySeats.SIT_OUT,
}


class EventCreateForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=200)
    preset = forms.ChoiceField(
        label=_("Rules to start from"),
        widget=forms.RadioSelect,
        choices=[(key, PRESET_LABELS.get(key, key)) for key in PRESETS],
        initial="wrc",
        help_text=_("You can adjust every rule on the next page."),
    )
    kind = forms.ChoiceField(
        label=_("Kind"), choices=[(Kind.TOURNAMENT, _("Tournament")), (Kind.LEAGUE, _("League"))]
    )
    visibility = forms.ChoiceField(
        label=_("Who can see it"),
        choices=[
            (Visibility.PUBLIC, _("Public: anyone")),
            (Visibility.PRIVATE, _("Private: staff and registered players")),
        ],
    )
    entry_mode = forms.ChoiceField(
        label=_("Results"),
        choices=ENTRY_MODES,
    )
    rounds_planned = forms.IntegerField(
        label=_("Rounds planned"),
        min_value=0,
        max_value=100,
        initial=4,
        help_text=_("0 for an open-ended league"),
    )
    empty_seats = forms.ChoiceField(
        label=_("When the players do not fill tables of four"),
        choices=[
            (EmptySeats.SUBSTITUTES, _("Substitutes fill the empty seats")),
            (EmptySeats.SIT_OUT, _("Players sit out in turn")),
        ],
    )
    ranking = ranking_field()
    min_games = min_games_field()
    starts_on = forms.DateField(
        label=_("First day"), required=False, widget=forms.DateInput(attrs={"type": "date"})
    )
    ends_on = forms.DateField(
        label=_("Last day"), required=False, widget=forms.DateInput(attrs={"type": "date"})
    )
    time_zone = forms.ChoiceField(
        label=_("Time zone"),
        required=False,
        # the page picks the phone's own zone for a new event (static/js/time_zone.js)
        widget=forms.Select(attrs={"data-local-zone": "1"}),
        help_text=_("Times on the event's pages (rounds, changes) are shown in it."),
    )
    venue = forms.CharField(label=_("Venue"), max_length=200, required=False)
    description = forms.CharField(
        label=_("Description"), required=False, max_length=5000, widget=forms.Textarea(attrs={"rows": 3})
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["time_zone"].choices = time_zone_choices()  # type: ignore[attr-defined]
        # a phone may report a zone's old name (Chromium: Asia/Saigon): the page maps it to the one offered
        self.fields["time_zone"].widget.attrs["data-zone-aliases"] = json.dumps(zone_aliases())
        # left out of a post (a script, an older page): an event ranked by total with no minimum
        for name, default in (("ranking", Ranking.TOTAL), ("min_games", 0)):
            self.fields[name].initial = default
            self.fields[name].required = False
        self.fields["kind"].widget.attrs["data-league"] = json.dumps(LEAGUE_DEFAULTS)
        if self.is_bound:  # shown again after a mistake: the zone chosen stays as chosen
            self.fields["time_zone"].widget.attrs.pop("data-local-zone", None)
            self.fields["time_zone"].widget.attrs.pop("data-zone-aliases", None)

    def clean_ranking(self) -> str:
        return self.cleaned_data["ranking"] or Ranking.TOTAL

    def clean_min_games(self) -> int:
        value = self.cleaned_data["min_games"]
        return 0 if value is None else value


# the IANA areas of places; the others are old country aliases (US/Eastern) and Etc/GMT+9, which is
# nine hours *behind* UTC (POSIX signs): an organizer in Tokyo picking "GMT+9" would be 18 hours off
_PLACE_AREAS = (
    "Africa",
    "America",
    "Antarctica",
    "Arctic",
    "Asia",
    "Atlantic",
    "Australia",
    "Europe",
    "Indian",
    "Pacific",
)


def time_zone_choices(current: str = "") -> list[tuple[str, Any]]:
    """The IANA zones of places by their current names (not an old name beside it: Asia/Calcutta
    and Asia/Kolkata), and UTC, after the site's own (""), which an event without one uses. A zone
    the event already has stays offered, whatever it is."""
    site = _("The site's own (%(zone)s)") % {"zone": settings.TIME_ZONE}
    named = current_zone_names()
    zones = [
        z
        for z in time_zones()
        if z == "UTC" or z == current or (z.split("/")[0] in _PLACE_AREAS and (not named or z in named))
    ]
    return [("", site), *((zone, _zone_label(zone, get_language() or "en")) for zone in zones)]


@functools.cache
def _zone_label(zone: str, language: str) -> str:
    """The IANA name, and in Japanese or Vietnamese the place as that reader names it first
    ("日本時間 — Asia/Tokyo"): "Asia/Tokyo" alone meant nothing to many of them. A dash, not
    brackets: CLDR's own names hold some ("アメリカ合衆国（ニューヨーク）時間")."""
    plain = zone.replace("_", " ")
    if language.startswith("en") or zone == "UTC" or zone.startswith("Etc/"):  # Etc: no place to name
        return plain
    locale = language.replace("-", "_")
    try:
        place = get_timezone_location(zone, locale=locale)
        city = get_timezone_location(zone, locale=locale, return_city=True)
    except (LookupError, ValueError, UnknownLocaleError):  # unknown to CLDR: the IANA name still works
        return plain
    if place.count(city) > 1:  # the country's name holds the city already: "Congo - Kinshasa (Kinshasa)"
        place = re.sub(rf"\s*[(（]{re.escape(city)}[)）]", "", place, count=1)
    if language.startswith("ja"):  # CLDR mixes in half-width brackets: 「ミャンマー (ビルマ)時間」
        place = re.sub(r"\s*\(([^)]*)\)", r"（\1）", place)
    return f"{place} — {plain}"


def zone_aliases() -> dict[str, str]:
    """Old zone names a phone may report -> the zone offered for them (services.zone_aliases)."""
    return tournament_services.zone_aliases(frozenset(zone for zone, _label in time_zone_choices() if zone))


class EventDeleteForm(forms.Form):
    """Deleting an event asks for its short name (the last part of its address), typed again."""

    confirm_slug = forms.CharField(
        label=_("Type the event's short name to confirm"),
        max_length=80,
        # typed exactly: phones must not capitalize, correct or underline it
        widget=forms.TextInput(attrs={"autocapitalize": "none", "autocorrect": "off", "spellcheck": "false"}),
    )

    def __init__(self, *args: Any, slug: str, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.slug = slug

    def clean_confirm_slug(self) -> str:
        value = str(self.cleaned_data["confirm_slug"]).strip()
        if value != self.slug:
            raise ValidationError(_("type %(slug)s exactly"), params={"slug": self.slug})
        return value


class EventEditForm(forms.Form):
    """An event's details after creation; the rules have their own page."""

    name = EventCreateForm.base_fields["name"]
    visibility = EventCreateForm.base_fields["visibility"]
    kind = EventCreateForm.base_fields["kind"]
    rounds_planned = EventCreateForm.base_fields["rounds_planned"]
    entry_mode = forms.ChoiceField(
        label=EventCreateForm.base_fields["entry_mode"].label,
        choices=ENTRY_MODES,
        help_text=_(
            "Games without a result yet follow the change. Either way one game may be entered the "
            "other way from its own page (a feature table played hand by hand)."
        ),
    )
    substitute_scoring = forms.ChoiceField(
        label=_("Substitutes"),
        choices=[
            (SubstituteScoring.NOT_RANKED, _("Not ranked")),
            (SubstituteScoring.RANKED, _("Ranked like players")),
        ],
        help_text=_("Their games count for the players they meet either way."),
    )
    empty_seats = EventCreateForm.base_fields["empty_seats"]
    swiss_winds = forms.ChoiceField(
        label=_("Swiss rounds"),
        choices=[
            (SwissWinds.STANDINGS, _("Standings first")),
            (SwissWinds.BALANCED, _("Seat winds even")),
        ],
        help_text=_(
            "Standings first: each table seats neighbours in the standings. Seat winds even: "
            "everyone sits East, South, West and North equally often; tables may reach a few places "
            "further in the standings."
        ),
    )
    teams_apart = forms.BooleanField(
        label=_("Keep teammates apart"),
        required=False,
        help_text=_(
            "Generated seatings put as few players of one team at a table as they can; swiss and "
            "interval avoid it as they avoid a rematch. A pasted seating is taken as written."
        ),
    )
    countries_apart = forms.BooleanField(
        label=_("Keep players of one country apart"),
        required=False,
        help_text=_(
            "Generated seatings put as few players of one country at a table as they can, as they do "
            "teammates. Players with no country count for none."
        ),
    )
    ranking = ranking_field()
    min_games = min_games_field()
    team_counted = forms.IntegerField(
        label=_("Members counted for a team"),
        min_value=0,
        max_value=100,
        help_text=_(
            "A team's score is the sum of its best members' points, this many of them (teams of "
            "unequal size); 0: every member counts."
        ),
    )
    # A date input wants ISO dates whatever the page language.
    starts_on = forms.DateField(
        label=_("First day"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    ends_on = forms.DateField(
        label=_("Last day"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    time_zone = forms.ChoiceField(
        label=EventCreateForm.base_fields["time_zone"].label,
        required=False,
        help_text=EventCreateForm.base_fields["time_zone"].help_text,
    )
    venue = EventCreateForm.base_fields["venue"]
    description = EventCreateForm.base_fields["description"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        current = str(self.initial.get("time_zone") or "")
        self.fields["time_zone"].choices = time_zone_choices(current)  # type: ignore[attr-defined]


class CountryField(forms.ChoiceField):
    """A country picked from its name in the page's language; stored as its ISO code. A typed code
    in any case is taken too (lists pasted or posted by scripts)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(choices=self._choices_now, **kwargs)

    @staticmethod
    def _choices_now() -> list[tuple[str, str]]:
        named = [(code, str(name)) for code, name in countries]  # names sorted in the language
        if (get_language() or "").startswith("ja"):
            # by reading, あいうえお: django-countries sorts Japanese names by their romanization
            named.sort(key=lambda choice: kana_reading(choice[1]) or choice[1])
        return [("", "—"), *named]

    def to_python(self, value: Any) -> str:
        return str(super().to_python(value)).strip().upper()


# country names the ja catalogue words as Japan writes them today (django-countries has older ones:
# グルジア, モルジブ): named here so that makemessages keeps them
COUNTRY_NAMES_RETRANSLATED = (
    gettext_noop("Georgia"),
    gettext_noop("Maldives"),
    gettext_noop("Kyrgyzstan"),
    gettext_noop("Palestine"),
)


class PlayerForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=120)
    team = forms.CharField(label=_("Team"), max_length=120, required=False)
    country = CountryField(label=_("Country"), required=False)
    external_id = forms.CharField(label=_("Player id (EMA number, club id)"), max_length=40, required=False)
    is_substitute = forms.BooleanField(
        label=_("Substitute (fills empty seats; the event's rules say whether they rank)"), required=False
    )


class PlayerEditForm(forms.Form):
    """Correcting a registered player (Edit on the players page); a new name or country shows in every
    event the player plays in."""

    name = PlayerForm.base_fields["name"]
    team = PlayerForm.base_fields["team"]
    country = PlayerForm.base_fields["country"]
    external_id = PlayerForm.base_fields["external_id"]

    def __init__(self, *args: Any, stored_country: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # a code stored before the list (any two letters were taken: "UK") stays a choice, so that
        # saving a new team does not wipe it
        if stored_country and not countries.name(stored_country):
            field = self.fields["country"]
            field.choices = [*field.choices, (stored_country, stored_country)]  # type: ignore[attr-defined]


class PlayersCsvForm(forms.Form):
    text = forms.CharField(
        label=_("Paste players, one a line"),
        # an example line in the page's language (a header in another language would be a player)
        widget=forms.Textarea(attrs={"rows": 8, "placeholder": _("Ann Lee,Red Dragons,GB")}),
        help_text=_(
            "Columns: name, team, country (its code, as JP, or its name), player id (EMA number, club "
            "id), separated by commas, tabs (pasted from a spreadsheet) or semicolons. A header line is "
            "optional; in it, the player id column may be headed “Player id”, “ID”, “EMA”, “EMA number”, "
            "“EMA id”, “Club id” or “External id”."
        ),
    )


class TeamsCsvForm(forms.Form):
    text = forms.CharField(
        label=_("Paste name, team lines"),
        widget=forms.Textarea(attrs={"rows": 8, "placeholder": _("Ann Lee,Red Dragons")}),
        help_text=_(
            "One registered player a line, then their team; the list the players were registered from "
            "works as it is (other columns are read as when registering). A blank team takes the player "
            "out of theirs."
        ),
    )


def _registration_label(registration: Registration) -> str:
    return f"#{registration.number} {registration.player.name}"


def _round_label(round_: Round) -> str:
    return str(_("Round %(n)s") % {"n": round_.number})


class StaffForm(forms.Form):
    username = forms.CharField(
        label=_("Username"),
        max_length=150,
        # found in any case, but phones should not capitalize, correct or underline it
        widget=forms.TextInput(attrs={"autocapitalize": "none", "autocorrect": "off", "spellcheck": "false"}),
    )
    role = forms.ChoiceField(
        label=_("Role"),
        choices=[
            ("scorer", _("Scorer: enters and corrects results")),
            ("organizer", _("Co-organizer: runs the event")),
        ],
    )


class PenaltyForm(forms.Form):
    registration = forms.ModelChoiceField(
        label=_("Player"), queryset=Registration.objects.none(), empty_label=_("Choose a player")
    )
    amount = forms.DecimalField(
        label=_("Points taken away"), max_digits=8, decimal_places=1, help_text=_("e.g. 20 (20 or -20 alike)")
    )
    bonus = forms.BooleanField(label=_("A bonus: give the points instead"), required=False)
    reason = forms.CharField(label=_("Reason"), max_length=300)
    round = forms.ModelChoiceField(
        label=_("Round"),
        queryset=Round.objects.none(),
        required=False,
        empty_label=_("No round"),
        help_text=_(
            "Pick the round the penalty was given in: standings over a range of rounds (a month of a "
            "league) count it when that round is in the range. “No round” counts it in the whole event's "
            "standings, and in a range only if the range includes the latest round."
        ),
    )

    def __init__(self, *args: Any, tournament: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["registration"]
        assert isinstance(field, forms.ModelChoiceField)
        field.queryset = Registration.objects.filter(tournament=tournament).select_related("player")
        field.label_from_instance = _registration_label  # type: ignore[method-assign,assignment]
        rounds = self.fields["round"]
        assert isinstance(rounds, forms.ModelChoiceField)
        rounds.queryset = tournament.rounds.order_by("number")
        rounds.label_from_instance = _round_label  # type: ignore[method-assign,assignment]
        # the round being played (or the last one played): where a penalty given now belongs; a
        # round seated ahead (a league seats next week's) has not started until a game of it has
        started = tournament.rounds.filter(
            Q(status=RoundStatus.FINISHED) | Q(games__status__in=[GameStatus.RUNNING, GameStatus.FINISHED])
        )
        current = started.distinct().order_by("-number").first()
        rounds.initial = current.pk if current else None

    def clean_amount(self) -> Any:
        amount = self.cleaned_data["amount"]
        if amount == 0:
            raise ValidationError(_("A penalty of 0 points changes nothing."))
        return amount

    def clean(self) -> dict[str, Any]:
        # A penalty takes points whatever sign is typed (+20 had been saved as a bonus by mistake);
        # a bonus is a deliberate choice.
        data = super().clean() or {}
        amount = data.get("amount")
        if amount is not None:
            data["amount"] = abs(amount) if data.get("bonus") else -abs(amount)
        return data


_GROUPED = re.compile(r"^([-+\u2212]?)(\d{1,3}(?:[.,\s\u00a0\u202f']\d{3})+)$")
# thousands with one or two decimals, as many score sheets write them: 48.3 (or 48,3) for 48,300
_THOUSANDS = re.compile(r"^([-+\u2212]?)(\d{1,3})[.,](\d{1,2})$")


class ScoreField(forms.IntegerField):
    """A table score as people write it: 42000, or grouped by thousands the way the pages show it
    in their language (42,000 / 42.000 / 42 000; −1,200 with a real minus). Django read "42.000"
    as 42 (a decimal point), and a Vietnamese organizer typing the score as shown was told that 42
    is no multiple of 100."""

    # any number passes the browser: with its default step of 1, a phone refused "31.100" ("the
    # nearest valid values are 31 and 32") and sent "25.000"; the server reads both as grouped
    widget = forms.NumberInput(attrs={"step": "any"})

    def to_python(self, value: Any) -> int | None:
        if isinstance(value, str):
            text = value.strip()
            grouped = _GROUPED.match(text)
            thousands = _THOUSANDS.match(text)
            if grouped:
                sign, digits = grouped.groups()
                value = ("-" if sign in ("-", "\u2212") else "") + re.sub(r"\D", "", digits)
            elif thousands:  # "45.0" had been read as 45 (then as hundreds: 4,500), "48.3" refused
                sign, whole, part = thousands.groups()
                value = ("-" if sign in ("-", "\u2212") else "") + whole + part.ljust(3, "0")
            elif text.startswith("\u2212"):
                value = "-" + text[1:]
        return super().to_python(value)


class FinalScoresForm(forms.Form):
    """Final-scores-only entry: the four table scores and the riichi deposits left on the table."""

    score_0 = ScoreField(label=_("East"))
    score_1 = ScoreField(label=_("South"))
    score_2 = ScoreField(label=_("West"))
    score_3 = ScoreField(label=_("North"))
    deposits_left = forms.IntegerField(label=_("Riichi sticks left on the table"), min_value=0, initial=0)
    # shown once the scores look unusual (see clean): ticked, they are saved as they are
    confirm_unusual = forms.BooleanField(label=_("These scores are right"), required=False)

    def __init__(
        self, *args: Any, chombo: bool = False, start: int | None = None, stick: int = 1000, **kwargs: Any
    ) -> None:
        """`chombo`: the rules have chombo, so each seat gets a count (most games have none).
        `start`, `stick`: the start points, against which a score is unusual (see clean), and a riichi
        stick's worth."""
        super().__init__(*args, **kwargs)
        self.start, self.stick = start, stick
        self.unusual: list[str] = []  # the scores that asked to be confirmed
        if chombo:
            for seat in range(4):
                self.fields[f"chombo_{seat}"] = forms.IntegerField(
                    label=_("Chombo"), min_value=0, max_value=MAX_CHOMBO, initial=0, required=False
                )

    def chombo_fields(self) -> list[Any]:
        return [self[name] for name in self.fields if name.startswith("chombo_")]

    def main_fields(self) -> list[Any]:
        return [self[n] for n in self.fields if not n.startswith("chombo_") and n != "confirm_unusual"]

    def chombo(self) -> list[int] | None:
        """Each seat's chombo count (None: the form has no chombo fields)."""
        if "chombo_0" not in self.fields:
            return None
        return [self.cleaned_data.get(f"chombo_{seat}") or 0 for seat in range(4)]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        scores = [v for v in (data.get(f"score_{i}") for i in range(4)) if isinstance(v, int)]
        # written in hundreds, as score sheets often are (452 for 45,200): no table ends with all
        # four scores under 1,000, so those are read as hundreds (final-total.js reads them so too)
        if len(scores) == 4 and any(scores) and all(abs(v) < 1000 for v in scores):
            for i, value in enumerate(scores):
                data[f"score_{i}"] = value * 100
        elif len(scores) == 4:
            # some in hundreds, some in full (452, 30100, 155, 92): "452 is not a multiple of 100"
            # did not say that hundreds are read only when all four are
            for i, value in enumerate(scores):
                if 0 < abs(value) < 1000 and value % 100:
                    self.add_error(
                        f"score_{i}",
                        # the words final-total.js says as the scores are typed
                        _(
                            "{score} looks like a score in hundreds ({full}): write all four scores in "
                            "hundreds, or this one in full."
                        ).format(score=value, full=league.score(value * 100)),
                    )
        self._check_unusual(data)
        return data

    def _check_unusual(self, data: dict[str, Any]) -> None:
        """A score above the whole table's starting points (120,000 at 30,000 each) or below minus
        twice a player's (-60,000) happens in hardly any game, but adds up like a real table (200,000,
        -80,000, 0, 0 was saved without a word): such scores are saved once confirmed."""
        values = [data.get(f"score_{seat}") for seat in range(4)]
        sticks = data.get("deposits_left")
        scores = [v for v in values if isinstance(v, int)]
        if not self.start or len(scores) < 4 or not isinstance(sticks, int):
            return
        # only a table that adds up, in hundreds: any other mistake is said first, by the service
        if sum(scores) + sticks * self.stick != 4 * self.start or any(v % 100 for v in scores):
            return
        for seat, value in enumerate(scores):
            if value > 4 * self.start or value < -2 * self.start:
                self.unusual.append(f"{self.fields[f'score_{seat}'].label} {league.score(value)}")
        if self.unusual and not data.get("confirm_unusual"):
            raise forms.ValidationError(
                _(
                    "%(scores)s: hardly any game ends so (above %(high)s, or below %(low)s). Check "
                    "the score sheet; if they are right, tick “These scores are right” and save again."
                ),
                params={
                    "scores": labels.list_join(self.unusual),
                    "high": league.score(4 * self.start),
                    "low": league.score(-2 * self.start),
                },
                code="unusual",
            )

    def scores(self) -> list[int]:
        return [self.cleaned_data[f"score_{i}"] for i in range(4)]


# --- The rules form: one field per Ruleset field, grouped for the page ---

# the uma of each place, one field each ("Uma by place 1" read as a count of places)
UMA_LABELS = (
    _("Uma for 1st place (thousands)"),
    _("Uma for 2nd place (thousands)"),
    _("Uma for 3rd place (thousands)"),
    _("Uma for 4th place (thousands)"),
)
RULE_LABELS: dict[str, Any] = {
    "red_fives": _("Red fives"),
    "open_tanyao": _("Open tanyao (kuitan)"),
    "kiriage": _("Kiriage mangan (4 han 30 fu, 3 han 60 fu)"),
    "kazoe_yakuman": _("13+ han is yakuman (kazoe)"),
    "double_yakuman": _("Hands that count double yakuman"),
    "yakuman_stacking": _("Several yakuman add up"),
    "ippatsu": _("Ippatsu"),
    "ura_dora": _("Ura dora"),
    "kan_dora": _("Kan dora"),
    "open_riichi": _("Open riichi"),
    "open_riichi_ron_yakuman": _("Ron on an open riichi by a non-riichi player is yakuman"),
    "sanrenkou": _("Sanrenkou"),
    "suurenkou": _("Suurenkou"),
    "daisharin": _("Daisharin"),
    "daisharin_all_suits": _("Daisharin in every suit"),
    "daichisei": _("Daichisei"),
    "renhou": _("Renhou"),
    "renhou_han": _("Renhou han (when counted as han)"),
    "paarenchan": _("Paarenchan"),
    "double_wind_pair_fu": _("Fu for a double-wind pair"),
    "riichi_below_1000": _("Riichi allowed below 1000 points"),
    "honba_value": _("Points per honba"),
    "riichi_deposit": _("Riichi deposit"),
    "noten_payment_total": _("Noten payments in total"),
    "length": _("Game length"),
    "start_points": _("Start points"),
    "return_points": _("Return points"),
    "oka": _("Oka (thousands, to first place)"),
    "uma": _("Uma by place (thousands)"),
    "ties": _("Equal final scores"),
    "multiple_ron": _("Multiple ron"),
    "multiple_ron_honba": _("Honba on multiple ron"),
    "multiple_ron_deposits": _("Deposits on multiple ron"),
    "abortive_draws": _("Abortive draws played"),
    "nagashi_mangan": _("Nagashi mangan"),
    "nagashi_honba": _("Honba paid on nagashi mangan"),
    "nagashi_takes_deposits": _("Nagashi mangan takes the deposits"),
    "busting": _("Busting ends the game"),
    "agari_yame": _("Agari-yame (last dealer may stop when leading)"),
    "tenpai_yame": _("Tenpai-yame"),
    "west_extension_target": _("Extension into West until someone has (blank: none)"),
    "leftover_deposits": _("Deposits left at the end"),
    "dealer_repeat": _("Dealer repeats on"),
    "chombo": _("Chombo"),
    "chombo_penalty": _("Chombo penalty (standings points, like the uma)"),
    "pao": _("Pao (liability) for"),
    "final_rounding": _("Rounding of final points"),
}

CHOICE_LABELS: dict[str, Any] = {
    "off": _("off"),
    "mangan": _("mangan"),
    "yakuman": _("yakuman"),
    "han": _("han"),
    "split": _("split the uma"),
    "seat_order": _("by seat order"),
    "head_bump": _("head bump (nearest winner only)"),
    "double": _("double ron paid, triple ron aborts"),
    "all": _("double and triple ron paid"),
    "nearest": _("to the nearest winner"),
    "each": _("to every winner"),
    "below_zero": _("below zero"),
    "zero_or_below": _("at zero or below"),
    "never": _("never"),
    "first": _("to first place"),
    "lost": _("lost"),
    "tenpai": _("tenpai or win"),
    "win": _("dealer win only"),
    "reverse_mangan": _("reverse mangan"),
    "penalty": _("points penalty"),
    "none": _("none"),
    "tenhou": _("Tenhou (2nd-4th rounded, 1st takes the rest)"),
    "hanchan": _("hanchan (East and South)"),
    "tonpuusen": _("tonpuusen (East only)"),
    "kyuushu": _("nine terminals"),
    "suufon": _("four winds"),
    "suucha_riichi": _("four riichi"),
    "suukaikan": _("four kans"),
    "sanchahou": _("triple ron"),
    "kokushi_juusanmen": _("kokushi, 13-sided wait"),
    "suuankou_tanki": _("suuankou, single wait"),
    "junsei_chuuren": _("pure nine gates"),
    "daisuushii": _("daisuushii"),
    "daisangen": _("daisangen"),
    "suukantsu": _("suukantsu"),
}

RULE_GROUPS: list[tuple[Any, list[str]]] = [
    (
        _("Game and points"),
        [
            "length",
            "start_points",
            "return_points",
            "oka",
            "uma",
            "ties",
            "final_rounding",
            "leftover_deposits",
        ],
    ),
    (
        pgettext_lazy("the rules about scoring a hand", "Hands"),
        [
            "red_fives",
            "open_tanyao",
            "kiriage",
            "kazoe_yakuman",
            "double_yakuman",
            "yakuman_stacking",
            "ippatsu",
            "ura_dora",
            "kan_dora",
            "double_wind_pair_fu",
            "renhou",
            "renhou_han",
        ],
    ),
    (
        _("Table"),
        [
            "multiple_ron",
            "multiple_ron_honba",
            "multiple_ron_deposits",
            "abortive_draws",
            "nagashi_mangan",
            "nagashi_honba",
            "nagashi_takes_deposits",
            "busting",
            "agari_yame",
            "tenpai_yame",
            "west_extension_target",
            "dealer_repeat",
            "pao",
            "chombo",
            "chombo_penalty",
            "honba_value",
            "riichi_deposit",
            "noten_payment_total",
            "riichi_below_1000",
        ],
    ),
    (
        _("Optional yaku"),
        [
            "open_riichi",
            "open_riichi_ron_yakuman",
            "sanrenkou",
            "suurenkou",
            "daisharin",
            "daisharin_all_suits",
            "daichisei",
            "paarenchan",
        ],
    ),
]

_SET_CHOICES = {
    "double_yakuman": sorted(rules.DOUBLE_YAKUMAN_HANDS),
    "abortive_draws": sorted(rules.ABORTIVE_DRAWS),
    "pao": sorted(rules.PAO_HANDS),
}
_FIELD_TYPES = {f.name: f.type for f in dataclasses.fields(rules.Ruleset)}


def _literal_choices(name: str) -> list[str] | None:
    alias = getattr(rules, str(_FIELD_TYPES[name]), None)
    return list(get_args(alias)) if alias is not None and get_args(alias) else None


def _choices(values: list[str]) -> list[tuple[str, Any]]:
    return [(v, CHOICE_LABELS.get(v, v)) for v in values]


def _plain_number(value: Any) -> Any:
    """15 rather than 15.0 in a rule's box (uma, oka); 2.5 stays."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


class RulesForm(forms.Form):
    """Every rule of the event's ruleset; `changes()` gives the fields that differ from `current`."""

    def __init__(self, *args: Any, current: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.current = current
        for _title, names in RULE_GROUPS:
            for name in names:
                self._add(name, current.get(name))

    def _add(self, name: str, value: Any) -> None:
        label = RULE_LABELS.get(name, name)
        kind = str(_FIELD_TYPES[name])
        field: forms.Field
        if name == "uma":
            for place, place_label in enumerate(UMA_LABELS):
                self.fields[f"uma_{place + 1}"] = forms.DecimalField(
                    label=place_label, initial=_plain_number(value[place]), max_digits=6, decimal_places=1
                )
            return
        if name in _SET_CHOICES:
            field = forms.MultipleChoiceField(
                label=label,
                required=False,
                widget=forms.CheckboxSelectMultiple,
                choices=_choices(_SET_CHOICES[name]),
                initial=list(value or []),
            )
        elif kind == "bool":
            field = forms.BooleanField(label=label, required=False, initial=bool(value))
        elif (literal := _literal_choices(name)) is not None:
            field = forms.ChoiceField(label=label, choices=_choices(literal), initial=value)
        elif name == "red_fives":
            field = forms.TypedChoiceField(
                label=label, coerce=int, choices=[(0, "0"), (3, "3"), (4, "4")], initial=value
            )
        elif name == "double_wind_pair_fu":
            field = forms.TypedChoiceField(
                label=label, coerce=int, choices=[(2, "2"), (4, "4")], initial=value
            )
        elif name == "west_extension_target":
            field = forms.IntegerField(label=label, required=False, min_value=1, initial=value)
        elif kind == "float":
            field = forms.DecimalField(
                label=label, initial=_plain_number(value), max_digits=8, decimal_places=1
            )
        else:
            field = forms.IntegerField(label=label, initial=value)
        self.fields[name] = field

    def groups(self) -> list[tuple[Any, list[forms.BoundField]]]:
        out = []
        for title, names in RULE_GROUPS:
            bound = []
            for name in names:
                if name == "uma":
                    bound += [self[f"uma_{i}"] for i in range(1, 5)]
                else:
                    bound.append(self[name])
            out.append((title, bound))
        return out

    def changes(self) -> dict[str, Any]:
        data = self.cleaned_data
        values: dict[str, Any] = {}
        for _title, names in RULE_GROUPS:
            for name in names:
                if name == "uma":
                    values["uma"] = [float(data[f"uma_{i}"]) for i in range(1, 5)]
                elif name in _SET_CHOICES:
                    values[name] = sorted(data[name])
                elif str(_FIELD_TYPES[name]) == "float":
                    values[name] = float(data[name])
                else:
                    values[name] = data[name]
        return {k: v for k, v in values.items() if self.current.get(k) != v}

    def uma_field(self) -> str:
        """The uma box an uma error goes on: the first one changed (the error sat under 1st place
        when 4th was the one typed), else the first."""
        current = list(self.current.get("uma") or [])
        data = getattr(self, "cleaned_data", {})
        for i, was in enumerate(current[:4], start=1):
            value = data.get(f"uma_{i}")
            if value is not None and float(value) != float(was):
                return f"uma_{i}"
        return "uma_1"
