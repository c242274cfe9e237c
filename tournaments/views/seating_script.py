"""The "scripted" seating page: the organizer pastes the round's tables (from another program, or
drawn by hand) and the seating module's parser checks them (the same text the API's "scripted"
seating accepts); every problem is listed with its line."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from tournaments.models import Registration, RegistrationStatus, Round
from tournaments.permissions import Access
from tournaments.services import rounds as round_services
from tournaments.services.errors import ServiceError
from tournaments.views import messages_i18n
from tournaments.views.common import event_context, event_for
from tournaments.views.public import round_of


def seat_script(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    round_ = round_of(tournament.pk, number)
    active = list(
        Registration.objects.filter(tournament=tournament, status=RegistrationStatus.ACTIVE)
        .select_related("player")
        .order_by("number")
    )
    text = request.POST.get("script", "") if request.method == "POST" else ""
    errors: list[str] = []
    if request.method == "POST":
        try:
            round_services.round_generate_seating(
                round_=round_, method="scripted", script=text, by=request.user
            )
        except ServiceError as error:
            errors = messages_i18n.translate_all(error)
        else:
            messages.success(request, _("Round %(n)s seated.") % {"n": round_.number})
            return redirect("seat_round", tournament.slug, round_.number)
    round_ = Round.objects.get(pk=round_.pk)
    return render(
        request,
        "tournaments/seat_script.html",
        event_context(
            request,
            tournament,
            "manage",
            round=round_,
            script=text,
            errors=errors,
            players=active,
            example=_example(active),
            can_reseat=round_services.round_can_reseat(round_),
        ),
    )


def _example(active: list[Registration]) -> str:
    numbers = [str(r.number) for r in active if not r.is_substitute][:8]
    return "\n".join(" ".join(numbers[i : i + 4]) for i in range(0, len(numbers), 4)) or "1 2 3 4\n5 6 7 8"
