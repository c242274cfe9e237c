"""Writing the audit trail; every service that changes a result calls `audit_record`."""

from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

from tournaments.models import AuditEntry, Game, Tournament

Actor = AbstractBaseUser | AnonymousUser | None

# every action the trail records (the API's `action` filter takes these; a test checks the services
# name no other)
AUDIT_ACTIONS = (
    "game_clear_final_scores",
    "game_edit_hand",
    "game_finish",
    "game_import_tenhou",
    "game_record_final_scores",
    "game_record_hand",
    "game_resume",
    "game_undo_last_hand",
    "games_entry_mode",
    "penalty_add",
    "penalty_cancel",
    "player_register",
    "players_register_csv",
    "registration_delete",
    "registration_drop",
    "registration_link_account",
    "registration_reinstate",
    "registration_set_team",
    "registration_update",
    "round_create",
    "round_delete",
    "round_finish",
    "round_reopen",
    "round_set_tables",
    "round_sit_out",
    "substitute_seat",
    "team_merge",  # written once, by migration 0013 (teams alike in all but case)
    "tournament_finish",
    "tournament_member_remove",
    "tournament_member_set",
    "tournament_reopen",
    "tournament_update",
    "tournament_update_ruleset",
)


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
