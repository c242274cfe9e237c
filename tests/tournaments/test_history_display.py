"""What the pages say about changes and results, from an organizer's walkthrough: replaced final scores
show each player's score before and after; an edited hand's before and after differ wherever the
records differ (dora too); a penalty's history names the player and the points; giving a role someone
has already writes nothing, and taking one away asks first; the game page calls a chombo a chombo;
averages are rounded, not cut."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.tournaments.conftest import make_event, registration, seat_in_order
from tournaments import services
from tournaments.models import AuditEntry, Game, Tournament
from tournaments.templatetags.league import record_text, score, signed

pytestmark = pytest.mark.django_db

NAMES = ["Aiko", "Ben", "Chie", "Dan"]


@pytest.fixture
def table(owner: Any, member: Any) -> Game:
    """Aiko, Ben, Chie and Dan at one EMA table (30,000 each); member is a scorer of the event."""
    tournament = make_event(owner, players=0)
    for name in NAMES:
        services.player_register(tournament=tournament, name=name, by=owner)
    services.tournament_member_set(tournament=tournament, user=member, role="scorer", by=owner)
    return seat_in_order(tournament, owner).games.get()


def game_page(client: Client, game: Game, user: Any = None) -> str:
    if user is not None:
        client.force_login(user)
    return client.get(reverse("game", args=[game.tournament.slug, game.pk])).content.decode()


def changes(page: str) -> str:
    """The game page's change list, tags dropped."""
    assert 'id="changes"' in page, "the game page shows no change list"
    listed = page.split('id="changes"')[1].split("</ul>")[0]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", listed))


# 1. Replaced final scores


def test_replaced_final_scores_show_each_players_score_before_and_after(
    client: Client, table: Game, member: Any
) -> None:
    services.game_record_final_scores(game=table, scores=[32000, 30000, 30000, 28000], by=member)
    table.refresh_from_db()
    services.game_record_final_scores(game=table, scores=[28000, 34000, 30000, 28000], by=member)
    listed = changes(game_page(client, table, member)).replace("\u00a0", " ")
    # a line per player: unchanged scores as they are
    assert "final scores corrected Aiko 32,000 → 28,000 Ben 30,000 → 34,000 Chie 30,000 Dan 28,000" in listed
    # the first entry shows the scores it entered
    assert "final scores entered Aiko 32,000 · Ben 30,000 · Chie 30,000 · Dan 28,000" in listed


def test_replaced_final_scores_show_the_riichi_sticks_left_before_and_after() -> None:
    from tournaments.templatetags.league import audit_lines

    players = [{"seat": i, "name": name, "number": i + 1} for i, name in enumerate(NAMES)]
    entry = {
        "action": "game_record_final_scores",
        "before": {"scores": [32000, 30000, 30000, 28000], "deposits_left": 0},
        "after": {"scores": [32000, 30000, 29000, 28000], "deposits_left": 1},
    }
    with translation.override("en"):
        lines = audit_lines(entry, players)
    assert lines[2] == {"label": "", "text": "Chie 30,000\u00a0→\u00a029,000"}
    assert lines[-1] == {"label": "Riichi sticks left on the table", "text": "0 → 1"}


def test_the_change_list_is_for_the_events_staff_only(
    client: Client, table: Game, owner: Any, member: Any, outsider: Any
) -> None:
    services.game_record_final_scores(game=table, scores=[32000, 30000, 30000, 28000], by=member)
    assert 'id="changes"' in game_page(client, table, owner)
    assert 'id="changes"' in game_page(client, table, member)
    assert 'id="changes"' not in game_page(client, table, outsider)
    client.logout()
    assert 'id="changes"' not in game_page(client, table)


def test_cleared_final_scores_show_what_was_cleared(client: Client, table: Game, owner: Any) -> None:
    services.game_record_final_scores(game=table, scores=[32000, 30000, 30000, 28000], by=owner)
    table.refresh_from_db()
    services.game_clear_final_scores(game=table, by=owner)
    listed = changes(game_page(client, table, owner))
    assert "final scores cleared before: Aiko 32,000 · Ben 30,000" in listed


# 2. An edited hand's before and after


def pinfu_ron(dora: int) -> dict[str, Any]:
    hand = {"han": 2 + dora, "fu": 30, "yaku": ["pinfu", "riichi"], "dora_count": dora}
    return {"kind": "ron", "discarder": 3, "riichi": [1], "wins": [{"winner": 1, "hand": hand}]}


