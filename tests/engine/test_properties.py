"""Invariants over random legal hands: the tile path and quick entry agree; payments balance."""

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scoring.engine.hands import Situation, evaluate_hand
from scoring.engine.presets import get_preset
from scoring.engine.quick import QuickHand, evaluate_quick
from scoring.engine.tiles import Tile, tiles_to_str

RULESETS = [get_preset(name) for name in ("tenhou", "wrc", "ema2016", "mleague", "mahjongsoul", "jpml_a")]
WINDS = ("E", "S", "W", "N")


@st.composite
def winning_hands(draw):
    """Four groups and a pair (some groups called) or seven pairs; returns the evaluate_hand arguments."""
    if draw(st.integers(0, 5)) == 0:
        kinds = draw(st.lists(st.integers(0, 33), min_size=7, max_size=7, unique=True))
        concealed = [Tile(k) for k in kinds for _ in range(2)]
        return _finish(draw, concealed, [])
    counts = [0] * 34
    groups = []
    for _ in range(4):
        if draw(st.booleans()):
            suit = draw(st.integers(0, 2))
            start = suit * 9 + draw(st.integers(0, 6))
            kinds = [start, start + 1, start + 2]
        else:
            kinds = [draw(st.integers(0, 33))] * 3
        groups.append(kinds)
        for k in kinds:
            counts[k] += 1
    pair = draw(st.integers(0, 33))
    counts[pair] += 2
    assume(max(counts) <= 4)
    called = [draw(st.booleans()) and draw(st.booleans()) for _ in groups]
    melds, concealed = [], []
    for kinds, is_called in zip(groups, called, strict=True):
        tiles = [Tile(k) for k in kinds]
        if is_called:
            kind = "chi" if kinds[0] != kinds[1] else "pon"
            melds.append(f"{kind}:{tiles_to_str(tiles)}")
        else:
            concealed += tiles
    concealed += [Tile(pair), Tile(pair)]
    return _finish(draw, concealed, melds)


def _finish(draw, concealed, melds):
    win = draw(st.sampled_from(concealed))
    tsumo = draw(st.booleans())
    seat = draw(st.sampled_from(WINDS))
    riichi = not melds and draw(st.booleans())
    situation = Situation(
        seat=seat,
        round=draw(st.sampled_from(("E", "S"))),
        tsumo=tsumo,
        discarder=None if tsumo else draw(st.sampled_from([w for w in WINDS if w != seat])),
        riichi=riichi,
        honba=draw(st.integers(0, 4)),
        deposits=draw(st.integers(0, 3)) + (1 if riichi else 0),
    )
    dora = [str(Tile(draw(st.integers(0, 33))))]
    return {
        "hand": tiles_to_str(concealed),
        "melds": melds,
        "win": str(win),
        "situation": situation,
        "dora": dora,
        "ruleset": draw(st.sampled_from(RULESETS)),
    }


def _quick_from(result, args):
    s = args["situation"]
    is_open = bool(args["melds"])
    if result.yakuman:
        yaku, yakuman, han, fu = None, tuple(name for name, _ in result.yaku), None, None
    else:
        yaku, yakuman, han, fu = tuple(name for name, _ in result.yaku), (), result.han, result.fu
    flags = frozenset({"riichi"}) if s.riichi else frozenset()
    return QuickHand(
        seat=s.seat,
        round=s.round,
        tsumo=s.tsumo,
        discarder=s.discarder,
        is_open=is_open,
        han=han,
        fu=fu,
        yaku=yaku,
        yakuman=yakuman,
        dora_count=result.dora + result.ura + result.aka,
        honba=s.honba,
        deposits=s.deposits,
        flags=flags,
    )


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(winning_hands())
def test_the_tile_path_and_quick_entry_agree_on_every_legal_hand(args):
    result = evaluate_hand(**args)
    assume(result.legal)
    again = evaluate_quick(_quick_from(result, args), args["ruleset"])
    assert again.legal, (args, result.yaku, again.errors)
    assert again.deltas == result.deltas
    assert (again.base, again.limit) == (result.base, result.limit)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(winning_hands())
def test_what_the_winner_gets_is_what_the_others_pay_plus_the_deposits(args):
    result = evaluate_hand(**args)
    assume(result.legal)
    s = args["situation"]
    assert sum(result.deltas.values()) == s.deposits * args["ruleset"].riichi_deposit
    assert result.deltas[s.seat] > 0
    assert all(v <= 0 for seat, v in result.deltas.items() if seat != s.seat)
    if not s.tsumo:
        assert [seat for seat, v in result.deltas.items() if v < 0] == [s.discarder]
