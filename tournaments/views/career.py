"""A signed-in player's results in every event they play or played in (the event pages show one)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments import permissions, selectors
from tournaments.models import Player


@login_required
def my_results(request: HttpRequest) -> HttpResponse:
    user = request.user
    player = Player.objects.filter(user=user).first() if user.is_authenticated else None
    career = None
    if player is not None:
        visible = permissions.tournaments_visible_to(request.user).values("pk")
        career = selectors.player_career(player_id=player.pk, visible=visible)
    return render(request, "tournaments/my_results.html", {"player": player, "career": career})