def test_an_edit_of_the_dora_alone_shows_the_dora_before_and_after(
    client: Client, table: Game, member: Any
) -> None:
    services.game_record_hand(game=table, number=1, record=pinfu_ron(dora=1), by=member)
    table.refresh_from_db()
    services.game_edit_hand(game=table, number=1, record=pinfu_ron(dora=2), by=member)
    client.force_login(member)
    edit = client.get(reverse("hand_edit", args=[table.tournament.slug, table.pk, 1])).content.decode()
    assert "Ben: 3 han 30 fu Riichi, Pinfu, Dora 1" in edit
    assert "Ben: 4 han 30 fu Riichi, Pinfu, Dora 2" in edit
    listed = changes(game_page(client, table))
    assert "hand changed · hand 1 before: Ron · Ben: 3 han 30 fu Riichi, Pinfu, Dora 1" in listed
    assert "after: Ron · Ben: 4 han 30 fu Riichi, Pinfu, Dora 2" in listed


def _quick(**change: Any) -> dict[str, Any]:
    hand = {"han": 3, "fu": 30, "yaku": ["riichi", "tanyao"], "dora_count": 1, "closed": True}
    win = {"winner": 1, "hand": {**hand, **change.pop("hand", {})}, **change.pop("win", {})}
    return {"kind": "ron", "discarder": 3, "wins": [win], "riichi": [1], **change}


def _tiles(**change: Any) -> dict[str, Any]:
    hand = {"hand": "234m456p789s23455z", "win": "5z", "melds": [], "dora": ["1m"], "ura": [], **change}
    return {"kind": "tsumo", "win": {"winner": 0, "hand": hand}, "riichi": [0]}


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (_quick(), _quick(hand={"dora_count": 2, "han": 4})),  # dora, ura and red fives counted together
        (_quick(), _quick(hand={"closed": False})),  # an open hand
        (_quick(), _quick(win={"pao": 2})),  # a liable player
        (_quick(), _quick(win={"winner": 2})),  # the winner
        (_quick(), _quick(discarder=0)),  # who paid
        (_quick(), _quick(riichi=[1, 2])),  # who was in riichi
        (_tiles(), _tiles(dora=["2m"])),  # dora indicators of a tile entry
        (_tiles(), _tiles(ura=["3p"])),  # ura indicators
        (_tiles(), _tiles(win="2z")),  # the winning tile
        (_tiles(), _tiles(melds=["pon:555z"])),  # called sets
        (_tiles(), _tiles(ippatsu=True)),  # situation flags
        (
            {"kind": "draw", "tenpai": [0], "nagashi": [], "riichi": []},
            {"kind": "draw", "tenpai": [0], "nagashi": [0], "riichi": []},
        ),
        (
            {"kind": "abort", "reason": "kyuushu", "riichi": []},
            {"kind": "abort", "reason": "suufon", "riichi": []},
        ),
        ({"kind": "chombo", "offender": 0, "riichi": []}, {"kind": "chombo", "offender": 2, "riichi": []}),
    ],
    ids=[
        "dora",
        "open",
        "pao",
        "winner",
        "payer",
        "riichi",
        "dora-indicators",
        "ura-indicators",
        "winning-tile",
        "melds",
        "flags",
        "nagashi",
        "abort-reason",
        "chombo-offender",
    ],
)
def test_any_edit_of_a_hand_reads_differently_before_and_after(before: Any, after: Any) -> None:
    with translation.override("en"):
        assert record_text(before, NAMES) != record_text(after, NAMES)


def test_a_hand_record_names_the_chombo_offender_and_the_liable_player() -> None:
    with translation.override("en"):
        assert record_text({"kind": "chombo", "offender": 2, "riichi": []}, NAMES) == "Chombo · Chie"
        assert "Chie liable (pao)" in record_text(_quick(win={"pao": 2}), NAMES)
        assert "open hand" in record_text(_quick(hand={"closed": False}), NAMES)


