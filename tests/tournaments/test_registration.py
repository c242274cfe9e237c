"""Registering players one by one and from a pasted CSV (per-line errors, nothing half-imported)."""

from typing import Any

import pytest
from django.utils import translation

from tests.tournaments.conftest import make_event
from tournaments import selectors, services
from tournaments.models import Player, Registration
from tournaments.services import ServiceError
from tournaments.services.registrations import parse_players_csv

pytestmark = pytest.mark.django_db


def test_players_get_consecutive_numbers_in_the_event(owner: Any) -> None:
    tournament = make_event(owner, players=3)
    assert list(tournament.registrations.values_list("number", "player__name")) == [
        (1, "Player 1"),
        (2, "Player 2"),
        (3, "Player 3"),
    ]


def test_a_player_with_an_external_id_exists_once_and_plays_many_events(owner: Any) -> None:
    spring = make_event(owner, players=0, name="Spring")
    autumn = make_event(owner, players=0, name="Autumn")
    services.player_register(tournament=spring, name="Aiko Tanaka", external_id="EMA-123", by=owner)
    services.player_register(tournament=autumn, name="Aiko Tanaka", external_id="EMA-123", by=owner)
    assert Player.objects.filter(external_id="EMA-123").count() == 1
    assert Registration.objects.filter(player__external_id="EMA-123").count() == 2


def test_the_same_name_cannot_be_registered_twice_in_one_event(owner: Any) -> None:
    tournament = make_event(owner, players=1)
    with pytest.raises(ServiceError) as error:
        services.player_register(tournament=tournament, name="player 1", by=owner)
    assert "name" in error.value.message_dict


def test_a_csv_paste_registers_every_line_with_teams(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    text = "name,team,country\nAiko,Red Dragons,JP\nBao,Red Dragons,vn\n\nCarl,,DE\n"
    registrations = services.players_register_csv(tournament=tournament, text=text, by=owner)
    assert [(r.number, r.player.name, r.team.name if r.team else None) for r in registrations] == [
        (1, "Aiko", "Red Dragons"),
        (2, "Bao", "Red Dragons"),
        (3, "Carl", None),
    ]
    assert Player.objects.get(name="Bao").country == "VN"


def test_a_spreadsheets_empty_columns_to_the_right_are_no_values() -> None:
    # "Zed,,,,,," (a sheet saved with empty columns) was refused: "has 7 columns, expected at most 4"
    lines, errors = parse_players_csv("name,team,country,,\nZed,,,,,,\nAmy,Red,JP,, \n")
    assert errors == []
    assert [(line.name, line.team, line.country) for _, line in lines] == [
        ("Zed", "", ""),
        ("Amy", "Red", "JP"),
    ]


@pytest.mark.parametrize("heading", ["選手ID", "選手番号", "クラブID", "Mã người chơi"])
def test_the_id_column_may_be_headed_as_the_japanese_and_vietnamese_pages_name_it(heading: str) -> None:
    """The Japanese page's help calls the column 選手ID, and the import refused it ("unknown column")."""
    lines, errors = parse_players_csv(f"名前,チーム,{heading}\n田中 花子,東組,A-7\n")
    assert errors == []
    assert (lines[0][1].name, lines[0][1].team, lines[0][1].external_id) == ("田中 花子", "東組", "A-7")


def test_a_csv_without_header_reads_name_team_country_external_id() -> None:
    lines, errors = parse_players_csv("Aiko,Dragons,JP,EMA-1\n")
    assert errors == []
    assert lines[0][1].external_id == "EMA-1"
    assert lines[0][1].team == "Dragons"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("name,country\nAiko,JP\n,DE\n", ["line 3: name: is required"]),
        (
            "Aiko,,Japn\n",
            ["line 1: country: 'Japn' is not a country code or a country's name; did you mean Japan?"],
        ),
        # the first line is named: the organizer fixes one of the two, or tells namesakes apart
        ("Aiko\nBao\naiko\n", ["line 3: name: 'aiko' appears twice in the list (also line 1)"]),
        ("Aiko,a,JP,1,extra\n", ["line 1: has 5 columns, expected at most 4"]),
        ("name,rating\nAiko,1500\n", ["line 1: header: unknown column 'rating'"]),
        # the first value was dropped without a word: "name,name" registered Beta, not Alpha
        ("name,name\nAlpha,Beta\n", ["line 1: header: column 'name' is named twice"]),
        ("name,team,team\nGam,Red,Blue\n", ["line 1: header: column 'team' is named twice"]),
        ("Aiko,,,E1\nBao,,,E1\n", ["line 2: external_id: 'E1' appears twice in the list (also line 1)"]),
        ("Player 1\nNew\n", ["line 1: name: 'Player 1' is registered already"]),
    ],
)
def test_a_bad_csv_line_is_reported_by_number_and_nothing_is_imported(
    owner: Any, text: str, expected: list[str]
) -> None:
    tournament = make_event(owner, players=1)
    with pytest.raises(ServiceError) as error:
        services.players_register_csv(tournament=tournament, text=text, by=owner)
    assert error.value.message_dict["csv"] == expected
    assert tournament.registrations.count() == 1


