"""Scripted seating: an organizer pastes the tables, we parse and check them.

Format (docs/seating.md): a line `Round N` starts a round (blank lines also separate rounds when no
header is used); every other non-empty line is one table, players in seat order East, South, West,
North, separated by spaces or commas, optionally prefixed `Table N:`. A player is an id from the
registered list or a name from `names` (on a line written with commas a name may hold spaces:
"Kim Linh, 3, ..."); `sub` (or `substitute`, `-`) is a substitute seat. `#` starts
a comment. Every error names its line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from tournaments.folding import fold_accents

ROUND_RE = re.compile(r"^\s*(?:round|r)\s*(\d+)\s*:?\s*$", re.IGNORECASE)
TABLE_PREFIX_RE = re.compile(r"^\s*(?:table|t)\s*\d+\s*[:.)]\s*", re.IGNORECASE)
SUB_TOKENS = {"sub", "substitute", "-"}


class SeatingScriptError(ValueError):
    """The pasted seating has problems; `errors` lists each one, naming its line."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("\n".join(errors))
        self.errors = errors


def parse_script(
    text: str,
    players: Sequence[int],
    names: Mapping[str, int] | None = None,
    rounds: int | None = None,
    may_leave_out: int = 0,
) -> list[list[list[int]]]:
    """Rounds of tables of player ids (substitute seats as -1, -2, ...); raises SeatingScriptError.
    Every player must be seated in every round, but for up to `may_leave_out` (who sit out)."""
    by_name = _Names(names or {})
    known = set(players)
    errors: list[str] = []
    parsed: list[tuple[int, list[tuple[int, list[int]]]]] = []  # (start line, [(line, table)])
    current: list[tuple[int, list[int]]] | None = None
    headers = any(ROUND_RE.match(line) for line in text.splitlines())
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            if not headers and current:
                current = None
            continue
        if ROUND_RE.match(line):
            current = []
            parsed.append((lineno, current))
            continue
        if current is None:
            current = []
            parsed.append((lineno, current))
        tokens = _tokens(TABLE_PREFIX_RE.sub("", line), by_name)
        table: list[int] = []
        for tok in tokens:
            if tok.casefold() in SUB_TOKENS:
                table.append(0)  # numbered per round below
            elif (found := by_name.get(tok)) is not None:
                table.append(found)
            elif re.fullmatch(r"\d+", tok) and int(tok) in known:
                table.append(int(tok))
            else:
                errors.append(f"line {lineno}: unknown player '{tok}'")
                table.append(0)  # placeholder so the table size is still checked
        if len(tokens) != 4:
            errors.append(f"line {lineno}: table has {len(tokens)} players, expected 4")
        current.append((lineno, table))
    if not parsed:
        raise SeatingScriptError(["line 1: no tables found"])
    if rounds is not None and len(parsed) != rounds:
        errors.append(f"line {parsed[-1][0]}: the script has {len(parsed)} rounds, expected {rounds}")
    result: list[list[list[int]]] = []
    for number, (start, tables) in enumerate(parsed, 1):
        if not tables:
            errors.append(f"line {start}: round {number} has no tables")
            continue
        first_seen: dict[int, int] = {}
        next_sub = -1
        out_tables = []
        for lineno, table in tables:
            out: list[int] = []
            for p in table:
                if p == 0:
                    out.append(next_sub)
                    next_sub -= 1
                    continue
                if p in first_seen and first_seen[p] == lineno:
                    errors.append(f"line {lineno}: player {p} is seated twice at this table")
                elif p in first_seen:
                    also = first_seen[p]
                    errors.append(
                        f"line {lineno}: player {p} is seated twice in round {number} (also line {also})"
                    )
                else:
                    first_seen[p] = lineno
                out.append(p)
            out_tables.append(out)
        missing = [p for p in players if p not in first_seen]
        if len(missing) > may_leave_out:
            shown = ", ".join(str(p) for p in missing[:10]) + (" ..." if len(missing) > 10 else "")
            limit = f"; at most {may_leave_out} may sit out" if may_leave_out else ""
            who = "player" if len(missing) == 1 else "players"
            errors.append(f"line {start}: round {number} does not seat {who} {shown}{limit}")
        result.append(out_tables)
    if errors:
        # in the order of the lines they name (a round's missing players are found after its tables)
        raise SeatingScriptError(sorted(errors, key=lambda e: int(e.split(":")[0].removeprefix("line "))))
    return result


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


class _Names:
    """Registered names to ids, found whatever the case and spacing, and without accents too when
    that leaves one player ("chloe" finds Chloé unless a Chloe is registered as well)."""

    def __init__(self, names: Mapping[str, int]) -> None:
        self.exact = {_name_key(k): v for k, v in names.items()}
        folded: dict[str, set[int]] = {}
        for k, v in names.items():
            folded.setdefault(fold_accents(_name_key(k)), set()).add(v)
        self.folded = {k: next(iter(v)) for k, v in folded.items() if len(v) == 1}

    def get(self, name: str) -> int | None:
        key = _name_key(name)
        found = self.exact.get(key)
        return found if found is not None else self.folded.get(fold_accents(key))


def _tokens(body: str, by_name: _Names) -> list[str]:
    """The line's players. Spaces separate them too, except that on a line written with commas a
    comma-separated field that is a whole registered name stays one player ("Kim Linh")."""
    fields = body.split(",") if "," in body else [body]
    tokens: list[str] = []
    for field in fields:
        if len(field.split()) > 1 and by_name.get(field) is not None:
            tokens.append(field.strip())
        else:
            tokens.extend(t for t in re.split(r"[\s;]+", field) if t)
    return tokens
