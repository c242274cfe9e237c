"""The HTML pages let through what the API refused: a 100,000-character event description (which
the API then refused to take back), and a penalty's cancel reason cut silently at 300 characters or
holding a NUL byte (PostgreSQL refuses it: a 500 there). One limit now, in the services."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tests.site.test_event_edit import _form
from tournaments import services
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db


def test_an_event_description_over_5000_characters_is_a_form_error(client: Client, owner: Any) -> None:
    event = make_event(owner)
    client.force_login(owner)
    response = client.post(reverse("event_edit", args=[event.slug]), _form(event, description="x" * 5001))
    assert response.status_code == 200
    assert "Ensure this value has at most 5000 characters (it has 5001)." in response.content.decode()
    event.refresh_from_db()
    assert event.description == ""
    with pytest.raises(ServiceError, match="description: is longer than 5000 characters"):
        services.tournament_update(tournament=event, description="x" * 5001, by=owner)
    with pytest.raises(ServiceError, match=r"description: contains a control character \(U\+0000\)"):
        services.tournament_update(tournament=event, description="a\x00b", by=owner)


@pytest.mark.parametrize(
    ("reason", "said"),
    [("x" * 301, "is longer than 300 characters"), ("late\x00", "contains a control character (u+0000)")],
)
def test_a_cancel_reason_is_checked_like_the_penalty_reason(
    client: Client, owner: Any, reason: str, said: str
) -> None:
    event = make_event(owner)
    penalty = services.penalty_add(
        registration=event.registrations.get(number=1), amount=-5, reason="late", by=owner
    )
    client.force_login(owner)
    response = client.post(
        reverse("penalty_cancel", args=[event.slug, penalty.pk]), {"reason": reason}, follow=True
    )
    assert said in response.content.decode().lower(), [str(m) for m in response.context["messages"]]
    penalty.refresh_from_db()
    assert not penalty.is_cancelled and penalty.cancel_reason == ""


def test_the_refusal_reads_in_the_page_language(client: Client, owner: Any) -> None:
    event = make_event(owner)
    penalty = services.penalty_add(
        registration=event.registrations.get(number=1), amount=-5, reason="late", by=owner
    )
    client.force_login(owner)
    client.cookies["django_language"] = "ja"
    url = reverse("penalty_cancel", args=[event.slug, penalty.pk])
    page = client.post(url, {"reason": "late\x00"}, follow=True).content.decode()
    assert "制御文字（U+0000）が含まれています" in page
