"""Players (one per person, across events), teams and registrations."""

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower

from tournaments.models.choices import RegistrationStatus
from tournaments.models.tournament import Tournament


class Player(models.Model):
    name = models.CharField(max_length=120)
    country = models.CharField(max_length=2, blank=True, help_text="ISO 3166 alpha-2")
    # An outside identity (EMA number, club id); blank when unknown, unique when given.
    external_id = models.CharField(max_length=40, blank=True)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="player"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(
                fields=["external_id"], condition=~models.Q(external_id=""), name="player_unique_external_id"
            ),
        ]

    def __str__(self) -> str:
        return self.name


class Team(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="teams")
    name = models.CharField(max_length=120)

    class Meta:
        ordering = ["name"]
        constraints = [
            # "Red Dragons" and "red dragons" are one team (the services also compare case-folded
            # names: SQLite's lower() folds ASCII letters only)
            models.UniqueConstraint("tournament", Lower("name"), name="team_unique_name_any_case"),
        ]

    def __str__(self) -> str:
        return self.name


class Registration(models.Model):
    """A player's entry in one tournament; `number` is the player's number in that event (1..N)."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="registrations")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="registrations")
    number = models.PositiveIntegerField()
    team = models.ForeignKey(Team, null=True, blank=True, on_delete=models.SET_NULL, related_name="members")
    status = models.CharField(
        max_length=8, choices=RegistrationStatus.choices, default=RegistrationStatus.ACTIVE
    )
    # A substitute fills seats of dropped players; the ruleset decides whether their results rank.
    is_substitute = models.BooleanField(default=False)
    dropped_after_round = models.PositiveSmallIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament_id", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "player"], name="registration_once_per_event"),
            models.UniqueConstraint(fields=["tournament", "number"], name="registration_unique_number"),
            models.CheckConstraint(condition=models.Q(number__gte=1), name="registration_number_positive"),
        ]

    def __str__(self) -> str:
        return f"#{self.number} {self.player}"
