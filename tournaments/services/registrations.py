"""Registering players (one by one or from pasted CSV), teams, and dropping out."""

import csv
import difflib
import io
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.db.models import Max
from django.utils.translation import get_language, override
from django_countries import countries

from tournaments.auth_backends import user_by_username
from tournaments.folding import fold_accents
from tournaments.models import (
    Penalty,
    Player,
    Registration,
    RegistrationStatus,
    Seat,
    SitOut,
    Substitute,
    Team,
    Tournament,
    TournamentStatus,
)
from tournaments.name_search import name_words
from tournaments.permissions import can_manage
from tournaments.services.audit import Actor, audit_record
from tournaments.services.errors import ServiceError
from tournaments.services.standings_queue import standings_queue
from tournaments.slugs import romaji

CSV_COLUMNS = ("name", "team", "country", "external_id")


# invisible characters a copy from a web page or a spreadsheet brings along: every format character
# (zero-width space, the byte-order mark a CSV saved by Excel starts with, direction marks and
# overrides, which can also show a name reversed) but the joiners some scripts and emoji need
# between letters (U+200C, U+200D); and the variation selectors
_KEPT_FORMAT = frozenset("\u200c\u200d")


def _visible(value: str) -> str:
    return "".join(
        c
        for c in value
        if (unicodedata.category(c) != "Cf" or c in _KEPT_FORMAT) and not "\ufe00" <= c <= "\ufe0f"
    )


def _tidy(value: str) -> str:
    """A name or team as stored: in NFKC (full-width "Ａｎｎ" is "Ann", a no-break space a space),
    without invisible characters, trimmed, a run of spaces made one ("Akira  Sato" is "Akira Sato":
    a doubled space, or an invisible character, slipped past the duplicate check)."""
    value = _visible(unicodedata.normalize("NFKC", value))
    return re.sub(" {2,}", " ", value.strip())


@dataclass(frozen=True)
class PlayerLine:
    name: str
    team: str = ""
    country: str = ""
    external_id: str = ""

    def __post_init__(self) -> None:
        for field in ("name", "team"):
            object.__setattr__(self, field, _tidy(getattr(self, field)))


# Line breaks a text may hold besides \r and \n (vertical tab, form feed, file/group/record separators,
# next line, line and paragraph separators).
_LINE_BREAKS = frozenset("\r\n\v\f\x1c\x1d\x1e\x85\u2028\u2029")


def unprintable(value: str) -> str | None:
    """What is wrong with a text that holds a line break or a control character, else None."""
    for char in value:
        if char in _LINE_BREAKS:
            return "contains a line break"
        if unicodedata.category(char) == "Cc":
            return f"contains a control character (U+{ord(char):04X})"
    return None


def _check_line(line: PlayerLine, *, names: bool = False) -> list[tuple[str, str]]:
    """The problems of a player's values, (field, problem); `names`: the country could also have
    been given by its name or three-letter code (a pasted list), and the problem says so."""
    problems = []
    if not line.name:
        problems.append(("name", "is required"))
    elif len(line.name) > 120:
        problems.append(("name", "is longer than 120 characters"))
    elif problem := unprintable(line.name):
        problems.append(("name", problem))
    # an ISO 3166 code that names a country (a made-up "XX" showed as XX on the player's page)
    if line.country and not is_country(line.country):
        expected = "a country code or a country's name" if names else "a two-letter country code"
        close = _close_country(line.country) if names else None
        guess = f"; did you mean {close}?" if close else ""
        problems.append(("country", f"{line.country!r} is not {expected}{guess}"))
    if len(line.team) > 120:
        problems.append(("team", "is longer than 120 characters"))
    elif problem := unprintable(line.team):
        problems.append(("team", problem))
    if len(line.external_id) > 40:
        problems.append(("external_id", "is longer than 40 characters"))
    elif problem := unprintable(line.external_id):
        problems.append(("external_id", problem))
    return problems


def check_not_finished(tournament_id: int) -> None:
    """Refuse a change to a finished event's results: a penalty, a drop-out. Locked and read fresh:
    a caller's cached event may predate tournament_finish."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament_id)
    if tournament.status == TournamentStatus.FINISHED:
        raise ServiceError("tournament", "is finished; its standings are final")


def _open_for_registration(tournament: Tournament) -> None:
    if tournament.status == TournamentStatus.FINISHED:
        raise ServiceError("tournament", "is finished; no more registrations")


# Chinese, Japanese and Korean letters: a name written in them is the same with or without the space
# between family and given name (田中花子 and 田中 花子 are one person)
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")


def name_key(name: str) -> str:
    """A player's name as names are compared within an event: case-folded, spaces as one, and none
    at all in a name written in CJK letters (a second 田中花子 was registered beside 田中 花子, and
    a team list writing 田中花子 found nobody)."""
    key = " ".join(name.split()).casefold()
    return key.replace(" ", "") if CJK.search(key) else key


def _taken_names(tournament: Tournament, *, but: Player | None = None) -> set[str]:
    """The event's player names as name_key compares them (a name is registered once in any case);
    `but` leaves that player's own name out (a player renamed to another spelling of their name)."""
    registrations = tournament.registrations.all()
    if but is not None:
        registrations = registrations.exclude(player=but)
    return {name_key(n) for n in registrations.values_list("player__name", flat=True)}


