"""Result entry at a table: hand by hand (with a preview from the engine before saving), undo, edit an
earlier hand with its audit trail, final scores only, and ending a game early.

The preview endpoint folds the stored hands and the new one through the ledger (the game services'
`fold_records` and the engine's `apply`), so the page shows exactly what saving would store.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.engine.ledger import HandState, LedgerError, apply
from scoring.engine.records import ABORT_KINDS
from tournaments import selectors
from tournaments.forms import FinalScoresForm
from tournaments.models import EntryMode, Game, GameStatus
from tournaments.permissions import Access
from tournaments.services import games as game_services
from tournaments.services.errors import ServiceError
from tournaments.services.hand_json import hand_from_json
from tournaments.services.tournaments import tournament_ruleset
from tournaments.views import entry_options, hand_payload, labels
from tournaments.views.common import event_context, event_for
from tournaments.views.game_log import hands_after as _hands_after
from tournaments.views.game_log import players_of as _players
from tournaments.views.game_log import states_of as _states
from tournaments.views.public import game_of

WINDS = ("E", "S", "W", "N")
TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)] + ["0m", "0p", "0s"]
TILE_FLAGS = (
    "riichi",
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
)


def _table_view(state: HandState, players: list[dict[str, Any]]) -> dict[str, Any]:
    """Scores, honba, deposits and dealer, shown at the top of the entry page at all times."""
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
                "score": state.scores[p["seat"]],
                "wind": state.seat_wind(p["seat"]),
                "dealer": p["seat"] == state.dealer,
            }
            for p in players
        ],
    }


def _kinds(ruleset: Any) -> list[dict[str, str]]:
    kinds = ["ron", "tsumo", "draw"]
    if ruleset.abortive_draws:
        kinds.append("abort")
    kinds.append("chombo")
    if ruleset.nagashi_mangan:
        kinds.append("nagashi")
    return [{"value": k, "label": str(labels.OUTCOMES[k])} for k in kinds]


def _abort_reasons(ruleset: Any) -> list[dict[str, str]]:
    return [
        {"value": kind, "label": str(labels.OUTCOMES.get(kind, kind))}
        for kind in ABORT_KINDS
        if kind in ruleset.abortive_draws
    ]


def _entry_config(
    request: HttpRequest, game: Game, table: dict[str, Any], *, number: int, initial: dict[str, Any] | None
) -> dict[str, Any]:
    ruleset = tournament_ruleset(game.tournament)
    slug = game.tournament.slug
    return {
        "players": [
            {"seat": s["seat"], "name": s["name"], "wind": str(labels.wind_label(s["wind"]))}
            for s in table["seats"]
        ],
        "kinds": _kinds(ruleset),
        "abort_reasons": _abort_reasons(ruleset),
        "yaku": entry_options.yaku_catalogue(ruleset),
        "tiles": TILES if ruleset.red_fives else TILES[:-3],
        "flags": [{"value": f, "label": str(labels.yaku_label(f))} for f in TILE_FLAGS],
        "pao_enabled": bool(ruleset.pao),
        "max_dora": 12,
        "initial": initial,
        "number": number,
        "csrf": get_token(request),
        "idempotency_key": uuid.uuid4().hex,
        "urls": {
            "preview": reverse("hand_preview", args=[slug, game.pk]) + f"?number={number}",
            "save": reverse("hand_save", args=[slug, game.pk])
            + f"?number={number}"
            + ("&edit=1" if initial is not None else ""),
        },
        "text": {
            "outcome": _("What happened"),
            "winners": _("Winner (two for a double ron)"),
            "winner": _("Winner"),
            "discarder": _("Dealt in"),
            "offender": _("Who made the chombo"),
            "reason": _("Kind of abortive draw"),
            "nagashi": _("Nagashi mangan by"),
            "tenpai": _("Tenpai at the draw"),
            "riichi": _("Riichi declared this hand"),
            "hand_of": _("Hand of %s"),
            "quick": _("Han and fu"),
            "tiles": _("Tiles"),
            "hand": _("Hand"),
            "closed": _("Closed"),
            "open": _("Open (called)"),
            "yaku": _("Yaku"),
            "yakuman_short": _("Y"),
            "dora": _("Dora (red fives and ura included)"),
            "han": _("Han"),
            "fu": _("Fu"),
            "pao": _("Liable player (pao), if any"),
            "tiles_hand": _("Concealed tiles, winning tile last"),
            "backspace": _("Remove last"),
            "clear": _("Clear"),
            "melds": _("Called sets"),
            "dora_indicators": _("Dora indicators"),
            "ura_indicators": _("Ura dora indicators"),
            "situation": _("Situation"),
            "pick": _("Pick what happened to see the payments."),
            "incomplete": _("Still to pick:"),
            "illegal": _("This hand cannot be saved:"),
            "offline": _("No connection to the server. Nothing was saved; try again."),
            "not_saved": _("Not saved."),
        },
    }


def _number_from(request: HttpRequest, game: Game) -> int:
    try:
        return int(request.GET.get("number", ""))
    except ValueError:
        return game.hand_count + 1


def enter(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    final_only = tournament.entry_mode == EntryMode.FINAL and not game.hand_count
    if game.entry_mode == EntryMode.FINAL or final_only:
        return redirect("final_scores", slug, game.pk)
    players = _players(game)
    states = _states(game)
    table = _table_view(states[-1], players)
    detail = {"hands": _hands_after(game, states)}
    number = game.hand_count + 1
    context = event_context(
        request,
        tournament,
        "manage",
        game=game,
        table=table,
        log=_log(detail, players),
        editable=True,
        config=_entry_config(request, game, table, number=number, initial=None),
        number=number,
        finished=game.status == GameStatus.FINISHED,
    )
    return render(request, "tournaments/enter.html", context)


def _log(detail: dict[str, Any], players: list[dict[str, Any]]) -> dict[str, Any]:
    """The game's hands for the log under the entry form and on the game page."""
    from tournaments.views.game_log import entries

    return {"entries": entries(detail, players), "names": [p["name"] for p in players]}


