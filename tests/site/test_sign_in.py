"""Sign-in guesses are slowed down per account and address; the right password is never counted."""

import uuid
from typing import Any

import pytest
from django.test import Client, override_settings
from django.urls import reverse

pytestmark = pytest.mark.django_db


def _user(django_user_model: Any) -> Any:
    # A fresh name each run: the counters live in the shared cache (Redis in CI), not the test database.
    return django_user_model.objects.create_user(f"u-{uuid.uuid4().hex[:10]}", password="right-pw-1")


def _sign_in(client: Client, username: str, password: str, address: str = "203.0.113.7") -> Any:
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address)


@override_settings(LOGIN_FAILURE_RATE="3/15m")
def test_after_too_many_failures_even_the_right_password_waits(django_user_model: Any) -> None:
    user, client = _user(django_user_model), Client()
    for _ in range(3):
        response = _sign_in(client, user.username, "guess")
        assert response.status_code == 200
        assert "Wrong username or password." in response.content.decode()

    response = _sign_in(client, user.username, "right-pw-1")

    assert response.status_code == 429
    assert "Too many failed sign-ins for this account from here" in response.content.decode()
    assert "_auth_user_id" not in client.session


@override_settings(LOGIN_FAILURE_RATE="3/15m")
def test_the_limit_is_per_account_and_address(django_user_model: Any) -> None:
    guessed, other = _user(django_user_model), _user(django_user_model)
    for _ in range(3):
        _sign_in(Client(), guessed.username, "guess")

    elsewhere = _sign_in(Client(), guessed.username, "right-pw-1", address="198.51.100.2")
    other_account = _sign_in(Client(), other.username, "right-pw-1")

    assert elsewhere.status_code == 302
    assert other_account.status_code == 302


@override_settings(LOGIN_FAILURE_RATE="3/15m")
def test_successful_sign_ins_are_not_counted(django_user_model: Any) -> None:
    user = _user(django_user_model)
    for _ in range(5):
        assert _sign_in(Client(), user.username, "right-pw-1").status_code == 302
    assert _sign_in(Client(), user.username, "guess").status_code == 200
