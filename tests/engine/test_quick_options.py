"""What a quick-entry winner can still pick: the engine's own table rules, asked before the entry is
finished; a riichi declarer always counts one form of riichi, and may switch between the forms."""

from __future__ import annotations

import pytest

from scoring.engine.presets import get_preset
from scoring.engine.quick_options import quick_options

TENHOU = get_preset("tenhou")
OPEN_RIICHI = TENHOU.replace(open_riichi=True)


def options(*chosen: str, ruleset=TENHOU, is_open=False, tsumo=False, dealer=False, riichi=False):  # type: ignore[no-untyped-def]
    return quick_options(chosen, is_open=is_open, tsumo=tsumo, dealer=dealer, riichi=riichi, ruleset=ruleset)


def test_a_declarer_with_nothing_chosen_has_riichi_ticked_and_may_still_pick_double_riichi() -> None:
    got = options(riichi=True)
    assert got.chosen == ("riichi",) and got.ticked
    assert {"riichi", "double_riichi", "ippatsu"} <= set(got.yaku)


@pytest.mark.parametrize("form", ["double_riichi", "open_riichi", "double_open_riichi"])
def test_another_form_of_riichi_chosen_over_the_ticked_one_replaces_it(form: str) -> None:
    got = options("riichi", form, "tanyao", ruleset=OPEN_RIICHI, riichi=True)
    assert got.chosen == (form, "tanyao") and not got.ticked
    assert "riichi" in got.yaku  # the scorer may switch back


@pytest.mark.parametrize(
    ("chosen", "kw"),
    [
        (("double_riichi",), {"riichi": True}),  # already a form of riichi
        (("kokushi",), {"riichi": True}),  # a yakuman counts no ordinary yaku
        (("tanyao",), {"riichi": False}),  # no riichi declared
    ],
)
def test_riichi_is_ticked_only_for_a_declarer_without_a_form_of_it_nor_a_yakuman(chosen, kw) -> None:  # type: ignore[no-untyped-def]
    got = options(*chosen, **kw)
    assert not got.ticked and "riichi" not in got.chosen


@pytest.mark.parametrize(
    ("chosen", "kw", "absent"),
    [
        ((), {"riichi": False}, {"riichi", "double_riichi", "ippatsu"}),  # not declared
        ((), {"is_open": True}, {"pinfu", "iipeikou", "menzen_tsumo", "riichi"}),  # closed-only
        ((), {"tsumo": False}, {"menzen_tsumo", "haitei", "rinshan", "tenhou"}),  # tsumo-only on a ron
        ((), {"tsumo": True}, {"houtei", "chankan"}),  # ron-only on a tsumo
        ((), {"tsumo": True, "dealer": False}, {"tenhou"}),  # dealer only
        ((), {"tsumo": True, "dealer": True}, {"chiihou"}),  # non-dealer only
        (("tanyao",), {}, {"chanta", "yakuhai_haku", "honroutou"}),  # exclusive with tanyao
        (("chiitoitsu",), {}, {"pinfu", "iipeikou", "ryanpeikou"}),
        (("daisangen",), {}, {"tanyao", "riichi"}),  # a yakuman: no ordinary yaku
        (("tanyao",), {}, {"daisangen", "kokushi"}),  # an ordinary yaku: no yakuman
        ((), {}, {"open_riichi"}),  # not played by Tenhou
    ],
)
def test_what_the_hand_can_no_longer_have_is_not_offered(chosen, kw, absent) -> None:  # type: ignore[no-untyped-def]
    assert not absent & set(options(*chosen, **kw).yaku)


def test_what_is_chosen_stays_offered_and_unknown_names_are_dropped() -> None:
    got = options("tanyao", "pinfu", "nope")
    assert got.chosen == ("tanyao", "pinfu")
    assert {"tanyao", "pinfu", "iipeikou"} <= set(got.yaku)


def test_a_closed_tsumo_gets_menzen_tsumo_ticked_beside_the_declarers_riichi() -> None:
    """Pinfu on a closed tsumo offered no fu at all until the scorer thought of menzen tsumo."""
    got = options("pinfu", tsumo=True, riichi=True)
    assert set(got.chosen) == {"pinfu", "riichi", "menzen_tsumo"}
    assert set(got.ticked) == {"riichi", "menzen_tsumo"}


@pytest.mark.parametrize(
    ("chosen", "kw"),
    [
        (("menzen_tsumo", "tanyao"), {"tsumo": False}),  # a ron never has it
        (("menzen_tsumo", "tanyao"), {"tsumo": True, "is_open": True}),  # nor an open hand
    ],
)
def test_menzen_tsumo_is_taken_off_a_win_that_cannot_have_it(chosen, kw) -> None:  # type: ignore[no-untyped-def]
    got = options(*chosen, **kw)
    assert got.chosen == ("tanyao",) and not got.ticked
    assert "menzen_tsumo" not in got.yaku


def test_a_yakuman_tsumo_gets_no_menzen_tsumo() -> None:
    got = options("suuankou", tsumo=True)
    assert got.chosen == ("suuankou",) and not got.ticked


@pytest.mark.parametrize(
    ("kw", "yakuman"),
    [
        ({"tsumo": True}, "suuankou"),  # menzen tsumo is ticked on a closed tsumo
        ({"tsumo": True, "riichi": True}, "suuankou"),  # and riichi for a declarer
        ({"tsumo": False, "riichi": True}, "kokushi"),
        ({"tsumo": True, "dealer": True}, "tenhou"),
    ],
)
def test_a_declarer_or_a_closed_tsumo_can_still_pick_a_yakuman_which_replaces_the_ticked_yaku(
    kw, yakuman
) -> None:  # type: ignore[no-untyped-def]
    before = options(**kw)
    assert before.ticked  # riichi or menzen tsumo ticked for the scorer
    assert yakuman in before.yaku
    after = options(*before.chosen, yakuman, **kw)
    assert after.chosen == (yakuman,) and not after.ticked


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("daisangen", "daisuushii"),  # seven sets of honors
        ("kokushi", "suuankou"),
        ("kokushi", "daisangen"),
        ("suuankou", "chuuren_poutou"),
        ("chinroutou", "tsuuiisou"),
        ("daisangen", "shousuushii"),
    ],
)
def test_yakuman_no_hand_can_have_together_are_not_offered_together(first: str, second: str) -> None:
    """The picker had offered a second yakuman of any kind: daisangen + daisuushii was paid 64,000."""
    assert second not in options(first, tsumo=True).yaku
    assert first not in options(second, tsumo=True).yaku
    assert "tsuuiisou" in options("daisangen", tsumo=True).yaku  # a real double: all honors
