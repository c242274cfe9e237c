"""The standings cache: one row per registration, rebuilt from GameResult and penalties by a task."""

from django.db import models

from tournaments.models.player import Registration
from tournaments.models.tournament import Tournament


class StandingRow(models.Model):
    """rank 0 = not ranked (a substitute, when the event does not rank substitutes)."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="standings")
    registration = models.OneToOneField(Registration, on_delete=models.CASCADE, related_name="standing")
    rank = models.PositiveIntegerField(default=0)
    points = models.DecimalField(default=0, max_digits=12, decimal_places=3)
    game_points = models.DecimalField(default=0, max_digits=12, decimal_places=3)
    penalties = models.DecimalField(default=0, max_digits=12, decimal_places=3)
    # Points from games still running (included in `points`: standings are live).
    live_points = models.DecimalField(default=0, max_digits=12, decimal_places=3)
    live_games = models.PositiveIntegerField(default=0)
    # Finished games; place counts and place_sum count finished games only.
    games = models.PositiveIntegerField(default=0)
    firsts = models.PositiveIntegerField(default=0)
    seconds = models.PositiveIntegerField(default=0)
    thirds = models.PositiveIntegerField(default=0)
    fourths = models.PositiveIntegerField(default=0)
    place_sum = models.PositiveIntegerField(default=0)
    score_total = models.BigIntegerField(default=0)
    best_game = models.DecimalField(null=True, blank=True, max_digits=12, decimal_places=3)
    hands = models.PositiveIntegerField(default=0)
    wins = models.PositiveIntegerField(default=0)
    tsumo = models.PositiveIntegerField(default=0)
    deal_ins = models.PositiveIntegerField(default=0)
    riichi = models.PositiveIntegerField(default=0)
    calls = models.PositiveIntegerField(default=0)
    win_value = models.BigIntegerField(default=0)
    deal_in_value = models.BigIntegerField(default=0)
    chombo = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["tournament_id", "rank"]
        indexes = [models.Index(fields=["tournament", "rank"])]

    def __str__(self) -> str:
        return f"{self.rank}. {self.registration} {self.points}"
