"""Club nights whose extra players sit out: the event forms offer it, the round pages say who sits
out (and a player looking for their table finds that they sit out), the print-out lists them."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def club_night(owner: Any) -> Tournament:
    event = make_event(owner, players=13, empty_seats="sit_out", rounds_planned=4)
    round_ = services.round_create(tournament=event, by=owner)
    script = "\n".join(", ".join(f"Player {n}" for n in range(t, t + 4)) for t in (2, 6, 10))
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    return event  # Player 1 sits out round 1


def test_an_organizer_creates_a_club_night_whose_players_sit_out(client: Client, owner: Any) -> None:
    client.force_login(owner)
    form = {"name": "Tuesday club", "preset": "wrc", "kind": "league", "visibility": "public"}
    form |= {"entry_mode": "hands", "rounds_planned": 0, "empty_seats": "sit_out"}
    response = client.post(reverse("event_create"), form)
    assert response.status_code == 302
    assert Tournament.objects.get(name="Tuesday club").empty_seats == "sit_out"
    page = client.post(
        reverse("event_create"), form | {"name": "Other", "empty_seats": "skip"}
    ).content.decode()
    assert "Select a valid choice" in page


def test_before_seating_the_round_page_says_how_many_sit_out(client: Client, owner: Any) -> None:
    event = make_event(owner, players=14, empty_seats="sit_out")
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "14 players do not fill the tables of four: 2 players sit out this round" in page
    assert 'id="substitutes-needed"' not in page
    client.post(reverse("seat_round", args=[event.slug, 1]), {"method": "optimal"})
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert 'id="sit-out-notice"' not in page
    tables = re.sub(r'<details id="attendance">.*?</details>', "", page, flags=re.S)  # the form's list
    assert tables.count('<span class="muted small">#') == 14  # 12 seated, 2 listed as sitting out


def test_the_public_round_page_lists_who_sits_out_and_finds_them(client: Client, owner: Any) -> None:
    event = club_night(owner)
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    section = page.split('id="sitting-out"', 1)[1].split("</section>", 1)[0]
    assert "Sitting out this round" in section and ">Player 1</a>" in section
    found = client.get(reverse("round", args=[event.slug, 1]), {"q": "player 1"}).content.decode()
    assert 'class="table-card sit-out found"' in found and 'id="find-none" hidden>' in found
    client.cookies["django_language"] = "ja"
    assert "Sitting out this round" not in client.get(reverse("round", args=[event.slug, 1])).content.decode()


def test_the_printed_seating_names_who_sits_out(client: Client, owner: Any) -> None:
    event = club_night(owner)
    client.force_login(owner)
    page = client.get(reverse("print_seating", args=[event.slug, 1])).content.decode()
    assert "Sitting out this round: Player 1 <small>#1</small>" in page


def test_the_api_shows_who_sits_out_and_refuses_an_unknown_mode(client: Client, owner: Any) -> None:
    event = club_night(owner)
    data = client.get(f"/api/tournaments/{event.slug}/rounds/1/").json()
    assert data["sitting_out"] == [{"player": 1, "name": "Player 1"}]
    assert sum(len(t["seats"]) for t in data["tables"]) == 12
    client.force_login(owner)
    response = client.patch(
        f"/api/tournaments/{event.slug}/", {"empty_seats": "skip"}, content_type="application/json"
    )
    assert response.status_code == 400 and "empty_seats" in response.json()


def test_find_my_table_and_a_pasted_seating_ignore_accents(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0, empty_seats="sit_out")
    names = ["Chloé Martin", "José García", "Ana", "Bo", "Cy"]
    services.players_register_csv(tournament=event, text="\n".join(names), by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(
        round_=round_, method="scripted", script="chloe martin, jose garcia, ana, bo", by=owner
    )
    assert sorted(round_.seats.values_list("registration__number", flat=True)) == [1, 2, 3, 4]
    page = client.get(reverse("round", args=[event.slug, 1]), {"q": "garcia"})
    assert [t.number for t in page.context["tables"] if t.pk in page.context["found"]] == [1]


def test_a_name_that_differs_only_in_accents_from_another_must_be_written_exactly(owner: Any) -> None:
    event = make_event(owner, players=0, empty_seats="sit_out")
    services.players_register_csv(tournament=event, text="Chloé\nChloe\nAna\nBo\nCy", by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="scripted", script="chloé, ana, bo, cy", by=owner)
    assert round_.seats.get(wind=0).registration.number == 1
    services.round_generate_seating(round_=round_, method="scripted", script="CHLOE, ana, bo, cy", by=owner)
    assert round_.seats.get(wind=0).registration.number == 2


def test_players_pasted_from_a_spreadsheet_split_on_tabs(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="Ana\tRed\tJP\nBo\tBlue\tVN", by=owner)
    rows = list(
        event.registrations.order_by("number").values_list("player__name", "team__name", "player__country")
    )
    assert rows == [("Ana", "Red", "JP"), ("Bo", "Blue", "VN")]


def test_the_standings_point_at_the_round_being_played_not_one_added_ahead(
    client: Client, owner: Any
) -> None:
    event = club_night(owner)
    services.round_create(tournament=event, by=owner)  # round 2, not seated yet
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert f'href="{reverse("round", args=[event.slug, 1])}">Round 1 seating' in page


def test_a_players_page_lists_the_rounds_they_sat_out(client: Client, owner: Any) -> None:
    event = club_night(owner)
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    assert 'id="sat-out">Sat out in turn: <a href="/t/' in page and ">round 1</a>" in page
    assert 'id="not-here"' not in page
    assert 'id="sat-out"' not in client.get(reverse("player", args=[event.slug, 2])).content.decode()


def test_a_players_page_tells_a_night_away_from_sitting_out_in_turn(client: Client, owner: Any) -> None:
    """An organizer read "Sat out: round 1" for a member unticked as not here that night, just as
    for one the rotation left out."""
    event = make_event(owner, players=13, empty_seats="sit_out", rounds_planned=4)
    first = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=first, method="random", seed=1, absent=[1], by=owner)
    second = services.round_create(tournament=event, by=owner)
    script = "\n".join(", ".join(f"Player {n}" for n in range(t, t + 4)) for t in (2, 6, 10))
    services.round_generate_seating(round_=second, method="scripted", script=script, by=owner)
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    round_link = '<a href="{}">round {}</a>'
    not_here = page.split('id="not-here">', 1)[1].split("</p>", 1)[0]
    assert not_here == "Not here: " + round_link.format(reverse("round", args=[event.slug, 1]), 1)
    sat_out = page.split('id="sat-out">', 1)[1].split("</p>", 1)[0]
    assert sat_out == "Sat out in turn: " + round_link.format(reverse("round", args=[event.slug, 2]), 2)
    client.cookies["django_language"] = "ja"
    page = client.get(reverse("player", args=[event.slug, 1])).content.decode()
    assert "欠席" in page and "順番で抜け番" in page


def test_the_seating_figures_leave_out_substitutes_when_there_are_none(client: Client, owner: Any) -> None:
    event = club_night(owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "Repeated meetings" in page and "Seats for substitutes" not in page


def test_an_organizer_brings_back_a_player_dropped_by_mistake(client: Client, owner: Any) -> None:
    event = make_event(owner, players=5)
    client.force_login(owner)
    client.post(reverse("player_drop", args=[event.slug, 2]))
    page = client.get(reverse("players", args=[event.slug])).content.decode()
    assert reverse("player_reinstate", args=[event.slug, 2]) in page
    response = client.post(reverse("player_reinstate", args=[event.slug, 2]), follow=True)
    assert "Player 2 is back: seated again from the next seating on." in [
        str(m) for m in response.context["messages"]
    ]
    assert event.registrations.get(number=2).status == "active"
    again = client.post(reverse("player_reinstate", args=[event.slug, 2]), follow=True)
    assert "Player 2 has not dropped out" in " ".join(str(m) for m in again.context["messages"])
    api = client.post(f"/api/tournaments/{event.slug}/players/2/reinstate/")
    assert api.status_code == 400 and "registration" in api.json()


@pytest.mark.parametrize("method", ["optimal", "random", "swiss", "interval"])
def test_a_quiet_night_of_six_seats_one_table_and_two_sit_out(
    client: Client, owner: Any, method: str
) -> None:
    """A walkthrough's club of six could not be seated: every method was a 500 at one table."""
    event = make_event(owner, players=6, empty_seats="sit_out")
    round_ = services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    response = client.post(reverse("seat_round", args=[event.slug, 1]), {"method": method})
    assert response.status_code == 302
    assert round_.tables.count() == 1
    assert round_.sit_outs.count() == 2


