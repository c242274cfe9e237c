"""Registration input the services refuse, for the API and the site's forms alike: a CSV line whose
quote is never closed, names holding line breaks or control characters, and dropping out after a
round the event does not have."""

import re
from typing import Any

import pytest

from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import services
from tournaments.services import ServiceError
from tournaments.services.registrations import csv_says_its_columns, parse_players_csv

pytestmark = pytest.mark.django_db


def test_an_unclosed_quote_is_an_error_on_its_own_line_not_a_name_with_a_line_break() -> None:
    lines, errors = parse_players_csv('"unterminated\nB')
    assert errors == ['line 1: a quote (") is not closed on this line']
    assert [(n, line.name) for n, line in lines] == [(2, "B")]


def test_every_bad_line_is_still_reported_with_its_number() -> None:
    text = 'Ann\n"Bo\nCy,,Japon\n\n"Di, Jr",Red\nEd,"Blue\n'
    lines, errors = parse_players_csv(text)
    assert errors == [
        'line 2: a quote (") is not closed on this line',
        "line 3: country: 'Japon' is not a country code or a country's name; did you mean Japan?",
        'line 6: a quote (") is not closed on this line',
    ]
    assert [(n, line.name, line.team) for n, line in lines] == [
        (1, "Ann", ""),
        (3, "Cy", ""),
        (5, "Di, Jr", "Red"),
    ]


def test_a_spreadsheet_row_pasted_among_typed_lines_is_split_by_its_tabs() -> None:
    """One tab-separated line among comma lines was refused as a name holding a control character."""
    lines, errors = parse_players_csv("Ann Lee,Red\nBo Kim\tBlue\tJP\nSmith, Jo\tRed\nCy")
    assert errors == []
    assert [(n, line.name, line.team, line.country) for n, line in lines] == [
        (1, "Ann Lee", "Red", ""),
        (2, "Bo Kim", "Blue", "JP"),
        (3, "Smith, Jo", "Red", ""),
        (4, "Cy", "", ""),
    ]


def test_a_csv_saved_by_a_european_spreadsheet_is_split_by_its_semicolons() -> None:
    """A walkthrough pasted "Quinn Walsh;Celtic Circles;IE": it would have registered that whole
    line as one name without a team. A line with a comma keeps commas (a name may hold ';')."""
    lines, errors = parse_players_csv(
        "name;team;country\nQuinn Walsh;Celtic Circles;IE\nNiamh Byrne;Celtic Circles;IE\nAnn;Lee,Red\n"
        '"Smith, Jo";Red;IE'
    )
    assert errors == []
    assert [(n, line.name, line.team, line.country) for n, line in lines] == [
        (2, "Quinn Walsh", "Celtic Circles", "IE"),
        (3, "Niamh Byrne", "Celtic Circles", "IE"),
        (4, "Ann;Lee", "Red", ""),
        (5, "Smith, Jo", "Red", "IE"),  # a quoted comma is part of the name
    ]


def test_quotes_closed_on_their_line_and_any_line_end_still_read() -> None:
    lines, errors = parse_players_csv('name,team\r\n"Ann ""Ace"" Lee",Red\rBo\n')
    assert errors == []
    assert [(n, line.name, line.team) for n, line in lines] == [(2, 'Ann "Ace" Lee', "Red"), (3, "Bo", "")]


def test_a_csv_with_an_unclosed_quote_registers_nobody(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    with pytest.raises(ServiceError) as error:
        services.players_register_csv(tournament=tournament, text='"unterminated\nB', by=owner)
    assert error.value.message_dict == {"csv": ['line 1: a quote (") is not closed on this line']}
    assert tournament.registrations.count() == 0


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"name": "Ann\nLee"}, {"name": ["contains a line break"]}),
        ({"name": "Ann\x00"}, {"name": ["contains a control character (U+0000)"]}),
        ({"name": "Ann", "team": "Red\u2029Blue"}, {"team": ["contains a line break"]}),
        (
            {"name": "Ann", "external_id": "E\x7f1"},
            {"external_id": ["contains a control character (U+007F)"]},
        ),
    ],
)
def test_one_by_one_registration_refuses_line_breaks_and_control_characters(
    owner: Any, fields: dict[str, str], error: dict[str, list[str]]
) -> None:
    tournament = make_event(owner, players=0)
    with pytest.raises(ServiceError) as raised:
        services.player_register(tournament=tournament, by=owner, **fields)
    assert raised.value.message_dict == error
    assert tournament.registrations.count() == 0


