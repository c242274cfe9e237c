"""Sign in and sign up: plain username and password accounts; roles come per event from its owner."""

import unicodedata
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.views import LoginView
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django_ratelimit.core import get_usage
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from tournaments.forms import SignUpForm


def _login_key(group: str, request: HttpRequest) -> str:
    # Per address and account: a guesser is slowed down without locking the account for everyone.
    # The username is normalised as the sign-in form does (NFKC) and case-folded, as sign-in finds
    # the account in any case (tournaments.auth_backends), so every spelling of one account shares a
    # counter. upper() first, so the key folds at least as much as the database's iexact match
    # (PostgreSQL's UPPER() may make "ı" and "i" one letter; casefold() alone keeps them apart).
    username = unicodedata.normalize("NFKC", request.POST.get("username", "")).strip().upper().casefold()
    # The address is DRF's throttle identity: REMOTE_ADDR, or from X-Forwarded-For behind NUM_PROXIES.
    return f"{BaseThrottle().get_ident(Request(request)) or ''}:{username}"


class ThrottledLoginView(LoginView):
    """Django's sign-in, refusing (429) after LOGIN_FAILURE_RATE failed attempts for one username
    from one address; only failures count, so a right password is never slowed down."""

    redirect_authenticated_user = True

    def _failures(self, increment: bool) -> dict[str, Any] | None:
        return get_usage(
            self.request,
            group="login",
            key=_login_key,
            rate=settings.LOGIN_FAILURE_RATE,
            method="POST",
            increment=increment,
        )

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        usage = self._failures(increment=False)
        # a limit of 0 means the cache could not be used: sign-in stays open rather than shut for all
        if usage and usage["limit"] and usage["count"] >= usage["limit"]:
            minutes = max(1, -(-usage["time_left"] // 60))
            form = self.get_form()
            form.is_bound = False  # shown empty with the notice, not validated
            context = self.get_context_data(form=form, throttled_minutes=minutes)
            return self.render_to_response(context, status=429)
        return super().post(request, *args, **kwargs)

    def form_invalid(self, form: Any) -> HttpResponse:
        self._failures(increment=True)
        return super().form_invalid(form)


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
            # a player signs up to follow their own games: what they need is their account linked to
            # their registration, not a role (which would let them enter results)
            _(
                "Welcome, %(user)s. Playing in an event? Ask its organizer to link your account to your "
                "registration: your table and games are then one tap away. Running one? Create an event."
            )
            % {"user": user.get_username()},
        )
        return redirect(next_url or "home")
    return render(request, "registration/signup.html", {"form": form, "next": next_url})
