"""Events whose extra players sit out in turn (a club night of 13): each round seats full tables,
records who sits out, and never seats a player who sits out; pasted seatings may leave out up to
three players; a sitting-out player can still take a dropped player's seat."""

from collections import Counter
from typing import Any

import pytest

from tests.tournaments.conftest import make_event, registration
from tournaments import seating, selectors, services
from tournaments.models import AuditEntry, Round, SitOut, Tournament
from tournaments.services import rounds as round_services
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db


def seated(round_: Round) -> list[int]:
    return sorted(round_.seats.values_list("registration__number", flat=True))


def sitting_out(round_: Round) -> list[int]:
    return sorted(round_.sit_outs.values_list("registration__number", flat=True))


def club_night(owner: Any, players: int = 13, **kwargs: Any) -> Tournament:
    return make_event(owner, players=players, empty_seats="sit_out", rounds_planned=13, **kwargs)


@pytest.mark.parametrize("method", ["random", "swiss", "interval", "optimal"])
def test_thirteen_players_each_sit_out_once_in_thirteen_rounds(owner: Any, method: str) -> None:
    tournament = club_night(owner)
    out: list[int] = []
    for _ in range(13):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method=method, seed=7, by=owner)
        assert len(seated(round_)) == 12 and round_.tables.count() == 3
        assert len(sitting_out(round_)) == 1
        assert not set(sitting_out(round_)) & set(seated(round_))
        out += sitting_out(round_)
    assert sorted(out) == list(range(1, 14))


def test_fifteen_players_three_sit_out_each_once_in_five_rounds(owner: Any) -> None:
    tournament = club_night(owner, players=15)
    counts: Counter[int] = Counter()
    for _ in range(5):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="random", seed=2, by=owner)
        assert len(sitting_out(round_)) == 3
        counts.update(sitting_out(round_))
    assert set(counts.values()) == {1}  # 15 sit-outs over 5 rounds: everyone once


def test_too_few_substitutes_to_fill_the_tables_stay_off_them(owner: Any) -> None:
    tournament = club_night(owner, players=14)
    services.player_register(tournament=tournament, name="Reserve", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=2, by=owner)
    assert len(sitting_out(round_)) == 2 and 15 not in seated(round_) + sitting_out(round_)


def test_without_sit_outs_thirteen_players_need_substitutes(owner: Any) -> None:
    tournament = make_event(owner, players=13)
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError, match="register 3 more substitute"):
        services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    assert round_services.sit_outs_needed(tournament) is None
    assert round_services.substitutes_short(tournament) == {"players": 13, "short": 3, "substitutes": 0}


def test_the_notice_before_seating_counts_who_will_sit_out(owner: Any) -> None:
    tournament = club_night(owner, players=14)
    assert round_services.sit_outs_needed(tournament) == {"players": 14, "count": 2}
    assert round_services.substitutes_short(tournament) is None
    services.registration_drop(registration=registration(tournament, 14), by=owner)
    services.registration_drop(registration=registration(tournament, 13), by=owner)
    assert round_services.sit_outs_needed(tournament) is None


