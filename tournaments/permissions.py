"""Who may do what in a tournament. Every page and API endpoint asks here.

Access levels, from least to most:
- view:   the public for a public event; for a private event only its staff (owner, co-organizers,
          scorers) and its registered players. Anyone else must not learn that it exists (404).
- score:  enter and correct results (hands, final scores); scorers, co-organizers, owner.
- manage: everything about the event except handing it over; co-organizers and the owner.
- own:    delete the event, change its staff; only the owner.
A signed-in superuser counts as owner everywhere.

Pages and endpoints use `tournament_for(user, slug, need=...)`: it returns the event, or raises
Http404 when the user may not even see it and PermissionDenied (403) when they may see but not act.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db.models import Q, QuerySet
from django.http import Http404
from rest_framework.permissions import SAFE_METHODS
from rest_framework.request import Request

from tournaments.models import Membership, Registration, Role, Tournament, Visibility

# request.user: a User or an AnonymousUser (typed loosely: DRF and Django disagree on its type).
AnyUser = Any


class Access(enum.IntEnum):
    VIEW = 1
    SCORE = 2
    MANAGE = 3
    OWN = 4


_ROLE_ACCESS = {Role.SCORER: Access.SCORE, Role.ORGANIZER: Access.MANAGE, Role.OWNER: Access.OWN}
# Cached per user object (one request) so a page asking several questions costs one query per event.
_CACHE_ATTR = "_tournament_access_cache"


def _signed_in(user: AnyUser) -> bool:
    return bool(user is not None and getattr(user, "is_authenticated", False))


def role_of(user: AnyUser, tournament: Tournament) -> Role | None:
    """The user's staff role in the event (owner, organizer, scorer), or None."""
    if not _signed_in(user):
        return None
    if tournament.owner_id == user.pk:
        return Role.OWNER
    role = (
        Membership.objects.filter(tournament_id=tournament.pk, user_id=user.pk)
        .values_list("role", flat=True)
        .first()
    )
    return Role(role) if role else None


def is_player_in(user: AnyUser, tournament: Tournament) -> bool:
    """True when the user's player profile is registered in the event."""
    if not _signed_in(user):
        return False
    return Registration.objects.filter(tournament_id=tournament.pk, player__user_id=user.pk).exists()


def access_of(user: AnyUser, tournament: Tournament) -> Access | None:
    """The highest access level the user has to the event, or None (may not even see it)."""
    cache: dict[int, Access | None] | None = getattr(user, _CACHE_ATTR, None) if user is not None else None
    if cache is not None and tournament.pk in cache:
        return cache[tournament.pk]
    level = _compute_access(user, tournament)
    if user is not None:
        if cache is None:
            cache = {}
            try:
                setattr(user, _CACHE_ATTR, cache)
            except AttributeError:  # pragma: no cover - exotic user objects
                return level
        cache[tournament.pk] = level
    return level


def prime_access(user: AnyUser, tournaments: Sequence[Tournament]) -> None:
    """Fill the user's access cache for events they can see (a list page) with one query, so
    asking `access_of` for each costs none."""
    if not _signed_in(user):
        return
    cache: dict[int, Access | None] = getattr(user, _CACHE_ATTR, None) or {}
    memberships = Membership.objects.filter(tournament__in=tournaments, user_id=user.pk)
    roles = {pk: Role(role) for pk, role in memberships.values_list("tournament_id", "role")}
    for tournament in tournaments:
        if user.is_superuser or tournament.owner_id == user.pk:
            cache[tournament.pk] = Access.OWN
        else:  # listed, so visible: view at least
            role = roles.get(tournament.pk)
            cache[tournament.pk] = _ROLE_ACCESS[role] if role else Access.VIEW
    setattr(user, _CACHE_ATTR, cache)


def _compute_access(user: AnyUser, tournament: Tournament) -> Access | None:
    if _signed_in(user) and user.is_superuser:
        return Access.OWN
    role = role_of(user, tournament)
    if role is not None:
        return _ROLE_ACCESS[role]
    if tournament.visibility == Visibility.PUBLIC or is_player_in(user, tournament):
        return Access.VIEW
    return None