def _teams_by_key(tournament: Tournament) -> dict[str, Team]:
    """The event's teams by case-folded name; of two spellings the first created is the team."""
    teams: dict[str, Team] = {}
    for team in tournament.teams.order_by("pk"):
        teams.setdefault(team.name.casefold(), team)
    return teams


def _team_named(tournament: Tournament, name: str, teams: dict[str, Team] | None = None) -> Team | None:
    """The event's team of that name in any case ("Red  Dragons" is the team "red dragons"), created
    with this spelling on first use; None for an empty name. Names are compared in Python: SQLite's
    lower() folds ASCII letters only. Callers hold the tournament's row lock, so two spellings
    registered at once still make one team; `teams` (from _teams_by_key) saves a query a line."""
    name = _tidy(name)
    if not name:
        return None
    teams = _teams_by_key(tournament) if teams is None else teams
    key = name.casefold()
    if key not in teams:
        teams[key] = Team.objects.create(tournament=tournament, name=name)
    return teams[key]


def _same_person_name(one: str, other: str) -> bool:
    """Whether two spellings name one person: the same words in any order, case and accents aside,
    or the same reading of a Japanese name ("Tanaka Aiko", "aiko tanaka", "田中 愛子")."""

    def forms(name: str) -> set[tuple[str, ...]]:
        return {tuple(sorted(words)) for words in (name_words(name), name_words(romaji(name))) if words}

    return bool(forms(one) & forms(other))


def _id_of_another(line: PlayerLine) -> str | None:
    """Why a line's player id cannot be used with its name: the id is another player's (a typo in
    the id registered that player instead, under their own name, with no word said)."""
    if not line.external_id:
        return None
    holder = Player.objects.filter(external_id=line.external_id).first()
    if holder is None or _same_person_name(holder.name, line.name):
        return None
    said = f"{line.external_id!r} is the id of {holder.name}, not {line.name!r}"
    return f"{said}: check the id, or type their name"


def _managed_only(player: Player, by: Actor, *, but: Tournament | None = None) -> bool:
    """Whether every event `player` plays in (but `but`) is one `by` may manage; a player in no
    event counts as not: an account's player is someone else's to change."""
    events = [e for e in Tournament.objects.filter(registrations__player=player).distinct() if e != but]
    return bool(events) and all(can_manage(by, event) for event in events)


def _may_join(registration: Registration, player: Player, other: Player, username: str, by: Actor) -> bool:
    """Refuse tying `registration` (its `player`) to the account of `other`, another player record,
    unless they can be one person: `player` has no account of its own, `other` is not in this event
    already, and their ids (EMA numbers) do not differ. When `other` plays in an event `by` may not
    manage, the names must be the same too, and `other`'s name is not told: an organizer typing any
    username had made their player that person (renamed, their games on that person's page) and
    learnt the name they use elsewhere. True when `other` is `by`'s to change (their events)."""
    ours = _managed_only(other, by)
    if not ours:
        if name_key(player.name) != name_key(other.name):
            raise ServiceError(
                "username",
                f"{username!r} is the account of a player in an event run by someone else, under "
                "another name: register this player under the name they play under there",
            )
        taken = f"{username!r} is the account of another player already"
    else:
        taken = f"{username!r} is the account of {other.name} already"
    if player.user_id is not None:
        raise ServiceError("username", taken)
    holder = registration.tournament.registrations.filter(player=other).first()
    if holder is not None:
        raise ServiceError("username", f"{taken}, player {holder.number} of this event")
    if player.external_id and other.external_id and player.external_id != other.external_id:
        shown = other.external_id if ours else "…"  # another organizer's player's id is not told
        raise ServiceError("username", f"{taken}, whose player id {shown!r} is not {player.external_id!r}")
    return ours


def _join(
    registration: Registration, player: Player, other: Player, username: str, by: Actor, *, ours: bool
) -> Registration:
    """Make the registration `other`'s, the player record of the account: their games here count
    with their other events (player page, account). `player`, entered again by name for this event,
    goes when no other event has it."""
    name_before = player.name
    registration.player = other
    registration.save(update_fields=["player"])
    if not player.registrations.exists():
        external_id = player.external_id
        player.delete()
        # the id typed here names the person too (set on another organizer's player only by them)
        if external_id and not other.external_id and ours:
            other.external_id = external_id
            other.save(update_fields=["external_id"])
    _audit_link(registration, "", username, by)
    if other.name != name_before:  # the change log names the player as the account's record does
        audit_record(
            tournament=registration.tournament,
            action="registration_update",
            target=f"player {registration.number}",
            before={"name": name_before},
            after={"name": other.name},
            by=by,
        )
    standings_queue(tournament_id=registration.tournament_id)  # the standings show the name
    return registration


def _leave_team(team: Team | None) -> None:
    """A team nobody is in any more goes (a misspelt team corrected), so its spelling does not linger."""
    if team is not None and not team.members.exists():
        team.delete()


def _register(
    tournament: Tournament, line: PlayerLine, number: int, is_substitute: bool, teams: dict[str, Team]
) -> Registration:
    player = None
    if line.external_id:
        player = Player.objects.filter(external_id=line.external_id).first()
    if player is None:
        player = Player.objects.create(
            name=line.name, country=line.country.upper(), external_id=line.external_id
        )
    return Registration.objects.create(
        tournament=tournament,
        player=player,
        number=number,
        team=_team_named(tournament, line.team, teams),
        is_substitute=is_substitute,
    )


