"""/api/tournaments/<slug>/games/<game>/hands/: the hand records of one game.

POST the next hand (with its number, so two scorers entering the same hand store it once; an
Idempotency-Key makes a retry safe), PUT to correct an earlier hand (the game is re-folded and every
later hand re-checked), DELETE the last hand to undo it. Every change goes to the audit trail.
"""

from __future__ import annotations

from django.db.models import QuerySet
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, status
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.request import Request
from rest_framework.response import Response

from scoring.engine.ledger import LedgerError, apply
from tournaments import selectors
from tournaments import serializers as s
from tournaments.api.idempotency import HEADER, idempotency_key, idempotent, idempotent_write
from tournaments.api.inputs import valid_input
from tournaments.api.scoping import ScopedViewSet
from tournaments.models import Game, HandRecord
from tournaments.permissions import Access
from tournaments.services.errors import ServiceError
from tournaments.services.games import (
    game_edit_hand,
    game_record_hand,
    game_undo_last_hand,
    state_to_json,
)
from tournaments.services.hand_json import hand_from_json
from tournaments.services.tournaments import tournament_ruleset


class HandViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, ScopedViewSet):
    """The hand records of one game, numbered from 1, as entered (the game JSON record format)."""

    schema_tag = "hands"

    serializer_class = s.HandRecordSerializer
    lookup_field = "number"
    lookup_value_regex = r"[0-9]{1,4}"
    pagination_class = None  # a game has a few dozen hands at most
    write_access = Access.SCORE
    access_by_action = {"preview": Access.SCORE}
    not_idempotent = ("preview",)  # it stores nothing: no Idempotency-Key to honour

    def game(self) -> Game:
        return get_object_or_404(Game, tournament=self.tournament, pk=self.kwargs["game"])

    def get_queryset(self) -> QuerySet[HandRecord]:
        if self.schema_only:
            return HandRecord.objects.none()
        return HandRecord.objects.filter(game=self.game()).order_by("number")

    @extend_schema(request=s.HandCreateSerializer, responses={201: s.HandRecordSerializer})
    def create(self, request: Request, slug: str, game: str) -> Response:
        """Record the next hand after the ledger accepts it against the game so far."""
        the_game = self.game()

        def run() -> Response:
            data = valid_input(s.HandCreateSerializer, request)
            try:
                hand = game_record_hand(
                    game=the_game,
                    number=data["number"],
                    record=data["record"],
                    idempotency_key=idempotency_key(request),
                    by=request.user,
                )
            except ServiceError as error:
                if error.field != "idempotency_key":
                    raise
                # named as the request names it, the header, as every other answer about the key does
                raise ServiceError(HEADER, error.messages) from error
            return Response(s.HandRecordSerializer(hand).data, status=status.HTTP_201_CREATED)

        return idempotent(request, run)

    def _with_hand(self, number: str) -> Game:
        """The game, when it has hand `number`: else 404, as reading that hand answers (it was a 400)."""
        the_game = self.game()
        if not HandRecord.objects.filter(game=the_game, number=int(number)).exists():
            raise NotFound("No such hand.")
        return the_game

    @extend_schema(request=s.HandInputSerializer, responses={200: s.HandRecordSerializer})
    @idempotent_write
    def update(self, request: Request, slug: str, game: str, number: str) -> Response:
        """Correct an earlier hand; refused, naming the hand, if it makes a later hand impossible."""
        the_game = self._with_hand(number)
        data = valid_input(s.HandInputSerializer, request)
        hand = game_edit_hand(game=the_game, number=int(number), record=data["record"], by=request.user)
        return Response(s.HandRecordSerializer(hand).data)

    @extend_schema(request=None, responses={204: OpenApiResponse(description="The hand was removed.")})
    @idempotent_write
    def destroy(self, request: Request, slug: str, game: str, number: str) -> Response:
        """Undo the last hand (only if hand `number` is still the last one)."""
        game_undo_last_hand(game=self._with_hand(number), number=int(number), by=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(request=s.HandCreateSerializer, responses={200: s.HandPreviewSerializer})
    @action(detail=False, methods=["post"])
    def preview(self, request: Request, slug: str, game: str) -> Response:
        """What hand `number` would do if saved (nothing is stored): legal or why not, each seat's
        payment, and the table after it. For a correction, later hands are checked only on saving."""
        the_game = self.game()
        data = valid_input(s.HandCreateSerializer, request)
        number = data["number"]
        if number > the_game.hand_count + 1:
            raise ServiceError("number", f"hand {the_game.hand_count + 1} is the next hand, not {number}")
        ruleset = tournament_ruleset(the_game.tournament)
        before = selectors.game_states(the_game, upto=number)[-1]
        try:
            after = apply(before, hand_from_json(data["record"]), ruleset)
        except LedgerError as exc:
            return Response({"legal": False, "errors": [exc.reason]})
        return Response(
            {
                "legal": True,
                "errors": [],
                "deltas": list(after.deltas),
                "after": state_to_json(after, ruleset),
            }
        )
