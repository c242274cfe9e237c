"""A Japanese keyboard types full-width commas: a pasted "大西 健，チーム東京" registered one
player named 「大西 健,チーム東京」 with no team, and "小野 花、チーム大阪" one named
「小野 花、チーム大阪」. The full-width comma (，) and the ideographic comma (、) separate values as
"," does; a quoted value keeps them, and the full-width quote (＂) quotes as '"' does."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tournaments import services
from tournaments.models import Registration

pytestmark = pytest.mark.django_db


def _registered(event: Any) -> list[tuple[str, str, str]]:
    regs = Registration.objects.filter(tournament=event).select_related("player", "team").order_by("number")
    return [(r.player.name, r.team.name if r.team else "", r.player.country) for r in regs]


def _paste(client: Client, event: Any, text: str) -> list[str]:
    response = client.post(reverse("players", args=[event.slug]), {"csv-text": text}, follow=True)
    assert response.status_code == 200
    return [str(m) for m in response.context["messages"]]


def test_a_list_typed_with_japanese_commas_registers_each_player_in_their_team(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    said = _paste(client, event, "大西 健，チーム東京\n小野 花、チーム大阪\n山田 太郎")
    assert _registered(event) == [
        ("大西 健", "チーム東京", ""),
        ("小野 花", "チーム大阪", ""),
        ("山田 太郎", "", ""),
    ]
    assert "Registered 3 players. Teams: チーム東京, チーム大阪." in said
    page = client.get(reverse("players", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "チーム東京" in page and "大西 健,チーム東京" not in page and "小野 花、チーム大阪" not in page


def test_a_csv_with_japanese_commas_fills_the_team_and_country_columns(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    text = "名前，チーム，国\n大西 健，チーム東京，日本\n小野 花、チーム大阪、JP\nLee Ann，，KR"
    said = _paste(client, event, text)
    assert _registered(event) == [
        ("大西 健", "チーム東京", "JP"),
        ("小野 花", "チーム大阪", "JP"),
        ("Lee Ann", "", "KR"),
    ]
    # the header row named the columns: no warning that the second value is a team
    assert not any("second value of a line" in m for m in said)


def test_a_quoted_name_keeps_its_japanese_commas_and_full_width_quotes_quote(owner: Any) -> None:
    event = make_event(owner, players=0)
    text = '"佐藤、次郎"，チーム東京\n＂鈴木，三郎＂、チーム大阪，JP\n＂Kim "Jay" Park＂'
    services.players_register_csv(tournament=event, text=text, by=owner)
    # a value's full-width comma is stored as "," (names are kept in NFKC), the ideographic one as is
    assert _registered(event) == [
        ("佐藤、次郎", "チーム東京", ""),
        ("鈴木,三郎", "チーム大阪", "JP"),
        ('Kim "Jay" Park', "", ""),
    ]


def test_a_full_width_quote_left_open_is_said_on_its_line(owner: Any) -> None:
    event = make_event(owner, players=0)
    with pytest.raises(services.ServiceError) as refused:
        services.players_register_csv(tournament=event, text="山田 太郎\n＂大西 健，チーム東京", by=owner)
    assert refused.value.messages == ['line 2: a quote (") is not closed on this line']
    assert not Registration.objects.filter(tournament=event).exists()


def test_a_spreadsheets_tabs_still_keep_a_comma_in_the_value(owner: Any) -> None:
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="大西 健\tチーム東京，大阪", by=owner)
    assert _registered(event) == [("大西 健", "チーム東京,大阪", "")]


def test_a_semicolon_line_keeps_a_japanese_comma_inside_its_value(owner: Any) -> None:
    """A European spreadsheet's CSV splits on ";": "東京、横浜" is one team there."""
    from tests.site.conftest import make_event
    from tournaments import services

    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="大西 健;東京、横浜;JP\n", by=owner)
    registration = event.registrations.select_related("player", "team").get()
    assert (registration.player.name, registration.team.name, registration.player.country) == (
        "大西 健",
        "東京、横浜",
        "JP",
    )
