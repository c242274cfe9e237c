"""The organizer's way through the rounds: the manage page offers the next step (seat the round not
seated yet, add one, or finish the event when the planned rounds are done), a round added by mistake
can be removed, the seating page remembers the method, and final scores read as final once the round
is finished. Found by a walkthrough of a 20-player swiss event."""

import json
import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tests.site.test_event_edit import _form
from tournaments import services
from tournaments.models import Round

pytestmark = pytest.mark.django_db
SCORES = [40000, 35000, 25000, 20000]  # wrc: 30,000 each at the start


def finals_event(owner: Any, rounds: int = 2) -> Any:
    return make_event(owner, players=4, entry_mode="final", rounds_planned=rounds)


def test_a_final_scores_game_without_its_scores_says_so(client: Client, owner: Any) -> None:
    event = finals_event(owner)
    game = first_game(seat_next_round(event, owner))
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert 'id="no-result"' in page and 'id="final-only"' not in page
    assert "30,000" not in page  # not the starting points, as if they were the result
    services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert 'id="final-only"' in page and "40,000" in page


def test_a_round_cannot_be_added_while_one_is_not_seated(client: Client, owner: Any) -> None:
    event = finals_event(owner)
    client.force_login(owner)
    client.post(reverse("round_add", args=[event.slug]))
    manage = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert 'id="seat-next"' in manage and 'id="add-round"' not in manage
    refused = client.post(reverse("round_add", args=[event.slug]), follow=True).content.decode()
    assert "Round 1 is not seated yet; seat it first" in refused
    assert event.rounds.count() == 1


def test_a_round_added_by_mistake_is_removed_but_not_one_with_results(client: Client, owner: Any) -> None:
    event = finals_event(owner, rounds=0)
    client.force_login(owner)
    played = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(played), scores=SCORES, by=owner)
    client.post(reverse("round_add", args=[event.slug]))
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert 'id="remove-round"' in page
    assert 'id="remove-round"' not in client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    done = client.post(reverse("round_remove", args=[event.slug, 2]), follow=True).content.decode()
    assert "Round 2 was removed." in done
    assert list(event.rounds.values_list("number", flat=True)) == [1]
    assert client.delete(f"/api/tournaments/{event.slug}/rounds/1/").status_code == 400
    services.round_create(tournament=event, by=owner)
    assert client.delete(f"/api/tournaments/{event.slug}/rounds/2/").status_code == 204
    assert not Round.objects.filter(tournament=event, number=2).exists()


