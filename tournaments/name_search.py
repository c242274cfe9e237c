"""Find my table: who a name or number typed on the round page finds. One rule, twice: here for the
page's ?q= (no script) and in static/js/find-table.js as the player types, which reads the keys the
page renders with `search_key`; keep the two `key_matches` alike.

A player's key is "#7 tanaka aiko", or "#7 田中 愛子 / tanaka aiko" for a name with a reading in
Latin letters: the number, then each spelling of the name as words (casefolded, accents folded, split
on anything but letters, marks and digits). A search finds the player when it is their number (#7 or
7), or, for one of the spellings, each word typed begins a word of the name in any order ("tanaka
aiko", "rossi, carla", "bao nguyen") or the letters typed run together in the name's ("田中愛子" for
田中 愛子, "oneil" for O'Neil, "naka" for Tanaka). Long vowels may be typed or not ("satou")."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from tournaments.folding import fold_accents
from tournaments.slugs import fold_kana, kana_reading, plain_vowels, romaji

SPELLINGS = " / "  # between the spellings of one player's name in a key
PLAYERS = "|"  # between the keys of the players of a table (a card's data-search)
_NUMBER = re.compile(r"#?([0-9]+)")


def name_words(text: str) -> list[str]:
    """The words of a name or a search as compared: full-width letters as plain ones, casefolded,
    without the accents of Latin letters, split on spaces, commas, apostrophes, hyphens, dots..."""
    folded = fold_kana(fold_accents(unicodedata.normalize("NFKC", text).casefold()))
    return "".join(c if unicodedata.category(c)[0] in "LMN" else " " for c in folded).split()


@lru_cache(maxsize=4096)
def search_key(name: str, number: int) -> str:
    """The player's key (module docstring): what the round page renders and both rules read."""
    spellings = [" ".join(name_words(name))]
    # a Japanese name's readings, in romaji and in kana ("" for others): typed either way
    for reading in (" ".join(name_words(romaji(name))), " ".join(name_words(kana_reading(name)))):
        if reading and reading not in spellings:
            spellings.append(reading)
    return f"#{number} " + SPELLINGS.join(spellings)


def key_matches(key: str, query: str) -> bool:
    """Whether the search `query` (as typed) finds the player of `key`; see the module docstring."""
    number, _, names = key.partition(" ")
    typed = unicodedata.normalize("NFKC", query).strip()
    wanted = _NUMBER.fullmatch(typed)
    if wanted:
        return int(wanted.group(1)) == int(number.lstrip("#"))
    words = name_words(typed)
    if not words:
        return False
    together = "".join(words)
    for spelling in names.split(SPELLINGS):
        have = spelling.split()
        if all(any(h.startswith((w, plain_vowels(w))) for h in have) for w in words):
            return True
        joined = "".join(have)
        if together in joined or plain_vowels(together) in joined:
            return True
    return False
