"""Rounds (sessions), their tables and the four seats of each table."""

from django.db import models

from tournaments.models.choices import RoundStatus, Wind
from tournaments.models.player import Registration
from tournaments.models.tournament import Tournament


class Round(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    status = models.CharField(max_length=8, choices=RoundStatus.choices, default=RoundStatus.PENDING)
    seating_method = models.CharField(max_length=12, blank=True)
    seating_seed = models.BigIntegerField(null=True, blank=True)
    # schedule_quality() of the seating when it was generated (repeats, wind spread).
    seating_quality = models.JSONField(null=True, blank=True)
    starts_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # the round's clock, shared by every screen showing it: running until clock_ends_at, or stopped
    # with clock_left seconds to go (negative: over time); none until first set
    clock_ends_at = models.DateTimeField(null=True, blank=True)
    clock_left = models.IntegerField(null=True, blank=True)
    clock_minutes = models.PositiveSmallIntegerField(null=True, blank=True)  # the length last set

    class Meta:
        ordering = ["tournament_id", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "number"], name="round_unique_number"),
            models.CheckConstraint(condition=models.Q(number__gte=1), name="round_number_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.tournament} round {self.number}"


class Table(models.Model):
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["round_id", "number"]
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="table_unique_number"),
            models.CheckConstraint(condition=models.Q(number__gte=1), name="table_number_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.round} table {self.number}"


class Seat(models.Model):
    """One player at one table; `round` repeats table.round so the database can enforce one seat per
    player per round."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="seats")
    wind = models.PositiveSmallIntegerField(choices=Wind.choices)
    # RESTRICT: a player with seats cannot be deleted, but deleting the whole event removes both.
    registration = models.ForeignKey(Registration, on_delete=models.RESTRICT, related_name="seats")

    class Meta:
        ordering = ["table_id", "wind"]
        constraints = [
            models.UniqueConstraint(fields=["table", "wind"], name="seat_unique_wind_per_table"),
            models.UniqueConstraint(fields=["round", "registration"], name="seat_one_per_player_per_round"),
            models.CheckConstraint(condition=models.Q(wind__lte=3), name="seat_wind_in_range"),
        ]

    def __str__(self) -> str:
        return f"{self.table} {self.get_wind_display()}: {self.registration}"


class SitOut(models.Model):
    """A player who plays no game in a round (events whose extra players sit out in turn). The
    services keep a player from both sitting out and holding a seat in one round."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="sit_outs")
    registration = models.ForeignKey(Registration, on_delete=models.RESTRICT, related_name="sit_outs")
    # not here that night (the organizer said so), rather than out by the rotation: seating the
    # round again keeps them out and may rotate the others afresh
    absent = models.BooleanField(default=False)

    class Meta:
        ordering = ["round_id", "registration_id"]
        constraints = [
            models.UniqueConstraint(fields=["round", "registration"], name="sit_out_once_per_round"),
        ]

    def __str__(self) -> str:
        return f"{self.round}: {self.registration} sits out"
