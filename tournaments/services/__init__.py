"""Every write to tournaments goes through these services: keyword-only, typed, atomic; bad input
raises ServiceError naming the field. Each module holds one concept; import from here."""

from tournaments.services.errors import ServiceError
from tournaments.services.games import (
    game_clear_final_scores,
    game_edit_hand,
    game_finish,
    game_import_tenhou,
    game_record_final_scores,
    game_record_hand,
    game_resume,
    game_undo_all_hands,
    game_undo_last_hand,
)
from tournaments.services.penalties import penalty_add, penalty_cancel
from tournaments.services.registrations import (
    player_register,
    players_register_csv,
    registration_delete,
    registration_drop,
    registration_reinstate,
    registration_set_team,
    registration_update,
    registrations_set_teams_csv,
)
from tournaments.services.rounds import (
    round_can_reseat,
    round_create,
    round_delete,
    round_finish,
    round_generate_seating,
    round_reopen,
    round_set_tables,
    substitute_seat,
)
from tournaments.services.standings import standings_rebuild, standings_refresh
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

__all__ = [
    "ServiceError",
    "game_clear_final_scores",
    "game_edit_hand",
    "game_finish",
    "game_import_tenhou",
    "game_record_final_scores",
    "game_record_hand",
    "game_resume",
    "game_undo_all_hands",
    "game_undo_last_hand",
    "penalty_add",
    "penalty_cancel",
    "player_register",
    "players_register_csv",
    "registration_delete",
    "registration_drop",
    "registration_reinstate",
    "registration_set_team",
    "registration_update",
    "registrations_set_teams_csv",
    "round_can_reseat",
    "round_create",
    "round_delete",
    "round_finish",
    "round_generate_seating",
    "round_reopen",
    "round_set_tables",
    "standings_rebuild",
    "standings_refresh",
    "substitute_seat",
    "tournament_create",
    "tournament_delete",
    "tournament_finish",
    "tournament_member_remove",
    "tournament_member_set",
    "tournament_reopen",
    "tournament_update",
    "tournament_update_ruleset",
]
