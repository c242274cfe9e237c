"""Standings from final scores: uma and oka by the event's preset, penalties, tie-breaks, ranges,
teams, substitutes; the cache refreshed after one change equals a full rebuild."""

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.tournaments.conftest import make_event, registration, seat_in_order
from tests.tournaments.hands import draw, ron
from tournaments import selectors, services
from tournaments.models import GameResult, HandRecord, StandingRow

pytestmark = pytest.mark.django_db


def points_by_number(tournament: Any) -> dict[int, Decimal]:
    return {row["number"]: row["points"] for row in selectors.standings_table(tournament=tournament)}


def test_final_scores_give_points_with_the_uma_of_the_preset(owner: Any, on_commit: Any) -> None:
    # EMA 2016: start = return = 30000, no oka, uma 15/5/-5/-15 (rules.md section 9).
    tournament = make_event(owner, players=4, preset="ema2016")
    round_ = seat_in_order(tournament, owner)
    with on_commit():
        services.game_record_final_scores(
            game=round_.games.get(), scores=[45000, 32000, 25000, 18000], by=owner
        )
    assert points_by_number(tournament) == {1: Decimal(30), 2: Decimal(7), 3: Decimal(-10), 4: Decimal(-27)}
    first = selectors.standings_table(tournament=tournament)[0]
    assert (first["rank"], first["number"], first["places"], first["games"]) == (1, 1, [1, 0, 0, 0], 1)


def test_tenhou_points_include_the_oka_and_leftover_deposits_go_to_first(owner: Any, on_commit: Any) -> None:
    # Tenhou: 25000 start, 30000 return, oka +20 to first, uma 20/10/-10/-20, one stick left -> first.
    tournament = make_event(owner, players=4, preset="tenhou")
    round_ = seat_in_order(tournament, owner)
    with on_commit():
        services.game_record_final_scores(
            game=round_.games.get(), scores=[41000, 30000, 18000, 10000], deposits_left=1, by=owner
        )
    # 42000: +12 + 20 oka + 20 uma = 52; 30000: 0 + 10; 18000: -12 - 10 = -22; 10000: -20 - 20 = -40.
    assert points_by_number(tournament) == {1: Decimal(52), 2: Decimal(10), 3: Decimal(-22), 4: Decimal(-40)}


def test_tied_scores_split_the_uma_under_ema_rules(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=4, preset="ema2016")
    round_ = seat_in_order(tournament, owner)
    with on_commit():
        services.game_record_final_scores(
            game=round_.games.get(), scores=[40000, 30000, 30000, 20000], by=owner
        )
    assert points_by_number(tournament) == {1: Decimal(25), 2: Decimal(0), 3: Decimal(0), 4: Decimal(-25)}
    ranks = {row["number"]: row["rank"] for row in selectors.standings_table(tournament=tournament)}
    assert ranks[2] == ranks[3] == 2


@pytest.mark.parametrize(
    ("scores", "deposits", "field", "words"),
    [
        ([40050, 35000, 25000, 19950], 0, "scores", "Player 1 (East): 40,050 is not a multiple of 100"),
        (
            [40000, 35000, 25000, 10000],
            0,
            "scores",
            "the four scores must add up to 120,000; they add up to 110,000",
        ),
        (
            [40000, 35000, 25000, 19000],
            0,
            "scores",
            "must add up to 120,000; they add up to 119,000, as if 1 riichi stick were left on the "
            "table: if so, enter the sticks left",
        ),
        (
            [40000, 35000, 25000, 18000],
            0,
            "scores",
            "they add up to 118,000, as if 2 riichi sticks were left on the table",
        ),
        ([40000, 35000, 45000], 0, "scores", "four"),
        ([40000, 35000, 25000, 20000], -1, "deposits_left", "0 or more"),
        (
            [40000, 35000, 25000, 20000],
            1,
            "scores",
            "must add up to 119,000 (120,000 less 1 riichi stick left on the table); they add up to 120,000",
        ),
        (
            [40000, 35000, 25000, 19000],
            2,
            "scores",
            "must add up to 118,000 (120,000 less 2 riichi sticks left on the table); they add up to 119,000",
        ),
    ],
)
def test_final_scores_are_checked_naming_the_problem(
    owner: Any, scores: list[int], deposits: int, field: str, words: str
) -> None:
    tournament = make_event(owner, players=4, preset="ema2016")
    game = seat_in_order(tournament, owner).games.get()
    with pytest.raises(services.ServiceError) as error:
        services.game_record_final_scores(game=game, scores=scores, deposits_left=deposits, by=owner)
    assert words in error.value.message_dict[field][0]
    game.refresh_from_db()
    assert game.status == "pending"


