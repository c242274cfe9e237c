"""Organizer pages: create an event, adjust its rules, register players, seat rounds, penalties.

Views check access first (`event_for(..., need=Access.MANAGE)`), then hand the input to a service;
a ServiceError goes back onto the form, naming the field.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from functools import partial
from typing import Any

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.db.models import Case, Max, When
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from scoring.engine.presets import PRESETS
from tournaments import forms, selectors
from tournaments.auth_backends import user_by_username
from tournaments.models import (
    Game,
    GameStatus,
    Membership,
    Penalty,
    Registration,
    Role,
    Round,
    RoundStatus,
    Seat,
    Tournament,
)
from tournaments.numbers import ascii_int
from tournaments.permissions import Access
from tournaments.services import penalties as penalty_services
from tournaments.services import registrations as registration_services
from tournaments.services import rounds as round_services
from tournaments.services import tournaments as tournament_services
from tournaments.services.errors import ServiceError
from tournaments.views import changes, labels, messages_i18n, ruleset_messages, seating_methods
from tournaments.views.common import event_context, event_for
from tournaments.views.preset_summary import preset_summary
from tournaments.views.public import round_of, round_sit_outs, round_tables


@login_required
def event_create(request: HttpRequest) -> HttpResponse:
    form = forms.EventCreateForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            tournament = tournament_services.tournament_create(owner=request.user, **form.cleaned_data)  # type: ignore[arg-type]
        except ServiceError as error:
            messages_i18n.add_form_errors(form, error)
        else:
            messages.success(request, _("Event created. Check its rules, then register players."))
            return redirect("rules", tournament.slug)
    preset_options = [(radio, preset_summary(PRESETS[radio.data["value"]])) for radio in form["preset"]]
    return render(request, "tournaments/event_create.html", {"form": form, "preset_options": preset_options})


EDITABLE = (
    "name",
    "visibility",
    "kind",
    "rounds_planned",
    "entry_mode",
    "substitute_scoring",
    "empty_seats",
    "swiss_winds",
    "teams_apart",
    "countries_apart",
    "ranking",
    "min_games",
    "team_counted",
    "time_zone",
    "starts_on",
    "ends_on",
    "venue",
    "description",
)


def event_edit(request: HttpRequest, slug: str) -> HttpResponse:
    """Change the event's name, details and who can see it."""
    tournament = event_for(request, slug, Access.MANAGE)
    initial = {field: getattr(tournament, field) for field in EDITABLE}
    form = forms.EventEditForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        changed = {field: form.cleaned_data[field] for field in form.changed_data}
        if not changed:
            messages.info(request, _("Nothing changed."))
            return redirect("manage", tournament.slug)
        try:
            tournament_services.tournament_update(tournament=tournament, by=request.user, **changed)
        except ServiceError as error:
            messages_i18n.add_form_errors(form, error)
        else:
            messages.success(request, _("Event details saved."))
            return redirect("manage", tournament.slug)
    return render(
        request, "tournaments/event_edit.html", event_context(request, tournament, "manage", form=form)
    )


def event_delete(request: HttpRequest, slug: str) -> HttpResponse:
    """Delete the event with everything in it (owner only), after typing its short name again."""
    tournament = event_for(request, slug, Access.OWN)
    form = forms.EventDeleteForm(request.POST or None, slug=tournament.slug)
    if request.method == "POST" and form.is_valid():
        try:
            tournament_services.tournament_delete(
                tournament=tournament, by=request.user, confirm_slug=form.cleaned_data["confirm_slug"]
            )
        except ServiceError as error:
            messages_i18n.add_form_errors(form, error)
        else:
            messages.success(request, _("%(name)s was deleted.") % {"name": tournament.name})
            return redirect("home")
    held = {
        "rounds": tournament.rounds.count(),
        "games": Game.objects.filter(round__tournament=tournament).count(),
        "registrations": tournament.registrations.count(),
    }
    return render(
        request,
        "tournaments/event_delete.html",
        event_context(request, tournament, "manage", form=form, held=held),
    )


