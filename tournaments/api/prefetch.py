"""Querysets shaped for the serializers, so a list costs a fixed number of queries at any size."""

from __future__ import annotations

from django.db.models import Prefetch, QuerySet

from tournaments.models import Game, GameResult, Round, Seat, SitOut, Table, Tournament


def seats_with_players() -> QuerySet[Seat]:
    return Seat.objects.select_related("registration__player").order_by("wind")


def rounds_of(tournament: Tournament) -> QuerySet[Round]:
    return Round.objects.filter(tournament=tournament).order_by("number")


def round_with_tables(tournament: Tournament) -> QuerySet[Round]:
    tables = Table.objects.select_related("game").prefetch_related(Prefetch("seats", seats_with_players()))
    sit_outs = SitOut.objects.select_related("registration__player").order_by("registration__number")
    return rounds_of(tournament).prefetch_related(
        Prefetch("tables", tables.order_by("number")), Prefetch("sit_outs", sit_outs)
    )


def games_of(tournament: Tournament) -> QuerySet[Game]:
    return (
        Game.objects.filter(tournament=tournament)
        .select_related("round", "table")
        .prefetch_related(Prefetch("table__seats", seats_with_players()))
        .order_by("round__number", "table__number")
    )


def games_with_results(tournament: Tournament) -> QuerySet[Game]:
    results = GameResult.objects.select_related("registration").order_by("seat__wind")
    return games_of(tournament).prefetch_related(Prefetch("results", results))
