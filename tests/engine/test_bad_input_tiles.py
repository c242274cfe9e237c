"""Tile numbers are the ASCII digits 0-9 only: "²" and "٣" are digits to Python (str.isdigit) but
int("²") raises, so they are refused as notation errors, as is any junk between the tile groups."""

import re

import pytest
from rest_framework.test import APIClient

from scoring.engine.tiles import TileSyntaxError, parse_meld, parse_tiles, tile, tiles_to_str

HAND = {"hand": "234m406p567s11z345p", "win": "5p", "tsumo": True}


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("23²m406p567s11z345p", "'²' at position 3"),
        ("²p", "'²' at position 1"),
        ("1٣m", "'٣' at position 2"),  # an Arabic-Indic 3: int() would read it as 3
    ],
)
def test_a_digit_that_is_not_ascii_is_not_a_tile_number(text: str, named: str) -> None:
    problem = f"^{named} of .* is not a tile number \\(use the digits 0-9\\)$"
    with pytest.raises(TileSyntaxError, match=problem):
        parse_tiles(text)


def test_a_single_tile_and_a_meld_refuse_a_digit_that_is_not_ascii() -> None:
    with pytest.raises(TileSyntaxError, match="not a tile number"):
        tile("²m")
    with pytest.raises(TileSyntaxError, match="not a tile number"):
        parse_meld("pon:55²m")


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("234mXYZ406p567s11z345p", "unknown characters 'XYZ'"),
        ("234m XYZ 406p", "unknown characters 'XYZ'"),
        ("234m-406p", "unknown suit letter '-'"),
        ("234m?²p", "unknown characters '?²'"),
    ],
)
def test_junk_between_tile_groups_is_refused_naming_all_of_it(text: str, named: str) -> None:
    with pytest.raises(TileSyntaxError, match=f"^{re.escape(named)} in "):
        parse_tiles(text)


def test_the_tiles_of_good_notation_are_read_as_before() -> None:
    assert tiles_to_str(parse_tiles(" 234m 406p\t11z ")) == "234m406p11z"


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"hand": "23²m406p567s11z345p"}, "hand"),
        ({"win": "²p"}, "win"),
        ({"dora": "²m"}, "dora"),
        ({"dora": ["²m"]}, "dora"),
        ({"hand": "234mXYZ406p567s11z345p"}, "hand"),
    ],
)
@pytest.mark.django_db
def test_the_hand_calculator_answers_such_tiles_with_400_naming_the_field(changes: dict, field: str) -> None:
    response = APIClient().post("/api/hand/", {**HAND, **changes}, format="json")
    assert response.status_code == 400, response.content[:300]
    assert list(response.json()) == [field]
    (message,) = response.json()[field]
    assert "²" in message or "XYZ" in message


def test_full_width_digits_and_suits_read_as_ascii() -> None:
    """A Japanese keyboard types "１２３ｍ"; it read as 123m before only ASCII digits were tile numbers."""
    from scoring.engine.tiles import parse_tiles

    assert parse_tiles("１２３ｍ４５６p") == parse_tiles("123m456p")
