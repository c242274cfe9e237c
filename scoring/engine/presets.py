"""Preset rulesets of the bodies and sites we support. Each names its sources and what is unverified.

"Unverified" means taken from rules.md / secondary summaries without confirming against the body's own
rulebook in this session; organizers can override any field with a custom ruleset.
"""

from __future__ import annotations

from scoring.engine.rules import ABORTIVE_DRAWS, Ruleset

_FOUR_ABORTIVE = ABORTIVE_DRAWS - {"sanchahou"}

WRC = Ruleset(
    name="wrc",
    red_fives=0,
    kiriage=True,
    kazoe_yakuman=False,
    double_yakuman=frozenset(),
    yakuman_stacking=False,
    renhou="han",
    renhou_han=5,
    double_wind_pair_fu=2,
    start_points=30000,
    return_points=30000,
    oka=0.0,
    uma=(15.0, 5.0, -5.0, -15.0),
    ties="split",
    multiple_ron="head_bump",
    abortive_draws=frozenset(),
    nagashi_mangan=False,
    busting="below_zero",
    agari_yame=False,
    tenpai_yame=False,
    west_extension_target=None,
    leftover_deposits="lost",
    dealer_repeat="tenpai",
    chombo="penalty",
    chombo_penalty=20.0,
)
"""World Riichi Championship rules, 2015 rule book (S. Malbec); riichi.wiki "World Riichi Championship rules".

Confirmed from those: 30000 start, no oka, uma 15/5/-5/-15 modified for ties (split), open tanyao,
tenpai renchan, no abortive draws, no agari-yame (rule book 5.9.1), every yakuman single, kazoe not
allowed (11+ han = sanbaiman, 2014 errata), renhou cumulative with other yaku (2014 errata; a 5-han
"mangan yaku" in 2015), penalties applied to the overall score, not the table score. The EMA's 2016
announcement (mahjong-europe.org, "Revised EMA Riichi rules are ready") lists as differences to WRC 2015:
WRC has head bump (no multiple winners), rounds 4-30 up to mangan (kiriage) and does not give leftover
riichi bets to the winner.
Unverified: negative score ends the game (riichi.wiki summary table says so), double-wind pair 2 fu,
leftover deposits lost (rather than returned), chombo amount 20 points, pao set, 2022/2025 editions.
"""

EMA2016 = Ruleset(
    name="ema2016",
    red_fives=0,
    kiriage=False,
    kazoe_yakuman=False,
    double_yakuman=frozenset(),
    yakuman_stacking=False,
    renhou="mangan",
    double_wind_pair_fu=4,
    start_points=30000,
    return_points=30000,
    oka=0.0,
    uma=(15.0, 5.0, -5.0, -15.0),
    ties="split",
    multiple_ron="all",
    multiple_ron_honba="each",
    multiple_ron_deposits="nearest",
    abortive_draws=frozenset(),
    nagashi_mangan=False,
    busting="never",
    agari_yame=False,
    tenpai_yame=False,
    west_extension_target=None,
    leftover_deposits="first",
    dealer_repeat="tenpai",
    chombo="penalty",
    chombo_penalty=20.0,
)
"""EMA Riichi Competition Rules, 2016 edition (in force 1 April 2016).

Confirmed from the EMA's announcement (mahjong-europe.org, "Revised EMA Riichi rules are ready") and
riichi.wiki "EMA Riichi Competition Rules": no red fives; open tanyao; renhou a mangan, not a yakuman;
daisuushii a single yakuman (no double yakuman, no stacking); 13+ han scored as sanbaiman; no abortive
draws; no nagashi mangan; uma 15/5/-5/-15; chombo 20,000 points deducted after uma; multiple ron
allowed (double and triple, each winner paid by the discarder); 4-30 not rounded up (no kiriage);
riichi bets left at the end go to the winner; pao for daisangen and daisuushii.
From rules.md: 30000 start, ties split, honba to every winner and deposits to the nearest on multiple ron.
Unverified: double-wind pair 4 fu, no busting.
"""

