"""A phone walkthrough of the pages players read (390 px): the hand log's four names ran together
above hand 1 only, so from hand 3 on each hand was four unlabelled numbers; a "Dropped out" badge in
the standings lay over the team under the name; the seat letter "Đ" of a game's results wrapped
under its colour square; the standings' second file link sat alone, lowercase, under the first."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from tests.site.browser import shoot
from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import quiet_hanchan
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE_390 = {"width": 390, "height": 844}
VIETNAMESE = ["Nguyễn Văn Hùng", "Đỗ Thị Lan Anh", "Lý Thành Đạt", "Dương Minh Châu"]


def _phone(browser: Any, live_server: Any, language: str) -> Any:
    page = browser.new_context(viewport=PHONE_390, locale="en-US").new_page()
    page.context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    return page


def _game(owner: Any, names: list[str], hands: int = 8) -> tuple[Any, Any]:
    event = make_event(owner, players=0, visibility="public")
    services.players_register_csv(tournament=event, text="\n".join(names), by=owner)
    game = first_game(seat_next_round(event, owner))
    for number, record in enumerate(quiet_hanchan()[:hands], start=1):
        services.game_record_hand(game=game, number=number, record=record, by=owner)
    return event, game


def _boxes_apart(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


COLUMNS = """row => [...row.children].filter(c => getComputedStyle(c).position !== "absolute").map(c => {
  const box = c.getBoundingClientRect(), style = getComputedStyle(c);
  return {left: box.left, right: box.right, top: box.top, bottom: box.bottom,
          bar: parseFloat(style.borderLeftWidth), colour: style.borderLeftColor,
          clipped: c.scrollWidth <= c.clientWidth + 1, text: c.innerText.trim()};
})"""


@pytest.mark.parametrize("language", ["vi", "en"])
def test_every_hand_of_the_log_can_be_told_by_column_on_a_phone(
    live_server: Any, browser: Any, django_user_model: Any, language: str
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    names = (
        VIETNAMESE
        if language == "vi"
        else ["Alexandra Whitfield", "Bartholomew Ng", "Chie Yamamoto", "Dmitri Volkov"]
    )
    event, game = _game(owner, names)
    page = _phone(browser, live_server, language)
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/")
    row = page.locator("#hand-log-names")
    heads = row.evaluate(COLUMNS)
    assert len(heads) == 4
    for left, right in pairwise(heads):
        assert left["right"] <= right["left"], heads  # each name in its own column
    for head in heads:
        assert head["clipped"], head  # clipped to its column, never over the next one
        assert head["bar"] >= 3, head  # marked by its seat's colour
    assert len({head["colour"] for head in heads}) == 4
    # the names in the results table's seat order, each in its seat's colour there
    assert [head["text"] for head in heads] == page.locator("table.game-results td.name").all_inner_texts()
    squares = page.locator("table.game-results td.seat i").evaluate_all(
        "squares => squares.map(i => getComputedStyle(i).backgroundColor)"
    )
    assert [head["colour"] for head in heads] == squares
    shoot(page, f"hand-log-names-{language}")
    # far down the log the names stay above the columns, and each number carries its seat's colour
    page.locator("#hand-6").scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, document.querySelector('#hand-6').getBoundingClientRect().top - 120)")
    stuck = row.bounding_box()
    hand = page.locator("#hand-6").bounding_box()
    assert stuck is not None and hand is not None
    assert stuck["y"] >= 0 and stuck["y"] + stuck["height"] <= hand["y"] + 1, (stuck, hand)
    numbers = page.locator("#hand-6 .deltas").first.evaluate(COLUMNS)
    assert [n["colour"] for n in numbers] == [head["colour"] for head in heads]
    for n, head in zip(numbers, heads, strict=True):
        assert head["left"] - 1 <= n["left"] <= head["left"] + 1  # straight under its name
    page.screenshot(path=str(shoot(page, f"hand-log-scrolled-{language}")).replace(".png", "-screen.png"))


def test_the_seat_letter_stays_beside_its_colour_in_vietnamese(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event, game = _game(
        owner, ["Nguyễn Văn Hùng Cường", "Đỗ Thị Lan Anh Phương", "Lý Thành Đạt", "Dương Minh Châu"], 3
    )
    for width in (320, 360, 390):
        page = browser.new_context(viewport={"width": width, "height": 800}).new_page()
        page.context.add_cookies([{"name": "django_language", "value": "vi", "url": live_server.url}])
        page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/")
        tops = page.locator("table.game-results td.seat .legend > span").evaluate_all(
            """spans => spans.map(s => { const r = document.createRange(); r.selectNodeContents(s);
                 const square = s.querySelector("i").getBoundingClientRect();
                 return {lines: r.getClientRects().length, text: s.innerText,
                         gap: Math.abs(square.top - s.getBoundingClientRect().top)}; })"""
        )
        assert "Đ" in [t["text"].strip() for t in tops]
        for t in tops:
            assert t["lines"] <= 2 and t["gap"] < 8, (width, t)  # the square and the letter on one line
        heights = page.locator("table.game-results td.seat .legend > span").evaluate_all(
            "spans => spans.map(s => s.getBoundingClientRect().height)"
        )
        assert max(heights) < 30, (width, heights)
        shoot(page, "game-results-seat-vi")


def test_a_dropped_players_badge_and_team_do_not_overlap_on_a_phone(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0, visibility="public")
    services.players_register_csv(
        tournament=event,
        text="Nguyễn Thị Phương Thảo Hoàng,Hà Nội Dragons\nAiko,Red\nBao,Blue\nChie Tanaka,Red\nDan,Blue",
        by=owner,
    )
    for number in (1, 4):
        services.registration_drop(registration=event.registrations.get(number=number), by=owner)
    for width in (320, 390):
        page = browser.new_context(viewport={"width": width, "height": 800}).new_page()
        page.goto(f"{live_server.url}/t/{event.slug}/")
        for name in ("Nguyễn Thị Phương Thảo Hoàng", "Chie Tanaka"):
            cell = page.locator("#standings td.name", has_text=name)
            badge = cell.locator(".badge").bounding_box()
            team = cell.locator(".team-under").bounding_box()
            text = cell.locator("a.row-link").evaluate(
                """a => { const r = document.createRange(); r.selectNodeContents(a);
                     const b = r.getBoundingClientRect();
                     return {x: b.left, y: b.top, width: b.width, height: b.height}; }"""
            )
            assert badge and team
            assert _boxes_apart(badge, team), (width, name, badge, team)
            assert _boxes_apart(text, team), (width, name, text, team)
        shoot(page, "standings-dropped-team")


def test_the_standings_files_read_as_a_list_on_a_phone(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, visibility="public")
    page = browser.new_context(viewport=PHONE_390).new_page()
    page.goto(f"{live_server.url}/t/{event.slug}/")
    marks = [
        page.locator(f"#{link}").evaluate(
            "a => [getComputedStyle(a).display, getComputedStyle(a).listStyleType]"
        )
        for link in ("standings-csv", "games-csv")
    ]
    assert marks == [["list-item", "disc"]] * 2, marks  # a list's bullets
    capital = page.locator("#games-csv").evaluate("a => getComputedStyle(a, '::first-letter').textTransform")
    assert capital == "uppercase"  # "Every game's results (CSV)" starts its line as a sentence
    first, second = page.locator("#standings-csv").bounding_box(), page.locator("#games-csv").bounding_box()
    assert first and second and first["x"] == second["x"] and second["y"] > first["y"]
    shoot(page, "standings-files")


def test_the_round_being_played_is_a_tap_from_the_top_of_a_long_leagues_rounds(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=4, entry_mode="final", kind="league", visibility="public")
    for _ in range(11):
        round_ = seat_next_round(event, owner)
        services.game_record_final_scores(
            game=first_game(round_), scores=[45000, 35000, 25000, 15000], by=owner
        )
        services.round_finish(round_=round_, by=owner)
    seat_next_round(event, owner)
    page = browser.new_context(viewport=PHONE_390).new_page()
    page.goto(f"{live_server.url}/t/{event.slug}/rounds/")
    link = page.locator("#current-round")
    box = link.bounding_box()
    assert box and box["y"] + box["height"] <= PHONE_390["height"]  # on the first screen
    assert page.locator("#round-12").bounding_box()["y"] > PHONE_390["height"]  # type: ignore[index]
    assert page.locator("#round-1").is_visible()  # the finished rounds stay listed
    page.screenshot(path=str(shoot(page, "rounds-current")).replace(".png", "-screen.png"))
    link.click()
    page.wait_for_url(f"{live_server.url}/t/{event.slug}/rounds/12/")


def test_a_game_in_play_and_a_penalised_player_on_a_phone(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    from tests.tournaments.hands import draw

    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event, game = _game(owner, VIETNAMESE, hands=5)
    services.game_record_hand(game=game, number=6, record=draw(tenpai=(1, 2), riichi=(1, 2)), by=owner)
    services.penalty_add(registration=event.registrations.get(number=2), amount=-10, reason="late", by=owner)
    services.standings_rebuild(tournament_id=event.pk)
    page = browser.new_context(viewport=PHONE_390).new_page()
    page.goto(f"{live_server.url}/t/{event.slug}/games/{game.pk}/")
    assert page.inner_text("#game-now") == "Now: South 2, 1 honba, 2 riichi sticks on the table"
    shoot(page, "game-in-play")
    page.goto(f"{live_server.url}/t/{event.slug}/players/2/")
    red = page.locator("#penalties").evaluate("dd => getComputedStyle(dd).color")
    page.goto(f"{live_server.url}/t/{event.slug}/")
    assert red == page.locator("#standings td.minus").first.evaluate("td => getComputedStyle(td).color")
    page.goto(f"{live_server.url}/t/{event.slug}/players/2/")
    assert "incl. −10.0 penalties" in page.inner_text("#points")
    shoot(page, "player-penalty")