def test_a_list_may_name_countries_by_code_or_name(owner: Any) -> None:
    """A first-time organizer pasted "Italy" and every line was refused for not being a code."""
    tournament = make_event(owner, players=0)
    text = "Chiara,,Italy\nAiko,,jpn\nHana,,日本\nLinh,,Vietnam\nEmma,,de\n"
    with translation.override("ja"):
        services.players_register_csv(tournament=tournament, text=text, by=owner)
    countries = dict(tournament.registrations.values_list("player__name", "player__country"))
    assert countries == {"Chiara": "IT", "Aiko": "JP", "Hana": "JP", "Linh": "VN", "Emma": "DE"}


def test_a_country_named_in_any_language_of_the_site_is_read_on_any_page(owner: Any) -> None:
    """A walkthrough pasted a Japanese sheet (日本) on the English page: refused, "not a country code
    or a country's name"."""
    tournament = make_event(owner, players=0)
    with translation.override("en"):
        services.players_register_csv(tournament=tournament, text="Hana,,日本\nLinh,,Việt Nam\n", by=owner)
    countries = dict(tournament.registrations.values_list("player__name", "player__country"))
    assert countries == {"Hana": "JP", "Linh": "VN"}


def test_a_list_may_name_countries_as_players_say_them(owner: Any) -> None:
    """ "United States" was refused (the ISO list says "United States of America"), so was "UK"."""
    tournament = make_event(owner, players=0)
    text = (
        "Ann,,United States\nBen,,UK\nCai,,England\nDee,,The Netherlands\nEd,,the philippines\n"
        "Flo,,U.S.\nGus,,Korea\nHal,,Deutschland\nIda,,España\n"
    )
    services.players_register_csv(tournament=tournament, text=text, by=owner)
    countries = dict(tournament.registrations.values_list("player__name", "player__country"))
    assert countries == {
        "Ann": "US",
        "Ben": "GB",
        "Cai": "GB",
        "Dee": "NL",
        "Ed": "PH",
        "Flo": "US",
        "Gus": "KR",
        "Hal": "DE",
        "Ida": "ES",
    }


def test_every_bad_line_is_reported_at_once(owner: Any) -> None:
    tournament = make_event(owner, players=0)
    with pytest.raises(ServiceError) as error:
        services.players_register_csv(tournament=tournament, text="Aiko,,XXX\nBao\n,,JP\n", by=owner)
    assert error.value.message_dict["csv"] == [
        "line 1: country: 'XXX' is not a country code or a country's name",
        "line 3: name: is required",
    ]


