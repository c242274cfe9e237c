"""Result entry at a table: hand by hand (with a preview from the engine before saving), undo, edit an
earlier hand with its audit trail, final scores only, and ending a game early.

The preview endpoint folds the stored hands and the new one through the ledger (the game services'
`fold_records` and the engine's `apply`), so the page shows exactly what saving would store.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from scoring.engine.ledger import HandState
from scoring.json_text import has_unpaired_surrogate
from tournaments.forms import FinalScoresForm
from tournaments.models import EntryMode, Game, GameStatus
from tournaments.numbers import ascii_int
from tournaments.permissions import Access
from tournaments.services import games as game_services
from tournaments.services.errors import ServiceError
from tournaments.services.tournaments import tournament_ruleset
from tournaments.templatetags import league
from tournaments.views import changes, engine_messages, hand_payload, labels, messages_i18n
from tournaments.views.common import event_context, event_for
from tournaments.views.entry_config import entry_config
from tournaments.views.entry_preview import end_why, preview_hand, round_name
from tournaments.views.game_log import hand_label, hand_log, leftover_sticks, result_rows, states_and_notice
from tournaments.views.game_log import hands_after as _hands_after
from tournaments.views.game_log import players_of as _players
from tournaments.views.public import game_of
from tournaments.views.rules_public import points_sentences


def _table_view(
    state: HandState,
    players: list[dict[str, Any]],
    seated: HandState | None = None,
    final: list[int] | None = None,
) -> dict[str, Any]:
    """Scores, honba, deposits and dealer, shown at the top of the entry page at all times; the
    winds are those of `seated` when given (a game over: the winds the players sat at when it
    began, East, South, West, North as its result page names them, not those of a hand it ended
    on or of one that will not be played), the scores `final` when given (a game over: with the
    sticks left on the table handed out, as its result page shows them)."""
    seated = seated or state
    scores = final or state.scores
    return {
        "label": state.label,
        "round_wind": state.round_wind,
        "hand_number": state.hand_number,
        "honba": state.honba,
        "deposits": state.deposits,
        "dealer": state.dealer,
        "game_over": state.game_over,
        "end_reason": state.end_reason,
        "seats": [
            {
                **p,
                "score": scores[p["seat"]],
                "wind": seated.seat_wind(p["seat"]),
                "dealer": p["seat"] == state.dealer,
            }
            for p in players
        ],
    }


def _number_from(request: HttpRequest, game: Game) -> int:
    try:
        return int(request.GET.get("number", ""))
    except ValueError:
        return game.hand_count + 1


# the entry pages are never kept by the browser: Back after saving an edit showed the hand as it was,
# and saving that page again undid the correction
@never_cache
def enter(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    # a game without a result in an event entered by final scores may be played hand by hand
    # (?hands=1, offered on its final-scores page): its first hand makes it a hand-by-hand game
    by_hands = request.GET.get("hands") == "1" and game.final_scores is None
    final_only = tournament.entry_mode == EntryMode.FINAL and not game.hand_count
    if (game.entry_mode == EntryMode.FINAL or final_only) and not by_hands:
        return redirect("final_scores", slug, game.pk)
    players = _players(game)
    states, notice = states_and_notice(game, players)
    over = game.status == GameStatus.FINISHED
    final = game.table_scores if over and notice is None else None
    table = _table_view(states[-1], players, states[0] if over else None, final)
    detail = {"hands": _hands_after(game, states)}
    number = game.hand_count + 1
    context = event_context(
        request,
        tournament,
        "manage",
        game=game,
        table=table,
        log=hand_log(detail, players, newest_first=True),
        editable=game.round.status != "finished",
        closed=game.round.status == "finished",
        config=entry_config(request, game, table, number=number, initial=None),
        number=number,
        finished=game.status == GameStatus.FINISHED,
        # the bar shows the hand to enter and its dealer while there is one
        next_hand_shown=game.status != GameStatus.FINISHED,
        fold_notice=notice,
        leftover=leftover_sticks(game.state or {}, players) if final else None,
        # the game over: places and points as its page shows them, not the scores alone
        rows=result_rows(game, tournament, players, list(states[0].scores)) if final else None,
        points_how=points_sentences(tournament.ruleset) if final else None,
    )
    return render(request, "tournaments/enter.html", context)


@never_cache
def hand_edit(request: HttpRequest, slug: str, game_id: int, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    hand = game.hands.filter(number=number).first()
    if hand is None:
        messages.error(request, _("The game has no hand %(n)s.") % {"n": number})
        return redirect("enter", slug, game.pk)
    players = _players(game)
    states, notice = states_and_notice(game, players, upto=number)
    table = _table_view(states[-1], players)
    trail = [e for e in changes.game_trail(tournament, game) if e.target == f"hand {number}"]
    initial = hand_payload.payload_from_record(hand.record)
    # The pickers start as the preview leaves them (a ron's yaku list without menzen tsumo): until its
    # first answer, which a phone may wait for or never get, the page would offer every yaku.
    options = preview_hand(game, copy.deepcopy(initial), number).get("options") or {}
    context = event_context(
        request,
        tournament,
        "manage",
        game=game,
        table=table,
        number=number,
        editing=True,
        next_hand_shown=True,  # the table as the edited hand found it
        closed=game.round.status == "finished",
        trail=trail,
        fold_notice=notice,
        names=[p["name"] for p in players],
        config=entry_config(
            request,
            game,
            table,
            number=number,
            initial=initial,
            options=options,
            was=game_services.record_digest(hand.record),
        ),
    )
    return render(request, "tournaments/enter.html", context)


def _json_body(request: HttpRequest) -> Any:
    try:
        data = json.loads(request.body or b"{}")
    except (ValueError, UnicodeDecodeError, RecursionError):  # nested too deeply: as unreadable
        return None
    return None if has_unpaired_surrogate(data) else data  # text no page could show: as unreadable


@require_POST
def hand_preview(request: HttpRequest, slug: str, game_id: int) -> JsonResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    number = _number_from(request, game)
    payload = _json_body(request)
    if request.GET.get("edit") != "1" and 1 <= number <= game.hand_count:
        # another phone saved this hand meanwhile: said now, not after the whole hand is entered
        stale = _(
            "Hand %(n)s was saved meanwhile from another phone. Reload to see the game as it is now."
        ) % {"n": number}
        key = str(payload.get("idempotency_key", ""))[:80] if isinstance(payload, dict) else ""
        if key and game.hands.filter(number=number, idempotency_key=key).exists():
            # this page saved it, and the answer was lost on the way (a bad connection)
            stale = _("Hand %(n)s is saved: the answer was lost on the way. Reload to go on.") % {"n": number}
        here = reverse("enter", args=[slug, game.pk])
        return JsonResponse({"legal": False, "errors": [stale], "reload": here, "options": {}})
    result = preview_hand(game, payload, number)
    result.pop("record", None)
    return JsonResponse(result)


@require_POST
def hand_save(request: HttpRequest, slug: str, game_id: int) -> JsonResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    payload = _json_body(request)
    number = ascii_int(request.GET.get("number", ""))
    if number is None or number < 1:
        # The hand's number is what stops two scorers at one table from storing the same hand twice
        # (the second is told "hand N is recorded already"); guessing it here would defeat that.
        error = _("The hand number is missing from the address (?number=N, N from 1); nothing was saved.")
        return JsonResponse({"ok": False, "errors": [error]}, status=400)
    preview = preview_hand(game, payload, number)
    if not preview.get("legal"):
        return JsonResponse({"ok": False, "errors": preview.get("errors", [])}, status=400)
    try:
        # An edit says so; a new hand is always recorded with its key, so a retry after a lost
        # answer finds the hand stored the first time instead of editing it.
        if request.GET.get("edit") == "1":
            before, was_over = game.table_scores, game.status == GameStatus.FINISHED
            was = str(payload.get("was", ""))[:40] if isinstance(payload, dict) else ""
            game_services.game_edit_hand(
                game=game, number=number, record=preview["record"], by=request.user, was=was
            )
            messages.success(request, _edited_message(game, number, before, was_over))
        else:
            key = str(payload.get("idempotency_key", ""))[:80] if isinstance(payload, dict) else ""
            game_services.game_record_hand(
                game=game, number=number, record=preview["record"], by=request.user, idempotency_key=key
            )
            # the hand as the table calls it, as the entry page named it ("East 1, 1 honba"): "hand 2"
            # alone read as East 2
            messages.success(
                request,
                _("%(label)s: hand %(n)s saved.") % {"label": _hand_called(game, number), "n": number},
            )
    except ServiceError as error:
        here = reverse("enter", args=[slug, game.pk])
        if "was" in error.message_dict:
            # another phone corrected this hand first: this page shows it as it was before that
            again = reverse("hand_edit", args=[slug, game.pk, number])
            stale = _(
                "Hand %(n)s was changed meanwhile from another phone; what you entered here was not "
                "saved. Reload to see it as it is now."
            ) % {"n": number}
            return JsonResponse({"ok": False, "errors": [stale], "reload": again}, status=409)
        if request.GET.get("edit") != "1" and _taken_meanwhile(game, number, error):
            # another phone at the table saved this hand first: this page shows a game that has moved on
            stale = _(
                "Hand %(n)s was saved meanwhile from another phone; what you entered here was not saved. "
                "Reload to see the game as it is now."
            ) % {"n": number}
            return JsonResponse({"ok": False, "errors": [stale], "reload": here}, status=409)
        names = [p["name"] for p in _players(game)]
        errors = [engine_messages.translate(m, names) for ms in error.message_dict.values() for m in ms]
        return JsonResponse({"ok": False, "errors": errors}, status=400)
    game.refresh_from_db(fields=["status"])  # an edit may have ended the game, or not any more
    if request.GET.get("edit") == "1" and game.status == GameStatus.FINISHED:
        # a correction to a game that is over lands on its results, not beside "Undo hand N"
        return JsonResponse({"ok": True, "redirect": reverse("game", args=[slug, game.pk])})
    return JsonResponse({"ok": True, "redirect": reverse("enter", args=[slug, game.pk])})


def _hand_called(game: Game, number: int) -> str:
    """Hand `number` as the table calls it ("East 1, 1 honba"), from the table it was played on."""
    states, _notice = states_and_notice(game, _players(game), upto=number)
    return hand_label(states[-1].label)


def _edited_message(game: Game, number: int, before: list[int] | None, was_over: bool) -> str:
    """An edit re-folds the hands after it: the scorer is told the scores they leave when these moved,
    and whether the game now ends, or no longer ends, after its last hand."""
    game.refresh_from_db(fields=["state", "final_scores", "hand_count", "status"])
    after = game.table_scores
    ended = (game.status == GameStatus.FINISHED) != was_over
    if after is None or (not ended and (number >= game.hand_count or after == before)):
        return _("Hand %(n)s changed.") % {"n": number}
    names = [p["name"] for p in _players(game)]
    if len(names) != len(after):
        names = [""] * len(after)
    said = {
        "n": number,
        "last": game.hand_count,
        # each score with its player's name, in seat order (East first, as the table sits)
        "scores": " · ".join(
            f"{name} {league.score(value)}".strip() for name, value in zip(names, after, strict=True)
        ),
    }
    if ended:
        return _end_moved(game, names, said)
    return _("Hand %(n)s changed; after hand %(last)s the scores are now %(scores)s.") % said


def _end_moved(game: Game, names: list[str], said: dict[str, Any]) -> str:
    """An edit that reopened the game, or ended it after its last hand: said plainly (its status, its
    leftover sticks and the standings all moved with it)."""
    state = game.state or {}
    if game.status != GameStatus.FINISHED:
        label = round_name(state.get("round_wind", ""), state.get("hand_number", ""))
        return _(
            "Hand %(n)s changed: the game no longer ends after hand %(last)s and goes on with %(label)s, "
            "hand %(next)s; the scores are now %(scores)s."
        ) % {**said, "label": label, "next": game.hand_count + 1}
    busting = tournament_ruleset(game.tournament).busting
    why = end_why(state.get("end_reason"), state.get("scores") or [], names, busting)
    return _(
        "Hand %(n)s changed: the game now ends after hand %(last)s (%(why)s); its final scores are "
        "%(scores)s."
    ) % {**said, "why": why}


def _taken_meanwhile(game: Game, number: int, error: ServiceError) -> bool:
    """Whether a save was refused because the hand's number is taken (the game got ahead of the page)."""
    if "number" not in error.message_dict:
        return False
    game.refresh_from_db(fields=["hand_count"])
    return game.hand_count >= number


