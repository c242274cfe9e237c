"""POST /api/hand/: the hand calculator, the same request and result as `python -m scoring hand`.

A well-formed request answers 200 with the result, legal or not (an illegal hand is an answer:
{"legal": false, "errors": [...]}); a malformed one (a field of the wrong type, tiles not in
compact notation, an unknown ruleset) answers 400 naming each field.
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import APIView

from scoring.clip import clip
from scoring.engine.presets import PRESETS
from scoring.engine.request import evaluate_request
from scoring.engine.rules import ruleset_to_dict
from scoring.serializers import HandRequestSerializer, HandResultSerializer, PresetSerializer

NON_FIELD = api_settings.NON_FIELD_ERRORS_KEY


def _by_field(errors: list[str]) -> dict[str, list[str]]:
    """ "field: problem" messages as {"field": ["problem"]}, the shape of every API error; a rule of an
    inline ruleset ("ruleset.uma: ...") under the field sent, `ruleset` ("uma: ..."); others (a body
    that is not an object) under non_field_errors."""
    out: dict[str, list[str]] = {}
    for message in errors:
        field, sep, rest = message.partition(": ")
        if sep and field and " " not in field:
            key, dot, rule = field.partition(".")
            if key == "request":
                out.setdefault(NON_FIELD, []).append(rest)
            else:
                out.setdefault(key, []).append(f"{rule}: {rest}" if dot else rest)
        else:
            out.setdefault(NON_FIELD, []).append(message)
    return out


class HandCalculatorView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        request=HandRequestSerializer,
        responses={200: HandResultSerializer},
        examples=[
            OpenApiExample(
                "Riichi tsumo",
                value={
                    "ruleset": "tenhou",
                    "hand": "234m406p567s11z345p",
                    "win": "5p",
                    "tsumo": True,
                    "riichi": True,
                    "seat": "S",
                    "round": "E",
                },
                request_only=True,
            )
        ],
    )
    def post(self, request: Request) -> Response:
        """Evaluate one hand (tiles or quick entry): legality, yaku, han, fu, limit and every player's
        payment with honba and deposits. Keys as in docs/hand-format.md (`python -m scoring hand`)."""
        result, malformed = evaluate_request(request.data)
        if malformed:
            return Response(_by_field([clip(e) for e in result.errors]), status=status.HTTP_400_BAD_REQUEST)
        return Response(result.to_json())


class PresetListView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses={200: PresetSerializer(many=True)})
    def get(self, request: Request) -> Response:
        """The rule presets an event can start from, each with all its ruleset fields."""
        presets = [{"name": name, "ruleset": ruleset_to_dict(r)} for name, r in sorted(PRESETS.items())]
        return Response(PresetSerializer(presets, many=True).data)
