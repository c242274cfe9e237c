"""Every page a player, scorer or organizer uses passes axe-core's accessibility checks on a phone
(labels, names of links and buttons, contrast, landmarks, table headers, ARIA): a page that a
screen reader cannot read, or whose text is too faint to read at a table, fails here, with the rule
and the element named."""

from __future__ import annotations

from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.urls import reverse

from tests.site.browser import PHONE, sign_in
from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _ron(winner: int, discarder: int) -> dict[str, Any]:
    hand = {"han": 3, "fu": 30, "yaku": ["riichi", "tanyao", "pinfu"], "dora_count": 0}
    return {
        "kind": "ron",
        "discarder": discarder,
        "riichi": [winner],
        "wins": [{"winner": winner, "hand": hand}],
    }


def _violations(page: Any, url: str) -> list[str]:
    response = page.goto(url)
    assert response is not None and response.status == 200, url
    found = Axe().run(page).response["violations"]
    return [
        f"{url}: {v['id']} ({v['impact']}) at {', '.join(str(n['target']) for n in v['nodes'][:3])}"
        for v in found
    ]


def test_the_pages_pass_axe_on_a_phone(live_server: Any, browser: Any, django_user_model: Any) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    cup = make_event(owner, players=12, name="Spring Open")
    services.penalty_add(registration=cup.registrations.get(number=3), amount=-10, reason="late", by=owner)
    game = first_game(seat_next_round(cup, owner))
    services.player_register(tournament=cup, name="Sam Spare", is_substitute=True, by=owner)
    services.game_record_hand(game=game, number=1, record=_ron(1, 2), by=owner)
    league = make_event(owner, players=4, name="Club League", kind="league", entry_mode="final")
    final = first_game(seat_next_round(league, owner))
    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    sign_in(page, live_server.url)
    base, slug = live_server.url, cup.slug
    urls = [
        reverse("home"),
        reverse("event_create"),
        reverse("standings", args=[slug]),
        reverse("rounds", args=[slug]),
        reverse("round", args=[slug, 1]),
        reverse("teams", args=[slug]),
        reverse("player", args=[slug, 1]),
        reverse("event_rules", args=[slug]),
        reverse("game", args=[slug, game.pk]),
        reverse("enter", args=[slug, game.pk]),
        reverse("manage", args=[slug]),
        reverse("players", args=[slug]),
        reverse("seat_round", args=[slug, 1]),
        reverse("penalties", args=[slug]),
        reverse("changes", args=[slug]),
        reverse("event_edit", args=[slug]),
        reverse("rules", args=[slug]),
        reverse("staff", args=[slug]),
        reverse("final_scores", args=[league.slug, final.pk]),
        reverse("standings", args=[league.slug]),
    ]
    problems = [problem for url in urls for problem in _violations(page, base + url)]
    assert problems == []
