"""A username is one account whatever its case, everywhere: sign-up refuses "kenji" once "Kenji" exists,
so sign-in, the token endpoint, the staff form and the API's members find "Kenji" typed "KENJI" (phones
capitalize the first letter). Accounts that differ only in case (made before sign-up refused them) keep
their exact spelling, and a spelling matching several of them but none exactly finds no one."""

import uuid
from typing import Any

import pytest
from django.contrib.auth import authenticate
from django.test import Client, override_settings
from django.urls import reverse
from rest_framework.test import APIClient

from tests.site.conftest import make_event
from tournaments.auth_backends import user_by_username
from tournaments.models import Membership

pytestmark = pytest.mark.django_db

NO_AUTOCORRECT = ('autocapitalize="none"', 'autocorrect="off"', 'spellcheck="false"')


@pytest.fixture(autouse=True)
def _fast_hashing(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def _name(stem: str = "Kenji") -> str:
    # A fresh name each run: the sign-in counters live in the shared cache (Redis in CI).
    return f"{stem}-{uuid.uuid4().hex[:8]}"


def _sign_in(client: Client, username: str, password: str, address: str = "203.0.113.8") -> Any:
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address)


def _signed_in_as(client: Client) -> Any:
    return client.session.get("_auth_user_id")


def test_sign_in_accepts_the_username_in_any_case(django_user_model: Any) -> None:
    name = _name()
    user = django_user_model.objects.create_user(name, password="right-pw-1")
    for typed in (name.upper(), name.lower(), name):
        client = Client()
        response = _sign_in(client, typed, "right-pw-1")
        assert response.status_code == 302, typed
        assert _signed_in_as(client) == str(user.pk)


def test_a_wrong_password_in_another_case_is_still_wrong(django_user_model: Any) -> None:
    name = _name()
    django_user_model.objects.create_user(name, password="right-pw-1")
    client = Client()
    response = _sign_in(client, name.upper(), "guess")
    assert response.status_code == 200
    assert "Wrong username or password." in response.content.decode()
    assert _signed_in_as(client) is None


def test_an_inactive_account_cannot_sign_in_in_any_case(django_user_model: Any) -> None:
    name = _name()
    django_user_model.objects.create_user(name, password="right-pw-1", is_active=False)
    assert authenticate(None, username=name.upper(), password="right-pw-1") is None
    assert _sign_in(Client(), name.upper(), "right-pw-1").status_code == 200


def test_signing_up_then_signing_in_as_a_phone_types_it() -> None:
    name = _name("kenji").lower()
    signup = Client().post(
        reverse("signup"), {"username": name, "password1": "long-pass-77", "password2": "long-pass-77"}
    )
    assert signup.status_code == 302
    twin = Client().post(
        reverse("signup"),
        {"username": name.capitalize(), "password1": "long-pass-77", "password2": "long-pass-77"},
    )
    assert twin.status_code == 200  # sign-up already treats the names as one
    assert "already exists" in twin.content.decode()

    assert _sign_in(Client(), name.capitalize(), "long-pass-77").status_code == 302


def test_accounts_differing_only_in_case_keep_their_exact_spelling(django_user_model: Any) -> None:
    name = _name().lower()
    lower = django_user_model.objects.create_user(name, password="lower-pw-1")
    capital = django_user_model.objects.create_user(name.capitalize(), password="capital-pw-1")

    assert authenticate(None, username=name, password="lower-pw-1") == lower
    assert authenticate(None, username=name.capitalize(), password="capital-pw-1") == capital
    # the exact spelling wins: the other account's password does not open it
    assert authenticate(None, username=name, password="capital-pw-1") is None
    # matching both and neither exactly: no guess
    assert authenticate(None, username=name.upper(), password="lower-pw-1") is None
    assert authenticate(None, username=name.upper(), password="capital-pw-1") is None

    assert user_by_username(name) == lower
    assert user_by_username(name.capitalize()) == capital
    assert user_by_username(name.upper()) is None