def manage(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    rounds = selectors.rounds_with_progress(tournament)
    active = tournament.registrations.filter(status="active")
    players = active.filter(is_substitute=False).count()
    substitutes = active.filter(is_substitute=True).count()
    # "player 7 (Aiko)", a hand before and after, the final scores, a penalty's player: in words,
    # everyone named as they were then (a number is given anew once its player is removed)
    audit = changes.latest(tournament)
    # what comes next: seat the round not seated yet, or add one, or (all planned rounds finished)
    # finish the event
    unseated = next((r for r in rounds if r.status == "pending"), None)
    planned_done = bool(tournament.rounds_planned) and len(rounds) >= tournament.rounds_planned
    all_finished = bool(rounds) and all(r.status == "finished" for r in rounds)
    return render(
        request,
        "tournaments/manage.html",
        event_context(
            request,
            tournament,
            "manage",
            rounds=rounds,
            players=players,
            substitutes=substitutes,
            audit=audit,
            unseated=unseated,
            can_add_round=unseated is None and not planned_done,
            next_round=len(rounds) + 1,
            # said before "add round N": seating would refuse the round for want of substitutes
            missing_substitutes=round_services.substitutes_short(tournament) if players >= 4 else None,
            # the round being played: its tables and results come first, adding the next one after
            in_play=next((r for r in rounds if r.status == "seated"), None),
            time_to_finish=planned_done and all_finished,
            finished_rounds=sum(r.status == "finished" for r in rounds),
            fewer_games=selectors.ranked_with_fewer_games(tournament=tournament)
            if planned_done and all_finished
            else [],
        ),
    )


def _ruleset_errors(form: Any, error: ServiceError) -> None:
    """Each engine message on the field it names, in the page language; "uma" is shown on the box
    changed, and a message naming no field of the form goes above the form with its field name."""
    for problems in error.message_dict.values():
        for message in problems:
            field, rest = ruleset_messages.split(message)
            target = form.uma_field() if field == "uma" else field
            if target and target in form.fields:
                form.add_error(target, ruleset_messages.problem(rest))
            else:
                form.add_error(None, ruleset_messages.translate(message))


def rules(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    form = forms.RulesForm(request.POST or None, current=tournament.ruleset)
    if request.method == "POST" and not tournament.ruleset_frozen and form.is_valid():
        changes = form.changes()
        if not changes:
            messages.info(request, _("No rule changed."))
            return redirect("manage", tournament.slug)
        try:
            tournament_services.tournament_update_ruleset(
                tournament=tournament, changes=changes, by=request.user
            )
        except ServiceError as error:
            _ruleset_errors(form, error)
        else:
            messages.success(request, _("Rules saved."))
            return redirect("manage", tournament.slug)
    return render(request, "tournaments/rules.html", event_context(request, tournament, "manage", form=form))


def _player_saved(request: HttpRequest, form: Any, save: Callable[..., Registration], said: str) -> bool:
    """Save a valid player form with `save`; say `said` (with the player's name and number) and
    answer True, or put the service's refusal on the form's fields and answer False."""
    if not form.is_valid():
        return False
    try:
        reg = save(**form.cleaned_data)
    except ServiceError as error:
        messages_i18n.add_form_errors(form, error)
        return False
    messages.success(request, said % {"name": reg.player.name, "number": reg.number})
    return True


def players(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    one = forms.PlayerForm(prefix="one")
    csv = forms.PlayersCsvForm(prefix="csv")
    csv_errors: list[str] = []
    teams = forms.TeamsCsvForm(prefix="teams")
    teams_errors: list[str] = []
    # ?edit=<number>: the page with that player's Edit form open (it posts back to the same address)
    number = request.GET.get("edit", "")
    editing = None
    if re.fullmatch(r"[0-9]{1,9}", number):
        editing = get_object_or_404(
            Registration.objects.select_related("player", "team"), tournament=tournament, number=int(number)
        )
    edit = _player_edit_form(editing)
    if request.method == "POST" and "edit-name" in request.POST:
        if editing is None:
            raise Http404("No such player.")
        edit = forms.PlayerEditForm(request.POST, prefix="edit", stored_country=editing.player.country)
        if _player_saved(
            request,
            edit,
            partial(registration_services.registration_update, registration=editing, by=request.user),
            _("Saved player %(number)s, %(name)s."),
        ):
            return redirect("players", tournament.slug)
    elif request.method == "POST" and "one-name" in request.POST:
        one = forms.PlayerForm(request.POST, prefix="one")
        if _player_saved(
            request,
            one,
            partial(registration_services.player_register, tournament=tournament, by=request.user),
            _("Registered %(name)s as player %(number)s."),
        ):
            back = request.POST.get("back_to_round", "")
            if back.isascii() and back.isdigit() and tournament.rounds.filter(number=int(back)).exists():
                # a walk-in registered from the round's roll call: back to it, where they are ticked,
                # and the boxes unticked there stay so
                url = reverse("seat_round", args=[tournament.slug, int(back)])
                absent = _numbers(request.POST.get("absent", ""))
                query = f"?absent={','.join(map(str, sorted(absent)))}" if absent else ""
                return redirect(f"{url}{query}#attendance")
            # the form stays open for the next player (registering at the door, one after another)
            return redirect(reverse("players", args=[tournament.slug]) + "?next=one#register-one-card")
    elif request.method == "POST" and "teams-text" in request.POST:
        teams = forms.TeamsCsvForm(request.POST, prefix="teams")
        if teams.is_valid():
            try:
                changed = registration_services.registrations_set_teams_csv(
                    tournament=tournament, text=teams.cleaned_data["text"], by=request.user
                )
            except ServiceError as error:
                teams_errors = messages_i18n.translate_all(error)
            else:
                messages.success(
                    request,
                    ngettext("%(n)s player changed team.", "%(n)s players changed team.", changed)
                    % {"n": changed},
                )
                return redirect("players", tournament.slug)
    elif request.method == "POST":
        csv = forms.PlayersCsvForm(request.POST, prefix="csv")
        if csv.is_valid():
            had_teams = tournament.teams.exists()
            # read before the list makes its teams: a new team that looks like one the event has
            lookalikes = registration_services.csv_team_lookalikes(tournament, csv.cleaned_data["text"])
            try:
                regs = registration_services.players_register_csv(
                    tournament=tournament, text=csv.cleaned_data["text"], by=request.user
                )
            except ServiceError as error:
                csv_errors = messages_i18n.translate_all(error)
            else:
                # a header row or tabs say which value is the team: no "Lee, Ann" warning then
                plain = registration_services.csv_says_its_columns(csv.cleaned_data["text"])
                _say_registered(request, regs, teams_expected=had_teams or plain)
                for team, existing in lookalikes:
                    messages.warning(
                        request,
                        _("Team “%(team)s” is new; did you mean “%(existing)s”?")
                        % {"team": team, "existing": existing},
                    )
                return redirect("players", tournament.slug)
    registered = list(
        Registration.objects.filter(tournament=tournament)
        .select_related("player__user", "team")
        .order_by("number")
    )
    return render(
        request,
        "tournaments/players.html",
        event_context(
            request,
            tournament,
            "manage",
            one=one,
            csv=csv,
            csv_errors=csv_errors,
            teams=teams,
            teams_errors=teams_errors,
            registered=registered,
            register_open=request.GET.get("next") == "one",
            # the heading counts as the event's page does: players, substitutes and the dropped-out
            # apart ("36 · 4 substitutes · 2 dropped out"; 40 with the substitutes in read as a mistake)
            dropped_count=(dropped := sum(r.status == "dropped" for r in registered)),
            substitute_count=(subs := sum(r.status != "dropped" and r.is_substitute for r in registered)),
            playing_count=len(registered) - dropped - subs,
            # registrations made by mistake (never seated) can be removed outright
            in_use=registration_services.registrations_in_use(tournament),
            editing=editing,
            edit=edit,
            # after registering the field: where the next step is (a walkthrough looked for it)
            seat_first=not tournament.rounds.exists()
            and sum(r.status == "active" and not r.is_substitute for r in registered) >= 4,
        ),
    )


def _say_registered(request: HttpRequest, regs: list[Registration], *, teams_expected: bool) -> None:
    """How many a pasted list registered, naming the teams it put them in: "Lee, Ann" is player Lee
    of team Ann, which a phone (no team column) did not show."""
    # in the list's order (東組, 南組, 西組 as pasted; sorted they read 南, 東, 西 by code point)
    teams = list(dict.fromkeys(r.team.name for r in regs if r.team is not None))
    count = len(regs)
    if not teams:
        messages.success(
            request,
            ngettext("Registered %(count)s player.", "Registered %(count)s players.", count)
            % {"count": count},
        )
        return
    # "team" or "teams" by the teams' count: four players of one team read "in the teams Tigers"
    said = ngettext("Registered %(count)s player.", "Registered %(count)s players.", count) % {"count": count}
    in_teams = ngettext("Team: %(teams)s.", "Teams: %(teams)s.", len(teams)) % {
        "teams": labels.list_join(teams)
    }
    messages.success(request, f"{said} {in_teams}")
    if not teams_expected:
        messages.warning(
            request,
            _(
                "The second value of a line is the player's team. A name written with a comma "
                'goes in quotes: "Lee, Ann".'
            ),
        )


def _player_edit_form(registration: Registration | None) -> forms.PlayerEditForm | None:
    """The Edit form of one registered player, filled with what is stored."""
    if registration is None:
        return None
    team = registration.team.name if registration.team else ""
    return forms.PlayerEditForm(
        prefix="edit",
        stored_country=registration.player.country,
        initial={
            "name": registration.player.name,
            "team": team,
            "country": registration.player.country,
            "external_id": registration.player.external_id,
        },
    )


@require_POST
def player_drop(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    registration = get_object_or_404(Registration, tournament=tournament, number=number)
    dropped = messages_i18n.flash(
        request,
        lambda: registration_services.registration_drop(registration=registration, by=request.user),
        _("%(name)s dropped out.") % {"name": registration.player.name},
    )
    if dropped is not None:
        for seat in selectors.seats_of_dropouts(registration=registration):
            where = {"name": registration.player.name, "round": seat.round.number, "table": seat.table.number}
            if getattr(
                seat, "hands_played", 0
            ):  # a substitute sits only before the first hand: not the round page
                text = (
                    _(
                        "%(name)s is still seated in round %(round)s at table %(table)s, whose game has "
                        "hands: end it for time, or undo its hands, on its entry page."
                    )
                    % where
                )
                page = reverse("enter", args=[tournament.slug, seat.table.game.pk])
                messages.warning(request, _linked(text, page, _("Enter results")))
                continue
            text = (
                _(
                    "%(name)s is still seated in round %(round)s at table %(table)s: seat another "
                    "player there on the round's page."
                )
                % where
            )
            page = reverse("seat_round", args=[tournament.slug, seat.round.number])
            messages.warning(request, _linked(text, page, _("Round %(n)s") % {"n": seat.round.number}))
        short = round_services.substitutes_short(tournament)
        if short is not None:
            # say it now, not when the next round will not seat
            text = (
                ngettext(
                    "%(players)s players do not fill the tables of four: register %(short)s more "
                    "substitute before seating.",
                    "%(players)s players do not fill the tables of four: register %(short)s more "
                    "substitutes before seating.",
                    short["short"],
                )
                % short
            )
            if short["substitutes"]:  # "37 players: register 1 more" read wrong without the 2 there
                text += " " + _substitutes_there(short["substitutes"])
            # the other way out as the round pages offer it: its link names where, once
            details = reverse("event_edit", args=[tournament.slug]) + "#id_empty_seats"
            messages.warning(
                request, _linked(text, details, _("Or let players sit out in turn (Event details)"))
            )
    return redirect("players", tournament.slug)


def _substitutes_there(count: int) -> str:
    return ngettext(
        "%(n)s substitute is registered already.", "%(n)s substitutes are registered already.", count
    ) % {"n": count}


def _linked(text: str, url: str, label: str) -> str:
    """A flash message followed by a link to where it can be acted on (escaped, then marked safe)."""
    return format_html('{} <a href="{}">{}</a>', text, url, label)


@require_POST
def player_remove(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    return _on_player(
        request,
        slug,
        number,
        registration_services.registration_delete,
        lambda r: _("Player %(number)s, %(name)s, is removed.") % {"number": number, "name": r.player.name},
    )


@require_POST
def player_reinstate(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    return _on_player(
        request,
        slug,
        number,
        registration_services.registration_reinstate,
        lambda r: _("%(name)s is back: seated again from the next seating on.") % {"name": r.player.name},
    )


@require_POST
def player_account(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Tie a player to a user account (or untie it): they then see a private event they play in."""
    username = request.POST.get("username", "")
    return _on_player(
        request,
        slug,
        number,
        lambda **kw: registration_services.registration_link_account(username=username, **kw),
        lambda r: (
            _("%(name)s is linked to the account %(username)s.")
            % {"name": r.player.name, "username": getattr(user_by_username(username), "username", username)}
            if username.strip()
            else _("%(name)s has no account linked now.") % {"name": r.player.name}
        ),
    )


def _on_player(
    request: HttpRequest,
    slug: str,
    number: int,
    service: Callable[..., Any],
    success: Callable[[Registration], str],
) -> HttpResponse:
    """Run a service on one registration (organizers), flash the outcome, back to the players page."""
    tournament = event_for(request, slug, Access.MANAGE)
    registration = get_object_or_404(Registration, tournament=tournament, number=number)
    messages_i18n.flash(
        request, lambda: service(registration=registration, by=request.user), success(registration)
    )
    return redirect("players", tournament.slug)


@require_POST
def round_add(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    try:
        round_ = round_services.round_create(tournament=tournament, by=request.user)
    except ServiceError as error:
        messages.error(request, messages_i18n.sentence(error))
        return redirect("manage", tournament.slug)
    return redirect("seat_round", tournament.slug, round_.number)


def _same_as_before(round_: Round, attendance: list[Registration]) -> dict[str, Any] | None:
    """A club night: the same few away round after round. Before the round is seated, one tap starts
    the roll call from the round before's (those marked not here then, still active, unticked),
    unless the boxes already say so."""
    away_ids = selectors.marked_away(tournament=round_.tournament, round_number=round_.number - 1)
    away = [r for r in attendance if r.pk in away_ids]
    unticked = {r.number for r in attendance if not r.here}  # type: ignore[attr-defined]
    if not away or {r.number for r in away} <= unticked:
        return None
    url = reverse("seat_round", args=[round_.tournament.slug, round_.number])
    absent = sorted(unticked | {r.number for r in away})  # boxes unticked on the page stay so
    return {
        "round": round_.number - 1,
        "names": [r.player.name for r in away],
        "url": f"{url}?absent={','.join(map(str, absent))}",
    }


def _numbers(text: str) -> set[int]:
    """Player numbers from a comma-separated list ("3,7,12"); anything else is left out."""
    return {int(n) for n in text.split(",") if n.isascii() and n.isdigit()}


def seat_round(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    round_ = round_of(tournament.pk, number)
    if request.method == "POST":
        method = request.POST.get("method", "")
        with transaction.atomic():
            # one seating at a time: requests sent together (a tap on a slow line, two organizers)
            # wait here, and then see the seating the first one made
            Round.objects.select_for_update(of=("self",)).get(pk=round_.pk)
            if request.POST.get("seated", str(_seating_mark(round_))) != str(_seating_mark(round_)):
                said = _("Round %(n)s was seated meanwhile; nothing changed.") % {"n": round_.number}
                if not round_services.round_can_reseat(round_):  # an old page: the round has results
                    said = _("Round %(n)s has results: its seating can no longer change.") % {
                        "n": round_.number
                    }
                messages.info(request, said)
                return redirect("seat_round", tournament.slug, round_.number)
            absent = _absent(request, tournament)
            seated = messages_i18n.flash(
                request,
                lambda: seating_methods.generate(
                    round_=round_, method=method, by=request.user, absent=absent
                ),
                _("Round %(n)s seated.") % {"n": round_.number},
            )
        if seated is None and absent:
            # refused (too few here to fill the tables): the form comes back with the same boxes
            # unticked, not all ticked again
            url = reverse("seat_round", args=[tournament.slug, round_.number])
            return redirect(f"{url}?absent={','.join(map(str, absent))}")
        return redirect("seat_round", tournament.slug, round_.number)
    round_ = Round.objects.get(pk=round_.pk)
    dropout_seats = selectors.seats_of_dropouts(round_=round_)
    kept_absent = _numbers(request.GET.get("absent", ""))
    attendance = _attendance(round_, kept_absent)
    ticked = [r for r in attendance if r.here]  # type: ignore[attr-defined]
    ticked_subs = sum(1 for r in ticked if r.is_substitute)
    sentences = _roll_call_sentences(attendance) if attendance else None
    tables = round_tables(round_)
    same_as_before = _same_as_before(round_, attendance) if not tables and round_.number > 1 else None
    # the ticked players as the seating would take them (as attendance.js says it): seats left empty
    # that the ticked substitutes cannot fill
    ticked_players = len(ticked) - ticked_subs
    roll_call_short = ticked_players == 0 or (-ticked_players) % 4 > ticked_subs
    sitting_out = round_sit_outs(round_)
    return render(
        request,
        "tournaments/seat_round.html",
        event_context(
            request,
            tournament,
            "manage",
            round=round_,
            tables=tables,
            all_games_finished=round_services.round_can_finish(round_),
            # finishing is refused while a table plays: the button says which ones first
            tables_playing=[
                t.number for t in tables if getattr(t, "game", None) and t.game.status != GameStatus.FINISHED
            ],
            missing_substitutes=round_services.substitutes_short(tournament) if not tables else None,
            sit_outs_next=round_services.sit_outs_needed(tournament) if not tables else None,
            sitting_out=sitting_out,
            spare_substitutes=selectors.spare_substitutes(
                round_=round_, tables=tables, sitting_out=sitting_out
            ),
            methods=seating_methods.choices(tournament),
            chosen_method=seating_methods.preselected(round_),
            can_remove=round_services.round_can_delete(round_),
            quality=seating_methods.quality_groups(round_.seating_quality),
            repeats=seating_methods.repeats_explained(round_),
            can_reseat=round_services.round_can_reseat(round_),
            dropout_seats=dropout_seats,
            candidates=selectors.substitute_candidates(round_=round_) if dropout_seats else [],
            still_playing=round_services.round_earlier_unfinished(round_),
            seated_by_standings_after=selectors.seated_by_standings_after(round_)
            if round_.status == RoundStatus.FINISHED
            else [],
            seating_mark=_seating_mark(round_),
            attendance=attendance,
            kept_absent=bool(kept_absent),
            absent_now=",".join(str(r.number) for r in attendance if not r.here),  # type: ignore[attr-defined]
            # some boxes unticked: the notices counting every active player would read wrong
            roll_call_unticked=len(ticked) < len(attendance),
            roll_call_too_few=ticked_players < 4,
            roll_call_short=roll_call_short,
            same_as_before=same_as_before,
            roll_call_sentences=sentences,
            roll_call_heading=_fill(sentences["head"], here=ticked_players, subs_here=ticked_subs)
            if sentences
            else "",
        ),
    )


def _attendance(round_: Round, absent: Collection[int] = ()) -> list[Registration]:
    """The players the seating form lists as here (ticked) or not: everyone active, those marked not
    here in the round's current seating unticked (seating it again keeps them out; those out by the
    rotation are ticked: the rotation chooses again); `absent`: numbers left unticked by a seating
    that was refused."""
    out = set(round_.sit_outs.filter(absent=True).values_list("registration_id", flat=True))
    players = round_.tournament.registrations.filter(status="active")  # substitutes too: they may be away
    listed = list(players.select_related("player").order_by("is_substitute", "number"))
    for r in listed:
        r.here = r.pk not in out and r.number not in absent  # type: ignore[attr-defined]
    return listed


def _fill(sentence: str, **values: int) -> str:
    """A roll-call sentence with its {here}-style counts filled in, as attendance.js does."""
    for name, value in values.items():
        sentence = sentence.replace("{" + name + "}", str(value))
    return sentence


def _roll_call_sentences(attendance: list[Registration]) -> dict[str, str]:
    """What attendance.js says as boxes are ticked, by case and count ("out-1": one player sits
    out): every count it can meet is put in the plural its language wants ({here} and {tables}
    are filled in by the script). "head" is the roll call's heading: how many of the players
    listed are ticked (it had said "Who is here (14 players)" with two unticked), substitutes
    counted apart ("15 players" with 3 substitutes read as more players than the event has)."""
    subs = sum(1 for r in attendance if r.is_substitute)
    players = len(attendance) - subs
    if subs:
        head = ngettext(
            "Who is here ({here} of %(total)s player; substitutes: {subs_here} of %(subs)s)",
            "Who is here ({here} of %(total)s players; substitutes: {subs_here} of %(subs)s)",
            players,
        ) % {"total": players, "subs": subs}
    else:
        head = ngettext(
            "Who is here ({here} of %(total)s player)", "Who is here ({here} of %(total)s players)", players
        ) % {"total": players}
    sentences = {
        "head": head,
        "fits": _("Ticked: {here} players, {tables} tables; nobody sits out."),
        "fits-one": _("Ticked: {here} players, 1 table; nobody sits out."),
    }
    for n in (1, 2, 3):  # sitting out or seats short: one to three
        sentences[f"out-{n}"] = ngettext(
            "Ticked: {here} players, {tables} tables; %(out)s sits out, "
            "chosen among those who sat out fewest times.",
            "Ticked: {here} players, {tables} tables; %(out)s sit out, "
            "chosen among those who sat out fewest times.",
            n,
        ) % {"out": n}
        sentences[f"out-one-{n}"] = ngettext(
            "Ticked: {here} players, 1 table; %(out)s sits out, chosen among those who sat out fewest times.",
            "Ticked: {here} players, 1 table; %(out)s sit out, chosen among those who sat out fewest times.",
            n,
        ) % {"out": n}
        sentences[f"short-{n}"] = ngettext(
            "Ticked: {here} players; %(short)s more substitute is needed to fill the tables.",
            "Ticked: {here} players; %(short)s more substitutes are needed to fill the tables.",
            n,
        ) % {"short": n}
    for n in range(1, subs + 1):  # substitutes ticked beyond the empty seats: the seating leaves them out
        sentences[f"spare-{n}"] = ngettext(
            "%(n)s ticked substitute is not needed.", "%(n)s ticked substitutes are not needed.", n
        ) % {"n": n}
    for n in (0, 1, 2, 3):  # too few for a table
        sentences[f"few-{n}"] = ngettext(
            "Ticked: %(here)s player; a table needs four.", "Ticked: %(here)s players; a table needs four.", n
        ) % {"here": n}
    return sentences


def _absent(request: HttpRequest, tournament: Tournament) -> list[int]:
    """The players the seating form listed and left unticked (not here this round); a player
    registered after the page was opened was not listed, so is not taken for absent."""
    listed = {n for n in request.POST.getlist("listed") if n.isascii() and n.isdigit()}
    here = set(request.POST.getlist("here"))
    players = tournament.registrations.filter(status="active")
    return [n for n in players.values_list("number", flat=True) if str(n) in listed - here]


def _seating_mark(round_: Round) -> int:
    """Changes with every seating of the round (its newest seat), 0 before the first."""
    return round_.seats.aggregate(m=Max("pk"))["m"] or 0


@require_POST
def seat_substitute(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Put a substitute (or any player not seated in the round) in a dropped player's seat."""
    tournament = event_for(request, slug, Access.MANAGE)
    round_ = round_of(tournament.pk, number)
    seat_pk, number_ = ascii_int(request.POST.get("seat", "")), ascii_int(request.POST.get("substitute", ""))
    seat = Seat.objects.filter(round=round_, pk=seat_pk).first() if seat_pk is not None else None
    substitute = (
        Registration.objects.filter(tournament=tournament, number=number_).first()
        if number_ is not None
        else None
    )
    if seat is None or substitute is None:
        messages.error(request, _("Choose a seat and the player who takes it."))
        return redirect("seat_round", tournament.slug, round_.number)
    messages_i18n.flash(
        request,
        lambda: round_services.substitute_seat(seat=seat, substitute=substitute, by=request.user),
        _("%(name)s takes the seat at table %(table)s.")
        % {"name": substitute.player.name, "table": seat.table.number},
    )
    return redirect("seat_round", tournament.slug, round_.number)


def _on_round(
    request: HttpRequest, slug: str, number: int, service: Callable[..., Any], success: str
) -> tuple[Tournament, Round]:
    """A round's button: check access, run `service(round_=..., by=...)`, flash how it went
    (`success` names the round as %(n)s, or the service's error in the page language)."""
    tournament = event_for(request, slug, Access.MANAGE)
    round_ = round_of(tournament.pk, number)
    messages_i18n.flash(
        request, lambda: service(round_=round_, by=request.user), success % {"n": round_.number}
    )
    return tournament, round_


@require_POST
def round_finish(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament, round_ = _on_round(
        request, slug, number, round_services.round_finish, _("Round %(n)s finished.")
    )
    round_.refresh_from_db(fields=["status"])
    if round_.status != RoundStatus.FINISHED:  # refused: back to the round, which says why
        return redirect("seat_round", tournament.slug, round_.number)
    return redirect("manage", tournament.slug)


@require_POST
def round_reopen(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament, round_ = _on_round(
        request, slug, number, round_services.round_reopen, _("Round %(n)s is open again.")
    )
    return redirect("seat_round", tournament.slug, round_.number)


@require_POST
def round_remove(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    tournament, round_ = _on_round(
        request, slug, number, round_services.round_delete, _("Round %(n)s was removed.")
    )
    if tournament.rounds.filter(pk=round_.pk).exists():  # refused: back to the round, which says why
        return redirect("seat_round", tournament.slug, round_.number)
    return redirect("manage", tournament.slug)


def penalties(request: HttpRequest, slug: str) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    form = forms.PenaltyForm(request.POST or None, tournament=tournament)
    if request.method == "POST" and form.is_valid():
        try:
            penalty_services.penalty_add(
                registration=form.cleaned_data["registration"],
                amount=form.cleaned_data["amount"],
                reason=form.cleaned_data["reason"],
                round_=form.cleaned_data["round"],
                by=request.user,
            )
        except ServiceError as error:
            messages_i18n.add_form_errors(form, error)
        else:
            messages.success(request, _("Penalty recorded."))
            return redirect("penalties", tournament.slug)
    items = list(
        Penalty.objects.filter(tournament=tournament)
        .select_related("registration__player", "round")
        .order_by("-created_at")
    )
    return render(
        request,
        "tournaments/penalties.html",
        event_context(request, tournament, "manage", form=form, penalties=items),
    )


@require_POST
def penalty_cancel(request: HttpRequest, slug: str, penalty_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.MANAGE)
    penalty = get_object_or_404(Penalty, tournament=tournament, pk=penalty_id)
    messages_i18n.flash(
        request,
        lambda: penalty_services.penalty_cancel(
            penalty=penalty, reason=request.POST.get("reason", ""), by=request.user
        ),
        _("Penalty cancelled."),
    )
    return redirect("penalties", tournament.slug)


def staff(request: HttpRequest, slug: str) -> HttpResponse:
    """The owner gives and takes the roles co-organizer and scorer."""
    tournament = event_for(request, slug, Access.OWN)
    if request.method == "POST" and "remove" in request.POST:
        return _staff_remove(request, tournament, request.POST["remove"])
    form = forms.StaffForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = user_by_username(form.cleaned_data["username"])  # any case: phones capitalize
        if user is None:
            form.add_error("username", _("No account with that username; ask them to create one first."))
        else:
            role = form.cleaned_data["role"]
            if Membership.objects.filter(tournament=tournament, user=user, role=role).exists():
                # nothing to change: no second "staff role given" in the trail
                messages.info(
                    request,
                    _("%(user)s is %(role)s of the event already; nothing changed.")
                    % {"user": user.get_username(), "role": str(labels.STATUS.get(role, role)).lower()},
                )
                return redirect("staff", tournament.slug)
            try:
                tournament_services.tournament_member_set(
                    tournament=tournament, user=user, role=role, by=request.user
                )
            except ServiceError as error:
                # the service names the account "user"; the form's field is the username
                problems = error.message_dict
                if "user" in problems:
                    error = ServiceError("username", problems.pop("user"))
                messages_i18n.add_form_errors(form, error)
            else:
                messages.success(
                    request,
                    _("%(user)s is now %(role)s of the event.")
                    % {"user": user.get_username(), "role": str(labels.STATUS.get(role, role)).lower()},
                )
                return redirect("staff", tournament.slug)
    members = list(
        Membership.objects.filter(tournament=tournament)
        .select_related("user")
        # owner, co-organizers, scorers (by name the owner came between the other two)
        .annotate(rank=Case(When(role=Role.OWNER, then=0), When(role=Role.ORGANIZER, then=1), default=2))
        .order_by("rank", "user__username")
    )
    return render(
        request,
        "tournaments/staff.html",
        event_context(request, tournament, "manage", form=form, members=members),
    )


def _staff_remove(request: HttpRequest, tournament: Tournament, username: str) -> HttpResponse:
    user = get_object_or_404(get_user_model(), username=username)
    messages_i18n.flash(
        request,
        lambda: tournament_services.tournament_member_remove(
            tournament=tournament, user=user, by=request.user
        ),
        _("%(user)s no longer has a role in the event.") % {"user": username},
    )
    return redirect("staff", tournament.slug)


@require_POST
def event_finish(request: HttpRequest, slug: str) -> HttpResponse:
    return _on_event(
        request,
        slug,
        tournament_services.tournament_finish,
        _("The event is finished; its standings are final."),
    )


@require_POST
def event_reopen(request: HttpRequest, slug: str) -> HttpResponse:
    return _on_event(
        request,
        slug,
        tournament_services.tournament_reopen,
        _("The event is open again; reopen a round to correct its results, or add one."),
    )


def _on_event(request: HttpRequest, slug: str, service: Callable[..., Any], success: str) -> HttpResponse:
    """Finish or reopen the event (organizers), flash the outcome, back to the organizer page."""
    tournament = event_for(request, slug, Access.MANAGE)
    messages_i18n.flash(request, lambda: service(tournament=tournament, by=request.user), success)
    return redirect("manage", tournament.slug)
