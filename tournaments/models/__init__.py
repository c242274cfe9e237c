"""Tournament models, one concept per module; import them from here."""

from tournaments.models.audit import AuditEntry
from tournaments.models.choices import (
    WIND_LETTERS,
    EmptySeats,
    EntryMode,
    GameStatus,
    Kind,
    Ranking,
    RegistrationStatus,
    Role,
    RoundStatus,
    SubstituteScoring,
    SwissWinds,
    TournamentStatus,
    Visibility,
    Wind,
)
from tournaments.models.game import Game, GameResult, HandRecord
from tournaments.models.penalty import Penalty, Substitute
from tournaments.models.player import Player, Registration, Team
from tournaments.models.round import Round, Seat, SitOut, Table
from tournaments.models.standing import StandingRow
from tournaments.models.tournament import Membership, Tournament

__all__ = [
    "WIND_LETTERS",
    "AuditEntry",
    "EmptySeats",
    "EntryMode",
    "Game",
    "GameResult",
    "GameStatus",
    "HandRecord",
    "Kind",
    "Membership",
    "Penalty",
    "Player",
    "Ranking",
    "Registration",
    "RegistrationStatus",
    "Role",
    "Round",
    "RoundStatus",
    "Seat",
    "SitOut",
    "StandingRow",
    "Substitute",
    "SubstituteScoring",
    "SwissWinds",
    "Table",
    "Team",
    "Tournament",
    "TournamentStatus",
    "Visibility",
    "Wind",
]
