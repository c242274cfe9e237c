"""Scripted seating by name: on a line written with commas or semicolons only they separate players
(a name may hold spaces); on a line written with spaces a run of words that is a registered name is
one player; a first name alone finds its player when no one else shares it; an unknown name is
reported once, with the closest registered name when one is close, and the player it stands for is
not reported again as not seated."""

import pytest

from tournaments.seating import SeatingScriptError, parse_script

NAMES = {"Aiko Tanaka": 1, "Ben Ortiz": 2, "Chen Wei": 3, "Dana Kim": 4}
PLAYERS = [1, 2, 3, 4]


def _errors(text, players=PLAYERS, names=NAMES):
    with pytest.raises(SeatingScriptError) as info:
        parse_script(text, players, names=names)
    return info.value.errors


@pytest.mark.parametrize(
    "line",
    [
        "Table 1: Aiko Tanaka, Ben Ortiz, Chen Wei, Dana Kim",
        "Table 1: Aiko Tanaka; Ben Ortiz; Chen Wei; Dana Kim",
        "Aiko Tanaka,Ben Ortiz ;  Chen  Wei, dana kim,",
        "Aiko Tanaka Ben Ortiz Chen Wei Dana Kim",
        "T1: aiko tanaka  BEN ORTIZ chen wei dana kim",
    ],
    ids=["commas", "semicolons", "mixed separators and a trailing comma", "spaces", "spaces any case"],
)
def test_names_with_spaces_are_one_player(line):
    assert parse_script(line, PLAYERS, names=NAMES) == [[[1, 2, 3, 4]]]


def test_a_misspelt_name_on_a_comma_line_is_one_unknown_player_with_a_suggestion():
    """The walkthrough: "Chen Wie" for Chen Wei gave four errors; it is one, naming the right player
    (Chen Wei is not reported again as a player the round does not seat)."""
    errors = _errors("Table 1: Aiko Tanaka, Ben Ortiz, Chen Wie, Dana Kim")
    assert errors == ["line 1: unknown player 'Chen Wie'; did you mean 'Chen Wei'?"]


@pytest.mark.parametrize(
    ("line", "typed"),
    [
        ("Aiko Tanaka Ben Ortiz Chen Wie Dana Kim", "Chen Wie"),
        ("Aiko Tanaka Ben Ortiz Chenn Wei Dana Kim", "Chenn Wei"),
        ("Aiko Ben Chen Wie Dana", "Chen Wie"),
        ("aiko tanaka ben ortiz CHEN WIE dana kim", "CHEN WIE"),
    ],
)
def test_a_misspelt_name_on_a_line_of_spaces_is_one_unknown_player_with_a_suggestion(line, typed):
    """Not an unknown word for each half of the name and a table of five players."""
    assert _errors(line) == [f"line 1: unknown player '{typed}'; did you mean 'Chen Wei'?"]


def test_a_player_really_left_out_is_still_reported_next_to_a_misspelt_name():
    players = list(range(1, 9))
    names = NAMES | {"Eri Sato": 5, "Femi Ade": 6, "Goran Ilic": 7, "Hana Mori": 8}
    text = "Aiko Tanaka, Ben Ortiz, Chen Wie, Dana Kim\nEri Sato, Femi Ade, Goran Ilic, sub"
    assert _errors(text, players=players, names=names) == [
        "line 1: unknown player 'Chen Wie'; did you mean 'Chen Wei'?",
        "round 1 does not seat player 8",
    ]


def test_an_unknown_name_with_no_suggestion_stands_for_one_player_not_seated():
    assert _errors("Aiko Tanaka, Ben Ortiz, Zoltan Horvath, Dana Kim") == [
        "line 1: unknown player 'Zoltan Horvath'"
    ]
    assert _errors("1, 2, 3, 44") == ["line 1: unknown player '44'"]
    # two players left out and one unknown name: the round does not seat them all the same
    assert _errors("1, 2, 44, sub") == [
        "line 1: unknown player '44'",
        "round 1 does not seat players 3, 4",
    ]


