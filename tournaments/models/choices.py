"""Choice lists shared by the tournament models (stored values are stable API strings)."""

from django.db import models


class Kind(models.TextChoices):
    TOURNAMENT = "tournament", "Tournament"
    LEAGUE = "league", "League"


class Visibility(models.TextChoices):
    PUBLIC = "public", "Public"
    PRIVATE = "private", "Private"


class TournamentStatus(models.TextChoices):
    SETUP = "setup", "Setup"
    RUNNING = "running", "Running"
    FINISHED = "finished", "Finished"


class EntryMode(models.TextChoices):
    HANDS = "hands", "Hand by hand"
    FINAL = "final", "Final scores only"


class SubstituteScoring(models.TextChoices):
    """Whether a substitute's results rank them in the standings (the dropped player's never move)."""

    NOT_RANKED = "not_ranked", "Substitutes are not ranked"
    RANKED = "ranked", "Substitutes are ranked like players"


class EmptySeats(models.TextChoices):
    """What fills a round when the active players are not a multiple of four."""

    SUBSTITUTES = "substitutes", "Registered substitutes fill the empty seats"
    SIT_OUT = "sit_out", "Players sit out in turn"


class SwissWinds(models.TextChoices):
    """What swiss rounds put first when the standings and the seat winds pull apart."""

    STANDINGS = "standings", "Tables by the standings; winds as even as those tables allow"
    BALANCED = "balanced", "Every player's winds even; tables reach a little further in the standings"


class Ranking(models.TextChoices):
    """What orders the standings: a tournament's total, or a league's average where members miss
    weeks (1 game at +20 should not stand level with 5 games at +4 each)."""

    TOTAL = "total", "Total points"
    AVERAGE = "average", "Average points per game"


class Role(models.TextChoices):
    OWNER = "owner", "Owner"
    ORGANIZER = "organizer", "Co-organizer"
    SCORER = "scorer", "Scorer"


class RegistrationStatus(models.TextChoices):
    ACTIVE = "active", "Active"
    DROPPED = "dropped", "Dropped out"


class RoundStatus(models.TextChoices):
    PENDING = "pending", "Not seated"
    SEATED = "seated", "Seated"
    FINISHED = "finished", "Finished"


class GameStatus(models.TextChoices):
    PENDING = "pending", "Not started"
    RUNNING = "running", "Running"
    FINISHED = "finished", "Finished"


class Wind(models.IntegerChoices):
    """Seat winds in the order of play; the engine names them E S W N."""

    EAST = 0, "E"
    SOUTH = 1, "S"
    WEST = 2, "W"
    NORTH = 3, "N"


WIND_LETTERS = ("E", "S", "W", "N")
