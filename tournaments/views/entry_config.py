"""What the hand-entry page's script is given: players, the outcomes and yaku the ruleset plays, the tile
pad, its words in the page language, and the URLs of the preview and save endpoints."""

from __future__ import annotations

import re
import uuid
from typing import Any
from urllib.parse import urlencode

from django.http import HttpRequest
from django.middleware.csrf import get_token
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext, pgettext_lazy

from scoring.engine.records import ABORT_KINDS
from scoring.engine.yaku import YAKU, yaku_allowed
from tournaments.models import Game
from tournaments.services.tournaments import tournament_ruleset
from tournaments.views import entry_options, labels

TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)] + ["0m", "0p", "0s"]
# Riichi itself comes from the "riichi declared" step (hand_payload adds it to a tile hand).
_DEALER_FLAGS = {"tenhou": True, "chiihou": False}
TILE_FLAGS = (
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
)


_SUITS = {
    "m": pgettext_lazy("tile of the characters suit, n = 1-9", "%(n)sm"),
    "p": pgettext_lazy("tile of the circles suit, n = 1-9", "%(n)sp"),
    "s": pgettext_lazy("tile of the bamboo suit, n = 1-9", "%(n)ss"),
}
_RED = {
    "m": pgettext_lazy("red five of the characters suit", "0m"),
    "p": pgettext_lazy("red five of the circles suit", "0p"),
    "s": pgettext_lazy("red five of the bamboo suit", "0s"),
}
_HONORS = {
    "1z": pgettext_lazy("honor tile: east wind", "E"),
    "2z": pgettext_lazy("honor tile: south wind", "S"),
    "3z": pgettext_lazy("honor tile: west wind", "W"),
    "4z": pgettext_lazy("honor tile: north wind", "N"),
    "5z": pgettext_lazy("honor tile: white dragon", "Wh"),
    "6z": pgettext_lazy("honor tile: green dragon", "Gr"),
    "7z": pgettext_lazy("honor tile: red dragon", "Rd"),
}


MELD_KINDS = {
    "chi": gettext_lazy("Chi"),
    "pon": gettext_lazy("Pon"),
    "kan": gettext_lazy("Open kan"),
    "ankan": gettext_lazy("Closed kan"),
    "kakan": gettext_lazy("Added kan"),
}


def tiles_text(notation: str) -> str:
    """Tiles written in the notation ("234m77z") as the tile pad labels them: "2m 3m 4m Rd Rd",
    "2萬 3萬 4萬 中 中" in Japanese."""
    names = tile_labels()
    return " ".join(
        names.get(digit + suit, digit + suit)
        for digits, suit in re.findall(r"(\d+)([mpsz])", notation)
        for digit in digits
    )


def sorted_tiles(notation: str) -> str:
    """The tiles of a notation by suit (m, p, s, honours) and number, a red five (0) beside the
    fives: "67855234s" as tapped reads "23455678s"."""
    tiles = [(suit, digit) for digits, suit in re.findall(r"(\d+)([mpsz])", notation) for digit in digits]
    tiles.sort(key=lambda tile: ("mpsz".index(tile[0]), "5" if tile[1] == "0" else tile[1], tile[1] != "0"))
    return "".join(digit + suit for suit, digit in tiles)


def hand_text(hand: dict[str, Any]) -> str:
    """A hand entered by its tiles, in words: the concealed tiles in order, then the calls and the
    winning tile ("2m 3m 4m … 8s + Pon Rd Rd Rd, winning tile 4s")."""
    parts = [tiles_text(sorted_tiles(hand.get("hand", ""))), *(meld_text(m) for m in hand.get("melds", []))]
    text = " + ".join(part for part in parts if part)
    if hand.get("win"):
        text += str(labels.LIST_SEPARATOR) + _("winning tile %(tile)s") % {"tile": tiles_text(hand["win"])}
    return text


def meld_text(meld: str) -> str:
    """A called set as the tile pad shows it: "Pon Rd Rd Rd" for "pon:777z"."""
    kind, _sep, tiles = meld.partition(":")
    if kind not in MELD_KINDS or not tiles:
        return meld
    return f"{MELD_KINDS[kind]} {tiles_text(tiles)}"


