"""The create page for a league: a first-time organizer created a weekly league ranked by total
points with four rounds planned (the tournament defaults), then found members who had not played
ranked above everyone who had lost; and chose a rulebook by name alone."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.browser import PHONE, sign_in
from tournaments.models import Tournament

FIELDS = {
    "preset": "mleague",
    "kind": "league",
    "visibility": "public",
    "entry_mode": "hands",
    "rounds_planned": 0,
    "empty_seats": "sit_out",
}


@pytest.mark.django_db
def test_each_preset_says_its_points_uma_and_red_fives(client: Client, owner: Any) -> None:
    client.force_login(owner)
    page = client.get(reverse("event_create")).content.decode()
    # rules.md section 9: M.League 25,000 / 30,000, uma 30/10; WRC 30,000 start, no red fives
    assert "start 25,000, return 30,000 · uma +30 / +10 / −10 / −30 · 3 red fives" in page
    assert "start 30,000, return 30,000 · uma +15 / +5 / −5 / −15 · no red fives" in page


@pytest.mark.django_db
def test_a_league_can_be_created_ranked_by_average_over_a_minimum_of_games(
    client: Client, owner: Any
) -> None:
    client.force_login(owner)
    client.post(
        reverse("event_create"), {"name": "Bar League", **FIELDS, "ranking": "average", "min_games": 3}
    )
    event = Tournament.objects.get(name="Bar League")
    assert (event.ranking, event.min_games) == ("average", 3)


@pytest.mark.django_db
def test_a_bad_minimum_is_refused_naming_the_field(client: Client, owner: Any) -> None:
    client.force_login(owner)
    response = client.post(reverse("event_create"), {"name": "Bar League", **FIELDS, "min_games": -1})
    assert response.status_code == 200
    assert "min_games" in response.context["form"].errors
    assert not Tournament.objects.exists()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_picking_league_sets_league_defaults_and_keeps_what_was_typed(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    django_user_model.objects.create_user("owner", password="pw-owner-1")
    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}/new/")
    page.fill("#id_name", "Wednesday League")
    page.fill("#id_min_games", "2")  # typed by hand before the kind: it stays
    page.select_option("#id_kind", "league")
    assert page.input_value("#id_rounds_planned") == "0"
    assert page.input_value("#id_ranking") == "average"
    assert page.input_value("#id_min_games") == "2"
    assert page.input_value("#id_empty_seats") == "sit_out"
    page.select_option("#id_kind", "tournament")
    assert page.input_value("#id_rounds_planned") == "4"
    assert page.input_value("#id_ranking") == "total"
    page.select_option("#id_kind", "league")
    page.click("form button.primary")
    page.wait_for_url("**/manage/rules/")
    event = Tournament.objects.get(name="Wednesday League")
    assert (event.kind, event.rounds_planned, event.ranking, event.min_games) == ("league", 0, "average", 2)
    assert event.empty_seats == "sit_out"
    page.context.close()
