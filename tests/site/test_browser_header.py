"""The header on a phone inside an event: the event's name is the thing to read there, so the site's
name gives way to its icon (still named for screen readers) and the event's name is not cut off."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import sign_in
from tests.site.conftest import make_event

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize(("width", "language"), [(390, "en"), (340, "en"), (390, "ja")])
def test_the_event_name_fits_the_phone_header_on_the_event_pages(
    live_server: Any, browser: Any, django_user_model: Any, width: int, language: str
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, name="Demo Riichi Open")
    context = browser.new_context(viewport={"width": width, "height": 800}, has_touch=True)
    context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    page = context.new_page()
    sign_in(page, live_server.url)
    for path in (f"/t/{event.slug}/", f"/t/{event.slug}/manage/players/"):
        page.goto(live_server.url + path)
        crumb = page.locator(".top .crumb")
        assert crumb.is_visible(), path  # it was hidden below 361 px
        if width >= 390:  # "Demo Riichi Open" was cut to "Demo…" beside "Riichi league"
            assert crumb.evaluate("e => e.scrollWidth <= e.clientWidth"), path
        brand = page.get_by_role("link", name="立直リーグ" if language == "ja" else "Riichi league")
        assert brand.is_visible() and brand.bounding_box()["height"] >= 44
    # the home page, with no event's name to show, keeps the site's name in words
    page.goto(live_server.url + "/")
    assert page.locator(".top .brand-name").bounding_box()["width"] > 50
