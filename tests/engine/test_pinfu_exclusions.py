"""Pinfu is four sequences, a non-yakuhai pair and a two-sided wait (rules.md, yaku table): a yaku
that needs a triplet or a kan cannot be in the same hand, so quick entry refuses the pair and the
hand-entry checklist stops offering it once pinfu is ticked."""

import pytest

from scoring.engine.presets import get_preset
from scoring.engine.quick import QuickHand, evaluate_quick
from scoring.engine.yaku import EXCLUSIVE

TENHOU = get_preset("tenhou")
WITH_SANRENKOU = TENHOU.replace(sanrenkou=True)

# (yaku needing a triplet or kan, why, a tsumo win where the yaku is tsumo-only)
NEVER_WITH_PINFU = [
    ("sanshoku_doukou", "three triplets"),
    ("sankantsu", "three kans"),
    ("sanrenkou", "three triplets in a row"),
    ("honroutou", "only terminal and honour triplets"),
    ("shousangen", "two dragon triplets"),
    ("toitoi", "four triplets"),
    ("sanankou", "three concealed triplets"),
    ("rinshan", "the winner's own kan"),
]


@pytest.mark.parametrize(("name", "why"), NEVER_WITH_PINFU, ids=[n for n, _ in NEVER_WITH_PINFU])
def test_a_yaku_built_on_triplets_or_kans_is_exclusive_with_pinfu(name: str, why: str) -> None:
    assert frozenset({"pinfu", name}) in EXCLUSIVE, why


@pytest.mark.parametrize(("name", "why"), NEVER_WITH_PINFU, ids=[n for n, _ in NEVER_WITH_PINFU])
def test_quick_entry_refuses_pinfu_with_a_yaku_built_on_triplets_or_kans(name: str, why: str) -> None:
    tsumo = name == "rinshan"
    hand = QuickHand(
        seat="S",
        discarder=None if tsumo else "W",
        tsumo=tsumo,
        han=5,
        fu=20 if tsumo else 30,
        yaku=("riichi", "pinfu", name) + (("menzen_tsumo",) if tsumo else ()),
    )
    result = evaluate_quick(hand, WITH_SANRENKOU)
    assert not result.legal
    first, second = sorted(("pinfu", name))
    assert f"{first} and {second} cannot both be in one hand" in result.errors


@pytest.mark.parametrize("name", ["sanshoku", "ittsu", "iipeikou", "chankan", "haitei", "tanyao"])
def test_pinfu_still_combines_with_sequence_yaku(name: str) -> None:
    assert frozenset({"pinfu", name}) not in EXCLUSIVE