def test_a_yakuman_reads_as_one_and_a_counted_thirteen_han_as_han() -> None:
    """The change log read "13 han Daisangen": a yakuman is named as one, by its multiple."""
    single = {"han": 13, "fu": None, "yaku": ["daisangen"], "dora_count": 0, "closed": False}
    double = {"han": 26, "fu": None, "yaku": ["daisangen", "tsuuiisou"], "dora_count": 0, "closed": False}
    counted = {"han": 13, "fu": 40, "yaku": ["riichi", "chinitsu", "iipeikou"], "dora_count": 5}
    with translation.override("en"):
        text = record_text(_quick(hand=single), NAMES)
        assert "Yakuman Daisangen" in text and "13" not in text
        assert "Double yakuman" in record_text(_quick(hand=double), NAMES)
        quadruple = {**double, "han": 52, "yaku": ["daisuushii", "tsuuiisou", "suuankou"]}
        assert "4× Yakuman" in record_text(_quick(hand=quadruple), NAMES)
        # counted, not a yakuman; from 5 han the fu change nothing and are not named
        assert "Ben: 13 han Riichi" in record_text(_quick(hand=counted), NAMES)
        # renhou is a yakuman by the ruleset's choice: 13 han of renhou alone is one, 5 han is not
        renhou = {"han": 13, "fu": None, "yaku": ["renhou"], "dora_count": 0, "closed": True}
        assert "Yakuman Renhou" in record_text(_quick(hand=renhou), NAMES)
        assert "5 han" in record_text(_quick(hand={**renhou, "han": 5}), NAMES)
    with translation.override("ja"):
        assert "役満" in record_text(_quick(hand=single), NAMES)


# 3. Penalties in the history


def test_a_penalty_in_the_history_names_the_player_and_the_points(
    client: Client, table: Game, owner: Any
) -> None:
    ben = registration(table.tournament, 2)
    penalty = services.penalty_add(registration=ben, amount=-5, reason="Late", by=owner, game=table)
    services.penalty_cancel(penalty=penalty, reason="Train delay", by=owner)
    listed = changes(game_page(client, table, owner))
    assert "penalty given Ben −5.0 · Late" in listed
    assert "penalty cancelled Ben −5.0 · Late cancelled because: Train delay" in listed
    assert "penalty 1" not in listed  # the number of the penalty says nothing


def test_the_history_filter_names_a_penalty_from_a_list_of_player_numbers(table: Game, owner: Any) -> None:
    """The organizer page's trail has no game: its names come as number -> name."""
    from tournaments.templatetags.league import audit_lines

    services.penalty_add(
        registration=registration(table.tournament, 3), amount=10, reason="Fair play", by=owner
    )
    entry = AuditEntry.objects.get(action="penalty_add")
    with translation.override("en"):
        assert audit_lines(entry, {3: "Chie"}) == [{"label": "", "text": "Chie +10.0 · Fair play"}]


# 4. Staff roles


def staff_page(client: Client, tournament: Tournament) -> str:
    return client.get(reverse("staff", args=[tournament.slug])).content.decode()


def test_giving_someone_the_role_they_have_writes_no_second_history_entry(
    client: Client, owner: Any, outsider: Any
) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    url = reverse("staff", args=[event.slug])
    client.post(url, {"username": "outsider", "role": "scorer"})
    response = client.post(url, {"username": "outsider", "role": "scorer"}, follow=True)
    assert AuditEntry.objects.filter(tournament=event, action="tournament_member_set").count() == 1
    assert "outsider is scorer of the event already; nothing changed." in [
        str(m) for m in response.context["messages"]
    ]
    client.post(url, {"username": "outsider", "role": "organizer"})  # a different role is a change
    assert event.memberships.get(user=outsider).role == "organizer"
    assert AuditEntry.objects.filter(tournament=event, action="tournament_member_set").count() == 2


def test_the_service_and_the_api_give_a_role_someone_has_without_a_second_entry(
    owner: Any, outsider: Any
) -> None:
    event = make_event(owner, players=0)
    services.tournament_member_set(tournament=event, user=outsider, role="scorer", by=owner)
    services.tournament_member_set(tournament=event, user=outsider, role="scorer", by=owner)
    assert AuditEntry.objects.filter(tournament=event, action="tournament_member_set").count() == 1
    services.tournament_member_set(tournament=event, user=outsider, role="organizer", by=owner)
    promoted = AuditEntry.objects.filter(tournament=event, action="tournament_member_set").first()
    assert (promoted.before, promoted.after) == ("scorer", "organizer")


