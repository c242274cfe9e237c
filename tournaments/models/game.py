"""Games (one hanchan per table), the hand records entered for them, and each seat's derived result."""

from django.conf import settings
from django.db import models

from tournaments.models.choices import EntryMode, GameStatus
from tournaments.models.player import Registration
from tournaments.models.round import Round, Seat, Table
from tournaments.models.tournament import Tournament


class Game(models.Model):
    """A game is stored as its hand records (inputs); `state` and the results are derived by folding
    them through the tournament's ruleset and are rewritten on every change."""

    table = models.OneToOneField(Table, on_delete=models.CASCADE, related_name="game")
    # Repeated from the table so lists and standings filter without joins.
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="games")
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="games")
    entry_mode = models.CharField(max_length=6, choices=EntryMode.choices, default=EntryMode.HANDS)
    status = models.CharField(max_length=8, choices=GameStatus.choices, default=GameStatus.PENDING)
    # Ledger state after the last hand (scores, honba, deposits, dealer, round, riichi, over).
    state = models.JSONField(null=True, blank=True)
    # Final-scores-only entry: scores by seat E S W N, and riichi deposits left on the table.
    final_scores = models.JSONField(null=True, blank=True)
    deposits_left = models.PositiveIntegerField(default=0)
    # ...and each seat's chombo at that table (E S W N; null: none), for the penalty and the count
    final_chombo = models.JSONField(null=True, blank=True)
    hand_count = models.PositiveSmallIntegerField(default=0)
    # Ended by the organizer before its natural end (time limit); re-folds keep it finished.
    ended_early = models.BooleanField(default=False)
    # Bumped on every change of the game's records; derived results remember the version they used.
    version = models.PositiveIntegerField(default=0)
    source = models.CharField(max_length=200, blank=True, help_text="where an imported game came from")
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["round_id", "table_id"]
        indexes = [models.Index(fields=["tournament", "status"])]

    def __str__(self) -> str:
        return f"game at {self.table}"

    @property
    def table_scores(self) -> list[int] | None:
        """The scores as they stand; once the game has ended, with the riichi sticks left on the
        table handed out as the rules say (the scores its points are counted from)."""
        state = self.state or {}
        return state.get("final_scores") or state.get("scores")


class HandRecord(models.Model):
    """One hand as entered, in the ledger's record format; numbered 1.. within the game."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="hands")
    number = models.PositiveSmallIntegerField()
    record = models.JSONField()
    # Lets a client retry a submission safely: the same key for the same game stores once.
    idempotency_key = models.CharField(max_length=80, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game_id", "number"]
        constraints = [
            models.UniqueConstraint(fields=["game", "number"], name="hand_unique_number_per_game"),
            models.UniqueConstraint(
                fields=["game", "idempotency_key"],
                condition=~models.Q(idempotency_key=""),
                name="hand_unique_idempotency_key",
            ),
            models.CheckConstraint(condition=models.Q(number__gte=1), name="hand_number_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.game} hand {self.number}"


class GameResult(models.Model):
    """Derived per seat: final score, place, points and hand statistics of one game (a cache)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="results")
    seat = models.OneToOneField(Seat, on_delete=models.CASCADE, related_name="result")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="results")
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="+")
    round_number = models.PositiveSmallIntegerField()
    game_version = models.PositiveIntegerField()
    finished = models.BooleanField(default=False)
    score = models.IntegerField()
    place = models.PositiveSmallIntegerField()
    points = models.DecimalField(max_digits=12, decimal_places=3)
    # Chombo penalties the ruleset takes outside the table score (already included in `points`).
    chombo_points = models.DecimalField(default=0, max_digits=12, decimal_places=3)
    hands = models.PositiveSmallIntegerField(default=0)
    wins = models.PositiveSmallIntegerField(default=0)
    tsumo = models.PositiveSmallIntegerField(default=0)
    deal_ins = models.PositiveSmallIntegerField(default=0)
    riichi = models.PositiveSmallIntegerField(default=0)
    calls = models.PositiveSmallIntegerField(default=0)
    win_value = models.IntegerField(default=0)
    deal_in_value = models.IntegerField(default=0)
    chombo = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["game_id", "seat_id"]
        indexes = [models.Index(fields=["tournament", "round_number"])]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(place__gte=1) & models.Q(place__lte=4), name="result_place_1_to_4"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.registration} {self.points} in {self.game}"
