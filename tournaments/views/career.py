"""A signed-in player's results in every event they play or played in (the event pages show one)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments import selectors


@login_required
def my_results(request: HttpRequest) -> HttpResponse:
    return render(request, "tournaments/my_results.html", {"career": selectors.my_career(request.user)})
