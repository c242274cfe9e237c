"""Service and seating messages in the page language.

The services and the seating parser write English sentences of fixed shapes ("line 4: country: 'XX'
is not a two-letter country code"). The pages match those shapes here and say them again through
gettext; a message of an unknown shape is shown as it came. Some groups are said again too: a seat
wind ("North") by its name in the page language, table points ("20,050") with the page's grouping."""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from typing import Any, TypeVar

from django.contrib import messages
from django.http import HttpRequest
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext

from tournaments.services.errors import ServiceError
from tournaments.templatetags.league import score
from tournaments.views import labels

_LINE = re.compile(r"^line (\d+): (.*)$", re.DOTALL)

FIELDS: dict[str, Any] = {
    "name": gettext_lazy("name"),
    "team": gettext_lazy("team"),
    "country": gettext_lazy("country"),
    "external_id": gettext_lazy("player id"),
    "header": gettext_lazy("header"),
    "tournament": gettext_lazy("the event"),
    "penalty": gettext_lazy("the penalty"),
    "reason": gettext_lazy("reason"),
    "amount": gettext_lazy("points"),
    "rounds_planned": gettext_lazy("rounds planned"),
    "user": gettext_lazy("user"),
    "game": gettext_lazy("the game"),
    "content": gettext_lazy("the record"),
}

