"""/api/tournaments/<slug>/games/: games (one per table), final-scores entry, ending a game early,
and the game's audit trail."""

from __future__ import annotations

import re

from django.db.models import QuerySet
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import mixins, status
from rest_framework.decorators import action
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import serializers as s
from tournaments.api.idempotency import idempotent, idempotent_write
from tournaments.api.inputs import valid_input
from tournaments.api.parsers import JSONBodyParser
from tournaments.api.prefetch import games_of, games_with_results
from tournaments.api.scoping import ScopedViewSet
from tournaments.filters import GameFilter
from tournaments.models import WIND_LETTERS, AuditEntry, Game, Registration, Seat
from tournaments.permissions import Access
from tournaments.selectors import game_detail
from tournaments.services.errors import ServiceError
from tournaments.services.games import (
    ANY_SCORES,
    game_clear_final_scores,
    game_finish,
    game_import_tenhou,
    game_record_final_scores,
    game_resume,
    seat_labels,
)
from tournaments.services.rounds import substitute_seat


class GameViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, ScopedViewSet):
    """Games by id; filter with ?round=, ?table=, ?status=, ?player=."""

    schema_tag = "games"

    filterset_class = GameFilter
    lookup_value_regex = r"[0-9]{1,12}"
    access_by_action = {
        "final_scores": Access.SCORE,
        "clear_final_scores": Access.SCORE,
        "finish": Access.SCORE,
        "resume": Access.SCORE,
        "audit": Access.SCORE,
        "import_tenhou": Access.SCORE,
        "substitute": Access.MANAGE,
    }

    def get_queryset(self) -> QuerySet[Game]:
        if self.schema_only:
            return Game.objects.none()
        if self.action == "list":
            return games_of(self.tournament)
        return games_with_results(self.tournament)

    def get_serializer_class(self) -> type:
        return s.GameSerializer if self.action == "list" else s.GameDetailSerializer

    def _detail(self, game: Game) -> Response:
        return Response(s.GameDetailSerializer(self.get_queryset().get(pk=game.pk)).data)

    @extend_schema(request=s.FinalScoresSerializer, responses={200: s.GameDetailSerializer})
    @action(detail=True, methods=["post"], url_path="final-scores")
    def final_scores(self, request: Request, slug: str, pk: str) -> Response:
        """Record the game by its final table scores only (E S W N of the first hand)."""
        game = self.get_object()

        def run() -> Response:
            data = valid_input(s.FinalScoresSerializer, request)
            game_record_final_scores(
                game=game,
                scores=data["scores"],
                deposits_left=data["deposits_left"],
                chombo=data.get("chombo"),
                by=request.user,
                replaces=data.get("replaces", ANY_SCORES),
            )
            return self._detail(game)

        return idempotent(request, run)

    @extend_schema(
        request=None,
        parameters=[
            OpenApiParameter(
                "replaces",
                str,
                description="The four scores you saw, comma-separated (`40000,30000,20000,10000`): "
                "when someone saved other scores meanwhile, 400 under `scores` instead of clearing them.",
            )
        ],
        responses={204: OpenApiResponse(description="Cleared: the game has no result again.")},
    )
    @final_scores.mapping.delete
    @idempotent_write
    def clear_final_scores(self, request: Request, slug: str, pk: str) -> Response:
        """Take back the game's final scores: it has no result again, and may then be entered anew,
        by final scores or hand by hand (a feature table). 400 under `game` when it has no final
        scores, or its round is finished."""
        game = self.get_object()
        sent = request.query_params.get("replaces")
        replaces: object = ANY_SCORES if sent is None else _four_scores("replaces", sent)
        game_clear_final_scores(game=game, by=request.user, replaces=replaces)
        return Response(status=status.HTTP_204_NO_CONTENT)

    # the seats by initial wind, as the final-scores service names them ("Ann (East)"): a refused
    # item of `scores` or `chombo` is named so too (tournaments.api.errors)
    def item_names(self, field: str) -> list[str] | None:
        if self.action != "final_scores" or field not in ("scores", "chombo", "replaces"):
            return None
        return seat_labels(self.get_object())

    @extend_schema(request=None, responses={200: s.GameDetailSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def finish(self, request: Request, slug: str, pk: str) -> Response:
        """End a hand-by-hand game before its natural end (time limit): the scores now are final."""
        game = self.get_object()
        game_finish(game=game, by=request.user)
        return self._detail(game)

    @extend_schema(request=None, responses={200: s.GameDetailSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def resume(self, request: Request, slug: str, pk: str) -> Response:
        """Take back an early end (finish): the game goes on from its last hand (400 otherwise)."""
        game = self.get_object()
        game_resume(game=game, by=request.user)
        return self._detail(game)

    @extend_schema(request=None, responses={200: s.AuditEntrySerializer(many=True)})
    @action(detail=True, methods=["get"])
    def audit(self, request: Request, slug: str, pk: str) -> Response:
        """Every change to this game's results: who, when, before and after (staff only)."""
        game = self.get_object()
        entries = AuditEntry.objects.filter(game=game).select_related("user").order_by("-created_at", "-id")
        page = self.paginate_queryset(entries)
        serializer = s.AuditEntrySerializer(page, many=True)
        return self.get_paginated_response(serializer.data)

    @extend_schema(request=None, responses={200: s.GameTimelineSerializer})
    @action(detail=True, methods=["get"])
    def timeline(self, request: Request, slug: str, pk: str) -> Response:
        """The game hand by hand: each record with the deltas, scores, honba and deposits after it."""
        # The selector reads seats, hands and results itself; the game needs only its relations.
        game = get_object_or_404(
            Game.objects.select_related("tournament", "round", "table"), tournament=self.tournament, pk=pk
        )
        return Response(s.GameTimelineSerializer(game_detail(game=game)).data)

    @extend_schema(request=s.ImportSerializer, responses={200: s.GameDetailSerializer})
    @action(
        detail=True,
        methods=["post"],
        url_path="import",
        parser_classes=[MultiPartParser, FormParser, JSONBodyParser],
    )
    @idempotent_write
    def import_tenhou(self, request: Request, slug: str, pk: str) -> Response:
        """Fill an empty game with a whole Tenhou game; every hand is re-scored under the event's rules."""
        game = self.get_object()
        data = valid_input(s.ImportSerializer, request)
        upload = data.get("file")
        content = upload.read() if upload is not None else data["content"]
        filename = upload.name if upload is not None else ""
        game_import_tenhou(
            game=game,
            content=content,
            filename=filename,
            by=request.user,
            accept_differences=data["accept_differences"],
        )
        return self._detail(game)

    @extend_schema(request=s.SubstituteSerializer, responses={200: s.GameDetailSerializer})
    @action(detail=True, methods=["post"])
    @idempotent_write
    def substitute(self, request: Request, slug: str, pk: str) -> Response:
        """Seat a substitute in place of the player at one wind of this game (usually one who dropped)."""
        game = self.get_object()
        data = valid_input(s.SubstituteSerializer, request)
        seat = Seat.objects.get(table_id=game.table_id, wind=WIND_LETTERS.index(data["wind"]))
        registration = Registration.objects.filter(tournament=self.tournament, number=data["player"]).first()
        if registration is None:
            raise ServiceError("player", f"this event has no player {data['player']}")
        substitute_seat(seat=seat, substitute=registration, by=request.user)
        return self._detail(game)


def _four_scores(field: str, text: str) -> list[int]:
    """Four whole scores from a query parameter ("40000,30000,20000,10000")."""
    parts = [part.strip() for part in text.split(",")]
    if len(parts) != 4 or not all(re.fullmatch(r"[-+]?\d{1,7}", part) for part in parts):
        raise ServiceError(field, "expected four whole scores separated by commas, E S W N")
    return [int(part) for part in parts]
