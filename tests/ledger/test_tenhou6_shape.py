"""A tenhou.net/6 upload of the wrong shape is refused with the field named (a ValueError the site
shows), never a TypeError or AttributeError from deep in the reader."""

from __future__ import annotations

import re
from typing import Any

import pytest

from scoring.engine.importers.tenhou6 import parse_tenhou6

# A minimal well-formed record: one round, East 1, everyone noten at the draw.
ROUND = [
    [0, 0, 0],
    [25000, 25000, 25000, 25000],
    [],
    [],
    *([[], [], []] * 4),
    ["流局", [0, 0, 0, 0]],
]


@pytest.mark.parametrize(
    ("doc", "field"),
    [
        ([], "JSON object"),
        ("log", "JSON object"),
        ({}, "log: missing"),
        ({"log": 5}, "log: must be a list of rounds"),
        ({"log": {"0": ROUND}}, "log: must be a list of rounds"),
        ({"log": [5]}, "log[0]: a round must be a list"),
        ({"log": [ROUND, "x"]}, "log[1]: a round must be a list"),
        ({"log": [], "rule": 5}, "rule: must be an object"),
        ({"log": [], "rule": ["disp"]}, "rule: must be an object"),
        ({"log": [], "name": "Ann"}, "name: must be a list"),
        ({"log": [], "name": [1, 2, 3, 4]}, "name: must be a list"),
        ({"log": [], "sc": [1, 2, 3]}, "sc: must be 8 numbers"),
        ({"log": [], "sc": ["a", 0, 0, 0, 0, 0, 0, 0]}, "sc: must be 8 numbers"),
    ],
)
def test_a_record_of_the_wrong_shape_is_refused_naming_the_field(doc: Any, field: str) -> None:
    with pytest.raises(ValueError, match=re.escape(field)):
        parse_tenhou6(doc)


def test_a_well_formed_record_is_read() -> None:
    game = parse_tenhou6(
        {
            "log": [ROUND],
            "rule": {"disp": "般東喰赤", "aka": 1},
            "name": ["A", "B", "C", "D"],
            "sc": [25000, 5.0, 25000, -5.0, 25000, 10.0, 25000, -10.0],
        }
    )
    assert len(game.hands) == 1
    assert game.final_scores == (25000, 25000, 25000, 25000)
