"""/api/tournaments/<slug>/standings/ (players by rank, optionally over a range of rounds),
/team-standings/, and /audit/ (the trail of every change, staff only)."""

from __future__ import annotations

from typing import Any, cast

from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework import mixins
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import serializers as s
from tournaments.api.scoping import ScopedViewSet
from tournaments.filters import AuditFilter
from tournaments.models import AuditEntry, StandingRow, Team, Tournament
from tournaments.permissions import Access
from tournaments.selectors import standings_for_rounds, standings_table, team_standings


def _round_range(request: Request, tournament: Tournament) -> dict[str, Any]:
    """?first= and ?last=, each a round the event has (a range past its rounds listed everyone
    unranked on 0 points)."""
    query = s.StandingsQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    rounds = dict(query.validated_data)
    count = tournament.rounds.count() if rounds else 0
    for end in ("first", "last"):
        number = rounds.get(end)
        if number is not None and number > count:
            has = "no rounds yet" if count == 0 else f"rounds 1-{count}" if count > 1 else "round 1 only"
            raise ValidationError({end: [f"round {number} does not exist (the event has {has})"]})
    return rounds


class StandingViewSet(ScopedViewSet):
    """Players by rank with their statistics. Without a range: the standings cache (what the event
    page shows); with ?first= and/or ?last=: computed over those rounds (a league's month)."""

    schema_tag = "standings"

    serializer_class = s.StandingSerializer
    queryset = StandingRow.objects.none()  # the rows come from the selectors; this names the model

    @extend_schema(parameters=[s.StandingsQuerySerializer], responses={200: s.StandingSerializer(many=True)})
    def list(self, request: Request, slug: str) -> Response:
        rounds = _round_range(request, self.tournament)
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
        teams = team_standings(tournament=self.tournament, **_round_range(request, self.tournament))
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
