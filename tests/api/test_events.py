"""Events through the API: creating from a preset, reading, rules, staff, and who may do each."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from tests.api.conftest import Cast, make_user
from tests.tournaments.conftest import make_event
from tournaments.models import Membership, Role, Tournament

pytestmark = pytest.mark.django_db


def test_a_signed_in_user_creates_an_event_from_a_preset_and_becomes_its_owner() -> None:
    user = make_user("alice")
    client = APIClient()
    client.force_authenticate(user)
    response = client.post(
        "/api/tournaments/",
        {"name": "Autumn Cup", "preset": "wrc", "visibility": "private", "rounds_planned": 5},
        format="json",
    )
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["slug"] == "autumn-cup"
    assert body["preset"] == "wrc"
    assert body["ruleset"]["name"] == "wrc"
    tournament = Tournament.objects.get(slug="autumn-cup")
    assert tournament.owner == user
    assert Membership.objects.get(tournament=tournament, user=user).role == Role.OWNER


def test_ruleset_changes_at_creation_are_applied_on_top_of_the_preset() -> None:
    client = APIClient()
    client.force_authenticate(make_user("alice"))
    response = client.post(
        "/api/tournaments/",
        {"name": "Cup", "preset": "tenhou", "ruleset_changes": {"red_fives": 0}},
        format="json",
    )
    assert response.status_code == 201, response.json()
    assert response.json()["ruleset"]["red_fives"] == 0


def test_anonymous_callers_cannot_create_events() -> None:
    response = APIClient().post("/api/tournaments/", {"name": "Cup", "preset": "wrc"}, format="json")
    assert response.status_code == 401
    assert not Tournament.objects.exists()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"preset": "wrc"}, "name"),
        ({"name": "Cup", "preset": "no-such-rules"}, "preset"),
        ({"name": "Cup", "preset": "wrc", "visibility": "secret"}, "visibility"),
        ({"name": "Cup", "preset": "wrc", "rounds_planned": -1}, "rounds_planned"),
        ({"name": "Cup", "preset": "wrc", "slug": "Not A Slug!"}, "slug"),
        ({"name": "Cup", "preset": "wrc", "ruleset_changes": {"uma": [1, 2]}}, "ruleset_changes"),
        ({"name": "Cup", "preset": "wrc", "starts_on": "2026-05-02", "ends_on": "2026-05-01"}, "ends_on"),
    ],
)
def test_a_bad_event_is_refused_with_the_field_named(body: dict, field: str) -> None:
    client = APIClient()
    client.force_authenticate(make_user("alice"))
    response = client.post("/api/tournaments/", body, format="json")
    assert response.status_code == 400
    assert field in response.json(), response.json()
    assert not Tournament.objects.exists()


def test_a_taken_slug_is_refused_naming_the_slug(public_event: Cast) -> None:
    client = public_event.client("outsider")
    body = {"name": "x", "preset": "wrc", "slug": public_event.tournament.slug}
    response = client.post("/api/tournaments/", body, format="json")
    assert response.status_code == 400
    assert "taken" in response.json()["slug"][0]


def test_the_event_list_hides_private_events_from_outsiders(public_event: Cast, private_event: Cast) -> None:
    def slugs(client: APIClient) -> set[str]:
        response = client.get("/api/tournaments/")
        assert response.status_code == 200
        return {t["slug"] for t in response.json()["results"]}

    both = {public_event.tournament.slug, private_event.tournament.slug}
    assert slugs(private_event.client("player")) == both
    assert slugs(private_event.client("scorer")) == both
    assert slugs(private_event.client("outsider")) == {public_event.tournament.slug}
    assert slugs(APIClient()) == {public_event.tournament.slug}


def test_the_event_list_filters_by_status_and_name(public_event: Cast) -> None:
    client = APIClient()
    assert client.get("/api/tournaments/?status=setup").json()["count"] == 1
    assert client.get("/api/tournaments/?status=finished").json()["count"] == 0
    assert client.get("/api/tournaments/?q=spring").json()["count"] == 1
    assert client.get("/api/tournaments/?q=winter").json()["count"] == 0
    bad = client.get("/api/tournaments/?status=sleeping")
    assert bad.status_code == 400
    assert "status" in bad.json()


def test_the_ruleset_can_change_until_the_first_result(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/ruleset/"
    response = public_event.client("organizer").patch(url, {"changes": {"kiriage": True}}, format="json")
    assert response.status_code == 200, response.json()
    assert response.json()["ruleset"]["kiriage"] is True
    bad = public_event.client("organizer").patch(url, {"changes": {"start_points": -5}}, format="json")
    assert bad.status_code == 400
    assert bad.json()["changes"][0].startswith("start_points:")  # under the field sent, naming the rule
    Tournament.objects.filter(pk=public_event.tournament.pk).update(ruleset_frozen=True)
    response = public_event.client("organizer").patch(url, {"changes": {"kiriage": False}}, format="json")
    assert response.status_code == 400
    # under the field sent, as every other refusal of this endpoint (it came under "ruleset")
    assert list(response.json()) == ["changes"] and "frozen" in response.json()["changes"][0]


def test_making_the_owner_a_member_is_refused_under_the_username_sent(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/members/"
    owner = public_event.users["owner"].username
    response = public_event.client("owner").post(url, {"username": owner, "role": "scorer"}, format="json")
    assert response.status_code == 400
    assert response.json() == {"username": ["is the owner already"]}


def test_an_organizer_changes_the_event_details_and_only_the_fields_sent(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    before = public_event.client("organizer").get(url).json()
    body = {"venue": "Hall B", "visibility": "private", "starts_on": "2026-12-05"}
    response = public_event.client("organizer").patch(url, body, format="json")
    assert response.status_code == 200, response.json()
    after = public_event.client("organizer").get(url).json()
    assert (after["venue"], after["visibility"], after["starts_on"]) == ("Hall B", "private", "2026-12-05")
    assert after["name"] == before["name"]
    # Private now: an outsider can no longer see it at all.
    assert public_event.client("outsider").get(url).status_code == 404


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"name": "  "}, "name"),
        ({"visibility": "secret"}, "visibility"),
        ({"starts_on": "soon"}, "starts_on"),
    ],
)
def test_bad_event_details_are_refused_naming_the_field(public_event: Cast, body: dict, field: str) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    response = public_event.client("organizer").patch(url, body, format="json")
    assert response.status_code == 400
    assert field in response.json()


def test_a_date_sent_as_null_is_cleared_and_a_date_not_sent_is_kept(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    client = public_event.client("organizer")
    assert (
        client.patch(url, {"starts_on": "2026-12-05", "ends_on": "2026-12-06"}, format="json").status_code
        == 200
    )
    response = client.patch(url, {"starts_on": None}, format="json")
    assert response.status_code == 200
    assert (response.json()["starts_on"], response.json()["ends_on"]) == (None, "2026-12-06")


def test_a_scorer_may_not_change_the_event_details(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    assert public_event.client("scorer").patch(url, {"venue": "x"}, format="json").status_code == 403


def test_a_scorer_may_not_change_the_rules(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/ruleset/"
    response = public_event.client("scorer").patch(url, {"changes": {"kiriage": True}}, format="json")
    assert response.status_code == 403


def test_only_the_owner_appoints_and_removes_staff(public_event: Cast) -> None:
    slug = public_event.tournament.slug
    newcomer = make_user("newcomer")
    body = {"username": "newcomer", "role": "scorer"}
    refused = public_event.client("organizer").post(f"/api/tournaments/{slug}/members/", body, format="json")
    assert refused.status_code == 403
    added = public_event.client("owner").post(f"/api/tournaments/{slug}/members/", body, format="json")
    assert added.status_code == 201, added.json()
    assert Membership.objects.get(user=newcomer).role == Role.SCORER
    promoted = public_event.client("owner").post(
        f"/api/tournaments/{slug}/members/", {**body, "role": "organizer"}, format="json"
    )
    assert promoted.status_code == 200, promoted.json()  # a role changed, nobody new
    assert Membership.objects.get(user=newcomer).role == Role.ORGANIZER
    listed = public_event.client("organizer").get(f"/api/tournaments/{slug}/members/").json()
    assert {"username": "newcomer", "role": "organizer"}.items() <= listed[-1].items()
    removed = public_event.client("owner").delete(f"/api/tournaments/{slug}/members/newcomer/")
    assert removed.status_code == 204
    assert not Membership.objects.filter(user=newcomer).exists()


def test_appointing_an_unknown_user_names_the_username(public_event: Cast) -> None:
    slug = public_event.tournament.slug
    response = public_event.client("owner").post(
        f"/api/tournaments/{slug}/members/", {"username": "ghost", "role": "scorer"}, format="json"
    )
    assert response.status_code == 400
    assert "ghost" in response.json()["username"][0]


def test_removing_someone_without_a_role_is_not_found(public_event: Cast) -> None:
    slug = public_event.tournament.slug
    make_user("bystander")
    owner = public_event.client("owner")
    for username in ("ghost", "bystander"):
        response = owner.delete(f"/api/tournaments/{slug}/members/{username}/")
        assert response.status_code == 404
        assert username in response.json()["detail"]
    kept = owner.delete(f"/api/tournaments/{slug}/members/{public_event.tournament.owner.username}/")
    assert kept.status_code == 400  # the owner has a role that cannot be taken away


def test_a_token_from_the_token_endpoint_authenticates_api_calls(settings, private_event: Cast) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    user = private_event.users["scorer"]
    user.set_password("s3cret-pass")
    user.save()
    response = APIClient().post("/api/auth/token/", {"username": user.username, "password": "s3cret-pass"})
    assert response.status_code == 200
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token " + response.json()["token"])
    slug = private_event.tournament.slug
    assert client.get(f"/api/tournaments/{slug}/").status_code == 200
    assert APIClient().get(f"/api/tournaments/{slug}/").status_code == 404


def test_a_wrong_password_gets_no_token_and_a_json_error(db) -> None:
    response = APIClient().post("/api/auth/token/", {"username": "nobody", "password": "x"})
    assert response.status_code == 400
    assert "non_field_errors" in response.json()


@pytest.mark.parametrize(
    ("role", "access"),
    [
        ("owner", "own"),
        ("organizer", "manage"),
        ("scorer", "score"),
        ("player", "view"),
        ("anonymous", "view"),
    ],
)
def test_an_event_tells_the_caller_what_they_may_do_in_it(public_event: Cast, role: str, access: str) -> None:
    body = public_event.client(role).get(f"/api/tournaments/{public_event.tournament.slug}/").json()
    assert body["my_access"] == access
    listed = public_event.client(role).get("/api/tournaments/").json()["results"]
    assert [e["my_access"] for e in listed if e["slug"] == public_event.tournament.slug] == [access]


def test_the_event_list_costs_the_same_queries_for_more_events(
    public_event: Cast, django_assert_max_num_queries
) -> None:
    client = public_event.client("scorer")
    client.get("/api/tournaments/")  # session and user loaded once
    with django_assert_max_num_queries(6) as few:
        client.get("/api/tournaments/")
    for n in range(5):
        make_event(public_event.tournament.owner, name=f"Extra {n}", players=0)
    with django_assert_max_num_queries(len(few.captured_queries)):
        client.get("/api/tournaments/")


def test_password_guesses_at_the_token_endpoint_are_throttled(settings, db) -> None:
    from rest_framework.throttling import ScopedRateThrottle

    ScopedRateThrottle.THROTTLE_RATES = {**ScopedRateThrottle.THROTTLE_RATES, "auth": "3/min"}
    try:
        answers = [
            APIClient().post("/api/auth/token/", {"username": "ann", "password": f"guess{i}"}).status_code
            for i in range(5)
        ]
    finally:
        ScopedRateThrottle.THROTTLE_RATES = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]
    assert answers == [400, 400, 400, 429, 429]


def test_mine_lists_only_the_events_the_caller_is_part_of(public_event: Cast, private_event: Cast) -> None:
    def mine(role: str, cast: Cast) -> set[str]:
        return {
            t["slug"] for t in cast.client(role).get("/api/tournaments/", {"mine": "true"}).json()["results"]
        }

    assert mine("scorer", private_event) == {private_event.tournament.slug}
    assert mine("player", public_event) == {public_event.tournament.slug}
    assert mine("outsider", public_event) == set()
    assert mine("anonymous", public_event) == set()


@pytest.mark.parametrize(
    ("page", "code"), [("1", 200), ("last", 200), ("abc", 400), ("0", 400), ("-1", 400), ("99", 404)]
)
def test_a_page_that_is_not_a_number_is_bad_input_and_one_past_the_end_not_found(
    public_event: Cast, page: str, code: int
) -> None:
    response = public_event.client("anonymous").get(f"/api/tournaments/?page={page}")
    assert response.status_code == code
    if code == 400:
        assert "page" in response.json()


def test_times_come_with_the_events_offset_as_its_pages_show_them(public_event: Cast) -> None:
    """A Da Nang organizer read 23:33 on the pages' clock but 16:33Z in the API (the site's zone)."""
    from datetime import datetime

    Tournament.objects.filter(pk=public_event.tournament.pk).update(time_zone="Asia/Ho_Chi_Minh")
    client = public_event.client("organizer")
    slug = public_event.tournament.slug
    event = client.get(f"/api/tournaments/{slug}/").json()
    assert event["created_at"].endswith("+07:00")
    stored = Tournament.objects.get(pk=public_event.tournament.pk).created_at
    assert datetime.fromisoformat(event["created_at"]) == stored  # the same moment, on the event's clock
    listed = client.get("/api/tournaments/", {"q": public_event.tournament.name}).json()["results"]
    assert [e["created_at"] for e in listed] == [event["created_at"]]  # the list says it the same way
    members = client.get(f"/api/tournaments/{slug}/members/").json()
    rows = members["results"] if isinstance(members, dict) else members
    assert rows and all(m["created_at"].endswith("+07:00") for m in rows)


def test_a_date_the_calendar_has_not_is_said_to_be_so(public_event: Cast) -> None:
    """ "2026-02-30" was refused as "Date has wrong format": its format was right."""
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    response = public_event.client("organizer").patch(url, {"starts_on": "2026-02-30"}, format="json")
    assert response.status_code == 400
    assert response.json() == {"starts_on": ["2026-02-30 is no day of the calendar"]}
    created = public_event.client("organizer").post(
        "/api/tournaments/", {"name": "Cup", "preset": "wrc", "ends_on": "2026-13-01"}, format="json"
    )
    assert created.json() == {"ends_on": ["2026-13-01 is no day of the calendar"]}


def test_a_date_in_full_width_digits_is_still_a_date(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/"
    response = public_event.client("organizer").patch(url, {"starts_on": "２０２６-０２-２８"}, format="json")
    assert response.status_code == 200, response.json()
    assert response.json()["starts_on"] == "2026-02-28"


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("a\u0000b", "name: must be one line of text without control characters"),
        ("x" * 200_000, "name: must be at most 100 characters, got 200,000"),
    ],
    ids=["nul", "long"],
)
def test_a_new_ruleset_name_is_one_short_line(public_event: Cast, name: str, said: str) -> None:
    """A NUL in the name was stored (PostgreSQL refuses it in JSON: a 500 there), and 200,000
    characters went into the rules line. A name stored before the check still loads."""
    url = f"/api/tournaments/{public_event.tournament.slug}/ruleset/"
    response = public_event.client("organizer").patch(url, {"changes": {"name": name}}, format="json")
    assert response.status_code == 400
    assert response.json() == {"changes": [said]}
    create = public_event.client("organizer").post(
        "/api/tournaments/",
        {"name": "Cup", "preset": "wrc", "ruleset_changes": {"name": name}},
        format="json",
    )
    assert create.json() == {"ruleset_changes": [said]}
    stored = Tournament.objects.get(pk=public_event.tournament.pk)
    stored.ruleset = {**stored.ruleset, "name": "y" * 150}
    stored.save(update_fields=["ruleset"])
    assert public_event.client("anonymous").get(f"/t/{stored.slug}/rules/").status_code == 200