def _next_number(tournament: Tournament) -> int:
    return (tournament.registrations.aggregate(m=Max("number"))["m"] or 0) + 1


@transaction.atomic
def player_register(
    *,
    tournament: Tournament,
    name: str = "",
    player: Player | None = None,
    team: str = "",
    country: str = "",
    external_id: str = "",
    is_substitute: bool = False,
    by: Actor,
) -> Registration:
    """Register an existing `player`, or a player by name (reusing the Player with that external id
    when there is one). The registration gets the next player number."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    _open_for_registration(tournament)
    if player is not None:
        name, external_id, country = player.name, player.external_id, player.country
    line = PlayerLine(name.strip(), team.strip(), country.strip(), external_id.strip())
    for field, problem in _check_line(line):
        raise ServiceError(field, problem)
    if player is not None and tournament.registrations.filter(player=player).exists():
        raise ServiceError("player", f"{player.name} is registered already")
    if name_key(line.name) in _taken_names(tournament):
        raise ServiceError("name", f"{line.name!r} is registered already")
    if player is None and line.external_id:
        holder = tournament.registrations.filter(player__external_id=line.external_id).first()
        if holder is not None:
            raise ServiceError(
                "external_id", f"{line.external_id!r} is player {holder.number}'s, registered already"
            )
        if (another := _id_of_another(line)) is not None:
            raise ServiceError("external_id", another)
    number = _next_number(tournament)
    if player is not None:
        registration = Registration.objects.create(
            tournament=tournament,
            player=player,
            number=number,
            team=_team_named(tournament, line.team),
            is_substitute=is_substitute,
        )
    else:
        registration = _register(tournament, line, number, is_substitute, _teams_by_key(tournament))
    audit_record(
        tournament=tournament,
        action="player_register",
        target=f"player {number}",
        before=None,
        after={
            "name": line.name,
            "team": registration.team.name if registration.team else "",
            "substitute": is_substitute,
        },
        by=by,
    )
    standings_queue(tournament_id=tournament.pk)  # the new player appears in the standings at once
    return registration


def is_country(code: str) -> bool:
    """A two-letter ISO 3166 code that names a country (a made-up "XX" does not)."""
    return len(code) == 2 and bool(countries.name(code.upper()))


# Names players write that are not the ISO list's (which says "United States of America"); the
# nations of the United Kingdom have no ISO code of their own and enter as the UK.
COUNTRY_ALIASES = {
    "united states": "US",
    "america": "US",
    "uk": "GB",
    "great britain": "GB",
    "britain": "GB",
    "england": "GB",
    "scotland": "GB",
    "wales": "GB",
    "northern ireland": "GB",
    "holland": "NL",
    "macau": "MO",
    "ivory coast": "CI",
    "uae": "AE",
    "korea": "KR",  # the Korea whose players play riichi
    "republic of korea": "KR",
    # names in the country's own language, where the ISO list (English, or the page's language)
    # does not have them: players of European federations write their country so
    "deutschland": "DE",
    "nederland": "NL",
    "españa": "ES",
    "italia": "IT",
    "österreich": "AT",
    "schweiz": "CH",
    "suisse": "CH",
    "svizzera": "CH",
    "danmark": "DK",
    "sverige": "SE",
    "norge": "NO",
    "suomi": "FI",
    "polska": "PL",
    "česko": "CZ",
    "magyarország": "HU",
    "россия": "RU",
    "україна": "UA",
    "brasil": "BR",
    "éire": "IE",
    "belgië": "BE",
    "belgique": "BE",
    "한국": "KR",
    "中国": "CN",
    "台灣": "TW",
    "台湾": "TW",
    "香港": "HK",
}


def _close_country(value: str) -> str | None:
    """The English name of the country a misspelt one most likely is ("Japn": Japan), if any is close."""
    with override("en"):
        names = {str(name).casefold(): str(name) for _, name in countries}
    close = difflib.get_close_matches(value.casefold(), names, n=1, cutoff=0.8)
    return names[close[0]] if close else None


def country_code(value: str) -> str:
    """The ISO code of a country as a pasted list may give it: the code in any case (jp), the
    three-letter code (JPN) with or without dots (U.S.), its name in English or another language of
    the site, whatever the page's (Japan, 日本, Nhật Bản), with or without "the", a name in common
    use (United States, UK, Korea) or in the country's own language (Deutschland); else the value as
    it was (refused by _check_line)."""
    if not value:
        return value
    name = " ".join(value.split()).casefold().removeprefix("the ")
    # "U.S.", "U.K.": the letters without their dots
    letters = value.replace(".", "") if len(value) <= 8 and value.count(".") >= 2 else value
    code = (
        countries.alpha2(letters)
        or COUNTRY_ALIASES.get(name, "")
        or COUNTRY_ALIASES.get(letters.casefold(), "")
    )
    # every language of the site, whatever the page's: a Japanese sheet says 日本 on the English page
    languages = ("en", get_language() or "en", *(lang for lang, _name in settings.LANGUAGES))
    for language in dict.fromkeys(languages):
        code = (
            code or countries.by_name(value, language=language) or countries.by_name(name, language=language)
        )
    return str(code) or value


def parse_players_csv(text: str) -> tuple[list[tuple[int, PlayerLine]], list[str]]:
    """Lines of `name,team,country,external_id` (a header row naming the columns is optional, and may
        order them differently); a line holding a tab is split by tabs instead (pasted from a spreadsheet,
    maybe among typed lines; a name may then hold a comma: "Smith, Jo<tab>Red"), and a line holding
    semicolons but no comma by semicolons (a CSV file saved by a spreadsheet set to a European
    language: "Quinn Walsh;Celtic Circles;IE"). A Japanese keyboard's commas, full-width "，" and
    ideographic "、", separate values as "," does ("大西 健，チーム東京"), and its full-width quote "＂"
    quotes as '"' does; a quoted value keeps them. Returns
    (line number, line) pairs and one error per problem ("line 3: name: is required"); line numbers
    are those of the pasted text, blank lines skipped.

    Each line is one player: a quoted value never runs on to the next line, so a quote left open is
    an error on its own line ("line 1: a quote (") is not closed on this line"), not a name holding a
    line break and the lines after it."""
    numbered: list[tuple[int, list[str]]] = []
    errors: list[str] = []
    text = text.removeprefix("\ufeff")  # a CSV saved by Excel starts with a byte-order mark
    # newline="": "\r", "\n" and "\r\n" all end a line (a pasted "\r" broke the reader), as for csv.
    for number, physical in enumerate(io.StringIO(text, newline=""), start=1):
        # A second (empty) line is offered: the reader takes it only when a quote is still open.
        readable, delimiter = _as_csv(physical)
        reader = csv.reader([readable, ""], delimiter=delimiter)
        try:
            row = next(reader, [])
        except csv.Error as exc:
            errors.append(f"line {number}: {exc}")
            continue
        if reader.line_num > 1:
            errors.append(f'line {number}: a quote (") is not closed on this line')
            continue
        while row and not row[-1].strip():
            row.pop()  # a spreadsheet's empty columns to the right ("Zed,,,,,,") are no values
        if row:
            numbered.append((number, row))
    lines: list[tuple[int, PlayerLine]] = []
    columns = list(CSV_COLUMNS)
    if numbered and _is_header(numbered[0][1]):
        number, header_row = numbered.pop(0)
        header = [_header_column(cell) for cell in header_row]
        unknown = [c for c in header if c not in CSV_COLUMNS]
        if unknown:
            return [], [f"line {number}: header: unknown column {unknown[0]!r}"]
        if "name" not in header:
            return [], [f"line {number}: header: has no name column"]
        twice = [c for i, c in enumerate(header) if c in header[:i]]
        if twice:  # "name,name" kept the second value and dropped the first without a word
            return [], [f"line {number}: header: column {twice[0]!r} is named twice"]
        columns = header
    for number, row in numbered:
        if len(row) > len(columns):
            errors.append(f"line {number}: has {len(row)} columns, expected at most {len(columns)}")
            continue
        values = dict(zip(columns, (cell.strip() for cell in row), strict=False))
        values["country"] = country_code(values.get("country", ""))
        line = PlayerLine(**{c: values.get(c, "") for c in CSV_COLUMNS})
        problems = _check_line(line, names=True)
        errors.extend(f"line {number}: {field}: {problem}" for field, problem in problems)
        lines.append((number, line))
    return lines, sorted(errors, key=_line_number)


# what a Japanese keyboard types for "," (full-width and ideographic commas) and for '"'
_WIDE_COMMAS = "\uff0c\u3001"
_QUOTES = '"\uff02'


def _delimiter(line: str) -> str:
    if "\t" in line:
        return "\t"
    # a quoted name may hold a comma: "Smith, Jo";Red;IE
    bare = re.sub(f"[{_QUOTES}][^{_QUOTES}]*[{_QUOTES}]", "", line)
    # a Japanese comma in a value (東京、横浜) does not make a semicolon line a comma one
    return ";" if ";" in bare and "," not in bare else ","


def _as_csv(line: str) -> tuple[str, str]:
    """A pasted line as the csv reader reads it, and its delimiter: a full-width or ideographic comma
    outside quotes made ",", a full-width quote opening or closing a value made '"' ("大西 健，チーム東京"
    is two values; NFKC made the "，" a "," inside one name after the split). The quoting rules are
    the reader's: a quote opens a value only at its start, and a quoted value keeps its commas."""
    delimiter = _delimiter(line)
    separators = delimiter + (_WIDE_COMMAS if delimiter == "," else "")
    out: list[str] = []
    quote = ""  # the quote the value being read opened with, while it is open
    at_start = True
    i = 0
    while i < len(line):
        c = line[i]
        if quote:
            if c == quote and line[i + 1 : i + 2] == quote:  # doubled: one quote in the value
                out.append('""')
                i += 1
            elif c == quote:
                out.append('"')
                quote = ""
            else:  # a '"' inside a value quoted with "＂" is one character of it
                out.append('""' if c == '"' else c)
        elif at_start and c in _QUOTES:
            out.append('"')
            quote, at_start = c, False
        elif c in separators:
            out.append(delimiter)
            at_start = True
        else:
            out.append(c)
            at_start = False
        i += 1
    return "".join(out), delimiter