# (shape, translated template): the template uses the shape's named groups.
SHAPES: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(r"^is required$"), gettext_lazy("is required")),
    (
        re.compile(r"^is beyond (?P<n>\d+) points either way$"),
        gettext_lazy("is beyond %(n)s points either way"),
    ),
    (re.compile(r"^was not ended early$"), gettext_lazy("was not ended early")),
    (
        re.compile(r"^the game has (?P<now>\d+) hands now, not (?P<seen>\d+): check them first$"),
        gettext_lazy("the game has %(now)s hands now, not %(seen)s: check them first"),
    ),
    (
        re.compile(
            r"^final scores were saved by someone else meanwhile "
            r"\((?P<now>[^)]*)\): check them and save again$"
        ),
        gettext_lazy(
            "final scores were saved by someone else meanwhile (%(now)s): check them and save again"
        ),
    ),
    (
        re.compile(
            r"^final scores were saved by someone else meanwhile "
            r"\((?P<now>[^)]*)\): check them and clear again$"
        ),
        gettext_lazy(
            "final scores were saved by someone else meanwhile (%(now)s): check them and clear again"
        ),
    ),
    (re.compile(r"^is longer than (?P<n>\d+) characters$"), gettext_lazy("is longer than %(n)s characters")),
    (
        re.compile(r"^contains a control character \((?P<code>U\+[0-9A-F]{4,6})\)$"),
        gettext_lazy("contains a control character (%(code)s)"),
    ),
    (re.compile(r"^contains a line break$"), gettext_lazy("contains a line break")),
    (
        re.compile(r"^(?P<value>'.*') is not a two-letter country code$"),
        gettext_lazy("%(value)s is not a two-letter country code"),
    ),
    (
        re.compile(r"^(?P<value>'.*') is not a country code or a country's name$"),
        gettext_lazy("%(value)s is not a country code or a country's name"),
    ),
    (
        re.compile(
            r"^(?P<value>'.*') is not a country code or a country's name; did you mean (?P<name>.+)\?$"
        ),
        gettext_lazy("%(value)s is not a country code or a country's name; did you mean %(name)s?"),
    ),
    (
        re.compile(r"^(?P<value>'.*') is registered already or appears twice$"),
        gettext_lazy("%(value)s is registered already or appears twice"),
    ),
    (
        re.compile(r"^(?P<value>'.*') is not registered in this event$"),
        gettext_lazy("%(value)s is not registered in this event"),
    ),
    (
        re.compile(r"^(?P<value>'.*') appears twice in the list$"),
        gettext_lazy("%(value)s appears twice in the list"),
    ),
    (
        re.compile(r"^(?P<value>'.*') appears twice in the list \(also line (?P<line>\d+)\)$"),
        gettext_lazy("%(value)s appears twice in the list (also line %(line)s)"),
    ),
    (re.compile(r"^(?P<value>'.*') is registered already$"), gettext_lazy("%(value)s is registered already")),
    (
        re.compile(r"^(?P<value>'.*') is another player's id$"),
        gettext_lazy("%(value)s is another player's id"),
    ),
    (
        re.compile(
            r"^(?P<value>'.*') is the id of (?P<name>.+), not (?P<typed>'.*'): "
            r"check the id, or type their name$"
        ),
        gettext_lazy("%(value)s is the id of %(name)s, not %(typed)s: check the id, or type their name"),
    ),
    (
        re.compile(
            r"^cannot be changed here: the player also plays in another event run by someone else, whose "
            r"organizer can tie their account$"
        ),
        gettext_lazy(
            "cannot be changed here: the player also plays in another event run by someone else, whose "
            "organizer can tie their account"
        ),
    ),
    (
        re.compile(r"^no account named (?P<value>'.*')$"),
        gettext_lazy("no account named %(value)s; ask them to create one first"),
    ),
    (
        re.compile(
            r"^(?P<value>'.*') is the account of a player in an event run by someone else, under another "
            r"name: register this player under the name they play under there$"
        ),
        gettext_lazy(
            "%(value)s is the account of a player in an event run by someone else, under another name: "
            "register this player under the name they play under there"
        ),
    ),
    (
        re.compile(r"^(?P<value>'.*') is the account of another player already$"),
        gettext_lazy("%(value)s is the account of another player already"),
    ),
    (
        re.compile(
            r"^(?P<value>'.*') is the account of another player already, player (?P<n>\d+) of this event$"
        ),
        gettext_lazy("%(value)s is the account of another player already, player %(n)s of this event"),
    ),
    (
        re.compile(
            r"^(?P<value>'.*') is the account of another player already, "
            r"whose player id (?P<id>'.*') is not (?P<other>'.*')$"
        ),
        gettext_lazy(
            "%(value)s is the account of another player already, whose player id %(id)s is not %(other)s"
        ),
    ),
    (
        re.compile(r"^(?P<value>'.*') is the account of (?P<name>.+) already$"),
        gettext_lazy("%(value)s is the account of %(name)s already"),
    ),
    (
        re.compile(
            r"^(?P<value>'.*') is the account of (?P<name>.+) already, player (?P<n>\d+) of this event$"
        ),
        gettext_lazy("%(value)s is the account of %(name)s already, player %(n)s of this event"),
    ),
    (
        re.compile(
            r"^(?P<value>'.*') is the account of (?P<name>.+) already, "
            r"whose player id (?P<id>'.*') is not (?P<other>'.*')$"
        ),
        gettext_lazy("%(value)s is the account of %(name)s already, whose player id %(id)s is not %(other)s"),
    ),
    (
        re.compile(r"^(?P<value>'.*') is registered already in (?P<event>.+)$"),
        gettext_lazy("%(value)s is registered already in %(event)s"),
    ),
    (
        re.compile(
            r"^cannot be changed here: the player also plays in another event run by someone else "
            r"\(the team can still be changed\)$"
        ),
        gettext_lazy(
            "cannot be changed here: the player also plays in another event run by someone else "
            "(the team can still be changed)"
        ),
    ),
    (
        re.compile(r"^player (?P<n>\d+) has been seated; drop them out instead$"),
        gettext_lazy("player %(n)s has been seated; drop them out instead"),
    ),
    (
        re.compile(r"^(?P<value>'.*') is player (?P<n>\d+)'s, registered already$"),
        gettext_lazy("%(value)s is the id of player %(n)s, registered already"),
    ),
    (re.compile(r"^unknown column (?P<value>'.*')$"), gettext_lazy("unknown column %(value)s")),
    (re.compile(r"^is before the start date$"), gettext_lazy("is before the first day")),  # the form says so
    (re.compile(r"^has no name column$"), gettext_lazy("has no name column")),
    (re.compile(r"^column (?P<value>'.*') is named twice$"), gettext_lazy("column %(value)s is named twice")),
    (
        re.compile(r"^has (?P<n>\d+) columns, expected at most (?P<m>\d+)$"),
        gettext_lazy("has %(n)s columns, expected at most %(m)s"),
    ),
    (re.compile(r"^no players in the text$"), gettext_lazy("no players in the text")),
    # penalty amounts (tournaments.services.penalties)
    (re.compile(r"^(?P<value>.*) is not a number$"), gettext_lazy("%(value)s is not a number")),
    (
        re.compile(r"^must be a non-zero number of points$"),
        gettext_lazy("must be a non-zero number of points"),
    ),
    (
        re.compile(r"^has more than 3 decimals or is too large$"),
        gettext_lazy("has more than 3 decimals or is too large"),
    ),
    # flash messages of the organizer pages
    (re.compile(r"^is finished$"), gettext_lazy("is finished")),
    (
        re.compile(r"^is finished; its standings are final$"),
        gettext_lazy("is finished; its standings are final"),
    ),
    (
        re.compile(r"^round (?P<n>\d+) is not seated yet; seat it first$"),
        gettext_lazy("round %(n)s is not seated yet; seat it first"),
    ),
    (
        re.compile(r"^round (?P<n>\d+) is not the last round$"),
        gettext_lazy("round %(n)s is not the last round"),
    ),
    (re.compile(r"^is cancelled already$"), gettext_lazy("is cancelled already")),
    (re.compile(r"^is finished already$"), gettext_lazy("is finished already")),
    (re.compile(r"^has no hands to undo$"), gettext_lazy("has no hands to undo")),
    (
        re.compile(r"^has no hands; enter final scores instead$"),
        gettext_lazy("has no hands; enter final scores instead"),
    ),
    (
        re.compile(r"^hand (?P<n>\d+) is not the last hand \(hand (?P<m>\d+) is\)$"),
        gettext_lazy("hand %(n)s is not the last hand (hand %(m)s is)"),
    ),
    (re.compile(r"^the event is finished already$"), gettext_lazy("the event is finished already")),
    (
        re.compile(
            r"^the event plans (?P<planned>\d+) rounds?; to add round (?P<next>\d+), "
            r"raise rounds_planned \(PATCH the event\)$"
        ),
        gettext_lazy(
            "the event plans %(planned)s; to add round %(next)s, raise “Rounds planned” in the event details"
        ),
    ),
    (re.compile(r"^round (?P<r>\d+) is finished(?: already)?$"), gettext_lazy("round %(r)s is finished")),
    (re.compile(r"^round (?P<r>\d+) is not finished$"), gettext_lazy("round %(r)s is not finished")),
    (
        re.compile(r"^table (?P<t>\d+) has results; the seating cannot change$"),
        gettext_lazy("table %(t)s has results; the seating cannot change"),
    ),
    (
        re.compile(
            r"^the game has (?P<hands>\d+) hands? played by (?P<who>.+): a substitute takes a seat "
            r"before the first hand \(end the game for time, or undo its hands\)$"
        ),
        gettext_lazy(
            "the game has %(hands)s played by %(who)s: a substitute takes a seat before the first hand "
            "(end the game for time, or undo its hands)"
        ),
    ),
    (
        re.compile(
            r"^starts with (?P<said>[\d, -]+?)(?: each)?, the event's rules with (?P<start>[\d,]+) each; "
            r"import it with accept_differences to count the event's rules$"
        ),
        gettext_lazy(
            "The record starts with %(said)s points, this event's rules with %(start)s each: tick "
            "“Count this event's rules” to import it under them"
        ),
    ),
    (re.compile(r"^holds no hands$"), gettext_lazy("holds no hands")),
    (
        re.compile(r"^could not be read: (?P<reason>.+)$", re.DOTALL),
        gettext_lazy("could not be read: %(reason)s"),
    ),
    (
        re.compile(r"^starts at (?P<label>\S+), not at the start of a game$"),
        gettext_lazy("starts at %(label)s, not at the start of a game"),
    ),
    (
        re.compile(r"^unpacks to more than (?P<n>[\d,]+) bytes: no Tenhou record is$"),
        gettext_lazy("unpacks to more than %(n)s bytes: no Tenhou record is"),
    ),
    (
        re.compile(
            r"^hand (?P<n>\d+) \((?P<label>[^)]+)\) starts at (?P<file>[-\d /]+) in the file but at "
            r"(?P<ours>[-\d /]+) under this event's rules; import it with accept_differences to count the "
            r"event's rules$"
        ),
        gettext_lazy(
            "Hand %(n)s (%(label)s) starts at %(file)s in the record but at %(ours)s under this event's "
            "rules: tick “Count this event's rules” to import it under them"
        ),
    ),
    (
        re.compile(
            r"^the game ends at (?P<file>[-\d /]+) in the file but at (?P<ours>[-\d /]+) under this event's "
            r"rules; import it with accept_differences to count the event's rules$"
        ),
        gettext_lazy(
            "The game ends at %(file)s in the record but at %(ours)s under this event's rules: tick "
            "“Count this event's rules” to import it under them"
        ),
    ),
    (
        re.compile(
            r"^the game ends after (?P<last>.+) in the file but goes on under this event's rules; import it "
            r"with accept_differences to count the event's rules$"
        ),
        gettext_lazy(
            "The game ends after %(last)s in the record but goes on under this event's rules: tick "
            "“Count this event's rules” to import it under them"
        ),
    ),
    (
        re.compile(r"^table (?P<t>\d+) has not finished its game$"),
        gettext_lazy("table %(t)s has not finished its game"),
    ),
    (
        re.compile(r"^tables (?P<list>[\d, ]+) have not finished their games$"),
        gettext_lazy("tables %(list)s have not finished their games"),
    ),
    (re.compile(r"^(?P<name>.+) has dropped out already$"), gettext_lazy("%(name)s has dropped out already")),
    (re.compile(r"^(?P<name>.+) has not dropped out$"), gettext_lazy("%(name)s has not dropped out")),
    # the seating script (tournaments.seating.script) and the round service; the pages paste one
    # round at a time, and the parser numbers it 1 whatever the round, so the number is left out
    (
        re.compile(r"^unknown player (?P<value>'.*'); did you mean (?P<suggestion>'.*')\?$"),
        gettext_lazy("unknown player %(value)s; did you mean %(suggestion)s?"),
    ),
    (re.compile(r"^unknown player (?P<value>'.*')$"), gettext_lazy("unknown player %(value)s")),
    (re.compile(r"^\.\.\. and (?P<more>\d+) more problems$"), gettext_lazy("... and %(more)s")),
    (
        re.compile(r"^player (?P<value>'.*') has dropped out$"),
        gettext_lazy("player %(value)s has dropped out"),
    ),
    (
        re.compile(r"^player (?P<value>'.*') is ambiguous: (?P<list>.*)$"),
        gettext_lazy("player %(value)s is ambiguous: %(list)s"),
    ),
    (
        re.compile(r"^table has (?P<n>\d+) players, expected 4$"),
        gettext_lazy("the table has %(n)s players, not 4"),
    ),
    (re.compile(r"^no tables found$"), gettext_lazy("no tables found")),
    (
        re.compile(r"^the script has (?P<n>\d+) rounds, expected (?P<m>\d+)$"),
        gettext_lazy("the text has %(n)s rounds, expected %(m)s"),
    ),
    (re.compile(r"^round (?P<r>\d+) has no tables$"), gettext_lazy("round %(r)s has no tables")),
    (re.compile(r"^the seating has no tables$"), gettext_lazy("no tables found")),
    (
        re.compile(r"^player (?P<p>\d+) is seated twice(?: in round (?P<r>\d+))? \(also line (?P<a>\d+)\)$"),
        gettext_lazy("player %(p)s is seated twice (also on line %(a)s)"),
    ),
    (
        re.compile(r"^player (?P<p>\d+) is seated twice at this table$"),
        gettext_lazy("player %(p)s is seated twice at this table"),
    ),
    (
        re.compile(
            r"^(?:round (?P<r>\d+)|the seating) does not seat players? (?P<list>.*); "
            r"at most (?P<k>\d+) may sit out$"
        ),
        gettext_lazy("no seat for player number %(list)s; at most %(k)s may sit out"),
    ),
    (
        re.compile(r"^(?:round (?P<r>\d+)|the seating) does not seat players? (?P<list>.*)$"),
        gettext_lazy("no seat for player number %(list)s"),
    ),
    (
        re.compile(r"^a table needs four players; (?P<n>\d+) are active$"),
        gettext_lazy("a table needs four players; %(n)s are active"),
    ),
    (
        re.compile(r"^a table needs four players; (?P<n>\d+) are here$"),
        gettext_lazy("a table needs four players; %(n)s are here"),
    ),
    (
        re.compile(r"^no active player has the number (?P<numbers>[\d, ]+)$"),
        gettext_lazy("no active player has the number %(numbers)s"),
    ),
    (
        re.compile(r"^paste the tables of the round, one table per line$"),
        gettext_lazy("paste the tables of the round, one table per line"),
    ),
    (
        re.compile(
            r"^(?P<n>\d+) players leave (?P<seats>\d+) empty seats?; "
            r"register (?P<substitutes>\d+) more substitutes? or let players sit out in turn$"
        ),
        gettext_lazy(
            "%(n)s players leave %(seats)s; register %(substitutes)s or let players sit out in turn"
        ),
    ),
    (
        re.compile(r"^cannot be below the number of rounds created \((?P<n>\d+)\)$"),
        gettext_lazy("cannot be below the number of rounds created (%(n)s)"),
    ),
    (
        re.compile(r"^the event is finished; its results are final$"),
        gettext_lazy("the event is finished; its results are final"),
    ),
    # final scores (tournaments.services.games.game_record_final_scores)
    (
        re.compile(r"^round (?P<r>\d+) is finished; its results are final$"),
        gettext_lazy("round %(r)s is finished; its results are final"),
    ),
    (re.compile(r"^has no final scores to clear$"), gettext_lazy("has no final scores to clear")),
    (
        re.compile(r"^has hand records; undo them before entering final scores$"),
        gettext_lazy("has hand records; undo them before entering final scores"),
    ),
    (
        re.compile(r"^need four whole-number scores, East South West North$"),
        gettext_lazy("need four whole-number scores, East South West North"),
    ),
    (
        re.compile(r"^need four whole-number chombo counts, East South West North$"),
        gettext_lazy("need four whole-number chombo counts, East South West North"),
    ),
    (
        re.compile(
            r"^(?P<name>.+) \((?P<wind>East|South|West|North)\): "
            r"(?P<n>-?\d+) is not a chombo count from 0 to (?P<most>\d+)$"
        ),
        gettext_lazy("%(name)s (%(wind)s): %(n)s is not a chombo count from 0 to %(most)s"),
    ),
    (
        re.compile(r"^this event's rules have no chombo: change the rules to count one$"),
        gettext_lazy("this event's rules have no chombo: change the rules to count one"),
    ),
    (
        re.compile(
            r"^(?P<name>.+) \((?P<wind>East|South|West|North)\): "
            r"(?P<score>-?[\d,]+) is not a multiple of 100$"
        ),
        gettext_lazy("%(name)s (%(wind)s): %(score)s is not a multiple of 100"),
    ),
    (
        re.compile(
            r"^(?P<name>.+) \((?P<wind>East|South|West|North)\): "
            r"(?P<score>-?[\d,]+) is beyond (?P<table>[\d,]+) points$"
        ),
        gettext_lazy("%(name)s (%(wind)s): %(score)s is beyond %(table)s points"),
    ),
    (
        re.compile(r"^(?P<name>.+) does not play in this game$"),
        gettext_lazy("%(name)s does not play in this game"),
    ),
    (
        re.compile(r"^there is no hand (?P<n>\d+) \(the last hand is (?P<m>\d+)\)$"),
        gettext_lazy("there is no hand %(n)s (the last hand is %(m)s)"),
    ),
    (
        re.compile(
            r"^(?P<n>[\d,]+) sticks are (?P<worth>[\d,]+) points, more than the (?P<points>[\d,]+) at the "
            r"table: count the sticks left on the table again$"
        ),
        gettext_lazy(
            "%(n)s sticks are %(worth)s points, more than the %(points)s at the table: count the sticks "
            "left on the table again"
        ),
    ),
    (
        re.compile(r"^must be a whole number of riichi sticks, 0 or more$"),
        gettext_lazy("must be a whole number of riichi sticks, 0 or more"),
    ),
    (
        re.compile(
            r"^the four scores must add up to (?P<expected>-?[\d,]+); they add up to (?P<total>-?[\d,]+)$"
        ),
        gettext_lazy("the four scores must add up to %(expected)s; they add up to %(total)s"),
    ),
    (
        re.compile(
            r"^the four scores must add up to (?P<expected>-?[\d,]+); they add up to (?P<total>-?[\d,]+), "
            r"as if (?P<sticks>1) riichi stick were left on the table: if so, enter the sticks left$"
        ),
        gettext_lazy(
            "the four scores must add up to %(expected)s; they add up to %(total)s, as if %(sticks)s "
            "were left on the table: if so, enter it under “Riichi sticks left on the table”."
        ),
    ),
    (
        re.compile(
            r"^the four scores must add up to (?P<expected>-?[\d,]+); they add up to (?P<total>-?[\d,]+), "
            r"as if (?P<sticks>\d+) riichi sticks? were left on the table: if so, enter the sticks left$"
        ),
        gettext_lazy(
            "the four scores must add up to %(expected)s; they add up to %(total)s, as if %(sticks)s "
            "were left on the table: if so, enter them under “Riichi sticks left on the table”."
        ),
    ),
    (
        re.compile(
            r"^the four scores must add up to (?P<expected>-?[\d,]+) "
            r"\((?P<table>[\d,]+) less (?P<sticks>\d+) riichi sticks? left on the table\); "
            r"they add up to (?P<total>-?[\d,]+)$"
        ),
        gettext_lazy(
            "the four scores must add up to %(expected)s (%(table)s less %(sticks)s left on the table); "
            "they add up to %(total)s"
        ),
    ),
]

