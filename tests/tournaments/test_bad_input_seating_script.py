"""A pasted seating of absurd numbers or thousands of unknown words is refused with a short list of
line errors, never a 500: a number of thousands of digits is an unknown player (int() refuses more
than 4300 digits), only ASCII digits are player numbers, and the errors stop after the first
MAX_ERRORS. Also an inline ruleset change of a value no rule can use, through the API."""

from typing import Any

import pytest

from tests.api.conftest import make_event
from tournaments import services
from tournaments.seating import SeatingScriptError, parse_script
from tournaments.seating.script import MAX_ERRORS
from tournaments.services.errors import ServiceError

PLAYERS = list(range(1, 9))


def errors_of(text: str, players: list[int] = PLAYERS, **kwargs: Any) -> list[str]:
    with pytest.raises(SeatingScriptError) as info:
        parse_script(text, players, **kwargs)
    return info.value.errors


def test_a_number_of_thousands_of_digits_is_an_unknown_player_on_its_line() -> None:
    errors = errors_of("1 2 3 4\n5 6 7 " + "9" * 5000)
    assert errors == ["line 2: unknown player '" + "9" * 47 + "...'"]


def test_a_long_number_that_is_a_registered_name_is_still_that_player() -> None:
    name = "9" * 5000
    assert parse_script(f"1 2 3 {name}", [1, 2, 3, 4], names={name: 4}) == [[[1, 2, 3, 4]]]


def test_a_long_number_of_leading_zeros_is_no_player() -> None:
    errors = errors_of("1 2 3 " + "0" * 4999 + "4", [1, 2, 3, 4])
    assert errors[0].startswith("line 1: unknown player '000")


@pytest.mark.parametrize("digit", ["٤", "４", "⁴"])  # Arabic-Indic, full-width, superscript 4
def test_only_ascii_digits_are_player_numbers(digit: str) -> None:
    errors = errors_of(f"1 2 3 {digit}", [1, 2, 3, 4])
    assert errors[0] == f"line 1: unknown player '{digit}'"


def test_a_digit_that_is_not_ascii_on_a_line_with_commas_is_an_unknown_player() -> None:
    errors = errors_of("1, 2, 3 ٤", [1, 2, 3, 4])
    assert errors[0] == "line 1: unknown player '3 ٤'"


def test_thousands_of_unknown_words_give_a_short_list_of_errors() -> None:
    words = " ".join(f"w{n}" for n in range(14_000))
    errors = errors_of(f"1 2 3 4\n{words}")
    assert len(errors) == MAX_ERRORS + 1
    assert errors[:2] == ["line 2: unknown player 'w0'", "line 2: unknown player 'w1'"]
    # 14,000 unknown players and the table size (the names not found stand for players 5-8)
    assert errors[-1] == f"... and {14_001 - MAX_ERRORS} more problems"


def test_a_list_at_the_cap_is_whole() -> None:
    words = " ".join(f"w{n}" for n in range(MAX_ERRORS - 1))  # and the table size
    errors = errors_of(f"1 2 3 4\n{words}")
    assert len(errors) == MAX_ERRORS
    assert not errors[-1].startswith("...")


@pytest.mark.django_db
def test_the_api_refuses_such_scripts_with_a_short_400_naming_the_script() -> None:
    event = make_event(players=8)
    client = event.client("owner")
    base = f"/api/tournaments/{event.tournament.slug}/"
    assert client.post(base + "rounds/").status_code == 201
    url = base + "rounds/1/seating/"
    response = client.post(url, {"method": "scripted", "script": "9" * 5000}, format="json")
    assert response.status_code == 400
    assert response.json()["script"][0] == "line 1: unknown player '" + "9" * 47 + "...'"
    words = " ".join(f"w{n}" for n in range(14_000))
    response = client.post(url, {"method": "scripted", "script": f"1 2 3 4\n{words}"}, format="json")
    assert response.status_code == 400
    assert len(response.json()["script"]) == MAX_ERRORS + 1
    assert len(response.content) < 10_000


@pytest.mark.django_db
def test_the_paste_seating_service_refuses_a_number_of_thousands_of_digits(owner: Any) -> None:
    tournament = services.tournament_create(owner=owner, name="Paste Night", preset="tenhou")
    for number in range(1, 5):
        services.player_register(tournament=tournament, name=f"Player {number}", by=owner)
    round_ = services.round_create(tournament=tournament, by=owner)
    with pytest.raises(ServiceError) as info:
        services.round_generate_seating(
            round_=round_, method="scripted", script="1 2 3 " + "9" * 5000, by=owner
        )
    assert info.value.message_dict == {"script": ["line 1: unknown player '" + "9" * 47 + "...'"]}


@pytest.mark.django_db
def test_a_ruleset_change_of_a_number_no_float_holds_is_a_400_naming_the_rule() -> None:
    event = make_event(players=4)
    url = f"/api/tournaments/{event.tournament.slug}/ruleset/"
    for changes, rule in (({"oka": 10**400}, "oka:"), ({"extension_winds": "a"}, "extension_winds:")):
        response = event.client("owner").patch(url, {"changes": changes}, format="json")
        assert response.status_code == 400, response.content[:300]
        assert response.json()["changes"][0].startswith(rule)


def test_a_paste_of_thousands_of_unknown_words_looks_for_few_suggestions(monkeypatch: Any) -> None:
    """Each suggestion is a pass over every registered name: 14,000 unknown words against 200
    players kept the page waiting 25 s, to list 50 problems."""
    import difflib

    from tournaments.seating import script

    calls = []
    real = difflib.get_close_matches

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(script.difflib, "get_close_matches", counted)
    names = {f"Player {n} Tanaka": n for n in range(1, 201)}
    words = " ".join(f"zq{n}x" for n in range(5000))
    with pytest.raises(SeatingScriptError) as error:
        parse_script("Chenn Tanaka\n" + words, list(range(1, 201)), names=names, rounds=1)
    assert len(calls) <= script.MAX_SUGGESTION_SEARCHES
    assert error.value.errors[-1].endswith("more problems")


def test_a_misspelt_name_near_the_top_of_a_long_paste_still_gets_its_suggestion() -> None:
    names = {"Chen Wei": 1, "Aiko Tanaka": 2, "Ivan Petrov": 3, "Maria Silva": 4}
    junk = "\n".join("zq zr zs zt" for _ in range(400))
    with pytest.raises(SeatingScriptError) as error:
        parse_script("Chen Wie, Aiko Tanaka, 3, 4\n" + junk, [1, 2, 3, 4], names=names, rounds=1)
    assert error.value.errors[0] == "line 1: unknown player 'Chen Wie'; did you mean 'Chen Wei'?"
