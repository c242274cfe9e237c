"""/api/tournaments/<slug>/players/: registrations (one by one or CSV), corrections, dropping out, teams."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework import mixins, status
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import serializers as s
from tournaments.api.idempotency import idempotent, idempotent_write
from tournaments.api.inputs import valid_input
from tournaments.api.scoping import ScopedViewSet
from tournaments.filters import RegistrationFilter
from tournaments.models import Registration
from tournaments.permissions import Access, can_manage
from tournaments.selectors import player_statistics
from tournaments.services.registrations import (
    player_register,
    players_register_csv,
    registration_delete,
    registration_drop,
    registration_link_account,
    registration_reinstate,
    registration_set_team,
    registration_update,
)


class RegistrationViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, ScopedViewSet):
    """The event's players, by their number in the event."""

    schema_tag = "players"

    serializer_class = s.RegistrationSerializer
    filterset_class = RegistrationFilter
    lookup_field = "number"
    lookup_value_regex = r"[0-9]{1,9}"
    access_by_action = {"stats": Access.VIEW}

    def get_serializer_context(self) -> dict[str, Any]:
        context = super().get_serializer_context()
        if not self.schema_only:
            context["hide_external_id"] = not can_manage(self.request.user, self.tournament)
        return context

    def get_queryset(self) -> QuerySet[Registration]:
        if self.schema_only:
            return Registration.objects.none()
        return (
            Registration.objects.filter(tournament=self.tournament)
            .select_related("player", "team")
            .order_by("number")
        )

    @extend_schema(request=s.RegisterSerializer, responses={201: s.RegistrationSerializer})
    def create(self, request: Request, slug: str) -> Response:
        """Register one player (a new player, or the existing one with that external id)."""

        def run() -> Response:
            data = valid_input(s.RegisterSerializer, request)
            data["team"] = data["team"] or ""  # null: no team, as ""
            registration = player_register(tournament=self.tournament, by=request.user, **data)
            return Response(s.RegistrationSerializer(registration).data, status=status.HTTP_201_CREATED)

        return idempotent(request, run)

    @extend_schema(request=s.RegisterCsvSerializer, responses={201: s.RegistrationSerializer(many=True)})
    @action(detail=False, methods=["post"], pagination_class=None)
    def csv(self, request: Request, slug: str) -> Response:
        """Register every line of pasted CSV, or none: errors come back as {"csv": ["line 3: ..."]}."""

        def run() -> Response:
            data = valid_input(s.RegisterCsvSerializer, request)
            registrations = players_register_csv(
                tournament=self.tournament, text=data["csv"], by=request.user
            )
            for registration in registrations:
                registration.tournament = self.tournament
            return Response(
                s.RegistrationSerializer(registrations, many=True).data, status=status.HTTP_201_CREATED
            )

        return idempotent(request, run)

    @extend_schema(request=s.RegistrationUpdateSerializer, responses={200: s.RegistrationSerializer})
    @idempotent_write
    def partial_update(self, request: Request, slug: str, number: str) -> Response:
        """Correct the player's name, country or team (only the fields sent change). A player exists
        once: a new name or country shows in every event they play in, so it needs the right to manage
        each of them."""
        registration = self.get_object()
        data = valid_input(s.RegistrationUpdateSerializer, request)
        if "team" in data and data["team"] is None:
            data["team"] = ""
        registration = registration_update(registration=registration, by=request.user, **data)
        return Response(s.RegistrationSerializer(registration).data)

    @extend_schema(request=None, responses={204: None})
    @idempotent_write
    def destroy(self, request: Request, slug: str, number: str) -> Response:
        """Remove a registration made by mistake: only one never seated or sat out, with no penalty
        (anyone else is dropped out instead, keeping their games)."""
        registration_delete(registration=self.get_object(), by=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(request=s.DropSerializer, responses={200: s.RegistrationSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def drop(self, request: Request, slug: str, number: str) -> Response:
        """Mark the player as dropped out (not seated from then on; games so far still count)."""
        registration = self.get_object()
        data = valid_input(s.DropSerializer, request)
        registration = registration_drop(
            registration=registration, after_round=data["after_round"], by=request.user
        )
        return Response(s.RegistrationSerializer(registration).data)

    @extend_schema(request=None, responses={200: s.RegistrationSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def reinstate(self, request: Request, slug: str, number: str) -> Response:
        """Undo a drop-out: the player is seated again from the next seating on."""
        registration = registration_reinstate(registration=self.get_object(), by=request.user)
        return Response(s.RegistrationSerializer(registration).data)

    @extend_schema(request=s.TeamSetSerializer, responses={200: s.RegistrationSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def team(self, request: Request, slug: str, number: str) -> Response:
        """Put the player in a team (created on first use); an empty name takes them out of theirs."""
        registration = self.get_object()
        data = valid_input(s.TeamSetSerializer, request)
        registration = registration_set_team(
            registration=registration, team=data["team"] or "", by=request.user
        )
        return Response(s.RegistrationSerializer(registration).data)

    @extend_schema(request=s.AccountSetSerializer, responses={200: s.RegistrationSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def account(self, request: Request, slug: str, number: str) -> Response:
        """Tie the player to a user account by username (empty: untie): they then see a private event
        they play in. A player exists once, so the link holds in all their events."""
        registration = self.get_object()
        data = valid_input(s.AccountSetSerializer, request)
        registration = registration_link_account(
            registration=registration, username=data["username"], by=request.user
        )
        return Response(s.RegistrationSerializer(registration).data)

    @extend_schema(request=None, responses={200: s.PlayerStatisticsSerializer})
    @action(detail=True, methods=["get"])
    def stats(self, request: Request, slug: str, number: str) -> Response:
        """The player's standing, statistics (rates, averages) and every game in round order."""
        registration = self.get_object()
        return Response(s.PlayerStatisticsSerializer(player_statistics(registration=registration)).data)
