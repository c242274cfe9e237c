"""Recording a game hand by hand: each hand validated by the ledger against the game so far; undo,
edit (re-fold, later hands re-validated), idempotent retries, audit trail, standings kept current."""

from decimal import Decimal
from typing import Any

import pytest

from tests.tournaments.conftest import make_event, registration, seat_in_order
from tests.tournaments.hands import chombo, draw, quiet_hanchan, ron, tsumo
from tournaments import selectors, services
from tournaments.models import AuditEntry, Game, HandRecord
from tournaments.services import ServiceError

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(owner: Any) -> Game:
    tournament = make_event(owner, players=4, preset="ema2016")
    return seat_in_order(tournament, owner).games.get()


def record(game: Game, by: Any, *hands: dict[str, Any]) -> None:
    for hand in hands:
        game.refresh_from_db()
        services.game_record_hand(game=game, number=game.hand_count + 1, record=hand, by=by)
    game.refresh_from_db()


def test_a_hand_moves_the_scores_and_riichi_sticks_carry_to_the_next_winner(game: Game, member: Any) -> None:
    # EMA, 30000 each. Hand 1: draw, East and South tenpai and in riichi: 2 sticks stay, +1500 x2 / -1500 x2.
    record(game, member, draw(tenpai=(0, 1), riichi=(0, 1)))
    assert game.state["scores"] == [30500, 30500, 28500, 28500]
    assert (game.state["honba"], game.state["deposits"], game.state["label"]) == (1, 2, "E1-1")
    # Hand 2: South (non-dealer) wins 3 han 30 fu by ron from West: 3900 + 300 honba + 2000 sticks.
    record(
        game,
        member,
        ron(winner=1, discarder=2, han=3, fu=30, yaku=("riichi", "tanyao", "pinfu"), riichi=(1,)),
    )
    assert game.state["scores"] == [30500, 30500 - 1000 + 3900 + 300 + 3000, 28500 - 4200, 28500]
    assert (game.state["honba"], game.state["deposits"], game.state["dealer"]) == (0, 0, 1)
    assert game.status == "running"


def test_a_whole_hanchan_ends_by_itself_and_counts_in_the_standings(
    game: Game, owner: Any, on_commit: Any
) -> None:
    with on_commit():
        record(game, owner, *quiet_hanchan())
    assert game.status == "finished"
    assert game.state["game_over"] is True
    assert game.state["final_scores"] == [30000, 32000, 32000, 26000]
    table = {row["number"]: row for row in selectors.standings_table(tournament=game.tournament)}
    # EMA: South and West tie for first and split 15 + 5 uma: +2 + 10 = 12 each; East third 0 - 5;
    # North last -4 - 15.
    assert [table[n]["points"] for n in (1, 2, 3, 4)] == [Decimal(-5), Decimal(12), Decimal(12), Decimal(-19)]
    assert (table[2]["wins"], table[2]["hands"], table[2]["deal_ins"], table[2]["win_rate"]) == (
        2,
        8,
        0,
        0.25,
    )
    assert (table[4]["deal_ins"], table[4]["average_deal_in"], table[4]["deal_in_rate"]) == (6, 1000.0, 0.75)
    assert table[2]["average_win"] == 1000.0
    assert table[2]["places"] == [1, 0, 0, 0] and table[3]["places"] == [1, 0, 0, 0]


def test_a_record_the_ledger_refuses_is_not_stored_and_the_reason_is_given(game: Game, member: Any) -> None:
    with pytest.raises(ServiceError) as error:
        services.game_record_hand(game=game, number=1, record=ron(winner=2, discarder=2), by=member)
    assert "hand 1" in error.value.message_dict["record"][0]
    assert not HandRecord.objects.exists()


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        (
            {"kind": "ron", "discarder": 1, "wins": [{"winner": 7, "hand": {"han": 1, "fu": 30}}]},
            "record.wins[0].winner",
        ),
        ({"kind": "teleport"}, "record.kind"),
        ([], "record: must be an object"),
    ],
)
def test_a_malformed_record_is_refused_naming_the_field_inside_it(
    game: Game, member: Any, bad: Any, words: str
) -> None:
    with pytest.raises(ServiceError) as error:
        services.game_record_hand(game=game, number=1, record=bad, by=member)
    assert words in error.value.message_dict["record"][0]