def test_the_suggestion_is_found_whatever_the_accents_and_case():
    names = {"Nguyễn Văn An": 1, "Søren Berg": 2, "Chen Wei": 3, "Dana Kim": 4}
    errors = _errors("nguyen van anh, soren berg, chen wei, dana kim", names=names)
    assert "line 1: unknown player 'nguyen van anh'; did you mean 'Nguyễn Văn An'?" in errors


def test_a_name_far_from_every_registered_name_gets_no_suggestion():
    errors = _errors("Aiko Tanaka, Ben Ortiz, Zoltan Horvath, Dana Kim")
    assert "line 1: unknown player 'Zoltan Horvath'" in errors
    assert not any("did you mean" in e for e in errors)


def test_an_unknown_number_gets_no_suggestion():
    errors = _errors("1, 2, 3, 44")
    assert "line 1: unknown player '44'" in errors


def test_accents_are_folded_as_before_for_names_with_spaces():
    names = {"Chloé Martin": 1, "Ben Ortiz": 2, "Chen Wei": 3, "Dana Kim": 4}
    assert parse_script("chloe martin ben ortiz chen wei dana kim", PLAYERS, names=names) == [[[1, 2, 3, 4]]]
    assert parse_script("Chloe Martin, Ben Ortiz, Chen Wei, Dana Kim", PLAYERS, names=names) == [
        [[1, 2, 3, 4]]
    ]


def test_accents_are_not_folded_when_two_names_differ_only_by_them():
    names = {"Chloé Martin": 1, "Chloe Martin": 2, "Chen Wei": 3, "Dana Kim": 4}
    assert parse_script("chloé martin, chloe martin, chen wei, dana kim", PLAYERS, names=names) == [
        [[1, 2, 3, 4]]
    ]


def test_the_longest_registered_name_wins_on_a_line_written_with_spaces():
    names = {"Ivan": 1, "Ivan Petrov": 2, "Chen Wei": 3, "Dana Kim": 4}
    assert parse_script("Ivan Petrov Ivan Chen Wei Dana Kim", PLAYERS, names=names) == [[[2, 1, 3, 4]]]


def test_a_first_name_alone_finds_its_player():
    assert parse_script("Aiko, Ben, chen, Dana", PLAYERS, names=NAMES) == [[[1, 2, 3, 4]]]
    assert parse_script("Aiko Ben Chen Dana", PLAYERS, names=NAMES) == [[[1, 2, 3, 4]]]
    assert parse_script("aiko Ben Ortiz 3 dana", PLAYERS, names=NAMES) == [[[1, 2, 3, 4]]]


def test_a_first_name_alone_ignores_accents_like_a_whole_name():
    names = {"Chloé Martin": 1, "Ben Ortiz": 2, "Chen Wei": 3, "Dana Kim": 4}
    assert parse_script("chloe ben chen dana", PLAYERS, names=names) == [[[1, 2, 3, 4]]]


def test_a_first_name_shared_by_several_players_is_ambiguous_naming_them():
    names = {"Ivan Petrov": 1, "Ivan Sokolov": 2, "Chen Wei": 3, "Dana Kim": 4}
    errors = _errors("Ivan, Ivan Sokolov, Chen Wei, Dana Kim", names=names)
    assert errors == ["line 1: player 'Ivan' is ambiguous: 'Ivan Petrov', 'Ivan Sokolov'"]
    errors = _errors("Ivan Ivan Sokolov Chen Wei Dana Kim", names=names)
    assert "line 1: player 'Ivan' is ambiguous: 'Ivan Petrov', 'Ivan Sokolov'" in errors
    assert not any("table has" in e for e in errors)


def test_a_whole_name_beats_a_shared_first_name():
    names = {"Ivan": 1, "Ivan Sokolov": 2, "Chen Wei": 3, "Dana Kim": 4}
    assert parse_script("Ivan, Ivan Sokolov, Chen Wei, Dana Kim", PLAYERS, names=names) == [[[1, 2, 3, 4]]]


