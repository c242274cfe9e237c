"""/api/tournaments/<slug>/standings/ (players by rank, optionally over a range of rounds),
/team-standings/, and /audit/ (the trail of every change, staff only)."""

from __future__ import annotations

from typing import Any, cast

from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework import mixins
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import serializers as s
from tournaments.api.scoping import ScopedViewSet
from tournaments.filters import AuditFilter
from tournaments.models import AuditEntry, StandingRow, Team
from tournaments.permissions import Access
from tournaments.selectors import standings_for_rounds, standings_table, team_standings


def _round_range(request: Request) -> dict[str, Any]:
    query = s.StandingsQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    return dict(query.validated_data)


class StandingViewSet(ScopedViewSet):
    """Players by rank with their statistics. Without a range: the standings cache (what the event
    page shows); with ?first= and/or ?last=: computed over those rounds (a league's month)."""

    schema_tag = "standings"

    serializer_class = s.StandingSerializer
    queryset = StandingRow.objects.none()  # the rows come from the selectors; this names the model

    @extend_schema(parameters=[s.StandingsQuerySerializer], responses={200: s.StandingSerializer(many=True)})
    def list(self, request: Request, slug: str) -> Response:
        rounds = _round_range(request)
        if rounds:
            rows = standings_for_rounds(tournament=self.tournament, **rounds)
        else:
            rows = standings_table(tournament=self.tournament)
        page = self.paginate_queryset(cast(Any, rows))  # the paginator slices lists as well
        return self.get_paginated_response(s.StandingSerializer(page, many=True).data)


class TeamStandingViewSet(ScopedViewSet):
    """Teams ranked by the sum of their members' points (over ?first=..?last= rounds when given)."""

    schema_tag = "standings"

    serializer_class = s.TeamStandingSerializer
    queryset = Team.objects.none()  # the rows come from the selectors; this names the model
    pagination_class = None

    @extend_schema(
        parameters=[s.StandingsQuerySerializer], responses={200: s.TeamStandingSerializer(many=True)}
    )
    def list(self, request: Request, slug: str) -> Response:
        teams = team_standings(tournament=self.tournament, **_round_range(request))
        return Response(s.TeamStandingSerializer(teams, many=True).data)


class AuditViewSet(mixins.ListModelMixin, ScopedViewSet):
    """Every change to the event's results and setup, newest first (staff only)."""

    schema_tag = "audit"

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
