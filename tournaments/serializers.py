"""API representations. Output serializers read models (prefetched by the views); input serializers
only check shapes and types: every rule about the data lives in the services they feed."""

from __future__ import annotations

import math
import re
from datetime import date
from decimal import Decimal
from typing import Any

from django.utils import timezone
from rest_framework import serializers

from scoring.engine.presets import PRESETS
from tournaments.models import (
    WIND_LETTERS,
    AuditEntry,
    EmptySeats,
    EntryMode,
    Game,
    GameResult,
    HandRecord,
    Kind,
    Membership,
    Penalty,
    Ranking,
    Registration,
    Role,
    Round,
    Seat,
    SubstituteScoring,
    SwissWinds,
    Tournament,
    Visibility,
)
from tournaments.permissions import access_of
from tournaments.seating import METHODS as SEATING_METHODS
from tournaments.services.errors import shown
from tournaments.services.games import MAX_CHOMBO
from tournaments.services.penalties import MAX_PENALTY
from tournaments.services.registrations import country_code, is_country
from tournaments.services.tournaments import event_zone

# --- tournaments ------------------------------------------------------------------------------------


class TextField(serializers.CharField):
    """Text sent as text: DRF's CharField took 42 and stored "42" (a player named 42, a penalty
    reason 3.5); a number, list or object is refused as "must be text", naming the field (as the CSV
    import's own check said)."""

    default_error_messages = {"invalid": "must be text"}

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return str(super().to_internal_value(data))


class Choice(serializers.ChoiceField):
    """One of a few values: a wrong one is refused listing the values, as the list filters do
    (DRF said only '"e" is not a valid choice.'), and a value differing only in case is taken when
    it matches one choice alone ("e" for the seat E)."""

    default_error_messages = {"invalid_choice": "must be one of {choices}, not {input}"}

    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, str) and data not in self.choice_strings_to_values:
            same = [key for key in self.choice_strings_to_values if key.casefold() == data.casefold()]
            if len(same) == 1:
                data = same[0]
        if data == "" and self.allow_blank:
            return ""
        try:
            return self.choice_strings_to_values[str(data)]
        except (KeyError, TypeError):
            valid = ", ".join(self.choice_strings_to_values)
            self.fail("invalid_choice", input=shown(str(data)), choices=valid)


class TournamentSerializer(serializers.ModelSerializer):
    def to_representation(self, instance: Tournament) -> dict[str, Any]:
        # each event's times on its own clock, in a list of events of many zones too
        with timezone.override(event_zone(instance)):
            return super().to_representation(instance)

    class Meta:
        model = Tournament
        fields = [
            "slug",
            "name",
            "description",
            "kind",
            "visibility",
            "status",
            "venue",
            "starts_on",
            "ends_on",
            "rounds_planned",
            "entry_mode",
            "substitute_scoring",
            "empty_seats",
            "swiss_winds",
            "teams_apart",
            "countries_apart",
            "ranking",
            "min_games",
            "team_counted",
            "time_zone",
            "preset",
            "ruleset",
            "ruleset_frozen",
            "standings_version",
            "created_at",
            "finished_at",
        ]
        read_only_fields = fields


class TournamentDetailSerializer(TournamentSerializer):
    my_access = serializers.SerializerMethodField(
        help_text="What the caller may do here: view, score (enter results), manage, or own."
    )

    class Meta(TournamentSerializer.Meta):
        fields = [*TournamentSerializer.Meta.fields, "my_access"]
        read_only_fields = fields

    def get_my_access(self, obj: Tournament) -> str | None:
        request = self.context.get("request")
        level = access_of(request.user if request else None, obj)
        return level.name.lower() if level is not None else None


class CalendarDateField(serializers.DateField):
    """A date; one written right that the calendar has not ("2026-02-30") is said to be so, where
    DRF said "Date has wrong format"."""

    default_error_messages = {"no_such_day": "{value} is no day of the calendar"}

    def to_internal_value(self, value: Any) -> Any:
        if isinstance(value, str) and re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value.strip()):
            try:
                date.fromisoformat(value.strip())
            except ValueError:
                self.fail("no_such_day", value=value.strip())
        return super().to_internal_value(value)