def test_a_name_with_a_nul_finds_no_one(django_user_model: Any) -> None:
    django_user_model.objects.create_user("nul", password="right-pw-1")
    assert user_by_username("nul\x00") is None
    assert authenticate(None, username="nul\x00", password="right-pw-1") is None


@override_settings(LOGIN_FAILURE_RATE="3/15m")
def test_every_case_of_a_username_shares_one_failure_counter(django_user_model: Any) -> None:
    name = _name()
    django_user_model.objects.create_user(name, password="right-pw-1")
    for typed in (name.upper(), name.lower(), name.capitalize()):  # one account, three spellings
        assert _sign_in(Client(), typed, "guess").status_code == 200

    response = _sign_in(Client(), name, "right-pw-1")
    assert response.status_code == 429
    assert "Too many failed sign-ins for this account from here" in response.content.decode()
    # another address is not held back
    assert _sign_in(Client(), name.upper(), "right-pw-1", address="198.51.100.8").status_code == 302


def test_the_token_endpoint_accepts_the_username_in_any_case(django_user_model: Any) -> None:
    name = _name()
    django_user_model.objects.create_user(name, password="right-pw-1")
    response = APIClient().post("/api/auth/token/", {"username": name.upper(), "password": "right-pw-1"})
    assert response.status_code == 200, response.json()
    assert response.json()["token"]


def test_the_staff_form_finds_the_account_in_any_case(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    mika = django_user_model.objects.create_user("mika")
    event = make_event(owner, players=0)
    client.force_login(owner)

    response = client.post(reverse("staff", args=[event.slug]), {"username": "Mika", "role": "scorer"})

    assert response.status_code == 302, response.context["form"].errors
    assert Membership.objects.get(tournament=event, user=mika).role == "scorer"
    assert "mika is now scorer of the event." in client.get(response["Location"]).content.decode()


def test_the_staff_form_prefers_the_exact_spelling_and_still_names_unknown_accounts(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    django_user_model.objects.create_user("mika")
    capital = django_user_model.objects.create_user("Mika")
    event = make_event(owner, players=0)
    client.force_login(owner)

    client.post(reverse("staff", args=[event.slug]), {"username": "Mika", "role": "organizer"})
    assert list(
        Membership.objects.filter(tournament=event).exclude(user=owner).values_list("user", flat=True)
    ) == [capital.pk]

    response = client.post(reverse("staff", args=[event.slug]), {"username": "Nobody", "role": "scorer"})
    assert response.status_code == 200
    assert response.context["form"].errors["username"] == [
        "No account with that username; ask them to create one first."
    ]


def test_the_api_finds_members_in_any_case(owner: Any, django_user_model: Any) -> None:
    newcomer = django_user_model.objects.create_user("newcomer")
    event = make_event(owner, players=0)
    api = APIClient()
    api.force_authenticate(owner)
    members = f"/api/tournaments/{event.slug}/members/"

    added = api.post(members, {"username": "Newcomer", "role": "scorer"}, format="json")
    assert added.status_code == 201, added.json()
    assert Membership.objects.get(tournament=event, user=newcomer).role == "scorer"

    removed = api.delete(f"{members}NEWCOMER/")
    assert removed.status_code == 204
    assert not Membership.objects.filter(tournament=event, user=newcomer).exists()


def test_typed_names_are_not_capitalized_or_corrected_by_phones(client: Client, owner: Any) -> None:
    for page in (reverse("login"), reverse("signup")):
        username_input = _input(Client().get(page).content.decode(), 'name="username"')
        assert all(attr in username_input for attr in NO_AUTOCORRECT), (page, username_input)

    event = make_event(owner, players=0)
    client.force_login(owner)
    staff = _input(client.get(reverse("staff", args=[event.slug])).content.decode(), 'name="username"')
    confirm = _input(
        client.get(reverse("event_delete", args=[event.slug])).content.decode(), 'name="confirm_slug"'
    )
    for tag in (staff, confirm):
        assert all(attr in tag for attr in NO_AUTOCORRECT), tag


def _input(html: str, name_attr: str) -> str:
    start = html.index(name_attr)
    return html[html.rindex("<input", 0, start) : html.index(">", start) + 1]
