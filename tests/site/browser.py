"""Shared set-up for the browser tests: Debian's chromium driven by Playwright, never a downloaded browser.

Outside CI the tests skip when /usr/bin/chromium is missing; with CI=true a missing browser fails.
Screenshots go to artifacts/screenshots/ (kept by CI as artifacts, ignored by git).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Playwright's sync API runs an event loop in this thread; Django then refuses ORM calls from the
# test body unless told that this is fine (the live server runs in its own thread).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}


def needs_chromium() -> None:
    if not CHROMIUM.exists() and os.environ.get("CI") != "true":
        pytest.skip("needs Debian chromium at /usr/bin/chromium")


def launch() -> Iterator[Any]:
    """A headless chromium for the duration of a fixture (see conftest.browser)."""
    needs_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


def shoot(page: Any, name: str) -> Path:
    """A full-page screenshot named after the step and the viewport width."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}-{page.viewport_size['width']}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def sign_in(page: Any, base: str, username: str = "owner", password: str = "pw-owner-1") -> None:
    """Sign in through the login form and wait for the home page."""
    page.goto(f"{base}/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("form button.primary")
    page.wait_for_url(f"{base}/")


def south_rons_west_by_tiles(page: Any) -> None:
    """On a hand-entry page: a ron by South from West, South's hand to be given by its tiles."""
    page.click("[data-name=kind-ron]")
    page.click("#step-winner [data-name=seat-1]")
    page.click("#step-discarder [data-name=seat-2]")
    page.click("#win-1 [data-name=mode-tiles]")


def entry_page(live_server: Any, browser: Any, django_user_model: Any, preset: str, **context: Any) -> Any:
    """A 390 px phone signed in as the owner of a new four-player event of `preset`, on the entry
    page of its first game (round 1 seated)."""
    from tests.site.conftest import first_game, make_event, seat_next_round

    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, preset=preset)
    game = first_game(seat_next_round(event, owner))
    page = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US", **context).new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/enter/")
    return page


def pressed(page: Any, scope: str) -> list[str]:
    """The names (data-name) of the buttons pressed inside `scope`, a CSS selector ("#step-riichi")."""
    return page.locator(f"{scope} [aria-pressed='true']").evaluate_all("els => els.map(e => e.dataset.name)")
