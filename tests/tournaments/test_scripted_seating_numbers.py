"""A pasted seating reads a word of digits alone as one player number. The walkthrough: 22 players
and substitutes 23, 24 and 25, a round whose last line was `21 17 2 4`, refused with "the table has 3
players, not 4 · no seat for player number 2, 4": the substitutes' numbers were given to the parser
as names, and a name was also looked for with its spaces left out, so "2 4" was substitute 24.
Names of several words are still read whole, a name may end with a number ("Player 5"), and a
substitute is still seated by number or name."""

from typing import Any

import pytest

from tests.tournaments.conftest import make_event
from tournaments import services
from tournaments.models import Round
from tournaments.seating import parse_script
from tournaments.services import ServiceError

pytestmark = pytest.mark.django_db

# 22 players: five full tables, one with two substitute seats, the walkthrough's line last
WALKTHROUGH = "1 3 5 6\n7 8 9 10\n11 12 13 14\n15 16 18 19\n20 22 sub sub\n21 17 2 4\n"


def event_with_substitutes(owner: Any) -> Round:
    """The walkthrough's event ("Player 1" .. "Player 22", substitutes 23-25) and its first round."""
    tournament = make_event(owner, players=22)
    for name in ("Sub A", "Sub B", "Sub C"):
        services.player_register(tournament=tournament, name=name, is_substitute=True, by=owner)
    return services.round_create(tournament=tournament, by=owner)


def tables_of(round_: Round) -> list[list[int]]:
    return [
        [s.registration.number for s in table.seats.order_by("wind")]
        for table in round_.tables.order_by("number")
    ]


def test_two_single_digit_numbers_are_not_read_as_a_substitutes_number(owner: Any) -> None:
    round_ = event_with_substitutes(owner)
    services.round_generate_seating(round_=round_, method="scripted", script=WALKTHROUGH, by=owner)
    tables = tables_of(round_)
    assert tables[:4] == [[1, 3, 5, 6], [7, 8, 9, 10], [11, 12, 13, 14], [15, 16, 18, 19]]
    assert tables[4][:2] == [20, 22] and set(tables[4][2:]) < {23, 24, 25}
    assert tables[5] == [21, 17, 2, 4]


@pytest.mark.parametrize("line", ["21 17 2 4", "21, 17, 2, 4", "21, 17, 2 4", "21 17, 2 4"])
def test_the_line_reads_the_same_whatever_its_separators(owner: Any, line: str) -> None:
    round_ = event_with_substitutes(owner)
    script = WALKTHROUGH.replace("21 17 2 4", line)
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    assert tables_of(round_)[5] == [21, 17, 2, 4]


def test_a_substitute_is_still_seated_by_number_or_by_name(owner: Any) -> None:
    round_ = event_with_substitutes(owner)
    script = WALKTHROUGH.replace("20 22 sub sub", "20 22 24 Sub C")
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    assert tables_of(round_)[4:] == [[20, 22, 24, 25], [21, 17, 2, 4]]


def test_a_short_table_next_to_a_substitutes_number_is_reported_plainly(owner: Any) -> None:
    round_ = event_with_substitutes(owner)
    script = WALKTHROUGH.replace("21 17 2 4", "21 17 2")
    with pytest.raises(ServiceError) as error:
        services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    assert error.value.message_dict["script"] == [
        "line 6: table has 3 players, expected 4",
        "the seating does not seat player 4",
    ]


def test_names_of_the_event_with_a_number_in_them_are_still_read_whole(owner: Any) -> None:
    round_ = event_with_substitutes(owner)
    script = WALKTHROUGH.replace("21 17 2 4", "Player 21 17 player 2 4")
    services.round_generate_seating(round_=round_, method="scripted", script=script, by=owner)
    assert tables_of(round_)[5] == [21, 17, 2, 4]


# the parser alone


@pytest.mark.parametrize("line", ["21 17 2 4", "21, 17, 2 4", "21 17, 2 4", "21 17 2, 4"])
def test_a_number_is_never_glued_to_its_neighbour_to_make_a_name(line: str) -> None:
    names = {"24": 9, "2117": 10, "17 2": 11}  # names that digits run together would find
    assert parse_script(line, [2, 4, 17, 21], names=names) == [[[21, 17, 2, 4]]]


def test_a_registered_substitute_may_be_seated_by_number_but_need_not_be() -> None:
    assert parse_script("21 17 2 24", [2, 17, 21], substitutes=[24]) == [[[21, 17, 2, 24]]]
    assert parse_script("21 17 2 sub", [2, 17, 21], substitutes=[24]) == [[[21, 17, 2, -1]]]


def test_a_number_does_not_start_a_name_of_several_words() -> None:
    names = {"3 Tanaka": 9, "Tanaka Aiko": 5}  # "3 Tanaka" is player 3, then Tanaka (one player's first name)
    assert parse_script("1 3 Tanaka 7", [1, 3, 5, 7], names=names) == [[[1, 3, 5, 7]]]


@pytest.mark.parametrize(
    "line",
    [
        "Tanaka Aiko Chen Wei 2 4",
        "tanaka aiko, chen wei, 2, 4",
        "Tanaka Aiko, Chen Wei, 2 4",
        "Tanaka Chen Wei 2 4",
    ],
)
def test_names_of_several_words_still_match_next_to_numbers(line: str) -> None:
    names = {"Tanaka Aiko": 1, "Chen Wei": 3, "24": 24}  # "Tanaka" alone: the one player of that first name
    assert parse_script(line, [1, 2, 3, 4], names=names) == [[[1, 3, 2, 4]]]
