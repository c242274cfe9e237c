"""What the round pages ask of the organizer: a substitute for the seat of a player who dropped out
while seated (told where on dropping, seated from the round's page), and finishing a round whose games
are all done."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from tests.site.conftest import RON_E_FROM_S, first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import AuditEntry, Seat

pytestmark = pytest.mark.django_db


def _started_round_with_a_dropout(client: Client, owner: Any) -> Any:
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    services.player_register(tournament=event, name="Sam Sub", is_substitute=True, by=owner)
    services.game_record_hand(game=first_game(round_), number=1, record=RON_E_FROM_S, by=owner)
    client.force_login(owner)
    # player 6 sits at table 2, whose game has not started; the round cannot be seated again
    response = client.post(reverse("player_drop", args=[event.slug, 6]), follow=True)
    return event, response


def test_dropping_a_seated_player_says_where_they_still_sit(client: Client, owner: Any) -> None:
    event, response = _started_round_with_a_dropout(client, owner)
    text = [str(m) for m in response.context["messages"]]
    assert "Player 6 dropped out." in text
    warning = "Player 6 is still seated in round 1 at table 2: seat another player there on the round's page."
    link = f'<a href="{reverse("seat_round", args=[event.slug, 1])}">Round 1</a>'
    # the message is HTML now (it ends with a link): its text is escaped
    assert f"{escape(warning)} {link}" in text
    assert f"{escape(warning)} {link}" in response.content.decode()


def test_the_round_page_puts_a_substitute_in_the_dropped_players_seat(client: Client, owner: Any) -> None:
    event, _ = _started_round_with_a_dropout(client, owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1]))
    assert 'id="dropout-seats"' in page.content.decode()
    # the seat itself is marked on the organizer's and the public page
    for name in ("seat_round", "round"):
        html = client.get(reverse(name, args=[event.slug, 1])).content.decode()
        assert html.count('<span class="badge">Dropped out</span>') == 1
    seat = Seat.objects.get(round__tournament=event, registration__number=6)
    assert [s.pk for s in page.context["dropout_seats"]] == [seat.pk]
    # the substitute is offered first; nobody seated in the round is offered
    assert [r.player.name for r in page.context["candidates"]] == ["Sam Sub"]
    response = client.post(
        reverse("seat_substitute", args=[event.slug, 1]), {"seat": seat.pk, "substitute": 9}, follow=True
    )
    assert "Sam Sub takes the seat at table 2." in [str(m) for m in response.context["messages"]]
    seat.refresh_from_db()
    assert seat.registration.player.name == "Sam Sub"
    assert AuditEntry.objects.filter(tournament=event, action="substitute_seat").count() == 1
    page = client.get(reverse("seat_round", args=[event.slug, 1]))
    assert 'id="dropout-seats"' not in page.content.decode()


def test_a_substitution_without_a_player_is_refused_and_changes_nothing(client: Client, owner: Any) -> None:
    event, _ = _started_round_with_a_dropout(client, owner)
    seat = Seat.objects.get(round__tournament=event, registration__number=6)
    response = client.post(reverse("seat_substitute", args=[event.slug, 1]), {"seat": seat.pk}, follow=True)
    assert "Choose a seat and the player who takes it." in [str(m) for m in response.context["messages"]]
    # a player already seated in the round cannot take the seat either: the service names why
    response = client.post(
        reverse("seat_substitute", args=[event.slug, 1]), {"seat": seat.pk, "substitute": 1}, follow=True
    )
    assert any("seated in round 1 already" in str(m) for m in response.context["messages"])
    seat.refresh_from_db()
    assert seat.registration.number == 6
    assert not AuditEntry.objects.filter(action="substitute_seat").exists()


def test_a_finished_game_keeps_the_dropped_player_and_asks_for_nothing(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[30000] * 4, by=owner)
    client.force_login(owner)
    response = client.post(reverse("player_drop", args=[event.slug, 2]), follow=True)
    assert not any("still seated" in str(m) for m in response.context["messages"])
    page = client.get(reverse("seat_round", args=[event.slug, 1]))
    assert 'id="dropout-seats"' not in page.content.decode()


def test_a_round_whose_games_are_all_finished_asks_to_be_finished(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'id="ready-to-finish"' not in page
    assert "Enter results" in page
    # the table still plays: the button waits, and says for which table
    assert "Table 1 has not finished its game" in page and "disabled>Finish this round" in page
    services.game_record_final_scores(game=first_game(round_), scores=[30000] * 4, by=owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'id="ready-to-finish"' in page
    assert 'id="still-playing"' not in page and "disabled>Finish this round" not in page
    assert "Enter results" not in page  # the finished table's button is for corrections
    for name in ("round", "game"):
        args = [event.slug, 1] if name == "round" else [event.slug, first_game(round_).pk]
        page = client.get(reverse(name, args=args)).content.decode()
        # "Results" on the game's own page went in a circle: the entry page said "See the game"
        assert ">Correct results</a>" in page and "Enter results" not in page, name
    assert "ready-to-finish" in client.get(reverse("manage", args=[event.slug])).content.decode()
    services.round_finish(round_=round_, by=owner)
    assert "ready-to-finish" not in client.get(reverse("manage", args=[event.slug])).content.decode()


def test_before_seating_the_page_says_how_many_substitutes_are_missing(client: Client, owner: Any) -> None:
    event = make_event(owner, players=6)
    client.force_login(owner)
    # the event's page said "Next: add round 1 and seat it", and the seating then refused the round
    manage = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "register 2 more substitutes before seating." in manage and "Next: add round 1" not in manage
    client.post(reverse("round_add", args=[event.slug]))
    manage = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert 'id="substitutes-needed"' in manage and "Next: seat round 1." not in manage
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "6 players do not fill the tables of four: register 2 more substitutes before seating." in page
    # the other way out, where the setting lives (a new organizer found it only in the error after)
    assert f'href="/t/{event.slug}/manage/event/#id_empty_seats" id="sit-out-instead"' in page
    services.player_register(tournament=event, name="Sam Sub", is_substitute=True, by=owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "register 1 more substitute before seating. 1 substitute is registered already." in page
    services.player_register(tournament=event, name="Sue Sub", is_substitute=True, by=owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'id="substitutes-needed"' not in page
    assert "Next: seat round 1." in client.get(reverse("manage", args=[event.slug])).content.decode()


def test_a_final_scores_game_page_says_so_instead_of_an_empty_hand_list(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final", visibility="public")
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(game=game, scores=[40000, 30000, 20000, 30000], by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "This game's final scores were entered without its hands." in page
    assert "No hands entered yet." not in page


def test_latest_changes_name_the_round_and_table_of_a_game(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8, entry_mode="final")
    round_ = seat_next_round(event, owner)
    second = round_.games.get(table__number=2)
    services.game_record_final_scores(game=second, scores=[40000, 30000, 20000, 30000], by=owner)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "final scores entered · Round 1, table 2 · final scores" in page


def test_a_finished_round_is_opened_again_to_correct_a_result(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    services.game_record_final_scores(game=game, scores=[30000] * 4, by=owner)
    services.round_finish(round_=round_, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'id="reopen-form"' in page
    response = client.post(reverse("round_reopen", args=[event.slug, 1]), follow=True)
    assert "Round 1 is open again." in [str(m) for m in response.context["messages"]]
    round_.refresh_from_db()
    assert round_.status == "seated"
    # now the result can be corrected, and the round finished again
    services.game_record_final_scores(game=game, scores=[40000, 30000, 30000, 20000], by=owner)
    services.round_finish(round_=round_, by=owner)
    services.tournament_finish(tournament=event, by=owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'id="reopen-form"' not in page  # a finished event's results are final


def test_a_substitution_naming_a_seat_of_another_event_or_no_number_changes_nothing(
    client: Client, owner: Any
) -> None:
    event, _ = _started_round_with_a_dropout(client, owner)
    other = make_event(owner, players=4, name="Other Open")
    other_seat = Seat.objects.filter(round__tournament=other).first() or Seat.objects.get(
        round=seat_next_round(other, owner), registration__number=1
    )
    url = reverse("seat_substitute", args=[event.slug, 1])
    for body in ({"seat": other_seat.pk, "substitute": 9}, {"seat": "abc", "substitute": "x"}):
        response = client.post(url, body, follow=True)
        assert response.status_code == 200
        assert "Choose a seat and the player who takes it." in [str(m) for m in response.context["messages"]]
    other_seat.refresh_from_db()
    assert other_seat.registration.number == 1
    assert not AuditEntry.objects.filter(action="substitute_seat").exists()


def test_a_finished_round_is_reopened_over_the_api(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[30000] * 4, by=owner)
    client.force_login(owner)
    url = f"/api/tournaments/{event.slug}/rounds/1/reopen/"
    assert client.post(url).json() == {"round": ["round 1 is not finished"]}
    services.round_finish(round_=round_, by=owner)
    response = client.post(url)
    assert response.status_code == 200 and response.json()["status"] == "seated"


def test_a_finished_round_does_not_mark_players_who_dropped_out_later(client: Client, owner: Any) -> None:
    """They played that round: the badge in round 1 read as if they had not (and wrapped on a phone)."""
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[45000, 35000, 25000, 15000], by=owner)
    services.round_finish(round_=round_, by=owner)
    services.registration_drop(registration=event.registrations.get(number=4), by=owner)
    html = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    assert "Player 4" in html and '<span class="badge">Dropped out</span>' not in html


def test_seating_a_substitute_keeps_every_figure_of_the_seating(owner: Any) -> None:
    """After a substitute took a dropout's seat, the rows for the planned rounds and for teammates
    disappeared from the seating page."""
    event = services.tournament_create(owner=owner, name="Team Cup", preset="ema2016", rounds_planned=3)
    for number in range(1, 9):
        services.player_register(tournament=event, name=f"Player {number}", team=f"T{number % 4}", by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    round_ = services.round_generate_seating(round_=round_, method="optimal", seed=1, by=owner)
    before = set(round_.seating_quality)
    assert {"planned_repeats", "teammates_together"} <= before
    seat = Seat.objects.filter(round=round_).order_by("table__number", "wind").last()
    services.registration_drop(registration=seat.registration, by=owner)
    sub = services.player_register(tournament=event, name="Sam Sub", is_substitute=True, by=owner)
    services.substitute_seat(seat=seat, substitute=sub, by=owner)
    round_.refresh_from_db()
    assert set(round_.seating_quality) == before


def test_once_seated_the_tables_come_before_the_seating_form(client: Client, owner: Any) -> None:
    """After seating, the method form and a full-width "Seat again" filled a phone's first screen and
    the tables began below it; once games have results the quality table did too."""
    event = make_event(owner, players=8)
    client.force_login(owner)
    client.post(reverse("round_add", args=[event.slug]))
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'id="reseat"' not in page and 'class="card" id="seat-form"' in page  # not seated: open
    seated = page.split('name="seated" value="')[1].split('"')[0]
    client.post(reverse("seat_round", args=[event.slug, 1]), {"method": "random", "seated": seated})
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "Table 2" in page
    assert '<details class="card" id="reseat">' in page  # closed: one line above the tables
    assert '<details id="quality" open>' in page  # the seating can still change: its figures show
    services.game_record_final_scores(
        game=first_game(event.rounds.get(number=1)), scores=[30000] * 4, by=owner
    )
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert '<details id="quality">' in page


def test_a_finished_round_offers_reopening_first_and_no_dead_end_buttons(client: Client, owner: Any) -> None:
    """Each table of a finished round had "Correct results", which led to a page saying to reopen the
    round, whose button sat below every table; a later round seated by swiss went unmentioned."""
    event = make_event(owner, players=4, entry_mode="final")
    round_ = seat_next_round(event, owner)
    services.game_record_final_scores(game=first_game(round_), scores=[30000] * 4, by=owner)
    services.round_finish(round_=round_, by=owner)
    client.force_login(owner)
    for name in ("seat_round", "round"):
        page = client.get(reverse(name, args=[event.slug, 1])).content.decode()
        assert "Correct results" not in page and "Enter results" not in page, name
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert page.index('id="reopen-form"') < page.index("Table 1")
    assert "onsubmit" not in page[page.index('id="reopen-form"') - 200 : page.index('id="reopen-form"') + 200]
    round2 = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round2, method="swiss", by=owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    at = page.index('id="reopen-form"')
    form = page[page.index("<form", at - 300) : at + 300]
    assert "Round 2 was seated from the standings. A correction here changes the standings" in form
    client.cookies["django_language"] = "vi"
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "Vòng 2 đã được xếp chỗ theo bảng xếp hạng." in page


def test_with_nobody_to_take_a_dropped_seat_the_round_page_links_to_the_players_page(
    client: Client, owner: Any
) -> None:
    """The page said "register a substitute on the Players page first" with no way there."""
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    services.game_record_hand(game=first_game(round_), number=1, record=RON_E_FROM_S, by=owner)
    client.force_login(owner)
    client.post(reverse("player_drop", args=[event.slug, 6]))
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "register a substitute on the Players page first." in page
    assert f'<a href="{reverse("players", args=[event.slug])}" id="register-substitute">Players</a>' in page


def test_dropping_a_player_whose_game_has_hands_points_to_its_entry_page(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    services.game_record_hand(game=game, number=1, record=RON_E_FROM_S, by=owner)
    seat = Seat.objects.get(table=game.table, wind=2)
    client.force_login(owner)
    number = seat.registration.number
    response = client.post(reverse("player_drop", args=[event.slug, number]), follow=True)
    text = " ".join(str(m) for m in response.context["messages"])
    # a substitute cannot take a seat once hands are played: the round page is not the way out
    assert f"is still seated in round 1 at table {game.table.number}, whose game has hands" in text
    assert reverse("enter", args=[event.slug, game.pk]) in text
    assert "seat another player there" not in text
