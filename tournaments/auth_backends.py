"""Usernames are one account whatever their case: sign-up already refuses "kenji" once "Kenji" exists
(Django's UserCreationForm checks username__iexact), so sign-in and finding an account by name (the
staff form, the API's members) match the same way. Phones capitalize the first letter typed.

Accounts made before sign-up refused such twins may differ only in case: the exact spelling then
wins, and a spelling matching several of them but none exactly finds no account rather than guess.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.http import HttpRequest


def user_by_username(username: str) -> Any:
    """The account named `username` in any case (the exact spelling first), or None."""
    # PostgreSQL refuses NUL in text; no username holds one, so answer before asking the database.
    if not username or "\x00" in username:
        return None
    users = get_user_model()._default_manager
    field = get_user_model().USERNAME_FIELD
    exact = users.filter(**{field: username}).first()
    if exact is not None:
        return exact
    matches = list(users.filter(**{f"{field}__iexact": username})[:2])
    return matches[0] if len(matches) == 1 else None


class CaseInsensitiveModelBackend(ModelBackend):
    """Django's ModelBackend, finding the account with user_by_username (exact spelling first)."""

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> Any:
        if username is None:
            username = kwargs.get(get_user_model().USERNAME_FIELD)
        if username is None or password is None:
            return None
        user = user_by_username(username)
        if user is None:
            # Hash anyway, as ModelBackend does, so the time taken does not tell which names exist.
            get_user_model()().set_password(password)
            return None
        if user.check_password(password) and self.user_can_authenticate(user):
            return user
        return None
