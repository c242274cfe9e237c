"""Correcting a registered player: name, country and team, after round 1 too (the players page had
only Drop out, Remove and Account; the API could change a team but not a name).

A player exists once and may play in many events, so a new name or country shows in all of them: it
is allowed only when the organizer may manage every one of them."""

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from tests.site.browser import launch, shoot, sign_in
from tests.tournaments.conftest import make_event, registration, seat_in_order
from tournaments import selectors, services
from tournaments.models import AuditEntry, Player, Tournament
from tournaments.services import ServiceError
from tournaments.services.registrations import registration_update

pytestmark = pytest.mark.django_db

ELSEWHERE = "cannot be changed here: the player also plays in another event run by someone else"


def _shared_player(owner: Any, outsider: Any) -> tuple[Tournament, Tournament]:
    """Player 1 of the owner's event also plays in an event the outsider runs."""
    mine = make_event(owner, players=4)
    theirs = make_event(outsider, players=0, name="Other Cup")
    services.player_register(tournament=theirs, player=registration(mine, 1).player, by=outsider)
    return mine, theirs


# --- the service ------------------------------------------------------------------------------------


def test_a_misspelt_name_is_corrected_after_round_one_and_the_standings_show_it(
    owner: Any, on_commit: Callable[[], Any]
) -> None:
    tournament = make_event(owner, players=8)
    seat_in_order(tournament, owner)
    version = Tournament.objects.get(pk=tournament.pk).standings_version
    with on_commit():
        registration_update(registration=registration(tournament, 3), name="  Akira   Sato ", by=owner)
    assert registration(tournament, 3).player.name == "Akira Sato"
    names = [row["name"] for row in selectors.standings_table(tournament=tournament)]
    assert "Akira Sato" in names
    assert "Player 3" not in names
    # the live standings page refetches its rows when the version moves
    assert Tournament.objects.get(pk=tournament.pk).standings_version > version


