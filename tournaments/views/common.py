"""Helpers shared by the page views: the event for a request, checked, and what the viewer may do."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.utils import timezone

from tournaments import permissions, selectors
from tournaments.models import (
    GameStatus,
    Ranking,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    Seat,
    SitOut,
    Tournament,
    TournamentStatus,
)
from tournaments.permissions import Access
from tournaments.services.standings import average_points
from tournaments.services.tournaments import event_zone


def event_for(request: HttpRequest, slug: str, need: Access = Access.VIEW) -> Tournament:
    """The event, or 404 when the viewer may not see it, 403 when they may see it but not act.
    Its pages show times on the event's clock (its time zone, else the site's); the middleware of
    config/time_zone.py starts every request on the site's clock again."""
    tournament = permissions.tournament_for(request.user, slug, need=need)
    timezone.activate(event_zone(tournament))
    return tournament


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


def my_events(request: HttpRequest, limit: int = 20) -> list[dict[str, Any]]:
    """The events not finished that the viewer plays in (their account linked to the player, not
    dropped out), running ones first, each with the viewer's registration, their rank once games
    count, and the round whose table is theirs: the first seated round whose game they have still
    to finish, else the last seated one (they sit out or wait for the next). Five queries at most, however
    many events; none for a visitor."""
    if not request.user.is_authenticated:
        return []
    registrations = list(
        Registration.objects.filter(
            player__user=request.user,
            tournament__status__in=[TournamentStatus.SETUP, TournamentStatus.RUNNING],
        )
        .exclude(status=RegistrationStatus.DROPPED)
        .select_related("tournament", "player", "standing")
        .order_by("-tournament__starts_on", "-tournament__created_at")[:limit]
    )
    if not registrations:
        return []
    # the rounds seated or played (a finished round's game is the one to look back at between rounds)
    looked_at = [RoundStatus.SEATED, RoundStatus.FINISHED]
    seated: dict[int, list[tuple[int, int]]] = {}  # event id -> [(round id, number)], in round order
    finished: set[int] = set()
    for event_id, round_pk, round_number, status in (
        Round.objects.filter(tournament_id__in={r.tournament_id for r in registrations}, status__in=looked_at)
        .order_by("number")
        .values_list("tournament_id", "pk", "number", "status")
    ):
        seated.setdefault(event_id, []).append((round_pk, round_number))
        if status == RoundStatus.FINISHED:
            finished.add(round_pk)
    seats: dict[tuple[int, int], Seat] = {}
    if seated:
        for held in Seat.objects.filter(
            registration__in=registrations, round__status__in=looked_at
        ).select_related("table__game"):
            seats[(held.registration_id, held.round_id)] = held
    # a player out of a round by the rotation or away is told so ("not seated" read as a mistake)
    out: set[tuple[int, int]] = set()
    if seated:
        sit_outs = SitOut.objects.filter(registration__in=registrations, round__status=RoundStatus.SEATED)
        out = set(sit_outs.values_list("registration_id", "round__number"))
    # every event's count, a round seated or not ("Rank 3 of 16" between rounds, when players look)
    ranked = selectors.ranked_counts(event_ids={r.tournament_id for r in registrations})
    events: list[dict[str, Any]] = []
    for registration in registrations:
        rounds = seated.get(registration.tournament_id, [])
        # a finished round without them (sat out, joined later) is no round of theirs to show
        mine = [
            (number, seats.get((registration.pk, round_id)))
            for round_id, number in rounds
            if round_id not in finished or (registration.pk, round_id) in seats
        ]
        to_play = [(number, seat) for number, seat in mine if seat is not None and not _finished_at(seat)]
        chosen: tuple[int | None, Seat | None] = to_play[0] if to_play else mine[-1] if mine else (None, None)
        standing = getattr(registration, "standing", None)
        counted = standing is not None and standing.rank and (standing.games or standing.live_games)
        event = registration.tournament
        # their game of that round over: the button leads to it ("what happened in my game?"), and
        # the card says the next round is not seated yet (it kept saying "My table in round 3")
        played = chosen[1] is not None and _finished_at(chosen[1])
        events.append(
            {
                "event": registration.tournament,
                "registration": registration,
                "rank": standing.rank if standing is not None and counted else None,
                "ranked": ranked.get(event.pk, 0),
                "points": standing.points if standing is not None and counted else None,
                # an event ranked by average ranks by it: the total beside the rank would mislead
                "average": average_points(standing)
                if counted and registration.tournament.ranking == Ranking.AVERAGE
                else None,
                "round": chosen[0],
                "table": chosen[1].table.number if chosen[1] is not None else None,
                "sits_out": (registration.pk, chosen[0]) in out,
                "game": chosen[1].table.game if played and chosen[1] is not None else None,
                "next_round": (chosen[0] or 0) + 1
                if played and (not event.rounds_planned or (chosen[0] or 0) < event.rounds_planned)
                else None,
            }
        )
    events.sort(key=lambda item: bool(item["event"].status != TournamentStatus.RUNNING))
    return events


def _finished_at(seat: Seat) -> bool:
    """Whether the game at the seat's table is over (a table without its game yet is not)."""
    game = getattr(seat.table, "game", None)
    return game is not None and game.status == GameStatus.FINISHED
