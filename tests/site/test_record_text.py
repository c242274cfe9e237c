"""The change trail of a hand says a win's value in words, as the preview does (it read "1/40")."""

from __future__ import annotations

from django.utils import translation

from tournaments.templatetags.league import record_text

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_a_win_reads_as_han_and_fu() -> None:
    record = {
        "kind": "ron",
        "discarder": 3,
        "wins": [{"winner": 1, "hand": {"han": 1, "fu": 40, "yaku": ["riichi"]}}],
    }
    with translation.override("en"):
        assert "Bo: 1 han 40 fu Riichi" in record_text(record, NAMES)


def test_a_haneman_entered_without_fu_reads_as_han_only() -> None:
    record = {"kind": "tsumo", "win": {"winner": 0, "hand": {"han": 6, "fu": None, "yaku": []}}}
    with translation.override("en"):
        text = record_text(record, NAMES)
    assert "Ann: 6 han" in text and "None" not in text


def test_a_haneman_stored_with_the_fu_the_entry_page_picked_reads_as_han_only() -> None:
    """The entry page stores the first fu the engine takes from 5 han (no fu is asked): the change
    log read "6 han 30 fu", a fu nobody entered."""
    record = {
        "kind": "ron",
        "discarder": 3,
        "wins": [{"winner": 0, "hand": {"han": 6, "fu": 30, "yaku": ["riichi"]}}],
    }
    with translation.override("en"):
        assert "Ann: 6 han Riichi" in record_text(record, NAMES)
    with translation.override("ja"):
        text = record_text(record, NAMES)
    assert "Ann：6翻" in text.replace(" ", "") and "符" not in text


def test_scores_below_zero_use_the_minus_sign_of_the_points() -> None:
    from tournaments.templatetags.league import score

    with translation.override("en"):
        assert (score(-2000), score(25000), score(0)) == ("\u22122,000", "25,000", "0")
