"""EMA/WRC events keep players of one country apart (the setting `countries_apart`, off for new
events): on Event details and in the API, in the rounds it seats, and in the seating page's figures."""

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

COUNTRIES = ["JP", "VN", "FR", "NL"]


def _register(event: Any, owner: Any, country: Any, team: Any = lambda n: "") -> None:
    """Players P1..P16 with team(n) and country(n)."""
    text = "\n".join(f"P{n},{team(n)},{country(n)}" for n in range(1, 17))
    services.players_register_csv(tournament=event, text=text, by=owner)


def _round_pairs(round_: Any, field: str) -> int:
    """Pairs at one table of this round sharing a non-blank `field` (player__country, team__name)."""
    key = dict(round_.tournament.registrations.values_list("number", field))
    tables: dict[int, list[int]] = {}
    for table, number in round_.seats.values_list("table__number", "registration__number"):
        tables.setdefault(table, []).append(number)
    return sum(
        key[a] not in (None, "") and key[a] == key[b] for t in tables.values() for a, b in combinations(t, 2)
    )


def _plan_pairs(event: Any) -> int:
    """Pairs of compatriots sharing a table over every planned round."""
    country = dict(event.registrations.values_list("number", "player__country"))
    rounds = event.seating_plan["rounds"].values()
    return sum(country[a] == country[b] for r in rounds for t in r for a, b in combinations(t, 2))


@pytest.mark.parametrize("apart", [True, False])
def test_optimal_seating_keeps_players_of_one_country_apart_when_the_event_asks(
    owner: Any, apart: bool
) -> None:
    """16 players, four of each of four countries, 4 rounds: no table need hold two compatriots."""
    event = make_event(owner, players=0, rounds_planned=4, countries_apart=apart)
    _register(event, owner, lambda n: COUNTRIES[n % 4])
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="optimal", seed=5, by=owner)
    event.refresh_from_db()
    round_.refresh_from_db()
    if apart:
        assert _plan_pairs(event) == 0
        assert round_.seating_quality["compatriots_together"] == 0
    else:
        assert _plan_pairs(event) > 0  # left to chance, compatriots meet
        assert "compatriots_together" not in round_.seating_quality


@pytest.mark.parametrize("method", ["swiss", "random"])
def test_a_pair_sharing_a_team_or_a_country_is_kept_apart_and_the_page_counts_both(
    client: Client, owner: Any, method: str
) -> None:
    """Teams of four consecutive numbers (1-4 Red, ...) and countries by n % 4: swiss by numbers
    before any game would seat each team at one table. With both settings no table holds two
    teammates nor two compatriots, and the seating page shows both figures."""
    event = make_event(owner, players=0, rounds_planned=4, countries_apart=True)
    _register(
        event, owner, lambda n: COUNTRIES[n % 4], lambda n: ["Red", "Blue", "Green", "Gold"][(n - 1) // 4]
    )
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method=method, seed=5, by=owner)
    round_.refresh_from_db()
    assert _round_pairs(round_, "team__name") == 0
    assert _round_pairs(round_, "player__country") == 0
    assert round_.seating_quality["teammates_together"] == 0
    assert round_.seating_quality["compatriots_together"] == 0
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    row = page.split("Pairs of players from one country at one table in this round")[1].split("</tr>")[0]
    assert '<td class="num">0</td>' in row


def test_a_pasted_seating_is_taken_as_written_and_its_compatriots_counted_blank_countries_for_none(
    client: Client, owner: Any
) -> None:
    """Tables 1 2 3 4 / 5 6 7 8 / ...: players 1-8 from Japan (two tables of 6 pairs), 9-16 with no
    country (no pair counted)."""
    event = make_event(owner, players=0, rounds_planned=4, countries_apart=True)
    _register(event, owner, lambda n: "JP" if n <= 8 else "")
    round_ = services.round_create(tournament=event, by=owner)
    script = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16"
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    round_.refresh_from_db()
    assert round_.seating_quality["compatriots_together"] == 12
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    row = page.split("Pairs of players from one country at one table in this round")[1].split("</tr>")[0]
    assert '<td class="num">12</td>' in row


def test_the_setting_is_on_event_details_and_in_the_api(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    page = client.get(reverse("event_edit", args=[event.slug])).content.decode()
    assert "Keep players of one country apart" in page
    client.post(reverse("event_edit", args=[event.slug]), _form(event, countries_apart="on"))
    event.refresh_from_db()
    assert event.countries_apart is True
    response = client.patch(
        f"/api/tournaments/{event.slug}/", {"countries_apart": "perhaps"}, content_type="application/json"
    )
    assert response.status_code == 400 and "countries_apart" in response.json()
    event.refresh_from_db()
    assert event.countries_apart is True
    response = client.patch(
        f"/api/tournaments/{event.slug}/", {"countries_apart": False}, content_type="application/json"
    )
    assert response.status_code == 200 and response.json()["countries_apart"] is False
    event.refresh_from_db()
    assert event.countries_apart is False


def test_the_service_refuses_a_setting_that_is_not_true_or_false(owner: Any) -> None:
    event = make_event(owner, players=0)
    with pytest.raises(services.ServiceError) as caught:
        services.tournament_update(tournament=event, by=owner, countries_apart="yes")  # type: ignore[arg-type]
    assert caught.value.field == "countries_apart"


def test_a_new_event_does_not_keep_players_of_one_country_apart_unless_told(
    client: Client, owner: Any
) -> None:
    client.force_login(owner)
    form = {"name": "Local Cup", "preset": "ema2016", "kind": "tournament", "visibility": "public"}
    form |= {"entry_mode": "hands", "rounds_planned": 4, "empty_seats": "substitutes"}
    client.post(reverse("event_create"), form)
    created = client.post(
        "/api/tournaments/", {"name": "API Cup", "preset": "wrc"}, content_type="application/json"
    )
    assert created.status_code == 201, created.content
    assert created.json()["countries_apart"] is False
    assert Tournament.objects.get(name="Local Cup").countries_apart is False
    assert Tournament.objects.get(name="API Cup").countries_apart is False
    chosen = client.post(
        "/api/tournaments/",
        {"name": "EMA Cup", "preset": "ema2016", "countries_apart": True},
        content_type="application/json",
    )
    assert chosen.status_code == 201 and chosen.json()["countries_apart"] is True