EMA2025 = EMA2016.replace(name="ema2025")
"""EMA Riichi Competition Rules, 2025 edition. Unverified as a whole: the 2025 text was not available
here, so this is the 2016 ruleset under a new name; check each field against the 2025 book before use.
"""

TENHOU = Ruleset(
    name="tenhou",
    red_fives=3,
    kiriage=False,
    kazoe_yakuman=True,
    double_yakuman=frozenset(),
    yakuman_stacking=True,
    renhou="off",
    double_wind_pair_fu=4,
    start_points=25000,
    return_points=30000,
    oka=20.0,
    uma=(20.0, 10.0, -10.0, -20.0),
    ties="seat_order",
    multiple_ron="double",
    multiple_ron_honba="nearest",
    multiple_ron_deposits="nearest",
    abortive_draws=ABORTIVE_DRAWS,
    nagashi_mangan=True,
    nagashi_honba=False,
    nagashi_takes_deposits=False,
    busting="below_zero",
    agari_yame=True,
    tenpai_yame=False,  # a real log plays on after a leading last dealer's tenpai draw (see below)
    west_extension_target=30000,
    leftover_deposits="first",
    dealer_repeat="tenpai",
    chombo="none",
    pao=frozenset({"daisangen", "daisuushii"}),
    final_rounding="tenhou",
)
"""Tenhou ranked four-player hanchan with red fives (tenhou.net rules page; checked against the sample
mjlog / tenhou.net/6 records in shared/data). Double ron pays both, honba and deposits to the nearest
winner, triple ron is abortive; nagashi mangan without honba, deposits stay; busting below zero; automatic
agari-yame (not tenpai-yame: in a published Tenhou log, dnovikoff/tenhou test_data bug1.xml, South 4-1
ends in a draw with the dealer tenpai, leading at 37400, and South 4-2 is played) for a leading last
dealer at or above 30000; sudden-death West to 30000.
The no-red lobby is this preset with red_fives=0; a few 2009 lobby logs used uma 10/5/-5/-10.
"""

MAHJONGSOUL = Ruleset(
    name="mahjongsoul",
    red_fives=3,
    kiriage=False,
    kazoe_yakuman=True,
    double_yakuman=frozenset({"kokushi_juusanmen", "suuankou_tanki", "junsei_chuuren", "daisuushii"}),
    yakuman_stacking=True,
    renhou="off",
    double_wind_pair_fu=4,
    start_points=25000,
    return_points=30000,
    oka=20.0,
    uma=(15.0, 5.0, -5.0, -15.0),
    ties="seat_order",
    multiple_ron="all",
    abortive_draws=_FOUR_ABORTIVE,
    nagashi_mangan=True,
    busting="below_zero",
    agari_yame=True,
    tenpai_yame=True,
    west_extension_target=30000,
    leftover_deposits="first",
    dealer_repeat="tenpai",
    chombo="none",
    pao=frozenset({"daisangen", "daisuushii"}),
)
"""Mahjong Soul ranked four-player (riichi.wiki "Mahjong Soul" rules summary, rules.md).

From rules.md: red fives 3, double yakuman for 13-sided kokushi, suuankou tanki, junsei chuuren and
daisuushii, double and triple ron, four abortive draws (not triple ron), busting below zero, ties by seat.
Unverified: 25000/30000 with oka and uma 15/5/-5/-15 (ranked rooms add rank points on top, not modelled),
no kiriage, kazoe yakuman, double-wind pair 4 fu, honba/deposits to the nearest winner, nagashi rules,
agari-yame / tenpai-yame, West to 30000, leftover deposits to first, pao set.
"""

