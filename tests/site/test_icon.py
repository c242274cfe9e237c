"""Every page names the site's icon (a phone's bookmark showed a blank square); /favicon.ico, which
some browsers and bookmark tools ask for anyway, was a 404."""

from __future__ import annotations

import pytest
from django.contrib.staticfiles import finders
from django.test import Client

pytestmark = pytest.mark.django_db


def test_pages_name_the_icon_and_favicon_ico_leads_to_it(client: Client) -> None:
    page = client.get("/").content.decode()
    assert '<link rel="icon" href="/static/img/icon.svg" type="image/svg+xml">' in page
    assert finders.find("img/icon.svg") is not None
    response = client.get("/favicon.ico")
    assert response.status_code == 301 and response["Location"] == "/static/img/icon.svg"
