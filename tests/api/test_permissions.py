"""The rules of tournaments.permissions, asked directly (the matrix tests ask them through HTTP)."""

from __future__ import annotations

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from tests.api.conftest import make_event, make_user
from tournaments.models import Role, Visibility
from tournaments.permissions import (
    Access,
    access_of,
    can_manage,
    can_score,
    can_view,
    role_of,
    tournament_for,
    tournaments_visible_to,
)

pytestmark = pytest.mark.django_db

# role -> (view, score, manage) for a private event; a public one is viewable by everyone.
EXPECTED = {
    "owner": (True, True, True),
    "organizer": (True, True, True),
    "scorer": (True, True, False),
    "player": (True, False, False),
    "outsider": (False, False, False),
    "anonymous": (False, False, False),
}


@pytest.mark.parametrize("role", list(EXPECTED))
def test_each_role_gets_exactly_its_rights_in_a_private_event(role: str) -> None:
    cast = make_event(visibility=Visibility.PRIVATE)
    user = cast.users[role]
    t = cast.tournament
    got = (can_view(user, t), can_score(user, t), can_manage(user, t))
    assert got == EXPECTED[role]


@pytest.mark.parametrize("role", list(EXPECTED))
def test_everyone_may_view_a_public_event_but_only_staff_act_on_it(role: str) -> None:
    cast = make_event(visibility=Visibility.PUBLIC)
    user = cast.users[role]
    assert can_view(user, cast.tournament)
    assert can_score(user, cast.tournament) == EXPECTED[role][1]
    assert can_manage(user, cast.tournament) == EXPECTED[role][2]


def test_role_of_names_the_staff_role_and_nothing_for_players() -> None:
    cast = make_event(visibility=Visibility.PRIVATE)
    assert role_of(cast.users["owner"], cast.tournament) == Role.OWNER
    assert role_of(cast.users["organizer"], cast.tournament) == Role.ORGANIZER
    assert role_of(cast.users["scorer"], cast.tournament) == Role.SCORER
    assert role_of(cast.users["player"], cast.tournament) is None
    assert role_of(None, cast.tournament) is None


def test_an_outsider_cannot_learn_that_a_private_event_exists() -> None:
    cast = make_event(visibility=Visibility.PRIVATE)
    with pytest.raises(Http404):
        tournament_for(cast.users["outsider"], cast.tournament.slug)
    with pytest.raises(Http404):
        tournament_for(cast.users["outsider"], "no-such-event")


def test_a_player_who_may_see_but_not_manage_is_refused_with_403() -> None:
    cast = make_event(visibility=Visibility.PRIVATE)
    assert tournament_for(cast.users["player"], cast.tournament.slug) == cast.tournament
    with pytest.raises(PermissionDenied):
        tournament_for(cast.users["player"], cast.tournament.slug, need=Access.MANAGE)


def test_a_superuser_counts_as_owner_everywhere() -> None:
    cast = make_event(visibility=Visibility.PRIVATE)
    admin = make_user("admin")
    admin.is_superuser = True
    admin.save()
    assert access_of(admin, cast.tournament) == Access.OWN


def test_the_event_list_shows_private_events_only_to_their_people() -> None:
    public = make_event(visibility=Visibility.PUBLIC)
    private = make_event(visibility=Visibility.PRIVATE)
    for role in ("owner", "scorer", "player"):
        assert set(tournaments_visible_to(private.users[role])) == {public.tournament, private.tournament}
    for user in (private.users["outsider"], None):
        assert list(tournaments_visible_to(user)) == [public.tournament]


def test_a_user_with_a_role_and_a_registration_is_listed_once() -> None:
    cast = make_event(visibility=Visibility.PRIVATE)
    from tournaments.models import Membership

    Membership.objects.filter(user=cast.users["player"]).delete()
    Membership.objects.create(tournament=cast.tournament, user=cast.users["player"], role=Role.SCORER)
    assert list(tournaments_visible_to(cast.users["player"])) == [cast.tournament]


def test_access_is_asked_of_the_database_once_per_user_and_event(django_assert_max_num_queries) -> None:
    cast = make_event(visibility=Visibility.PRIVATE)
    user = cast.users["player"]
    with django_assert_max_num_queries(3):
        for _ in range(10):
            can_view(user, cast.tournament)
            can_score(user, cast.tournament)
