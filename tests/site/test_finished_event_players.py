"""A finished event's standings are final: a drop-out, a return or a move to another team would
change them (a player moved to another team after the last round carried her games with her), so
they are refused on the page, over the API and in the services until the event is opened again."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import league_after_round_one, make_event
from tournaments import services
from tournaments.models import Registration
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db


def _finished_league(owner: Any) -> Any:
    event = league_after_round_one(owner, rounds_planned=1)
    services.tournament_finish(tournament=event, by=owner)
    return event


def _player(event: Any, number: int) -> Registration:
    return Registration.objects.select_related("team", "player").get(tournament=event, number=number)


def test_the_services_refuse_a_drop_a_return_and_a_team_move_once_the_event_is_finished(owner: Any) -> None:
    event = _finished_league(owner)
    with pytest.raises(ServiceError, match="is finished; its standings are final"):
        services.registration_drop(registration=_player(event, 1), by=owner)
    with pytest.raises(ServiceError, match="its results are final"):
        services.registration_set_team(registration=_player(event, 1), team="Blue", by=owner)
    with pytest.raises(ServiceError, match="its results are final"):
        services.registration_update(registration=_player(event, 1), team="", by=owner)
    with pytest.raises(ServiceError, match="its results are final"):
        services.registration_set_team(registration=_player(event, 1), team="New Team", by=owner)
    assert (_player(event, 1).status, _player(event, 1).team.name) == ("active", "Red")
    assert not event.teams.filter(name="New Team").exists()  # asking did not create it
    # a name corrected, or the same team spelt in another case, changes no result
    services.registration_update(registration=_player(event, 1), name="Player One", team="red", by=owner)
    assert (_player(event, 1).player.name, _player(event, 1).team.name) == ("Player One", "Red")


def test_a_player_dropped_before_the_finish_cannot_be_brought_back_after_it(owner: Any) -> None:
    event = _finished_league(owner)
    services.tournament_reopen(tournament=event, by=owner)
    services.registration_drop(registration=_player(event, 4), by=owner)
    event.refresh_from_db()
    services.tournament_finish(tournament=event, by=owner)
    with pytest.raises(ServiceError, match="is finished"):
        services.registration_reinstate(registration=_player(event, 4), by=owner)
    assert _player(event, 4).status == "dropped"


def test_the_api_says_which_field_is_refused(client: Client, owner: Any) -> None:
    event = _finished_league(owner)
    client.force_login(owner)
    base = f"/api/tournaments/{event.slug}/players/2"
    drop = client.post(f"{base}/drop/", {}, content_type="application/json")
    assert drop.status_code == 400
    assert drop.json()["tournament"] == ["is finished; its standings are final"]
    team = client.post(f"{base}/team/", {"team": "Red"}, content_type="application/json")
    assert team.status_code == 400 and "team" in team.json()
    assert _player(event, 2).team.name == "Blue"


def test_the_players_page_offers_no_drop_out_and_refuses_a_team_move(client: Client, owner: Any) -> None:
    event = _finished_league(owner)
    client.force_login(owner)
    page = client.get(reverse("players", args=[event.slug])).content.decode()
    assert "Drop out" not in page and "Bring back" not in page
    response = client.post(
        reverse("players", args=[event.slug]) + "?edit=3",
        {"edit-name": "Player 3", "edit-team": "Blue", "edit-country": "", "edit-external_id": ""},
    )
    assert response.status_code == 200
    assert "<li>The event is finished; its results are final</li>" in response.content.decode()
    assert _player(event, 3).team.name == "Red"


def test_a_running_event_names_the_player_in_the_drop_out_question(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    services.registration_update(registration=_player(event, 2), name="Aoife O'Neil", by=owner)
    client.force_login(owner)
    page = client.get(reverse("players", args=[event.slug])).content.decode()
    assert "return confirm('Drop Aoife O\\u0027Neil from later rounds?')" in page


def test_teams_from_a_list_are_refused_once_the_event_is_finished(client: Client, owner: Any) -> None:
    event = _finished_league(owner)
    with pytest.raises(ServiceError, match="is finished; its standings are final"):
        services.registrations_set_teams_csv(tournament=event, text="Player 1,Blue", by=owner)
    assert _player(event, 1).team.name == "Red"
    client.force_login(owner)
    assert 'id="teams-csv"' not in client.get(reverse("players", args=[event.slug])).content.decode()


def test_a_finished_event_keeps_its_ranking_rules_but_other_details_can_change(owner: Any) -> None:
    """ranking, min_games, substitute_scoring and team_counted reorder the standings: final once the
    event is finished. A venue or a description, or the same rules sent again (a form sends them
    all), still save."""
    event = _finished_league(owner)
    for change in ({"ranking": "average"}, {"min_games": 3}, {"substitute_scoring": "ranked"}):
        with pytest.raises(ServiceError, match="the event is finished; its results are final"):
            services.tournament_update(tournament=event, by=owner, **change)
    event.refresh_from_db()
    same = {
        "ranking": event.ranking,
        "min_games": event.min_games,
        "substitute_scoring": event.substitute_scoring,
    }
    services.tournament_update(tournament=event, venue="Club house", by=owner, **same)
    event.refresh_from_db()
    assert event.venue == "Club house" and event.ranking == same["ranking"]
