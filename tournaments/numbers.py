"""Whole numbers typed or posted as text.

str.isdigit() is True for "²" and other Unicode digits that int() refuses (a 500 wherever a check
used it), and int() gives up on more than 4,300 digits: only a short run of ASCII digits is read."""

import re

_WHOLE = re.compile(r"-?[0-9]+")


def ascii_int(text: str, *, digits: int = 9, signed: bool = False) -> int | None:
    """The number `text` spells in ASCII digits (a leading "-" when `signed`), at most `digits`
    of them; None for anything else."""
    text = text.strip()
    if not _WHOLE.fullmatch(text) or (text.startswith("-") and not signed):
        return None
    return int(text) if len(text.lstrip("-")) <= digits else None