MLEAGUE = Ruleset(
    name="mleague",
    red_fives=3,
    kiriage=True,
    kazoe_yakuman=False,  # 13+ han stops at sanbaiman
    double_yakuman=frozenset(),
    yakuman_stacking=False,
    renhou="off",
    double_wind_pair_fu=2,
    start_points=25000,
    return_points=30000,
    oka=20.0,
    uma=(30.0, 10.0, -10.0, -30.0),
    ties="split",
    multiple_ron="head_bump",
    abortive_draws=frozenset(),
    nagashi_mangan=True,
    busting="never",
    agari_yame=False,
    tenpai_yame=False,
    west_extension_target=None,
    leftover_deposits="first",
    dealer_repeat="tenpai",
    chombo="penalty",
    chombo_penalty=20.0,
    pao=frozenset({"daisangen", "daisuushii", "suukantsu"}),
)
"""M.League (m-league.jp/about rules, as summarised on riichi.wiki "M.League" and in rules.md section 9).

Confirmed from riichi.wiki: 25000 start / 30000 target, rank points +50/+10/-10/-30 (uma 30/10/-10/-30
plus oka 20), ties split the bonus evenly, atamahane (head bump), double-wind pair 2 fu, pao for
daisangen, daisuushii and suukantsu, no counted yakuman (13+ han is sanbaiman) and no double yakuman
(suuankou tanki, 13-wait kokushi and junsei chuuren score as one yakuman), no abortive draws.
From rules.md: red fives 3, kiriage, no busting, no agari-yame, tenpai renchan.
Unverified: no stacking of different yakuman, nagashi mangan,
leftover deposits to first, chombo -20 points.
"""

JPML_A = Ruleset(
    name="jpml_a",
    red_fives=0,
    ippatsu=False,
    ura_dora=False,
    kan_dora=False,
    kiriage=False,
    kazoe_yakuman=False,
    double_yakuman=frozenset(),
    yakuman_stacking=False,
    renhou="mangan",
    double_wind_pair_fu=2,
    start_points=30000,
    return_points=30000,
    oka=0.0,
    uma=(8.0, 4.0, -4.0, -8.0),
    floating_uma=(
        (1, (12.0, -1.0, -3.0, -8.0)),
        (2, (8.0, 4.0, -4.0, -8.0)),
        (3, (8.0, 3.0, 1.0, -12.0)),
    ),
    ties="split",
    multiple_ron="head_bump",
    abortive_draws=_FOUR_ABORTIVE,
    nagashi_mangan=True,
    busting="never",
    agari_yame=False,
    tenpai_yame=False,
    west_extension_target=None,
    leftover_deposits="lost",
    dealer_repeat="tenpai",
    chombo="penalty",
    chombo_penalty=20.0,
)
"""Japan Professional Mahjong League (JPML, 日本プロ麻雀連盟) official competition rule ("A rule").

Confirmed from summaries of the JPML's published 競技ルール (note.com mahjong_academy "プロテスト対策",
ameblo rkkita 2017): no ippatsu, no ura-dora, no kan-dora; no red fives; 30000 points each, no oka;
13+ han is sanbaiman (no kazoe yakuman) and no double yakuman; head bump (上家優先); noten payments
3000; dealer passes when noten (tenpai renchan, so rules.md's "only on dealer win" was wrong); kyuushu,
suufon, four riichi and four kans are abortive draws; no agari-yame; riichi sticks left at the end stay
on the table (lost); renhou a mangan (JPML rule page, ma-jan.or.jp).
Not modelled: riichi allowed with no draw left, liability for a rinshan win after an open kan.
Unverified: the floating uma values (1: 12/-1/-3/-8, 2: 8/4/-4/-8, 3: 8/3/1/-12), kiriage,
double-wind pair fu, nagashi mangan, ties, chombo amount, pao set.
"""

PRESETS: dict[str, Ruleset] = {
    r.name: r for r in (WRC, EMA2016, EMA2025, TENHOU, MAHJONGSOUL, MLEAGUE, JPML_A)
}


def get_preset(name: str) -> Ruleset:
    """The preset of that name; KeyError with a message listing the known names."""
    try:
        return PRESETS[name]
    except (KeyError, TypeError):
        raise KeyError(f"unknown preset {name!r} (known: {', '.join(PRESETS)})") from None
