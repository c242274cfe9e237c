"""Error messages that say back what was sent, kept short: used by every API answer (the event API's
exception handler and the hand calculator's own 400s)."""

import re

# A message says back what was sent ("unknown characters 'xxx...'"): a value of 5,000 characters
# came back whole, twice. A quoted value or run without a space of more than LONG characters is cut
# to its first SHOWN characters and an ellipsis (one a service cut already, to 50, stays as it is).
SHOWN = 40
LONG = 60
# a quote opens after no letter and closes before none (the apostrophe of "player's" does neither)
_QUOTED = re.compile(rf"(?<!\w)'([^'\n]{{{LONG + 1},}})'(?!\w)|(?<!\w)\"([^\"\n]{{{LONG + 1},}})\"(?!\w)")
_LONG_WORD = re.compile(rf"[^\s'\"]{{{LONG + 1},}}")


def clip(message: str) -> str:
    """`message` with every long value it quotes (or long run of characters) cut to SHOWN + "…"."""

    def quoted(match: re.Match[str]) -> str:
        mark = "'" if match.group(1) is not None else '"'
        return f"{mark}{(match.group(1) or match.group(2))[:SHOWN]}…{mark}"

    message = _QUOTED.sub(quoted, message)
    return _LONG_WORD.sub(lambda m: m.group(0)[:SHOWN] + "…", message)
