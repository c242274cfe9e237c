"""The audit trail: every change to a result, with who, when, and the value before and after."""

from django.conf import settings
from django.db import models

from tournaments.models.game import Game
from tournaments.models.tournament import Tournament


class AuditEntry(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="audit_entries")
    game = models.ForeignKey(Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="audit")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # Service name, e.g. "game_record_hand", "penalty_cancel".
    action = models.CharField(max_length=40)
    # What changed, in words for the trail ("hand 5", "penalty 12").
    target = models.CharField(max_length=120, blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["tournament", "-created_at"])]
        verbose_name_plural = "audit entries"

    def __str__(self) -> str:
        return f"{self.created_at:%Y-%m-%d %H:%M} {self.action} {self.target}"
