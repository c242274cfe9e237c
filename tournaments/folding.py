"""Names as people type them: without the accents of Latin letters (é -> e), kept for other scripts
(a Japanese voiced mark changes the letter)."""

import unicodedata


def fold_accents(text: str) -> str:
    kept: list[str] = []
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.combining(char) and kept and kept[-1] < "\u0250":
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))
