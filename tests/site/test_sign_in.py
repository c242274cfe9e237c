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
        page = response.content.decode()
        said = '<div class="errorlist" role="alert" id="sign-in-problem">Wrong username or password.</div>'
        assert said in page
        assert page.count('aria-invalid="true" aria-describedby="sign-in-problem"') == 2

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


@override_settings(LOGIN_FAILURE_RATE="3/15m")
def test_look_alike_spellings_of_a_username_share_one_counter(django_user_model: Any) -> None:
    user = _user(django_user_model)
    fullwidth = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in user.username)
    for name in (fullwidth, user.username, fullwidth):  # NFKC makes them the same account
        _sign_in(Client(), name, "guess")

    assert _sign_in(Client(), user.username, "right-pw-1").status_code == 429


def test_behind_a_trusted_proxy_the_forwarded_address_is_the_client(
    django_user_model: Any, settings: Any
) -> None:
    settings.LOGIN_FAILURE_RATE = "3/15m"
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    user = _user(django_user_model)

    def through_proxy(client_ip: str, password: str) -> Any:
        return Client().post(
            reverse("login"),
            {"username": user.username, "password": password},
            REMOTE_ADDR="10.0.0.1",  # the proxy, the same for everyone
            HTTP_X_FORWARDED_FOR=client_ip,
        )

    for _ in range(3):
        through_proxy("203.0.113.50", "guess")

    assert through_proxy("203.0.113.50", "right-pw-1").status_code == 429
    assert through_proxy("198.51.100.9", "right-pw-1").status_code == 302  # the owner is not locked out


def test_empty_fields_are_named_not_silently_refused() -> None:
    # a sign-in sent with both fields empty (the browser's own check bypassed) showed the form again
    # with no message at all
    page = Client().post(reverse("login"), {"username": "", "password": ""}).content.decode()
    username, password = page.split('id="id_username"')[1], page.split('id="id_password"')[1]
    assert "This field is required." in username.split("</div>")[0]
    assert "This field is required." in password.split("</div>")[0]


def test_a_too_short_password_is_said_under_the_password_not_under_password_again() -> None:
    response = Client().post(
        reverse("signup"), {"username": "newcomer", "password1": "abc", "password2": "abc"}
    )
    errors = response.context["form"].errors
    assert "too short" in " ".join(errors["password1"])
    assert "password2" not in errors
    # two different passwords: that one is said where the second was typed
    response = Client().post(
        reverse("signup"),
        {"username": "newcomer", "password1": "Xk3!rt-long-pw", "password2": "Xk3!rt-long-px"},
    )
    assert "didn’t match" in " ".join(response.context["form"].errors["password2"])