def test_each_score_off_the_hundreds_names_its_player_and_seat(owner: Any) -> None:
    tournament = make_event(owner, players=4, preset="ema2016")
    # players 4, 3, 2, 1 sit East, South, West, North: the message names the player at the seat
    game = seat_in_order(tournament, owner, order=[4, 3, 2, 1]).games.get()
    with pytest.raises(services.ServiceError) as error:
        services.game_record_final_scores(game=game, scores=[40000, 35050, 24950, 20000], by=owner)
    assert error.value.message_dict["scores"] == [
        "Player 3 (South): 35,050 is not a multiple of 100",
        "Player 2 (West): 24,950 is not a multiple of 100",
    ]


def test_a_penalty_counts_until_it_is_cancelled_and_both_are_in_the_audit_trail(
    owner: Any, member: Any, on_commit: Any
) -> None:
    tournament = make_event(owner, players=4)
    round_ = seat_in_order(tournament, owner)
    with on_commit():
        services.game_record_final_scores(
            game=round_.games.get(), scores=[45000, 32000, 25000, 18000], by=owner
        )
        penalty = services.penalty_add(
            registration=registration(tournament, 1), amount=-20, reason="late", round_=round_, by=member
        )
    assert points_by_number(tournament)[1] == Decimal(10)
    with on_commit():
        services.penalty_cancel(penalty=penalty, reason="bus strike", by=owner)
    assert points_by_number(tournament)[1] == Decimal(30)
    trail = selectors.audit_trail(tournament=tournament)
    assert [(e["action"], e["who"]) for e in trail[:2]] == [
        ("penalty_cancel", "owner"),
        ("penalty_add", "member"),
    ]


@pytest.mark.parametrize(
    ("amount", "field"),
    [(0, "amount"), ("abc", "amount"), ("-1.0001", "amount"), (100000, "amount"), ("-1000.5", "amount")],
)
def test_a_penalty_needs_a_real_amount_and_a_reason(owner: Any, amount: Any, field: str) -> None:
    tournament = make_event(owner, players=4)
    with pytest.raises(services.ServiceError) as error:
        services.penalty_add(registration=registration(tournament, 1), amount=amount, reason="x", by=owner)
    assert field in error.value.message_dict
    with pytest.raises(services.ServiceError) as error:
        services.penalty_add(registration=registration(tournament, 1), amount=-5, reason=" ", by=owner)
    assert "reason" in error.value.message_dict


def test_equal_points_are_ranked_by_more_first_places(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner, [1, 2, 3, 4, 5, 6, 7, 8])
    first_table, second_table = round_.games.order_by("table__number")
    with on_commit():
        # Player 1 wins with 40000: +10 + 15 uma = 25. Player 6 is second with 50000: +20 + 5 = 25.
        services.game_record_final_scores(game=first_table, scores=[40000, 35000, 25000, 20000], by=owner)
        services.game_record_final_scores(game=second_table, scores=[55000, 50000, 10000, 5000], by=owner)
    table = {row["number"]: row for row in selectors.standings_table(tournament=tournament)}
    assert table[1]["points"] == table[6]["points"] == Decimal(25)
    assert (table[5]["rank"], table[1]["rank"], table[6]["rank"]) == (1, 2, 3)


