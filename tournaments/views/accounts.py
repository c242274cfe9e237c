"""Sign up: a plain username and password account; roles come per event from its owner."""

from django.contrib import messages
from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _

from tournaments.forms import SignUpForm


def signup(request: HttpRequest) -> HttpResponse:
    next_url = request.POST.get("next") or request.GET.get("next") or ""
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}):
        next_url = ""
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        messages.success(
            request,
            _("Welcome, %(user)s. Create an event, or ask an organizer to give you a role in theirs.")
            % {"user": user.get_username()},
        )
        return redirect(next_url or "home")
    return render(request, "registration/signup.html", {"form": form, "next": next_url})
