"""docs/hand-format.md documents every ruleset field, yaku name and request key the engine knows."""

from pathlib import Path

import pytest

from scoring.engine.request import KNOWN_KEYS
from scoring.engine.rules import FIELD_NAMES
from scoring.engine.yaku import YAKU

DOC = (Path(__file__).resolve().parents[2] / "docs" / "hand-format.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", FIELD_NAMES)
def test_every_ruleset_field_is_documented(name):
    assert f"`{name}`" in DOC


@pytest.mark.parametrize("name", sorted(YAKU))
def test_every_yaku_name_is_documented(name):
    assert f"`{name}`" in DOC


@pytest.mark.parametrize("key", sorted(KNOWN_KEYS))
def test_every_request_key_is_documented(key):
    assert f"`{key}`" in DOC
