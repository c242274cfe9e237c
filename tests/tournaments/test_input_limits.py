"""Inputs a typing slip produces are refused with the field named, and nothing is half written."""

from typing import Any

import pytest
from django.urls import reverse

from tests.tournaments.conftest import make_event, registration, seat_in_order
from tests.tournaments.hands import quiet_hanchan
from tournaments import services
from tournaments.models import GameResult, Penalty
from tournaments.services import ServiceError

pytestmark = pytest.mark.django_db


def test_a_final_score_beyond_ten_million_is_refused_and_the_game_stays_open(owner: Any) -> None:
    tournament = make_event(owner, players=4, entry_mode="final")
    game = seat_in_order(tournament, owner).games.get()
    huge = [10**18 + 100_000, -(10**18), 0, 0]  # adds up to 100,000 + 20,000 short: a slip
    with pytest.raises(ServiceError) as error:
        services.game_record_final_scores(game=game, scores=huge, by=owner)
    assert error.value.message_dict["scores"] == [
        "Player 1 (East): 1,000,000,000,000,100,000 is beyond 10,000,000 points",
        "Player 2 (South): -1,000,000,000,000,000,000 is beyond 10,000,000 points",
    ]
    game.refresh_from_db()
    assert game.status != "finished" and game.final_scores is None
    assert not GameResult.objects.filter(game=game).exists()


def test_a_penalty_for_a_game_is_only_for_its_players(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner)
    table_two = round_.games.get(table__number=2)
    with pytest.raises(ServiceError) as error:
        services.penalty_add(
            registration=registration(tournament, 1), amount=-5, reason="slow", game=table_two, by=owner
        )
    assert error.value.message_dict == {"game": ["Player 1 does not play in this game"]}
    assert not Penalty.objects.exists()
    services.penalty_add(
        registration=registration(tournament, 5), amount=-5, reason="slow", game=table_two, by=owner
    )
    assert Penalty.objects.count() == 1


def test_a_penalty_for_a_game_names_the_game_s_round_or_none(owner: Any) -> None:
    """The round decides which range of rounds a penalty counts in; a game of round 2 with round 1
    named made the penalty count in round 1's standings and show on round 2's game."""
    tournament = make_event(owner, players=4)
    first = seat_in_order(tournament, owner)
    first.games.update(status="finished")
    second = seat_in_order(tournament, owner)
    game = second.games.get()
    with pytest.raises(ServiceError) as error:
        services.penalty_add(
            registration=registration(tournament, 1),
            amount=-4,
            reason="slow",
            round_=first,
            game=game,
            by=owner,
        )
    assert error.value.message_dict == {"round": ["is round 1, but the game is in round 2"]}
    assert not Penalty.objects.exists()
    penalty = services.penalty_add(
        registration=registration(tournament, 1), amount=-4, reason="slow", game=game, by=owner
    )
    assert penalty.round == second


def test_undoing_a_hand_that_does_not_exist_says_so(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    game = seat_in_order(tournament, owner).games.get()
    for number, hand in enumerate(quiet_hanchan()[:2], start=1):
        services.game_record_hand(game=game, number=number, record=hand, by=owner)
    with pytest.raises(ServiceError) as error:
        services.game_undo_last_hand(game=game, number=99, by=owner)
    assert error.value.message_dict == {"number": ["there is no hand 99 (the last hand is 2)"]}
    with pytest.raises(ServiceError, match="hand 1 is not the last hand"):
        services.game_undo_last_hand(game=game, number=1, by=owner)
    assert game.hands.count() == 2


def test_the_final_scores_form_refuses_a_huge_score_on_the_page(client: Any, owner: Any) -> None:
    tournament = make_event(owner, players=4, entry_mode="final")
    game = seat_in_order(tournament, owner).games.get()
    client.force_login(owner)
    url = reverse("final_scores", args=[tournament.slug, game.pk])
    huge = {"score_0": 10**18 + 100_000, "score_1": -(10**18), "score_2": 0, "score_3": 0, "deposits_left": 0}
    page = client.post(url, huge)
    assert page.status_code == 200  # the form again, not "saved"
    assert "is beyond 10,000,000 points" in page.content.decode()
    game.refresh_from_db()
    assert game.status != "finished"