def test_dropping_out_keeps_the_registration_and_marks_the_round(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    registration = tournament.registrations.get(number=2)
    services.registration_drop(registration=registration, by=owner)
    registration.refresh_from_db()
    assert (registration.status, registration.dropped_after_round) == ("dropped", 0)
    with pytest.raises(ServiceError, match="dropped out already"):
        services.registration_drop(registration=registration, by=owner)


def test_registered_players_are_listed_in_the_standings_before_any_game(owner: Any, on_commit: Any) -> None:
    tournament = make_event(owner, players=0)
    with on_commit():
        services.players_register_csv(tournament=tournament, text="Aiko\nBao\n", by=owner)
    with on_commit():
        services.player_register(tournament=tournament, name="Carl", by=owner)
    rows = selectors.standings_table(tournament=tournament)
    assert [(r["rank"], r["name"], r["points"]) for r in rows] == [
        (1, "Aiko", 0),
        (1, "Bao", 0),
        (1, "Carl", 0),
    ]


def test_a_player_dropped_by_mistake_is_brought_back_and_seated_again(owner: Any) -> None:
    tournament = make_event(owner, players=8)
    dropped = services.registration_drop(registration=tournament.registrations.get(number=3), by=owner)
    services.registration_reinstate(registration=dropped, by=owner)
    dropped.refresh_from_db()
    assert (dropped.status, dropped.dropped_after_round) == ("active", None)
    round_ = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    assert round_.seats.filter(registration=dropped).exists()
    with pytest.raises(ServiceError, match="Player 3 has not dropped out"):
        services.registration_reinstate(registration=dropped, by=owner)
    actions = list(tournament.audit_entries.values_list("action", flat=True).order_by("pk"))
    assert actions.count("registration_drop") == 1 and actions.count("registration_reinstate") == 1


def test_an_id_typed_with_another_persons_name_is_refused(owner: Any) -> None:
    """A typo in an id registered the id's holder ("Registered Tanaka Rin as player 13" after typing
    Tanaka Yuki); the same name in another order or script is the same person."""
    spring, autumn = make_event(owner, players=0, name="Spring"), make_event(owner, players=0, name="Autumn")
    services.player_register(tournament=spring, name="Tanaka Rin", external_id="EXT016", by=owner)
    services.player_register(tournament=spring, name="田中 愛子", external_id="EXT013", by=owner)
    with pytest.raises(ServiceError) as refused:
        services.player_register(tournament=autumn, name="Tanaka Yuki", external_id="EXT016", by=owner)
    assert refused.value.message_dict["external_id"] == [
        "'EXT016' is the id of Tanaka Rin, not 'Tanaka Yuki': check the id, or type their name"
    ]
    with pytest.raises(ServiceError) as listed:
        services.players_register_csv(tournament=autumn, text="Ann\nSato Ken,,,EXT016\n", by=owner)
    assert listed.value.message_dict["csv"] == [
        "line 2: external_id: 'EXT016' is the id of Tanaka Rin, not 'Sato Ken': "
        "check the id, or type their name"
    ]
    assert autumn.registrations.count() == 0
    services.player_register(tournament=autumn, name="rin tanaka", external_id="EXT016", by=owner)
    services.players_register_csv(tournament=autumn, text="Aiko Tanaka,,,EXT013\n", by=owner)  # 田中 愛子
    assert sorted(autumn.registrations.values_list("player__name", flat=True)) == ["Tanaka Rin", "田中 愛子"]


def test_a_japanese_name_is_one_name_with_or_without_its_space(owner: Any) -> None:
    """田中花子 was registered a second time beside 田中 花子, and a team list writing 田中花子 found
    nobody ("not registered in this event"); Latin names keep their spaces as told apart."""
    event = make_event(owner, players=0)
    services.player_register(tournament=event, name="田中 花子", by=owner)
    with pytest.raises(ServiceError) as again:
        services.player_register(tournament=event, name="田中花子", by=owner)
    assert again.value.message_dict["name"] == ["'田中花子' is registered already"]
    with pytest.raises(ServiceError) as listed:
        services.players_register_csv(tournament=event, text="佐藤 健\n田中花子\n", by=owner)
    assert listed.value.message_dict["csv"] == ["line 2: name: '田中花子' is registered already"]
    assert services.registrations_set_teams_csv(tournament=event, text="田中花子,東組\n", by=owner) == 1
    assert event.registrations.get(player__name="田中 花子").team.name == "東組"
    services.player_register(tournament=event, name="Ann Lee", by=owner)
    services.player_register(tournament=event, name="AnnLee", by=owner)  # not the same spelling


def test_the_japanese_country_list_is_in_reading_order_with_todays_names() -> None:
    """The list was in the order of the names' romanization, 日本 lost in the middle, and said グルジア
    and モルジブ (the names Japan used before 2015)."""
    from tournaments.forms import CountryField

    with translation.override("ja"):
        names = [name for code, name in CountryField._choices_now() if code]
        by_code = dict(CountryField._choices_now())
    assert names[:3] == ["アイスランド", "アイルランド", "アゼルバイジャン"]  # あい..., あぜ...
    at = names.index("日本")  # read にほん or にっぽん: after にじぇーる (Niger), before にゅー...
    assert names[at - 1] == "ニジェール" and names[at + 1] == "ニューカレドニア"
    assert (by_code["GE"], by_code["MV"]) == ("ジョージア", "モルディブ")