def test_the_same_hand_number_sent_twice_is_stored_once(game: Game, member: Any, owner: Any) -> None:
    services.game_record_hand(game=game, number=1, record=draw(tenpai=(0,)), by=member)
    with pytest.raises(ServiceError) as error:
        services.game_record_hand(game=game, number=1, record=draw(tenpai=(1,)), by=owner)
    assert error.value.message_dict["number"] == ["hand 1 is recorded already"]
    with pytest.raises(ServiceError, match="hand 2 is the next hand, not 5"):
        services.game_record_hand(game=game, number=5, record=draw(), by=owner)
    assert game.hands.count() == 1


def test_a_retry_with_the_same_idempotency_key_returns_the_first_hand(game: Game, member: Any) -> None:
    first = services.game_record_hand(
        game=game, number=1, record=draw(tenpai=(0,)), idempotency_key="k-1", by=member
    )
    again = services.game_record_hand(
        game=game, number=1, record=draw(tenpai=(0,)), idempotency_key="k-1", by=member
    )
    assert again.pk == first.pk
    with pytest.raises(ServiceError) as error:
        services.game_record_hand(game=game, number=2, record=draw(), idempotency_key="k-1", by=member)
    assert "idempotency_key" in error.value.message_dict


def test_undo_removes_the_last_hand_only_once(game: Game, member: Any, owner: Any) -> None:
    record(game, member, draw(tenpai=(0,)), ron(winner=1, discarder=0))
    services.game_undo_last_hand(game=game, number=2, by=member)
    with pytest.raises(ServiceError, match=r"there is no hand 2 \(the last hand is 1\)"):
        services.game_undo_last_hand(game=game, number=2, by=owner)
    game.refresh_from_db()
    assert game.hand_count == 1
    assert game.state["scores"] == [33000, 29000, 29000, 29000]
    entry = AuditEntry.objects.filter(action="game_undo_last_hand").get()
    assert entry.before["kind"] == "ron" and entry.after is None and entry.user == member


def test_editing_an_early_hand_refolds_the_game(game: Game, member: Any) -> None:
    record(game, member, draw(tenpai=(0,)), ron(winner=1, discarder=0))
    # Hand 1 was East tenpai alone (+3000/-1000 x3); it becomes East and West tenpai (+1500 x2 / -1500 x2).
    services.game_edit_hand(game=game, number=1, record=draw(tenpai=(0, 2)), by=member)
    game.refresh_from_db()
    # Hand 2: South's 1000 + 300 honba from East.
    assert game.state["scores"] == [31500 - 1300, 28500 + 1300, 31500, 28500]
    entry = AuditEntry.objects.get(action="game_edit_hand")
    assert (entry.target, entry.before["tenpai"], entry.after["tenpai"]) == ("hand 1", [0], [0, 2])


def test_an_edit_that_makes_a_later_hand_impossible_is_refused_naming_it(game: Game, member: Any) -> None:
    # Hand 2: South declares riichi. If hand 1 became a yakuman South deals in (-32000), South would
    # have no 1000 points for the riichi stick in hand 2 (EMA plays on below zero).
    record(
        game,
        member,
        draw(tenpai=(0,)),
        ron(winner=0, discarder=2, riichi=(1, 0), han=2, yaku=("riichi", "tanyao")),
    )
    with pytest.raises(ServiceError) as error:
        services.game_edit_hand(
            game=game,
            number=1,
            record=ron(winner=2, discarder=1, han=13, fu=30, yaku=("daisangen",)),
            by=member,
        )
    message = error.value.message_dict["record"][0]
    assert message.startswith("this change makes a later hand impossible: hand 2")
    assert "riichi" in message
    assert HandRecord.objects.get(game=game, number=1).record["kind"] == "draw"


def test_a_chombo_under_ema_rules_costs_20_points_after_uma(game: Game, owner: Any, on_commit: Any) -> None:
    with on_commit():
        record(game, owner, chombo(offender=3), *quiet_hanchan())
    table = {row["number"]: row for row in selectors.standings_table(tournament=game.tournament)}
    # The chombo does not touch the table scores: North still ends last with -19, then -20.
    assert table[4]["points"] == Decimal(-39)
    assert table[1]["points"] == Decimal(-5)
    assert table[4]["chombo"] == 1


def test_standings_are_live_while_a_game_runs(game: Game, owner: Any, on_commit: Any) -> None:
    with on_commit():
        record(
            game, owner, tsumo(winner=1, han=3, fu=30, yaku=("menzen_tsumo", "riichi", "tanyao"), riichi=(1,))
        )
    table = {row["number"]: row for row in selectors.standings_table(tournament=game.tournament)}
    # South tsumo 3 han 30 fu non-dealer: 2000 from East, 1000 from each other = 4000 (rules.md 5).
    assert table[2]["live_games"] == 1 and table[2]["games"] == 0
    assert table[2]["rank"] == 1
    assert table[2]["riichi"] == 1