def hand_edit(request: HttpRequest, slug: str, game_id: int, number: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    hand = game.hands.filter(number=number).first()
    if hand is None:
        messages.error(request, _("The game has no hand %(n)s.") % {"n": number})
        return redirect("enter", slug, game.pk)
    players = _players(game)
    states = _states(game, upto=number)
    table = _table_view(states[-1], players)
    trail = [
        e for e in selectors.audit_trail(tournament=tournament, game=game) if e["target"] == f"hand {number}"
    ]
    context = event_context(
        request,
        tournament,
        "manage",
        game=game,
        table=table,
        number=number,
        editing=True,
        trail=trail,
        names=[p["name"] for p in players],
        config=_entry_config(
            request, game, table, number=number, initial=hand_payload.payload_from_record(hand.record)
        ),
    )
    return render(request, "tournaments/enter.html", context)


def _json_body(request: HttpRequest) -> Any:
    try:
        return json.loads(request.body or b"{}")
    except (ValueError, UnicodeDecodeError):
        return None


def _preview(game: Game, payload: Any, number: int) -> dict[str, Any]:
    """Options for the pickers, and the hand as the ledger would store it (or why it cannot be)."""
    ruleset = tournament_ruleset(game.tournament)
    players = _players(game)
    names = [p["name"] for p in players]
    if number < 1 or number > game.hand_count + 1:
        return {"legal": False, "errors": [_("Hand %(n)s cannot be entered now.") % {"n": number}]}
    states = _states(game, upto=number)
    state = states[-1]
    options: dict[str, Any] = {}
    fixed: dict[str, Any] = {}
    if (
        isinstance(payload, dict)
        and payload.get("kind") in ("ron", "tsumo")
        and isinstance(payload.get("wins"), dict)
    ):
        riichi = set(hand_payload._seats(payload.get("riichi")))
        discarder = hand_payload._seat(payload.get("discarder")) if payload["kind"] == "ron" else None
        for key, win in payload["wins"].items():
            seat = hand_payload._seat(key)
            if seat is None or not isinstance(win, dict) or win.get("mode") == "tiles":
                continue
            opts, fix = entry_options.win_options(
                win,
                ruleset=ruleset,
                seat_wind=state.seat_wind(seat),
                round_wind=state.round_wind,
                discarder_wind=None if discarder is None else state.seat_wind(discarder),
                riichi=seat in riichi,
            )
            options[str(seat)] = opts
            if fix:
                fixed[str(seat)] = fix
                win.update(fix)
    base = {"options": options, "fixed": fixed or None}
    try:
        record = hand_payload.record_from_payload(payload, names)
    except hand_payload.Incomplete as missing:
        return {**base, "legal": False, "incomplete": True, "errors": missing.missing}
    if state.game_over:
        return {**base, "legal": False, "errors": [_("The game is over; undo the last hand to change it.")]}
    try:
        after = apply(state, hand_from_json(record), ruleset)
    except ServiceError as error:
        return {**base, "legal": False, "errors": [m for ms in error.message_dict.values() for m in ms]}
    except LedgerError as error:
        return {**base, "legal": False, "errors": [error.reason]}
    wins = [
        {
            "seat": w.winner,
            "text": _win_text(names[w.winner], w),
        }
        for w in after.wins
    ]
    penalties = [
        _("%(name)s: %(points)s points in the standings (chombo)")
        % {"name": names[seat], "points": f"{after.penalties[seat] - state.penalties[seat]:+g}"}
        for seat in range(4)
        if after.penalties[seat] != state.penalties[seat]
    ]
    return {
        **base,
        "legal": True,
        "record": record,
        "penalties": penalties,
        # What each player's score moves by, riichi sticks included (the table shows scores).
        "deltas": [a - b for a, b in zip(after.scores, state.scores, strict=True)],
        "scores": list(after.scores),
        "wins": wins,
        "next": _next_text(after, names),
    }


def _win_text(name: str, win: Any) -> str:
    value = win.value
    parts = [name]
    if value.yakuman:
        parts.append(
            str(labels.OUTCOMES.get("yakuman"))
            if value.yakuman == 1
            else f"{value.yakuman}× {labels.OUTCOMES['yakuman']}"
        )
    else:
        parts.append(_("%(han)s han %(fu)s fu") % {"han": value.han, "fu": value.fu})
        if win.limit:
            parts.append(str(labels.OUTCOMES.get(win.limit, win.limit)))
    if value.yaku:
        parts.append(", ".join(f"{labels.yaku_label(n)} {h}" for n, h in value.yaku))
    return " · ".join(parts)


def _next_text(after: HandState, names: list[str]) -> str:
    if after.game_over:
        return _("The game ends after this hand.")
    return _(
        "Next: %(label)s, dealer %(dealer)s, %(honba)s honba, %(deposits)s riichi sticks on the table."
    ) % {
        "label": round_label(after),
        "dealer": names[after.dealer],
        "honba": after.honba,
        "deposits": after.deposits,
    }


def round_label(state: HandState) -> str:
    return _("%(wind)s %(hand)s") % {"wind": labels.ROUND_WINDS[state.round_wind], "hand": state.hand_number}


@require_POST
def hand_preview(request: HttpRequest, slug: str, game_id: int) -> JsonResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    result = _preview(game, _json_body(request), _number_from(request, game))
    result.pop("record", None)
    return JsonResponse(result)


@require_POST
def hand_save(request: HttpRequest, slug: str, game_id: int) -> JsonResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    payload = _json_body(request)
    number = _number_from(request, game)
    preview = _preview(game, payload, number)
    if not preview.get("legal"):
        return JsonResponse({"ok": False, "errors": preview.get("errors", [])}, status=400)
    try:
        # An edit says so; a new hand is always recorded with its key, so a retry after a lost
        # answer finds the hand stored the first time instead of editing it.
        if request.GET.get("edit") == "1":
            game_services.game_edit_hand(game=game, number=number, record=preview["record"], by=request.user)
            messages.success(request, _("Hand %(n)s changed.") % {"n": number})
        else:
            key = str(payload.get("idempotency_key", ""))[:80] if isinstance(payload, dict) else ""
            game_services.game_record_hand(
                game=game, number=number, record=preview["record"], by=request.user, idempotency_key=key
            )
            messages.success(request, _("Hand %(n)s saved.") % {"n": number})
    except ServiceError as error:
        return JsonResponse(
            {"ok": False, "errors": [m for ms in error.message_dict.values() for m in ms]}, status=400
        )
    return JsonResponse({"ok": True, "redirect": reverse("enter", args=[slug, game.pk])})


@require_POST
def hand_undo(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    posted = request.POST.get("number", "")
    number = int(posted) if posted.isdigit() else None
    try:
        removed = game_services.game_undo_last_hand(game=game, by=request.user, number=number)
    except ServiceError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, _("Hand %(n)s removed.") % {"n": removed.number})
    return redirect("enter", slug, game.pk)


@require_POST
def game_finish(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    try:
        game_services.game_finish(game=game, by=request.user)
    except ServiceError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, _("Game ended; the scores now are final."))
    return redirect("game", slug, game.pk)


def final_scores(request: HttpRequest, slug: str, game_id: int) -> HttpResponse:
    tournament = event_for(request, slug, Access.SCORE)
    game = game_of(tournament.pk, game_id)
    players = _players(game)
    initial = {}
    if game.final_scores:
        initial = {f"score_{i}": s for i, s in enumerate(game.final_scores)} | {
            "deposits_left": game.deposits_left
        }
    form = FinalScoresForm(request.POST or None, initial=initial)
    for p in players:
        form.fields[f"score_{p['seat']}"].label = f"{labels.wind_label(p['seat'])} · {p['name']}"
    if request.method == "POST" and form.is_valid():
        try:
            game_services.game_record_final_scores(
                game=game,
                scores=form.scores(),
                deposits_left=form.cleaned_data["deposits_left"],
                by=request.user,
            )
        except ServiceError as error:
            for field, problems in error.message_dict.items():
                for problem in problems:
                    form.add_error(field if field in form.fields else None, problem)
        else:
            messages.success(request, _("Final scores saved."))
            return redirect("game", slug, game.pk)
    trail = selectors.audit_trail(tournament=tournament, game=game, limit=20)
    return render(
        request,
        "tournaments/final_scores.html",
        event_context(request, tournament, "manage", game=game, form=form, trail=trail),
    )