def test_the_sit_out_notice_says_a_newcomer_counts_the_rounds_before_as_sat_out(
    client: Client, owner: Any
) -> None:
    """A newcomer played while a member who had sat out once sat out again: the page said only
    'chosen among those who sat out fewest times'."""
    event = club_night(owner)  # 13 players: Player 1 sits out round 1
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    assert "count as sat out" not in page  # round 1 is seated: no notice
    services.player_register(tournament=event, name="Luca", by=owner)
    services.round_create(tournament=event, by=owner)
    page = client.get(reverse("seat_round", args=[event.slug, 2])).content.decode()
    notice = page[page.index('id="sit-out-notice"') :]
    assert "Rounds played before a player joined count as sat out." in notice[: notice.index("</p>")]


def test_a_players_page_says_the_round_they_joined_in(client: Client, owner: Any) -> None:
    """A player registered for round 2 had a page silent on round 1 (which the sit-out rotation counts
    as sat out); one who played from the start says nothing of it."""
    event = make_event(owner, players=4, entry_mode="final")
    seat_next_round(event, owner)
    late = services.player_register(tournament=event, name="Late Comer", by=owner)
    round_two = services.round_create(tournament=event, by=owner)
    regs = list(event.registrations.order_by("number"))
    services.round_set_tables(round_=round_two, tables=[regs[1:5]], by=owner)
    page = client.get(reverse("player", args=[event.slug, late.number])).content.decode()
    assert "Joined in round 2." in page
    first = client.get(reverse("player", args=[event.slug, 2])).content.decode()
    assert "Joined in round" not in first