def test_a_pasted_seating_may_leave_out_up_to_three_who_then_sit_out(owner: Any) -> None:
    tournament = club_night(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    script = "1 2 3 4\n5 6 7 8\n9 10 11 12\n"
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    assert sitting_out(round_) == [13]
    with pytest.raises(ServiceError) as error:
        services.round_generate_seating(
            round_=round_, method="scripted", script="1 2 3 4\n5 6 7 8\n", by=owner
        )
    assert error.value.field == "script"
    assert "does not seat players 9, 10, 11, 12, 13; at most 3 may sit out" in str(error.value)
    assert sitting_out(round_) == [13]  # the refused paste changed nothing


def test_seating_again_replaces_the_sit_outs_and_the_audit_keeps_both(owner: Any) -> None:
    tournament = club_night(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(
        round_=round_, method="scripted", script="1 2 3 4\n5 6 7 8\n9 10 11 12", by=owner
    )
    services.round_generate_seating(
        round_=round_, method="scripted", script="13 2 3 4\n5 6 7 8\n9 10 11 12", by=owner
    )
    assert sitting_out(round_) == [1]
    assert SitOut.objects.filter(round=round_).count() == 1
    entries = AuditEntry.objects.filter(tournament=tournament, action="round_sit_out").order_by("pk")
    assert [(e.before, e.after) for e in entries] == [(None, [13]), ([13], [1])]


def test_a_player_sitting_out_can_take_a_dropped_players_seat(owner: Any) -> None:
    tournament = club_night(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(
        round_=round_, method="scripted", script="1 2 3 4\n5 6 7 8\n9 10 11 12", by=owner
    )
    services.registration_drop(registration=registration(tournament, 2), by=owner)
    seat = round_.seats.get(registration__number=2)
    services.substitute_seat(seat=seat, substitute=registration(tournament, 13), by=owner)
    assert sitting_out(round_) == []
    assert 13 in seated(round_)


def test_a_seating_cannot_seat_a_player_who_sits_out_or_sit_out_a_dropout(owner: Any) -> None:
    tournament = club_night(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    tables = [[registration(tournament, n) for n in range(t, t + 4)] for t in (1, 5, 9)]
    with pytest.raises(ServiceError, match="is seated in this round") as error:
        services.round_set_tables(
            round_=round_, tables=tables, sitting_out=[registration(tournament, 1)], by=owner
        )
    assert error.value.field == "sitting_out"
    services.registration_drop(registration=registration(tournament, 13), by=owner)
    with pytest.raises(ServiceError, match="has dropped out"):
        services.round_set_tables(
            round_=round_, tables=tables, sitting_out=[registration(tournament, 13)], by=owner
        )
    assert not round_.tables.exists() and not round_.sit_outs.exists()


def test_the_mode_is_checked_and_can_change_before_a_round(owner: Any) -> None:
    with pytest.raises(ServiceError) as error:
        make_event(owner, players=4, empty_seats="skip")
    assert error.value.field == "empty_seats"
    tournament = make_event(owner, players=13, name="Club")
    services.tournament_update(tournament=tournament, by=owner, empty_seats="sit_out")
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=4, by=owner)
    assert len(sitting_out(round_)) == 1


def test_a_sitting_out_player_has_no_game_in_the_standings(owner: Any, on_commit: Any) -> None:
    tournament = club_night(owner, players=5)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=9, by=owner)
    (out,) = sitting_out(round_)
    game = round_.games.get()
    with on_commit():
        services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    rows = {row["number"]: row for row in selectors.standings_table(tournament=tournament)}
    assert rows[out]["games"] == 0
    assert sorted(rows[n]["games"] for n in rows if n != out) == [1, 1, 1, 1]


def test_a_plan_made_before_players_sat_out_is_not_reused_after(owner: Any) -> None:
    tournament = make_event(owner, players=16, empty_seats="sit_out", rounds_planned=6)
    first = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=first, method="optimal", seed=3, by=owner)
    tournament.refresh_from_db()
    planned_third = sorted(sorted(table) for table in tournament.seating_plan["rounds"]["3"])
    late = services.player_register(tournament=tournament, name="Late", by=owner)
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="optimal", seed=3, by=owner)
    assert len(sitting_out(second)) == 1
    services.registration_drop(registration=late, by=owner)
    third = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=third, method="optimal", seed=3, by=owner)
    # the same 16 are back, but round 2 was not the planned one: round 3 is planned again around it
    tables = sorted(sorted(s.registration.number for s in t.seats.all()) for t in third.tables.all())
    assert tables != planned_third


def test_registered_substitutes_fill_the_tables_before_anyone_sits_out(owner: Any) -> None:
    tournament = club_night(owner, players=7)
    services.player_register(tournament=tournament, name="Reserve", is_substitute=True, by=owner)
    assert round_services.sit_outs_needed(tournament) is None
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    assert seated(round_) == list(range(1, 9)) and sitting_out(round_) == []


def test_seating_again_keeps_who_sits_out(owner: Any) -> None:
    tournament = club_night(owner, players=15)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    first = sitting_out(round_)
    for seed in range(2, 6):
        services.round_generate_seating(round_=round_, method="swiss", seed=seed, by=owner)
        assert sitting_out(round_) == first


def test_fewer_than_four_players_are_told_so(owner: Any) -> None:
    tournament = club_night(owner, players=3)
    assert round_services.sit_outs_needed(tournament) is None
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError, match="a table needs four players; 3 are active") as error:
        services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    assert error.value.field == "players"