def test_league_standings_cover_only_the_rounds_asked_for(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=4)
    for scores in ([45000, 32000, 25000, 18000], [18000, 25000, 32000, 45000], [30000, 30000, 30000, 30000]):
        round_ = seat_in_order(tournament, owner)
        with on_commit():
            services.game_record_final_scores(game=round_.games.get(), scores=scores, by=owner)
        services.round_finish(round_=round_, by=owner)
    only_two = {
        r["number"]: r["points"]
        for r in selectors.standings_for_rounds(tournament=tournament, first=2, last=2)
    }
    assert only_two == {1: Decimal(-27), 2: Decimal(-10), 3: Decimal(7), 4: Decimal(30)}
    whole = {r["number"]: r["points"] for r in selectors.standings_for_rounds(tournament=tournament)}
    assert whole == points_by_number(tournament)


def test_a_range_ranks_only_those_who_took_part_in_it(owner: Any, on_commit: Any) -> None:
    """A month of a league: who joined after it, or dropped out before it, is listed but not ranked
    (both were ranked 6th on 0 points, above players who had played)."""
    tournament = make_event(owner, players=0)
    services.players_register_csv(
        tournament=tournament, text="A,Red\nB,Blue\nC,Red\nD,Blue\nE,Red\n", by=owner
    )
    first = seat_in_order(tournament, owner, [1, 2, 3, 4])  # E is not needed yet
    with on_commit():
        services.game_record_final_scores(
            game=first.games.get(), scores=[45000, 32000, 25000, 18000], by=owner
        )
    services.round_finish(round_=first, by=owner)
    services.registration_drop(registration=registration(tournament, 4), by=owner)
    services.players_register_csv(tournament=tournament, text="F,Blue\n", by=owner)
    second = seat_in_order(tournament, owner, [1, 2, 3, 6])
    with on_commit():
        services.game_record_final_scores(
            game=second.games.get(), scores=[18000, 25000, 32000, 45000], by=owner
        )
    ranks = {
        r["name"]: r["rank"] for r in selectors.standings_for_rounds(tournament=tournament, first=1, last=1)
    }
    assert ranks == {"A": 1, "B": 2, "C": 3, "D": 4, "E": None, "F": None}
    ranks = {
        r["name"]: r["rank"] for r in selectors.standings_for_rounds(tournament=tournament, first=2, last=2)
    }
    assert ranks == {"F": 1, "C": 2, "B": 3, "A": 4, "D": None, "E": None}
    teams = selectors.team_standings(tournament=tournament, first=2, last=2)
    members = {t["team"]: sorted(m["name"] for m in t["members"]) for t in teams}
    assert members == {"Red": ["A", "C"], "Blue": ["B", "F"]}  # D dropped out, E never played
    # a penalty alone does not rank a player who sat the range out; rounds not played rank nobody
    services.penalty_add(registration=registration(tournament, 5), amount=10, reason="Bonus", by=owner)
    ranks = {
        r["name"]: r["rank"] for r in selectors.standings_for_rounds(tournament=tournament, first=2, last=2)
    }
    assert ranks["E"] is None
    beyond = selectors.standings_for_rounds(tournament=tournament, first=6, last=9)
    assert {r["rank"] for r in beyond} == {None}


def test_team_standings_add_up_their_members(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=0)
    services.players_register_csv(tournament=tournament, text="A,Red\nB,Blue\nC,Red\nD,Blue\n", by=owner)
    round_ = seat_in_order(tournament, owner)
    with on_commit():
        services.game_record_final_scores(
            game=round_.games.get(), scores=[45000, 32000, 25000, 18000], by=owner
        )
    teams = selectors.team_standings(tournament=tournament)
    # Red: A +30, C -10 = 20; Blue: B +7, D -27 = -20.
    assert [(t["rank"], t["team"], t["points"]) for t in teams] == [
        (1, "Red", Decimal(20)),
        (2, "Blue", Decimal(-20)),
    ]


