"""GET /api/me/results/: the signed-in player's results over every event they play in (as /me/)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from tournaments import permissions, selectors
from tournaments.models import Player
from tournaments.serializers import CareerSerializer


class MyResultsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: CareerSerializer})
    def get(self, request: Request) -> Response:
        """The events the account's player plays or played in, newest first, each with their rank,
        points and games; and their statistics summed over those events (points are not: events
        with other rules do not add up). `player` is null for an account tied to no player."""
        user = request.user
        player = Player.objects.filter(user=user).first() if user.is_authenticated else None
        if player is None:
            return Response(CareerSerializer({"player": None, "statistics": None, "events": []}).data)
        visible = permissions.tournaments_visible_to(request.user).values("pk")
        career = selectors.player_career(player_id=player.pk, visible=visible)
        data = {"player": {"id": player.pk, "name": player.name}, **career}
        return Response(CareerSerializer(data).data)
