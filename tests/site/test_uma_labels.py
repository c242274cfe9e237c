"""The rules page names each uma field by its place ("Uma by place (thousands) 1" read like a count)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import make_event

pytestmark = pytest.mark.django_db


def test_each_uma_field_names_its_place(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    client.force_login(owner)
    page = client.get(reverse("rules", args=[event.slug])).content.decode()
    for place in ("1st", "2nd", "3rd", "4th"):
        assert f"Uma for {place} place (thousands)" in page
    assert "Uma by place (thousands) 1" not in page
    with translation.override("ja"):
        client.cookies["django_language"] = "ja"
        page = client.get(reverse("rules", args=[event.slug])).content.decode()
    assert "Uma for 1st place" not in page
