"""The change log names each rule a change of the rules changed, before and after, as the rules page
words it; it read only "rules changed · rules"."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tests.site.test_audit_targets import _changes
from tests.site.test_organizer_pages import _rules_post
from tournaments import services

pytestmark = pytest.mark.django_db


def test_changed_rules_say_what_changed(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)  # WRC rules: uma 15, 5, -5, -15, no red fives, split ties
    client.force_login(owner)
    data = _rules_post(event, uma_1=20, uma_2=10, uma_3=-10, uma_4=-20, red_fives=3, ties="seat_order")
    data["agari_yame"] = "on"
    data["abortive_draws"] = ["kyuushu", "suufon"]
    response = client.post(reverse("rules", args=[event.slug]), data)
    assert response.status_code == 302
    line = _changes(client, reverse("changes", args=[event.slug]))[0]
    assert "rules changed" in line
    assert (
        "Uma by place (thousands):  15, 5, \u22125, \u221215\u00a0→\u00a020, 10, \u221210, \u221220" in line
    )
    assert "Red fives:  0\u00a0→\u00a03" in line
    assert "Equal final scores:  split the uma\u00a0→\u00a0by seat order" in line
    assert "Agari-yame (last dealer may stop when leading):  No\u00a0→\u00a0Yes" in line
    assert "Abortive draws played:  –\u00a0→\u00a0nine terminals, four winds" in line
    for unchanged in ("Start points", "Ippatsu", "Floating uma", "Oka"):
        assert unchanged not in line
    assert line.count("\u00a0→\u00a0") == 5


def test_a_floating_uma_and_a_rule_set_through_the_api_are_listed_too(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    floating = {"1": [12, -1, -3, -8], "3": [8, 3, 1, -12]}
    services.tournament_update_ruleset(
        tournament=event, changes={"floating_uma": floating, "pao_scope": "yakuman"}, by=owner
    )
    client.force_login(owner)
    line = _changes(client, reverse("changes", args=[event.slug]))[0]
    assert (
        "Floating uma:  none\u00a0→\u00a01 at or above 12 / \u22121 / \u22123 / \u22128; 3 at or above"
        in line
    )
    assert "pao scope:  hand\u00a0→\u00a0yakuman" in line
    assert "Uma by place" not in line
    client.cookies["django_language"] = "ja"
    japanese = _changes(client, reverse("changes", args=[event.slug]))[0]
    assert "1 at or above" not in japanese and "\u00a0→\u00a0" in japanese


def test_the_csv_of_the_log_lists_the_changed_rules(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    services.tournament_update_ruleset(tournament=event, changes={"start_points": 25000, "oka": 20}, by=owner)
    client.force_login(owner)
    text = client.get(reverse("changes_csv", args=[event.slug])).content.decode()
    assert (
        "Start points: 30,000\u00a0→\u00a025,000 / Oka (thousands, to first place): 0\u00a0→\u00a020" in text
    )
