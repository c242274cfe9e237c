"""Who sees which page: the public reads a public event; a private event is invisible (404) to
anyone but its staff and players; organizer pages need the organizer role (403 for the rest)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services

PUBLIC_PAGES = ["standings", "standings_json", "rounds", "teams", "event_rules"]
ROUND_PAGES = ["round"]
MANAGE_PAGES = ["rules", "players", "penalties"]
MANAGE_ROUND_PAGES = ["seat_round", "print_seating", "print_scoresheets"]


def _login(client: Client, user: Any) -> None:
    if user is not None:
        client.force_login(user)


@pytest.mark.django_db
@pytest.mark.parametrize("who", ["anonymous", "outsider", "scorer", "owner"])
def test_everyone_reads_the_pages_of_a_public_event(
    client: Client, event: Any, who: str, request: Any
) -> None:
    _login(client, None if who == "anonymous" else request.getfixturevalue(who))
    game = first_game(event.rounds.get(number=1))
    urls = [reverse(name, args=[event.slug]) for name in PUBLIC_PAGES]
    urls += [reverse("round", args=[event.slug, 1]), reverse("player", args=[event.slug, 3])]
    urls += [reverse("game", args=[event.slug, game.pk])]
    for url in urls:
        assert client.get(url).status_code == 200, url


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("who", "status"), [("anonymous", 404), ("outsider", 404), ("scorer", 200), ("owner", 200)]
)
def test_a_private_event_is_invisible_to_outsiders(
    client: Client, owner: Any, scorer: Any, who: str, status: int, request: Any
) -> None:
    private = make_event(owner, name="Club night", visibility="private")
    services.tournament_member_set(tournament=private, user=scorer, role="scorer", by=owner)
    round_ = seat_next_round(private, owner)
    _login(client, None if who == "anonymous" else request.getfixturevalue(who))
    urls = [reverse(name, args=[private.slug]) for name in PUBLIC_PAGES]
    urls += [
        reverse("round", args=[private.slug, 1]),
        reverse("game", args=[private.slug, first_game(round_).pk]),
    ]
    for url in urls:
        assert client.get(url).status_code == status, url
    home = client.get(reverse("home")).content.decode()
    assert ("Club night" in home) == (status == 200)


@pytest.mark.django_db
def test_a_registered_player_sees_their_private_event(client: Client, owner: Any, outsider: Any) -> None:
    private = make_event(owner, name="Club night", visibility="private")
    registration = private.registrations.get(number=2)
    registration.player.user = outsider
    registration.player.save()
    client.force_login(outsider)
    assert client.get(reverse("standings", args=[private.slug])).status_code == 200
    assert client.get(reverse("players", args=[private.slug])).status_code == 403


@pytest.mark.django_db
@pytest.mark.parametrize(("who", "status"), [("outsider", 403), ("scorer", 403), ("owner", 200)])
def test_organizer_pages_need_the_organizer_role(
    client: Client, event: Any, who: str, status: int, request: Any
) -> None:
    _login(client, request.getfixturevalue(who))
    urls = [reverse(name, args=[event.slug]) for name in MANAGE_PAGES]
    urls += [reverse(name, args=[event.slug, 1]) for name in MANAGE_ROUND_PAGES]
    for url in urls:
        assert client.get(url).status_code == status, url


@pytest.mark.django_db
@pytest.mark.parametrize(("who", "status"), [("outsider", 403), ("scorer", 200), ("owner", 200)])
def test_result_entry_needs_the_scorer_role(
    client: Client, event: Any, who: str, status: int, request: Any
) -> None:
    _login(client, request.getfixturevalue(who))
    game = first_game(event.rounds.get(number=1))
    for url in [
        reverse("enter", args=[event.slug, game.pk]),
        reverse("final_scores", args=[event.slug, game.pk]),
        reverse("timer", args=[event.slug, 1]),
        reverse("manage", args=[event.slug]),
    ]:
        assert client.get(url).status_code == status, url
    response = client.post(
        reverse("hand_preview", args=[event.slug, game.pk]), "{}", content_type="application/json"
    )
    assert response.status_code == status
    # the import answers with a redirect to the entry page for those allowed, else the refusal
    imported = client.post(reverse("game_import", args=[event.slug, game.pk]))
    assert imported.status_code == (302 if status == 200 else status)
    assert game.hands.count() == 0


@pytest.mark.django_db
def test_anonymous_visitors_cannot_post_results(client: Client, event: Any) -> None:
    game = first_game(event.rounds.get(number=1))
    response = client.post(
        reverse("hand_save", args=[event.slug, game.pk]), "{}", content_type="application/json"
    )
    assert response.status_code == 403
    assert game.hands.count() == 0


@pytest.mark.django_db
def test_creating_an_event_asks_to_sign_in_first(client: Client) -> None:
    response = client.get(reverse("event_create"))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.django_db
def test_a_refusal_is_a_page_of_the_site_inviting_to_sign_in(client: Client, event: Any) -> None:
    response = client.get(reverse("rules", args=[event.slug]))
    assert response.status_code == 403
    page = response.content.decode()
    assert "Not allowed" in page and reverse("login") in page


@pytest.mark.django_db
def test_opening_a_buttons_address_shows_a_page_not_a_blank_405(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    client.force_login(owner)
    response = client.get(reverse("player_drop", args=[event.slug, 2]))
    assert response.status_code == 405
    assert "only answers the button on its page" in response.content.decode()
    assert event.registrations.get(number=2).status == "active"
    api = client.get(f"/api/tournaments/{event.slug}/players/2/drop/")
    assert api.status_code == 405 and api["Content-Type"].startswith("application/json")
