"""Names as people type them: without the accents of Latin letters (é -> e), kept for other scripts
(a Japanese voiced mark changes the letter)."""

import unicodedata

# Latin letters whose stroke is no accent to Unicode (Søren, Đặng, Łukasz): typed as the plain letter
_STROKES = str.maketrans({"ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "ħ": "h", "ı": "i"})


def fold_accents(text: str) -> str:
    text = text.translate(_STROKES)
    kept: list[str] = []
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.combining(char) and kept and kept[-1] < "\u0250":
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))
