"""Page URLs. Public pages live under /t/<slug>/ (design contract), organizer pages under manage/."""

from django.urls import path

from tournaments.views import (
    career,
    changes,
    entry,
    exports,
    manage,
    printing,
    public,
    rules_public,
    seating_script,
)

urlpatterns = [
    path("", public.home, name="home"),
    path("new/", manage.event_create, name="event_create"),
    path("me/", career.my_results, name="my_results"),
    # public
    path("t/<slug:slug>/", public.standings, name="standings"),
    path("t/<slug:slug>/standings.json", public.standings_json, name="standings_json"),
    path("t/<slug:slug>/standings.csv", public.standings_csv, name="standings_csv"),
    path("t/<slug:slug>/games.csv", exports.games_csv, name="games_csv"),
    path("t/<slug:slug>/rounds/<int:number>/changes.json", public.round_changes, name="round_changes"),
    path("t/<slug:slug>/games/<int:game_id>/changes.json", public.game_changes, name="game_changes"),
    path("t/<slug:slug>/rounds/", public.rounds, name="rounds"),
    path("t/<slug:slug>/rounds/<int:number>/", public.round_detail, name="round"),
    path("t/<slug:slug>/games/<int:game_id>/", public.game_detail, name="game"),
    path("t/<slug:slug>/players/<int:number>/", public.player_detail, name="player"),
    path("t/<slug:slug>/teams/", public.teams, name="teams"),
    path("t/<slug:slug>/rules/", rules_public.event_rules, name="event_rules"),
    # organizer
    path("t/<slug:slug>/manage/", manage.manage, name="manage"),
    path("t/<slug:slug>/manage/changes/", changes.changes, name="changes"),
    path("t/<slug:slug>/manage/changes.csv", changes.changes_csv, name="changes_csv"),
    path("t/<slug:slug>/manage/rules/", manage.rules, name="rules"),
    path("t/<slug:slug>/manage/event/", manage.event_edit, name="event_edit"),
    path("t/<slug:slug>/manage/event/delete/", manage.event_delete, name="event_delete"),
    path("t/<slug:slug>/manage/finish/", manage.event_finish, name="event_finish"),
    path("t/<slug:slug>/manage/reopen/", manage.event_reopen, name="event_reopen"),
    path("t/<slug:slug>/manage/players/", manage.players, name="players"),
    path("t/<slug:slug>/manage/players/<int:number>/drop/", manage.player_drop, name="player_drop"),
    path("t/<slug:slug>/manage/players/<int:number>/remove/", manage.player_remove, name="player_remove"),
    path("t/<slug:slug>/manage/players/<int:number>/account/", manage.player_account, name="player_account"),
    path(
        "t/<slug:slug>/manage/players/<int:number>/reinstate/",
        manage.player_reinstate,
        name="player_reinstate",
    ),
    path("t/<slug:slug>/manage/penalties/", manage.penalties, name="penalties"),
    path("t/<slug:slug>/manage/staff/", manage.staff, name="staff"),
    path(
        "t/<slug:slug>/manage/penalties/<int:penalty_id>/cancel/",
        manage.penalty_cancel,
        name="penalty_cancel",
    ),
    path("t/<slug:slug>/manage/rounds/add/", manage.round_add, name="round_add"),
    path("t/<slug:slug>/manage/rounds/<int:number>/", manage.seat_round, name="seat_round"),
    path(
        "t/<slug:slug>/manage/rounds/<int:number>/script/",
        seating_script.seat_script,
        name="seat_script",
    ),
    path("t/<slug:slug>/manage/rounds/<int:number>/finish/", manage.round_finish, name="round_finish"),
    path("t/<slug:slug>/manage/rounds/<int:number>/reopen/", manage.round_reopen, name="round_reopen"),
    path("t/<slug:slug>/manage/rounds/<int:number>/remove/", manage.round_remove, name="round_remove"),
    path(
        "t/<slug:slug>/manage/rounds/<int:number>/substitute/", manage.seat_substitute, name="seat_substitute"
    ),
    path(
        "t/<slug:slug>/manage/rounds/<int:number>/seating.print/",
        printing.print_seating,
        name="print_seating",
    ),
    path(
        "t/<slug:slug>/manage/rounds/<int:number>/scoresheets.print/",
        printing.print_scoresheets,
        name="print_scoresheets",
    ),
    path("t/<slug:slug>/manage/rounds/<int:number>/timer/", printing.timer, name="timer"),
    path("t/<slug:slug>/rounds/<int:number>/clock/", printing.clock, name="round_clock"),
    # result entry
    path("t/<slug:slug>/games/<int:game_id>/enter/", entry.enter, name="enter"),
    path("t/<slug:slug>/games/<int:game_id>/preview.json", entry.hand_preview, name="hand_preview"),
    path("t/<slug:slug>/games/<int:game_id>/save.json", entry.hand_save, name="hand_save"),
    path("t/<slug:slug>/games/<int:game_id>/undo/", entry.hand_undo, name="hand_undo"),
    path("t/<slug:slug>/games/<int:game_id>/undo-all/", entry.hands_undo_all, name="hands_undo_all"),
    path("t/<slug:slug>/games/<int:game_id>/finish/", entry.game_finish, name="game_finish"),
    path("t/<slug:slug>/games/<int:game_id>/resume/", entry.game_resume, name="game_resume"),
    path("t/<slug:slug>/games/<int:game_id>/import/", entry.game_import, name="game_import"),
    path("t/<slug:slug>/games/<int:game_id>/hands/<int:number>/edit/", entry.hand_edit, name="hand_edit"),
    path("t/<slug:slug>/games/<int:game_id>/final/", entry.final_scores, name="final_scores"),
    path(
        "t/<slug:slug>/games/<int:game_id>/final/clear/", entry.final_scores_clear, name="final_scores_clear"
    ),
]