def test_an_edit_in_round_1_changes_the_standings_after_every_later_round(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=4, preset="ema2016")
    games = []
    for _ in range(3):
        round_ = seat_in_order(tournament, owner)
        games.append(round_.games.get())
        with on_commit():
            record(games[-1], owner, *quiet_hanchan())
        services.round_finish(round_=round_, by=owner)
    before = [selectors.standings_for_rounds(tournament=tournament, last=k) for k in (1, 2, 3)]
    # A finished round's results are final until the organizer reopens the round.
    bigger = ron(winner=1, discarder=3, han=3, yaku=("tanyao", "pinfu", "iipeikou"))
    with pytest.raises(ServiceError, match="finished"):
        services.game_edit_hand(game=games[0], number=1, record=bigger, by=owner)
    services.round_reopen(round_=games[0].round, by=owner)
    with on_commit():
        services.game_edit_hand(game=games[0], number=1, record=bigger, by=owner)
    after = [selectors.standings_for_rounds(tournament=tournament, last=k) for k in (1, 2, 3)]
    # Hand 1 pays South 3900 instead of 1000, from West: round 1 ends 30000 / 34900 / 32000 / 23100,
    # so East -5 (unchanged), South +4.9 + 15 = 19.9 (was 12), West +2 + 5 = 7 (was 12), North
    # -6.9 - 15 = -21.9 (was -19).
    for k in range(3):
        points_before = {r["number"]: r["points"] for r in before[k]}
        points_after = {r["number"]: r["points"] for r in after[k]}
        changes = [points_after[n] - points_before[n] for n in (1, 2, 3, 4)]
        assert changes == [Decimal(0), Decimal("7.9"), Decimal(-5), Decimal("-2.9")]
    cached = {r["number"]: r["points"] for r in selectors.standings_table(tournament=tournament)}
    assert cached == {r["number"]: r["points"] for r in after[2]}
    assert registration(tournament, 2).standing.points == cached[2]


def test_a_retry_may_spell_the_same_hand_differently(game: Game, member: Any) -> None:
    # The first request left out the empty lists; the retry sends them: it is the same hand.
    first = services.game_record_hand(
        game=game, number=1, record={"kind": "draw", "tenpai": [0]}, idempotency_key="k", by=member
    )
    again = services.game_record_hand(
        game=game, number=1, record=draw(tenpai=(0,)), idempotency_key="k", by=member
    )
    assert again.pk == first.pk


def test_a_game_ended_early_counts_as_finished_until_its_last_hand_is_undone(
    game: Game, owner: Any, on_commit: Any
) -> None:
    with on_commit():
        record(game, owner, ron(winner=1, discarder=3), ron(winner=2, discarder=3))
        services.game_finish(game=game, by=owner)
    game.refresh_from_db()
    assert (game.status, game.state["end_reason"]) == ("finished", "ended by organizer")
    with pytest.raises(ServiceError, match="is finished"):
        services.game_record_hand(game=game, number=3, record=draw(), by=owner)
    table = {row["number"]: row for row in selectors.standings_table(tournament=game.tournament)}
    # 30000 / 31000 / 31000 / 28000: South and West split 15 + 5 uma (+1 + 10), East third, North last.
    assert [table[n]["points"] for n in (1, 2, 3, 4)] == [Decimal(-5), Decimal(11), Decimal(11), Decimal(-17)]
    assert table[2]["games"] == 1
    with on_commit():
        services.game_undo_last_hand(game=game, by=owner)
    game.refresh_from_db()
    assert game.status == "running"
    assert selectors.standings_table(tournament=game.tournament)[0]["games"] == 0


def test_a_game_of_a_final_scores_event_may_be_entered_hand_by_hand_until_it_has_scores(
    owner: Any,
) -> None:
    """A feature table of an event entered from score sheets: its first hand makes it a
    hand-by-hand game; a game with final scores refuses hands until they are cleared."""
    tournament = make_event(owner, players=8, entry_mode="final")
    feature, other = seat_in_order(tournament, owner).games.order_by("table__number")
    services.game_record_hand(game=feature, number=1, record=draw(), by=owner)
    feature.refresh_from_db()
    assert (feature.entry_mode, feature.hand_count) == ("hands", 1)
    services.game_record_final_scores(game=other, scores=[45000, 32000, 25000, 18000], by=owner)
    with pytest.raises(ServiceError) as refused:
        services.game_record_hand(game=other, number=1, record=draw(), by=owner)
    assert refused.value.message_dict == {
        "game": ["has final scores; clear them to enter the game hand by hand"]
    }
    other.refresh_from_db()
    assert (other.entry_mode, other.hand_count, other.final_scores) == (
        "final",
        0,
        [45000, 32000, 25000, 18000],
    )


