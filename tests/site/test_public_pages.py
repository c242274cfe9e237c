"""Public pages: live standings (a small JSON endpoint polled by the page), find-my-table on a round's
seating, and a bounded number of queries whatever the event size."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import first_game, make_event, seat_next_round
from tournaments import services
from tournaments.models import Game, Tournament


@pytest.mark.django_db
def test_standings_json_answers_just_the_version_when_nothing_changed(
    client: Client, event: Tournament
) -> None:
    url = reverse("standings_json", args=[event.slug])
    first = client.get(url).json()
    assert first["changed"] is True
    assert [row["number"] for row in first["rows"]] == list(range(1, 9))
    again = client.get(url, {"since": first["version"]}).json()
    assert again == {"version": first["version"], "changed": False}


@pytest.mark.django_db
def test_standings_json_sends_rows_again_once_the_standings_moved(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    url = reverse("standings_json", args=[event.slug])
    version = client.get(url).json()["version"]
    registration = event.registrations.get(number=5)
    with django_capture_on_commit_callbacks(execute=True):
        services.penalty_add(registration=registration, amount=-20, reason="Late", by=owner)
    moved = client.get(url, {"since": version}).json()
    assert moved["changed"] is True
    row = next(r for r in moved["rows"] if r["number"] == 5)
    assert float(row["points"]) == -20.0
    assert moved["rows"][-1]["number"] == 5  # the only player below zero is last


@pytest.mark.django_db
def test_the_standings_page_polls_the_json_endpoint(client: Client, event: Tournament) -> None:
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert f'data-url="{reverse("standings_json", args=[event.slug])}"' in page
    assert "js/standings.js" in page


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "table"), [("Player 6", 2), ("player 3", 1), ("7", 2), ("#2", 1)])
def test_find_my_table_marks_the_table_of_that_player(
    client: Client, event: Tournament, query: str, table: int
) -> None:
    response = client.get(reverse("round", args=[event.slug, 1]), {"q": query})
    found = response.context["found"]
    tables = {t.pk: t.number for t in response.context["tables"]}
    assert [tables[pk] for pk in found] == [table]


@pytest.mark.django_db
def test_find_my_table_says_so_when_nobody_matches(client: Client, event: Tournament) -> None:
    response = client.get(reverse("round", args=[event.slug, 1]), {"q": "Nobody"})
    assert response.context["found"] == set()
    assert 'id="find-none">' in response.content.decode()
    found = client.get(reverse("round", args=[event.slug, 1]), {"q": "Player 6"}).content.decode()
    assert 'id="find-none" hidden>' in found


@pytest.mark.django_db
def test_find_my_table_says_a_player_has_dropped_out(client: Client, owner: Any) -> None:
    """A player who had dropped out was told "Nobody of that name or number in this round"."""
    event = make_event(owner, players=9, visibility="public")
    services.registration_drop(registration=event.registrations.get(number=9), by=owner)
    seat_next_round(event, owner)
    plain = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    assert 'id="dropped-out" data-only-found="1"' in plain and '"Player 9" hidden' not in plain
    assert plain.split('id="dropped-out"')[1].split(">")[0].endswith(" hidden")  # nobody looked yet
    page = client.get(reverse("round", args=[event.slug, 1]), {"q": "player 9"}).content.decode()
    assert 'class="table-card dropped-out found" id="dropped-out"' in page
    assert "Dropped out of the event" in page and 'id="find-none" hidden>' in page
    assert not page.split('id="dropped-out"')[1].split(">")[0].endswith(" hidden")


@pytest.mark.django_db
def test_the_player_page_lists_the_players_seat(client: Client, event: Tournament) -> None:
    page = client.get(reverse("player", args=[event.slug, 6])).content.decode()
    assert "Player 6" in page


@pytest.mark.django_db
def test_team_standings_group_the_players_by_team(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        services.penalty_add(
            registration=event.registrations.get(number=1), amount=-10, reason="Late", by=owner
        )
    response = client.get(reverse("teams", args=[event.slug]))
    teams = response.context["teams"]
    assert [t["team"] for t in teams] == ["Blue", "Red"]  # Red (odd numbers) holds the penalty
    assert sorted(m["number"] for m in teams[1]["members"]) == [1, 3, 5, 7]
    # the member's -10 with no game is said to be a penalty, as in the standings
    assert "incl. \u221210.0 penalties" in response.content.decode()


@pytest.mark.django_db
def test_team_standings_mark_games_in_play_and_players_who_dropped_out(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """The team page said "0 games +21.8" with no sign the points were provisional, and showed a
    player who had dropped out without the badge the standings give them."""
    game = first_game(event.rounds.get(number=1))
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=HANDS[0], by=owner)
        services.registration_drop(registration=event.registrations.get(number=3), after_round=1, by=owner)
    page = client.get(reverse("teams", args=[event.slug])).content.decode()
    red = page[page.index("Red") :]
    row_of = {n: red[red.index(f"Player {n}<") :].split("</tr>")[0] for n in (1, 3, 5)}
    assert 'class="live-count">+1<' in row_of[1] and "playing now" in row_of[1]  # at table 1
    assert "live-count" not in row_of[5]  # table 2 has not started
    assert "Dropped out" in row_of[3] and "Dropped out" not in row_of[1]
    members = client.get(f"/api/tournaments/{event.slug}/team-standings/").json()
    red_members = {m["number"]: m for t in members for m in t["members"] if t["team"] == "Red"}
    assert red_members[1]["live_games"] == 1 and red_members[3]["dropped"] is True


HANDS = [
    {
        "kind": "ron",
        "discarder": 2,
        "riichi": [],
        "wins": [{"winner": 1, "hand": {"han": 2, "fu": 30, "yaku": ["tanyao", "pinfu"], "dora_count": 0}}],
    },
    {"kind": "draw", "tenpai": [0, 3], "riichi": [3]},
    {
        "kind": "tsumo",
        "riichi": [],
        "win": {
            "winner": 2,
            "hand": {"han": 2, "fu": 20, "yaku": ["menzen_tsumo", "pinfu"], "dora_count": 0},
        },
    },
]


def _big_event(owner: Any, players: int, rounds: int, capture: Any) -> Tournament:
    """An event of `players` with `rounds` seated rounds, three hands entered at every table of round 1."""
    event = make_event(owner, players=players, name=f"Event {players}")
    for _ in range(rounds):
        seat_next_round(event, owner)
    with capture(execute=True):
        for game in event.rounds.get(number=1).games.all():
            for number, record in enumerate(HANDS, start=1):
                services.game_record_hand(game=game, number=number, record=record, by=owner)
    return event


PAGES = [
    ("standings", lambda e, g: [e.slug]),
    ("standings_json", lambda e, g: [e.slug]),
    ("rounds", lambda e, g: [e.slug]),
    ("round", lambda e, g: [e.slug, 1]),
    ("teams", lambda e, g: [e.slug]),
    ("event_rules", lambda e, g: [e.slug]),
    ("player", lambda e, g: [e.slug, 1]),
    ("game", lambda e, g: [e.slug, g.pk]),
    ("manage", lambda e, g: [e.slug]),
    ("players", lambda e, g: [e.slug]),
    ("seat_round", lambda e, g: [e.slug, 1]),
    ("seat_script", lambda e, g: [e.slug, 2]),
    ("event_edit", lambda e, g: [e.slug]),
    ("print_seating", lambda e, g: [e.slug, 1]),
    ("print_scoresheets", lambda e, g: [e.slug, 1]),
    ("enter", lambda e, g: [e.slug, g.pk]),
    ("hand_edit", lambda e, g: [e.slug, g.pk, 2]),
    ("home", lambda e, g: []),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "args"), PAGES, ids=[p[0] for p in PAGES])
def test_pages_take_the_same_few_queries_for_8_and_40_players(
    client: Client,
    owner: Any,
    name: str,
    args: Any,
    django_assert_max_num_queries: Any,
    django_capture_on_commit_callbacks: Any,
) -> None:
    client.force_login(owner)
    counts = []
    for players in (8, 40):
        event = _big_event(owner, players, rounds=2, capture=django_capture_on_commit_callbacks)
        game = first_game(event.rounds.get(number=1))
        url = reverse(name, args=args(event, game))
        client.get(url)  # warm the session and caches
        with django_assert_max_num_queries(25) as captured:
            assert client.get(url).status_code == 200
        counts.append(len(captured))
    print(f"{name}: {counts[0]} queries at 8 players, {counts[1]} at 40")
    assert counts[0] == counts[1], f"{name}: {counts[0]} queries at 8 players, {counts[1]} at 40"


@pytest.mark.django_db
def test_standings_over_a_range_of_rounds_count_only_those_rounds(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = _big_event(owner, 8, rounds=2, capture=django_capture_on_commit_callbacks)
    url = reverse("standings", args=[event.slug])
    overall = {r["number"]: r["points"] for r in client.get(url).context["rows"]}
    first = client.get(url, {"from": 1, "to": 1})
    assert {r["number"]: r["points"] for r in first.context["rows"]} == overall  # only round 1 has results
    second = client.get(url, {"from": 2, "to": 2})
    assert {r["points"] for r in second.context["rows"]} == {0}
    assert "js/standings.js" not in second.content.decode()  # a past range is not polled
    assert "js/standings.js" in client.get(url).content.decode()


@pytest.mark.django_db
def test_the_round_page_shows_the_scores_of_running_tables(
    client: Client, event: Tournament, owner: Any
) -> None:
    game = first_game(event.rounds.get(number=1))
    services.game_record_hand(game=game, number=1, record=HANDS[0], by=owner)
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    assert "32,000" in page and "28,000" in page  # South won 2000 from West
    assert "East 2" in page  # the hand the table is playing now


@pytest.mark.django_db
def test_the_player_page_says_where_the_player_sits_now(client: Client, event: Tournament) -> None:
    response = client.get(reverse("player", args=[event.slug, 6]))
    seat = response.context["next_seat"]
    assert (seat.round.number, seat.table.number, seat.wind) == (
        1,
        2,
        1,
    )  # players 5-8 at table 2, 6 is South
    assert 'id="next-seat"' in response.content.decode()


@pytest.mark.django_db
def test_round_and_player_pages_name_the_event_in_the_header(client: Client, event: Tournament) -> None:
    # the whole name in the title too: a phone's header cuts a long one short
    link = reverse("standings", args=[event.slug])
    crumb = f'<a class="crumb" href="{link}" title="{event.name}">{event.name}</a>'
    for name, args in (("round", [event.slug, 1]), ("player", [event.slug, 6])):
        assert crumb in client.get(reverse(name, args=args)).content.decode(), name
    assert 'class="crumb"' not in client.get(reverse("home")).content.decode()


@pytest.mark.parametrize(
    ("name", "typed"),
    [
        ("Chloé", "chloe"),
        ("Søren Ødegaard", "soren odegaard"),
        ("Đặng Thu", "dang thu"),
        ("Łukasz", "lukasz"),
    ],
)
def test_find_my_table_folds_accents_and_strokes_as_people_type_names(name: str, typed: str) -> None:
    from tournaments.folding import fold_accents

    assert fold_accents(name.casefold()) == typed
    assert fold_accents("がぎ") == "がぎ"  # a voiced mark is part of a Japanese letter


@pytest.mark.django_db
def test_find_my_table_finds_a_japanese_name_typed_without_its_space(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="田中 花子\nB\nC\nD\n", by=owner)
    seat_next_round(event, owner)
    page = client.get(reverse("round", args=[event.slug, 1]), {"q": "田中花子"})
    assert page.context["found"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("typed", "found"),
    [("oneil", True), ("O Neil", True), ("jean pierre", True), ("st john", False)],
)
def test_find_my_table_reads_a_name_without_its_apostrophe_or_hyphen(
    client: Client, owner: Any, typed: str, found: bool
) -> None:
    """A walkthrough's player typed "oneil" for Kate O'Neil: nobody of that name."""
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="Kate O'Neil\nJean-Pierre Roux\nB\nC\n", by=owner)
    seat_next_round(event, owner)
    page = client.get(reverse("round", args=[event.slug, 1]), {"q": typed})
    assert bool(page.context["found"]) is found


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("typed", "found"),
    [("takahashi", True), ("Takahashi", True), ("sato", True), ("satou", True), ("tanaka", False)],
)
def test_find_my_table_finds_a_japanese_name_by_its_reading(
    client: Client, owner: Any, typed: str, found: bool
) -> None:
    """A walkthrough's player on a phone with a Latin keyboard typed "takahashi" for 高橋 蓮: nothing.
    Long vowels may be typed or not (佐藤 is "satou" or "sato")."""
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="高橋 蓮\n佐藤 春香\nB\nC\nD\nE\nF\nG\n", by=owner)
    seat_next_round(event, owner)
    page = client.get(reverse("round", args=[event.slug, 1]), {"q": typed})
    assert bool(page.context["found"]) is found


@pytest.mark.django_db
def test_a_chombo_is_noted_in_the_standings_row(
    client: Client, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """A walkthrough's standings said "incl. -10.0 penalties" for a late arrival but nothing of a
    -20 chombo, which only the game page showed."""
    from tests.tournaments.hands import chombo

    event = make_event(owner, players=4, preset="ema2016")
    game = Game.objects.get(round=seat_next_round(event, owner))
    with django_capture_on_commit_callbacks(execute=True):
        services.game_record_hand(game=game, number=1, record=chombo(2), by=owner)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    # the -20 is in the game's points, not among the penalties: said so ("incl. -10 penalties" beside it
    # read as if the chombo were left out)
    assert page.count('class="small muted chombo-note">1 chombo, counted in its game</span>') == 1
    rows = client.get(reverse("standings_json", args=[event.slug])).json()["rows"]
    assert {r["number"]: r["chombo"] for r in rows} == {1: 0, 2: 0, 3: 1, 4: 0}
    # the player page said "Penalties 0.0" beside "Chombo 1": what it cost is shown with it (EMA: 20)
    player = client.get(reverse("player", args=[event.slug, 3])).content.decode()
    chombo_line = player.split("<dt>Chombo</dt>")[1].split("</dd>")[0]
    assert chombo_line.startswith("<dd>1 ") and "(\u221220.0)" in chombo_line
    # with a penalty too, the chart's running total says the chombo is in it (it read "penalties apart")
    with django_capture_on_commit_callbacks(execute=True):
        services.penalty_add(
            registration=event.registrations.get(number=3), amount=-5, reason="late", by=owner
        )
    player = client.get(reverse("player", args=[event.slug, 3])).content.decode()
    assert "Running total of the games (penalties apart; a chombo counts in its game)" in player


@pytest.mark.django_db
def test_a_bonus_reads_as_a_bonus_not_a_penalty(
    client: Client, event: Tournament, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    registration = event.registrations.get(number=5)
    with django_capture_on_commit_callbacks(execute=True):
        services.penalty_add(registration=registration, amount=10, reason="Best manners", by=owner)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "incl. +10.0 in bonuses" in page and "+10.0 penalties" not in page
    player = client.get(reverse("player", args=[event.slug, 5])).content.decode()
    assert "<dt>Bonuses</dt>" in player


@pytest.mark.django_db
def test_the_standings_have_a_team_column_only_when_the_event_has_teams(client: Client, owner: Any) -> None:
    """A club league without teams showed an empty Team column at desktop width."""
    league = make_event(owner, players=0, name="Club league")
    for name in ("Ann", "Bo", "Cy", "Di"):
        services.player_register(tournament=league, name=name, by=owner)
    teams = make_event(owner, players=4, name="Team cup")  # Red and Blue
    assert ">Team</th>" not in client.get(reverse("standings", args=[league.slug])).content.decode()
    assert ">Team</th>" in client.get(reverse("standings", args=[teams.slug])).content.decode()


@pytest.mark.django_db
def test_each_page_of_an_event_has_its_own_title(client: Client, owner: Any) -> None:
    """Every page read "Spring Open · Riichi league": a screen reader, a tab bar or a bookmark could
    not tell the standings from a game."""
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    pages = {
        "standings": [event.slug],
        "rounds": [event.slug],
        "round": [event.slug, 1],
        "player": [event.slug, 1],
        "game": [event.slug, game.pk],
        "event_rules": [event.slug],
    }
    titles = {}
    for name, args in pages.items():
        page = client.get(reverse(name, args=args)).content.decode()
        titles[name] = page[page.index("<title>") + 7 : page.index("</title>")]
    assert titles["standings"] == "Standings · Spring Open · Riichi league"
    assert titles["round"] == "Round 1 · Spring Open · Riichi league"
    assert titles["player"] == "Player 1 · Spring Open · Riichi league"
    assert titles["game"] == "Round 1, table 1 · Spring Open · Riichi league"
    assert len(set(titles.values())) == len(titles)


@pytest.mark.parametrize(("ranking", "columns"), [("total", 5), ("average", 6)])
def test_an_event_with_no_players_says_so_across_the_whole_standings_table(
    client: Client, owner: Any, ranking: str, columns: int
) -> None:
    """The empty row spanned six columns of a five-column table (no teams, ranked by total)."""
    event = make_event(owner, players=0, visibility="public", ranking=ranking)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    head = page[page.index("<thead>") : page.index("</thead>")]
    assert len(re.findall(r"<th[ >]", head)) == columns
    assert f'<td colspan="{columns}" class="muted">No players registered yet.' in page
