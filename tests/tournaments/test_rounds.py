"""Rounds: seating through tournaments.seating, the database's seat constraints, substitutes,
finishing a round."""

from typing import Any

import pytest
from django.db import IntegrityError, transaction

from tests.tournaments.conftest import make_event, registration, seat_in_order
from tests.tournaments.hands import draw
from tournaments import services
from tournaments.models import AuditEntry, HandRecord, Seat
from tournaments.services import ServiceError

pytestmark = pytest.mark.django_db


def pairs_of(round_: Any) -> set[frozenset[int]]:
    pairs = set()
    for table in round_.tables.all():
        numbers = [s.registration.number for s in table.seats.all()]
        pairs |= {frozenset((a, b)) for a in numbers for b in numbers if a < b}
    return pairs


def test_seating_a_round_creates_tables_seats_and_a_game_per_table(owner: Any) -> None:
    tournament = make_event(owner, players=16)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=7, by=owner)
    round_.refresh_from_db()
    assert round_.status == "seated"
    assert round_.tables.count() == 4
    assert round_.games.count() == 4
    assert sorted(round_.seats.values_list("registration__number", flat=True)) == list(range(1, 17))
    assert round_.seating_quality["players"] == 16
    tournament.refresh_from_db()
    assert tournament.status == "running"


def test_five_optimal_rounds_for_sixteen_players_never_repeat_a_pair(owner: Any) -> None:
    tournament = make_event(owner, players=16, rounds_planned=5)
    seen: set[frozenset[int]] = set()
    for _ in range(5):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="optimal", seed=round_.number, by=owner)
        pairs = pairs_of(round_)
        assert not pairs & seen
        seen |= pairs
    assert len(seen) == 16 * 15 // 2


def test_seating_an_optimal_round_again_draws_other_tables_and_the_rest_still_never_repeats(
    owner: Any,
) -> None:
    """The organizer taps "Seat the round again" (no seed: a new draw): the tables change, and the
    plan for the later rounds follows the new round, so no pair meets twice over the five rounds."""
    tournament = make_event(owner, players=16, rounds_planned=5)
    first = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=first, method="optimal", by=owner)
    before = pairs_of(first)
    services.round_generate_seating(round_=first, method="optimal", by=owner)
    assert pairs_of(first) != before
    seen = pairs_of(first)
    for _ in range(4):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="optimal", by=owner)
        assert not pairs_of(round_) & seen
        seen |= pairs_of(round_)
    assert len(seen) == 16 * 15 // 2


def test_seating_round_one_again_after_round_two_is_seated_keeps_the_plan_without_repeats(
    owner: Any,
) -> None:
    """Round 2 was seated early; seating round 1 again must not draw a plan that ignores round 2's
    tables (it did: 17 repeated pairs over five rounds of 16 players)."""
    tournament = make_event(owner, players=16, rounds_planned=5)
    first = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=first, method="optimal", by=owner)
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="optimal", by=owner)
    services.round_generate_seating(round_=first, method="optimal", by=owner)
    rounds = [first, second]
    for _ in range(3):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="optimal", by=owner)
        rounds.append(round_)
    seen: set[frozenset[int]] = set()
    for round_ in rounds:
        assert not pairs_of(round_) & seen, f"round {round_.number} repeats a pair"
        seen |= pairs_of(round_)
    assert len(seen) == 16 * 15 // 2


@pytest.mark.parametrize("middle", ["random", "swiss"])
def test_optimal_rounds_after_a_round_seated_another_way_follow_that_round(owner: Any, middle: str) -> None:
    """Round 2 seated by swiss or random between optimal rounds: the optimal plan made in round 1
    no longer follows, and reading it back repeated 16 to 20 pairs over rounds 3 to 5."""
    tournament = make_event(owner, players=16, rounds_planned=5)
    seen: set[frozenset[int]] = set()
    repeats = 0
    for number, method in enumerate(["optimal", middle, "optimal", "optimal", "optimal"]):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method=method, seed=number, by=owner)
        repeats += len(pairs_of(round_) & seen)
        seen |= pairs_of(round_)
    assert repeats == 0