@transaction.atomic
def players_register_csv(*, tournament: Tournament, text: str, by: Actor) -> list[Registration]:
    """Register every line, or none: any bad line raises ServiceError("csv", [one message per line])."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    _open_for_registration(tournament)
    lines, errors = parse_players_csv(text)
    if not lines and not errors:
        raise ServiceError("csv", "no players in the text")
    taken = _taken_names(tournament)
    first_line: dict[str, int] = {}  # a name's first line in the list: a repeat names it
    id_line: dict[str, int] = {}  # an id's first line, named as a repeated name's is
    registered_ids = set(
        tournament.registrations.exclude(player__external_id="").values_list("player__external_id", flat=True)
    )
    for number, line in lines:
        where = f"line {number}"
        key = name_key(line.name)
        if key and key in first_line:
            errors.append(
                f"{where}: name: {line.name!r} appears twice in the list (also line {first_line[key]})"
            )
        elif key and key in taken:
            errors.append(f"{where}: name: {line.name!r} is registered already")
        first_line.setdefault(key, number)
        if line.external_id:
            if line.external_id in registered_ids:
                errors.append(f"{where}: external_id: {line.external_id!r} is registered already")
            elif line.external_id in id_line:
                errors.append(
                    f"{where}: external_id: {line.external_id!r} appears twice in the list "
                    f"(also line {id_line[line.external_id]})"
                )
            elif (another := _id_of_another(line)) is not None:
                errors.append(f"{where}: external_id: {another}")
            id_line.setdefault(line.external_id, number)
    if errors:
        raise ServiceError("csv", sorted(set(errors), key=_line_number))
    number = _next_number(tournament)
    teams = _teams_by_key(tournament)
    registrations = [
        _register(tournament, line, number + i, False, teams) for i, (_, line) in enumerate(lines)
    ]
    audit_record(
        tournament=tournament,
        action="players_register_csv",
        target=f"players {number}-{number + len(lines) - 1}",
        before=None,
        after=[line.name for _, line in lines],
        by=by,
    )
    standings_queue(tournament_id=tournament.pk)
    return registrations


# what people write in a header row, in the site's languages: the player's id ("External id" as the
# page's help says it, or the federation's), the name, the team, the country
_COLUMN_ALIASES = {
    **dict.fromkeys(
        [
            "external id",
            "id",
            "player id",
            "ema id",  # not "ema" alone: Ema is a name, and a list may start with her
            "ema number",
            "ema no",
            "club id",
            "wrc id",
            "会員番号",
            "選手id",  # as the Japanese page's help names the column
            "選手番号",
            "クラブid",
            "id người chơi",
            "mã người chơi",
        ],
        "external_id",
    ),
    **dict.fromkeys(
        [
            "player",
            "player name",
            "full name",
            "名前",
            "氏名",
            "選手",
            "選手名",
            "プレイヤー",
            "tên",
            "họ tên",
            "họ và tên",
            "người chơi",
        ],
        "name",
    ),
    **dict.fromkeys(["team name", "club", "チーム", "チーム名", "đội", "câu lạc bộ"], "team"),
    **dict.fromkeys(
        ["nation", "nationality", "country code", "国", "国籍", "quốc gia", "quốc tịch"], "country"
    ),
}


# names of a column only in a line already known to be the header: "EMA" is the player's id there,
# but a first line starting "Ema,Red" is a player
_HEADER_ALIASES = {"ema": "external_id", "ema #": "external_id"}


def _column(cell: str) -> str:
    name = _words(cell)
    return _COLUMN_ALIASES.get(name, name.replace(" ", "_"))


def _header_column(cell: str) -> str:
    return _HEADER_ALIASES.get(_words(cell)) or _column(cell)


def _words(cell: str) -> str:
    return " ".join(
        unicodedata.normalize("NFKC", cell)
        .strip()
        .lower()
        .replace("_", " ")
        .replace("-", " ")
        .replace(".", " ")
        .split()
    )


def _is_header(row: list[str]) -> bool:
    """Whether a first line names the columns: its first cell names one ("Name", "EMA id"), or it
    starts "EMA" and names the name column too ("EMA,Name,Team"; "Ema,Red" is a player)."""
    if not row:
        return False
    if _column(row[0]) in CSV_COLUMNS:
        return True
    return _header_column(row[0]) in CSV_COLUMNS and "name" in (_column(cell) for cell in row[1:])


def csv_says_its_columns(text: str) -> bool:
    """Whether a pasted list made its columns plain: a header row, or cells split by tabs (pasted from
    a spreadsheet); then a second value is a team on purpose, not "Lee, Ann" read as two values."""
    first = next((line for line in text.removeprefix("\ufeff").splitlines() if line.strip()), "")
    line, delimiter = _as_csv(first)
    return "\t" in first or _is_header(next(csv.reader([line], delimiter=delimiter), [""]))


# how alike a new team's name and an event's team must be (difflib's ratio, without case, accents,
# spaces or punctuation) to ask whether the new one is a typo: "Red Dragon" and "Red Dragons" are
# 0.95, "Tiger" and "Tigers" 0.91, "Oni" and "Ono" 0.67
TEAM_LOOKALIKE_CUTOFF = 0.85


def _team_letters(name: str) -> str:
    return "".join(c for c in fold_accents(name.casefold()) if c.isalnum())


def _told_apart(one: str, other: str) -> bool:
    """Whether two team names differ only by numbers or single letters, as teams are named apart on
    purpose ("Team A" and "Team B", "Osaka 1" and "Osaka 2")."""
    words, others = (re.findall(r"\w+", fold_accents(n.casefold())) for n in (one, other))
    rest = [w for w in words if w not in others] + [w for w in others if w not in words]
    return bool(rest) and all(w.isdigit() or len(w) == 1 for w in rest)


def lookalike_team(name: str, teams: Iterable[str]) -> str | None:
    """The team of `teams` that `name` most likely misspells: the same but for case, spaces or
    punctuation ("RedDragons", "Red-Dragons"), or very close ("Red Dragon", "Red Dragonz"); None when
    none is (names told apart by a number or a letter, "Team A" and "Team B", are not alike)."""
    key = _team_letters(name)
    if not key:
        return None
    candidates: dict[str, str] = {}
    for team in teams:
        letters = _team_letters(team)
        if letters == key:
            return team
        if not _told_apart(name, team):
            candidates.setdefault(letters, team)
    close = difflib.get_close_matches(key, candidates, n=1, cutoff=TEAM_LOOKALIKE_CUTOFF)
    return candidates[close[0]] if close else None


def csv_team_lookalikes(tournament: Tournament, text: str) -> list[tuple[str, str]]:
    """Each team a pasted list would make that is new to the event but looks like one of its teams,
    (new team, existing team), in the list's order: a typo ("Red Dragon" for "Red Dragons") made a
    team of one player, and nothing said so. Read before `players_register_csv`, whose list is
    registered all the same (a warning, not an error: a new team may be meant)."""
    lines, _errors = parse_players_csv(text)
    existing = list(tournament.teams.order_by("pk").values_list("name", flat=True))
    known = {name.casefold() for name in existing}
    found: list[tuple[str, str]] = []
    for _number, line in lines:
        if not line.team or line.team.casefold() in known:
            continue
        known.add(line.team.casefold())  # a new team said once, however many lines it is on
        if (team := lookalike_team(line.team, existing)) is not None:
            found.append((line.team, team))
    return found


def _line_number(message: str) -> int:
    head = message.split(":", 1)[0]
    return int(head.split()[1]) if head.startswith("line ") else 0


def _check_after_round(tournament: Tournament, after_round: int) -> None:
    if isinstance(after_round, bool) or not isinstance(after_round, int):
        raise ServiceError("after_round", "must be a round number (0 = before the first round)")
    if after_round < 0:
        raise ServiceError(
            "after_round", "must be 0 (before the first round) or a round number, not negative"
        )
    if after_round == 0 or tournament.rounds.filter(number=after_round).exists():
        return
    last = tournament.rounds.aggregate(m=Max("number"))["m"]
    if last is None:
        raise ServiceError(
            "after_round",
            f"round {after_round} does not exist: the event has no rounds yet (0 = before the first)",
        )
    rounds = "only round 1" if last == 1 else f"rounds 1 to {last}"
    raise ServiceError(
        "after_round", f"round {after_round} does not exist: the event has {rounds} (0 = before the first)"
    )


@transaction.atomic
def registration_drop(
    *, registration: Registration, after_round: int | None = None, by: Actor
) -> Registration:
    """Mark a player as dropped out: from then on they are not seated; their games so far still count.
    Seats already generated for later rounds are filled with `substitute_seat`. `after_round` is the
    last round the player plays: a round of the event, or 0 (before the first); by default the last
    finished round."""
    check_not_finished(registration.tournament_id)
    registration = Registration.objects.select_for_update(no_key=True, of=("self",)).get(pk=registration.pk)
    if registration.status == RegistrationStatus.DROPPED:
        raise ServiceError("registration", f"{registration.player.name} has dropped out already")
    if after_round is not None:
        _check_after_round(registration.tournament, after_round)
    if after_round is None:
        last = registration.tournament.rounds.filter(status="finished").aggregate(m=Max("number"))["m"]
        after_round = last or 0
    registration.status = RegistrationStatus.DROPPED
    registration.dropped_after_round = after_round
    registration.save(update_fields=["status", "dropped_after_round"])
    standings_queue(tournament_id=registration.tournament_id)  # one who never played leaves the ranking
    audit_record(
        tournament=registration.tournament,
        action="registration_drop",
        target=f"player {registration.number}",
        before={"status": RegistrationStatus.ACTIVE},
        after={"status": registration.status, "after_round": after_round},
        by=by,
    )
    return registration


@transaction.atomic
def registration_reinstate(*, registration: Registration, by: Actor) -> Registration:
    """Undo a drop-out (a player dropped by mistake, or back after a break): seated again from the
    next seating on."""
    check_not_finished(registration.tournament_id)
    registration = Registration.objects.select_for_update(no_key=True, of=("self",)).get(pk=registration.pk)
    if registration.status != RegistrationStatus.DROPPED:
        raise ServiceError("registration", f"{registration.player.name} has not dropped out")
    after_round = registration.dropped_after_round
    registration.status = RegistrationStatus.ACTIVE
    registration.dropped_after_round = None
    registration.save(update_fields=["status", "dropped_after_round"])
    standings_queue(tournament_id=registration.tournament_id)
    audit_record(
        tournament=registration.tournament,
        action="registration_reinstate",
        target=f"player {registration.number}",
        before={"status": RegistrationStatus.DROPPED, "after_round": after_round},
        after={"status": RegistrationStatus.ACTIVE},
        by=by,
    )
    return registration


def registrations_in_use(tournament: Tournament) -> set[int]:
    """Ids of the event's registrations that registration_delete keeps: seated or sat out in a round,
    given a penalty, or part of a substitution."""
    used: set[int] = set()
    for model, fields in (
        (Seat, ("registration",)),
        (SitOut, ("registration",)),
        (Penalty, ("registration",)),
        (Substitute, ("substitute", "replaced")),
    ):
        for field in fields:
            rows = model.objects.filter(**{f"{field}__tournament_id": tournament.pk})  # type: ignore[attr-defined]
            used.update(rows.values_list(f"{field}_id", flat=True))
    return used


@transaction.atomic
def registration_delete(*, registration: Registration, by: Actor) -> None:
    """Remove a registration made by mistake (a duplicate, a wrong person): only one that was never
    seated and has no penalty; anyone who played is dropped out instead, keeping their games. The
    player record stays (they may play other events)."""
    registration = (
        Registration.objects.select_for_update(no_key=True, of=("self",))
        .select_related("tournament", "player")
        .get(pk=registration.pk)
    )
    _open_for_registration(registration.tournament)
    if registration.pk in registrations_in_use(registration.tournament):
        raise ServiceError(
            "registration", f"player {registration.number} has been seated; drop them out instead"
        )
    number, name = registration.number, registration.player.name
    registration.delete()
    audit_record(
        tournament=registration.tournament,
        action="registration_delete",
        target=f"player {number}",
        before={"name": name},
        after=None,
        by=by,
    )
    standings_queue(tournament_id=registration.tournament_id)


def _move_to_team(tournament: Tournament, registration: Registration, team: str) -> tuple[str, str] | None:
    """Put the registration in the event's team named `team` in any case ("" for none); the team's
    name before and after, or None when it stays in the same team. The caller holds the event's lock."""
    line = PlayerLine("-", team)
    for field, problem in _check_line(line):
        if field == "team":
            raise ServiceError(field, problem)
    before = registration.team
    after = _team_named(tournament, line.team)
    if (before.pk if before else None) == (after.pk if after else None):
        return None
    registration.team = after
    registration.save(update_fields=["team"])
    _leave_team(before)
    return (before.name if before else "", after.name if after else "")