def test_undoing_the_only_hand_of_a_feature_table_leaves_it_awaiting_its_result(owner: Any) -> None:
    tournament = make_event(owner, players=4, entry_mode="final")
    game = seat_in_order(tournament, owner).games.get()
    services.game_record_hand(game=game, number=1, record=draw(), by=owner)
    services.game_undo_last_hand(game=game, by=owner)
    game.refresh_from_db()
    assert (game.entry_mode, game.hand_count, game.final_scores) == ("final", 0, None)
    services.game_record_final_scores(game=game, scores=[45000, 32000, 25000, 18000], by=owner)


def test_a_refused_first_hand_leaves_the_game_as_it_was(owner: Any) -> None:
    tournament = make_event(owner, players=4, entry_mode="final")
    game = seat_in_order(tournament, owner).games.get()
    with pytest.raises(ServiceError):
        services.game_record_hand(game=game, number=2, record=draw(), by=owner)
    game.refresh_from_db()
    assert (game.entry_mode, game.hand_count) == ("final", 0)


def test_final_scores_end_the_game_and_clearing_them_leaves_no_result(owner: Any) -> None:
    tournament = make_event(owner, players=4, entry_mode="final")
    game = seat_in_order(tournament, owner).games.get()
    services.game_record_final_scores(game=game, scores=[45000, 32000, 25000, 18000], by=owner)
    game.refresh_from_db()
    assert (game.status, game.version, game.hand_count) == ("finished", 1, 0)
    assert game.finished_at is not None
    assert (game.state["game_over"], game.state["end_reason"]) == (True, "final scores entered")
    assert game.state["scores"] == [45000, 32000, 25000, 18000]
    services.game_clear_final_scores(game=game, by=owner)
    game.refresh_from_db()
    assert (game.status, game.version, game.state, game.final_scores) == ("pending", 2, None, None)
    assert game.finished_at is None
    assert services.round_can_reseat(game.round)


def test_standings_over_all_rounds_match_the_cached_table_in_every_column(owner: Any, on_commit: Any) -> None:
    # Two rounds hand by hand (wins, tsumo, riichi, a chombo, a game still running) and a penalty:
    # the range view sums the stored results itself and must agree with the cache the jobs keep.
    tournament = make_event(owner, players=4, preset="ema2016")
    first = seat_in_order(tournament, owner)
    with on_commit():
        record(first.games.get(), owner, chombo(offender=3), *quiet_hanchan())
    services.round_finish(round_=first, by=owner)
    second = seat_in_order(tournament, owner)
    with on_commit():
        record(
            second.games.get(),
            owner,
            tsumo(winner=1, han=3, fu=30, yaku=("menzen_tsumo", "riichi", "tanyao"), riichi=(1,)),
        )
        services.penalty_add(registration=registration(tournament, 2), amount=-5, reason="late", by=owner)
    cached = {row["number"]: row for row in selectors.standings_table(tournament=tournament)}
    summed = {row["number"]: row for row in selectors.standings_for_rounds(tournament=tournament)}
    assert summed == cached
    assert cached[4]["chombo"] == 1 and cached[2]["live_games"] == 1 and cached[2]["tsumo"] == 1
    assert cached[2]["penalties"] == Decimal(-5)


def test_a_chombo_is_not_a_hand_played_in_the_rates(game: Game, owner: Any, on_commit: Any) -> None:
    """The hand is replayed after a chombo: two records, one hand dealt, one win in it."""
    with on_commit():
        record(
            game,
            owner,
            chombo(offender=3),
            tsumo(winner=1, han=3, fu=30, yaku=("menzen_tsumo", "riichi", "tanyao"), riichi=(1,)),
        )
    table = {row["number"]: row for row in selectors.standings_table(tournament=game.tournament)}
    assert [table[n]["hands"] for n in (1, 2, 3, 4)] == [1, 1, 1, 1]
    assert table[2]["win_rate"] == 1.0 and table[2]["riichi_rate"] == 1.0  # one hand, one riichi win
    assert table[4]["chombo"] == 1 and table[4]["deal_in_rate"] == 0
