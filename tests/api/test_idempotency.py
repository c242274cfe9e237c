"""Idempotency-Key: an entry posted twice with the same key is stored once and answered the same."""

from __future__ import annotations

import uuid

import pytest

from tests.api.conftest import Cast
from tournaments.models import Penalty, Registration

pytestmark = pytest.mark.django_db


def test_a_penalty_posted_twice_with_one_key_is_stored_once(public_event: Cast) -> None:
    client = public_event.client("organizer")
    url = f"/api/tournaments/{public_event.tournament.slug}/penalties/"
    body = {"player": 2, "amount": "-10", "reason": "slow play"}
    first = client.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="pen-1")
    second = client.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="pen-1")
    assert first.status_code == second.status_code == 201
    assert second.json() == first.json()
    assert second["Idempotent-Replayed"] == "true"
    assert Penalty.objects.filter(tournament=public_event.tournament).count() == 1


def test_without_a_key_two_posts_are_two_entries(public_event: Cast) -> None:
    client = public_event.client("organizer")
    url = f"/api/tournaments/{public_event.tournament.slug}/penalties/"
    body = {"player": 2, "amount": "-10", "reason": "slow play"}
    assert client.post(url, body, format="json").status_code == 201
    assert client.post(url, body, format="json").status_code == 201
    assert Penalty.objects.filter(tournament=public_event.tournament).count() == 2


def test_a_key_reused_for_a_different_entry_is_refused_naming_the_header(public_event: Cast) -> None:
    client = public_event.client("owner")
    url = f"/api/tournaments/{public_event.tournament.slug}/players/"
    assert client.post(url, {"name": "Ume"}, format="json", HTTP_IDEMPOTENCY_KEY="k").status_code == 201
    response = client.post(url, {"name": "Momo"}, format="json", HTTP_IDEMPOTENCY_KEY="k")
    assert response.status_code == 422
    assert "Idempotency-Key" in response.json()
    assert not Registration.objects.filter(player__name="Momo").exists()


def test_a_refused_entry_is_not_remembered_so_a_corrected_retry_can_use_the_key(public_event: Cast) -> None:
    client = public_event.client("owner")
    url = f"/api/tournaments/{public_event.tournament.slug}/penalties/"
    bad = client.post(
        url, {"player": 2, "amount": "0", "reason": "x"}, format="json", HTTP_IDEMPOTENCY_KEY="k"
    )
    assert bad.status_code == 400
    assert "amount" in bad.json()
    good = client.post(
        url, {"player": 2, "amount": "-1", "reason": "x"}, format="json", HTTP_IDEMPOTENCY_KEY="k"
    )
    assert good.status_code == 201


def test_keys_are_per_user_so_two_scorers_cannot_replay_each_others_answers(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/penalties/"
    body = {"player": 2, "amount": "-10", "reason": "slow play"}
    a = public_event.client("owner").post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="same")
    b = public_event.client("organizer").post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="same")
    assert a.status_code == b.status_code == 201
    assert a.json()["id"] != b.json()["id"]


def test_an_overlong_key_is_refused_naming_the_header(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/penalties/"
    response = public_event.client("owner").post(
        url, {"player": 2, "amount": "-1", "reason": "x"}, format="json", HTTP_IDEMPOTENCY_KEY="k" * 81
    )
    assert response.status_code == 400
    assert "Idempotency-Key" in response.json()
    assert not Penalty.objects.exists()


def test_a_key_outside_ascii_is_refused_saying_ascii(public_event: Cast) -> None:
    """A 4-letter "ключ" was refused as longer than 80 "printable characters": a header's bytes are read
    as Latin-1, and the UTF-8 of Cyrillic letters holds unprintable ones."""
    url = f"/api/tournaments/{public_event.tournament.slug}/penalties/"
    key = "ключ".encode().decode("latin-1")  # what the server sees
    response = public_event.client("owner").post(
        url, {"player": 2, "amount": "-1", "reason": "x"}, format="json", HTTP_IDEMPOTENCY_KEY=key
    )
    assert response.status_code == 400
    assert response.json() == {"Idempotency-Key": ["must be at most 80 printable ASCII characters"]}


def test_a_repeated_action_with_its_key_gets_the_first_answer_not_a_second_refusal(
    public_event: Cast,
) -> None:
    # A phone that lost the answer to "drop player 3" retries: it must learn that it worked.
    client = public_event.client("organizer")
    url = f"/api/tournaments/{public_event.tournament.slug}/players/3/drop/"
    first = client.post(url, {}, format="json", HTTP_IDEMPOTENCY_KEY="drop-3")
    again = client.post(url, {}, format="json", HTTP_IDEMPOTENCY_KEY="drop-3")
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json()
    unkeyed = client.post(url, {}, format="json")
    assert unkeyed.status_code == 400


@pytest.mark.redis
def test_with_redis_as_the_cache_a_replay_comes_back_from_redis(public_event: Cast, settings) -> None:
    # CI runs this against the real Redis (REDIS_URL): the stored answer must survive pickling there.
    assert "redis" in settings.CACHES["default"]["BACKEND"].lower()
    key = f"redis-{uuid.uuid4()}"
    client = public_event.client("organizer")
    url = f"/api/tournaments/{public_event.tournament.slug}/penalties/"
    body = {"player": 2, "amount": "-10", "reason": "slow play"}
    first = client.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY=key)
    second = client.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY=key)
    assert first.status_code == second.status_code == 201
    assert second["Idempotent-Replayed"] == "true"
    assert second.json() == first.json()
    assert Penalty.objects.filter(tournament=public_event.tournament).count() == 1
