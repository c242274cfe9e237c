"""A team event asks optimal seating to keep teammates apart: the setting on Event details and in the
API, and the planned rounds it seats. A walkthrough's round 1 had a table of four Green Dragons."""

from itertools import combinations
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tests.site.test_event_edit import _form
from tournaments import services
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def _teammates_at_tables(event: Any) -> int:
    """Pairs of teammates sharing a table over every planned round."""
    team = dict(event.registrations.values_list("number", "team__name"))
    rounds = event.seating_plan["rounds"].values()
    return sum(team[a] == team[b] for r in rounds for t in r for a, b in combinations(t, 2))


@pytest.mark.parametrize(("apart", "most"), [(True, 0), (False, None)])
def test_optimal_seating_of_a_team_event_keeps_teammates_apart(owner: Any, apart: bool, most: Any) -> None:
    event = make_event(owner, players=0, rounds_planned=4, teams_apart=apart)
    colours = ["Red", "Blue", "Green", "Gold"]
    services.players_register_csv(
        tournament=event, text="\n".join(f"P{n},{colours[n % 4]}" for n in range(1, 17)), by=owner
    )
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="optimal", seed=5, by=owner)
    event.refresh_from_db()
    pairs = _teammates_at_tables(event)
    if apart:  # 16 players, 4 rounds: the plane's fifth parallel class can hold the four teams
        assert pairs == 0
    else:
        assert pairs > 0  # left to chance, teammates meet


def test_the_setting_is_on_event_details_and_in_the_api(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    page = client.get(reverse("event_edit", args=[event.slug])).content.decode()
    assert "Keep teammates apart" in page
    client.post(reverse("event_edit", args=[event.slug]), _form(event, teams_apart="on"))
    event.refresh_from_db()
    assert event.teams_apart is True
    response = client.patch(
        f"/api/tournaments/{event.slug}/", {"teams_apart": "perhaps"}, content_type="application/json"
    )
    assert response.status_code == 400 and "teams_apart" in response.json()
    response = client.patch(
        f"/api/tournaments/{event.slug}/", {"teams_apart": False}, content_type="application/json"
    )
    assert response.status_code == 200 and response.json()["teams_apart"] is False


def test_a_new_event_keeps_teammates_apart_unless_told_otherwise(client: Client, owner: Any) -> None:
    # a walkthrough seated round 1 before finding the setting on Event details: teammates sat together
    client.force_login(owner)
    form = {"name": "Team Cup", "preset": "ema2016", "kind": "tournament", "visibility": "public"}
    form |= {"entry_mode": "hands", "rounds_planned": 4, "empty_seats": "substitutes"}
    client.post(reverse("event_create"), form)
    created = client.post(
        "/api/tournaments/", {"name": "API Cup", "preset": "wrc"}, content_type="application/json"
    )
    assert created.status_code == 201, created.content
    assert created.json()["teams_apart"] is True
    assert Tournament.objects.get(name="Team Cup").teams_apart is True
    assert Tournament.objects.get(name="API Cup").teams_apart is True


def _round_pairs(round_: Any) -> int:
    team = dict(round_.tournament.registrations.values_list("number", "team__name"))
    tables: dict[int, list[int]] = {}
    for table, number in round_.seats.values_list("table__number", "registration__number"):
        tables.setdefault(table, []).append(number)
    return sum(team[a] == team[b] for t in tables.values() for a, b in combinations(t, 2))


@pytest.mark.parametrize(("apart", "method"), [(True, "swiss"), (False, "swiss"), (True, "random")])
def test_swiss_and_random_rounds_keep_teammates_apart_and_the_page_counts_clashes(
    client: Client, owner: Any, apart: bool, method: str
) -> None:
    """A walkthrough's swiss round 4 seated teammates together at six of nine tables, and nothing
    on the page said so. 16 players in four teams of four, registered team by team (1-4 Red, ...),
    so swiss by numbers before any game would seat each team at one table."""
    event = make_event(owner, players=0, rounds_planned=4, teams_apart=apart)
    services.players_register_csv(
        tournament=event,
        text="\n".join(f"P{n},{['Red', 'Blue', 'Green', 'Gold'][(n - 1) // 4]}" for n in range(1, 17)),
        by=owner,
    )
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method=method, seed=5, by=owner)
    round_.refresh_from_db()
    pairs = _round_pairs(round_)
    assert round_.seating_quality["teammates_together"] == pairs
    if apart:
        assert pairs == 0
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    row = page.split("Teammate pairs at one table in this round")[1].split("</tr>")[0]
    assert f'<td class="num">{pairs}</td>' in row


def test_a_pasted_seating_is_taken_as_written_and_its_teammates_counted(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0, rounds_planned=4)
    services.players_register_csv(
        tournament=event,
        text="\n".join(f"P{n},{['Red', 'Blue', 'Green', 'Gold'][(n - 1) // 4]}" for n in range(1, 17)),
        by=owner,
    )
    round_ = services.round_create(tournament=event, by=owner)
    script = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16"  # each team at one table: 6 pairs x 4
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    round_.refresh_from_db()
    assert round_.seating_quality["teammates_together"] == 24


def test_the_tables_show_each_players_team_and_country_when_kept_apart(client: Client, owner: Any) -> None:
    """The organizer checking a team event's seating saw names and numbers only: whether two
    teammates (or two players of one country) share a table could not be read off the cards."""
    event = make_event(owner, players=0, rounds_planned=4, countries_apart=True, visibility="public")
    colours = ["Red", "Blue", "Green", "Gold"]
    text = "\n".join(f"P{n},{colours[n % 4]},{'JP' if n % 2 else 'VN'}" for n in range(1, 17))
    services.players_register_csv(tournament=event, text=text, by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="optimal", seed=5, by=owner)
    client.force_login(owner)
    for name in ("round", "seat_round"):
        page = client.get(reverse(name, args=[event.slug, 1])).content.decode()
        assert "#3 · Gold · Japan" in page and "#4 · Red · Vietnam" in page, name
    event.countries_apart = False
    event.save()
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    assert "#3 · Gold<" in page  # the country only where the event keeps countries apart