SEAT_WINDS: dict[str, Any] = {
    "East": gettext_lazy("East"),
    "South": gettext_lazy("South"),
    "West": gettext_lazy("West"),
    "North": gettext_lazy("North"),
}


def _points(text: str) -> str:
    """Table points as the services write them ("-20,050") with the page language's grouping."""
    return score(int(text.replace(",", "")))


def _sticks(text: str) -> str:
    n = int(text)
    return ngettext("%(n)s riichi stick", "%(n)s riichi sticks", n) % {"n": n}


def _seats(text: str) -> str:
    n = int(text)
    return ngettext("%(n)s empty seat", "%(n)s empty seats", n) % {"n": n}


def _hands(text: str) -> str:
    n = int(text)
    return ngettext("%(n)s hand", "%(n)s hands", n) % {"n": n}


def _more(text: str) -> str:
    n = int(text)
    return ngettext("%(n)s more problem", "%(n)s more problems", n) % {"n": n}


def _rounds(text: str) -> str:
    n = int(text)
    return ngettext("%(n)s round", "%(n)s rounds", n) % {"n": n}


def _substitutes(text: str) -> str:
    n = int(text)
    return ngettext("%(n)s more substitute", "%(n)s more substitutes", n) % {"n": n}


# groups of a shape said again in the page language before they go into its template
def _quoted(value: str) -> str:
    """A value the message quotes ('Japn') in the page language's quotes (「Japn」)."""
    if len(value) >= 2 and value[0] == value[-1] == "'":
        return pgettext("a value quoted in a message", "'%(value)s'") % {"value": value[1:-1]}
    return value