def tile_labels() -> dict[str, str]:
    """Each tile's label in the page language: English keeps the notation of the suits (1m, 0p) and
    names the honors (E, Wh: "5z" meant nothing at a table); a Japanese scorer reads 1萬, 赤5筒, 白."""
    labels: dict[str, str] = {}
    for tile in TILES:
        n, suit = tile[0], tile[1]
        if suit == "z":
            labels[tile] = str(_HONORS[tile])
        elif n == "0":
            labels[tile] = str(_RED[suit])
        else:
            labels[tile] = str(_SUITS[suit]) % {"n": n}
    return labels


def _kinds(ruleset: Any) -> list[dict[str, str]]:
    kinds = ["ron", "tsumo", "draw"]
    if ruleset.abortive_draws:
        kinds.append("abort")
    if ruleset.chombo != "none":  # Tenhou and Mahjong Soul have no chombo rule
        kinds.append("chombo")
    if ruleset.nagashi_mangan:
        kinds.append("nagashi")
    return [{"value": k, "label": str(labels.OUTCOMES[k])} for k in kinds]


def _abort_reasons(ruleset: Any) -> list[dict[str, str]]:
    """The abortive draws the rules allow; a triple ron is one wherever only a double ron is paid
    (the ledger's rule), even when the ruleset's list leaves it out."""
    return [
        {"value": kind, "label": str(labels.OUTCOMES.get(kind, kind))}
        for kind in ABORT_KINDS
        if kind in ruleset.abortive_draws or (kind == "sanchahou" and ruleset.multiple_ron == "double")
    ]


def _dora_label(ruleset: Any) -> str:
    """The dora count's label naming what it includes under these rules (WRC has no red fives)."""
    if ruleset.red_fives and ruleset.ura_dora:
        return _("Dora (red fives and ura included)")
    if ruleset.red_fives:
        return _("Dora (red fives included)")
    if ruleset.ura_dora:
        return _("Dora (ura included)")
    return _("Dora")


