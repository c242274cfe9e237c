"""Views nested under /api/tournaments/<slug>/: the event is resolved and checked before anything.

An event the caller may not see answers 404 (its existence stays hidden); one they see but may not
act on answers 403 (401 when not signed in). Each view says what each action needs with
`access_by_action` (action -> Access) or `write_access`; reads need VIEW.
"""

from __future__ import annotations

from typing import Any

from django.utils import timezone
from rest_framework import exceptions, viewsets
from rest_framework.permissions import AllowAny
from rest_framework.request import Request

from tournaments.models import Tournament
from tournaments.permissions import Access, access_of, required_access
from tournaments.services.tournaments import event_zone


def check_tournament(request: Request, view: Any, slug: str) -> Tournament:
    tournament = Tournament.objects.filter(slug=slug).first()
    level = access_of(request.user, tournament) if tournament is not None else None
    if tournament is None or level is None:
        raise exceptions.NotFound("No such tournament.")
    need = required_access(request, view)
    if level < need:
        if not request.user.is_authenticated:
            raise exceptions.NotAuthenticated()
        raise exceptions.PermissionDenied(_denied_message(need))
    timezone.activate(event_zone(tournament))  # its times with the event's offset (+07:00), as its pages
    return tournament


def _denied_message(need: Access) -> str:
    return {
        Access.SCORE: "Only this tournament's scorers and organizers may enter results.",
        Access.MANAGE: "Only this tournament's organizers may do this.",
        Access.OWN: "Only this tournament's owner may do this.",
    }.get(need, "You do not have permission to do this.")


class TournamentScopedMixin:
    """Sets `self.tournament` (checked) during permission checks."""

    access_by_action: dict[str, Access] = {}
    write_access: Access = Access.MANAGE
    # its writes honour Idempotency-Key (the schema declares the header on them)
    idempotent_writes = True
    tournament: Tournament
    kwargs: dict[str, Any]

    def check_permissions(self, request: Request) -> None:
        super().check_permissions(request)  # type: ignore[misc]
        self.tournament = check_tournament(request, self, self.kwargs["slug"])

    @property
    def schema_only(self) -> bool:
        """True while drf-spectacular builds the schema (no real request or URL arguments)."""
        return bool(getattr(self, "swagger_fake_view", False))


class ScopedViewSet(TournamentScopedMixin, viewsets.GenericViewSet):
    # Access is decided per event in check_permissions (404 before 403), not by a permission class.
    permission_classes = [AllowAny]