def test_a_substitute_registered_with_a_team_plays_for_it(owner: Any, on_commit: Any) -> None:
    """B (Blue) drops out; Sub, a substitute registered with Blue, takes B's seat and ends second on
    32,000 (EMA: +2 +5 = +7). Blue = Sub +7 + D (18,000: -12 -15 = -27) = -20; Red = A (45,000:
    +15 +15 = +30) + C (25,000: -5 -5 = -10) = +20. Not ranked as a player, Sub counts for Blue."""
    tournament = make_event(owner, players=0)
    services.players_register_csv(tournament=tournament, text="A,Red\nB,Blue\nC,Red\nD,Blue\n", by=owner)
    sub = services.player_register(
        tournament=tournament, name="Sub", team="Blue", is_substitute=True, by=owner
    )
    round_ = seat_in_order(tournament, owner)
    services.registration_drop(registration=registration(tournament, 2), by=owner)
    services.substitute_seat(seat=round_.seats.get(registration__number=2), substitute=sub, by=owner)
    with on_commit():
        services.game_record_final_scores(
            game=round_.games.get(), scores=[45000, 32000, 25000, 18000], by=owner
        )
    teams = {t["team"]: t for t in selectors.team_standings(tournament=tournament)}
    assert (teams["Blue"]["points"], teams["Red"]["points"]) == (Decimal(-20), Decimal(20))
    assert sorted(m["name"] for m in teams["Blue"]["members"]) == ["D", "Sub"]
    assert {row["name"]: row["rank"] for row in selectors.standings_table(tournament=tournament)}[
        "Sub"
    ] is None


def test_a_substitute_takes_a_dropped_players_seat_and_is_not_ranked(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=4)
    substitute = services.player_register(tournament=tournament, name="Sub", is_substitute=True, by=owner)
    round_ = seat_in_order(tournament, owner, [1, 2, 3, 4])
    services.registration_drop(registration=registration(tournament, 2), by=owner)
    seat = round_.seats.get(registration__number=2)
    services.substitute_seat(seat=seat, substitute=substitute, by=owner)
    with on_commit():
        services.game_record_final_scores(
            game=round_.games.get(), scores=[32000, 45000, 25000, 18000], by=owner
        )
    table = {row["number"]: row for row in selectors.standings_table(tournament=tournament)}
    assert table[substitute.number]["rank"] is None
    assert table[substitute.number]["points"] == Decimal(30)
    assert table[2]["games"] == 0
    # Player 1: 32000 is second, +2 + 5 = 7; player 3: -5 - 5 = -10. Player 2 dropped out before
    # playing a game: not ranked (a no-show above everyone on minus points misled the standings).
    assert [table[n]["rank"] for n in (1, 2, 3, 4)] == [1, None, 2, 3]
    assert table[3]["points"] == Decimal(-10)


def _rows(tournament: Any) -> list[tuple[Any, ...]]:
    return list(
        StandingRow.objects.filter(tournament=tournament)
        .order_by("registration__number")
        .values_list(
            "registration__number", "rank", "points", "games", "firsts", "fourths", "best_game", "penalties"
        )
    )


def test_running_the_standings_job_twice_changes_nothing(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=8)
    round_ = seat_in_order(tournament, owner)
    with on_commit():
        for game, scores in zip(
            round_.games.order_by("table__number"),
            ([45000, 32000, 25000, 18000], [20000, 30000, 40000, 30000]),
            strict=True,
        ):
            services.game_record_final_scores(game=game, scores=scores, by=owner)
    before = _rows(tournament)
    game_ids = list(round_.games.values_list("id", flat=True))
    services.standings_refresh(tournament_id=tournament.pk, game_ids=game_ids)
    services.standings_refresh(tournament_id=tournament.pk, game_ids=game_ids)
    assert _rows(tournament) == before
    services.standings_rebuild(tournament_id=tournament.pk)
    services.standings_rebuild(tournament_id=tournament.pk)
    assert _rows(tournament) == before


