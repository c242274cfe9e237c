"""Once seating has begun, a player is ranked when they took part: seated in a round, sitting one
out (by the rotation, or away that night), or penalised. A late registration never seated is listed
after the ranked players (on 0 points it stood 18th of 40); a player the rotation kept out of round 1
is not (they were dropped from the ranking and seated last by swiss); a no-show replaced by a
substitute keeps their penalty in their team's total."""

from typing import Any

import pytest

from tests.tournaments.conftest import make_event, registration
from tournaments import selectors, services
from tournaments.models import Game, Seat
from tournaments.services import rounds as round_services
from tournaments.services.standings import standings_rebuild

pytestmark = pytest.mark.django_db


def test_a_player_the_rotation_kept_out_of_round_one_stays_ranked_and_swiss_sees_them(owner: Any) -> None:
    event = make_event(owner, players=21, empty_seats="sit_out", rounds_planned=5, entry_mode="final")
    first = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=first, method="random", seed=1, by=owner)
    (out,) = first.sit_outs.values_list("registration__number", flat=True)
    for game in Game.objects.filter(round=first):  # ema2016: 30,000 each; +15/+5/-5/-15 uma
        services.game_record_final_scores(game=game, scores=[45000, 30000, 25000, 20000], by=owner)
    services.round_finish(round_=first, by=owner)
    standings_rebuild(tournament_id=event.pk)
    rows = {r["number"]: r for r in selectors.standings_table(tournament=event)}
    # 0 points: below the five firsts (+30) and five seconds (+5), level with nobody, above the rest
    assert rows[out]["points"] == 0 and rows[out]["rank"] == 11
    assert round_services._standings_order(event)[out] == -11  # swiss places them by that rank


def test_a_no_show_replaced_by_a_substitute_keeps_their_penalty_in_the_team_total(owner: Any) -> None:
    event = make_event(owner, players=8, entry_mode="final")
    for n in range(1, 9):
        services.registration_set_team(
            registration=registration(event, n), team="Red" if n <= 4 else "Blue", by=owner
        )
    reserve = services.player_register(tournament=event, name="Reserve", is_substitute=True, by=owner)
    first = services.round_create(tournament=event, by=owner)
    players = [registration(event, n) for n in range(1, 9)]
    services.round_set_tables(round_=first, tables=[players[:4], players[4:]], by=owner)
    seat = Seat.objects.get(round=first, registration=players[0])
    services.substitute_seat(seat=seat, substitute=reserve, by=owner)  # player 1 did not come
    game = Game.objects.get(table=seat.table)
    services.penalty_add(registration=players[0], amount=-20, reason="no show", game=game, by=owner)
    for g in Game.objects.filter(round=first):
        services.game_record_final_scores(game=g, scores=[30000, 30000, 30000, 30000], by=owner)
    standings_rebuild(tournament_id=event.pk)
    rows = {r["number"]: r for r in selectors.standings_table(tournament=event)}
    assert rows[1]["points"] == -20 and rows[1]["rank"] is not None
    teams = {t["team"]: t["points"] for t in selectors.team_standings(tournament=event)}
    assert teams["Red"] == -20 + sum(rows[n]["points"] for n in (2, 3, 4))


def test_deleting_the_only_seated_round_ranks_everyone_level_again(
    owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = make_event(owner, players=4)
    with django_capture_on_commit_callbacks(execute=True):
        first = services.round_create(tournament=event, by=owner)
        table = [registration(event, n) for n in range(1, 5)]
        services.round_set_tables(round_=first, tables=[table], by=owner)
        late = services.player_register(tournament=event, name="Late", by=owner)
    assert {r["number"]: r["rank"] for r in selectors.standings_table(tournament=event)}[late.number] is None
    with django_capture_on_commit_callbacks(execute=True):
        services.round_delete(round_=first, by=owner)
    ranks = {r["number"]: r["rank"] for r in selectors.standings_table(tournament=event)}
    assert ranks == {1: 1, 2: 1, 3: 1, 4: 1, 5: 1}  # nobody seated: all level on 0 again


def test_a_range_of_rounds_ranks_a_member_away_for_all_of_it_as_the_season_does(owner: Any) -> None:
    """Away for weeks 2 and 3: ranked on 0 points in the season's standings, but listed unranked
    after everyone in the standings of weeks 2-3 (one situation, two answers)."""
    event = make_event(owner, players=9, empty_seats="sit_out", rounds_planned=3, entry_mode="final")
    for number in (1, 2, 3):
        round_ = services.round_create(tournament=event, by=owner)
        away = [9] if number > 1 else []  # player 9 plays week 1 only
        services.round_generate_seating(round_=round_, method="random", seed=number, absent=away, by=owner)
        for game in Game.objects.filter(round=round_):  # ema2016: +30 / +5 / -10 / -25
            services.game_record_final_scores(game=game, scores=[45000, 30000, 25000, 20000], by=owner)
        services.round_finish(round_=round_, by=owner)
    standings_rebuild(tournament_id=event.pk)
    season = {r["number"]: r for r in selectors.standings_table(tournament=event)}
    weeks = {r["number"]: r for r in selectors.standings_for_rounds(tournament=event, first=2, last=3)}
    assert weeks[9]["points"] == 0 and weeks[9]["games"] == 0
    # on 0 points: below those with more, above those with less, as the season ranks players
    above = sum(1 for n, r in weeks.items() if n != 9 and r["points"] > 0)
    assert weeks[9]["rank"] == above + 1
    assert season[9]["rank"] is not None
