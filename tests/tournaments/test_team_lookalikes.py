"""A typo in a pasted list's team ("Red Dragon" while the event has "Red Dragons") made a new team of
one player, and nothing said so: the list is still registered, with a warning naming the new team and
the event's team it looks like."""

from typing import Any

import pytest

from tests.tournaments.conftest import make_event
from tournaments import services
from tournaments.services.registrations import csv_team_lookalikes, lookalike_team

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("name", "alike"),
    [
        ("Red Dragon", "Red Dragons"),  # a plural
        ("red dragonz", "Red Dragons"),  # a letter wrong, in another case
        ("RedDragons", "Red Dragons"),  # a space
        ("Red-Dragons", "Red Dragons"),  # punctuation
        ("Tiger", "Tigers"),
        ("Équipe Bleue", "Equipe Bleue"),  # an accent
        ("Team C", None),  # teams told apart by a letter or a number are meant to differ
        ("Osaka 3", None),
        ("Oni", None),
        ("Blue Whales", None),
        ("", None),
    ],
)
def test_a_team_name_looks_like_an_existing_one(name: str, alike: str | None) -> None:
    teams = ["Red Dragons", "Tigers", "Equipe Bleue", "Team A", "Team B", "Osaka 1", "Ono"]
    assert lookalike_team(name, teams) == alike


def test_a_new_team_like_an_existing_one_is_named_and_the_list_registered_all_the_same(owner: Any) -> None:
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="Ann,Red Dragons\nBob,Tigers\nCy,Team A", by=owner)
    text = "Dee,Red Dragon\nEd,red dragons\nFay,Red Dragon\nGus,Team B\nHal,Tiger\nIvy,Blue Whales"
    assert csv_team_lookalikes(event, text) == [("Red Dragon", "Red Dragons"), ("Tiger", "Tigers")]
    services.players_register_csv(tournament=event, text=text, by=owner)
    teams = dict(event.registrations.values_list("player__name", "team__name"))
    assert teams["Dee"] == teams["Fay"] == "Red Dragon"  # a new team may be meant: only a warning
    assert teams["Ed"] == "Red Dragons"
    # once the team exists it is no longer new: nothing to say
    assert csv_team_lookalikes(event, "Jo,Red Dragon") == []


def test_a_first_list_has_no_team_to_look_like(owner: Any) -> None:
    event = make_event(owner, players=0)
    assert csv_team_lookalikes(event, "Ann,Red Dragons\nBob,Red Dragon") == []