@require_POST
def hands_undo_all(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    """Undo every hand of a game, to enter its final scores instead (one step, not one undo a hand)."""
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    count = ascii_int(request.POST.get("count", "")) or 0
    messages_i18n.flash(
        request,
        lambda: game_services.game_undo_all_hands(game=game, by=request.user, count=count),
        lambda n: (
            ngettext(
                "%(n)s hand undone: enter the final scores.", "%(n)s hands undone: enter the final scores.", n
            )
            % {"n": n}
        ),
    )
    return redirect("final_scores", slug, game.pk)


@require_POST
def hand_undo(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    number = ascii_int(request.POST.get("number", ""))
    messages_i18n.flash(
        request,
        lambda: game_services.game_undo_last_hand(game=game, by=request.user, number=number),
        lambda removed: _("Hand %(n)s removed.") % {"n": removed.number},
    )
    return redirect("enter", slug, game.pk)


@require_POST
def game_finish(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    return _on_game(
        request, slug, game_id, game_services.game_finish, _("Game ended; the scores now are final."), "game"
    )


@require_POST
def game_resume(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    """Take back "End game (time)": the game goes on from its last hand."""
    return _on_game(
        request, slug, game_id, game_services.game_resume, _("The game goes on from its last hand."), "enter"
    )


# a Tenhou record is a few kilobytes; anything this big is not one
IMPORT_MAX_BYTES = 2_000_000


@require_POST
def game_import(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    """Fill an empty game from an uploaded Tenhou record (the API's import, for the entry page)."""
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    upload = request.FILES.get("file")
    if upload is None:
        messages.error(request, _("Choose a Tenhou record to import (.mjlog, or tenhou.net/6 JSON)."))
    elif upload.size is not None and upload.size > IMPORT_MAX_BYTES:
        messages.error(request, _("That file is too big to be a Tenhou record."))
    else:
        content = upload.read()
        messages_i18n.flash(
            request,
            lambda: game_services.game_import_tenhou(
                game=game,
                content=content,
                filename=upload.name or "",
                accept_differences=request.POST.get("accept_differences") == "1",
                by=request.user,
            ),
            lambda imported: (
                ngettext(
                    "Imported %(n)s hand from %(file)s.",
                    "Imported %(n)s hands from %(file)s.",
                    imported.hand_count,
                )
                % {"n": imported.hand_count, "file": upload.name}
            ),
        )
    return redirect("enter", slug, game.pk)


def _on_game(
    request: HttpRequest, slug: str, game_id: int, service: Any, success: str, to: str
) -> HttpResponse:
    """Run a service on one game (scorers), flash the outcome, then to the page named `to`."""
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    messages_i18n.flash(request, lambda: service(game=game, by=request.user), success)
    return redirect(to, slug, game.pk)


def _scores_seen(text: str | None) -> list[int] | object | None:
    """The scores the form was showing ("" for none), so that two scorers saving the same table do
    not overwrite each other; a form without the field replaces whatever is there."""
    if text is None:
        return game_services.ANY_SCORES
    try:
        return [int(s) for s in text.split(",")] if text else None
    except ValueError:
        return game_services.ANY_SCORES


def _at_seats(error: ServiceError, game: Game) -> ValidationError:
    """The service's messages with a problem of one seat's score ("Ann (East): 40,050 is not a multiple
    of 100") keyed by that seat's field, shown next to its input (a phone shows four like boxes under
    the list at the top). The rest stays where it was: the total (sticks included) with the form."""
    prefixes = {f"{label}: ": seat for seat, label in enumerate(game_services.seat_labels(game))}
    boxes = {"scores": "score", "chombo": "chombo"}
    keyed: dict[str, list[str]] = {}
    for field, problems in error.message_dict.items():
        for problem in problems:
            at = field
            if field in boxes:
                seat = next((s for prefix, s in prefixes.items() if problem.startswith(prefix)), None)
                at = field if seat is None else f"{boxes[field]}_{seat}"
            keyed.setdefault(at, []).append(problem)
    return ValidationError(keyed)


@require_POST
def final_scores_clear(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    """Take back a game's final scores (scorers): it has no result again, to be entered anew, by
    final scores or hand by hand (a feature table of an event entered by final scores)."""
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    messages_i18n.flash(
        request,
        lambda: game_services.game_clear_final_scores(
            game=game, by=request.user, replaces=_scores_seen(request.POST.get("replaces"))
        ),
        _("Final scores cleared: the game has no result until it is entered again."),
    )
    return redirect("final_scores", slug, game.pk)


def final_scores(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    players = _players(game)
    initial = {}
    if game.final_scores:
        initial = {f"score_{i}": s for i, s in enumerate(game.final_scores)} | {
            "deposits_left": game.deposits_left
        }
        initial |= {f"chombo_{i}": n for i, n in enumerate(game.final_chombo or [])}
    elif game.hand_count and game.state:  # scored hand by hand: the table as its last hand left it
        initial = {f"score_{i}": s for i, s in enumerate(game.state["scores"])} | {
            "deposits_left": game.state.get("deposits", 0)
        }
    ruleset = tournament_ruleset(tournament)
    form = FinalScoresForm(
        request.POST or None,
        initial=initial,
        chombo=ruleset.chombo != "none",
        start=ruleset.start_points,
        stick=ruleset.riichi_deposit,
    )
    for p in players:
        label = f"{labels.wind_label(p['seat'])} · {p['name']}"
        form.fields[f"score_{p['seat']}"].label = label
        if f"chombo_{p['seat']}" in form.fields:
            form.fields[f"chombo_{p['seat']}"].label = label
    if request.method == "POST" and form.is_valid():
        try:
            game_services.game_record_final_scores(
                game=game,
                scores=form.scores(),
                deposits_left=form.cleaned_data["deposits_left"],
                chombo=form.chombo(),
                by=request.user,
                replaces=_scores_seen(request.POST.get("replaces")),
            )
        except ServiceError as error:
            messages_i18n.add_form_errors(form, _at_seats(error, game))
        else:
            messages.success(request, _("Final scores saved."))
            return redirect("game", slug, game.pk)
    trail = changes.game_trail(tournament, game, 20)
    return render(
        request,
        "tournaments/final_scores.html",
        event_context(
            request,
            tournament,
            "manage",
            game=game,
            form=form,
            trail=trail,
            players=players,
            # a finished round's results are final: the page shows them and how to reopen
            closed=game.round.status == "finished",
            # the running total as scores are typed checks them against the points at the table
            table_points=4 * ruleset.start_points,
            riichi_deposit=ruleset.riichi_deposit,
            # chombo is rare: its counts stay folded away unless there is one to see
            chombo_open=any(form[f].value() not in (None, "", "0", 0) for f in form.fields if "chombo" in f),
        ),
    )