class TournamentCreateSerializer(serializers.Serializer):
    name = TextField(max_length=200)
    preset = Choice(choices=sorted(PRESETS))
    slug = serializers.SlugField(max_length=80, required=False, default="")
    kind = Choice(choices=Kind.choices, default=Kind.TOURNAMENT)
    visibility = Choice(choices=Visibility.choices, default=Visibility.PUBLIC)
    entry_mode = Choice(choices=EntryMode.choices, default=EntryMode.HANDS)
    substitute_scoring = Choice(choices=SubstituteScoring.choices, default=SubstituteScoring.NOT_RANKED)
    empty_seats = Choice(
        choices=EmptySeats.choices,
        default=EmptySeats.SUBSTITUTES,
        help_text="When the players do not fill tables of four: substitutes fill the seats, or players "
        "sit out in turn.",
    )
    swiss_winds = Choice(
        choices=SwissWinds.choices,
        default=SwissWinds.STANDINGS,
        help_text="What swiss rounds put first: tables by the standings (winds as even as they allow) "
        "or every player's seat winds even (tables reach a little further in the standings).",
    )
    teams_apart = serializers.BooleanField(
        default=True,
        help_text="Team events: generated seatings put as few teammates as they can at one table.",
    )
    countries_apart = serializers.BooleanField(
        default=False,
        help_text="Generated seatings put as few players of one country as they can at one table "
        "(with teams_apart: a pair sharing a team or a country). A blank country counts for none.",
    )
    ranking = Choice(
        choices=Ranking.choices,
        default=Ranking.TOTAL,
        help_text="What orders the standings: total points, or the average per finished game.",
    )
    min_games = serializers.IntegerField(
        min_value=0,
        max_value=1000,
        default=0,
        help_text="Players with fewer finished games are ranked after those with enough (0: none).",
    )
    team_counted = serializers.IntegerField(
        min_value=0,
        max_value=100,
        default=0,
        help_text="Team standings: a team's score is its best N members' points (teams of unequal "
        "size); 0: every member counts.",
    )
    rounds_planned = serializers.IntegerField(min_value=0, max_value=1000, default=0)
    time_zone = TextField(
        max_length=64,
        required=False,
        default="",
        allow_blank=True,
        help_text="An IANA time zone name (Asia/Ho_Chi_Minh) for the event's pages; empty: the site's.",
    )
    ruleset_changes = serializers.DictField(
        required=False, default=dict, help_text="Ruleset fields that differ from the preset."
    )
    description = TextField(required=False, default="", allow_blank=True, max_length=5000)
    venue = TextField(required=False, default="", allow_blank=True, max_length=200)
    starts_on = CalendarDateField(required=False, allow_null=True, default=None)
    ends_on = CalendarDateField(required=False, allow_null=True, default=None)


class TournamentUpdateSerializer(serializers.Serializer):
    """Event details; only the fields sent change (the ruleset has its own endpoint)."""

    name = TextField(max_length=200, required=False)
    kind = Choice(choices=Kind.choices, required=False)
    visibility = Choice(choices=Visibility.choices, required=False)
    entry_mode = Choice(choices=EntryMode.choices, required=False)
    substitute_scoring = Choice(choices=SubstituteScoring.choices, required=False)
    empty_seats = Choice(choices=EmptySeats.choices, required=False)
    swiss_winds = Choice(choices=SwissWinds.choices, required=False)
    teams_apart = serializers.BooleanField(required=False)
    countries_apart = serializers.BooleanField(required=False)
    ranking = Choice(choices=Ranking.choices, required=False)
    min_games = serializers.IntegerField(min_value=0, max_value=1000, required=False)
    team_counted = serializers.IntegerField(min_value=0, max_value=100, required=False)
    time_zone = TextField(max_length=64, required=False, allow_blank=True)
    rounds_planned = serializers.IntegerField(min_value=0, max_value=1000, required=False)
    description = TextField(required=False, allow_blank=True, max_length=5000)
    venue = TextField(required=False, allow_blank=True, max_length=200)
    starts_on = CalendarDateField(required=False, allow_null=True, help_text="null clears the date")
    ends_on = CalendarDateField(required=False, allow_null=True, help_text="null clears the date")
    ruleset_changes = serializers.DictField(
        required=False,
        help_text="Ruleset fields to change, as at creation (until the first result; the same as "
        "PATCH .../ruleset/ with `changes`).",
    )


