"""/api/tournaments/<slug>/rounds/: rounds with their tables, seating generation, finishing."""

from __future__ import annotations

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, status
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import serializers as s
from tournaments.api.idempotency import idempotent, idempotent_write
from tournaments.api.inputs import valid_input
from tournaments.api.prefetch import round_with_tables, rounds_of
from tournaments.api.scoping import ScopedViewSet
from tournaments.models import Round
from tournaments.services.rounds import (
    round_create,
    round_delete,
    round_finish,
    round_generate_seating,
    round_reopen,
)


class RoundViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, ScopedViewSet):
    """Rounds by number; one round shows its tables and who sits where (E S W N)."""

    schema_tag = "rounds"

    lookup_field = "number"
    lookup_value_regex = r"[0-9]{1,4}"
    pagination_class = None  # an event has at most a few dozen rounds

    def get_queryset(self) -> QuerySet[Round]:
        if self.schema_only:
            return Round.objects.none()
        if self.action == "list":
            return rounds_of(self.tournament)
        return round_with_tables(self.tournament)

    def get_serializer_class(self) -> type:
        return s.RoundSerializer if self.action == "list" else s.RoundDetailSerializer

    @extend_schema(request=None, responses={201: s.RoundSerializer})
    def create(self, request: Request, slug: str) -> Response:
        """Add the next round, not yet seated."""

        def run() -> Response:
            round_ = round_create(tournament=self.tournament, by=request.user)
            return Response(s.RoundSerializer(round_).data, status=status.HTTP_201_CREATED)

        return idempotent(request, run)

    @extend_schema(request=None, responses={204: OpenApiResponse(description="Removed.")})
    @idempotent_write
    def destroy(self, request: Request, slug: str, number: str) -> Response:
        """Remove the event's last round while none of its games has a result (added by mistake)."""
        round_delete(round_=self.get_object(), by=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(request=None, responses={200: s.RoundSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def finish(self, request: Request, slug: str, number: str) -> Response:
        """Close the round once every table's game is finished."""
        round_ = round_finish(round_=self.get_object(), by=request.user)
        return Response(s.RoundSerializer(round_).data)

    @extend_schema(request=None, responses={200: s.RoundSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def reopen(self, request: Request, slug: str, number: str) -> Response:
        """Open a finished round again to correct a result (refused once the event is finished)."""
        round_ = round_reopen(round_=self.get_object(), by=request.user)
        return Response(s.RoundSerializer(round_).data)

    @extend_schema(request=s.SeatingSerializer, responses={200: s.RoundDetailSerializer})
    @action(detail=True, methods=["post"])
    def seating(self, request: Request, slug: str, number: str) -> Response:
        """Seat the round (random, swiss, interval, scripted or optimal); allowed again while no table
        of the round has results. The round's `seating_quality` tells repeats and wind balance."""
        round_ = self.get_object()

        def run() -> Response:
            data = valid_input(s.SeatingSerializer, request)
            round_generate_seating(round_=round_, by=request.user, **data)
            return Response(s.RoundDetailSerializer(self.get_queryset().get(pk=round_.pk)).data)

        return idempotent(request, run)