def test_a_dropout_with_a_substitute_keeps_the_optimal_plan_free_of_repeats(owner: Any) -> None:
    """36 players, 9 optimal rounds, one drops out after round 2 and a registered substitute fills
    the seat: the remaining rounds start from the plan (a fresh search from a new seed left 2 to 3
    repeated pairs between players)."""
    tournament = make_event(owner, players=36, rounds_planned=9)
    services.player_register(tournament=tournament, name="Sub", is_substitute=True, by=owner)
    rounds = []
    for number in range(1, 10):
        if number == 3:
            services.registration_drop(registration=tournament.registrations.get(number=7), by=owner)
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="optimal", by=owner)
        rounds.append(round_)
    substitute = tournament.registrations.get(is_substitute=True).number
    met: dict[frozenset[int], int] = {}
    for round_ in rounds:
        for pair in pairs_of(round_):
            if substitute not in pair:
                met[pair] = met.get(pair, 0) + 1
    assert max(met.values()) == 1


def test_players_not_filling_tables_need_registered_substitutes(owner: Any) -> None:
    tournament = make_event(owner, players=6)
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError) as error:
        services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    assert error.value.message_dict["players"] == [
        "6 players leave 2 empty seats; register 2 more substitutes or let players sit out in turn"
    ]
    for name in ("Sub A", "Sub B"):
        services.player_register(tournament=tournament, name=name, is_substitute=True, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    assert round_.seats.filter(registration__is_substitute=True).count() == 2


def test_a_scripted_seating_with_an_unknown_player_is_refused_naming_the_line(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError) as error:
        services.round_generate_seating(
            round_=round_, method="scripted", script="1 2 3 4\n5 6 7 99\n", by=owner
        )
    assert "line 2: unknown player '99'" in error.value.message_dict["script"]
    services.round_generate_seating(round_=round_, method="scripted", script="1 2 3 4\n5 6 7 8\n", by=owner)
    assert [s.registration.number for s in round_.tables.get(number=2).seats.all()] == [5, 6, 7, 8]


def test_a_pasted_seating_may_give_a_substitute_by_number(owner: Any) -> None:
    """7 players and substitute 8: a walkthrough wrote the substitute's number and was told
    "unknown player '8'"; the name worked."""
    tournament = make_event(owner, players=7)
    services.player_register(tournament=tournament, name="Kenji", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="scripted", script="1 2 3 4\n5 6 7 8\n", by=owner)
    assert [s.registration.number for s in round_.tables.get(number=2).seats.all()] == [5, 6, 7, 8]
    assert round_.seats.get(registration__number=8).registration.player.name == "Kenji"


def test_an_unknown_method_is_refused(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError) as error:
        services.round_generate_seating(round_=round_, method="alphabetical", by=owner)
    assert "method" in error.value.message_dict


def test_the_database_refuses_a_second_seat_for_a_player_in_one_round(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner)
    table = round_.tables.get(number=2)
    with pytest.raises(IntegrityError), transaction.atomic():
        Seat.objects.filter(table=table, wind=0).update(registration=registration(tournament, 1))


def test_the_database_refuses_two_players_on_one_wind(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner)
    with pytest.raises(IntegrityError), transaction.atomic():
        Seat.objects.filter(table__number=1, round=round_, wind=1).update(wind=0)


def test_the_database_refuses_a_second_hand_with_the_same_number(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    game = seat_in_order(tournament, owner).games.get()
    HandRecord.objects.create(game=game, number=1, record={"kind": "draw"})
    with pytest.raises(IntegrityError), transaction.atomic():
        HandRecord.objects.create(game=game, number=1, record={"kind": "draw"})


def test_seating_can_be_replaced_until_a_table_has_results(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner)
    round_ = seat_in_order_again = services.round_set_tables(
        round_=round_,
        tables=[[registration(tournament, n) for n in t] for t in ([1, 5, 2, 6], [3, 7, 4, 8])],
        by=owner,
    )
    assert seat_in_order_again.tables.count() == 2
    services.game_record_final_scores(
        game=round_.games.get(table__number=1), scores=[30000, 30000, 30000, 30000], by=owner
    )
    with pytest.raises(ServiceError, match="table 1 has results"):
        services.round_generate_seating(round_=round_, method="random", by=owner)


def test_a_round_finishes_only_when_every_game_has(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner)
    first, second = round_.games.order_by("table__number")
    with pytest.raises(ServiceError, match="tables 1, 2 have not finished their games"):
        services.round_finish(round_=round_, by=owner)
    services.game_record_final_scores(game=first, scores=[30000, 30000, 30000, 30000], by=owner)
    with pytest.raises(ServiceError, match="table 2 has not finished"):
        services.round_finish(round_=round_, by=owner)
    services.game_record_final_scores(game=second, scores=[30000, 30000, 30000, 30000], by=owner)
    services.round_finish(round_=round_, by=owner)
    with pytest.raises(ServiceError, match="finished; its results are final"):
        services.game_record_final_scores(game=second, scores=[40000, 20000, 30000, 30000], by=owner)


def test_a_substitute_cannot_sit_twice_in_one_round(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    substitute = services.player_register(tournament=tournament, name="Sub", is_substitute=True, by=owner)
    round_ = seat_in_order(tournament, owner)
    services.substitute_seat(seat=round_.seats.get(registration__number=1), substitute=substitute, by=owner)
    with pytest.raises(ServiceError) as error:
        services.substitute_seat(
            seat=round_.seats.get(registration__number=5), substitute=substitute, by=owner
        )
    assert "seated in round 1 already" in error.value.message_dict["substitute"][0]
    entry = AuditEntry.objects.get(action="substitute_seat")
    assert (entry.before, entry.after) == ({"player": 1}, {"player": substitute.number})


def test_a_substitute_takes_a_seat_only_before_the_first_hand(owner: Any) -> None:
    """The hands follow the seat: a substitute seated after two hands was shown winning the hand
    the dropped player had won, in the hand log, the statistics and the standings."""
    tournament = make_event(owner, players=4)
    substitute = services.player_register(tournament=tournament, name="Sub", is_substitute=True, by=owner)
    round_ = seat_in_order(tournament, owner)
    game = round_.games.get()
    services.game_record_hand(game=game, number=1, record=draw(tenpai=[0]), by=owner)
    seat = round_.seats.get(registration__number=2)
    with pytest.raises(ServiceError) as error:
        services.substitute_seat(seat=seat, substitute=substitute, by=owner)
    assert error.value.message_dict["seat"] == [
        "the game has 1 hand played by Player 2: a substitute takes a seat before the first hand "
        "(end the game for time, or undo its hands)"
    ]
    seat.refresh_from_db()
    assert seat.registration.number == 2 and not AuditEntry.objects.filter(action="substitute_seat").exists()
    services.game_undo_last_hand(game=game, number=1, by=owner)
    services.substitute_seat(seat=seat, substitute=substitute, by=owner)
    seat.refresh_from_db()
    assert seat.registration == substitute


def test_only_the_last_round_without_results_can_be_deleted(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    first = seat_in_order(tournament, owner)
    second = seat_in_order(tournament, owner)
    with pytest.raises(ServiceError, match="not the last round"):
        services.round_delete(round_=first, by=owner)
    services.game_record_final_scores(game=second.games.get(), scores=[30000] * 4, by=owner)
    with pytest.raises(ServiceError, match="has results"):
        services.round_delete(round_=second, by=owner)
    services.game_clear_final_scores(game=second.games.get(), by=owner)
    services.round_delete(round_=second, by=owner)
    assert list(tournament.rounds.values_list("number", flat=True)) == [1]
    assert services.round_create(tournament=tournament, by=owner).number == 2


def test_switching_the_event_to_hands_lets_a_seated_game_without_results_take_hands(owner: Any) -> None:
    tournament = make_event(owner, players=8, entry_mode="final")
    round_ = seat_in_order(tournament, owner)
    first, second = round_.games.order_by("table__number")
    services.game_record_final_scores(game=first, scores=[45000, 35000, 25000, 15000], by=owner)
    services.tournament_update(tournament=tournament, entry_mode="hands", by=owner)
    second.refresh_from_db()
    stored = services.game_record_hand(game=second, number=1, record=draw(tenpai=(0,)), by=owner)
    assert stored.number == 1
    first.refresh_from_db()
    assert first.entry_mode == "final" and first.final_scores == [45000, 35000, 25000, 15000]
    entry = AuditEntry.objects.get(action="games_entry_mode")
    assert entry.after == {"entry_mode": "hands", "games": ["round 1 table 2"]}


def test_switching_the_event_to_final_scores_moves_games_without_hands_only(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner)
    first, second = round_.games.order_by("table__number")
    services.game_record_hand(game=first, number=1, record=draw(tenpai=(0,)), by=owner)
    services.tournament_update(tournament=tournament, entry_mode="final", by=owner)
    first.refresh_from_db()
    second.refresh_from_db()
    assert (first.entry_mode, second.entry_mode) == ("hands", "final")  # first has a hand: it stays
    services.game_record_hand(game=first, number=2, record=draw(tenpai=(0,)), by=owner)


@pytest.mark.parametrize(
    ("result", "can_reseat"),
    [("none", True), ("final scores", False), ("one hand", False)],
)
def test_a_round_can_be_reseated_exactly_while_no_game_has_a_result(
    owner: Any, result: str, can_reseat: bool
) -> None:
    tournament = make_event(owner, players=4)
    round_ = seat_in_order(tournament, owner)
    game = round_.games.get()
    if result == "final scores":
        services.game_record_final_scores(game=game, scores=[30000] * 4, by=owner)
    elif result == "one hand":
        services.game_record_hand(game=game, number=1, record=draw(tenpai=(0,)), by=owner)
    assert services.round_can_reseat(round_) is can_reseat
    if can_reseat:
        services.round_generate_seating(round_=round_, method="random", by=owner)
    else:
        with pytest.raises(ServiceError, match="table 1 has results"):
            services.round_generate_seating(round_=round_, method="random", by=owner)


def test_a_stored_seating_refuses_strangers_dropouts_and_doubles_naming_the_table(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    other = make_event(owner, players=4, name="Other Cup")
    services.registration_drop(registration=registration(tournament, 8), by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    first = [registration(tournament, n) for n in (1, 2, 3, 4)]
    for second, problem in (
        ([5, 6, 7, registration(other, 1)], "table 2: #1 Player 1 is not registered in this event"),
        ([5, 6, 7, 8], "table 2: #8 Player 8 has dropped out"),
        ([5, 6, 7, 1], "table 2: #1 Player 1 is seated twice"),
    ):
        tables = [first, [r if not isinstance(r, int) else registration(tournament, r) for r in second]]
        with pytest.raises(ServiceError, match=problem) as error:
            services.round_set_tables(round_=round_, tables=tables, by=owner)
        assert error.value.field == "tables"
    assert not round_.tables.exists()


def test_a_round_is_dated_when_first_seated_and_keeps_that_date(owner: Any) -> None:
    """A league's rounds read by date on their pages ("this month"); nothing had set one."""
    tournament = make_event(owner, players=4)
    round_ = seat_in_order(tournament, owner)
    first = round_.starts_at
    assert first is not None
    services.round_set_tables(
        round_=round_, tables=[list(tournament.registrations.order_by("-number"))], by=owner
    )
    round_.refresh_from_db()
    assert round_.starts_at == first
