"""Penalties (points added to or taken from a player's standing) and substitutes."""

from django.conf import settings
from django.db import models

from tournaments.models.game import Game
from tournaments.models.player import Registration
from tournaments.models.round import Round, Seat
from tournaments.models.tournament import Tournament


class Penalty(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="penalties")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="penalties")
    round = models.ForeignKey(Round, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    game = models.ForeignKey(Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="penalties")
    # In final points, as added to the standing: a penalty of 20 points is stored as -20.
    amount = models.DecimalField(max_digits=12, decimal_places=3)
    reason = models.CharField(max_length=300)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)
    cancelled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    cancel_reason = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["tournament_id", "created_at"]
        constraints = [
            models.CheckConstraint(condition=~models.Q(amount=0), name="penalty_amount_not_zero"),
        ]

    def __str__(self) -> str:
        return f"{self.amount} to {self.registration}: {self.reason}"

    @property
    def is_cancelled(self) -> bool:
        return self.cancelled_at is not None


class Substitute(models.Model):
    """A seat that a substitute took in place of the registered (dropped) player."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="substitutions")
    seat = models.OneToOneField(Seat, on_delete=models.CASCADE, related_name="substitution")
    replaced = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="replaced_in")
    substitute = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="substituted_in")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=~models.Q(replaced=models.F("substitute")), name="substitute_not_self"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.substitute} for {self.replaced} at {self.seat}"
