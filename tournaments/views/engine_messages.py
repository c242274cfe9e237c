"""The scoring engine's reasons (why a hand cannot be) in the page language.

The engine is pure Python and speaks English sentences of stable shapes, each led by the field it
concerns ("win of seat 1: illegal hand: no yaku: ..."; several problems joined by "; "). Here the seat
index becomes the player's name and each known shape is said again through gettext; an unknown
shape is shown as the engine wrote it, so nothing is ever hidden."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.templatetags.league import score
from tournaments.views import labels

_RECORD = re.compile(r"^(?:record|hand) \d+(?: \([^)]*\))?: (.*)$", re.DOTALL)
# "wins[1]" is how the engine named a seat's win before (stored audit text may still say so)
_WIN = re.compile(r"^(?:win of seat |wins?\[)(\d)\]?: (?:illegal hand: )?(.*)$", re.DOTALL)

# (shape, template). Named groups called `yaku`, `a` or `b` are yaku names, shown by their label,
# `reason` the reason a game ended, shown in words;
# `seat` is a seat index, shown as the player's name.
SHAPES: list[tuple[re.Pattern[str], Any]] = [
    (
        re.compile(r"^the game is already over \((?P<reason>[^)]*)\)$"),
        gettext_lazy("the game is already over (%(reason)s)"),
    ),
    (
        re.compile(r"^wins: head bump \(atamahane\) - only seat (?P<seat>\d), nearest the discarder, wins$"),
        gettext_lazy("head bump (atamahane): only %(seat)s, nearest the discarder, wins"),
    ),
    (
        re.compile(
            r"^riichi: seat (?P<seat>\d) has (?P<points>-?\d+) points, "
            r"fewer than the (?P<need>\d+) a riichi deposit needs$"
        ),
        gettext_lazy(
            "riichi: %(seat)s has %(points)s points, fewer than the %(need)s a riichi deposit needs"
        ),
    ),
    (
        re.compile(r"^riichi: four-riichi abort needs all four players in riichi, got (?P<n>\d)$"),
        gettext_lazy("four riichi: all four players must have declared riichi (%(n)s did)"),
    ),
    (
        re.compile(r"^no yaku: a winning hand needs at least one yaku \(dora do not count\)$"),
        gettext_lazy("no yaku: a winning hand needs at least one yaku (dora do not count)"),
    ),
    (
        re.compile(r"^no yaku$"),
        gettext_lazy("no yaku: a winning hand needs at least one yaku (dora do not count)"),
    ),
    (
        re.compile(r"^not a winning shape: .*$"),
        gettext_lazy(
            "not a winning shape: the tiles do not form four groups and a pair, "
            "seven pairs or thirteen orphans"
        ),
    ),
    (
        re.compile(r"^the winning tile is not in the hand$"),
        gettext_lazy("the winning tile is not in the hand"),
    ),
    (
        re.compile(
            r"^wrong tile count: (?P<n>\d+) concealed tiles with (?P<m>\d+) meld\(s\); "
            r"expected (?P<e>\d+) including the winning tile$"
        ),
        gettext_lazy(
            "wrong tile count: %(n)s concealed tiles with %(m)s called set(s); "
            "expected %(e)s including the winning tile"
        ),
    ),
    (
        re.compile(r"^the winning tile (?P<t>\S+) is not among the concealed tiles (?P<h>\S+)$"),
        gettext_lazy("the winning tile %(t)s is not among the concealed tiles %(h)s"),
    ),
    (
        re.compile(r"^(?P<t>\S+) appears (?P<n>\d+) times; there are only 4 copies of each tile$"),
        gettext_lazy("%(t)s appears %(n)s times; there are only 4 copies of each tile"),
    ),
    (
        re.compile(r"^red fives \(0m 0p 0s\) are not used in this ruleset$"),
        gettext_lazy("red fives (0m 0p 0s) are not used in this ruleset"),
    ),
    (
        re.compile(r"^(?P<n>\d+) melds given; a hand has at most 4$"),
        gettext_lazy("%(n)s called sets given; a hand has at most 4"),
    ),
    (
        re.compile(r"^meld (?P<m>'[^']*'): a chi must be three consecutive numbers of one suit$"),
        gettext_lazy("called set %(m)s: a chi must be three consecutive numbers of one suit"),
    ),
    (
        re.compile(r"^meld (?P<m>'[^']*'): a (?P<k>\w+) must be (?P<n>\d) copies of the same tile$"),
        gettext_lazy("called set %(m)s: must be %(n)s copies of the same tile"),
    ),
    (
        re.compile(r"^riichi with an open hand: .*$"),
        gettext_lazy("riichi needs a closed hand (a closed kan is fine)"),
    ),
    (re.compile(r"^ippatsu without riichi$"), gettext_lazy("ippatsu without riichi")),
    (
        re.compile(r"^haitei is a win by tsumo on the last wall tile$"),
        gettext_lazy("haitei is a win by tsumo on the last wall tile"),
    ),
    (
        re.compile(r"^houtei is a win by ron on the last discard$"),
        gettext_lazy("houtei is a win by ron on the last discard"),
    ),
    (
        re.compile(r"^rinshan is a win by tsumo on the replacement tile after a kan$"),
        gettext_lazy("rinshan is a win by tsumo on the replacement tile after a kan"),
    ),
    (
        re.compile(r"^rinshan needs a kan among the melds$"),
        gettext_lazy("rinshan needs a kan among the called sets"),
    ),
    (
        re.compile(r"^chankan is a win by ron on a tile added to a kan$"),
        gettext_lazy("chankan is a win by ron on a tile added to a kan"),
    ),
    (
        re.compile(r"^(?P<a>\w+) and (?P<b>\w+) cannot both (?:be in one hand|happen)$"),
        gettext_lazy("%(a)s and %(b)s cannot both be in one hand"),
    ),
    (
        re.compile(r"^(?P<yaku>\w+) needs a closed hand, but the hand is open$"),
        gettext_lazy("%(yaku)s needs a closed hand, but the hand is open"),
    ),
    (
        re.compile(r"^(?P<yaku>\w+) is a win by tsumo(?:, but this is a ron)?$"),
        gettext_lazy("%(yaku)s is a win by tsumo, but this is a ron"),
    ),
    (
        re.compile(r"^(?P<yaku>\w+) is a win by ron(?:, but this is a tsumo)?$"),
        gettext_lazy("%(yaku)s is a win by ron, but this is a tsumo"),
    ),
    (re.compile(r"^(?P<yaku>\w+) is for the dealer only$"), gettext_lazy("%(yaku)s is for the dealer only")),
    (
        re.compile(r"^(?P<yaku>\w+) is for a non-dealer only$"),
        gettext_lazy("%(yaku)s is for a non-dealer only"),
    ),
    (
        re.compile(r"^(?P<yaku>\w+) is not played under this ruleset$"),
        gettext_lazy("%(yaku)s is not played under this ruleset"),
    ),
    (
        re.compile(r"^tanyao needs a closed hand under this ruleset \(no open tanyao\)$"),
        gettext_lazy("tanyao needs a closed hand under this ruleset (no open tanyao)"),
    ),
    (
        re.compile(r"^han: the yaku add up to (?P<total>\d+) \(.*\), not (?P<han>\d+)$"),
        gettext_lazy("the yaku and dora add up to %(total)s han, not %(han)s"),
    ),
    (
        re.compile(r"^dora_count: a hand holds at most (?P<most>\d+) dora, got (?P<d>-?\d+)$"),
        gettext_lazy("%(d)s dora: a hand holds at most %(most)s"),
    ),
    (
        re.compile(r"^dora_count: must be 0 or more, got (?P<d>-?\d+)$"),
        gettext_lazy("%(d)s dora: the count of dora must be 0 or more"),
    ),
    (
        re.compile(r"^dora_count: (?P<d>\d+) dora leave no han for a yaku out of (?P<han>\d+)$"),
        gettext_lazy("%(d)s dora leave no han for a yaku out of %(han)s"),
    ),
    (
        re.compile(r"^a closed hand winning by tsumo always has menzen_tsumo; add it to the yaku$"),
        gettext_lazy("a closed hand winning by tsumo always has menzen tsumo; tick it"),
    ),
    (re.compile(r"^fu: (?P<rest>.*)$"), None),  # fu reasons: the number itself is the message
    (
        re.compile(
            r"^riichi: seat (?P<seat>\d) wins with riichi but is not among this hand's riichi players$"
        ),
        gettext_lazy("%(seat)s wins with riichi but is not marked as declaring riichi in this hand"),
    ),
    (
        re.compile(r"^riichi: seat (?P<seat>\d) declared riichi but wins without counting riichi$"),
        gettext_lazy("%(seat)s declared riichi, so their win counts riichi (or double or open riichi)"),
    ),
    (
        re.compile(r"^riichi: seat (?P<seat>\d) declared riichi but wins with an open hand$"),
        gettext_lazy("%(seat)s declared riichi, so cannot win with an open hand"),
    ),
    (
        re.compile(r"^tenpai: riichi player seat (?P<seat>\d) must be tenpai at an exhaustive draw$"),
        gettext_lazy("%(seat)s declared riichi, so must be tenpai at the draw"),
    ),
    (
        re.compile(r"^wins: seat (?P<seat>\d) cannot ron their own discard$"),
        gettext_lazy("%(seat)s cannot ron their own discard"),
    ),
    (
        re.compile(r"^pao: liability applies to yakuman hands only$"),
        gettext_lazy("a liable player (pao) applies to yakuman hands only"),
    ),
    (
        re.compile(r"^wins: a triple ron is an abortive draw \(sanchahou\) under this ruleset$"),
        gettext_lazy("a triple ron is an abortive draw (sanchahou) under this ruleset"),
    ),
]

_FU = [
    (
        re.compile(r"^20 fu only happens with a closed tsumo pinfu$"),
        gettext_lazy("20 fu only happens with a closed tsumo pinfu"),
    ),
    (
        re.compile(r"^25 fu is chiitoitsu only.*$"),
        gettext_lazy("25 fu is chiitoitsu only, which needs a closed hand"),
    ),
    (
        re.compile(r"^a ron has at least 30 fu.*$"),
        gettext_lazy("a ron has at least 30 fu (or 25 with chiitoitsu)"),
    ),
    (re.compile(r"^chiitoitsu is always 25 fu.*$"), gettext_lazy("chiitoitsu is always 25 fu")),
    # the game services' refusals that reach the entry page
    (
        re.compile(r"^has final scores; clear them to enter the game hand by hand$"),
        gettext_lazy("The game has final scores; clear them to enter it hand by hand."),
    ),
    (
        re.compile(r"^is finished; undo its last hand to reopen it$"),
        gettext_lazy("The game is finished; undo its last hand to reopen it."),
    ),
]


def _value(key: str, value: str, names: Sequence[str]) -> str:
    if key in ("yaku", "a", "b"):
        return str(labels.yaku_label(value))
    if key == "reason":
        return str(labels.END_REASONS.get(value, value))
    if key in ("points", "need"):  # table points, grouped and signed as the page writes scores
        return score(int(value))
    if key == "seat" and value.isdigit() and int(value) < len(names):
        return names[int(value)]
    return value


def _problem(text: str, names: Sequence[str]) -> str:
    for shape, template in SHAPES:
        match = shape.match(text)
        if not match:
            continue
        if template is None:  # a fu reason
            rest = match.group("rest")
            for fu_shape, fu_template in _FU:
                if fu_shape.match(rest):
                    return _("fu: %(problem)s") % {"problem": fu_template}
            return text
        values = {k: _value(k, v, names) for k, v in match.groupdict().items()}
        return str(template) % values
    return text


def _known(text: str) -> bool:
    return any(shape.match(text) for shape, _template in SHAPES)


def _problems(text: str, names: Sequence[str]) -> list[str]:
    """The engine joins several problems with "; ", which one of its sentences also holds."""
    parts = text.split("; ")
    out: list[str] = []
    i = 0
    while i < len(parts):
        if i + 1 < len(parts) and _known(f"{parts[i]}; {parts[i + 1]}"):
            out.append(_problem(f"{parts[i]}; {parts[i + 1]}", names))
            i += 2
        else:
            out.append(_problem(parts[i], names))
            i += 1
    return out


def translate(message: str, names: Sequence[str]) -> str:
    """One engine reason in the page language, naming the player instead of the seat index."""
    record = _RECORD.match(message)
    if record:
        message = record.group(1)
    win = _WIN.match(message)
    if win:
        seat, rest = int(win.group(1)), win.group(2)
        problems = "; ".join(_problems(rest, names))
        who = names[seat] if seat < len(names) else str(seat)
        return _("%(name)s's hand: %(problems)s") % {"name": who, "problems": problems}
    return _problem(message, names)
