"""Creating an event from a preset, its rules and its staff, and finishing it."""

import contextlib
import re
from datetime import date, tzinfo
from difflib import get_close_matches
from functools import cache
from importlib import resources
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from scoring.engine.rules import (
    Ruleset,
    RulesetError,
    get_preset,
    name_problem,
    ruleset_from_dict,
    ruleset_to_dict,
)
from tournaments.models import (
    EmptySeats,
    EntryMode,
    Kind,
    Membership,
    Ranking,
    Role,
    RoundStatus,
    SubstituteScoring,
    SwissWinds,
    Tournament,
    TournamentStatus,
    Visibility,
)
from tournaments.services.audit import Actor, audit_record
from tournaments.services.errors import ServiceError
from tournaments.slugs import slug_from_name


def _choice(field: str, value: str, choices: Any) -> str:
    if value not in choices.values:
        raise ServiceError(field, f"must be one of {', '.join(choices.values)}, not {value!r}")
    return value


# a league of a year of weekly nights with a few games each stays far below this
MAX_MIN_GAMES = 1000


# no team has more members counted than this
MAX_TEAM_COUNTED = 100


def _team_counted(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_TEAM_COUNTED:
        raise ServiceError("team_counted", f"must be a whole number from 0 to {MAX_TEAM_COUNTED}")
    return value


def _min_games(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_MIN_GAMES:
        raise ServiceError("min_games", f"must be a whole number from 0 to {MAX_MIN_GAMES}")
    return value


DESCRIPTION_MAX, VENUE_MAX = 5000, 200  # the API's and the forms' limits


def _text(field: str, value: str, limit: int) -> str:
    """Free text of an event (its description, venue): the same limit whichever page or API sends it."""
    if len(value) > limit:
        raise ServiceError(field, f"is longer than {limit} characters")
    if "\x00" in value:  # PostgreSQL refuses it in text
        raise ServiceError(field, "contains a control character (U+0000)")
    return value


def time_zones() -> list[str]:
    """The IANA zones an event may take: named places and UTC ("localtime", "Factory" and the like
    are the server's own files, not zones a player lives in)."""
    return sorted(z for z in available_timezones() if "/" in z or z == "UTC")


@cache
def current_zone_names() -> frozenset[str]:
    """The zones tzdata lists for a country today (zone.tab): "Asia/Kolkata", not its old name
    "Asia/Calcutta", which is still a valid zone. Empty when the file cannot be read."""
    text = _tzdata_text("zone.tab")
    lines = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return frozenset(cells[2] for cells in lines if len(cells) > 2)


def _tzdata_text(name: str) -> str:
    try:
        return resources.files("tzdata").joinpath("zoneinfo", name).read_text(encoding="utf-8")
    except (ModuleNotFoundError, OSError):
        return ""


def _tzdata_bytes(zone: str) -> bytes | None:
    try:
        return resources.files("tzdata").joinpath("zoneinfo", *zone.split("/")).read_bytes()
    except (ModuleNotFoundError, OSError, ValueError):
        return None


@cache
def zone_aliases(offered: frozenset[str]) -> dict[str, str]:
    """Each zone not offered (an old name a phone may still report: Chromium says "Asia/Saigon",
    "Asia/Calcutta", "Europe/Kiev") -> the offered zone keeping the same clock, whose tzdata file
    is the same bytes. When several offered zones share it (Pacific/Truk: Port Moresby, Chuuk, ...),
    the one whose zone.tab note names the old one ("Chuuk/Truk, Yap"), else one spelled alike
    (Africa/Asmera: Africa/Asmara, not Nairobi), else the zone tzdata links the old name to, else
    none. `offered`: the zones the event form offers. Empty when the tzdata package cannot be read."""
    by_bytes: dict[bytes, list[str]] = {}
    for zone in sorted(offered):
        if (data := _tzdata_bytes(zone)) is not None:
            by_bytes.setdefault(data, []).append(zone)
    notes = {
        cells[2]: cells[3]
        for cells in (line.split("\t") for line in _tzdata_text("zone.tab").splitlines())
        if len(cells) > 3 and not cells[0].startswith("#")
    }
    links = {
        cells[2]: cells[1]
        for cells in (line.split() for line in _tzdata_text("tzdata.zi").splitlines())
        if len(cells) == 3 and cells[0] == "L"
    }
    aliases = {}
    for zone in sorted(available_timezones() - offered):
        data = _tzdata_bytes(zone)
        same = by_bytes.get(data, []) if data is not None else []
        old = zone.rsplit("/", 1)[-1]
        named = [z for z in same if old in re.split(r"[^A-Za-z_]+", notes.get(z, ""))]
        spelled = [z for z in same if get_close_matches(old, [z.rsplit("/", 1)[-1]], cutoff=0.8)]
        linked = [z for z in same if z == links.get(zone)]
        picked = named or spelled or linked or (same if len(same) == 1 else [])
        if picked:
            aliases[zone] = picked[0]
    return aliases


def _time_zone(value: Any) -> str:
    """An IANA time zone name ("Asia/Ho_Chi_Minh"), or "" for the site's own."""
    if not isinstance(value, str) or (value and value not in time_zones()):
        raise ServiceError("time_zone", f"{value!r} is not a time zone name such as 'Europe/Paris'")
    return value


def _unique_slug(base: str) -> str:
    base = (slug_from_name(base) or "event")[:70].strip("-")
    slug, n = base, 1
    while Tournament.objects.filter(slug=slug).exists():
        n += 1
        slug = f"{base}-{n}"
    return slug


def _check_new_name(changes: dict[str, Any] | None, field: str) -> None:
    if isinstance(changes, dict) and (problem := name_problem(changes.get("name"))):
        raise ServiceError(field, [problem])


def ruleset_build(*, preset: str, changes: dict[str, Any] | None = None, field: str = "changes") -> Ruleset:
    """The preset with `changes` applied, validated by the engine; errors come under `field` (the
    caller's name for the changes), each naming the ruleset field."""
    try:
        base = get_preset(preset)
    except KeyError as exc:
        raise ServiceError("preset", str(exc.args[0])) from None
    _check_new_name(changes, field)
    try:
        return ruleset_from_dict(changes or {}, base=base)
    except RulesetError as exc:
        raise ServiceError(field, exc.errors) from None


@transaction.atomic
def tournament_create(
    *,
    owner: User,
    name: str,
    preset: str,
    slug: str = "",
    kind: str = Kind.TOURNAMENT,
    visibility: str = Visibility.PUBLIC,
    entry_mode: str = EntryMode.HANDS,
    rounds_planned: int = 0,
    ruleset_changes: dict[str, Any] | None = None,
    substitute_scoring: str = SubstituteScoring.NOT_RANKED,
    empty_seats: str = EmptySeats.SUBSTITUTES,
    swiss_winds: str = SwissWinds.STANDINGS,
    teams_apart: bool = True,  # a team event wants it; without teams it changes nothing
    countries_apart: bool = False,
    ranking: str = Ranking.TOTAL,
    min_games: int = 0,
    team_counted: int = 0,
    time_zone: str = "",
    description: str = "",
    venue: str = "",
    starts_on: date | None = None,
    ends_on: date | None = None,
) -> Tournament:
    """A new event whose ruleset is a copy of `preset` (plus `ruleset_changes`); `owner` gets the
    owner role."""
    name = name.strip()
    if not name:
        raise ServiceError("name", "is required")
    _choice("kind", kind, Kind)
    _choice("visibility", visibility, Visibility)
    _choice("entry_mode", entry_mode, EntryMode)
    _choice("substitute_scoring", substitute_scoring, SubstituteScoring)
    _choice("empty_seats", empty_seats, EmptySeats)
    _choice("swiss_winds", swiss_winds, SwissWinds)
    _choice("ranking", ranking, Ranking)
    _min_games(min_games)
    _team_counted(team_counted)
    _time_zone(time_zone)
    if rounds_planned < 0:
        raise ServiceError("rounds_planned", "cannot be negative")
    if starts_on and ends_on and ends_on < starts_on:
        raise ServiceError("ends_on", "is before the start date")
    if slug:
        if slug != slugify(slug):
            raise ServiceError("slug", "may hold only lowercase letters, digits and hyphens")
        if Tournament.objects.filter(slug=slug).exists():
            raise ServiceError("slug", f"{slug!r} is taken")
    else:
        slug = _unique_slug(name)
    ruleset = ruleset_build(preset=preset, changes=ruleset_changes, field="ruleset_changes")
    tournament = Tournament.objects.create(
        slug=slug,
        name=name,
        kind=kind,
        visibility=visibility,
        entry_mode=entry_mode,
        rounds_planned=rounds_planned,
        preset=preset,
        ruleset=ruleset_to_dict(ruleset),
        substitute_scoring=substitute_scoring,
        empty_seats=empty_seats,
        swiss_winds=swiss_winds,
        teams_apart=bool(teams_apart),
        countries_apart=bool(countries_apart),
        ranking=ranking,
        min_games=min_games,
        team_counted=team_counted,
        time_zone=time_zone,
        description=_text("description", description, DESCRIPTION_MAX),
        venue=_text("venue", venue, VENUE_MAX),
        starts_on=starts_on,
        ends_on=ends_on,
        owner=owner,
    )
    Membership.objects.create(tournament=tournament, user=owner, role=Role.OWNER)
    return tournament


class Unchanged:
    """The default of an optional argument whose None means "clear it"."""


UNCHANGED = Unchanged()


@transaction.atomic
def tournament_update(
    *,
    tournament: Tournament,
    by: Actor,
    name: str | None = None,
    description: str | None = None,
    kind: str | None = None,
    visibility: str | None = None,
    entry_mode: str | None = None,
    substitute_scoring: str | None = None,
    empty_seats: str | None = None,
    swiss_winds: str | None = None,
    teams_apart: bool | None = None,
    countries_apart: bool | None = None,
    ranking: str | None = None,
    min_games: int | None = None,
    team_counted: int | None = None,
    time_zone: str | None = None,
    rounds_planned: int | None = None,
    venue: str | None = None,
    starts_on: date | Unchanged | None = UNCHANGED,
    ends_on: date | Unchanged | None = UNCHANGED,
) -> Tournament:
    """Change an event's details; only the arguments given change (a date given as None is cleared).
    The ruleset has its own service."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    changes: dict[str, Any] = {}
    if name is not None:
        if not name.strip():
            raise ServiceError("name", "is required")
        changes["name"] = name.strip()
    for field, value, choices in (
        ("kind", kind, Kind),
        ("visibility", visibility, Visibility),
        ("entry_mode", entry_mode, EntryMode),
        ("substitute_scoring", substitute_scoring, SubstituteScoring),
        ("empty_seats", empty_seats, EmptySeats),
        ("swiss_winds", swiss_winds, SwissWinds),
        ("ranking", ranking, Ranking),
    ):
        if value is not None:
            changes[field] = _choice(field, value, choices)
    for field, flag in (("teams_apart", teams_apart), ("countries_apart", countries_apart)):
        if flag is not None:
            if not isinstance(flag, bool):
                raise ServiceError(field, "must be true or false")
            changes[field] = flag
    if min_games is not None:
        changes["min_games"] = _min_games(min_games)
    if team_counted is not None:
        changes["team_counted"] = _team_counted(team_counted)
    if time_zone is not None:
        changes["time_zone"] = _time_zone(time_zone)
    if rounds_planned is not None:
        played = tournament.rounds.count()
        if rounds_planned < 0 or (rounds_planned and rounds_planned < played):
            raise ServiceError("rounds_planned", f"cannot be below the number of rounds created ({played})")
        changes["rounds_planned"] = rounds_planned
    for field, text, limit in (("description", description, DESCRIPTION_MAX), ("venue", venue, VENUE_MAX)):
        if text is not None:
            changes[field] = _text(field, text, limit)
    for field, day in (("starts_on", starts_on), ("ends_on", ends_on)):
        if not isinstance(day, Unchanged):
            changes[field] = day
    start, end = changes.get("starts_on", tournament.starts_on), changes.get("ends_on", tournament.ends_on)
    if start and end and end < start:
        raise ServiceError("ends_on", "is before the start date")
    if tournament.status == TournamentStatus.FINISHED:
        # the ranking rules would reorder standings that are final (a form sends them unchanged)
        for field in ("ranking", "min_games", "substitute_scoring", "team_counted"):
            if field in changes and changes[field] != getattr(tournament, field):
                raise ServiceError(field, "the event is finished; its results are final")
    before = {field: _jsonable(getattr(tournament, field)) for field in changes}
    for field, value in changes.items():
        setattr(tournament, field, value)
    tournament.save()
    if "entry_mode" in changes:
        _games_without_result_follow(tournament, by)
    if changes:
        audit_record(
            tournament=tournament,
            action="tournament_update",
            target="event",
            before=before,
            after={field: _jsonable(value) for field, value in changes.items()},
            by=by,
        )
    if {"substitute_scoring", "ranking", "min_games"} & set(changes):  # the standings order changes
        from tournaments.services.standings_queue import standings_queue

        standings_queue(tournament_id=tournament.pk)
    return tournament


def _games_without_result_follow(tournament: Tournament, by: Actor) -> None:
    """Games copy the event's entry mode when seated; those without a result yet (no hands, no
    final scores) take the new mode, so a seated round is not stuck in the old one."""
    games = tournament.games.filter(hand_count=0, final_scores__isnull=True).exclude(
        entry_mode=tournament.entry_mode
    )
    moved = sorted(games.values_list("round__number", "table__number"))
    if not moved:
        return
    games.update(entry_mode=tournament.entry_mode)
    audit_record(
        tournament=tournament,
        action="games_entry_mode",
        target="games without results",
        before=None,
        after={
            "entry_mode": tournament.entry_mode,
            "games": [f"round {r} table {t}" for r, t in moved],
        },
        by=by,
    )


def _jsonable(value: Any) -> Any:
    return value.isoformat() if isinstance(value, date) else value


@transaction.atomic
def tournament_update_ruleset(
    *, tournament: Tournament, changes: dict[str, Any], by: Actor, preset: str | None = None
) -> Tournament:
    """Change rule fields (or start again from another preset) until the first result is entered."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    if tournament.ruleset_frozen:
        raise ServiceError("ruleset", "is frozen: results have been entered with it")
    before = tournament.ruleset
    if preset is not None:
        ruleset = ruleset_build(preset=preset, changes=changes)
        tournament.preset = preset
    else:
        _check_new_name(changes, "changes")
        try:
            ruleset = ruleset_from_dict({**before, **changes})
        except RulesetError as exc:
            raise ServiceError("changes", exc.errors) from None
    tournament.ruleset = ruleset_to_dict(ruleset)
    tournament.save(update_fields=["ruleset", "preset", "updated_at"])
    audit_record(
        tournament=tournament,
        action="tournament_update_ruleset",
        target="ruleset",
        before=before,
        after=tournament.ruleset,
        by=by,
    )
    return tournament


def tournament_ruleset(tournament: Tournament) -> Ruleset:
    """The event's stored ruleset as the engine's object."""
    return ruleset_from_dict(tournament.ruleset)


def tournament_freeze_ruleset(*, tournament: Tournament) -> None:
    """Called by every service that stores a result: from then on the rules cannot change."""
    if not tournament.ruleset_frozen:
        Tournament.objects.filter(pk=tournament.pk).update(ruleset_frozen=True)
        tournament.ruleset_frozen = True


@transaction.atomic
def tournament_member_set(*, tournament: Tournament, user: User, role: str, by: Actor) -> Membership:
    """Give `user` the role organizer or scorer (replacing any other role they had, except owner)."""
    if role not in (Role.ORGANIZER, Role.SCORER):
        raise ServiceError("role", "must be organizer or scorer (an event has exactly one owner)")
    if tournament.owner_id == user.pk:
        raise ServiceError("user", "is the owner already")
    earlier = Membership.objects.filter(tournament=tournament, user=user).first()
    if earlier is not None and earlier.role == role:
        return earlier  # nothing changed: no second audit entry
    membership, _ = Membership.objects.update_or_create(
        tournament=tournament, user=user, defaults={"role": role}
    )
    audit_record(
        tournament=tournament,
        action="tournament_member_set",
        target=str(user),
        before=earlier.role if earlier else None,
        after=role,
        by=by,
    )
    return membership


@transaction.atomic
def tournament_member_remove(*, tournament: Tournament, user: User, by: Actor) -> None:
    if tournament.owner_id == user.pk:
        raise ServiceError("user", "the owner cannot be removed")
    deleted, _ = Membership.objects.filter(tournament=tournament, user=user).delete()
    if not deleted:
        raise ServiceError("user", "has no role in this event")
    audit_record(
        tournament=tournament,
        action="tournament_member_remove",
        target=str(user),
        before=None,
        after=None,
        by=by,
    )


@transaction.atomic
def tournament_finish(*, tournament: Tournament, by: Actor) -> Tournament:
    """Close the event: every round must be finished (a round never seated is removed). A seated
    round whose games have all ended is finished with it: the director finishing the event after the
    last results came in was asked to confirm, then told the last round was not finished."""
    from tournaments.services.rounds import (
        round_can_finish,
        round_finish,
    )  # rounds imports this, via standings

    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    if tournament.status == TournamentStatus.FINISHED:
        raise ServiceError("status", "the event is finished already")
    open_rounds = tournament.rounds.exclude(status=RoundStatus.FINISHED)
    seated = [r for r in open_rounds.order_by("number") if r.status == RoundStatus.SEATED]
    for round_ in seated:
        if not round_can_finish(round_):
            raise ServiceError("rounds", f"round {round_.number} is not finished")
    for round_ in seated:
        round_finish(round_=round_, by=by)
    open_rounds.filter(status=RoundStatus.PENDING).delete()
    tournament.status = TournamentStatus.FINISHED
    tournament.finished_at = timezone.now()
    tournament.save(update_fields=["status", "finished_at", "updated_at"])
    audit_record(
        tournament=tournament,
        action="tournament_finish",
        target="event",
        before=None,
        after={"status": tournament.status},
        by=by,
    )
    return tournament


@transaction.atomic
def tournament_reopen(*, tournament: Tournament, by: Actor) -> Tournament:
    """Open a finished event again (finished by mistake, or more rounds to play); its rounds stay
    finished until reopened one by one."""
    tournament = Tournament.objects.select_for_update(no_key=True, of=("self",)).get(pk=tournament.pk)
    if tournament.status != TournamentStatus.FINISHED:
        raise ServiceError("status", "the event is not finished")
    tournament.status = TournamentStatus.RUNNING
    tournament.finished_at = None
    tournament.save(update_fields=["status", "finished_at", "updated_at"])
    audit_record(
        tournament=tournament,
        action="tournament_reopen",
        target="event",
        before={"status": TournamentStatus.FINISHED},
        after={"status": tournament.status},
        by=by,
    )
    return tournament


@transaction.atomic
def tournament_delete(*, tournament: Tournament, by: Actor, confirm_slug: str) -> None:
    """Delete an event with everything in it (players stay: they may play other events). The caller
    repeats the slug, so a stray request cannot delete the wrong event."""
    if confirm_slug != tournament.slug:
        raise ServiceError("confirm_slug", f"type {tournament.slug!r} to delete this event")
    Tournament.objects.filter(pk=tournament.pk).delete()


def event_zone(tournament: Tournament) -> tzinfo:
    """The event's time zone, else the site's (also for a zone set by hand, or gone from this
    server's tzdata)."""
    if tournament.time_zone:
        with contextlib.suppress(ValueError, ZoneInfoNotFoundError):
            return ZoneInfo(tournament.time_zone)
    return timezone.get_default_timezone()