def test_the_manage_page_and_the_final_scores_page_say_what_changed(
    client: Client, table: Game, owner: Any
) -> None:
    services.game_record_final_scores(game=table, scores=[32000, 30000, 30000, 28000], by=owner)
    table.refresh_from_db()
    services.game_record_final_scores(game=table, scores=[28000, 34000, 30000, 28000], by=owner)
    client.force_login(owner)
    slug = table.tournament.slug
    for url in (reverse("manage", args=[slug]), reverse("final_scores", args=[slug, table.pk])):
        page = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", client.get(url).content.decode()))
        page = page.replace("\u00a0", " ")
        assert re.search(r"Aiko 32,000 → 28,000", page), url
        assert re.search(r"Ben 30,000 → 34,000", page), url


def test_removing_a_staff_member_asks_first(client: Client, owner: Any, outsider: Any) -> None:
    event = make_event(owner, players=0)
    services.tournament_member_set(tournament=event, user=outsider, role="scorer", by=owner)
    client.force_login(owner)
    form = staff_page(client, event).split('name="remove" value="outsider"')[0].rsplit("<form", 1)[1]
    assert "onsubmit=\"return confirm('Take outsider\\u0027s role away?" in form


# 5 and 6. The game's results table: chombo named as such, penalties apart, fits a phone