scores_strategy = st.lists(st.integers(0, 600), min_size=3, max_size=3).map(
    lambda three: [s * 100 for s in three] + [120000 - 100 * sum(three)]
)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    changes=st.lists(
        st.tuples(st.integers(0, 3), scores_strategy, st.integers(-3, 3)),
        min_size=1,
        max_size=6,
    )
)
def test_the_cache_updated_change_by_change_equals_a_full_rebuild(
    owner: Any, on_commit: Any, changes: list[tuple[int, list[int], int]]
) -> None:
    tournament = make_event(owner, players=8, name="Property")
    rounds = [
        seat_in_order(tournament, owner, [1, 2, 3, 4, 5, 6, 7, 8]),
        seat_in_order(tournament, owner, [1, 5, 2, 6, 3, 7, 4, 8]),
    ]
    games = [g for r in rounds for g in r.games.order_by("table__number")]
    for index, scores, penalty in changes:
        with on_commit():
            services.game_record_final_scores(game=games[index], scores=scores, by=owner)
            if penalty:
                services.penalty_add(
                    registration=registration(tournament, index + 1), amount=penalty * 5, reason="r", by=owner
                )
    incremental = _rows(tournament)
    services.standings_rebuild(tournament_id=tournament.pk)
    assert _rows(tournament) == incremental
    tournament.delete()


def test_final_scores_entered_by_mistake_can_be_cleared(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=4)
    game = seat_in_order(tournament, owner).games.get()
    with on_commit():
        services.game_record_final_scores(game=game, scores=[45000, 32000, 25000, 18000], by=owner)
    with on_commit():
        services.game_clear_final_scores(game=game, by=owner)
    game.refresh_from_db()
    assert (game.status, game.final_scores) == ("pending", None)
    assert set(points_by_number(tournament).values()) == {Decimal(0)}


def test_penalties_cannot_be_added_or_cancelled_once_the_event_is_finished(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    round_ = seat_in_order(tournament, owner)
    services.game_record_final_scores(game=round_.games.get(), scores=[45000, 32000, 25000, 18000], by=owner)
    penalty = services.penalty_add(
        registration=registration(tournament, 1), amount=-20, reason="late", by=owner
    )
    services.round_finish(round_=round_, by=owner)
    services.tournament_finish(tournament=tournament, by=owner)
    with pytest.raises(services.ServiceError) as error:
        services.penalty_add(registration=registration(tournament, 2), amount=-10, reason="rude", by=owner)
    assert error.value.message_dict == {"tournament": ["is finished; its standings are final"]}
    with pytest.raises(services.ServiceError) as error:
        services.penalty_cancel(penalty=penalty, reason="appeal", by=owner)
    assert error.value.message_dict == {"tournament": ["is finished; its standings are final"]}
    penalty.refresh_from_db()
    assert not penalty.is_cancelled
    assert tournament.penalties.count() == 1


def test_a_stored_game_that_no_longer_folds_is_left_out_of_the_standings_with_a_warning(
    owner: Any, on_commit: Any, caplog: Any
) -> None:
    # EMA 2016: 45000/32000/25000/18000 gives +30/+7/-10/-27 (rules.md section 9).
    tournament = make_event(owner, players=8, preset="ema2016")
    round_ = seat_in_order(tournament, owner)
    first, second = round_.games.order_by("table__number")
    with on_commit():
        services.game_record_final_scores(game=first, scores=[45000, 32000, 25000, 18000], by=owner)
        services.game_record_hand(game=second, number=1, record=draw(tenpai=(0,)), by=owner)
    # Written past the services, as an older release might have stored it: a ron off one's own discard.
    HandRecord.objects.create(game=second, number=2, record=ron(winner=2, discarder=2))
    with caplog.at_level("WARNING", logger="tournaments.services.standings"):
        # The refresh takes back what the game counted before; the rebuild agrees.
        services.standings_refresh(tournament_id=tournament.pk, game_ids=[second.pk])
        refreshed = points_by_number(tournament)
        services.standings_rebuild(tournament_id=tournament.pk)
    points = points_by_number(tournament)
    assert refreshed == points
    assert [points[n] for n in (1, 2, 3, 4)] == [Decimal(30), Decimal(7), Decimal(-10), Decimal(-27)]
    assert [points[n] for n in (5, 6, 7, 8)] == [Decimal(0)] * 4
    assert not GameResult.objects.filter(game=second).exists()
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert len(warnings) == 2
    assert all(f"game {second.pk} (round 1 table 2)" in w and "hand 2" in w for w in warnings)