def entry_config(
    request: HttpRequest,
    game: Game,
    table: dict[str, Any],
    *,
    number: int,
    initial: dict[str, Any] | None,
    options: dict[str, Any] | None = None,
    was: str = "",
) -> dict[str, Any]:
    ruleset = tournament_ruleset(game.tournament)
    slug = game.tournament.slug
    return {
        "players": [
            {
                "seat": s["seat"],
                "name": s["name"],
                "wind": str(labels.wind_label(s["wind"])),
                "dealer": bool(s.get("dealer")),
            }
            for s in table["seats"]
        ],
        "kinds": _kinds(ruleset),
        "abort_reasons": _abort_reasons(ruleset),
        # "win": the only kind of win the yaku goes with (menzen tsumo: tsumo), so that the list drops
        # the others as soon as Ron or Tsumo is tapped, before the preview's answer comes
        "yaku": [{**y, "win": YAKU[y["name"]].win} for y in entry_options.yaku_catalogue(ruleset)],
        "tiles": TILES if ruleset.red_fives else TILES[:-3],
        "tile_labels": tile_labels(),  # the pad's buttons and the hand shown in the page language
        "red_fives": ruleset.red_fives,  # the pad stops offering a red five once all are placed
        # "win": the only kind of win a flag can go with (haitei: tsumo), or None; the pad hides the rest
        "flags": [
            # "dealer": whose win it can only be (tenhou the dealer's, chiihou another's), else None
            {
                "value": f,
                "label": str(labels.yaku_label(f)),
                "win": YAKU[f].win,
                "dealer": _DEALER_FLAGS.get(f),
            }
            for f in TILE_FLAGS
            if yaku_allowed(f, ruleset)  # ippatsu is not offered where the rules leave it out (JPML)
        ],
        "ura_dora": ruleset.ura_dora,  # the pad offers ura indicators only where they count
        "pao_enabled": bool(ruleset.pao),
        # head bump: one winner per ron, the player nearest the discarder (the picker takes one)
        "multiple_ron": ruleset.multiple_ron != "head_bump",
        # a third winner is offered only where a triple ron is paid (else it is an abortive draw)
        "max_winners": 3 if ruleset.multiple_ron == "all" else 2,
        "pao_hands": sorted(ruleset.pao),  # the liable-player picker shows once one of these is picked
        "max_dora": 12,
        "initial": initial,
        "was": was,  # an edited hand's record as this page saw it (games.record_digest)
        "options": options or {},  # the pickers' options for `initial`, as the preview would answer
        "number": number,
        "csrf": get_token(request),
        "idempotency_key": uuid.uuid4().hex,
        "urls": {
            "preview": reverse("hand_preview", args=[slug, game.pk])
            + f"?number={number}"
            + ("&edit=1" if initial is not None else ""),
            # signed out meanwhile: back to this page once signed in again
            "login": reverse("login") + "?" + urlencode({"next": request.get_full_path()}),
            "save": reverse("hand_save", args=[slug, game.pk])
            + f"?number={number}"
            + ("&edit=1" if initial is not None else ""),
        },
        "text": {
            "outcome": _("What happened"),
            # a third winner's button is greyed out: where it went is said (Tenhou, a walkthrough)
            "winners": _("Winner (two for a double ron; a triple ron is an abortive draw)")
            if ruleset.multiple_ron != "all"
            else _("Winner (two or three for a double or triple ron)"),
            "winner": _("Winner"),
            # head bump: two calling ron on one discard is no double ron; whom to pick is said
            "winner_ron": _(
                "Winner (if two players call ron, only the one next after the discarder in turn order wins)"
            )
            if ruleset.multiple_ron == "head_bump"
            else _("Winner"),
            "discarder": _("Dealt in"),
            "offender": _("Who made the chombo"),
            "reason": _("Kind of abortive draw"),
            "nagashi": _("Nagashi mangan by"),
            "tenpai": _("Tenpai at the draw"),
            "nobody_tenpai": _("Nobody tenpai"),
            "tenpai_needed": _("Pick who was tenpai: tick them, or Nobody tenpai."),
            "riichi_tenpai": _("A player in riichi is tenpai: untick the riichi to change it."),
            "riichi": _("Riichi declared this hand"),
            "riichi_void": _(
                "If %s dealt in with the very tile that declared riichi, the riichi does not stand: "
                "untick them (no stick is paid)."
            ),
            "hand_of": _("Hand of %s"),
            "carried": _("Kept from %s's hand (yaku, dora, han, fu): check them."),
            "quick": _("Han and fu"),
            "tiles": _("Tiles"),
            "hand": pgettext("a player's tiles", "Hand"),
            "closed": _("Closed"),
            "open": _("Open (called)"),
            "yaku": _("Yaku"),
            "yakuman_short": _("Y"),
            "yakuman_more": _("Yakuman"),
            "dora": _dora_label(ruleset),
            "han": _("Han"),
            "fu": _("Fu"),
            "pao": _("Liable player (pao), if any"),
            "tiles_hand": _("Concealed tiles, winning tile last"),
            "win_tile": _("winning tile %(tile)s"),
            "backspace": _("Remove last"),
            "clear": _("Clear"),
            "melds": _("Called sets"),
            "dora_indicators": _("Dora indicators"),
            "ura_indicators": _("Ura dora indicators"),
            "situation": _("Situation"),
            "tap_adds_to": _("A tapped tile goes to"),
            "target_hand": pgettext("a player's tiles", "Hand"),
            "set_chi": str(MELD_KINDS["chi"]),
            "chi_hint": _("Tap the lowest tile of the run: 3m makes chi 345m."),
            "target_dora": _("Dora"),
            "target_ura": _("Ura dora"),
            "set_pon": str(MELD_KINDS["pon"]),
            "set_kan": str(MELD_KINDS["kan"]),
            "set_ankan": str(MELD_KINDS["ankan"]),
            "set_kakan": str(MELD_KINDS["kakan"]),
            "none": _("none"),
            "pick": _("Pick what happened to see the payments."),
            "incomplete": _("Still to pick:"),
            "illegal": _("This hand cannot be saved:"),
            "signed_out": _(
                "You are signed out (the session ended): sign in again; what you picked here comes back."
            ),
            "sign_in": _("Sign in"),
            "restored": _("What you had picked for this hand is back (the page was reloaded)."),
            "offline": _(
                "No answer from the server: the hand may not be saved yet. Tap Save again once the "
                "connection is back (it is never stored twice)."
            ),
            "not_saved": _("Not saved."),
            "reload": _("Reload the game"),
        },
    }