class RulesetUpdateSerializer(serializers.Serializer):
    preset = Choice(
        choices=sorted(PRESETS),
        required=False,
        allow_null=True,
        default=None,
        help_text="Start again from this preset (then apply `changes`).",
    )
    changes = serializers.DictField(default=dict, help_text="Ruleset fields to change.")


class MemberSerializer(serializers.ModelSerializer):
    username = serializers.CharField(source="user.username", read_only=True)

    class Meta:
        model = Membership
        fields = ["username", "role", "created_at"]
        read_only_fields = fields


class MemberSetSerializer(serializers.Serializer):
    username = TextField(max_length=150)
    role = Choice(choices=[Role.ORGANIZER, Role.SCORER])


# --- players ----------------------------------------------------------------------------------------


class RegistrationSerializer(serializers.ModelSerializer):
    player_id = serializers.IntegerField(source="player.pk", read_only=True)
    name = serializers.CharField(source="player.name", read_only=True)
    country = serializers.CharField(source="player.country", read_only=True)
    external_id = serializers.CharField(
        source="player.external_id",
        read_only=True,
        allow_null=True,
        help_text="The player's id (EMA number, club id) for the event's organizers; null for anyone else.",
    )
    team = serializers.SerializerMethodField()

    class Meta:
        model = Registration
        fields = [
            "number",
            "player_id",
            "name",
            "country",
            "external_id",
            "team",
            "status",
            "is_substitute",
            "dropped_after_round",
        ]
        read_only_fields = fields

    def get_team(self, obj: Registration) -> str | None:
        return obj.team.name if obj.team else None  # null as in standings: no team

    def to_representation(self, instance: Registration) -> dict[str, Any]:
        data = super().to_representation(instance)
        if self.context.get("hide_external_id"):
            data["external_id"] = None  # a federation number is for the organizers, as in the CSV file
        return data


