"""The "Not allowed" page speaks to who is reading it: an anonymous visitor, who has no account, is
asked to sign in and brought back to the page they wanted; a signed-in user without a role in the
event is told that their account has none."""

from typing import Any
from urllib.parse import quote

import pytest
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.django_db

NO_ROLE = "Your account has no role that allows this in this event."


def test_an_anonymous_visitor_is_asked_to_sign_in_and_sent_back_afterwards(
    client: Client, event: Any
) -> None:
    wanted = reverse("rules", args=[event.slug])
    response = client.get(wanted, {"tab": "a b"})
    assert response.status_code == 403
    page = response.content.decode()
    assert NO_ROLE not in page  # they have no account to have a role
    assert "You are not signed in." in page
    next_url = quote(f"{wanted}?tab=a+b", safe="/")
    assert f'href="{reverse("login")}?next={next_url}"' in page


def test_a_signed_in_user_without_a_role_keeps_the_no_role_text(
    client: Client, event: Any, outsider: Any
) -> None:
    client.force_login(outsider)
    response = client.get(reverse("rules", args=[event.slug]))
    assert response.status_code == 403
    page = response.content.decode()
    assert NO_ROLE in page
    assert "You are not signed in." not in page
    assert 'id="sign-in"' not in page
