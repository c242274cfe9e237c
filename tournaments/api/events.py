"""/api/tournaments/: list and create events; one event, its rules, its staff, finishing it."""

from __future__ import annotations

from typing import Any, cast

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotAuthenticated, NotFound
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import serializers as s
from tournaments.api.errors import validation_error_data
from tournaments.api.idempotency import idempotent, idempotent_write
from tournaments.api.inputs import valid_input
from tournaments.api.scoping import check_tournament
from tournaments.auth_backends import user_by_username
from tournaments.filters import TournamentFilter
from tournaments.models import Membership, Tournament
from tournaments.permissions import Access, prime_access, tournaments_visible_to
from tournaments.services.errors import ServiceError
from tournaments.services.tournaments import (
    tournament_create,
    tournament_delete,
    tournament_finish,
    tournament_member_remove,
    tournament_member_set,
    tournament_reopen,
    tournament_update,
    tournament_update_ruleset,
)


class TournamentViewSet(mixins.ListModelMixin, viewsets.GenericViewSet):
    """Events the caller may see (public ones, and private ones they run or play in)."""

    schema_tag = "events"

    serializer_class = s.TournamentSerializer
    # Access is checked per event in get_object (404 before 403), and in create (signed in).
    permission_classes = [AllowAny]
    filterset_class = TournamentFilter
    idempotent_writes = True  # see tournaments.api.schema
    lookup_field = "slug"
    lookup_value_regex = r"[-\w]+"
    access_by_action = {
        "retrieve": Access.VIEW,
        "partial_update": Access.MANAGE,
        "ruleset": Access.MANAGE,
        "finish": Access.MANAGE,
        "reopen": Access.MANAGE,
        "members": Access.MANAGE,
        "members.post": Access.OWN,
        "member_remove": Access.OWN,
        "destroy": Access.OWN,
    }

    def get_queryset(self) -> QuerySet[Tournament]:
        return tournaments_visible_to(self.request.user).order_by("-created_at", "pk")

    def get_object(self) -> Tournament:
        tournament = check_tournament(self.request, self, self.kwargs["slug"])
        return tournament

    @extend_schema(responses={200: s.TournamentDetailSerializer(many=True)})
    def list(self, request: Request) -> Response:
        """Events the caller may see, newest first, each with the caller's own access."""
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset()))
        assert page is not None  # the API always paginates
        prime_access(request.user, page)
        return self.get_paginated_response(
            s.TournamentDetailSerializer(page, many=True, context={"request": request}).data
        )

    @extend_schema(request=s.TournamentCreateSerializer, responses={201: s.TournamentSerializer})
    def create(self, request: Request) -> Response:
        """Create an event from a preset; the caller becomes its owner."""
        if not request.user.is_authenticated:
            raise NotAuthenticated()

        def run() -> Response:
            data = valid_input(s.TournamentCreateSerializer, request)
            tournament = tournament_create(owner=cast(User, request.user), **data)
            return Response(s.TournamentSerializer(tournament).data, status=status.HTTP_201_CREATED)

        return idempotent(request, run)

    @extend_schema(responses={200: s.TournamentDetailSerializer})
    def retrieve(self, request: Request, slug: str) -> Response:
        """One event, with what the caller may do in it (`my_access`); times with its offset."""
        tournament = self.get_object()
        return Response(s.TournamentDetailSerializer(tournament, context={"request": request}).data)

    @extend_schema(request=s.TournamentUpdateSerializer, responses={200: s.TournamentDetailSerializer})
    @idempotent_write
    def partial_update(self, request: Request, slug: str) -> Response:
        """Change the event's details (name, dates, visibility, ...) and, until the first result, its
        rules (`ruleset_changes`, as at creation); only the fields sent change."""
        tournament = self.get_object()
        data = valid_input(s.TournamentUpdateSerializer, request)
        ruleset_changes = data.pop("ruleset_changes", None)
        with transaction.atomic():  # the details and the rules together, or neither
            tournament = tournament_update(tournament=tournament, by=request.user, **data)
            if ruleset_changes:
                try:
                    tournament = tournament_update_ruleset(
                        tournament=tournament, changes=ruleset_changes, by=request.user
                    )
                except DjangoValidationError as exc:
                    # the service names its own argument (changes) or the ruleset; the client sent
                    # ruleset_changes, as when creating the event
                    sent = "ruleset_changes"
                    raise _renamed(exc, {"changes": sent, "ruleset": sent}) from None
        return Response(s.TournamentDetailSerializer(tournament, context={"request": request}).data)

    @extend_schema(
        parameters=[
            OpenApiParameter("confirm_slug", str, required=True, description="The event's slug, typed again.")
        ],
        responses={204: OpenApiResponse(description="Deleted.")},
    )
    @idempotent_write
    def destroy(self, request: Request, slug: str) -> Response:
        """Delete the event with everything in it (owner only); players stay."""
        tournament = self.get_object()
        confirm = request.query_params.get("confirm_slug", "")
        tournament_delete(tournament=tournament, by=request.user, confirm_slug=confirm)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(request=s.RulesetUpdateSerializer, responses={200: s.TournamentSerializer})
    @action(detail=True, methods=["patch"])
    @idempotent_write
    def ruleset(self, request: Request, slug: str) -> Response:
        """Change rule fields, or start again from another preset, until the first result."""
        tournament = self.get_object()
        data = valid_input(s.RulesetUpdateSerializer, request)
        try:
            tournament = tournament_update_ruleset(
                tournament=tournament, changes=data["changes"], preset=data["preset"], by=request.user
            )
        except DjangoValidationError as exc:  # "the ruleset is frozen": about the changes sent
            raise _renamed(exc, {"ruleset": "changes"}) from None
        return Response(s.TournamentSerializer(tournament).data)

    @extend_schema(request=None, responses={200: s.TournamentSerializer})
    @action(detail=True, methods=["post"])
    def finish(self, request: Request, slug: str) -> Response:
        """Close the event (every seated round must be finished)."""
        tournament = self.get_object()

        def run() -> Response:
            finished = tournament_finish(tournament=tournament, by=request.user)
            return Response(s.TournamentSerializer(finished).data)

        return idempotent(request, run)

    @extend_schema(request=None, responses={200: s.TournamentSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def reopen(self, request: Request, slug: str) -> Response:
        """Open a finished event again; its rounds stay finished until each is reopened."""
        reopened = tournament_reopen(tournament=self.get_object(), by=request.user)
        return Response(s.TournamentSerializer(reopened).data)

    @extend_schema(
        methods=["get"],
        request=None,
        responses={200: s.MemberSerializer(many=True)},
        description="The event's staff (owner, co-organizers, scorers). Organizers only.",
    )
    @extend_schema(
        methods=["post"],
        request=s.MemberSetSerializer,
        responses={201: s.MemberSerializer, 200: s.MemberSerializer},
        description="Give a user the organizer or scorer role (owner only): 201 for a new member, 200 when "
        "an existing member's role changes.",
    )
    @action(detail=True, methods=["get", "post"], pagination_class=None)
    @idempotent_write
    def members(self, request: Request, slug: str) -> Response:
        tournament = self.get_object()
        if request.method == "GET":
            members = Membership.objects.filter(tournament=tournament).select_related("user").order_by("pk")
            return Response(s.MemberSerializer(members, many=True).data)
        data = valid_input(s.MemberSetSerializer, request)
        user = _user_named(data["username"])
        new = not Membership.objects.filter(tournament=tournament, user=user).exists()
        try:
            membership = tournament_member_set(
                tournament=tournament, user=user, role=data["role"], by=request.user
            )
        except DjangoValidationError as exc:  # the service's user is the username sent
            raise _renamed(exc, {"user": "username"}) from None
        return Response(
            s.MemberSerializer(membership).data, status=status.HTTP_201_CREATED if new else status.HTTP_200_OK
        )

    @extend_schema(
        request=None,
        responses={
            204: OpenApiResponse(description="Removed."),
            404: OpenApiResponse(description="No such member."),
        },
    )
    @action(detail=True, methods=["delete"], url_path=r"members/(?P<username>[^/]+)")
    @idempotent_write
    def member_remove(self, request: Request, slug: str, username: str) -> Response:
        """Take a user's role away (owner only)."""
        tournament = self.get_object()
        user = _find_user(username)
        if user is None or not (
            user.pk == tournament.owner_id
            or Membership.objects.filter(tournament=tournament, user=user).exists()
        ):
            raise NotFound(f"{username!r} has no role in this event.")
        tournament_member_remove(tournament=tournament, user=user, by=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _renamed(exc: DjangoValidationError, names: dict[str, str]) -> DjangoValidationError:
    """The same errors, with the fields in `names` under their new names (messages kept)."""
    data: dict[str, list[str]] = {}
    for field, messages in validation_error_data(exc).items():
        data.setdefault(names.get(field, field), []).extend(messages)
    return DjangoValidationError(data)


def _find_user(username: str) -> Any:
    # any case, the exact spelling first (NUL, refused by PostgreSQL, finds no one)
    return user_by_username(username)


def _user_named(username: str) -> Any:
    user = _find_user(username)
    if user is None:
        raise ServiceError("username", f"no user named {username!r}")
    return user
