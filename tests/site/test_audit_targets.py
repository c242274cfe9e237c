"""The organizer's latest changes name what changed in the page's language ("player 3" reads 選手3)."""

import csv
import html
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.views import labels

pytestmark = pytest.mark.django_db


def test_latest_changes_name_players_rounds_and_seats_in_japanese(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    services.registration_drop(registration=event.registrations.get(number=3), by=owner)
    services.player_register(tournament=event, name="Sub", is_substitute=True, by=owner)
    seat = round_.seats.get(registration__number=3)
    services.substitute_seat(seat=seat, substitute=event.registrations.get(number=9), by=owner)
    client.force_login(owner)
    english = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "player 3" in english and "round 1 table 1 W" in english.replace(",", "")
    client.cookies["django_language"] = "ja"
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "選手3" in page and "player 3" not in page
    assert "1回戦 1卓 西" in page


def test_every_audited_action_has_a_label_in_each_language() -> None:
    services = Path(__file__).resolve().parents[2] / "tournaments" / "services"
    actions = {a for f in services.glob("*.py") for a in re.findall(r'action="([a-z_]+)"', f.read_text())}
    assert actions and actions <= set(labels.AUDIT), sorted(actions - set(labels.AUDIT))
    for language in ("ja", "vi"):
        for action in actions:
            with translation.override("en"):
                english = str(labels.AUDIT[action])
            with translation.override(language):
                assert str(labels.AUDIT[action]) != english, (language, action)


def _changes(client: Client, url: str) -> list[str]:
    """The change log's lines as the page shows them (newest first), tags left out."""
    page = client.get(url).content.decode()
    found = re.search(r'<ul class="audit"[^>]*>(.*?)</ul>', page, re.S)
    assert found, page
    items = re.findall(r"<li[^>]*>(.*?)</li>", found.group(1), re.S)
    return [html.unescape(re.sub(r"<[^>]+>", " ", item)) for item in items]


def test_a_player_number_given_anew_names_each_change_as_it_was(client: Client, owner: Any) -> None:
    """Registered "Wrong Name" (player 1), removed, registered "Right Name" (player 1 again): all
    three lines read "player 1 (Right Name)"."""
    event = make_event(owner, players=0)
    services.player_register(tournament=event, name="Wrong Name", by=owner)
    wrong = event.registrations.get(number=1)
    services.registration_set_team(registration=wrong, team="Red", by=owner)
    client.force_login(owner)
    client.post(reverse("player_remove", args=[event.slug, 1]))
    services.player_register(tournament=event, name="Right Name", by=owner)
    lines = _changes(client, reverse("manage", args=[event.slug]))[:4]
    assert [line.split(" · ", 2)[2] for line in lines] == [
        "player registered · player 1 (Right Name)",
        "registration removed · player 1 (Wrong Name)",
        "team changed · player 1 (Wrong Name)",
        "player registered · player 1 (Wrong Name)",
    ]


def test_a_renamed_player_and_a_substitute_leave_earlier_changes_as_they_were(
    client: Client, owner: Any
) -> None:
    """A hand recorded before a substitute took the seat names the player who played it; a penalty
    given before a rename names the player as they were called then."""
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    services.game_record_hand(game=game, number=1, record={"kind": "draw", "tenpai": [2]}, by=owner)
    services.game_undo_last_hand(game=game, by=owner)
    services.player_register(tournament=event, name="Sub", is_substitute=True, by=owner)
    seat = round_.seats.get(registration__number=3)
    services.substitute_seat(seat=seat, substitute=event.registrations.get(number=9), by=owner)
    given = services.penalty_add(
        registration=event.registrations.get(number=5), amount=-10, reason="Late", by=owner
    )
    services.registration_update(registration=event.registrations.get(number=5), name="Eve", by=owner)
    client.force_login(owner)
    lines = _changes(client, reverse("manage", args=[event.slug]))
    assert "player 5 (Eve)  Name:  Player 5\u00a0→\u00a0Eve" in lines[0]
    hands = [line for line in lines if "Draw · tenpai" in line]
    assert len(hands) == 2 and all("Draw · tenpai Player 3" in line for line in hands), hands
    penalty = next(line for line in lines if "Late" in line)
    # not "Eve": the name it was given under; no number (it was the penalty's id, "penalty 2" for an
    # event's first one)
    assert (
        penalty.endswith("penalty given Player 5 \u221210.0 · Late") and f"penalty {given.pk}" not in penalty
    )


def test_every_change_is_on_the_change_log_a_page_at_a_time(client: Client, owner: Any) -> None:
    """The organizer home shows only the latest changes; the whole log is paged, newest first, and
    downloads as one CSV file."""
    event = make_event(owner, players=0)
    for n in range(1, 61):
        services.player_register(tournament=event, name=f"P{n:02}", by=owner)
    total = event.audit_entries.count()
    client.force_login(owner)
    home = client.get(reverse("manage", args=[event.slug])).content.decode()
    url = reverse("changes", args=[event.slug])
    assert f'href="{url}"' in home
    first = client.get(url).content.decode()
    assert f"{total} changes, newest first." in first and "Page 1 of 2" in first
    lines = _changes(client, url)
    assert len(lines) == 50 and lines[0].endswith("player 60 (P60)") and lines[-1].endswith("(P11)")
    assert 'href="?page=2"' in first
    older = _changes(client, url + "?page=2")
    assert len(older) == total - 50 and older[-(total - 60) - 1].endswith("player 1 (P01)")
    response = client.get(reverse("changes_csv", args=[event.slug]))
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert len(rows) == total and rows[0]["player"] == "P60" and rows[0]["action"] == "player registered"
    assert json.loads(rows[0]["after"])["name"] == "P60" and rows[0]["user"] == owner.username
    client.cookies["django_language"] = "ja"
    japanese = client.get(url).content.decode()
    assert "すべての変更" in japanese and f"変更 {total}件（新しい順）。" in japanese
    assert "1 / 2 ページ" in japanese


def test_the_game_page_names_a_hand_before_a_substitution_by_who_played_it(
    client: Client, owner: Any
) -> None:
    """The game page's own change list names players as the change log does: a draw entered (and
    undone) while player 3 sat West reads "tenpai Player 3", not the substitute who took the seat."""
    event = make_event(owner, players=8)
    round_ = seat_next_round(event, owner)
    game = first_game(round_)
    west = round_.seats.get(table=game.table, wind=2).registration
    services.game_record_hand(game=game, number=1, record={"kind": "draw", "tenpai": [2]}, by=owner)
    services.game_undo_last_hand(game=game, by=owner)
    services.player_register(tournament=event, name="Sub", is_substitute=True, by=owner)
    services.substitute_seat(
        seat=round_.seats.get(registration=west), substitute=event.registrations.get(number=9), by=owner
    )
    client.force_login(owner)
    lines = _changes(client, reverse("game", args=[event.slug, game.pk]))
    hands = [line for line in lines if "Draw · tenpai" in line]
    assert len(hands) == 2 and all(f"Draw · tenpai {west.player.name}" in line for line in hands), lines


def test_a_correction_of_final_scores_is_told_apart_from_their_entry(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, entry_mode="final")
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    services.game_record_final_scores(game=game, scores=[45000, 35000, 15000, 25000], by=owner)
    client.force_login(owner)
    lines = _changes(client, reverse("game", args=[event.slug, game.pk]))
    actions = [line.split(" · ")[2] for line in lines]  # the action, then what changed
    assert len(actions) == 2
    assert actions[0].startswith("final scores corrected") and actions[1].startswith("final scores entered")
    log = _changes(client, reverse("changes", args=[event.slug]))
    assert sum("final scores corrected" in line for line in log) == 1
    rows = list(
        csv.DictReader(
            io.StringIO(client.get(reverse("changes_csv", args=[event.slug])).content.decode("utf-8-sig"))
        )
    )
    assert [r["action"] for r in rows if "final scores" in r["action"]] == [
        "final scores corrected",
        "final scores entered",
    ]


def test_changed_event_and_player_details_say_what_changed(client: Client, owner: Any) -> None:
    """The log read only "event details changed · event": the details, each by its form's label,
    before and after (a detail sent unchanged is left out)."""
    event = make_event(owner, players=4)
    services.tournament_update(tournament=event, min_games=2, ranking="average", teams_apart=False, by=owner)
    services.registration_update(registration=event.registrations.get(number=2), name="Bea", by=owner)
    client.force_login(owner)
    log = _changes(client, reverse("changes", args=[event.slug]))
    player, details = log[0], log[1]
    assert "Name:  Player 2\u00a0→\u00a0Bea" in player
    assert "Games to be ranked:  0\u00a0→\u00a02" in details
    assert "Standings order:  Total points\u00a0→\u00a0Average points per game" in details
    assert "Keep teammates apart:  yes\u00a0→\u00a0no" in details
    assert "Venue" not in details


def test_players_sitting_out_are_named_in_the_log(client: Client, owner: Any) -> None:
    event = make_event(owner, players=5, empty_seats="sit_out")
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    out = round_.sit_outs.get().registration
    client.force_login(owner)
    log = _changes(client, reverse("changes", args=[event.slug]))
    line = next(line for line in log if "players sitting out" in line)
    assert line.endswith(f"round 1 {out.player.name}")


def test_a_player_away_is_marked_not_here_in_the_log(client: Client, owner: Any) -> None:
    """A club night with six members: Player 6 stayed home, Player 5 sat out by the rotation; the
    log named both alike, and a dispute over whose turn it was to sit out could not be settled."""
    event = make_event(owner, players=6, empty_seats="sit_out")
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, absent=[6], by=owner)
    rotated = round_.sit_outs.get(absent=False).registration.player.name
    client.force_login(owner)
    log = _changes(client, reverse("changes", args=[event.slug]))
    line = next(line for line in log if "players sitting out" in line)
    named = line.split("round 1 ")[1]
    assert sorted(named.split(", ")) == sorted([rotated, "Player 6 (not here)"])
    # the API keeps the numbers, and which of them were away
    entry = event.audit_entries.get(action="round_sit_out")
    assert entry.after == {"players": sorted([6, int(rotated.split()[-1])]), "not_here": [6]}