def _keep_final_teams(tournament: Tournament, registration: Registration, team: str) -> None:
    """A finished event's team standings are final: refuse a move to another team (in any case;
    "" for none), without creating the team asked for."""
    if tournament.status != TournamentStatus.FINISHED:
        return
    name = _tidy(team)
    found = _teams_by_key(tournament).get(name.casefold()) if name else None
    if (found.pk if found else None) != registration.team_id or (name and found is None):
        raise ServiceError("team", "the event is finished; its results are final")


@transaction.atomic
def registrations_set_teams_csv(*, tournament: Tournament, text: str, by: Actor) -> int:
    """Put registered players in teams from pasted `name,team` lines (the list they were registered
    from works as it is; a blank team takes a player out of theirs). Every line or none: a name that
    is not registered, or given twice, raises ServiceError("csv", [one message per line]). Returns
    how many players changed team; each change is audited as registration_set_team."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    check_not_finished(tournament.pk)
    lines, errors = parse_players_csv(text)
    if not lines and not errors:
        raise ServiceError("csv", "no players in the text")
    registered = {
        name_key(reg.player.name): reg
        for reg in Registration.objects.filter(tournament=tournament).select_related("player", "team")
    }
    first_line: dict[str, int] = {}
    moves: list[tuple[Registration, str]] = []
    for number, line in lines:
        key = name_key(line.name)
        if key in first_line:
            errors.append(
                f"line {number}: name: {line.name!r} appears twice in the list (also line {first_line[key]})"
            )
        elif key not in registered:
            errors.append(f"line {number}: name: {line.name!r} is not registered in this event")
        else:
            moves.append((registered[key], line.team))
        first_line.setdefault(key, number)
    if errors:
        raise ServiceError("csv", sorted(set(errors), key=_line_number))
    changed = sum(_team_set(tournament, registration, team, by) for registration, team in moves)
    if changed:
        standings_queue(tournament_id=tournament.pk)
    return changed


@transaction.atomic
def registration_set_team(*, registration: Registration, team: str, by: Actor) -> Registration:
    """Put the player in the event's team of that name, in any case ("red dragons" joins "Red
    Dragons"; created on first use); an empty name takes them out of theirs."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(
        pk=registration.tournament_id
    )
    registration = Registration.objects.select_related("team").get(pk=registration.pk)
    _keep_final_teams(tournament, registration, team)
    registration.tournament = tournament
    if _team_set(tournament, registration, team, by):
        standings_queue(tournament_id=tournament.pk)  # the standings show each player's team
    return registration