def forget_access(user: AnyUser) -> None:
    """Drop the per-user cache (after changing someone's role within one request, and in tests)."""
    if user is not None and hasattr(user, _CACHE_ATTR):
        delattr(user, _CACHE_ATTR)


def has_access(user: AnyUser, tournament: Tournament, need: Access) -> bool:
    level = access_of(user, tournament)
    return level is not None and level >= need


def can_view(user: AnyUser, tournament: Tournament) -> bool:
    return has_access(user, tournament, Access.VIEW)


def can_score(user: AnyUser, tournament: Tournament) -> bool:
    return has_access(user, tournament, Access.SCORE)


def can_manage(user: AnyUser, tournament: Tournament) -> bool:
    return has_access(user, tournament, Access.MANAGE)


def can_own(user: AnyUser, tournament: Tournament) -> bool:
    return has_access(user, tournament, Access.OWN)


def check_access(user: AnyUser, tournament: Tournament, need: Access) -> None:
    """Raise Http404 when the user may not see the event, PermissionDenied when they may see it but
    lack `need`."""
    level = access_of(user, tournament)
    if level is None:
        raise Http404("No such tournament.")
    if level < need:
        raise PermissionDenied("You do not have permission to do this in this tournament.")


def tournament_for(user: AnyUser, slug: str, *, need: Access = Access.VIEW) -> Tournament:
    """The event named by `slug`, checked for `need` (404 if unseen or unknown, 403 if not allowed)."""
    tournament = Tournament.objects.filter(slug=slug).first()
    if tournament is None:
        raise Http404("No such tournament.")
    check_access(user, tournament, need)
    return tournament


def tournaments_visible_to(user: AnyUser) -> QuerySet[Tournament]:
    """Every event the user may see: public ones, plus private ones they run or play in."""
    qs = Tournament.objects.all()
    if _signed_in(user) and user.is_superuser:
        return qs
    visible = Q(visibility=Visibility.PUBLIC)
    if _signed_in(user):
        visible |= (
            Q(owner_id=user.pk) | Q(memberships__user_id=user.pk) | Q(registrations__player__user_id=user.pk)
        )
        # The joins above can repeat an event; filtering by id keeps the queryset plain.
        return qs.filter(pk__in=Tournament.objects.filter(visible).values("pk"))
    return qs.filter(visible)


def tournaments_managed_by(user: AnyUser) -> QuerySet[Tournament]:
    """Events where the user is owner or co-organizer."""
    if not _signed_in(user):
        return Tournament.objects.none()
    if user.is_superuser:
        return Tournament.objects.all()
    mine = Q(owner_id=user.pk) | Q(
        memberships__user_id=user.pk, memberships__role__in=[Role.OWNER, Role.ORGANIZER]
    )
    return Tournament.objects.filter(pk__in=Tournament.objects.filter(mine).values("pk"))


def tournaments_scored_by(user: AnyUser) -> QuerySet[Tournament]:
    """Events where the user is a scorer (not one who runs them)."""
    if not _signed_in(user):
        return Tournament.objects.none()
    return Tournament.objects.filter(memberships__user_id=user.pk, memberships__role=Role.SCORER).distinct()


# --- Django REST framework -------------------------------------------------------------------------


def required_access(request: Request, view: Any) -> Access:
    """What a DRF view needs for this request: `view.access_by_action` ("action" or "action.method"
    -> Access), else VIEW for reads and `view.write_access` (default MANAGE) for writes. Used by
    tournaments.api.scoping, which checks it against the caller's access (404 before 403)."""
    by_action: dict[str, Access] = getattr(view, "access_by_action", {}) or {}
    action = getattr(view, "action", None)
    # "action.method" (e.g. "members.post") wins over "action" when one action serves two methods.
    for key in (f"{action}.{(request.method or '').lower()}", action):
        if key in by_action:
            return by_action[key]
    if request.method in SAFE_METHODS:
        return Access.VIEW
    return getattr(view, "write_access", Access.MANAGE)