def test_the_seating_page_offers_the_method_used_last(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    client.force_login(owner)
    client.post(reverse("round_add", args=[event.slug]))
    client.post(reverse("seat_round", args=[event.slug, 1]), {"method": "swiss"})
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'value="swiss" checked' in page and 'id="seated-with"' in page
    assert "Swiss: neighbours in the standings play together" in page.split('id="seated-with"')[1]
    client.post(reverse("round_add", args=[event.slug]))  # round 1 is seated: round 2 may come
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert 'value="swiss" checked' in page and 'value="optimal" checked' not in page


def test_final_scores_of_a_finished_round_read_as_final(client: Client, owner: Any) -> None:
    event = finals_event(owner, rounds=1)
    client.force_login(owner)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    services.round_finish(round_=round_, by=owner)
    page = client.get(reverse("final_scores", args=[event.slug, game.pk])).content.decode()
    assert 'id="round-closed"' in page and "Save final scores" not in page
    assert reverse("seat_round", args=[event.slug, 1]) in page
    assert f'<td class="num">{SCORES[0]:,}</td>' in page  # grouped as the score sheets read
    manage = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert 'id="next-step"' in manage and 'id="add-round"' not in manage
    assert 'class="primary" id="finish-event"' in manage


def test_a_finished_game_scored_by_hand_shows_its_scores_on_the_final_scores_page(
    client: Client, owner: Any
) -> None:
    """Once the round was finished, the page read "–" for each player of a game scored hand by hand."""
    from tests.tournaments.hands import ron

    event = make_event(owner, players=4)  # ema2016: 30,000 each
    client.force_login(owner)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    services.game_record_hand(game=game, number=1, record=ron(winner=1, discarder=2), by=owner)
    services.game_finish(game=game, by=owner)
    services.round_finish(round_=round_, by=owner)
    game.refresh_from_db()
    page = client.get(reverse("final_scores", args=[event.slug, game.pk])).content.decode()
    assert 'id="round-closed"' in page
    sheet = page.split('id="round-closed"')[1]
    scores = [30_000, 31_000, 29_000, 30_000]  # 1 han 30 fu, a non-dealer's ron: 1,000 from West
    assert game.state["scores"] == scores
    for score in scores:
        assert f'<td class="num">{score:,}</td>' in sheet
    assert "–" not in sheet.split("</table>")[0]


def test_dropping_a_player_who_leaves_a_table_short_says_so_at_once(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    client.force_login(owner)
    page = client.post(reverse("player_drop", args=[event.slug, 8]), follow=True).content.decode()
    assert "7 players do not fill the tables of four: register 1 more substitute before seating." in page
    services.player_register(tournament=event, name="Reserve", is_substitute=True, by=owner)
    page = client.post(reverse("player_drop", args=[event.slug, 7]), follow=True).content.decode()
    assert "register 1 more substitute" in page  # 6 players, one substitute: one seat still empty
    assert "1 more substitute before seating." in page
    assert "1 substitute is registered already." in page  # "6 players ... 1 more" read wrong alone


def test_the_notice_after_a_drop_names_the_event_details_once(client: Client, owner: Any) -> None:
    """It read "... or let players sit out in turn (Event details). Event details", the link after
    the sentence that had just named it."""
    event = make_event(owner, players=8)
    client.force_login(owner)
    page = client.post(reverse("player_drop", args=[event.slug, 8]), follow=True).content.decode()
    notice = page.split("do not fill the tables of four")[1].split("</li>")[0]
    assert notice.count("Event details") == 1
    link = reverse("event_edit", args=[event.slug]) + "#id_empty_seats"
    assert (
        f'substitute before seating. <a href="{link}">Or let players sit out in turn (Event details)</a>'
        in notice
    )


def test_the_counts_leave_out_substitutes(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8, name="Counted")
    services.player_register(tournament=event, name="Reserve", is_substitute=True, by=owner)
    client.force_login(owner)
    manage = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "8 active players · 1 substitute" in manage
    assert "8 players" in client.get(reverse("home")).content.decode()


def test_a_final_scores_event_shows_no_hand_statistics(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = finals_event(owner)
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=SCORES, by=owner)
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    assert "Average place" in page and "Win rate" not in page and "Deal-in rate" not in page
    hands = make_event(owner, players=4, name="By hands")
    assert "Win rate" in client.get(reverse("player", args=[hands.slug, 1])).content.decode()
    # an event entered hand by hand whose only game was entered by final scores: no grid of dashes
    with django_capture_on_commit_callbacks(execute=True):  # the standings job stores the result
        services.game_record_final_scores(
            game=first_game(seat_next_round(hands, owner)), scores=SCORES, by=owner
        )
    page = client.get(reverse("player", args=[hands.slug, 1])).content.decode()
    assert "Win rate" not in page and 'id="rates-note"' not in page and "Average place" in page


def test_the_standings_button_names_a_finished_rounds_results(client: Client, owner: Any) -> None:
    event = finals_event(owner, rounds=1)
    round_ = seat_next_round(event, owner)
    url = reverse("standings", args=[event.slug])
    assert "Round 1 seating" in client.get(url).content.decode()
    services.game_record_final_scores(game=first_game(round_), scores=SCORES, by=owner)
    services.round_finish(round_=round_, by=owner)
    page = client.get(url).content.decode()
    assert "Round 1 results" in page and "Round 1 seating" not in page


def test_a_round_opened_again_to_correct_a_result_is_not_the_round_being_played(
    client: Client, owner: Any
) -> None:
    """Round 1 finished, round 2 playing; the organizer opens round 1 again to correct a score.
    The standings still send players to round 2; once round 2's games are over too, to its results."""
    event = finals_event(owner, rounds=2)
    first = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(first), scores=SCORES, by=owner)
    services.round_finish(round_=first, by=owner)
    second = seat_next_round(event, owner)
    services.round_reopen(round_=first, by=owner)
    url = reverse("standings", args=[event.slug])
    page = client.get(url).content.decode()
    assert "Round 2 seating" in page and "Round 1 seating" not in page
    services.game_record_final_scores(game=first_game(second), scores=SCORES, by=owner)
    page = client.get(url).content.decode()
    assert "Round 2 results" in page and "Round 1" not in page


def test_a_players_name_in_a_linked_warning_stays_text(client: Client, owner: Any) -> None:
    event = make_event(owner, players=7)
    services.player_register(tournament=event, name="<b>Bold</b>", by=owner)
    seat_next_round(event, owner)
    client.force_login(owner)
    page = client.post(reverse("player_drop", args=[event.slug, 8]), follow=True).content.decode()
    assert "&lt;b&gt;Bold&lt;/b&gt; is still seated in round 1" in page and "<b>Bold</b>" not in page
    details = reverse("event_edit", args=[event.slug]) + "#id_empty_seats"
    assert f'<a href="{details}">Or let players sit out in turn (Event details)</a>' in page


def test_a_round_whose_games_have_begun_reads_in_play_everywhere(client: Client, owner: Any) -> None:
    """Spectators saw "Seated" while the tables were playing."""
    event = make_event(owner, players=8, entry_mode="final")
    round_ = seat_next_round(event, owner)
    client.force_login(owner)
    pages = [
        reverse("rounds", args=[event.slug]),
        reverse("round", args=[event.slug, 1]),
        reverse("manage", args=[event.slug]),
        reverse("seat_round", args=[event.slug, 1]),
    ]
    for url in pages:
        page = client.get(url).content.decode()
        assert '<span class="badge seated">Seated</span>' in page, url
    services.game_record_final_scores(game=first_game(round_), scores=SCORES, by=owner)
    for url in pages:
        page = client.get(url).content.decode()
        assert '<span class="badge playing">In play</span>' in page and "badge seated" not in page, url
    for game in round_.games.exclude(pk=first_game(round_).pk):
        services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    services.round_finish(round_=round_, by=owner)
    assert '<span class="badge finished">Finished</span>' in client.get(pages[0]).content.decode()


@pytest.mark.parametrize(
    ("preset", "said", "result"),
    [
        # tenhou: 25,000 - 1,000 + 3,000 = 27,000, and the stick left goes to first place
        ("tenhou", "1 riichi stick left on the table went to Player 2 (+1,000).", "28,000"),
        # wrc: 30,000 - 1,000 + 3,000 = 32,000; leftover sticks are lost
        ("wrc", "1 riichi stick left on the table went to nobody (this event's rules).", "32,000"),
    ],
)
def test_a_game_ended_with_a_riichi_stick_on_the_table_says_where_it_went(
    client: Client, owner: Any, preset: str, said: str, result: str
) -> None:
    """The results showed 1,000 more for first place than the last hand did, with nothing to say why."""
    from tests.tournaments.hands import draw

    event = make_event(owner, players=4, preset=preset)
    game = first_game(seat_next_round(event, owner))
    # South declares riichi and is the only one tenpai: one stick stays on the table
    services.game_record_hand(game=game, number=1, record=draw(tenpai=(1,), riichi=(1,)), by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert 'id="leftover"' not in page  # the game goes on: the stick may still be won
    services.game_finish(game=game, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert said in page
    assert f'<td class="num">{result}<' in page  # the share of the sticks noted under it
    # the scorer's page of the finished game shows the same result, not the last hand's scores
    client.force_login(owner)
    entry = client.get(reverse("enter", args=[event.slug, game.pk])).content.decode()
    south = entry[entry.index('data-seat="1"') :]
    assert south[south.index('<div class="pts">') :].startswith(f'<div class="pts">{result}</div>')
    assert said in entry


def test_a_stick_split_by_a_tie_for_first_says_each_ones_share(client: Client, owner: Any) -> None:
    """EMA: two level on 40,000 share first place and the stick left, 500 each. The page said the stick
    "went to Player 1, Player 2 (+500)", as if +500 were the two together, and in Japanese joined the
    names with an English comma."""
    event = make_event(owner, players=4, preset="ema2016", entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(
        game=game, scores=[40000, 40000, 20000, 19000], deposits_left=1, by=owner
    )
    url = reverse("game", args=[event.slug, game.pk])
    page = client.get(url).content.decode()
    assert "1 riichi stick left on the table was split between Player 1, Player 2 (+500 each)." in page
    assert page.count('<td class="num">40,500<') == 2
    japanese = client.get(url, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "卓上に残った供託棒1本はPlayer 1、Player 2で分けました（各+500）。" in japanese


def test_a_score_sheet_with_a_stick_left_says_why_first_place_has_more_than_written(
    client: Client, owner: Any
) -> None:
    """A walkthrough entered 52,300 for first place with 1 stick left and read 53,300 in the results
    with no word why (EMA: sticks left go to first place)."""
    event = make_event(owner, players=4, preset="ema2016", entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(
        game=game, scores=[52300, 30000, 20700, 16000], deposits_left=1, by=owner
    )
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "1 riichi stick left on the table went to Player 1 (+1,000)." in page
    assert '<td class="num">53,300<' in page
    # the round page shows the same scores as the game's (it read 52,300 beside the game's 53,300)
    tables = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    shown = re.findall(r'class="num seat-score">([\d,-]+)<', tables)
    assert shown == ["53,300", "30,000", "20,700", "16,000"]


def test_the_score_chart_marks_hands_in_the_page_language_and_keeps_the_last_inside(
    client: Client, owner: Any
) -> None:
    from tests.tournaments.hands import draw

    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    for number in (1, 2):  # the dealer is tenpai alone: East 1 and East 1, 1 honba
        services.game_record_hand(game=game, number=number, record=draw(tenpai=(0,)), by=owner)
    client.post(reverse("set_language"), {"language": "ja", "next": "/"})
    chart = client.get(reverse("game", args=[event.slug, game.pk])).content.decode().split('class="chart"')[1]
    assert '<text x="98.00%" y="232" text-anchor="end">東1-1</text>' in chart  # the repeat, at the edge
    assert 'text-anchor="middle">東1</text>' in chart  # the hand before it
    assert "E1" not in chart
    # table points as a Japanese reader counts them: 3万, not 30k
    assert re.search(r'text-anchor="end">[0-9.]+万</text>', chart) and "k</text>" not in chart


def test_the_score_chart_writes_scores_below_zero_with_a_minus_sign() -> None:
    from tournaments.views.charts import score_chart

    chart = str(score_chart([[25000, -8000], [25000, 58000], [25000, 25000], [25000, 25000]], ["0", "E1"]))
    axis = re.findall(r'text-anchor="end">([^<]+)</text>', chart)
    assert any(label.startswith("\u2212") for label in axis), axis
    assert not any("-" in label for label in axis), axis


def test_a_sheet_for_a_table_the_round_does_not_have_is_not_found(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    client.force_login(owner)
    for name in ("print_seating", "print_scoresheets"):
        url = reverse(name, args=[event.slug, 1])
        assert client.get(url, {"table": "2"}).status_code == 200
        assert client.get(url, {"table": "99"}).status_code == 404  # was a blank sheet
        assert client.get(url, {"table": "x"}).status_code == 404


def test_seating_a_round_while_the_one_before_is_played_says_the_standings_are_not_final(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=8, entry_mode="final")
    seat_next_round(event, owner)
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    assert "Round 1 is not finished yet: seating by the standings (swiss, interval) uses its games" in page
    round_1 = event.rounds.get(number=1)
    for game in round_1.games.all():
        services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    services.round_finish(round_=round_1, by=owner)
    assert (
        'id="still-playing"' not in client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    )


def test_the_player_page_says_hand_statistics_count_only_games_entered_hand_by_hand(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    from tests.tournaments.hands import draw

    event = make_event(owner, players=4)  # hand by hand; a table may still enter final scores only
    with django_capture_on_commit_callbacks(execute=True):  # the standings jobs run
        first = first_game(seat_next_round(event, owner))
        services.game_record_hand(game=first, number=1, record=draw(tenpai=(0,)), by=owner)
        services.game_finish(game=first, by=owner)
        services.round_finish(round_=first.round, by=owner)
        second = first_game(seat_next_round(event, owner))
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    assert 'id="rates-note"' not in page
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(game=second, scores=SCORES, by=owner)
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    assert "count the 1 game entered hand by hand (the others have final scores only)." in page


def test_finishing_the_event_waits_at_the_foot_of_the_page_until_its_time(client: Client, owner: Any) -> None:
    # an open-ended league: "Finish the event" is not beside "Add a round" from round 1 on
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert page.count('id="finish-event"') == 1
    assert page.index('id="finish-event"') > page.index("Latest changes")
    assert "When the event's last round is played:" in page


def test_a_feature_table_of_a_final_scores_event_is_entered_hand_by_hand(client: Client, owner: Any) -> None:
    """A walkthrough chose "final scores only" for paper score sheets, then could not enter the
    feature table hand by hand and recreated the event. Its final-scores page now offers hand
    entry; the first hand makes the game a hand-by-hand one."""
    event = finals_event(owner)
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    enter = reverse("enter", args=[event.slug, game.pk])
    assert client.get(enter).url == reverse("final_scores", args=[event.slug, game.pk])
    page = client.get(reverse("final_scores", args=[event.slug, game.pk])).content.decode()
    assert f'id="by-hands" href="{enter}?hands=1"' in page
    assert 'id="save"' in client.get(f"{enter}?hands=1").content.decode()
    saved = client.post(
        reverse("hand_save", args=[event.slug, game.pk]) + "?number=1",
        json.dumps({"kind": "draw", "tenpai": [], "riichi": []}),
        content_type="application/json",
    )
    assert saved.json()["ok"] is True
    assert client.get(enter).status_code == 200  # no longer sent to the final-scores page
    game.refresh_from_db()
    assert (game.entry_mode, game.hand_count) == ("hands", 1)


def test_final_scores_opened_by_mistake_lead_back_to_hand_entry(client: Client, owner: Any) -> None:
    """A walkthrough tapped "final scores only" for a table of a hand-by-hand event: the page had no
    way back but the browser's. It links to hand entry until the game has a result."""
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    final = reverse("final_scores", args=[event.slug, game.pk])
    enter = reverse("enter", args=[event.slug, game.pk])
    assert f'id="by-hands" href="{enter}"' in client.get(final).content.decode()
    assert client.get(enter).status_code == 200
    services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    assert 'id="by-hands"' not in client.get(final).content.decode()


def test_how_results_are_entered_can_be_changed_on_event_details(client: Client, owner: Any) -> None:
    event = finals_event(owner)
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    client.post(reverse("event_edit", args=[event.slug]), _form(event, entry_mode="hands"))
    event.refresh_from_db()
    game.refresh_from_db()
    assert (event.entry_mode, game.entry_mode) == ("hands", "hands")


def test_after_correcting_a_reopened_round_the_game_page_offers_to_finish_it(
    client: Client, owner: Any, outsider: Any
) -> None:
    """A walkthrough reopened round 3 to correct a score sheet and landed on the game page with no
    word that the round was still open; "Finish this round" sat below all nine tables."""
    event = finals_event(owner, rounds=1)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    services.round_finish(round_=round_, by=owner)
    services.round_reopen(round_=round_, by=owner)
    client.force_login(owner)
    url = reverse("game", args=[event.slug, game.pk])
    page = client.get(url).content.decode()
    assert 'id="round-ready"' in page and "Every game of round 1 is over." in page
    assert reverse("round_finish", args=[event.slug, 1]) in page
    client.force_login(outsider)  # a visitor is offered nothing
    assert 'id="round-ready"' not in client.get(url).content.decode()
    client.force_login(owner)
    client.post(reverse("round_finish", args=[event.slug, 1]))
    round_.refresh_from_db()
    assert round_.status == "finished"
    assert 'id="round-ready"' not in client.get(url).content.decode()


def test_before_finishing_the_director_is_told_who_is_ranked_with_fewer_games(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """A walkthrough's player who dropped out after 2 of 6 rounds stood 7th on points, and finishing
    said nothing. Two rounds of 8 players; player 8 drops out after round 1 and a substitute takes
    the seat: player 8 is ranked with 1 game of 2."""
    event = make_event(owner, players=8, entry_mode="final", rounds_planned=2)
    with django_capture_on_commit_callbacks(execute=True):
        first = seat_next_round(event, owner)
        for game in first.games.all():
            services.game_record_final_scores(game=game, scores=SCORES, by=owner)
        services.round_finish(round_=first, by=owner)
        services.player_register(tournament=event, name="Sub", is_substitute=True, by=owner)
        services.registration_drop(registration=event.registrations.get(number=8), by=owner)
        second = services.round_create(tournament=event, by=owner)
        services.round_generate_seating(round_=second, method="random", seed=1, by=owner)
        for game in second.games.all():
            services.game_record_final_scores(game=game, scores=SCORES, by=owner)
        services.round_finish(round_=second, by=owner)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    block = page.split('id="fewer-games"')[1].split("</div>")[0]
    assert "Player 8: rank" in block and "1 of 2 games" in block
    assert block.count("<li>") == 1
    services.tournament_update(tournament=event, by=owner, min_games=2)
    assert 'id="fewer-games"' not in client.get(reverse("manage", args=[event.slug])).content.decode()


def test_a_stale_score_sheet_posted_after_the_round_finished_shows_the_stored_scores(
    client: Client, owner: Any
) -> None:
    """A form left open on a phone, posted with a typo ("40,000") after the round was finished, was
    a 500: the closed page formatted what was typed."""
    event = finals_event(owner, rounds=1)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    services.round_finish(round_=round_, by=owner)
    client.force_login(owner)
    typed = {"score_0": "40,000", "score_1": "3500", "score_2": "25000", "score_3": "20000"}
    response = client.post(
        reverse("final_scores", args=[event.slug, game.pk]), typed | {"deposits_left": "0"}
    )
    page = response.content.decode()
    assert response.status_code == 200 and 'id="round-closed"' in page
    assert '<td class="num">35,000</td>' in page and "3500" not in page


@pytest.mark.parametrize(
    ("typed", "read"),
    [("42.000", 42000), ("42,000", 42000), ("42 000", 42000), ("42000", 42000), ("\u22121.200", -1200)],
)
def test_a_score_typed_as_the_pages_show_it_is_read_as_that_score(typed: str, read: int) -> None:
    """A Vietnamese organizer typed 42.000 as the site shows scores and was told 42 is no multiple
    of 100."""
    from tournaments.forms import FinalScoresForm

    data = {"score_0": typed, "score_1": "30000", "score_2": "20000", "score_3": "8000", "deposits_left": 0}
    form = FinalScoresForm(data)
    assert form.is_valid(), form.errors
    assert form.scores()[0] == read


def test_a_score_with_a_real_decimal_is_still_refused() -> None:
    """42.5 is 42,500 written in thousands (as sheets do); 42.5678 is no score in any writing."""
    from tournaments.forms import FinalScoresForm

    data = {
        "score_0": "42.5678",
        "score_1": "30000",
        "score_2": "20000",
        "score_3": "8000",
        "deposits_left": 0,
    }
    assert "score_0" in FinalScoresForm(data).errors


def test_the_next_step_is_the_main_button_at_every_stage(client: Client, owner: Any) -> None:
    """A walkthrough found "Add a round" the main button before any player was registered, and
    again while round 2 was being played; after pasting the players nothing pointed onward."""
    event = make_event(owner, players=0, entry_mode="final", rounds_planned=3)
    client.force_login(owner)
    manage = reverse("manage", args=[event.slug])
    page = client.get(manage).content.decode()
    assert 'class="primary" type="submit" id="add-round"' not in page and "register at least four" in page
    services.players_register_csv(tournament=event, text="A\nB\nC\nD", by=owner)
    players = client.get(reverse("players", args=[event.slug])).content.decode()
    assert 'id="next-step"' in players and f'href="{manage}"' in players
    assert 'class="primary" type="submit" id="add-round"' in client.get(manage).content.decode()
    seat_next_round(event, owner)
    page = client.get(manage).content.decode()
    assert 'class="button primary" id="in-play"' in page and "Round 1: tables and results" in page
    assert 'class="primary" type="submit" id="add-round"' not in page
    assert 'id="next-step"' not in client.get(reverse("players", args=[event.slug])).content.decode()


def test_the_organizers_round_page_shows_each_finished_tables_scores(client: Client, owner: Any) -> None:
    """A walkthrough's director saw "Finished" tables with names only and had to open each game."""
    event = finals_event(owner)
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=SCORES, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert page.count('class="num seat-score"') == 4 and '<span class="num seat-score">35,000</span>' in page


def test_a_visitor_finds_how_to_start_from_the_home_page(client: Client) -> None:
    page = client.get(reverse("home")).content.decode()
    assert f'id="visitor-start"><a class="button primary" href="{reverse("signup")}">' in page


def test_a_round_with_results_offers_no_pasted_seating_and_an_old_form_says_why(
    client: Client, owner: Any
) -> None:
    event = finals_event(owner)
    round_ = seat_next_round(event, owner)
    client.force_login(owner)
    url = reverse("seat_round", args=[event.slug, 1])
    mark = re.search(r'name="seated" value="(\d+)"', client.get(url).content.decode()).group(1)
    services.game_record_final_scores(game=first_game(round_), scores=SCORES, by=owner)
    page = client.get(reverse("seat_script", args=[event.slug, 1])).content.decode()
    assert 'id="has-results"' in page and 'id="script-form"' not in page
    # a "Seat again" form opened before the result: the answer says the round has results
    client.post(url, {"method": "random", "seated": str(int(mark) - 1)})
    page = client.get(url).content.decode()
    assert "Round 1 has results: its seating can no longer change." in page


def test_one_tables_seating_sheet_leads_back_to_all_tables(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    client.force_login(owner)
    url = reverse("print_seating", args=[event.slug, 1])
    assert 'id="all-tables"' in client.get(url, {"table": 2}).content.decode()
    assert 'id="all-tables"' not in client.get(url).content.decode()


def test_a_players_chart_says_its_running_total_leaves_penalties_apart(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """A walkthrough read a running total ending at +62 under a headline of +52 (a -10 penalty)."""
    event = finals_event(owner)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_final_scores(
            game=first_game(seat_next_round(event, owner)), scores=SCORES, by=owner
        )
    url = reverse("player", args=[event.slug, 1])
    assert "Running total</span>" in client.get(url).content.decode()
    # the bars' numbers were read as scores: the legend says they are rounds
    assert '<span id="chart-rounds">Numbers below the bars: rounds</span>' in client.get(url).content.decode()
    with django_capture_on_commit_callbacks(execute=True):
        services.penalty_add(
            registration=event.registrations.get(number=1), amount=-10, reason="late", by=owner
        )
    assert "Running total of the games (penalties apart)" in client.get(url).content.decode()


def test_round_and_game_pages_know_when_a_result_changed(client: Client, owner: Any) -> None:
    """A walkthrough's players reloaded a game to see the hand just entered: the pages now carry a
    mark, and a small address says when it moved."""
    from tests.tournaments.hands import draw

    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    round_url = reverse("round_changes", args=[event.slug, 1])
    game_url = reverse("game_changes", args=[event.slug, game.pk])
    round_mark, game_mark = client.get(round_url).json()["mark"], client.get(game_url).json()["mark"]
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    assert f'data-mark="{round_mark}"' in page and "js/live-page.js" in page
    services.game_record_hand(game=game, number=1, record=draw(tenpai=(0,)), by=owner)
    assert client.get(round_url).json()["mark"] != round_mark
    assert client.get(game_url).json()["mark"] != game_mark
    for other in round_.games.all():
        if other.pk != game.pk:
            services.game_record_final_scores(game=other, scores=[30000] * 4, by=owner)
    services.game_finish(game=game, by=owner)
    services.round_finish(round_=round_, by=owner)
    assert 'id="live-page"' not in client.get(reverse("round", args=[event.slug, 1])).content.decode()


def test_the_manage_page_says_what_comes_next_between_rounds(client: Client, owner: Any) -> None:
    """After "Round 1 finished." the page gave no next step (it did before round 1 and after the last)."""
    event = finals_event(owner, rounds=3)
    client.force_login(owner)
    manage = reverse("manage", args=[event.slug])
    round_ = seat_next_round(event, owner)
    assert 'id="next-step"' not in client.get(manage).content.decode()  # round 1 is being played
    game = first_game(round_)
    services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    for other in round_.games.exclude(pk=game.pk):
        services.game_record_final_scores(game=other, scores=SCORES, by=owner)
    services.round_finish(round_=round_, by=owner)
    page = client.get(manage).content.decode()
    assert "Next: add round 2 and seat it." in page
    services.round_create(tournament=event, by=owner)
    assert "Next: seat round 2." in client.get(manage).content.decode()
    assert (
        "次に：2回戦の座席を決めてください。"
        in client.get(manage, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    )


def test_adding_a_round_while_one_is_played_asks_first(client: Client, owner: Any) -> None:
    """A walkthrough added round 5 with none of round 4's games played, one tap, and round 4 was
    left behind; the button now asks while a round is in play, and only then."""
    event = make_event(owner, players=4)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert 'id="add-round"' in page and "is still being played" not in page  # no round yet
    seat_next_round(event, owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    form = page.split('id="add-round"')[0].rsplit("<form", 1)[1]
    assert "Round 1 is still being played (0 of 1 games finished). Add round 2 now anyway?" in form


def test_a_round_not_seated_yet_counts_no_games_on_the_organizer_page(client: Client, owner: Any) -> None:
    """It read "Round 2 Not seated · 0 of 0 games finished"."""
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "0 of 1 games finished" in page  # round 1
    assert "0 of 0 games finished" not in page


def test_the_game_page_leads_back_to_its_rounds_tables(client: Client, owner: Any) -> None:
    """A scorer saving a table's final scores landed on the game page with no way back to the round's
    other tables but Rounds, then the round (three taps for each of eight tables)."""
    event = make_event(owner, players=8, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    client.force_login(owner)
    data = {"score_0": "45000", "score_1": "35000", "score_2": "25000", "score_3": "15000"}
    saved = client.post(
        reverse("final_scores", args=[event.slug, game.pk]),
        {**data, "deposits_left": "0", "replaces": ""},
        follow=True,
    ).content.decode()
    back = f'<a class="button" id="to-round" href="{reverse("round", args=[event.slug, 1])}">'
    assert back + "Round 1: tables and results</a>" in saved