def _team_set(tournament: Tournament, registration: Registration, team: str, by: Actor) -> bool:
    """Move the player to the team and audit it; False when they are in it already (nothing to
    record). The caller holds the event's lock."""
    moved = _move_to_team(tournament, registration, team)
    if moved is None:
        return False
    audit_record(
        tournament=tournament,
        action="registration_set_team",
        target=f"player {registration.number}",
        before=moved[0],
        after=moved[1],
        by=by,
    )
    return True


# An account opens every event its player plays in: once tied, changed only by who runs them all.
_LINKED_ELSEWHERE = (
    "cannot be changed here: the player also plays in another event run by someone else, whose "
    "organizer can tie their account"
)

# A player exists once: their name and country show in every event they play in.
_PLAYS_ELSEWHERE = (
    "cannot be changed here: the player also plays in another event run by someone else "
    "(the team can still be changed)"
)


@transaction.atomic
def registration_update(
    *,
    registration: Registration,
    name: str | None = None,
    country: str | None = None,
    team: str | None = None,
    external_id: str | None = None,
    by: Actor,
) -> Registration:
    """Correct a registered player's name, country, team and id (EMA number; None: leave it as it
    is; "" removes the id). The team is
    this event's ("" for none; the team of that name in any case, created on first use). A player
    exists once, so a new name or country shows in every event they play in: allowed only when `by`
    may manage each of those events, and the name must stay free (in any case) in each. Every event
    the change shows in gets an audit entry and a standings update (live pages fetch names anew)."""
    # the player first, then their events in id order: two edits never wait on each other in a circle
    player = Player.objects.select_for_update(no_key=True).get(pk=registration.player_id)
    events = list(
        Tournament.objects.select_for_update(no_key=True, of=("self",))
        .filter(pk__in=Registration.objects.filter(player=player).values("tournament_id"))
        .order_by("pk")
    )
    here = next(t for t in events if t.pk == registration.tournament_id)
    registration = Registration.objects.select_related("team").get(pk=registration.pk)
    if team is not None:
        _keep_final_teams(here, registration, team)
    given = {"name": name, "country": country, "team": team, "external_id": external_id}
    line = PlayerLine(
        player.name if name is None else name,
        "" if team is None else team,
        player.country if country is None else country.strip(),
        player.external_id if external_id is None else external_id.strip(),
    )
    for field, problem in _check_line(line):
        # a country stored before codes were checked ("UK") may be sent back unchanged
        unchanged = field == "country" and line.country.upper() == player.country
        if given.get(field) is not None and not unchanged:
            raise ServiceError(field, problem)
    before: dict[str, str] = {}
    after: dict[str, str] = {}
    if name is not None and line.name != player.name:
        before["name"], after["name"] = player.name, line.name
    if country is not None and line.country.upper() != player.country:
        before["country"], after["country"] = player.country, line.country.upper()
    if external_id is not None and line.external_id != player.external_id:
        holder = Player.objects.filter(external_id=line.external_id).exclude(pk=player.pk).first()
        if line.external_id and holder is not None:
            raise ServiceError("external_id", f"{line.external_id!r} is another player's id")
        before["external_id"], after["external_id"] = player.external_id, line.external_id
    if after:
        field = next(iter(after))
        if any(not can_manage(by, event) for event in events if event is not here):
            raise ServiceError(field, _PLAYS_ELSEWHERE)
    if "name" in after:
        for event in events:
            if name_key(line.name) in _taken_names(event, but=player):
                where = "" if event is here else f" in {event.name}"
                raise ServiceError("name", f"{line.name!r} is registered already{where}")
    shown_elsewhere = dict(after)
    if after:
        player.name, player.country, player.external_id = line.name, line.country.upper(), line.external_id
        player.save(update_fields=["name", "country", "external_id"])
    moved = _move_to_team(here, registration, team) if team is not None else None
    if moved is not None:
        before["team"], after["team"] = moved
    registration.player, registration.tournament = player, here
    for event in events:
        changes = after if event is here else shown_elsewhere
        if not changes:
            continue
        number = registration.number if event is here else event.registrations.get(player=player).number
        audit_record(
            tournament=event,
            action="registration_update",
            target=f"player {number}",
            before={key: before[key] for key in changes},
            after=changes,
            by=by,
        )
        standings_queue(tournament_id=event.pk)  # the live standings page fetches the names anew
    return registration


