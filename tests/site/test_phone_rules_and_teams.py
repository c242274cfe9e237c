"""The rules and the team standings on a phone, in English, Japanese and Vietnamese: in Japanese the
values of the rules' 卓 group were cut off at 360 px (「ダブロ…」, 「和了者全…」, 「1,0…」), each kept
whole as a name is; on the teams page "2 games +1" wrapped under some members' names and not others
(a penalty note under one member's points narrowed every name of the team)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import DESKTOP, shoot
from tests.site.conftest import first_game, make_event, seat_next_round
from tests.tournaments.hands import quiet_hanchan
from tournaments import services

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LOCALES = ["en-US", "ja-JP", "vi-VN"]
PHONES = [{"width": 360, "height": 740}, {"width": 390, "height": 844}]
# every rules table's box, and each cell: what it shows against what it holds
RULES_FIT = """() => [...document.querySelectorAll('table.rules')].map(table => {
  const box = table.closest('.scroll'), edge = box.getBoundingClientRect().right;
  return {box: [box.scrollWidth, box.clientWidth], cells: [...table.querySelectorAll('th, td')].map(c =>
    ({text: c.innerText.trim(), holds: c.scrollWidth, shows: c.clientWidth,
      right: c.getBoundingClientRect().right, edge}))} })"""
# each member: where the games line is against the name, and on how many lines it runs
MEMBERS = """() => [...document.querySelectorAll('section.card td.name')].map(td => {
  const name = td.querySelector('a').getBoundingClientRect();
  const games = [...td.querySelectorAll('span.muted.small')].find(s => /\\d/.test(s.innerText));
  const box = games.getBoundingClientRect();
  const r = document.createRange(); r.selectNodeContents(games);
  const tops = [...r.getClientRects()].map(x => x.top);
  const lines = Math.max(...tops) - Math.min(...tops) < parseFloat(getComputedStyle(games).fontSize) ? 1 : 2;
  return {name: td.querySelector('a').innerText, under: box.top >= name.top + name.height / 2, lines,
          right: box.right, edge: td.closest('table').getBoundingClientRect().right} })"""


def test_every_rule_value_wraps_inside_a_phones_screen(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = make_event(owner, players=0, preset="ema2016", visibility="public")
    for locale in LOCALES:
        for phone in PHONES:
            page = browser.new_context(viewport=phone, locale=locale).new_page()
            page.goto(f"{live_server.url}/t/{event.slug}/rules/")
            tables = page.evaluate(RULES_FIT)
            assert len(tables) >= 3
            for table in tables:
                assert table["box"][0] <= table["box"][1], (locale, phone, table["box"])
                for cell in table["cells"]:
                    assert cell["holds"] <= cell["shows"] + 1, (locale, phone, cell)
                    assert cell["right"] <= cell["edge"] + 0.5, (locale, phone, cell)
            if locale == "ja-JP":
                value = page.locator("table.rules td", has_text="1,000").first
                assert value.inner_text().strip().startswith("1,000")  # a number stays whole
                assert value.evaluate("td => td.getClientRects().length") == 1
                shoot(page, "phone-rules-ja")
            page.context.close()


def teams_event(owner: Any) -> Any:
    """Two teams of four; round 1 played out, round 2 being played at one table only, so some members
    show "2 games +1" and others "2 games"; one member has a penalty, one has dropped out."""
    event = make_event(owner, players=0, visibility="public")
    names = [
        ("Nguyễn Thị Minh Khai", "Hà Nội"),
        ("Hiro Sato", "Hà Nội"),
        ("Emma Schulz", "Sài Gòn"),
        ("Trần Văn Bảo", "Sài Gòn"),
        ("Felix Martin", "Hà Nội"),
        ("Grace Lee", "Hà Nội"),
        ("Dmitri Volkov", "Sài Gòn"),
        ("Lê Thu", "Sài Gòn"),
    ]
    services.players_register_csv(tournament=event, text="\n".join(f"{n},{t}" for n, t in names), by=owner)
    round_one = seat_next_round(event, owner)
    for game in round_one.games.all():
        for number, record in enumerate(quiet_hanchan(), start=1):
            services.game_record_hand(game=game, number=number, record=record, by=owner)
    services.round_finish(round_=round_one, by=owner)
    services.penalty_add(registration=event.registrations.get(number=5), amount=-10, reason="late", by=owner)
    running = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=running, number=1, record=quiet_hanchan()[0], by=owner)
    return event


def test_each_members_games_sit_the_same_way_under_every_name(
    live_server: Any, browser: Any, django_user_model: Any
) -> None:
    owner = django_user_model.objects.create_user("owner", password="pw-owner-1")
    event = teams_event(owner)
    for locale in LOCALES:
        for phone in PHONES:
            page = browser.new_context(viewport=phone, locale=locale).new_page()
            page.goto(f"{live_server.url}/t/{event.slug}/teams/")
            assert page.locator("section.card .live-count").count() == 4  # "+1" beside four members
            assert page.locator("section.card .penalty-note").count() == 1
            members = page.evaluate(MEMBERS)
            assert len(members) == 8
            # the games line is under every name or beside every name, never some of each
            assert len({m["under"] for m in members}) == 1, (locale, phone, members)
            for m in members:
                assert m["lines"] == 1 and m["right"] <= m["edge"], (locale, phone, m)
            if phone["width"] == 390:
                shoot(page, f"phone-teams-{locale}")
            page.context.close()
    wide = browser.new_context(viewport=DESKTOP, locale="en-US").new_page()
    wide.goto(f"{live_server.url}/t/{event.slug}/teams/")
    members = wide.evaluate(MEMBERS)
    assert not any(m["under"] for m in members), members  # where there is room, beside the name
    shoot(wide, "phone-teams-desktop")
