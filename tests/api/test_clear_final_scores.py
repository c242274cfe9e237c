"""DELETE .../games/<id>/final-scores/: final scores taken back through the API, so that a table of an
event entered by final scores can be played hand by hand (a feature table), or scores entered by
mistake entered again. It answered 405, and a hand posted to such a game was refused for good."""

from __future__ import annotations

import pytest

from tests.api.conftest import Cast, seated_event
from tournaments import services
from tournaments.models import AuditEntry, GameStatus, Visibility

pytestmark = pytest.mark.django_db

SCORES = [40000, 30000, 20000, 10000]
DRAW = {"kind": "draw", "tenpai": [0], "nagashi": [], "riichi": []}


@pytest.fixture
def event() -> Cast:
    """An event entered by final scores, round 1 seated (two tables), table 1 saved by final scores."""
    cast = seated_event(8, visibility=Visibility.PUBLIC, penalties=False)
    cast.tournament.entry_mode = "final"
    cast.tournament.save(update_fields=["entry_mode"])
    cast.tournament.games.update(entry_mode="final")
    saved = cast.client("scorer").post(url(cast, "final-scores/"), {"scores": SCORES}, format="json")
    assert saved.status_code == 200, saved.json()
    return cast


def game_of(cast: Cast, table: int = 1):  # type: ignore[no-untyped-def]
    return cast.tournament.games.get(table__number=table)


def url(cast: Cast, rest: str, table: int = 1) -> str:
    return f"/api/tournaments/{cast.tournament.slug}/games/{game_of(cast, table).pk}/{rest}"


def test_a_scorer_clears_final_scores_and_the_game_has_no_result_again(event: Cast) -> None:
    response = event.client("scorer").delete(url(event, "final-scores/"))
    assert response.status_code == 204, response.content
    game = event.client("scorer").get(url(event, "")).json()
    assert (game["final_scores"], game["status"], game["state"], game["results"]) == (
        None,
        GameStatus.PENDING,
        None,
        [],
    )
    entry = AuditEntry.objects.get(game=game_of(event), action="game_clear_final_scores")
    assert entry.before["scores"] == SCORES and entry.after is None


def test_after_clearing_the_table_is_entered_hand_by_hand(event: Cast) -> None:
    """The whole flow: a hand is refused while the scores stand, taken once they are cleared."""
    client = event.client("scorer")
    hand = {"number": 1, "record": DRAW}
    refused = client.post(url(event, "hands/"), hand, format="json")
    assert refused.status_code == 400
    assert client.delete(url(event, "final-scores/")).status_code == 204
    taken = client.post(url(event, "hands/"), hand, format="json")
    assert taken.status_code == 201, taken.json()
    game = client.get(url(event, "")).json()
    assert (game["entry_mode"], game["hand_count"], game["status"]) == ("hands", 1, GameStatus.RUNNING)


def test_after_clearing_other_final_scores_may_be_saved(event: Cast) -> None:
    client = event.client("scorer")
    assert client.delete(url(event, "final-scores/")).status_code == 204
    again = client.post(url(event, "final-scores/"), {"scores": [10000, 20000, 30000, 40000]}, format="json")
    assert again.status_code == 200, again.json()
    assert again.json()["final_scores"] == [10000, 20000, 30000, 40000]


def test_a_game_without_final_scores_is_refused_naming_the_game(event: Cast) -> None:
    response = event.client("scorer").delete(url(event, "final-scores/", table=2))
    assert (response.status_code, response.json()) == (400, {"game": ["has no final scores to clear"]})


def test_a_game_of_a_finished_round_keeps_its_scores(event: Cast) -> None:
    owner = event.users["owner"]
    services.game_record_final_scores(game=game_of(event, 2), scores=SCORES, by=owner)
    services.round_finish(round_=event.tournament.rounds.get(number=1), by=owner)
    response = event.client("owner").delete(url(event, "final-scores/"))
    assert (response.status_code, response.json()) == (
        400,
        {"game": ["round 1 is finished; its results are final"]},
    )
    assert game_of(event).final_scores == SCORES


def test_a_game_of_a_finished_event_keeps_its_scores(event: Cast) -> None:
    owner = event.users["owner"]
    services.game_record_final_scores(game=game_of(event, 2), scores=SCORES, by=owner)
    services.tournament_finish(tournament=event.tournament, by=owner)
    response = event.client("owner").delete(url(event, "final-scores/"))
    assert response.status_code == 400 and list(response.json()) == ["game"]
    assert game_of(event).final_scores == SCORES


@pytest.mark.parametrize(("role", "status"), [("player", 403), ("anonymous", 401), ("outsider", 403)])
def test_only_those_who_enter_results_may_clear_them(event: Cast, role: str, status: int) -> None:
    assert event.client(role).delete(url(event, "final-scores/")).status_code == status
    assert game_of(event).final_scores == SCORES


def test_a_clear_sent_twice_with_one_key_is_carried_out_once(event: Cast) -> None:
    client = event.client("scorer")
    first = client.delete(url(event, "final-scores/"), HTTP_IDEMPOTENCY_KEY="clear-1")
    again = client.delete(url(event, "final-scores/"), HTTP_IDEMPOTENCY_KEY="clear-1")
    assert (first.status_code, again.status_code) == (204, 204)
    assert again["Idempotent-Replayed"] == "true"
    assert AuditEntry.objects.filter(action="game_clear_final_scores").count() == 1
    # without the key, the second is told there is nothing left to clear
    assert client.delete(url(event, "final-scores/")).status_code == 400


def test_clearing_with_the_scores_seen_is_refused_when_someone_saved_others_meanwhile(event: Cast) -> None:
    client = event.client("scorer")
    # another scorer corrects the table after this one read it
    other = [45000, 25000, 20000, 10000]
    assert client.post(url(event, "final-scores/"), {"scores": other}, format="json").status_code == 200
    seen = ",".join(str(n) for n in SCORES)
    refused = client.delete(url(event, f"final-scores/?replaces={seen}"))
    assert refused.status_code == 400
    assert "45,000 / 25,000 / 20,000 / 10,000" in str(refused.json()["scores"])
    assert game_of(event).final_scores == other  # nothing cleared
    current = ",".join(str(n) for n in other)
    assert client.delete(url(event, f"final-scores/?replaces={current}")).status_code == 204
    assert game_of(event).final_scores is None


@pytest.mark.parametrize("sent", ["40000,30000,20000", "40000,30000,20000,ten", "4e4,30000,20000,10000", ""])
def test_a_malformed_replaces_is_a_400_naming_it(event: Cast, sent: str) -> None:
    refused = event.client("scorer").delete(url(event, f"final-scores/?replaces={sent}"))
    assert refused.status_code == 400
    assert "four whole scores" in str(refused.json()["replaces"])
    assert game_of(event).final_scores == SCORES


def test_a_key_reused_with_another_replaces_is_refused_not_replayed(event: Cast) -> None:
    client = event.client("scorer")
    seen = ",".join(str(n) for n in SCORES)
    first = client.delete(url(event, f"final-scores/?replaces={seen}"), HTTP_IDEMPOTENCY_KEY="clear-1")
    assert first.status_code == 204
    # the same key, another query: a different request, not the first one's answer again
    other = client.delete(url(event, "final-scores/?replaces=1,2,3,4"), HTTP_IDEMPOTENCY_KEY="clear-1")
    assert other.status_code == 422
    again = client.delete(url(event, f"final-scores/?replaces={seen}"), HTTP_IDEMPOTENCY_KEY="clear-1")
    assert again.status_code == 204 and again["Idempotent-Replayed"] == "true"
