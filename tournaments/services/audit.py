"""Writing the audit trail; every service that changes a result calls `audit_record`."""

from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

from tournaments.models import AuditEntry, Game, Tournament

Actor = AbstractBaseUser | AnonymousUser | None


def actor_or_none(user: Actor) -> Any:
    """The user to store: None for anonymous callers and system jobs."""
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    return user


def audit_record(
    *,
    tournament: Tournament,
    action: str,
    target: str,
    before: Any,
    after: Any,
    by: Actor,
    game: Game | None = None,
) -> AuditEntry:
    return AuditEntry.objects.create(
        tournament=tournament,
        game=game,
        user=actor_or_none(by),
        action=action,
        target=target,
        before=before,
        after=after,
    )
