"""A registration made by mistake (a duplicate, the wrong person) can be removed while it was never
seated; a player who dropped out before playing is not ranked. Two such registrations once pushed
the last player of a 36-player event to 38th."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import selectors, services
from tournaments.models import AuditEntry
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db
SCORES = [45000, 35000, 25000, 15000]  # wrc: 30,000 each at the start


def test_a_registration_never_seated_is_removed_and_a_seated_one_is_not(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    seat_next_round(event, owner)
    mistake = services.player_register(tournament=event, name="Akira Sato (twice)", by=owner)
    client.force_login(owner)
    page = client.get(reverse("players", args=[event.slug])).content.decode()
    assert page.count(">Remove</button>") == 1  # only the one never seated
    response = client.post(reverse("player_remove", args=[event.slug, mistake.number]), follow=True)
    assert "Player 5, Akira Sato (twice), is removed." in [str(m) for m in response.context["messages"]]
    assert not event.registrations.filter(number=5).exists()
    entry = AuditEntry.objects.filter(tournament=event).order_by("-pk").first()
    assert entry is not None and (entry.action, entry.before) == (
        "registration_delete",
        {"name": "Akira Sato (twice)"},
    )
    with pytest.raises(ServiceError, match="player 1 has been seated; drop them out instead"):
        services.registration_delete(registration=event.registrations.get(number=1), by=owner)
    response = client.delete(f"/api/tournaments/{event.slug}/players/1/")
    assert response.status_code == 400
    assert response.json() == {"registration": ["player 1 has been seated; drop them out instead"]}


def test_a_player_who_dropped_out_before_playing_is_not_ranked(
    owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)

    def ranks() -> dict[int, int | None]:
        return {row["number"]: row["rank"] for row in selectors.standings_table(tournament=event)}

    with django_capture_on_commit_callbacks(execute=True):  # the standings jobs run as on a commit
        services.game_record_final_scores(game=first_game(round_), scores=SCORES, by=owner)
        late = services.player_register(tournament=event, name="Never Came", by=owner)
    # wrc uma 15/5/-5/-15, no oka: +30, +10, -10, -30; the newcomer, never seated, is not ranked
    # (on 0 points they stood third, above the two who had lost points)
    assert ranks() == {1: 1, 2: 2, 3: 3, 4: 4, 5: None}
    with django_capture_on_commit_callbacks(execute=True):
        services.registration_drop(registration=late, by=owner)
    assert ranks() == {1: 1, 2: 2, 3: 3, 4: 4, 5: None}
    with django_capture_on_commit_callbacks(execute=True):
        services.registration_reinstate(registration=late, by=owner)
    assert ranks()[5] is None


def test_a_late_player_is_listed_after_the_ranked_ones_until_seated(
    owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(game=first_game(round_), scores=SCORES, by=owner)
        late = services.player_register(tournament=event, name="Zara Late", by=owner)
        services.registration_drop(registration=event.registrations.get(number=4), by=owner)
    rows = selectors.standings_table(tournament=event)
    assert [(r["number"], r["rank"]) for r in rows][-1] == (5, None)  # listed last, no rank
    with django_capture_on_commit_callbacks(execute=True):
        seat_next_round(event, owner)  # Zara takes the place of player 4, who dropped out
    ranks = {row["number"]: row["rank"] for row in selectors.standings_table(tournament=event)}
    assert ranks[late.number] == 3  # seated: on 0 points, between +10 and -10


def test_the_latest_changes_name_the_player_beside_the_number(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    services.registration_drop(registration=event.registrations.get(number=3), by=owner)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "player dropped out · player 3 (Player 3)" in page