def test_the_game_page_calls_a_chombo_a_chombo_and_shows_penalties_apart(
    client: Client, table: Game, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    ben = registration(table.tournament, 2)
    with django_capture_on_commit_callbacks(execute=True):
        chombo = {"kind": "chombo", "offender": 1, "riichi": []}
        services.game_record_hand(game=table, number=1, record=chombo, by=owner)
        services.penalty_add(registration=ben, amount=-5, reason="Late", by=owner, game=table)
        table.refresh_from_db()
        services.game_finish(game=table, by=owner)
    client.logout()
    page = game_page(client, table)
    row = page.split(">Ben</a>")[1].split("</tr>")[0]
    assert "incl. −20.0 chombo" in row
    assert "penalties" not in row.split("incl.")[1].split("</span>")[0]
    assert "−5.0 penalties, added in the standings" in row


def test_the_game_results_table_keeps_names_whole_on_a_phone(client: Client, table: Game) -> None:
    """Names broke mid-word ("Anton Tanak / a") and the note ran off a 390 px screen; the browser
    check is in test_game_results_phone.py."""
    page = game_page(client, table)
    assert '<table class="data game-results">' in page
    from django.contrib.staticfiles import finders

    css = open(finders.find("css/site.css"), encoding="utf-8").read()  # noqa: SIM115
    assert "table.game-results td.name { overflow-wrap: normal; }" in css
    assert re.search(r"table\.game-results \.penalty-note \{[^}]*white-space: normal", css)


# 7. Averages rounded


@pytest.mark.parametrize(("value", "shown"), [(5066.67, "5,067"), (5066.4, "5,066"), (-2000.5, "−2,001")])
def test_an_average_in_points_is_rounded_to_the_nearest_point(value: float, shown: str) -> None:
    with translation.override("en"):
        assert score(value) == shown


def test_game_points_are_rounded_not_cut() -> None:
    with translation.override("en"):
        assert (signed("12.55"), signed("-6.667"), signed("-0.04")) == ("+12.6", "−6.7", "0.0")


def test_the_player_page_rounds_the_average_win(
    client: Client, table: Game, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    # Ben wins three times by ron from Dan: 2,000 (2 han 30 fu), then as dealer 2,900 (2 han 30 fu)
    # and 6,100 (3 han 30 fu + 1 honba): 11,000 in 3 wins, 3,666.7 on average
    hands = [
        {"kind": "ron", "discarder": 3, "riichi": [], "wins": [{"winner": 1, "hand": h}]}
        for h in (
            {"han": 2, "fu": 30, "yaku": ["tanyao", "pinfu"], "dora_count": 0},
            {"han": 2, "fu": 30, "yaku": ["tanyao", "pinfu"], "dora_count": 0},
            {"han": 3, "fu": 30, "yaku": ["tanyao", "pinfu"], "dora_count": 1},
        )
    ]
    with django_capture_on_commit_callbacks(execute=True):
        for number, hand in enumerate(hands, start=1):
            table.refresh_from_db()
            services.game_record_hand(game=table, number=number, record=hand, by=owner)
    assert table.results.get(seat__wind=1).win_value == 11000
    page = client.get(reverse("player", args=[table.tournament.slug, 2])).content.decode()
    assert re.search(r"Average win</dt><dd>3,667</dd>", page)


def test_a_tile_hand_reads_as_the_tile_pad_names_its_tiles() -> None:
    record = {
        "kind": "tsumo",
        "win": {
            "winner": 1,
            "hand": {"hand": "234m567p33789s", "melds": ["pon:777z"], "win": "9s", "dora": ["1z"]},
        },
        "riichi": [],
    }
    with translation.override("en"):
        said = record_text(record, NAMES)
    assert "Ben: 2m 3m 4m 5p 6p 7p 3s 3s 7s 8s 9s + Pon Rd Rd Rd" in said
    assert "winning tile 9s" in said and "dora indicators E" in said
    assert "pon:777z" not in said
    with translation.override("ja"):
        said = record_text(record, NAMES)
    assert "2萬" in said and "中 中 中" in said


def test_a_tile_hand_reads_in_tile_order_on_the_game_page(client: Client, owner: Any) -> None:
    """A walkthrough read "234m456p67855234s" in the hand log: the notation, in the order tapped."""
    event = make_event(owner, players=4, visibility="public")
    game = seat_in_order(event, owner).games.get()
    record = {
        "kind": "ron",
        "discarder": 0,
        "wins": [{"winner": 3, "hand": {"hand": "234m456p67855234s", "win": "4s", "dora": ["1s"]}}],
        "riichi": [],
    }
    services.game_record_hand(game=game, number=1, record=record, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    log = page[page.index('id="hand-log"') :]
    assert "2m 3m 4m 4p 5p 6p 2s 3s 4s 5s 5s 6s 7s 8s, winning tile 4s" in log
    assert "67855234s" not in log
    client.cookies["django_language"] = "ja"
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    assert "8索、和了牌 4索" in page  # the Japanese comma, as its other lists have it
    client.cookies["django_language"] = "en"


def test_the_tiles_in_the_hand_log_read_as_a_line_not_as_the_tile_pad(client: Client, owner: Any) -> None:
    """The log wrapped a tile hand's words in the tile pad's class, a grid of nine columns: the whole
    hand was squeezed into the first ninth of the line, a word or two a row."""
    from django.contrib.staticfiles import finders

    event = make_event(owner, players=4, visibility="public")
    game = seat_in_order(event, owner).games.get()
    record = {
        "kind": "ron",
        "discarder": 0,
        "wins": [{"winner": 3, "hand": {"hand": "234m456p67855234s", "win": "4s"}}],
    }
    services.game_record_hand(game=game, number=1, record=record, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    log = page[page.index('id="hand-log"') :]
    wrapper = re.search(r'<(\w+)(?: class="([^"]*)")?>2m 3m 4m', log)
    assert wrapper is not None
    css = open(finders.find("css/site.css"), encoding="utf-8").read()  # noqa: SIM115
    for name in (wrapper.group(2) or "").split():
        rules = re.findall(r"(?:^|[\s,}])\." + re.escape(name) + r"\s*\{([^}]*)\}", css)
        assert not any("grid" in rule for rule in rules), f".{name} is drawn as a grid: {rules}"


def test_yaku_read_riichi_first_whatever_order_they_were_picked_in(client: Client, owner: Any) -> None:
    from tests.tournaments.hands import ron

    event = make_event(owner, players=4, visibility="public")
    game = seat_in_order(event, owner).games.get()
    record = ron(2, 0, han=3, fu=30, yaku=("tanyao", "pinfu", "riichi"), riichi=(2,))
    services.game_record_hand(game=game, number=1, record=record, by=owner)
    page = client.get(reverse("game", args=[event.slug, game.pk])).content.decode()
    log = page[page.index('id="hand-log"') :]
    assert "Riichi, Pinfu, Tanyao" in re.sub(r"<[^>]+>", "", log)
    assert '<span class="nowrap">Pinfu</span>' in log  # a name is not broken across lines (一 / 盃口)
    # a screen reader hears whose each number is (the names are a row of column heads it skips);
    # 3 han 30 fu from a non-dealer is 3,900, the winner's own riichi stick comes back to them
    deltas = re.findall(r'<span class="sr-only">(Player \d): </span>([^<]+)</span>', log)[:4]
    assert deltas == [("Player 1", "−3,900"), ("Player 2", "0"), ("Player 3", "+3,900"), ("Player 4", "0")]
    assert "Riichi, Pinfu, Tanyao" in record_text(record, NAMES)
