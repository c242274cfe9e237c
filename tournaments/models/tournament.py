"""An event (tournament or league) and the people who run it."""

from django.conf import settings
from django.db import models

from tournaments.models.choices import (
    EmptySeats,
    EntryMode,
    Kind,
    Ranking,
    Role,
    SubstituteScoring,
    SwissWinds,
    TournamentStatus,
    Visibility,
)


class Tournament(models.Model):
    slug = models.SlugField(max_length=80, unique=True)
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.TOURNAMENT)
    visibility = models.CharField(max_length=8, choices=Visibility.choices, default=Visibility.PUBLIC)
    status = models.CharField(max_length=10, choices=TournamentStatus.choices, default=TournamentStatus.SETUP)
    venue = models.CharField(max_length=200, blank=True)
    starts_on = models.DateField(null=True, blank=True)
    ends_on = models.DateField(null=True, blank=True)
    rounds_planned = models.PositiveSmallIntegerField(default=0, help_text="0 = open-ended (leagues)")
    # The ruleset is a copy (engine's ruleset_to_dict form) of the preset it started from, so later
    # changes to presets never alter a running event. Frozen from the first result on.
    preset = models.CharField(max_length=40)
    ruleset = models.JSONField()
    ruleset_frozen = models.BooleanField(default=False)
    entry_mode = models.CharField(max_length=6, choices=EntryMode.choices, default=EntryMode.HANDS)
    substitute_scoring = models.CharField(
        max_length=10, choices=SubstituteScoring.choices, default=SubstituteScoring.NOT_RANKED
    )
    empty_seats = models.CharField(max_length=12, choices=EmptySeats.choices, default=EmptySeats.SUBSTITUTES)
    swiss_winds = models.CharField(max_length=10, choices=SwissWinds.choices, default=SwissWinds.STANDINGS)
    # optimal seating hands out the schedule's places so that teammates share as few tables as it can
    teams_apart = models.BooleanField(default=True)
    # and players of one country (EMA/WRC events): a pair sharing a team or a country is kept apart
    countries_apart = models.BooleanField(default=False)
    ranking = models.CharField(max_length=8, choices=Ranking.choices, default=Ranking.TOTAL)
    # players with fewer finished games are ranked after those with enough (a league's qualification)
    min_games = models.PositiveSmallIntegerField(default=0)
    # a team's score is its best N members' points (teams of unequal size); 0: every member counts
    team_counted = models.PositiveSmallIntegerField(default=0)
    # the event's clock (an IANA name such as Asia/Ho_Chi_Minh); "" is the site's TIME_ZONE
    time_zone = models.CharField(max_length=64, blank=True, default="")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # Rounds seated ahead by a method that plans the whole schedule (optimal): {"method", "seed",
    # "players": [numbers], "rounds": {"<number>": tables}}; used while the players stay the same.
    seating_plan = models.JSONField(null=True, blank=True)
    # Bumped whenever the standings cache is rewritten; lets pages poll cheaply for "anything new".
    standings_version = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.name

    @property
    def is_public(self) -> bool:
        return self.visibility == Visibility.PUBLIC


class Membership(models.Model):
    """A user's role in one tournament (owner, co-organizer or scorer)."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=10, choices=Role.choices)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tournament", "user"], name="membership_one_role_per_user"),
            models.UniqueConstraint(
                fields=["tournament"], condition=models.Q(role="owner"), name="membership_one_owner"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} {self.role} of {self.tournament}"
