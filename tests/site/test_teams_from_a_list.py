"""Teams for players already registered, from a pasted list: re-pasting the registration list with a
team column was refused ("'Aiko Tanaka' is registered already") and 40 players took 40 Edit forms."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tournaments import services
from tournaments.models import AuditEntry, Registration
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db


def _teams(event: Any) -> dict[str, str]:
    regs = Registration.objects.filter(tournament=event).select_related("player", "team")
    return {r.player.name: r.team.name if r.team else "" for r in regs}


def test_the_registration_list_with_teams_puts_everyone_in_their_team(owner: Any) -> None:
    event = make_event(owner, players=0)
    services.players_register_csv(
        tournament=event, text="Aiko Tanaka,,JP\nBo Chen,,CN\nCy Diaz\nDi Eze", by=owner
    )
    text = "name,team,country\nAiko Tanaka,Red,JP\nbo chen,red,CN\nCy Diaz,Blue\nDi Eze,"
    assert services.registrations_set_teams_csv(tournament=event, text=text, by=owner) == 3
    assert _teams(event) == {"Aiko Tanaka": "Red", "Bo Chen": "Red", "Cy Diaz": "Blue", "Di Eze": ""}
    entries = AuditEntry.objects.filter(tournament=event, action="registration_set_team")
    assert sorted((e.target, e.after) for e in entries) == [
        ("player 1", "Red"),
        ("player 2", "Red"),
        ("player 3", "Blue"),
    ]
    # the same list again changes nothing; a blank team takes a player out of theirs
    assert services.registrations_set_teams_csv(tournament=event, text=text, by=owner) == 0
    assert services.registrations_set_teams_csv(tournament=event, text="Cy Diaz,", by=owner) == 1
    assert _teams(event)["Cy Diaz"] == "" and not event.teams.filter(name="Blue").exists()


def test_a_bad_line_changes_no_team_and_every_bad_line_is_named(owner: Any) -> None:
    event = make_event(owner, players=4)  # Player 1..4, odd ones Red, even ones Blue
    text = "Player 1,Blue\nPlayer 9,Red\nPlayer 2,Red\nplayer 1,Green"
    with pytest.raises(ServiceError) as refused:
        services.registrations_set_teams_csv(tournament=event, text=text, by=owner)
    assert refused.value.message_dict["csv"] == [
        "line 2: name: 'Player 9' is not registered in this event",
        "line 4: name: 'player 1' appears twice in the list (also line 1)",
    ]
    assert _teams(event)["Player 1"] == "Red" and _teams(event)["Player 2"] == "Blue"


def test_the_players_page_sets_teams_from_a_list_and_says_what_was_wrong(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    client.force_login(owner)
    url = reverse("players", args=[event.slug])
    page = client.post(url, {"teams-text": "Player 1,Blue\nNobody,Red"}).content.decode()
    assert "No team was changed. Fix these lines:" in page
    assert "line 2: name: &#x27;Nobody&#x27; is not registered in this event" in page
    response = client.post(url, {"teams-text": "Player 1,Blue\nPlayer 3,Blue"}, follow=True)
    assert "2 players changed team." in [str(m) for m in response.context["messages"]]
    assert _teams(event)["Player 1"] == "Blue"
    client.cookies["django_language"] = "ja"
    page = client.post(url, {"teams-text": "Nobody,Red"}).content.decode()
    assert "「Nobody」はこのイベントに登録されていません" in page


def test_teams_of_different_sizes_summed_whole_are_pointed_to_the_setting(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """A director's teams of 3 and 4 were ranked on all their members' points; the setting that counts
    each team's best members is on Event details, and nothing said so."""
    from tests.site.conftest import first_game, seat_next_round
    from tournaments.models import Game

    event = make_event(owner, players=0, entry_mode="final", visibility="public")
    teams = ["Red"] * 5 + ["Blue"] * 3
    services.players_register_csv(
        tournament=event, text="\n".join(f"P{n},{t}" for n, t in enumerate(teams, 1)), by=owner
    )
    round_ = seat_next_round(event, owner)
    with django_capture_on_commit_callbacks(execute=True):
        for game in Game.objects.filter(round=round_):
            services.game_record_final_scores(game=game, scores=[40000, 35000, 25000, 20000], by=owner)
    assert first_game(round_).final_scores
    url = reverse("teams", args=[event.slug])
    assert 'id="uneven-teams"' not in client.get(url).content.decode()  # a spectator is not asked
    client.force_login(owner)
    page = client.get(url).content.decode()
    assert "Teams have different numbers of members and all their points are added up" in page
    assert f'href="{reverse("event_edit", args=[event.slug])}#id_team_counted"' in page
    services.tournament_update(tournament=event, team_counted=3, by=owner)
    assert 'id="uneven-teams"' not in client.get(url).content.decode()
    # ranked by points per game, a team's size gives it nothing
    services.tournament_update(tournament=event, team_counted=0, ranking="average", by=owner)
    assert 'id="uneven-teams"' not in client.get(url).content.decode()
