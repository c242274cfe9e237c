"""Compact tile notation: parsing, printing, and the errors a person can read."""

import pytest

from scoring.engine.tiles import (
    Tile,
    TileError,
    TileSyntaxError,
    check_copies,
    parse_meld,
    parse_tiles,
    tiles_to_str,
)


def test_digits_belong_to_the_suit_letter_after_them():
    assert [str(t) for t in parse_tiles("123m406p11z")] == ["1m", "2m", "3m", "4p", "0p", "6p", "1z", "1z"]


def test_a_red_five_is_a_five_marked_red():
    (red,) = parse_tiles("0s")
    assert (red.suit, red.number, red.red) == ("s", 5, True)


def test_printing_sorts_by_suit_and_keeps_red_fives():
    assert tiles_to_str(parse_tiles("7z55m0m1p")) == "055m1p7z"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123x", "unknown suit letter 'x'"),
        ("m123", "has no numbers before it"),
        ("123", "have no suit letter"),
        ("8z", "honor tile 8z does not exist"),
        ("0z", "honor tile 0z does not exist"),
    ],
)
def test_bad_notation_says_what_is_wrong(text, message):
    with pytest.raises(TileSyntaxError, match=message):
        parse_tiles(text)


@pytest.mark.parametrize(
    ("text", "kind", "is_open"),
    [
        ("chi:340m", "chi", True),
        ("pon:555z", "pon", True),
        ("kan:1111p", "kan", True),
        ("ankan:9999s", "ankan", False),
        ("kakan:2222p", "kakan", True),
    ],
)
def test_melds_of_every_kind_parse(text, kind, is_open):
    meld = parse_meld(text)
    assert (meld.kind, meld.is_open) == (kind, is_open)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("chi:135m", "three consecutive"),
        ("chi:123z", "three consecutive"),
        ("chi:891m", "three consecutive"),
        ("pon:556m", "same tile"),
        ("pon:5555m", "has 3 tiles"),
        ("kan:111p", "has 4 tiles"),
        ("steal:123m", "unknown kind"),
        ("123m", "kind:tiles"),
    ],
)
def test_impossible_melds_are_refused(text, message):
    with pytest.raises(TileError, match=message):
        parse_meld(text)


def test_it_refuses_a_fifth_copy_of_a_tile():
    with pytest.raises(TileError, match="1m appears 5 times"):
        check_copies({"hand": parse_tiles("1111m"), "dora": parse_tiles("1m")}, red_fives=3)


def test_it_refuses_red_fives_under_a_ruleset_without_them():
    with pytest.raises(TileError, match="not used"):
        check_copies({"hand": parse_tiles("0m")}, red_fives=0)


def test_two_red_pin_fives_only_with_four_red_fives():
    check_copies({"hand": parse_tiles("00p")}, red_fives=4)
    with pytest.raises(TileError, match="2 red p fives"):
        check_copies({"hand": parse_tiles("00p")}, red_fives=3)
    with pytest.raises(TileError, match="red m fives"):
        check_copies({"hand": parse_tiles("00m")}, red_fives=4)


def test_a_tile_knows_terminals_and_honors():
    assert Tile(0).is_terminal_or_honor and Tile(27).is_honor and not Tile(4).is_terminal_or_honor
