"""A game entered by its final scores only can carry each player's chombo: where the rules make
chombo a standings penalty (EMA: 20 points after uma) it costs the player that; where it is a reverse
mangan paid at the table, it is in the scores already and only counted. The count reaches the player's
statistics and the standings either way.

EMA 2016: start = return = 30,000, no oka, uma 15/5/-5/-15. Scores 45,000/32,000/25,000/18,000
give +30, +7, -10, -27 (rules.md section 9).
"""

from decimal import Decimal
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.conftest import make_event, registration, seat_in_order
from tournaments import selectors, services
from tournaments.models import Game
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db

SCORES = [45000, 32000, 25000, 18000]


def table(tournament: Any) -> dict[int, dict[str, Any]]:
    return {row["number"]: row for row in selectors.standings_table(tournament=tournament)}


def ema_game(owner: Any) -> Game:
    tournament = make_event(owner, players=4, preset="ema2016", entry_mode="final")
    return seat_in_order(tournament, owner).games.get()


def test_a_chombo_in_final_scores_costs_20_points_after_uma_and_is_counted(
    owner: Any, on_commit: Any
) -> None:
    game = ema_game(owner)
    with on_commit():
        services.game_record_final_scores(game=game, scores=SCORES, chombo=[0, 0, 0, 1], by=owner)
    rows = table(game.tournament)
    assert {n: rows[n]["points"] for n in rows} == {
        1: Decimal(30),
        2: Decimal(7),
        3: Decimal(-10),
        4: Decimal(-47),
    }
    assert [rows[n]["chombo"] for n in (1, 2, 3, 4)] == [0, 0, 0, 1]
    stats = selectors.player_statistics(registration=registration(game.tournament, 4))
    assert stats["statistics"]["chombo"] == 1
    assert stats["chombo_points"] == Decimal(-20)


def test_entering_the_scores_again_without_the_chombo_takes_it_back(owner: Any, on_commit: Any) -> None:
    game = ema_game(owner)
    with on_commit():
        services.game_record_final_scores(game=game, scores=SCORES, chombo=[2, 0, 0, 0], by=owner)
    assert table(game.tournament)[1]["points"] == Decimal(30 - 40)
    with on_commit():
        services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    rows = table(game.tournament)
    assert (rows[1]["points"], rows[1]["chombo"]) == (Decimal(30), 0)


def test_clearing_final_scores_clears_their_chombo(owner: Any, on_commit: Any) -> None:
    game = ema_game(owner)
    with on_commit():
        services.game_record_final_scores(game=game, scores=SCORES, chombo=[0, 1, 0, 0], by=owner)
        services.game_clear_final_scores(game=game, by=owner)
    game.refresh_from_db()
    assert (game.final_scores, game.final_chombo) == (None, None)
    assert table(game.tournament)[2]["chombo"] == 0


def test_a_reverse_mangan_chombo_is_in_the_scores_already_so_it_is_only_counted(
    owner: Any, on_commit: Any, client: Client
) -> None:
    tournament = make_event(owner, players=4, preset="ema2016", entry_mode="final")
    services.tournament_update_ruleset(tournament=tournament, changes={"chombo": "reverse_mangan"}, by=owner)
    game = seat_in_order(tournament, owner).games.get()
    with on_commit():
        services.game_record_final_scores(game=game, scores=SCORES, chombo=[0, 0, 0, 1], by=owner)
    rows = table(tournament)
    assert rows[4]["points"] == Decimal(-27)
    assert rows[4]["chombo"] == 1
    client.force_login(owner)
    page = client.get(reverse("game", args=[tournament.slug, game.pk])).content.decode()
    assert "incl. 1 chombo, paid at the table" in page


def test_a_ruleset_without_chombo_refuses_a_chombo_count_and_saves_nothing(owner: Any) -> None:
    tournament = make_event(owner, players=4, preset="tenhou", entry_mode="final")
    game = seat_in_order(tournament, owner).games.get()
    with pytest.raises(ServiceError) as error:
        services.game_record_final_scores(
            game=game, scores=[41000, 30000, 19000, 10000], chombo=[1, 0, 0, 0], by=owner
        )
    assert error.value.message_dict == {
        "chombo": ["this event's rules have no chombo: change the rules to count one"]
    }
    game.refresh_from_db()
    assert game.final_scores is None
    # no chombo at all is fine under any rules
    services.game_record_final_scores(
        game=game, scores=[41000, 30000, 19000, 10000], chombo=[0] * 4, by=owner
    )
    game.refresh_from_db()
    assert (game.final_scores, game.final_chombo) == ([41000, 30000, 19000, 10000], None)


@pytest.mark.parametrize(
    ("counts", "problem"),
    [
        ([0, 0, -1, 0], "Player 3 (West): -1 is not a chombo count from 0 to 20"),
        ([21, 0, 0, 0], "Player 1 (East): 21 is not a chombo count from 0 to 20"),
        ([0, 0, 0], "need four whole-number chombo counts, East South West North"),
        ([0, 0, 1.5, 0], "need four whole-number chombo counts, East South West North"),
    ],
)
def test_impossible_chombo_counts_are_refused_naming_the_player(
    owner: Any, counts: list, problem: str
) -> None:
    game = ema_game(owner)
    with pytest.raises(ServiceError) as error:
        services.game_record_final_scores(game=game, scores=SCORES, chombo=counts, by=owner)
    assert error.value.message_dict == {"chombo": [problem]}


def test_the_form_counts_a_chombo_and_the_game_and_its_log_show_it(
    owner: Any, client: Client, on_commit: Any
) -> None:
    game = ema_game(owner)
    client.force_login(owner)
    url = reverse("final_scores", args=[game.tournament.slug, game.pk])
    page = client.get(url).content.decode()
    assert 'id="chombo"' in page and " open" not in page.split('id="chombo"')[1][:10]  # folded away
    data = {f"score_{i}": s for i, s in enumerate(SCORES)}
    with on_commit():
        response = client.post(url, {**data, "deposits_left": 0, "replaces": "", "chombo_3": "1"})
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.final_chombo == [0, 0, 0, 1]
    shown = client.get(reverse("game", args=[game.tournament.slug, game.pk])).content.decode()
    assert "incl. −20.0 chombo" in shown
    assert "paid at the table" not in shown  # a penalty, not a payment at the table
    again = client.get(url).content.decode()
    assert 'id="chombo" open' in again  # the count is there to see
    assert 'name="chombo_3" value="1"' in again
    changes = client.get(reverse("changes", args=[game.tournament.slug])).content.decode()
    assert "Player 4 1" in changes
    # the player's own page says why a game's points are 20 lower than its place gives
    player = client.get(reverse("player", args=[game.tournament.slug, 4])).content.decode()
    assert "incl. −20.0 chombo" in player


def test_the_form_has_no_chombo_boxes_when_the_rules_have_no_chombo(owner: Any, client: Client) -> None:
    tournament = make_event(owner, players=4, preset="tenhou", entry_mode="final")
    game = seat_in_order(tournament, owner).games.get()
    client.force_login(owner)
    page = client.get(reverse("final_scores", args=[tournament.slug, game.pk])).content.decode()
    assert "chombo_0" not in page
