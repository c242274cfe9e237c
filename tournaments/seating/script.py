"""Scripted seating: an organizer pastes the tables, we parse and check them.

Format (docs/seating.md): a line `Round N` starts a round (blank lines also separate rounds when no
header is used); every other non-empty line is one table, players in seat order East, South, West,
North, optionally prefixed `Table N:`. A player is an id from the registered list or a name from
`names`, or the first word of one name when no other name starts with it ("Ivan" for Ivan Petrov);
`sub` (or `substitute`, `-`, 代打ち, dự bị) is a substitute seat. On a line written with commas or
semicolons only they separate the players, so a name may hold spaces ("Kim Linh, 3, ..."); on a
line written with spaces alone, the longest run of words that is a registered name is one player.
A word of digits alone is always one player number: never joined to the next word to make a name or
a number ("2 4" is players 2 and 4, on any line), nor the first word of a name of several words
(a name may end with one: "Player 5").
`#` starts a comment. Every error names its line; an unknown name comes with the closest registered one (on a
line written with spaces, a misspelt name of several words is read whole when it is close to a
registered name of as many words: "Chen Wie" for Chen Wei). A name that is not found (unknown or
ambiguous) is reported once: the players it may stand for are not reported again as not seated.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Mapping, Sequence

from tournaments.folding import fold_accents

# the site's languages: Round 2 / Vòng 2 / 第2回戦, Table 3: / Bàn 3: / 卓3: or 3卓:
ROUND_RE = re.compile(r"^\s*(?:(?:round|r|vòng|vong)\s*(\d+)|第?\s*(\d+)\s*回戦)\s*[:：]?\s*$", re.IGNORECASE)
TABLE_PREFIX_RE = re.compile(
    r"^\s*(?:(?:table|t|bàn|ban|卓)\s*\d+|第?\s*\d+\s*卓)\s*[:.)：]\s*", re.IGNORECASE
)
SUB_TOKENS = {"sub", "substitute", "-", "代打ち"}
# Vietnamese "dự bị" (a substitute) is two words: read as one token before the line is split
DU_BI_RE = re.compile(r"(?<!\w)dự\s+bị(?!\w)", re.IGNORECASE)
SEPARATORS_RE = re.compile(r"[,;]")
# how close (difflib's ratio) words on a line written with spaces must be to a registered name of as
# many words to be read as that name misspelt ("chen wie" is 0.875 from "chen wei")
MISSPELT_CUTOFF = 0.8
# a paste of thousands of unknown words says the first problems and how many more, not each one
MAX_ERRORS = 50
# no player number is longer; int() of a longer one is slow, and past 4300 digits refused (ValueError)
MAX_NUMBER_DIGITS = 18
# a token said back in an error is cut to this many characters (a paste may hold a 100,000-digit word)
MAX_SHOWN = 50
# names looked for among the registered ones (each a difflib pass over them all) before the search
# stops suggesting: 14,000 unknown words took 25 s for 200 players, to list 50 of them
MAX_SUGGESTION_SEARCHES = 300


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
    unavailable: Mapping[str, str] | None = None,
    substitutes: Sequence[int] = (),
) -> list[list[list[int]]]:
    """Rounds of tables of player ids (substitute seats as -1, -2, ...); raises SeatingScriptError.
    Every player must be seated in every round, but for up to `may_leave_out` (who sit out).
    `unavailable` maps the numbers and names of players who cannot be seated to why ("has dropped
    out"), said instead of "unknown player". `substitutes` are the numbers of registered
    substitutes: a table may seat one by number, but no round has to."""
    # one form for accented letters: "Bàn" typed as a + combining grave (some Vietnamese keyboards,
    # text copied from a PDF) is the same word
    text = DU_BI_RE.sub("sub", unicodedata.normalize("NFC", text))
    by_name = _Names(names or {}, unavailable or {})
    known = {*players, *substitutes}
    errors: list[str] = []
    # (start line, [(line, table, the players each name not found may stand for)])
    parsed: list[tuple[int, list[tuple[int, list[int], list[set[int]]]]]] = []
    current: list[tuple[int, list[int], list[set[int]]]] | None = None
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
        table, problems, unresolved = _table(TABLE_PREFIX_RE.sub("", line), by_name, known)
        errors.extend(f"line {lineno}: {problem}" for problem in problems)
        if len(table) != 4:
            errors.append(f"line {lineno}: table has {len(table)} players, expected 4")
        current.append((lineno, table, unresolved))
    if not parsed:
        raise SeatingScriptError(["line 1: no tables found"])
    if rounds is not None and len(parsed) != rounds:
        errors.append(f"line {parsed[-1][0]}: the script has {len(parsed)} rounds, expected {rounds}")
    result: list[list[list[int]]] = []
    for number, (start, tables) in enumerate(parsed, 1):
        # one round being seated (a round of an event: its 2nd, say) is "the seating", not "round 1"
        which = "the seating" if rounds == 1 else f"round {number}"
        if not tables:
            errors.append(f"line {start}: {which} has no tables")
            continue
        first_seen: dict[int, int] = {}
        next_sub = -1
        out_tables = []
        for lineno, table, _ in tables:
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
                    twice = "" if rounds == 1 else f" in round {number}"
                    errors.append(f"line {lineno}: player {p} is seated twice{twice} (also line {also})")
                else:
                    first_seen[p] = lineno
                out.append(p)
            out_tables.append(out)
        missing = [p for p in players if p not in first_seen]
        # a name not found stands for one of the players left out: those it may stand for are not
        # reported again, unless more players are left out than such names (and sit-outs) explain
        unresolved = [candidates for _, _, on_line in tables for candidates in on_line]
        if len(missing) > may_leave_out + len(unresolved):
            missing = _not_meant(missing, unresolved)
            shown = ", ".join(str(p) for p in missing[:10]) + (" ..." if len(missing) > 10 else "")
            limit = f"; at most {may_leave_out} may sit out" if may_leave_out else ""
            who = "player" if len(missing) == 1 else "players"
            # about the whole round: on its header line, or (a round without one) on no line at all
            where = f"line {start}: " if headers else ""
            errors.append(f"{where}{which} does not seat {who} {shown}{limit}")
        result.append(out_tables)
    if errors:
        # in the order of the lines they name (a round's missing players are found after its tables)
        raise SeatingScriptError(_first_errors(sorted(errors, key=_line_of)))
    return result


def _first_errors(errors: list[str]) -> list[str]:
    """The first MAX_ERRORS errors, then how many more there are (when there are more)."""
    if len(errors) <= MAX_ERRORS:
        return errors
    return [*errors[:MAX_ERRORS], f"... and {len(errors) - MAX_ERRORS} more problems"]


def _line_of(error: str) -> float:
    """The line an error names (one about no line in particular goes last)."""
    head = error.split(":")[0]
    return int(head.removeprefix("line ")) if head.startswith("line ") else float("inf")


def _not_meant(missing: list[int], unresolved: list[set[int]]) -> list[int]:
    """The players of `missing` less those the names not found stand for: a misspelt name the player
    it was suggested for, an ambiguous one one of its players (a name with no suggestion, none)."""
    left = list(missing)
    for candidates in unresolved:
        if (meant := next((p for p in left if p in candidates), None)) is not None:
            left.remove(meant)
    return left


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


class _Names:
    """Registered names to ids, found whatever the case and spacing, and without accents too when
    that leaves one player ("chloe" finds Chloé unless a Chloe is registered as well). A name's
    first word alone finds its player the same way, when no other name starts with it."""

    def __init__(self, names: Mapping[str, int], unavailable: Mapping[str, str]) -> None:
        self.exact = {_name_key(k): v for k, v in names.items()}
        self.unavailable = {fold_accents(_name_key(k)): why for k, why in unavailable.items()}
        folded: dict[str, set[int]] = {}
        for k, v in names.items():
            folded.setdefault(fold_accents(_name_key(k)), set()).add(v)
        self.folded = {k: next(iter(v)) for k, v in folded.items() if len(v) == 1}
        # the name without its spaces (田中花子 for 田中 花子), when that still names one player
        compact: dict[str, set[int]] = {}
        for k, v in names.items():
            compact.setdefault(fold_accents(_name_key(k)).replace(" ", ""), set()).add(v)
        self.compact = {k: next(iter(v)) for k, v in compact.items() if len(v) == 1}
        self.longest = max((len(k.split()) for k in self.exact), default=0)
        self.shown: dict[int, str] = {}
        self.first: dict[str, list[int]] = {}
        self.first_folded: dict[str, list[int]] = {}
        self.by_folded: dict[str, str] = {}  # folded name -> the name as registered, for suggestions
        self.ids_folded: dict[str, set[int]] = {}  # folded name -> the players of that name
        self.searches = 0  # suggestions looked for so far (MAX_SUGGESTION_SEARCHES)
        for k, v in names.items():
            self.shown.setdefault(v, " ".join(k.split()))
            self.by_folded.setdefault(fold_accents(_name_key(k)), " ".join(k.split()))
            self.ids_folded.setdefault(fold_accents(_name_key(k)), set()).add(v)
            if (words := _name_key(k).split()) and v not in self.first.get(words[0], []):
                self.first.setdefault(words[0], []).append(v)
            if (words := fold_accents(_name_key(k)).split()) and v not in self.first_folded.get(words[0], []):
                self.first_folded.setdefault(words[0], []).append(v)

    def get(self, name: str) -> int | None:
        key = _name_key(name)
        found = self.exact.get(key)
        if found is None:
            found = self.folded.get(fold_accents(key))
        if found is not None:
            return found
        # the words run together (田中花子 for 田中 花子), but never a number with its neighbour: "2 4"
        # is players 2 and 4, not a substitute numbered 24 (a walkthrough's `21 17 2 4`)
        if len(words := key.split()) > 1 and any(_is_number(w) for w in words):
            return None
        return self.compact.get(fold_accents(key).replace(" ", ""))

    def by_first_word(self, word: str) -> list[int]:
        """The players whose name starts with the one word `word` (none for several words)."""
        key = _name_key(word)
        if not key or " " in key:
            return []
        return self.first.get(key) or self.first_folded.get(fold_accents(key), [])

    def closest(self, name: str) -> tuple[str, set[int]] | None:
        """The registered name closest to `name` (compared without case and accents), if one is close,
        and the players of that name."""
        if not self._may_search():
            return None
        close = difflib.get_close_matches(fold_accents(_name_key(name)), list(self.by_folded), n=1)
        return (self.by_folded[close[0]], self.ids_folded[close[0]]) if close else None

    def _may_search(self) -> bool:
        self.searches += 1
        return self.searches <= MAX_SUGGESTION_SEARCHES

    def misspelt(self, words: Sequence[str]) -> tuple[str, set[int]] | None:
        """The registered name of as many words that `words` read together are very close to (a typo
        in a name written on a line with spaces), and its players; None when there is none."""
        if not self._may_search():
            return None
        key = fold_accents(_name_key(" ".join(words)))
        same_length = [k for k in self.by_folded if len(k.split()) == len(words)]
        close = difflib.get_close_matches(key, same_length, n=1, cutoff=MISSPELT_CUTOFF)
        return (self.by_folded[close[0]], self.ids_folded[close[0]]) if close else None


def _table(body: str, by_name: _Names, known: set[int]) -> tuple[list[int], list[str], list[set[int]]]:
    """The players of a table line, in seat order (0 for a substitute seat, and in place of a player
    not found), the problems found with them, and for each player not found the players the name
    may stand for (none when there is no telling)."""
    table: list[int] = []
    problems: list[str] = []
    unresolved: list[set[int]] = []
    if SEPARATORS_RE.search(body):
        # only commas and semicolons separate the players; a field of ids (and substitute seats)
        # written with spaces between them is still read as those players
        for field in (f.strip() for f in SEPARATORS_RE.split(body)):
            if not field:
                continue
            words = field.split()
            if len(words) > 1 and all(_is_id_or_sub(w) for w in words):
                for word in words:
                    _seat(word, by_name, known, table, problems, unresolved)
            else:
                _seat(" ".join(words), by_name, known, table, problems, unresolved)
        return table, problems, unresolved
    words = body.split()
    i = 0
    while i < len(words):
        # the longest run of words that is a registered name, else a registered name misspelt, else
        # one word; a number is a player by itself, never the start of a name of several words
        longest = 1 if _is_number(words[i]) else by_name.longest
        for j in range(min(len(words), i + longest), i + 1, -1):
            if (found := by_name.get(" ".join(words[i:j]))) is not None:
                table.append(found)
                i = j
                break
        else:
            if (misspelt := _misspelt(words, i, by_name)) is not None:
                j, name, candidates = misspelt
                table.append(0)
                problems.append(f"unknown player '{' '.join(words[i:j])}'; did you mean '{name}'?")
                unresolved.append(candidates)
                i = j
                continue
            _seat(words[i], by_name, known, table, problems, unresolved)
            i += 1
    return table, problems, unresolved


def _misspelt(words: list[str], i: int, by_name: _Names) -> tuple[int, str, set[int]] | None:
    """The longest run of words from `i` that is a registered name misspelt: a first word that is
    not an id, followed only by words that find no one, very close together to a registered name of
    as many words ("Chen Wie", "Chenn Wei"). Its end, the name and its players; None when there is
    none."""
    if _is_id_or_sub(words[i]):
        return None
    end = i + 1
    while end < min(len(words), i + by_name.longest) and _finds_no_one(words[end], by_name):
        end += 1
    for j in range(end, i + 1, -1):
        if (close := by_name.misspelt(words[i:j])) is not None:
            return j, *close
    return None


def _finds_no_one(word: str, by_name: _Names) -> bool:
    return not _is_id_or_sub(word) and by_name.get(word) is None and not by_name.by_first_word(word)


def _is_id_or_sub(word: str) -> bool:
    return _is_number(word) or word.casefold() in SUB_TOKENS


def _is_number(token: str) -> bool:
    # ASCII digits only: int() also reads "٣" (an Arabic-Indic 3) and "３" (full width) as 3
    return token.isascii() and token.isdigit()


def _player_number(token: str) -> int | None:
    """The player number `token` is written as; None for a word, or a number too long to be one."""
    if not _is_number(token) or len(token) > MAX_NUMBER_DIGITS:
        return None
    return int(token)


def _quoted(token: str) -> str:
    """`token` in quotes for an error, cut short when long."""
    return f"'{token}'" if len(token) <= MAX_SHOWN else f"'{token[: MAX_SHOWN - 3]}...'"


def _seat(
    token: str,
    by_name: _Names,
    known: set[int],
    table: list[int],
    problems: list[str],
    unresolved: list[set[int]],
) -> None:
    """Seat the player `token` stands for at `table`, or say why there is none (and whom it may mean)."""
    if token.casefold() in SUB_TOKENS:
        table.append(0)  # numbered per round by the caller
        return
    if (found := by_name.get(token)) is not None:
        table.append(found)
        return
    if (number := _player_number(token)) is not None and number in known:
        table.append(number)
        return
    table.append(0)  # placeholder so the table size is still checked
    if (why := by_name.unavailable.get(fold_accents(_name_key(token)))) is not None:
        problems.append(f"player {_quoted(token)} {why}")
        unresolved.append(set())
        return
    first = by_name.by_first_word(token)
    if len(first) == 1:
        table[-1] = first[0]
        return
    if first:
        shown = ", ".join(f"'{by_name.shown[p]}'" for p in first[:10]) + (" ..." if len(first) > 10 else "")
        problems.append(f"player {_quoted(token)} is ambiguous: {shown}")
        unresolved.append(set(first))
    elif not _is_number(token) and (close := by_name.closest(token)) is not None:
        problems.append(f"unknown player {_quoted(token)}; did you mean '{close[0]}'?")
        unresolved.append(close[1])
    else:
        problems.append(f"unknown player {_quoted(token)}")
        unresolved.append(set())
