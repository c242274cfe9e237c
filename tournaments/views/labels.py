"""Translated labels for the codes the models and the engine store (statuses, winds, outcomes, yaku).

The stored values stay English API strings; pages show these labels in the viewer's language.
Yaku are keyed by the engine's canonical names; each language uses the names its players use
(Japanese: kanji; Vietnamese players mostly say the Japanese romaji names).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tournaments.services.registrations import CJK

WINDS: dict[str, Promise] = {
    "E": pgettext_lazy("seat wind", "E"),
    "S": pgettext_lazy("seat wind", "S"),
    "W": pgettext_lazy("seat wind", "W"),
    "N": pgettext_lazy("seat wind", "N"),
}
WIND_ORDER = ("E", "S", "W", "N")

STATUS: dict[str, Promise] = {
    "setup": _("Setup"),
    "running": _("Running"),
    "finished": _("Finished"),
    "pending": _("Not seated"),
    "seated": _("Seated"),
    "playing": _("In play"),
    "public": _("Public"),
    "private": _("Private"),
    "tournament": _("Tournament"),
    "league": _("League"),
    "hands": _("Hand by hand"),
    "final": _("Final scores only"),
    "active": _("Active"),
    "dropped": _("Dropped out"),
    "owner": _("Owner"),
    "organizer": _("Co-organizer"),
    "scorer": _("Scorer"),
}

OUTCOMES: dict[str, Promise] = {
    "ron": _("Ron"),
    "tsumo": _("Tsumo"),
    "draw": _("Draw"),
    "abort": _("Abortive draw"),
    "chombo": _("Chombo"),
    "nagashi": _("Nagashi mangan"),
    "kyuushu": _("Nine terminals"),
    "suufon": _("Four winds"),
    "suucha_riichi": _("Four riichi"),
    "suukaikan": _("Four kans"),
    "sanchahou": _("Triple ron"),
    "mangan": _("Mangan"),
    "haneman": _("Haneman"),
    "baiman": _("Baiman"),
    "sanbaiman": _("Sanbaiman"),
    "yakuman": _("Yakuman"),
    "kazoe yakuman": _("Counted yakuman"),
    "double yakuman": _("Double yakuman"),
    "triple yakuman": _("Triple yakuman"),
}

# Canonical yaku name -> English label. Translations in locale/*/LC_MESSAGES/django.po.
YAKU: dict[str, Promise] = {
    "riichi": pgettext_lazy("yaku", "Riichi"),
    "double_riichi": pgettext_lazy("yaku", "Double riichi"),
    "open_riichi": pgettext_lazy("yaku", "Open riichi"),
    "double_open_riichi": pgettext_lazy("yaku", "Double open riichi"),
    "ippatsu": pgettext_lazy("yaku", "Ippatsu"),
    "menzen_tsumo": pgettext_lazy("yaku", "Menzen tsumo"),
    "pinfu": pgettext_lazy("yaku", "Pinfu"),
    "iipeikou": pgettext_lazy("yaku", "Iipeikou"),
    "tanyao": pgettext_lazy("yaku", "Tanyao"),
    "yakuhai_haku": pgettext_lazy("yaku", "Yakuhai: white dragon"),
    "yakuhai_hatsu": pgettext_lazy("yaku", "Yakuhai: green dragon"),
    "yakuhai_chun": pgettext_lazy("yaku", "Yakuhai: red dragon"),
    "seat_wind": pgettext_lazy("yaku", "Yakuhai: seat wind"),
    "round_wind": pgettext_lazy("yaku", "Yakuhai: round wind"),
    "haitei": pgettext_lazy("yaku", "Haitei"),
    "houtei": pgettext_lazy("yaku", "Houtei"),
    "rinshan": pgettext_lazy("yaku", "Rinshan kaihou"),
    "chankan": pgettext_lazy("yaku", "Chankan"),
    "sanshoku": pgettext_lazy("yaku", "Sanshoku doujun"),
    "ittsu": pgettext_lazy("yaku", "Ittsu"),
    "chanta": pgettext_lazy("yaku", "Chanta"),
    "chiitoitsu": pgettext_lazy("yaku", "Chiitoitsu"),
    "toitoi": pgettext_lazy("yaku", "Toitoi"),
    "sanankou": pgettext_lazy("yaku", "Sanankou"),
    "sanshoku_doukou": pgettext_lazy("yaku", "Sanshoku doukou"),
    "sankantsu": pgettext_lazy("yaku", "Sankantsu"),
    "honroutou": pgettext_lazy("yaku", "Honroutou"),
    "shousangen": pgettext_lazy("yaku", "Shousangen"),
    "sanrenkou": pgettext_lazy("yaku", "Sanrenkou"),
    "junchan": pgettext_lazy("yaku", "Junchan"),
    "ryanpeikou": pgettext_lazy("yaku", "Ryanpeikou"),
    "honitsu": pgettext_lazy("yaku", "Honitsu"),
    "chinitsu": pgettext_lazy("yaku", "Chinitsu"),
    "nagashi_mangan": pgettext_lazy("yaku", "Nagashi mangan"),
    "renhou": pgettext_lazy("yaku", "Renhou"),
    "dora": pgettext_lazy("yaku", "Dora"),
    "aka_dora": pgettext_lazy("yaku", "Red fives"),
    "ura_dora": pgettext_lazy("yaku", "Ura dora"),
    "kokushi": pgettext_lazy("yaku", "Kokushi musou"),
    "kokushi_juusanmen": pgettext_lazy("yaku", "Kokushi musou, 13-sided wait"),
    "suuankou": pgettext_lazy("yaku", "Suuankou"),
    "suuankou_tanki": pgettext_lazy("yaku", "Suuankou, single wait"),
    "daisangen": pgettext_lazy("yaku", "Daisangen"),
    "shousuushii": pgettext_lazy("yaku", "Shousuushii"),
    "daisuushii": pgettext_lazy("yaku", "Daisuushii"),
    "tsuuiisou": pgettext_lazy("yaku", "Tsuuiisou"),
    "chinroutou": pgettext_lazy("yaku", "Chinroutou"),
    "ryuuiisou": pgettext_lazy("yaku", "Ryuuiisou"),
    "chuuren_poutou": pgettext_lazy("yaku", "Chuuren poutou"),
    "junsei_chuuren": pgettext_lazy("yaku", "Junsei chuuren poutou"),
    "suukantsu": pgettext_lazy("yaku", "Suukantsu"),
    "tenhou": pgettext_lazy("yaku", "Tenhou"),
    "chiihou": pgettext_lazy("yaku", "Chiihou"),
    "daisharin": pgettext_lazy("yaku", "Daisharin"),
    "daichisei": pgettext_lazy("yaku", "Daichisei"),
    "suurenkou": pgettext_lazy("yaku", "Suurenkou"),
    "paarenchan": pgettext_lazy("yaku", "Paarenchan"),
    "open_riichi_ron": pgettext_lazy("yaku", "Ron on an open riichi"),
}


def wind_label(value: Any) -> Promise | str:
    if isinstance(value, int) and 0 <= value < 4:
        value = WIND_ORDER[value]
    return WINDS.get(str(value), str(value))


_YAKU_ORDER = {name: index for index, name in enumerate(YAKU)}


def yaku_in_order(names: Sequence[str]) -> list[str]:
    """Yaku as players list them (riichi first, then by the usual table: ippatsu, menzen tsumo,
    pinfu, ...), not in the order they were picked or by their names; dora and unknown names last."""
    return sorted(names, key=lambda name: _YAKU_ORDER.get(name, len(_YAKU_ORDER)))


def yaku_label(name: str) -> Promise | str:
    """The yaku's usual name in the page's language; unknown names shown as stored, readable."""
    return YAKU.get(name, name.replace("_", " ").capitalize())


TENPAI = _("tenpai")

GAME_STATUS: dict[str, Promise] = {
    "pending": _("Not started"),
    "running": _("In play"),  # as its round says (a game read "Running" in a round "In play")
    "finished": _("Finished"),
}

END_REASONS: dict[str, Promise] = {
    "bust": _("a player went below zero"),
    "target reached": _("a player reached the target score"),
    "agari-yame": _("the last dealer won while leading"),
    "tenpai-yame": _("the last dealer stopped while leading"),
    "last hand": _("the last hand was played"),
    "ended by organizer": _("ended before its last hand (time limit)"),
    "final scores entered": _("final scores entered"),
}

# a hand under a chart's axis: "E1" (East 1) with the round wind's first letter in the page language
ROUND_MARKS: dict[str, Promise] = {
    "E": pgettext_lazy("chart mark of a hand in the east round", "E%(n)s"),
    "S": pgettext_lazy("chart mark of a hand in the south round", "S%(n)s"),
    "W": pgettext_lazy("chart mark of a hand in the west round", "W%(n)s"),
    "N": pgettext_lazy("chart mark of a hand in the north round", "N%(n)s"),
}

ROUND_WINDS: dict[str, Promise] = {
    "E": pgettext_lazy("round wind", "East"),
    "S": pgettext_lazy("round wind", "South"),
    "W": pgettext_lazy("round wind", "West"),
    "N": pgettext_lazy("round wind", "North"),
}

AUDIT: dict[str, Promise] = {
    "game_record_hand": _("hand entered"),
    "game_undo_last_hand": _("hand undone"),
    "game_edit_hand": _("hand changed"),
    "game_record_final_scores": _("final scores entered"),
    "game_finish": _("game ended early"),
    "game_resume": _("game resumed"),
    "game_clear_final_scores": _("final scores cleared"),
    "game_import_tenhou": _("game imported from Tenhou"),
    "games_entry_mode": _("how results are entered changed"),
    "player_register": _("player registered"),
    "players_register_csv": _("players registered from a list"),
    "registration_drop": _("player dropped out"),
    "registration_delete": _("registration removed"),
    "registration_reinstate": _("player back from a drop-out"),
    "registration_set_team": _("team changed"),
    "registration_update": _("player details changed"),
    "team_merge": _("teams named alike merged"),
    "registration_link_account": _("account changed"),
    "tournament_update_ruleset": _("rules changed"),
    "tournament_member_set": _("staff role given"),
    "tournament_member_remove": _("staff role removed"),
    "tournament_update": _("event details changed"),
    "tournament_finish": _("event finished"),
    "tournament_reopen": _("event reopened"),
    "round_create": _("round added"),
    "round_set_tables": _("round seated"),
    "round_sit_out": _("players sitting out"),
    "round_finish": _("round finished"),
    "round_reopen": _("round reopened"),
    "round_delete": _("round removed"),
    "substitute_seat": _("substitute seated"),
    "penalty_add": _("penalty given"),
    "penalty_cancel": _("penalty cancelled"),
}

# final scores entered again over earlier ones: the same action, told apart by what it replaced
FINAL_SCORES_CORRECTED = _("final scores corrected")


def audit_label(action: str, before: object = None) -> str:
    """What an audit entry did, in the page language ("final scores corrected" when they replaced
    others: the trail showed a correction as a second "final scores entered")."""
    if action == "game_record_final_scores" and before:
        return str(FINAL_SCORES_CORRECTED)
    return str(AUDIT.get(action, action.replace("_", " ")))


AUDIT_TARGETS: dict[str, Promise] = {
    "event": _("event"),
    "final scores": _("final scores"),
    "game": _("game"),
    "games without results": _("games without results"),
    "ruleset": _("rules"),
}
_TARGET_SHAPES: list[tuple[re.Pattern[str], Promise]] = [
    (re.compile(r"^hand (?P<n>\d+)$"), _("hand %(n)s")),
    (re.compile(r"^(?P<n>\d+) hands$"), _("%(n)s hands")),
    (re.compile(r"^penalty (?P<n>\d+)$"), _("penalty %(n)s")),
    (re.compile(r"^player (?P<n>\d+)$"), _("player %(n)s")),
    (re.compile(r"^players (?P<a>\d+)-(?P<b>\d+)$"), _("players %(a)s–%(b)s")),
    (re.compile(r"^round (?P<n>\d+)$"), _("round %(n)s")),
    (re.compile(r"^round (?P<r>\d+) table (?P<t>\d+) (?P<w>[ESWN])$"), _("round %(r)s, table %(t)s, %(w)s")),
]


def by_shape(
    text: str,
    shapes: Sequence[tuple[re.Pattern[str], Any]],
    convert: Mapping[str, Callable[[str], str]] | None = None,
) -> str | None:
    """The template of the first shape `text` matches, in the page's language, filled with the
    shape's named groups (each passed through `convert` where it names one); None if none matches.
    The messages of services, rulesets and the audit trail are translated this way."""
    for shape, template in shapes:
        match = shape.match(text)
        if match:
            convert = convert or {}
            values = {k: convert[k](v) if k in convert else v for k, v in match.groupdict().items()}
            return str(template) % values
    return None


def audit_target(target: str) -> Promise | str:
    """What an audit entry changed ("player 15", "round 4 table 2 E"), in the page's language."""
    if target in AUDIT_TARGETS:
        return AUDIT_TARGETS[target]
    found = by_shape(target, _TARGET_SHAPES, {"w": lambda wind: str(wind_label(wind))})
    return target if found is None else found


def whole_name(name: str) -> str:
    """A CJK name kept on one line ("山田 太郎" broke as 山田 / 太郎 in a phone's narrow column): its
    spaces made no-break. Such names are short; a Latin name still breaks between its words."""
    if len(name) <= 20 and CJK.search(name):
        return re.sub(r"[ \u3000]", "\u00a0", name)
    return name


# between the items of a list in the page's language: "riichi, pinfu" / "立直、平和"
LIST_SEPARATOR = pgettext_lazy("between the items of a list", ", ")


def list_join(items: Any) -> str:
    return str(LIST_SEPARATOR).join(str(item) for item in items)
