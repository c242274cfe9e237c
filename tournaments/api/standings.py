"""/api/tournaments/<slug>/standings/ (the standings cache, by rank) and /audit/ (the trail)."""

from __future__ import annotations

from django.db.models import QuerySet
from rest_framework import mixins

from tournaments import serializers as s
from tournaments.api.scoping import ScopedViewSet
from tournaments.filters import AuditFilter
from tournaments.models import AuditEntry, StandingRow
from tournaments.permissions import Access


class StandingViewSet(mixins.ListModelMixin, ScopedViewSet):
    """Players by rank, as last computed (the `standings_version` of the event says when it moved)."""

    serializer_class = s.StandingSerializer

    def get_queryset(self) -> QuerySet[StandingRow]:
        if self.schema_only:
            return StandingRow.objects.none()
        return (
            StandingRow.objects.filter(tournament=self.tournament)
            .select_related("registration__player", "registration__team")
            .order_by("rank", "registration__number")
        )


class AuditViewSet(mixins.ListModelMixin, ScopedViewSet):
    """Every change to the event's results and setup, newest first (staff only)."""

    serializer_class = s.AuditEntrySerializer
    filterset_class = AuditFilter
    access_by_action = {"list": Access.SCORE}

    def get_queryset(self) -> QuerySet[AuditEntry]:
        if self.schema_only:
            return AuditEntry.objects.none()
        return (
            AuditEntry.objects.filter(tournament=self.tournament)
            .select_related("user")
            .order_by("-created_at", "-id")
        )
