"""JSON read from outside (API bodies, the entry page, Tenhou records, the command line).

A "\\ud800" escape decodes to a lone UTF-16 surrogate: a Python str that no UTF-8 encoder accepts.
Stored, or repeated back in an error message, it made the answer itself fail to encode (a 500), and
a ruleset name holding one broke the public event list for everyone. Such text is refused as it
comes in."""

import re
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")

UNPAIRED_SURROGATE = "a string holds an unpaired surrogate (a \\ud800-\\udfff escape not part of a pair)"


def has_unpaired_surrogate(value: Any) -> bool:
    """True when any string or key in decoded JSON holds a lone surrogate. Iterative: the decoder
    accepts nesting close to the recursion limit."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False