def test_ids_and_substitutes_mix_with_names():
    players = [1, 2, 3, 4, 5, 6]
    assert parse_script("Aiko Tanaka, 5, sub, Dana Kim\nBen Ortiz 6 Chen Wei -", players, names=NAMES) == [
        [[1, 5, -1, 4], [2, 6, 3, -2]]
    ]
    assert parse_script("1, 2, 3, 4\n5 6 substitute sub", players, names=NAMES) == [
        [[1, 2, 3, 4], [5, 6, -1, -2]]
    ]


def test_ids_written_with_spaces_between_commas_are_still_separate_players():
    assert parse_script("1 2, 3 4", PLAYERS, names=NAMES) == [[[1, 2, 3, 4]]]


def test_a_line_of_spaces_reports_each_unknown_word():
    errors = _errors("Aiko Tanaka Ben Ortiz Chen Wei Dana Kim Kimm Xyz")
    assert "line 1: unknown player 'Kimm'" in errors
    assert "line 1: unknown player 'Xyz'" in errors
    assert "line 1: table has 6 players, expected 4" in errors
    # a first name and a word close to the rest of that name are one name misspelt, then one more
    assert _errors("Aiko Tanaka Ben Ortiz Chen Wei Dana Kimm Xyz") == [
        "line 1: unknown player 'Dana Kimm'; did you mean 'Dana Kim'?",
        "line 1: unknown player 'Xyz'",
        "line 1: table has 5 players, expected 4",
    ]


def test_a_japanese_name_typed_without_its_space_is_found() -> None:
    names = {"田中 花子": 1, "鈴木 一郎": 2, "Aiko Tanaka": 3, "Ben Ortiz": 4}
    rounds = parse_script("田中花子, 鈴木一郎, aikotanaka, Ben Ortiz", [1, 2, 3, 4], names=names, rounds=1)
    assert rounds == [[[1, 2, 3, 4]]]


@pytest.mark.parametrize(
    "text",
    [
        "Vòng 1\nBàn 1: 1 2 3 4\nBàn 2: 5 6 7 8\nVòng 2\nBàn 1: 1 5 2 6\nBàn 2: 3 7 4 8",
        "第1回戦\n卓1: 1 2 3 4\n2卓: 5 6 7 8\n第2回戦\n1卓：1 5 2 6\n卓2: 3 7 4 8",
        "Round 1\nTable 1: 1 2 3 4\nTable 2: 5 6 7 8\nRound 2\nT1: 1 5 2 6\nT2: 3 7 4 8",
    ],
)
def test_round_and_table_words_of_the_sites_languages_are_read(text: str) -> None:
    """A Vietnamese organizer wrote "Bàn 1: 1 2 3 4" as her page's language says it: 11 errors
    ("unknown player 'Bàn'")."""
    assert parse_script(text, range(1, 9), rounds=2) == [
        [[1, 2, 3, 4], [5, 6, 7, 8]],
        [[1, 5, 2, 6], [3, 7, 4, 8]],
    ]


def test_keywords_typed_with_separate_accent_marks_and_dai_tables_are_read() -> None:
    import unicodedata

    decomposed = unicodedata.normalize("NFD", "Vòng 1\nBàn 1: 1, 2, 3, 4")
    assert parse_script(decomposed, range(1, 5), rounds=1) == [[[1, 2, 3, 4]]]
    assert parse_script("第1卓: 1 2 3 4", range(1, 5), rounds=1) == [[[1, 2, 3, 4]]]


@pytest.mark.parametrize("word", ["sub", "代打ち", "dự bị", "Dự bị", "Dự  Bị"])
def test_a_substitute_seat_is_written_in_any_of_the_sites_languages(word: str) -> None:
    """Vietnamese says "dự bị", two words: each was an unknown player."""
    assert parse_script(f"Bàn 1: 1 2 3 {word}", range(1, 4), rounds=1) == [[[1, 2, 3, -1]]]


def test_a_name_that_only_starts_like_the_vietnamese_word_stays_a_name() -> None:
    names = {"dự bịnh": 4}
    assert parse_script("1, 2, 3, dự bịnh", range(1, 5), names=names, rounds=1) == [[[1, 2, 3, 4]]]