@transaction.atomic
def registration_link_account(*, registration: Registration, username: str, by: Actor) -> Registration:
    """Tie the player to a user account (empty: untie it), so that they see a private event they play
    in and find their own games. A player exists once: the link holds in every event they play."""
    player = Player.objects.select_for_update().get(pk=registration.player_id)
    before = player.user.username if player.user else ""
    username = username.strip()
    user = None
    if username:
        user = user_by_username(username)
        if user is None:
            raise ServiceError("username", f"no account named {username!r}")
        other = Player.objects.filter(user=user).exclude(pk=player.pk).first()
        if other is not None:
            # the account's player from another event: this registration is that person, entered
            # again by name (a player exists once; their account could only be tied in one event)
            ours = _may_join(registration, player, other, user.username, by)
            return _join(registration, player, other, user.username, by, ours=ours)
    registration.player = player
    if player.user == user:
        return registration  # nothing changes, nothing to record
    elsewhere = player.registrations.exclude(tournament=registration.tournament).exists()
    if (
        player.user_id is not None
        and elsewhere
        and not _managed_only(player, by, but=registration.tournament)
    ):
        # the player's account, tied by someone else's event too (a player id registered here
        # reuses that player): replacing or removing it would shut the person out there
        raise ServiceError("username", _LINKED_ELSEWHERE)
    player.user = user
    player.save(update_fields=["user"])
    _audit_link(registration, before, user.username if user else "", by)
    return registration


def _audit_link(registration: Registration, before: str, after: str, by: Actor) -> None:
    audit_record(
        tournament=registration.tournament,
        action="registration_link_account",
        target=f"player {registration.number}",
        before=before,
        after=after,
        by=by,
    )
