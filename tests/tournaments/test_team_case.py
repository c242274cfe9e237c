"""Team names in any case are one team: "  red dragons " and "Red  Dragons" had made two teams
("red dragons" and "Red Dragons"); whitespace was already tidied. The first spelling stays the team's
name, whichever way the team is named: one registration, a CSV paste, the API, a correction."""

from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction
from django.db.migrations.executor import MigrationExecutor
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from tests.tournaments.conftest import make_event, registration
from tournaments import services
from tournaments.models import AuditEntry, Team, Tournament
from tournaments.services.registrations import registration_update

pytestmark = pytest.mark.django_db


def _teams(tournament: Tournament) -> dict[str, list[int]]:
    return {
        team.name: sorted(team.members.values_list("number", flat=True))
        for team in Team.objects.filter(tournament=tournament)
    }


def test_two_spellings_registered_one_by_one_make_one_team(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    services.player_register(tournament=tournament, name="Aiko", team="  red dragons ", by=owner)
    services.player_register(tournament=tournament, name="Bao", team="Red  Dragons", by=owner)
    services.player_register(tournament=tournament, name="Carl", team="RED DRAGONS", by=owner)
    assert _teams(tournament) == {"red dragons": [1, 2, 3]}


def test_a_registered_player_joins_the_team_of_their_spelling(owner: Any) -> None:
    spring = make_event(owner, players=1, name="Spring")
    autumn = make_event(owner, players=0, name="Autumn")
    services.player_register(tournament=autumn, name="Aiko", team="Red Dragons", by=owner)
    services.player_register(
        tournament=autumn, player=registration(spring, 1).player, team="red dragons", by=owner
    )
    assert _teams(autumn) == {"Red Dragons": [1, 2]}


def test_a_csv_paste_makes_one_team_of_the_spellings_in_it_and_before_it(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    services.player_register(tournament=tournament, name="Aiko", team="Red Dragons", by=owner)
    text = "Bao,red dragons\nCarl,  RED  DRAGONS \nDai,East Wind\nEri,east wind\n"
    services.players_register_csv(tournament=tournament, text=text, by=owner)
    assert _teams(tournament) == {"Red Dragons": [1, 2, 3], "East Wind": [4, 5]}


def test_teams_of_other_events_are_their_own(owner: Any) -> None:
    spring = make_event(owner, players=0, name="Spring")
    autumn = make_event(owner, players=0, name="Autumn")
    services.player_register(tournament=spring, name="Aiko", team="Red Dragons", by=owner)
    services.player_register(tournament=autumn, name="Bao", team="red dragons", by=owner)
    assert (_teams(spring), _teams(autumn)) == ({"Red Dragons": [1]}, {"red dragons": [1]})


def test_setting_a_team_in_another_case_joins_it_and_records_nothing_when_already_in_it(owner: Any) -> None:
    tournament = make_event(owner, players=3)
    services.registration_set_team(registration=registration(tournament, 1), team="Red Dragons", by=owner)
    services.registration_set_team(registration=registration(tournament, 2), team="red  DRAGONS", by=owner)
    services.registration_set_team(registration=registration(tournament, 2), team="Red Dragons", by=owner)
    assert _teams(tournament) == {"Red Dragons": [1, 2]}
    entries = AuditEntry.objects.filter(action="registration_set_team").order_by("pk")
    assert [(e.target, e.before, e.after) for e in entries] == [
        ("player 1", "", "Red Dragons"),
        ("player 2", "", "Red Dragons"),
    ]


def test_a_correction_joins_the_team_in_any_case_and_a_team_left_empty_goes(owner: Any) -> None:
    tournament = make_event(owner, players=3)
    services.registration_set_team(registration=registration(tournament, 1), team="Red Dragons", by=owner)
    services.registration_set_team(registration=registration(tournament, 2), team="Red Dargons", by=owner)
    registration_update(registration=registration(tournament, 2), team="RED DRAGONS", by=owner)
    assert _teams(tournament) == {"Red Dragons": [1, 2]}
    assert AuditEntry.objects.get(action="registration_update").after == {"team": "Red Dragons"}


def test_the_api_registers_and_sets_teams_in_any_case(owner: Any) -> None:
    tournament = make_event(owner, players=2)
    api = APIClient()
    api.force_authenticate(owner)
    base = f"/api/tournaments/{tournament.slug}/players/"
    created = api.post(base, {"name": "Aiko", "team": "East Wind"}, format="json")
    assert created.status_code == 201
    assert api.post(base, {"name": "Bao", "team": "east wind"}, format="json").json()["team"] == "East Wind"
    assert api.post(base + "1/team/", {"team": "EAST  WIND"}, format="json").json()["team"] == "East Wind"
    assert api.patch(base + "2/", {"team": "east WIND"}, format="json").json()["team"] == "East Wind"
    csv = api.post(base + "csv/", {"csv": "Carl,east wind\n"}, format="json")
    assert csv.json()[0]["team"] == "East Wind"
    assert _teams(tournament) == {"East Wind": [1, 2, 3, 4, 5]}


def test_the_players_page_registers_a_second_spelling_into_the_first_team(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    client = Client()
    client.force_login(owner)
    url = reverse("players", args=[tournament.slug])
    client.post(url, {"one-name": "Aiko", "one-team": "  red dragons "})
    client.post(url, {"one-name": "Bao", "one-team": "Red  Dragons"})
    client.post(url, {"csv-text": "Carl,RED DRAGONS\n"})
    assert _teams(tournament) == {"red dragons": [1, 2, 3]}


def test_the_database_refuses_a_second_spelling_of_a_team(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    Team.objects.create(tournament=tournament, name="Red Dragons")
    with pytest.raises(IntegrityError), transaction.atomic():
        Team.objects.create(tournament=tournament, name="red dragons")


@pytest.mark.django_db(transaction=True)
def test_the_migration_merges_teams_of_one_event_differing_in_case_into_the_first() -> None:
    before, after = (
        [("tournaments", "0011_teams_apart_by_default")],
        [("tournaments", "0013_team_name_unique_in_any_case")],
    )
    executor = MigrationExecutor(connection)
    executor.migrate(before)
    apps = executor.loader.project_state(before).apps
    User = apps.get_model("auth", "User")
    Tournament_ = apps.get_model("tournaments", "Tournament")
    Team_ = apps.get_model("tournaments", "Team")
    Player_ = apps.get_model("tournaments", "Player")
    Registration_ = apps.get_model("tournaments", "Registration")
    owner = User.objects.create(username="merger")
    spring = Tournament_.objects.create(name="Spring", slug="spring", owner=owner, preset="wrc", ruleset={})
    autumn = Tournament_.objects.create(name="Autumn", slug="autumn", owner=owner, preset="wrc", ruleset={})
    red = Team_.objects.create(tournament=spring, name="Red Dragons")
    lower = Team_.objects.create(tournament=spring, name="red dragons")
    upper = Team_.objects.create(tournament=spring, name="RED DRAGONS")
    elsewhere = Team_.objects.create(tournament=autumn, name="red dragons")
    for number, team in enumerate([red, lower, upper, elsewhere], start=1):
        player = Player_.objects.create(name=f"P{number}")
        Registration_.objects.create(tournament=team.tournament, player=player, number=number, team=team)
    executor = MigrationExecutor(connection)
    try:
        executor.migrate(after)
    finally:  # the later tests need the schema of today
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
    assert _teams(Tournament.objects.get(slug="spring")) == {"Red Dragons": [1, 2, 3]}
    assert _teams(Tournament.objects.get(slug="autumn")) == {"red dragons": [4]}
    merges = AuditEntry.objects.filter(action="team_merge").order_by("pk")
    assert [(e.target, e.before, e.after) for e in merges] == [
        (
            "team Red Dragons",
            {"team": "red dragons", "players": [2]},
            {"team": "Red Dragons", "players": [2]},
        ),
        (
            "team Red Dragons",
            {"team": "RED DRAGONS", "players": [3]},
            {"team": "Red Dragons", "players": [3]},
        ),
    ]
