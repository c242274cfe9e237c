"""A private league opens to its players once an organizer ties each player to their account (the
setting said "staff and registered players", but nothing could make a player "registered")."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from tests.site.conftest import make_event
from tournaments.models import AuditEntry
from tournaments.services.registrations import registration_link_account as link_account

pytestmark = pytest.mark.django_db


def test_a_player_tied_to_an_account_sees_the_private_event_they_play_in(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = make_event(owner, players=4, visibility="private")
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-123")
    standings = reverse("standings", args=[event.slug])
    client.force_login(aiko)
    assert client.get(standings).status_code == 404
    organizer = Client()
    organizer.force_login(owner)
    url = reverse("player_account", args=[event.slug, 2])
    done = organizer.post(url, {"username": "Aiko"}, follow=True)  # a phone capitalizes it
    assert "Player 2 is linked to the account aiko." in done.content.decode()  # its own spelling
    assert client.get(standings).status_code == 200
    assert "Account: aiko" in organizer.get(reverse("players", args=[event.slug])).content.decode()
    organizer.post(url, {"username": "aiko"})  # the same again changes nothing and records nothing
    organizer.post(url, {"username": ""})
    assert client.get(standings).status_code == 404
    assert AuditEntry.objects.filter(action="registration_link_account").count() == 2


@pytest.mark.parametrize(
    ("username", "problem"), [("ghost", "no account named 'ghost'"), ("aiko", "is the account of Player 1")]
)
def test_linking_an_unknown_or_taken_account_says_why(
    owner: Any, django_user_model: Any, username: str, problem: str
) -> None:
    event = make_event(owner, players=4)
    django_user_model.objects.create_user("aiko")
    api = APIClient()
    api.force_authenticate(owner)
    base = f"/api/tournaments/{event.slug}/players/"
    assert api.post(base + "1/account/", {"username": "aiko"}, format="json").status_code == 200
    response = api.post(base + "2/account/", {"username": username}, format="json")
    assert response.status_code == 400
    assert problem in response.json()["username"][0]


def test_an_account_tied_in_two_events_makes_one_player(owner: Any, django_user_model: Any) -> None:
    """A walkthrough registered "Aiko Tanaka" in a league as well as in a tournament: two player
    records, and her account could only be tied to one of them ("'aiko' is the account of Aiko Tanaka
    already"). Tying it in the second event makes that registration hers: one player, both events."""
    from tournaments import services
    from tournaments.models import Player

    django_user_model.objects.create_user("aiko")
    cup = make_event(owner, players=0, name="Cup")
    league = make_event(owner, players=0, name="League", kind="league")
    first = services.player_register(tournament=cup, name="Aiko Tanaka", external_id="EMA-1", by=owner)
    again = services.player_register(tournament=league, name="Tanaka Aiko", by=owner)
    assert Player.objects.count() == 2
    link_account(registration=first, username="aiko", by=owner)
    link_account(registration=again, username="aiko", by=owner)
    again.refresh_from_db()
    assert again.player_id == first.player_id and Player.objects.count() == 1
    assert again.player.name == "Aiko Tanaka" and again.player.user.username == "aiko"
    # the league's change log says whose name the registration now carries
    renamed = AuditEntry.objects.get(tournament=league, action="registration_update")
    assert (renamed.before, renamed.after) == ({"name": "Tanaka Aiko"}, {"name": "Aiko Tanaka"})


@pytest.mark.parametrize("clash", ["same event", "other id", "own account"])
def test_an_account_is_not_tied_to_a_registration_that_cannot_be_the_same_person(
    owner: Any, django_user_model: Any, clash: str
) -> None:
    from tournaments import services
    from tournaments.services.errors import ServiceError

    django_user_model.objects.create_user("aiko")
    django_user_model.objects.create_user("bea")
    cup = make_event(owner, players=0, name="Cup")
    league = make_event(owner, players=0, name="League", kind="league")
    first = services.player_register(tournament=cup, name="Aiko Tanaka", external_id="EMA-1", by=owner)
    link_account(registration=first, username="aiko", by=owner)
    here = cup if clash == "same event" else league
    other = services.player_register(
        tournament=here, name="A. Tanaka", external_id="EMA-2" if clash == "other id" else "", by=owner
    )
    if clash == "own account":
        link_account(registration=other, username="bea", by=owner)
    with pytest.raises(ServiceError) as refused:
        link_account(registration=other, username="aiko", by=owner)
    said = refused.value.message_dict["username"][0]
    assert said.startswith("'aiko' is the account of Aiko Tanaka already")
    other.refresh_from_db()
    assert other.player_id != first.player_id


def test_another_organizer_cannot_make_their_player_someone_who_plays_under_another_name(
    owner: Any, django_user_model: Any
) -> None:
    """An organizer typing a username made their "Pat" that account's player: renamed Carlos, Pat's
    games on Carlos's page, and the answer told them the name Carlos plays under elsewhere."""
    from tournaments import services
    from tournaments.models import Player

    django_user_model.objects.create_user("carlos")
    stranger = django_user_model.objects.create_user("org2", password="pw-org2-123")
    club = make_event(owner, players=0, name="Club")
    carlos = services.player_register(tournament=club, name="Carlos Ruiz", by=owner)
    link_account(registration=carlos, username="carlos", by=owner)
    theirs = make_event(stranger, players=0, name="Private", visibility="private")
    pat = services.player_register(tournament=theirs, name="Pat", by=stranger)
    api = APIClient()
    api.force_authenticate(stranger)
    response = api.post(
        f"/api/tournaments/{theirs.slug}/players/1/account/", {"username": "carlos"}, format="json"
    )
    assert response.status_code == 400
    said = response.json()["username"][0]
    assert "register this player under the name they play under there" in said and "Carlos" not in said
    pat.refresh_from_db()
    assert pat.player.name == "Pat" and pat.player.user is None and Player.objects.count() == 2
    assert not AuditEntry.objects.filter(tournament=theirs, action="registration_link_account").exists()
    # registered under the name he plays under, he is the same person: one player, both events
    same = services.player_register(tournament=theirs, name="carlos ruiz", by=stranger)
    link_account(registration=same, username="carlos", by=stranger)
    same.refresh_from_db()
    assert same.player_id == carlos.player_id
    # nor does a refusal for another reason tell the name he plays under
    cup = make_event(stranger, players=0, name="Cup")
    own = services.player_register(tournament=cup, name="Carlos Ruiz", by=stranger)
    link_account(registration=own, username="org2", by=stranger)
    response = api.post(
        f"/api/tournaments/{cup.slug}/players/1/account/", {"username": "carlos"}, format="json"
    )
    assert response.json()["username"] == ["'carlos' is the account of another player already"]


def test_the_refusal_reads_in_japanese_on_the_players_page(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    from tournaments import services

    django_user_model.objects.create_user("carlos")
    stranger = django_user_model.objects.create_user("org2", password="pw-org2-123")
    club = make_event(owner, players=0, name="Club")
    link_account(
        registration=services.player_register(tournament=club, name="Carlos Ruiz", by=owner),
        username="carlos",
        by=owner,
    )
    theirs = make_event(stranger, players=1, name="Private")
    client.force_login(stranger)
    url = reverse("player_account", args=[theirs.slug, 1])
    page = client.post(url, {"username": "carlos"}, follow=True, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "「carlos」" in page and "under the name" not in page


def test_an_unknown_account_is_refused_in_japanese(client: Client, owner: Any) -> None:
    """A Japanese organizer read "No account named 'hanako_nonexist'" in English."""
    event = make_event(owner, players=1)
    client.force_login(owner)
    url = reverse("player_account", args=[event.slug, 1])
    page = client.post(url, {"username": "hanako"}, follow=True, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "「hanako」というアカウントはありません。本人に先にアカウントを作成してもらってください" in page
    assert "No account named" not in page and "no account named" not in page


def test_another_organizer_cannot_replace_the_account_of_a_player_of_their_event(
    owner: Any, django_user_model: Any
) -> None:
    """A player id registered in a second organizer's event reuses the first organizer's player:
    tying another account there shut the person out of the first organizer's private event."""
    from tournaments import services
    from tournaments.services.errors import ServiceError

    django_user_model.objects.create_user("carlos")
    stranger = django_user_model.objects.create_user("org2")
    club = make_event(owner, players=0, name="Club", visibility="private")
    carlos = services.player_register(tournament=club, name="Carlos Ruiz", external_id="EMA-7", by=owner)
    link_account(registration=carlos, username="carlos", by=owner)
    theirs = make_event(stranger, players=0, name="Cup")
    again = services.player_register(tournament=theirs, name="Carlos Ruiz", external_id="EMA-7", by=stranger)
    assert again.player_id == carlos.player_id
    for username in ("org2", ""):  # replaced, or untied
        with pytest.raises(ServiceError) as refused:
            link_account(registration=again, username=username, by=stranger)
        assert "another event run by someone else" in refused.value.message_dict["username"][0]
    carlos.player.refresh_from_db()
    assert carlos.player.user.username == "carlos"
    # a first tie is anyone's to make: nobody's account is replaced
    dana = services.player_register(tournament=club, name="Dana Li", external_id="EMA-8", by=owner)
    there = services.player_register(tournament=theirs, name="Dana Li", external_id="EMA-8", by=stranger)
    link_account(registration=there, username="org2", by=stranger)
    dana.player.refresh_from_db()
    assert dana.player.user.username == "org2"