CONVERT: dict[str, Callable[[str], str]] = {
    "value": _quoted,
    "wind": lambda wind: str(SEAT_WINDS.get(wind, wind)),
    "score": _points,
    "expected": _points,
    "table": _points,
    "total": _points,
    "sticks": _sticks,
    "seats": _seats,
    "substitutes": _substitutes,
    "planned": _rounds,
    "hands": _hands,
    "more": _more,
}


def _problem(text: str) -> str:
    found = labels.by_shape(text, SHAPES, CONVERT)
    if found is not None:
        return found
    field, sep, rest = text.partition(": ")
    if sep and field in FIELDS:
        return field_problem(FIELDS[field], _problem(rest), rest.startswith(_NEEDS_SUBJECT))
    return text


# English problems that read on from the field's name ("name" + "is required")
_NEEDS_SUBJECT = ("is ", "has ", "cannot ", "must ", "was ", "holds ", "could ", "starts at ", "unpacks ")
# Japanese problems that read on from their field start with a particle (名前 + は必須です): no colon
_PARTICLES = ("は", "が")


def field_problem(field: Any, problem: str, reads_on: bool = False) -> str:
    """A field's name and what is wrong with it, in the page language; a problem that `reads_on`
    from the name ("is required") makes one sentence with it ("name is required")."""
    if problem.startswith(_PARTICLES):
        return f"{field}{problem}"
    if reads_on:
        return pgettext("a field and a problem that reads on from its name", "%(field)s %(problem)s") % {
            "field": field,
            "problem": problem,
        }
    return _("%(field)s: %(problem)s") % {"field": field, "problem": problem}


