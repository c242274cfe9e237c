"""GET /api/me/results/: the signed-in player's results over every event they play in (as /me/)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from tournaments import selectors
from tournaments.serializers import CareerSerializer


class MyResultsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: CareerSerializer})
    def get(self, request: Request) -> Response:
        """The events the account's player plays or played in, newest first, each with their rank,
        points and games; and their statistics summed over those events (points are not: events
        with other rules do not add up). `player` is null for an account tied to no player."""
        return Response(CareerSerializer(selectors.my_career(request.user)).data)
