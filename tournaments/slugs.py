"""Event slugs (the /t/<slug>/ of every link) from names in any script: Japanese is read in Hepburn
romaji (東京リーグ -> toukyou-riigu), other scripts are transliterated (Đà Nẵng -> da-nang), so a
name never collapses to nothing."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import Any

from anyascii import anyascii
from django.utils.text import slugify

# kana, CJK ideographs and the iteration mark: text pykakasi reads
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3005\u4e00-\u9fff\uf900-\ufaff]")
_JAPANESE_RUN = re.compile(_JAPANESE.pattern + "+")


# names of the game's places that the dictionary reads word by word (天鳳 as "ten ootori")
_NAMES = {"天鳳": " tenhou ", "雀魂": " jantama ", "麻雀": " maajan "}


@cache
def _kakasi() -> Any:
    import pykakasi  # its dictionaries take a moment to load: only when a name needs them

    return pykakasi.kakasi()


def slug_from_name(name: str) -> str:
    """A URL slug for `name` (lowercase ASCII letters, digits, hyphens), or "" when nothing is left."""
    name = unicodedata.normalize("NFKC", name)  # full-width ｒｉｉｃｈｉ is riichi
    if _JAPANESE.search(name):
        for word, reading in _NAMES.items():
            name = name.replace(word, reading)
        # only the Japanese runs go to the dictionary: it cut "Giải" into "gi-a-i" and lost an emoji
        name = _JAPANESE_RUN.sub(lambda run: f" {_reading(run.group())} ", name)
    return slugify(anyascii(name))


def _reading(text: str) -> str:
    return " ".join(part["hepburn"] or part["orig"] for part in _kakasi().convert(text))


# old or variant forms of kanji common in names, read and searched as the form phones type (髙橋 is
# found by 高橋; the dictionary has no reading for 髙); the same list is in static/js/find-table.js
KANJI_VARIANTS = {
    "髙": "高",
    "﨑": "崎",
    "邊": "辺",
    "邉": "辺",
    "濵": "浜",
    "濱": "浜",
    "德": "徳",
    "齋": "斎",
    "齊": "斉",
    "澤": "沢",
    "嶋": "島",
    "櫻": "桜",
    "廣": "広",
    "國": "国",
}
_VARIANTS = str.maketrans(KANJI_VARIANTS)
# katakana (ァ..ヶ) one code point block above hiragana: タナカ is searched as たなか
_KATAKANA = {code: code - 0x60 for code in range(0x30A1, 0x30F7)}


def fold_kana(text: str) -> str:
    """Variant kanji as their common form and katakana as hiragana: how names are compared."""
    return text.translate(_VARIANTS).translate(_KATAKANA)


@lru_cache(maxsize=4096)
def kana_reading(name: str) -> str:
    """A Japanese name read in hiragana ("佐藤 春香" -> "さとう はるか"), for sorting in gojūon order and
    for a search typed in kana; "" for a name with no Japanese in it."""
    name = unicodedata.normalize("NFKC", name).translate(_VARIANTS)
    if not _JAPANESE.search(name):
        return ""
    return fold_kana("".join(part["hira"] or part["orig"] for part in _kakasi().convert(name)))


@lru_cache(maxsize=4096)
def romaji(name: str) -> str:
    """A Japanese name read in Hepburn romaji without long vowels, as people type it on a phone
    ("佐藤 春香" -> "sato haruka", "大野" -> "ono"); "" for a name with no Japanese in it. Given names
    may be read otherwise than the person says them (the dictionary's reading); surnames mostly not."""
    name = unicodedata.normalize("NFKC", name).translate(_VARIANTS)
    if not _JAPANESE.search(name):
        return ""
    reading = "".join(part["hepburn"] or part["orig"] for part in _kakasi().convert(name))
    return plain_vowels(reading.casefold())


def plain_vowels(text: str) -> str:
    """Long vowels as typed without marks: "satou", "oono", "yuuki" -> "sato", "ono", "yuki"."""
    return text.replace("ou", "o").replace("oo", "o").replace("uu", "u")
