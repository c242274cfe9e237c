"""/api/tournaments/<slug>/penalties/: penalties (and bonuses) to players' standings; cancelling."""

from __future__ import annotations

from typing import TypeVar

from django.db.models import Model, QuerySet
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import mixins, status
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import serializers as s
from tournaments.api.idempotency import idempotent, idempotent_write
from tournaments.api.inputs import valid_input
from tournaments.api.scoping import ScopedViewSet
from tournaments.filters import PenaltyFilter
from tournaments.models import Game, Penalty, Registration, Round
from tournaments.services.errors import ServiceError
from tournaments.services.penalties import penalty_add, penalty_cancel

M = TypeVar("M", bound=Model)


class PenaltyViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, ScopedViewSet):
    """Penalties of the event; filter with ?player=, ?round=, ?cancelled=."""

    schema_tag = "penalties"

    serializer_class = s.PenaltySerializer
    filterset_class = PenaltyFilter
    lookup_value_regex = r"[0-9]{1,12}"

    def get_queryset(self) -> QuerySet[Penalty]:
        if self.schema_only:
            return Penalty.objects.none()
        return (
            Penalty.objects.filter(tournament=self.tournament)
            .select_related("registration", "round")
            .order_by("created_at", "pk")
        )

    @extend_schema(request=s.PenaltyInputSerializer, responses={201: s.PenaltySerializer})
    def create(self, request: Request, slug: str) -> Response:
        """Add points to a player's standing (negative: a penalty)."""

        def run() -> Response:
            data = valid_input(s.PenaltyInputSerializer, request)
            penalty = penalty_add(
                registration=self._one(Registration, "player", number=data["player"]),
                amount=data["amount"],
                reason=data["reason"],
                round_=self._one(Round, "round", number=data["round"]) if data["round"] else None,
                game=self._one(Game, "game", pk=data["game"]) if data["game"] else None,
                by=request.user,
            )
            return Response(s.PenaltySerializer(penalty).data, status=status.HTTP_201_CREATED)

        return idempotent(request, run)

    @extend_schema(request=s.PenaltyCancelSerializer, responses={200: s.PenaltySerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def cancel(self, request: Request, slug: str, pk: str) -> Response:
        """Cancel a penalty: it stays in the list and the trail but no longer counts."""
        penalty = get_object_or_404(self.get_queryset(), pk=pk)
        data = valid_input(s.PenaltyCancelSerializer, request)
        penalty = penalty_cancel(penalty=penalty, reason=data["reason"], by=request.user)
        return Response(s.PenaltySerializer(penalty).data)

    def _one(self, model: type[M], field: str, **lookup: object) -> M:
        found = model._default_manager.filter(tournament=self.tournament, **lookup).first()
        if found is None:
            value = next(iter(lookup.values()))
            raise ServiceError(field, f"this event has no {field} {value}")
        return found
