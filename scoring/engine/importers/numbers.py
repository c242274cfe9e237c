"""Numbers read from a record file: whole, finite and within a plausible range, or a ValueError naming
where they were found ("log[0][1][2]: must be a whole number, got inf").

A record is outside input: JSON may hold 1e400 (infinity), NaN, 25000.5 or a 400-digit integer, and XML
attributes any text. Nothing past these checks sees such a value.
"""

from __future__ import annotations

import math
import re
from typing import Any

POINTS = 10_000_000  # far beyond any real score, payment or game point total
_WHOLE_TEXT = re.compile(r"-?[0-9]{1,15}", re.ASCII)


def show(value: Any) -> str:
    """A value for a message, cut short (a record may hold a very long text or number)."""
    try:
        text = repr(value)
    except ValueError:  # an integer too long to print
        return "a number too long to print"
    return text if len(text) <= 40 else text[:37] + "..."


def whole(value: Any, where: str, low: int = -POINTS, high: int = POINTS) -> int:
    """A whole number in low..high (an integral float such as 25000.0 counts as whole)."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: must be a whole number, got {show(value)}")
    if not low <= value <= high:
        raise ValueError(f"{where}: {show(value)} is outside {low}..{high}")
    return value


def real(value: Any, where: str, low: float = -POINTS, high: float = POINTS) -> float:
    """A finite number in low..high."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{where}: must be a number, got {show(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{where}: must be a finite number, got {show(value)}")
    if not low <= value <= high:
        raise ValueError(f"{where}: {show(value)} is outside {low:g}..{high:g}")
    return float(value)


def whole_text(text: str, where: str, low: int = -POINTS, high: int = POINTS) -> int:
    """A whole number written in a text (an XML attribute): ASCII digits with an optional minus."""
    if not _WHOLE_TEXT.fullmatch(text.strip()):
        raise ValueError(f"{where}: {show(text)} is not a whole number")
    return whole(int(text), where, low, high)


def real_text(text: str, where: str, low: float = -POINTS, high: float = POINTS) -> float:
    """A finite decimal number written in a text ("-38.0"); never inf, nan or an exponent."""
    if not re.fullmatch(r"-?[0-9]{1,15}(\.[0-9]{1,15})?", text.strip(), re.ASCII):
        raise ValueError(f"{where}: {show(text)} is not a number")
    return real(float(text), where, low, high)