def test_names_in_other_scripts_and_with_emoji_joiners_are_fine(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    for name in ("山田 太郎", "Zoë", "Ann 👩\u200d💻"):
        services.player_register(tournament=tournament, name=name, by=owner)
    assert tournament.registrations.count() == 3


@pytest.mark.parametrize(
    ("rounds", "after_round", "error"),
    [
        (0, 1, "round 1 does not exist: the event has no rounds yet (0 = before the first)"),
        (1, 5, "round 5 does not exist: the event has only round 1 (0 = before the first)"),
        (2, 3, "round 3 does not exist: the event has rounds 1 to 2 (0 = before the first)"),
        (1, -1, "must be 0 (before the first round) or a round number, not negative"),
    ],
)
def test_dropping_out_after_a_round_the_event_does_not_have_is_refused(
    owner: Any, rounds: int, after_round: int, error: str
) -> None:
    tournament = make_event(owner, players=4)
    for _ in range(rounds):
        seat_in_order(tournament, owner)
    registration = tournament.registrations.get(number=2)
    with pytest.raises(ServiceError) as raised:
        services.registration_drop(registration=registration, after_round=after_round, by=owner)
    assert raised.value.message_dict == {"after_round": [error]}
    registration.refresh_from_db()
    assert (registration.status, registration.dropped_after_round) == ("active", None)


@pytest.mark.parametrize("after_round", [0, 1, 2])
def test_dropping_out_after_an_existing_round_or_before_the_first(owner: Any, after_round: int) -> None:
    tournament = make_event(owner, players=4)
    for _ in range(2):
        seat_in_order(tournament, owner)
    registration = services.registration_drop(
        registration=tournament.registrations.get(number=2), after_round=after_round, by=owner
    )
    assert registration.dropped_after_round == after_round


def test_one_by_one_registration_of_an_id_already_in_the_event_names_the_field(owner: Any) -> None:
    """It reused that player and failed in the database (a 500 on the players page)."""
    event = make_event(owner, players=0)
    services.player_register(tournament=event, name="Ann Lee", external_id="EMA10000", by=owner)
    with pytest.raises(ServiceError) as error:
        services.player_register(tournament=event, name="New Person", external_id="EMA10000", by=owner)
    assert error.value.message_dict == {"external_id": ["'EMA10000' is player 1's, registered already"]}
    assert event.registrations.count() == 1


def test_a_doubled_space_does_not_make_a_second_player_of_the_same_name(owner: Any) -> None:
    event = make_event(owner, players=0)
    services.player_register(tournament=event, name="Akira Sato", by=owner)
    with pytest.raises(ServiceError, match="'Akira Sato' is registered already"):
        services.player_register(tournament=event, name="Akira  Sato", by=owner)
    lines, errors = parse_players_csv("Bo  Kim,Red  Team")
    assert errors == [] and [(line.name, line.team) for _, line in lines] == [("Bo Kim", "Red Team")]


@pytest.mark.parametrize(
    "header", ["name,team,country,external_id", "Name,Team,Country,External id", "name,team,country,ID"]
)
def test_a_header_may_name_the_player_id_as_the_help_text_does(header: str) -> None:
    lines, errors = parse_players_csv(f"{header}\nAnn Lee,Red,JP,EMA-7")
    assert errors == [] and [line.external_id for _, line in lines] == ["EMA-7"]


@pytest.mark.parametrize(
    "typed",
    [
        "Ann\u200b",
        "\u200bAnn",
        "Ａｎｎ",
        "\ufeffAnn",
        "Ann\u00a0",
        "A\u00adnn",
        "Ann\u200e",  # a left-to-right mark
        "\u202eAnn\u202c",  # a right-to-left override: shown reversed
        "Ann\ufe0f",
    ],
)
def test_invisible_and_full_width_characters_do_not_make_a_second_ann(owner: Any, typed: str) -> None:
    """Copied from a web page or a spreadsheet, "Ann" came with a zero-width space, a byte-order mark
    or in full-width letters, and a second row reading "Ann" was registered."""
    event = make_event(owner, players=0)
    services.player_register(tournament=event, name="Ann", by=owner)
    with pytest.raises(ServiceError, match="'Ann' is registered already"):
        services.player_register(tournament=event, name=typed, by=owner)


def test_a_name_of_invisible_characters_only_is_no_name(owner: Any) -> None:
    event = make_event(owner, players=0)
    with pytest.raises(ServiceError) as error:
        services.player_register(tournament=event, name="\u200b\ufeff", by=owner)
    assert error.value.message_dict == {"name": ["is required"]}


def test_a_csv_saved_by_excel_starts_with_a_byte_order_mark_and_its_header_is_still_a_header() -> None:
    """With the mark in front, "name,team" was read as a player named "name" of team "team"."""
    lines, errors = parse_players_csv("\ufeffname,team\nAnn,Ｒｅｄｓ\n")
    assert errors == []
    assert [(n, line.name, line.team) for n, line in lines] == [(2, "Ann", "Reds")]


@pytest.mark.parametrize(
    "header",
    [
        "Player\tTeam\tCountry\tEMA ID",  # a spreadsheet's own words
        "Player name,Club,Nationality,ID",
        "名前\tチーム\t国\t会員番号",  # Japanese, as the page in Japanese says the header is optional
        "Họ tên,Đội,Quốc gia,ID",
    ],
)
def test_a_header_in_a_spreadsheets_or_the_sites_languages_is_a_header(header: str) -> None:
    """ "Player<tab>Team<tab>Country" was read as a line: country 'Country' refused; without a country
    column a player named "Player" of team "Team" was registered."""
    sep = "\t" if "\t" in header else ","
    lines, errors = parse_players_csv(f"{header}\n" + sep.join(["Ann Lee", "Reds", "Japan", "EMA-7"]))
    assert errors == []
    assert [(line.name, line.team, line.country, line.external_id) for _, line in lines] == [
        ("Ann Lee", "Reds", "JP", "EMA-7")
    ]
    two = parse_players_csv("\t".join(header.replace(",", "\t").split("\t")[:2]) + "\nAnn Lee\tReds")[0]
    assert [(line.name, line.team) for _, line in two] == [("Ann Lee", "Reds")]


def test_a_player_named_ema_first_in_a_list_is_a_player_not_a_header() -> None:
    lines, errors = parse_players_csv("Ema,Reds\nBo Kim,Blues")
    assert errors == [] and [(line.name, line.team) for _, line in lines] == [
        ("Ema", "Reds"),
        ("Bo Kim", "Blues"),
    ]


@pytest.mark.parametrize(
    "header",
    [
        "Name,Team,EMA",
        "Name,Team,EMA number",
        "Name,Team,EMA id",
        "Name,Team,id",
        "Name,Team,Player id",
        "Name,Team,Club id",
        "Name,Team,EMA No.",
        "EMA,Name,Team",  # "EMA" first, with a name column after it: a header
        "EMA\tName\tTeam",
    ],
)
def test_a_header_may_name_the_player_id_as_the_single_player_form_does(header: str) -> None:
    """The form labels the field "Player id (EMA number, club id)", and a header "EMA" was refused:
    "line 1: header: unknown column 'ema'"."""
    sep = "\t" if "\t" in header else ","
    values = {"name": "Ann Lee", "team": "Reds"}
    cells = [values.get(cell.strip().lower(), "EMA-7") for cell in header.split(sep)]
    text = f"{header}\n{sep.join(cells)}"
    lines, errors = parse_players_csv(text)
    assert errors == []
    assert [(line.name, line.team, line.external_id) for _, line in lines] == [("Ann Lee", "Reds", "EMA-7")]
    assert csv_says_its_columns(text)


def test_every_player_id_header_the_import_help_names_is_accepted() -> None:
    from django.utils import translation

    from tournaments.forms import PlayersCsvForm

    with translation.override("en"):
        help_text = str(PlayersCsvForm().fields["text"].help_text)
    named = re.findall(r"“([^”]+)”", help_text.split("may be headed", 1)[1])
    assert {"EMA", "EMA number", "Club id"} <= set(named)
    for header in named:
        lines, errors = parse_players_csv(f"Name,{header}\nAnn Lee,EMA-7")
        assert errors == [] and [line.external_id for _, line in lines] == ["EMA-7"], header


def test_a_player_named_ema_first_in_a_list_with_a_team_named_club_is_a_player() -> None:
    lines, errors = parse_players_csv("Ema,Club\nBo Kim,Blues")
    assert errors == [] and [(line.name, line.team) for _, line in lines] == [
        ("Ema", "Club"),
        ("Bo Kim", "Blues"),
    ]
