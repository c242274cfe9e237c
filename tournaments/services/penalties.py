"""Penalties: points added to or taken from a player's standing, and cancelling them."""

from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from tournaments.models import Game, Penalty, Registration, Round
from tournaments.services.audit import Actor, actor_or_none, audit_record
from tournaments.services.errors import ServiceError
from tournaments.services.registrations import check_not_finished, unprintable
from tournaments.services.standings_queue import standings_queue


def _penalty_json(penalty: Penalty) -> dict[str, object]:
    return {
        "player": penalty.registration.number,
        "amount": str(penalty.amount),
        "reason": penalty.reason,
        "cancelled": penalty.is_cancelled,
    }


MAX_PENALTY = 1000  # game points; a whole event rarely spans more


def _reason(reason: str) -> str:
    """A penalty's reason, or why it was cancelled: one line of text, up to 300 characters."""
    reason = reason.strip()
    if not reason:
        raise ServiceError("reason", "is required")
    if len(reason) > 300:
        raise ServiceError("reason", "is longer than 300 characters")
    if problem := unprintable(reason):
        raise ServiceError("reason", problem)
    return reason


@transaction.atomic
def penalty_add(
    *,
    registration: Registration,
    amount: Decimal | int | str,
    reason: str,
    by: Actor,
    round_: Round | None = None,
    game: Game | None = None,
) -> Penalty:
    """Add `amount` game points (negative for a penalty, e.g. -20) to the player's standing."""
    try:
        value = Decimal(str(amount))
    except InvalidOperation:
        raise ServiceError("amount", f"{amount!r} is not a number") from None
    if not value.is_finite() or value == 0:
        raise ServiceError("amount", "must be a non-zero number of points")
    if value != value.quantize(Decimal("0.001")) or abs(value) >= Decimal("1e8"):
        raise ServiceError("amount", "has more than 3 decimals or is too large")
    if abs(value) > MAX_PENALTY:  # a typo (100000 for 100) would decide the standings alone
        raise ServiceError("amount", f"is beyond {MAX_PENALTY} points either way")
    reason = _reason(reason)
    tournament = registration.tournament
    check_not_finished(tournament.pk)
    if round_ is not None and round_.tournament_id != tournament.pk:
        raise ServiceError("round", "belongs to another event")
    if game is not None:
        if game.tournament_id != tournament.pk:
            raise ServiceError("game", "belongs to another event")
        seats = game.table.seats.filter(Q(registration=registration) | Q(substitution__replaced=registration))
        if not seats.exists():
            raise ServiceError("game", f"{registration.player.name} does not play in this game")
        if round_ is not None and round_.pk != game.round_id:
            # the round decides which range of rounds the penalty counts in: it is the game's
            raise ServiceError(
                "round", f"is round {round_.number}, but the game is in round {game.round.number}"
            )
        round_ = round_ or game.round
    penalty = Penalty.objects.create(
        tournament=tournament,
        registration=registration,
        round=round_,
        game=game,
        amount=value,
        reason=reason,
        created_by=actor_or_none(by),
    )
    audit_record(
        tournament=tournament,
        game=game,
        action="penalty_add",
        target=f"penalty {penalty.pk}",
        before=None,
        after=_penalty_json(penalty),
        by=by,
    )
    standings_queue(tournament_id=tournament.pk, registration_ids=[registration.pk])
    return penalty


@transaction.atomic
def penalty_cancel(*, penalty: Penalty, reason: str, by: Actor) -> Penalty:
    """Cancel a penalty (it stays in the trail, no longer counts)."""
    penalty = (
        Penalty.objects.select_for_update(no_key=True, of=("self",))
        .select_related("registration")
        .get(pk=penalty.pk)
    )
    check_not_finished(penalty.tournament_id)
    if penalty.is_cancelled:
        raise ServiceError("penalty", "is cancelled already")
    reason = _reason(reason)
    before = _penalty_json(penalty)
    penalty.cancelled_at = timezone.now()
    penalty.cancelled_by = actor_or_none(by)
    penalty.cancel_reason = reason
    penalty.save(update_fields=["cancelled_at", "cancelled_by", "cancel_reason"])
    audit_record(
        tournament=penalty.registration.tournament,
        game=penalty.game,
        action="penalty_cancel",
        target=f"penalty {penalty.pk}",
        before=before,
        after={**_penalty_json(penalty), "cancel_reason": penalty.cancel_reason},
        by=by,
    )
    standings_queue(tournament_id=penalty.tournament_id, registration_ids=[penalty.registration_id])
    return penalty