def test_the_seating_figures_follow_a_substitution(owner: Any) -> None:
    tournament = club_night(owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(
        round_=round_, method="scripted", script="1 2 3 4\n5 6 7 8\n9 10 11 12", by=owner
    )
    round_.refresh_from_db()
    assert "13" not in round_.seating_quality["winds"]
    services.registration_drop(registration=registration(tournament, 2), by=owner)
    services.substitute_seat(
        seat=round_.seats.get(registration__number=2), substitute=registration(tournament, 13), by=owner
    )
    round_.refresh_from_db()
    assert round_.seating_quality["winds"]["13"] == [0, 1, 0, 0]  # 13 took the South seat
    assert "2" not in round_.seating_quality["winds"]


def test_a_player_sitting_out_is_offered_first_for_a_dropped_seat(owner: Any) -> None:
    tournament = club_night(owner)
    services.player_register(tournament=tournament, name="Reserve", is_substitute=True, by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(
        round_=round_, method="scripted", script="1 2 3 4\n5 6 7 8\n9 10 11 12", by=owner
    )
    assert sitting_out(round_) == [13]
    assert [r.number for r in selectors.substitute_candidates(round_=round_)] == [13, 14]


def test_players_who_joined_late_have_missed_those_games_and_sit_out_after_the_others(owner: Any) -> None:
    """13 regulars play three weeks, two join for week 4: the newcomers missed three games, so the
    regulars who have not sat out yet sit out first (the newcomers sat out twice more in a season)."""
    tournament = club_night(owner)
    out: list[int] = []
    for _ in range(3):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="random", seed=3, by=owner)
        out += sitting_out(round_)
    newcomers = {14, 15}
    services.players_register_csv(tournament=tournament, text="Nora\nOscar\n", by=owner)
    played_all = set(range(1, 14)) - set(out)
    for _ in range(3):  # 15 players: three sit out each round
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="random", seed=3, by=owner)
        now = set(sitting_out(round_))
        assert not now & newcomers
        assert now <= played_all
        played_all -= now


def _met(history: list[list[list[int]]]) -> set[frozenset[int]]:
    return {
        frozenset((a, b)) for played in history for table in played for a in table for b in table if a < b
    }


def _repeats(tables: list[list[int]], history: list[list[list[int]]]) -> int:
    met = _met(history)
    return sum(frozenset((a, b)) in met for table in tables for a in table for b in table if a < b)


def _club_weeks(owner: Any, seed: int) -> tuple[Round, list[list[list[int]]], list[int], list[int]]:
    """Ten members, three weeks seated at random: week 3's round, the weeks before it, the draw's
    sit-outs for week 3 and the round the draw's choice would have given."""
    event = club_night(owner, players=10)
    for week in (1, 2, 3):
        round_ = services.round_create(tournament=event, by=owner)
        fair = round_services._sit_out_history(round_, list(range(1, 11)))
        history = round_services.round_history(tournament=event, before=week)
        drawn = seating.choose_sit_outs(list(range(1, 11)), *fair, seed=seed * 10 + week)
        services.round_generate_seating(round_=round_, method="random", seed=seed * 10 + week, by=owner)
    rest = [n for n in range(1, 11) if n not in drawn]
    by_draw = round_services._planned_or_generated(event, 3, "random", rest, seed * 10 + 3, history, None, {})
    counts = fair[0]
    out = sitting_out(round_)
    # as fair as the draw: the same numbers of earlier sit-outs
    assert sorted(counts.get(n, 0) for n in out) == sorted(counts.get(n, 0) for n in drawn)
    return round_, history, drawn, by_draw


def _seated_tables(round_: Round) -> list[list[int]]:
    return [list(t.seats.values_list("registration__number", flat=True)) for t in round_.tables.all()]


@pytest.mark.parametrize("seed", range(6))
def test_among_players_with_an_equal_claim_to_sit_out_the_one_leaving_fewer_repeats_does(
    owner: Any, seed: int
) -> None:
    """A club of ten, week 3: the rotation picked two of those who had not sat out by a draw, and
    that seating met old opponents again where another pair sitting out avoided it."""
    round_, history, _drawn, by_draw = _club_weeks(owner, seed)
    assert _repeats(_seated_tables(round_), history) <= _repeats(by_draw, history)


@pytest.mark.parametrize("seed", [2, 3, 6, 8, 11])
def test_the_choice_among_equal_claims_finds_fewer_repeats_than_the_draw(owner: Any, seed: int) -> None:
    """Seeds where another choice is better (5 of the first 12; in the others the draw's own choice
    was as good as any of the six tried, and it stands)."""
    round_, history, drawn, by_draw = _club_weeks(owner, seed)
    assert sitting_out(round_) != sorted(drawn)
    assert _repeats(_seated_tables(round_), history) < _repeats(by_draw, history)