class CountryField(TextField):
    """A country as the pasted lists take it: its two- or three-letter code or its name ("Japan"),
    stored as the two-letter code (the API asked for two letters where the players page took names)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("max_length", 60)
        kwargs.setdefault("help_text", "A two- or three-letter code or the country's name; empty: none.")
        super().__init__(**kwargs)

    default_error_messages = {"unknown": "{value!r} is not a country code or a country's name"}

    def to_internal_value(self, data: Any) -> str:
        given = super().to_internal_value(data).strip()
        code = country_code(given)
        if code and not is_country(code):
            self.fail("unknown", value=given)
        return code


class RegisterSerializer(serializers.Serializer):
    name = TextField(max_length=120)
    team = TextField(
        max_length=120,
        required=False,
        default="",
        allow_blank=True,
        allow_null=True,
        help_text="Empty or null: no team.",
    )
    country = CountryField(required=False, default="", allow_blank=True)
    external_id = TextField(max_length=40, required=False, default="", allow_blank=True)
    is_substitute = serializers.BooleanField(default=False)


class RegisterCsvSerializer(serializers.Serializer):
    csv = TextField(
        max_length=200_000,
        help_text="Lines of name,team,country,external_id; an optional header row may reorder them.",
    )


class DropSerializer(serializers.Serializer):
    after_round = serializers.IntegerField(
        min_value=0,
        max_value=1000,
        required=False,
        allow_null=True,
        default=None,
        help_text="Last round the player played; default: the last finished round.",
    )


class RegistrationUpdateSerializer(serializers.Serializer):
    """Only the fields sent change. A new name or country shows in every event the player plays in."""

    name = TextField(max_length=120, required=False, allow_blank=True)
    country = CountryField(required=False, allow_blank=True)
    team = TextField(
        max_length=120, required=False, allow_blank=True, allow_null=True, help_text="Empty or null: no team."
    )


class TeamSetSerializer(serializers.Serializer):
    team = TextField(max_length=120, allow_blank=True, allow_null=True, help_text="Empty or null: no team.")


class AccountSetSerializer(serializers.Serializer):
    username = TextField(max_length=150, allow_blank=True, help_text="Empty: no account.")


# --- rounds and seating -----------------------------------------------------------------------------


class SeatSerializer(serializers.ModelSerializer):
    wind = serializers.SerializerMethodField()
    player = serializers.IntegerField(source="registration.number", read_only=True)
    name = serializers.CharField(source="registration.player.name", read_only=True)

    class Meta:
        model = Seat
        fields = ["wind", "player", "name"]
        read_only_fields = fields

    def get_wind(self, obj: Seat) -> str:
        return WIND_LETTERS[obj.wind]


class TableSerializer(serializers.Serializer):
    number = serializers.IntegerField(read_only=True)
    game = serializers.SerializerMethodField()
    seats = SeatSerializer(many=True, read_only=True)
    scores = serializers.SerializerMethodField(
        help_text="Table scores by seat E S W N as they stand (null before the first result); once the "
        "game has ended, with the riichi sticks left on the table handed out."
    )

    def get_game(self, obj: Any) -> int | None:
        game = getattr(obj, "game", None)
        return game.pk if game is not None else None

    def get_scores(self, obj: Any) -> list[int] | None:
        game = getattr(obj, "game", None)
        return game.table_scores if game is not None else None


class RoundSerializer(serializers.ModelSerializer):
    class Meta:
        model = Round
        fields = [
            "number",
            "status",
            "seating_method",
            "seating_seed",
            "seating_quality",
            "starts_at",
            "finished_at",
        ]
        read_only_fields = fields


class SitOutSerializer(serializers.Serializer):
    player = serializers.IntegerField(source="registration.number", read_only=True)
    name = serializers.CharField(source="registration.player.name", read_only=True)


class RoundDetailSerializer(RoundSerializer):
    tables = TableSerializer(many=True, read_only=True)
    sitting_out = SitOutSerializer(
        source="sit_outs", many=True, read_only=True, help_text="Players who play no game this round."
    )

    class Meta(RoundSerializer.Meta):
        fields = [*RoundSerializer.Meta.fields, "tables", "sitting_out"]
        read_only_fields = fields


class SeatingSerializer(serializers.Serializer):
    method = Choice(choices=list(SEATING_METHODS), default="random")
    seed = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=0,
        max_value=2**62,
        help_text="Same seed, same seating; default: a new random seed (stored with the round).",
    )
    absent = serializers.ListField(
        child=serializers.IntegerField(min_value=1),
        required=False,
        default=list,
        max_length=1000,
        help_text="Numbers of players not here this round (a club night): they sit it out and count "
        "as having sat out when a later round chooses who sits out.",
    )
    script = TextField(
        required=False,
        default="",
        allow_blank=True,
        max_length=100_000,
        help_text="For method=scripted: one table per line, players (numbers or names) E S W N.",
    )


# --- games and hands --------------------------------------------------------------------------------


class GameResultSerializer(serializers.ModelSerializer):
    player = serializers.IntegerField(source="registration.number", read_only=True)

    class Meta:
        model = GameResult
        fields = ["player", "score", "place", "points", "finished"]
        read_only_fields = fields


class GameSerializer(serializers.ModelSerializer):
    round = serializers.IntegerField(source="round.number", read_only=True)
    table = serializers.IntegerField(source="table.number", read_only=True)
    seats = SeatSerializer(source="table.seats", many=True, read_only=True)

    class Meta:
        model = Game
        fields = [
            "id",
            "round",
            "table",
            "entry_mode",
            "status",
            "seats",
            "state",
            "final_scores",
            "deposits_left",
            "final_chombo",
            "hand_count",
            "version",
            "updated_at",
            "finished_at",
        ]
        read_only_fields = fields


class GameDetailSerializer(GameSerializer):
    results = GameResultSerializer(many=True, read_only=True)

    class Meta(GameSerializer.Meta):
        fields = [*GameSerializer.Meta.fields, "results"]
        read_only_fields = fields


class HandRecordSerializer(serializers.ModelSerializer):
    class Meta:
        model = HandRecord
        fields = ["number", "record", "created_at", "updated_at"]
        read_only_fields = fields


class HandInputSerializer(serializers.Serializer):
    record = serializers.DictField(
        help_text="One hand in the ledger's record format (see docs/api.md): its `kind` (ron, tsumo, "
        "draw, abort, chombo) and the fields of that kind."
    )


class HandCreateSerializer(HandInputSerializer):
    number = serializers.IntegerField(
        min_value=1,
        max_value=1000,
        help_text="The number of the hand being entered (the game's hand count + 1); a second scorer "
        "sending the same number is told the hand is recorded already.",
    )


class HandPreviewSerializer(serializers.Serializer):
    legal = serializers.BooleanField()
    deltas = serializers.ListField(
        child=serializers.IntegerField(), required=False, help_text="Each seat's payment, E S W N of hand 1."
    )
    after = serializers.DictField(
        required=False, help_text="The table after the hand: scores, honba, deposits, dealer, game over."
    )

    def get_fields(self) -> dict[str, serializers.Field]:
        fields = super().get_fields()
        # "errors" would shadow Serializer.errors as a class attribute.
        fields["errors"] = serializers.ListField(child=serializers.CharField(), help_text="Why it cannot be.")
        return fields


class FinalScoresSerializer(serializers.Serializer):
    scores = serializers.ListField(
        child=serializers.IntegerField(min_value=-10_000_000, max_value=10_000_000),
        min_length=4,
        max_length=4,
        help_text="Final table scores by initial seat East, South, West, North.",
    )
    deposits_left = serializers.IntegerField(
        min_value=0, max_value=1000, default=0, help_text="Riichi sticks left on the table."
    )
    chombo = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=MAX_CHOMBO),
        min_length=4,
        max_length=4,
        required=False,
        help_text="Each seat's chombo count in the game, East South West North (left out: none). Where the "
        "rules make chombo a standings penalty, each costs that penalty; a reverse mangan was paid at the "
        "table and is only counted.",
    )
    replaces = serializers.ListField(
        child=serializers.IntegerField(),
        allow_null=True,
        required=False,
        help_text="The scores you saw (null: none yet). When given, scores saved meanwhile by someone else "
        "are refused (400) instead of overwritten.",
    )


class ImportSerializer(serializers.Serializer):
    file = serializers.FileField(
        required=False,
        max_length=200,
        help_text="A Tenhou mjlog (XML, plain or gzip) or tenhou.net/6 JSON file.",
    )
    content = TextField(
        required=False, max_length=5_000_000, help_text="The same, pasted as text (instead of a file)."
    )
    accept_differences = serializers.BooleanField(
        default=False,
        help_text="Import even when the scores the file records differ from the event's rules (the "
        "game was played under other rules); without it such a file is refused, naming the first "
        "difference.",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if ("file" in attrs) == ("content" in attrs):
            raise serializers.ValidationError(
                {"file": ["send a file or the pasted content (one of the two)"]}
            )
        upload = attrs.get("file")
        if upload is not None and upload.size > 5_000_000:
            raise serializers.ValidationError({"file": ["is larger than 5 MB"]})
        return attrs


class SubstituteSerializer(serializers.Serializer):
    wind = Choice(choices=list(WIND_LETTERS), help_text="The seat to fill.")
    player = serializers.IntegerField(min_value=1, max_value=100_000, help_text="The substitute's number.")


# --- penalties, standings, audit --------------------------------------------------------------------


class PenaltySerializer(serializers.ModelSerializer):
    player = serializers.IntegerField(source="registration.number", read_only=True)
    round = serializers.IntegerField(source="round.number", read_only=True, allow_null=True)
    game = serializers.IntegerField(source="game_id", read_only=True, allow_null=True)
    cancelled = serializers.BooleanField(source="is_cancelled", read_only=True)

    class Meta:
        model = Penalty
        fields = [
            "id",
            "player",
            "round",
            "game",
            "amount",
            "reason",
            "created_at",
            "cancelled",
            "cancelled_at",
            "cancel_reason",
        ]
        read_only_fields = fields


class PointsAmountField(serializers.DecimalField):
    """Game points written out ("-20", "2.5", or a JSON number): DRF's DecimalField read "1e3" as
    1000 points, a typo of one letter deciding the standings. Exponent notation and NaN or Infinity
    are refused naming the problem, and so is an amount beyond MAX_PENALTY either way."""

    default_error_messages = {
        "invalid": "must be a number of points such as -20 or 2.5",
        "exponent": "must be written out, such as -20 or 2.5, not in exponent notation ({value})",
        "non_finite": "must be a finite number of points, such as -20",
        "beyond": "is beyond {bound} points either way",
        "max_decimal_places": "has more than {max_decimal_places} decimals",
    }
    _PLAIN = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
    _EXPONENT = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)[eE][+-]?[0-9]+")
    _NON_FINITE = re.compile(r"[+-]?(?:s?nan|inf|infinity)", re.IGNORECASE)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_digits=9, decimal_places=3, **kwargs)

    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, bool) or not isinstance(data, (str, int, float)):
            self.fail("invalid")
        if isinstance(data, float) and not math.isfinite(data):
            self.fail("non_finite")
        text = str(data).strip()
        if not self._PLAIN.fullmatch(text):
            if self._NON_FINITE.fullmatch(text):
                self.fail("non_finite")
            if self._EXPONENT.fullmatch(text):
                self.fail("exponent", value=repr(text[:40]))
            self.fail("invalid")
        if abs(Decimal(text)) > MAX_PENALTY:  # a typo (100000 for 100) would decide the standings alone
            self.fail("beyond", bound=MAX_PENALTY)
        return super().to_internal_value(text)


class PenaltyInputSerializer(serializers.Serializer):
    player = serializers.IntegerField(min_value=1, max_value=100_000, help_text="Player number in the event.")
    amount = PointsAmountField(
        help_text="Final points added to the standing (negative: a penalty), written out (-20, 2.5), "
        f"at most {MAX_PENALTY} either way."
    )
    reason = TextField(max_length=300)
    round = serializers.IntegerField(
        min_value=1, max_value=1000, required=False, allow_null=True, default=None
    )
    game = serializers.IntegerField(
        min_value=1, required=False, allow_null=True, default=None, max_value=2**62
    )


class PenaltyCancelSerializer(serializers.Serializer):
    reason = TextField(max_length=300, required=False, default="", allow_blank=True)


def points_field(**options: Any) -> serializers.DecimalField:
    """Points in thousands with three decimals, as stored (e.g. "-12.500")."""
    return serializers.DecimalField(max_digits=12, decimal_places=3, **options)


class PlayerRefSerializer(serializers.Serializer):
    """A player as the selectors describe them (tournaments.selectors._player)."""

    number = serializers.IntegerField()
    name = serializers.CharField()
    country = serializers.CharField()
    team = serializers.CharField(allow_null=True)
    dropped = serializers.BooleanField()
    substitute = serializers.BooleanField()


class StatisticsSerializer(serializers.Serializer):
    games = serializers.IntegerField()
    hands = serializers.IntegerField()
    places = serializers.ListField(child=serializers.IntegerField(), help_text="Firsts, seconds, ...")
    average_place = serializers.FloatField(allow_null=True)
    win_rate = serializers.FloatField(allow_null=True)
    tsumo_rate = serializers.FloatField(allow_null=True)
    deal_in_rate = serializers.FloatField(allow_null=True)
    riichi_rate = serializers.FloatField(allow_null=True)
    call_rate = serializers.FloatField(allow_null=True)
    average_win = serializers.FloatField(allow_null=True)
    average_deal_in = serializers.FloatField(allow_null=True)
    chombo = serializers.IntegerField()


class StandingSerializer(PlayerRefSerializer, StatisticsSerializer):
    rank = serializers.IntegerField(allow_null=True, help_text="null: not ranked (a substitute)")
    points = points_field(help_text="Game points plus penalties.")
    average = points_field(allow_null=True, help_text="Points per finished game; null before the first.")
    qualified = serializers.BooleanField(
        help_text="Has the finished games the event asks for (min_games); those without rank after."
    )
    game_points = points_field()
    penalties = points_field()
    live_points = points_field(help_text="Points of games still running.")
    live_games = serializers.IntegerField()
    best_game = points_field(allow_null=True)
    score_total = serializers.IntegerField()


class StandingsQuerySerializer(serializers.Serializer):
    first = serializers.IntegerField(required=False, min_value=1, max_value=1000, help_text="First round.")
    last = serializers.IntegerField(required=False, min_value=1, max_value=1000, help_text="Last round.")

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if "first" in attrs and "last" in attrs and attrs["last"] < attrs["first"]:
            raise serializers.ValidationError({"last": ["is before the first round"]})
        return attrs


class TeamMemberSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    name = serializers.CharField()
    points = points_field()
    counted = serializers.BooleanField(help_text="Among the team's best team_counted members (all when 0).")
    games = serializers.IntegerField(help_text="Finished games.")
    live_games = serializers.IntegerField(help_text="Games in play now; their points so far are in points.")
    substitute = serializers.BooleanField()
    dropped = serializers.BooleanField(help_text="Dropped out of the event; the games played still count.")


class TeamStandingSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    team = serializers.CharField()
    points = points_field()
    average = points_field(allow_null=True, help_text="Points per finished game of its counted members.")
    games = serializers.IntegerField(help_text="Finished games of its counted members.")
    members = TeamMemberSerializer(many=True)


class PlayerGameSerializer(serializers.Serializer):
    round = serializers.IntegerField()
    table = serializers.IntegerField()
    game_id = serializers.IntegerField()
    wind = serializers.CharField()
    finished = serializers.BooleanField()
    score = serializers.IntegerField()
    place = serializers.IntegerField()
    points = points_field()
    cumulative = points_field()


class PlayerStatisticsSerializer(PlayerRefSerializer):
    rank = serializers.IntegerField(allow_null=True)
    points = points_field()
    penalties = points_field()
    statistics = StatisticsSerializer(allow_null=True)
    games = PlayerGameSerializer(many=True, help_text="Each game in round order, for a chart.")


class SeatedPlayerSerializer(PlayerRefSerializer):
    wind = serializers.CharField()


class HandStepSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    record = serializers.DictField()
    deltas = serializers.ListField(child=serializers.IntegerField(), help_text="E S W N of the first hand.")
    scores = serializers.ListField(child=serializers.IntegerField(), help_text="After the hand.")
    honba = serializers.IntegerField()
    deposits = serializers.IntegerField()

    def get_fields(self) -> dict[str, serializers.Field]:
        fields = super().get_fields()
        # "label" would shadow Field.label as a class attribute.
        fields["label"] = serializers.CharField(
            help_text="The hand and its honba, e.g. E1-0 (East 1, no honba), E3-1."
        )
        return fields


class SeatResultSerializer(serializers.Serializer):
    wind = serializers.CharField()
    place = serializers.IntegerField()
    points = points_field()
    score = serializers.IntegerField()


class GameTimelineSerializer(serializers.Serializer):
    """A game hand by hand (tournaments.selectors.game_detail): the records and the table after each."""

    game_id = serializers.IntegerField()
    round = serializers.IntegerField()
    table = serializers.IntegerField()
    status = serializers.CharField()
    entry_mode = serializers.CharField()
    players = SeatedPlayerSerializer(many=True)
    state = serializers.DictField(allow_null=True)
    start_scores = serializers.ListField(child=serializers.IntegerField())
    hands = HandStepSerializer(many=True)
    results = SeatResultSerializer(many=True)


class AuditEntrySerializer(serializers.ModelSerializer):
    user = serializers.SerializerMethodField()
    game = serializers.IntegerField(source="game_id", read_only=True, allow_null=True)

    class Meta:
        model = AuditEntry
        fields = ["id", "created_at", "user", "action", "target", "game", "before", "after"]
        read_only_fields = fields

    def get_user(self, obj: AuditEntry) -> str:
        return obj.user.get_username() if obj.user else ""

    def to_representation(self, instance: AuditEntry) -> dict[str, Any]:
        data = super().to_representation(instance)
        if instance.action in _TEAM_ACTIONS:
            data["before"], data["after"] = _no_team_as_null(data["before"]), _no_team_as_null(data["after"])
        return data


# Entries that name a player's team, stored with "" for no team: shown null, as a registration's team is.
_TEAM_ACTIONS = frozenset({"player_register", "registration_update", "registration_set_team"})


def _no_team_as_null(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: None if key == "team" and item == "" else item for key, item in value.items()}
    return None if value == "" else value  # registration_set_team stores the team names themselves


class CareerEventSerializer(serializers.Serializer):
    slug = serializers.CharField(source="event.slug")
    name = serializers.CharField(source="event.name")
    kind = serializers.CharField(source="event.kind")
    status = serializers.CharField(source="event.status")
    number = serializers.IntegerField(help_text="The player's number in the event.")
    rank = serializers.IntegerField(allow_null=True, help_text="null: not ranked (yet)")
    ranked = serializers.IntegerField(help_text="How many players the event ranks.")
    points = points_field(help_text="Game points plus penalties, by the event's own rules.")
    penalties = points_field(help_text="The penalties (negative) and bonuses in `points`.")
    games = serializers.IntegerField()
    average_place = serializers.FloatField(allow_null=True)
    dropped = serializers.BooleanField()


class CareerPlayerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class CareerSerializer(serializers.Serializer):
    player = CareerPlayerSerializer(allow_null=True, help_text="null: the account is tied to no player")
    statistics = StatisticsSerializer(allow_null=True, help_text="Summed over the events listed.")
    events = CareerEventSerializer(many=True)
