"""The "paste a seating" page: the organizer's tables are stored in the seat order written, and a
bad paste seats nobody and lists every problem with its line."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.models import Round, Tournament


@pytest.fixture
def unseated(owner: Any) -> Tournament:
    event = make_event(owner)  # players "Player 1" .. "Player 8"
    services.round_create(tournament=event, by=owner)
    return event


def _tables(event: Tournament) -> list[list[int]]:
    round_ = Round.objects.get(tournament=event, number=1)
    return [
        [s.registration.number for s in t.seats.order_by("wind")] for t in round_.tables.order_by("number")
    ]


def _paste(client: Client, event: Tournament, text: str) -> Any:
    return client.post(reverse("seat_script", args=[event.slug, 1]), {"script": text})


@pytest.mark.django_db
@pytest.mark.parametrize(
    "text",
    [
        "5 1 7 3\n2 8 4 6",
        "Table 1: 5, 1, 7, 3\nTable 2: 2, 8, 4, 6  # the second table",
        "Player 5, Player 1, player 7, Player 3\nPlayer 2, Player 8, Player 4, Player 6",
    ],
    ids=["numbers", "table prefixes and a comment", "names with spaces"],
)
def test_a_pasted_seating_is_stored_in_the_seat_order_written(
    client: Client, owner: Any, unseated: Tournament, text: str
) -> None:
    client.force_login(owner)
    response = _paste(client, unseated, text)
    assert response.status_code == 302
    assert _tables(unseated) == [[5, 1, 7, 3], [2, 8, 4, 6]]


@pytest.mark.django_db
def test_a_bad_paste_seats_nobody_and_names_every_bad_line(
    client: Client, owner: Any, unseated: Tournament
) -> None:
    client.force_login(owner)
    text = "1 2 3 99\n5 6 7\n1 8 4 6"
    page = _paste(client, unseated, text).content.decode()
    assert "line 1: unknown player &#x27;99&#x27;" in page
    assert "line 2: the table has 3 players, not 4" in page
    assert "line 3: player 1 is seated twice (also on line 1)" in page
    assert "1 2 3 99\n5 6 7" in page  # the text stays to be fixed
    assert _tables(unseated) == []


@pytest.mark.django_db
def test_the_paste_errors_are_in_the_page_language(client: Client, owner: Any, unseated: Tournament) -> None:
    client.force_login(owner)
    client.cookies["django_language"] = "ja"
    page = _paste(client, unseated, "1 2 3 4\n5 6 7").content.decode()
    assert "2行目" in page and "3人" in page


@pytest.mark.django_db
def test_the_seating_page_links_to_the_paste_page(client: Client, owner: Any, unseated: Tournament) -> None:
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[unseated.slug, 1])).content.decode()
    assert reverse("seat_script", args=[unseated.slug, 1]) in page


@pytest.mark.django_db
def test_a_scorer_cannot_paste_a_seating(
    client: Client, scorer: Any, owner: Any, unseated: Tournament
) -> None:
    services.tournament_member_set(tournament=unseated, user=scorer, role="scorer", by=owner)
    client.force_login(scorer)
    assert _paste(client, unseated, "1 2 3 4\n5 6 7 8").status_code == 403
    assert _tables(unseated) == []


@pytest.mark.django_db
def test_pasting_a_later_round_does_not_speak_of_round_one(client: Client, owner: Any) -> None:
    event = make_event(owner)
    seat_next_round(event, owner)
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    response = client.post(reverse("seat_script", args=[event.slug, 2]), {"script": "1 2 3 4\n5 6 7 5"})
    errors = response.context["errors"]
    # about the round as a whole, not its first line (it read "line 1: no seat for player number 8")
    assert errors == ["line 2: player 5 is seated twice at this table", "no seat for player number 8"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("line", "typed"),
    [
        ("Aiko Tanaka, Ben Ortiz, Chen Wie, Dana Kim", "Chen Wie"),
        ("Aiko Tanaka Ben Ortiz Chen Wie Dana Kim", "Chen Wie"),
    ],
    ids=["commas", "spaces"],
)
def test_a_misspelt_name_pasted_is_one_error_not_a_second_for_the_player_meant(
    client: Client, owner: Any, line: str, typed: str
) -> None:
    event = make_event(owner, players=0)
    names = [
        "Aiko Tanaka",
        "Ben Ortiz",
        "Chen Wei",
        "Dana Kim",
        "Eri Sato",
        "Femi Ade",
        "Goran Ilic",
        "Hana Mori",
    ]
    services.players_register_csv(tournament=event, text="\n".join(names), by=owner)
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    response = _paste(client, event, f"{line}\nEri Sato, Femi Ade, Goran Ilic, Hana Mori")
    assert response.context["errors"] == [f"line 1: unknown player '{typed}'; did you mean 'Chen Wei'?"]
    page = response.content.decode()
    assert "did you mean &#x27;Chen Wei&#x27;?" in page
    assert "no seat for" not in page and "table has" not in page
    assert _tables(event) == []


@pytest.mark.django_db
def test_a_player_who_dropped_out_is_named_as_such_not_as_unknown(client: Client, owner: Any) -> None:
    event = make_event(owner, players=9)
    dropped = event.registrations.get(number=5)
    services.registration_drop(registration=dropped, by=owner)
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    for typed in ("5", "Player 5"):
        text = f"1, 2, 3, 4\n{typed}, 6, 7, 8\n9, sub, sub, sub"
        errors = _paste(client, event, text).context["errors"]
        assert errors == [f"line 2: player '{typed}' has dropped out"]  # was "unknown player '5'"