def _tables(round_: Any) -> list[list[str]]:
    """The round's tables as its seats hold them, each East first."""
    return [
        [s.registration.player.name for s in t.seats.select_related("registration__player").order_by("wind")]
        for t in round_.tables.order_by("number")
    ]


def test_a_round_seated_again_shows_each_changed_table_before_and_after(client: Client, owner: Any) -> None:
    """The log said only "round seated": after a reseat nobody could tell where a player had sat."""
    event = make_event(owner, players=12)
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    first = _tables(round_)
    services.round_generate_seating(round_=round_, method="random", seed=2, by=owner)
    second = _tables(round_)
    client.force_login(owner)
    log = _changes(client, reverse("changes", args=[event.slug]))
    reseat, seating = log[0], log[1]
    changed = [n for n in range(3) if first[n] != second[n]]
    assert changed  # two seeds seat 12 players differently
    for n in range(3):
        line = f"table {n + 1}:  {', '.join(first[n])}\u00a0→\u00a0{', '.join(second[n])}"
        assert (line in reseat) == (n in changed)
    assert "table 1:" not in seating  # the first seating is on the round's page
    client.cookies["django_language"] = "ja"
    reseat_ja = _changes(client, reverse("changes", args=[event.slug]))[0]
    assert f"{changed[0] + 1}卓：  {'、'.join(first[changed[0]])}" in reseat_ja


def test_a_reseat_of_a_large_field_lists_twelve_tables_and_counts_the_rest(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=80)
    round_ = services.round_create(tournament=event, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=1, by=owner)
    services.round_generate_seating(round_=round_, method="random", seed=2, by=owner)
    client.force_login(owner)
    reseat = _changes(client, reverse("changes", args=[event.slug]))[0]
    assert reseat.count("table ") == 12
    assert reseat.rstrip().endswith("and 8 more tables")  # 20 tables, each one changed
