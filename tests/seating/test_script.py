"""Scripted seating: pasted text is parsed and every error names its line."""

import pytest

from tournaments.seating import SeatingScriptError, generate, parse_script

PLAYERS = list(range(1, 9))

GOOD = """\
Round 1
Table 1: 1 2 3 4
Table 2: 5, 6, 7, 8
# a comment line
Round 2
1 5 2 6   # east first
3 7 4 8
"""


def test_a_well_formed_script_gives_the_tables_in_seat_order():
    assert parse_script(GOOD, PLAYERS) == [
        [[1, 2, 3, 4], [5, 6, 7, 8]],
        [[1, 5, 2, 6], [3, 7, 4, 8]],
    ]


def test_blank_lines_separate_rounds_when_there_are_no_headers():
    text = "1 2 3 4\n5 6 7 8\n\n8 7 6 5\n4 3 2 1\n"
    assert len(parse_script(text, PLAYERS)) == 2


def test_names_can_stand_for_ids():
    names = {"Alice": 1, "Bob": 2, "Chiyo": 3, "Daiki": 4}
    assert parse_script("alice bob chiyo daiki", [1, 2, 3, 4], names=names) == [[[1, 2, 3, 4]]]


def test_substitute_seats_are_numbered_per_round():
    text = "Round 1\n1 2 3 4\n5 6 sub sub\n"
    assert parse_script(text, [1, 2, 3, 4, 5, 6]) == [[[1, 2, 3, 4], [5, 6, -1, -2]]]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Round 1\n1 2 3 4\n5 6 7\n", "line 3: table has 3 players, expected 4"),
        ("Round 1\n1 2 3 4\n5 6 7 99\n", "line 3: unknown player '99'"),
        ("Round 1\n1 2 3 4\n5 6 7 x\n", "line 3: unknown player 'x'"),
        ("Round 1\n1 2 3 4\n5 6 7 1\n", "line 3: player 1 is seated twice in round 1 (also line 2)"),
        (
            "Round 1\n1 2 3 4\n5 6 7 8\nRound 2\n1 2 3 4\n",
            "line 4: round 2 does not seat players 5, 6, 7, 8",
        ),
        ("Round 1\n1 2 3 4\n5 6 7 sub\n", "line 1: round 1 does not seat player 8"),
        ("Round 1\n1 2 3 4\n5 6 5 8\n", "line 3: player 5 is seated twice at this table"),
        ("", "line 1: no tables found"),
    ],
)
def test_each_error_names_its_line(text, message):
    with pytest.raises(SeatingScriptError) as info:
        parse_script(text, PLAYERS)
    assert message in info.value.errors


def test_an_unknown_player_is_not_reported_again_as_a_player_not_seated():
    """'9' is a typo for 8: one error, not a second one for the player it stands for."""
    with pytest.raises(SeatingScriptError) as info:
        parse_script("Round 1\n1 2 3 4\n5 6 7 9\n", PLAYERS)
    assert info.value.errors == ["line 3: unknown player '9'"]


def test_all_errors_are_reported_at_once():
    text = "Round 1\n1 2 3\n5 6 7 zz\n"
    with pytest.raises(SeatingScriptError) as info:
        parse_script(text, PLAYERS)
    assert any(e.startswith("line 2:") for e in info.value.errors)
    assert any(e.startswith("line 3:") for e in info.value.errors)


def test_the_scripted_method_checks_the_number_of_rounds():
    with pytest.raises(SeatingScriptError, match="the script has 2 rounds, expected 3"):
        generate("scripted", PLAYERS, 3, script=GOOD)
    assert generate("scripted", PLAYERS, 2, script=GOOD)[1] == [[1, 5, 2, 6], [3, 7, 4, 8]]


def test_errors_come_in_the_order_of_their_lines():
    """A round's missing players are found after its tables; the list still reads top to bottom."""
    with pytest.raises(SeatingScriptError) as info:
        parse_script("Round 1\n1 2 3 4\n5 6 7 7\n", PLAYERS)
    assert info.value.errors == [
        "line 1: round 1 does not seat player 8",
        "line 3: player 7 is seated twice at this table",
    ]