def test_the_name_country_and_team_are_audited_with_before_and_after(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    services.registration_set_team(registration=registration(tournament, 2), team="Red", by=owner)
    registration_update(
        registration=registration(tournament, 2), name="Bao", country="vn", team="Blue", by=owner
    )
    entry = AuditEntry.objects.get(action="registration_update")
    assert (entry.tournament_id, entry.target) == (tournament.pk, "player 2")
    assert entry.before == {"name": "Player 2", "country": "", "team": "Red"}
    assert entry.after == {"name": "Bao", "country": "VN", "team": "Blue"}
    assert entry.user == owner
    player = registration(tournament, 2)
    assert (player.player.country, player.team.name) == ("VN", "Blue")


def test_fields_not_given_stay_and_nothing_changed_records_nothing(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    registration_update(registration=registration(tournament, 1), country="JP", by=owner)
    registration_update(registration=registration(tournament, 1), name="Player 1", country="jp", by=owner)
    assert registration(tournament, 1).player.name == "Player 1"
    assert AuditEntry.objects.filter(action="registration_update").count() == 1


@pytest.mark.parametrize(
    ("changes", "field", "problem"),
    [
        ({"name": ""}, "name", "is required"),
        ({"name": "   "}, "name", "is required"),
        ({"name": "x" * 121}, "name", "is longer than 120 characters"),
        ({"name": "Ann\nBo"}, "name", "contains a line break"),
        ({"country": "Japan"}, "country", "'Japan' is not a two-letter country code"),
        ({"country": "XX"}, "country", "'XX' is not a two-letter country code"),  # no such country
        ({"team": "Red\x1bTeam"}, "team", "contains a control character (U+001B)"),
        ({"name": "player 2"}, "name", "'player 2' is registered already"),
        ({"name": "PLAYER  4"}, "name", "'PLAYER 4' is registered already"),
    ],
)
def test_a_bad_correction_is_refused_naming_the_field(
    owner: Any, changes: dict[str, str], field: str, problem: str
) -> None:
    tournament = make_event(owner, players=4)
    with pytest.raises(ServiceError) as error:
        registration_update(registration=registration(tournament, 1), by=owner, **changes)
    assert error.value.message_dict == {field: [problem]}
    assert registration(tournament, 1).player.name == "Player 1"


def test_a_player_may_change_the_case_of_their_own_name(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    registration_update(registration=registration(tournament, 1), name="PLAYER 1", by=owner)
    assert registration(tournament, 1).player.name == "PLAYER 1"


def test_a_new_name_shows_in_every_event_of_the_organizer_and_each_records_it(owner: Any) -> None:
    spring = make_event(owner, players=4, name="Spring")
    autumn = make_event(owner, players=2, name="Autumn")
    services.player_register(tournament=autumn, player=registration(spring, 4).player, by=owner)
    registration_update(registration=registration(autumn, 3), name="Dai", by=owner)
    assert registration(spring, 4).player.name == "Dai"
    targets = set(AuditEntry.objects.filter(action="registration_update").values_list("tournament", "target"))
    assert targets == {(spring.pk, "player 4"), (autumn.pk, "player 3")}


def test_a_name_taken_in_another_event_of_the_player_is_refused_naming_that_event(owner: Any) -> None:
    spring = make_event(owner, players=4, name="Spring")
    autumn = make_event(owner, players=0, name="Autumn")
    services.player_register(tournament=autumn, player=registration(spring, 1).player, by=owner)
    services.player_register(tournament=autumn, name="Eri", by=owner)
    with pytest.raises(ServiceError) as error:
        registration_update(registration=registration(spring, 1), name="eri", by=owner)
    assert error.value.message_dict == {"name": ["'eri' is registered already in Autumn"]}


def test_a_player_who_also_plays_in_another_organizers_event_keeps_their_name(
    owner: Any, outsider: Any
) -> None:
    mine, _theirs = _shared_player(owner, outsider)
    with pytest.raises(ServiceError) as error:
        registration_update(registration=registration(mine, 1), name="Someone Else", by=owner)
    assert list(error.value.message_dict) == ["name"]
    assert error.value.message_dict["name"][0].startswith(ELSEWHERE)
    with pytest.raises(ServiceError) as error:
        registration_update(registration=registration(mine, 1), country="FR", by=owner)
    assert list(error.value.message_dict) == ["country"]
    assert Player.objects.get(pk=registration(mine, 1).player_id).name == "Player 1"
    assert not AuditEntry.objects.filter(action="registration_update").exists()
    # the team is this event's own: it can be changed in any case
    registration_update(registration=registration(mine, 1), team="Red", by=owner)
    assert registration(mine, 1).team.name == "Red"


def test_a_co_organizer_of_the_other_event_may_rename_the_player(owner: Any, outsider: Any) -> None:
    mine, theirs = _shared_player(owner, outsider)
    services.tournament_member_set(tournament=theirs, user=owner, role="organizer", by=outsider)
    registration_update(registration=registration(mine, 1), name="Aiko", by=owner)
    assert registration(theirs, 1).player.name == "Aiko"


def test_a_scorer_of_the_other_event_may_not_rename_the_player(
    owner: Any, outsider: Any, member: Any
) -> None:
    mine, theirs = _shared_player(owner, outsider)
    services.tournament_member_set(tournament=theirs, user=owner, role="scorer", by=outsider)
    with pytest.raises(ServiceError) as error:
        registration_update(registration=registration(mine, 1), name="Aiko", by=owner)
    assert error.value.message_dict["name"][0].startswith(ELSEWHERE)


# --- the players page -------------------------------------------------------------------------------


def _organizer(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_players_page_offers_edit_for_each_player_and_saves_a_correction(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    seat_in_order(tournament, owner)
    client = _organizer(owner)
    url = reverse("players", args=[tournament.slug])
    page = client.get(url).content.decode()
    assert page.count('name="edit"') == 4  # one Edit per player
    form = client.get(url, {"edit": 2}).content.decode()
    assert 'id="edit-player"' in form
    assert 'name="edit-name"' in form
    assert 'value="Player 2"' in form
    done = client.post(
        f"{url}?edit=2", {"edit-name": "Bao Nguyen", "edit-team": "Red", "edit-country": "vn"}, follow=True
    )
    text = done.content.decode()
    assert "Saved player 2, Bao Nguyen." in text
    assert 'id="edit-player"' not in text
    saved = registration(tournament, 2)
    assert (saved.player.name, saved.player.country, saved.team.name) == ("Bao Nguyen", "VN", "Red")
    assert AuditEntry.objects.filter(action="registration_update", user=owner).count() == 1


@pytest.mark.parametrize(
    ("name", "country", "problem"),
    [
        ("", "", "This field is required."),
        ("player 3", "", "&#x27;player 3&#x27; is registered already"),
        ("Bao", "jpn", "Select a valid choice. JPN is not one of the available choices."),
        ("Bao", "xx", "Select a valid choice. XX is not one of the available choices."),
    ],
)
def test_the_edit_form_shows_each_error_at_its_field(
    owner: Any, name: str, country: str, problem: str
) -> None:
    tournament = make_event(owner, players=4)
    url = reverse("players", args=[tournament.slug])
    response = _organizer(owner).post(f"{url}?edit=2", {"edit-name": name, "edit-country": country})
    assert response.status_code == 200
    form = response.context["edit"]
    field = "name" if "name" in form.errors else "country"
    assert list(form.errors) == [field]
    page = response.content.decode()
    section = page[page.index(f'for="id_edit-{field}"') :]
    assert problem in section[: section.index("</div>")]
    assert registration(tournament, 2).player.name == "Player 2"


def test_the_edit_form_says_the_player_also_plays_in_another_organizers_event(
    owner: Any, outsider: Any
) -> None:
    mine, _theirs = _shared_player(owner, outsider)
    url = reverse("players", args=[mine.slug])
    response = _organizer(owner).post(f"{url}?edit=1", {"edit-name": "New Name", "edit-team": "Red"})
    assert list(response.context["edit"].errors) == ["name"]
    page = response.content.decode()
    section = page[page.index('for="id_edit-name"') :]
    assert "the player also plays in another event run by someone else" in section[: section.index("</div>")]
    assert registration(mine, 1).team is None  # all or nothing


def test_only_organizers_may_edit_a_player(owner: Any, member: Any, outsider: Any) -> None:
    tournament = make_event(owner, players=4)
    services.tournament_member_set(tournament=tournament, user=member, role="scorer", by=owner)
    url = reverse("players", args=[tournament.slug]) + "?edit=1"
    for user in (member, outsider):
        assert _organizer(user).post(url, {"edit-name": "Hacked"}).status_code == 403
    assert registration(tournament, 1).player.name == "Player 1"


def test_editing_a_player_the_event_does_not_have_is_not_found(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    url = reverse("players", args=[tournament.slug])
    client = _organizer(owner)
    assert client.get(url, {"edit": 9}).status_code == 404
    assert client.post(url, {"edit-name": "Nobody"}).status_code == 404
    assert client.get(url, {"edit": "²"}).status_code == 200  # not a number: no form open


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_player_is_corrected_from_a_390px_phone(live_server: Any, browser: Any, owner: Any) -> None:
    tournament = make_event(owner, players=8)
    seat_in_order(tournament, owner)
    page = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US").new_page()
    sign_in(page, live_server.url)
    page.goto(f"{live_server.url}{reverse('players', args=[tournament.slug])}")
    page.locator("table.data tbody tr").nth(1).get_by_role("button", name="Edit").click()
    card = page.locator("#edit-player")
    card.wait_for()
    assert page.input_value("#id_edit-name") == "Player 2"
    fits = "document.documentElement.scrollWidth <= window.innerWidth"
    assert page.evaluate(fits)
    box = card.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    page.fill("#id_edit-name", "player 5")
    page.click("#edit-player button.primary")
    error = page.locator("#edit-player .field:has(#id_edit-name) .errorlist")
    assert "'player 5' is registered already" in error.inner_text()
    assert page.evaluate(fits)
    shoot(page, "players-edit-error")
    page.fill("#id_edit-name", "Bao Nguyen")
    page.fill("#id_edit-team", "Red Dragons")
    page.click("#edit-player button.primary")
    page.wait_for_selector("text=Saved player 2, Bao Nguyen.")
    assert registration(tournament, 2).player.name == "Bao Nguyen"


# --- the API ----------------------------------------------------------------------------------------


def _api(user: Any) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


def test_patch_corrects_name_and_country_and_leaves_the_team(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    seat_in_order(tournament, owner)
    services.registration_set_team(registration=registration(tournament, 2), team="Red", by=owner)
    url = f"/api/tournaments/{tournament.slug}/players/2/"
    response = _api(owner).patch(url, {"name": "Bao  Nguyen", "country": "vn"}, format="json")
    assert response.status_code == 200
    body = response.json()
    assert (body["number"], body["name"], body["country"], body["team"]) == (2, "Bao Nguyen", "VN", "Red")
    assert AuditEntry.objects.get(action="registration_update").after == {
        "name": "Bao Nguyen",
        "country": "VN",
    }


def test_patch_changes_or_clears_the_team(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    url = f"/api/tournaments/{tournament.slug}/players/3/"
    assert _api(owner).patch(url, {"team": "Blue"}, format="json").json()["team"] == "Blue"
    assert _api(owner).patch(url, {"team": None}, format="json").json()["team"] is None
    assert not tournament.teams.exists()  # nobody is left in it


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"name": ""}, {"name": ["is required"]}),
        ({"name": "PLAYER 1"}, {"name": ["'PLAYER 1' is registered already"]}),
        # a three-letter code or a name is taken (FRA is FR); a country that is none is refused
        ({"country": "Atlantis"}, {"country": ["'Atlantis' is not a country code or a country's name"]}),
    ],
)
def test_patch_refuses_a_bad_correction_naming_the_field(
    owner: Any, body: dict[str, str], errors: dict[str, list[str]]
) -> None:
    tournament = make_event(owner, players=4)
    response = _api(owner).patch(f"/api/tournaments/{tournament.slug}/players/2/", body, format="json")
    assert (response.status_code, response.json()) == (400, errors)


def test_patch_of_a_player_in_another_organizers_event_keeps_the_name(owner: Any, outsider: Any) -> None:
    mine, _theirs = _shared_player(owner, outsider)
    response = _api(owner).patch(f"/api/tournaments/{mine.slug}/players/1/", {"name": "X"}, format="json")
    assert response.status_code == 400
    assert response.json()["name"][0].startswith(ELSEWHERE)
    assert registration(mine, 1).player.name == "Player 1"


def test_patch_is_for_organizers_only(owner: Any, member: Any) -> None:
    tournament = make_event(owner, players=4)
    services.tournament_member_set(tournament=tournament, user=member, role="scorer", by=owner)
    url = f"/api/tournaments/{tournament.slug}/players/1/"
    assert _api(member).patch(url, {"name": "X"}, format="json").status_code == 403
    assert APIClient().patch(url, {"name": "X"}, format="json").status_code == 401


def test_countries_are_picked_and_shown_by_name_in_the_page_language(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    registration_update(registration=registration(tournament, 2), country="VN", by=owner)
    client = _organizer(owner)
    url = reverse("players", args=[tournament.slug])
    client.post(reverse("set_language"), {"language": "vi", "next": "/"})
    page = client.get(url).content.decode()
    assert '<td class="wide-only">Việt Nam</td>' in page  # was the code "VN"
    form = client.get(url, {"edit": 2}).content.decode()
    assert '<option value="VN" selected>Việt Nam</option>' in form
    assert '<option value="JP">Nhật Bản</option>' in form
    client.post(reverse("set_language"), {"language": "ja", "next": "/"})
    player = client.get(reverse("player", args=[tournament.slug, 2])).content.decode()
    assert "ベトナム ·" in player


def test_a_country_stored_before_codes_were_checked_survives_an_edit_of_the_team(owner: Any) -> None:
    """ "UK" was taken while any two letters were: the list had no such choice, so saving a new team
    posted no country and wiped it."""
    tournament = make_event(owner, players=4)
    Player.objects.filter(pk=registration(tournament, 1).player_id).update(country="UK")
    client = _organizer(owner)
    url = reverse("players", args=[tournament.slug]) + "?edit=1"
    form = client.get(url).content.decode()
    assert '<option value="UK" selected>UK</option>' in form
    client.post(url, {"edit-name": "Player 1", "edit-team": "Blue", "edit-country": "UK"})
    saved = registration(tournament, 1)
    assert (saved.player.country, saved.team.name) == ("UK", "Blue")


def test_kosovo_is_a_country_too(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    registration_update(registration=registration(tournament, 1), country="xk", by=owner)
    assert registration(tournament, 1).player.country == "XK"


def test_nauru_is_called_nauru_in_english_and_japanese(owner: Any) -> None:
    """django-countries names it Naoero, its name in Nauruan, even in English."""
    from django.utils import translation
    from django_countries import countries

    with translation.override("en"):
        assert countries.name("NR") == "Nauru"
    with translation.override("ja"):
        assert countries.name("NR") == "ナウル"


def test_the_bahamas_are_listed_as_bahamas_and_read_from_a_pasted_list(owner: Any) -> None:
    """The country picker listed "Bahamas (The)"."""
    from django.utils import translation
    from django_countries import countries

    from tournaments.services.registrations import country_code

    with translation.override("en"):
        assert countries.name("BS") == "Bahamas"
        assert country_code("The Bahamas") == country_code("bahamas") == "BS"


# --- the player's id (EMA number) -------------------------------------------------------------------


def test_a_player_id_is_set_corrected_and_audited_from_the_players_page(owner: Any) -> None:
    """The id given at registration was kept but no page showed it or let it be corrected."""
    tournament = make_event(owner, players=4)
    Player.objects.filter(pk=registration(tournament, 2).player_id).update(external_id="04010001")
    client = _organizer(owner)
    url = reverse("players", args=[tournament.slug])
    assert '<span class="small muted player-id">04010001</span>' in client.get(url).content.decode()
    assert 'value="04010001"' in client.get(url, {"edit": 2}).content.decode()
    done = client.post(
        f"{url}?edit=2", {"edit-name": "Player 2", "edit-external_id": " 04010002 "}, follow=True
    )
    assert "Saved player 2, Player 2." in done.content.decode()
    assert registration(tournament, 2).player.external_id == "04010002"
    entry = AuditEntry.objects.get(action="registration_update")
    assert (entry.before, entry.after) == ({"external_id": "04010001"}, {"external_id": "04010002"})
    # another player's id is refused at the field; an empty one removes it
    Player.objects.filter(pk=registration(tournament, 3).player_id).update(external_id="04010003")
    refused = client.post(f"{url}?edit=2", {"edit-name": "Player 2", "edit-external_id": "04010003"})
    section = refused.content.decode()
    section = section[section.index('for="id_edit-external_id"') :]
    assert "&#x27;04010003&#x27; is another player&#x27;s id" in section[: section.index("</div>")]
    client.post(f"{url}?edit=2", {"edit-name": "Player 2", "edit-external_id": ""})
    assert registration(tournament, 2).player.external_id == ""


def test_a_player_id_in_another_organizers_event_stays(owner: Any, outsider: Any) -> None:
    mine, _theirs = _shared_player(owner, outsider)
    with pytest.raises(ServiceError) as error:
        registration_update(registration=registration(mine, 1), external_id="999", by=owner)
    assert error.value.message_dict["external_id"][0].startswith(ELSEWHERE)