def translate(message: str) -> str:
    """`message` in the page language when its shape is known, else unchanged."""
    match = _LINE.match(message)
    if match:
        return _("line %(n)s: %(problem)s") % {"n": match.group(1), "problem": _problem(match.group(2))}
    return _problem(message)


def translate_all(error: Any) -> list[str]:
    """Every message of a ServiceError, translated, in order."""
    return [translate(m) for problems in error.message_dict.values() for m in problems]


def sentence(error: Any) -> str:
    """A ServiceError as one flash message in the page language; a message that reads on from its
    field ("is finished") gets the field's name in front."""
    parts = []
    for field, problems in error.message_dict.items():
        for problem in problems:
            text = translate(problem)
            if problem.startswith(_NEEDS_SUBJECT):
                text = field_problem(FIELDS.get(field, field), text, reads_on=True)
            parts.append(text)
    return _capital("; ".join(parts))


def _capital(text: str) -> str:
    """A message shown on its own (flash, form error) starts a sentence."""
    return text[:1].upper() + text[1:]


def form_errors(error: Any, fields: Container[str]) -> list[tuple[str | None, str]]:
    """Every message of a ServiceError, translated, with the form field to show it at (None: the
    form as a whole; such a message that reads on from its field gets the field's name in front)."""
    errors: list[tuple[str | None, str]] = []
    for field, problems in error.message_dict.items():
        for problem in problems:
            text = translate(problem)
            if field in fields:
                errors.append((field, _capital(text)))
                continue
            if problem.startswith(_NEEDS_SUBJECT):
                text = field_problem(FIELDS.get(field, field), text, reads_on=True)
            errors.append((None, _capital(text)))
    return errors


def add_form_errors(form: Any, error: Any) -> None:
    """Put every message of a ServiceError on the form, at its field or on the form as a whole."""
    for field, text in form_errors(error, form.fields):
        form.add_error(field, text)


T = TypeVar("T")


def flash(request: HttpRequest, call: Callable[[], T], success: str | Callable[[T], str]) -> T | None:
    """Run a page's service call: flash `success` (or success(result)) and return the result, or flash
    the ServiceError in the page language and return None."""
    try:
        result = call()
    except ServiceError as error:
        messages.error(request, sentence(error))
        return None
    messages.success(request, success if isinstance(success, str) else success(result))
    return result
