"""Helpers shared by the page views: the event for a request, checked, and what the viewer may do."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from tournaments import permissions
from tournaments.models import Registration, Tournament
from tournaments.permissions import Access


def event_for(request: HttpRequest, slug: str, need: Access = Access.VIEW) -> Tournament:
    """The event, or 404 when the viewer may not see it, 403 when they may see it but not act."""
    return permissions.tournament_for(request.user, slug, need=need)


def event_context(request: HttpRequest, tournament: Tournament, tab: str, **extra: Any) -> dict[str, Any]:
    """Context every event page shares: the event, the active tab and the viewer's powers."""
    return {
        "event": tournament,
        "tab": tab,
        "can_manage": permissions.can_manage(request.user, tournament),
        "can_score": permissions.can_score(request.user, tournament),
        "can_own": permissions.can_own(request.user, tournament),
        "has_teams": tournament.teams.exists(),
        "me": my_registration(request, tournament),
        **extra,
    }


def my_registration(request: HttpRequest, tournament: Tournament) -> Registration | None:
    """The viewer's own registration in the event, when their account is linked to a player in it."""
    if not request.user.is_authenticated:
        return None
    return (
        Registration.objects.filter(tournament=tournament, player__user=request.user)
        .select_related("player")
        .first()
    )
