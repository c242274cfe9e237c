"""An event's pages show times on its own clock: an organizer in Da Nang read 23:33 (UTC) at 06:33
in the morning. The event's time zone is set on creation (the phone's own by default) and on Event
details; the API takes it too."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.models import Round, Tournament
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db

LATE = datetime.datetime(2026, 11, 23, 23, 33, tzinfo=datetime.UTC)  # 06:33 on the 24th in Vietnam


def test_the_rounds_page_shows_times_on_the_events_clock(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8, time_zone="Asia/Ho_Chi_Minh")
    seat_next_round(event, owner)
    Round.objects.filter(tournament=event, number=1).update(starts_at=LATE)
    page = client.get(reverse("rounds", args=[event.slug])).content.decode()
    assert "24 Nov 2026, 06:33" in page and "11:33" not in page
    # the next request, of a page of no event, is back on the site's clock
    client.get(reverse("home"))
    assert timezone.get_current_timezone_name() == "UTC"


def test_an_event_without_a_time_zone_uses_the_sites(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    Round.objects.filter(tournament=event, number=1).update(starts_at=LATE)
    page = client.get(reverse("rounds", args=[event.slug])).content.decode()
    assert "23 Nov 2026, 23:33" in page


def test_a_time_zone_that_is_none_is_refused_naming_it(client: Client, owner: Any) -> None:
    with pytest.raises(ServiceError) as refused:
        make_event(owner, players=0, time_zone="Mars/Olympus")
    assert list(refused.value.message_dict) == ["time_zone"]
    event = make_event(owner, players=0)
    client.force_login(owner)
    api = f"/api/tournaments/{event.slug}/"
    bad = client.patch(api, {"time_zone": "Europe/Atlantis"}, content_type="application/json")
    assert bad.status_code == 400 and "time_zone" in bad.json()
    ok = client.patch(api, {"time_zone": "Europe/Paris"}, content_type="application/json")
    assert ok.status_code == 200 and ok.json()["time_zone"] == "Europe/Paris"
    created = client.post(
        "/api/tournaments/",
        {"name": "Da Nang Open", "preset": "mleague", "time_zone": "Asia/Ho_Chi_Minh"},
        content_type="application/json",
    )
    assert created.status_code == 201, created.json()
    assert created.json()["time_zone"] == "Asia/Ho_Chi_Minh"


def test_the_create_page_offers_the_zones_and_picks_the_phones_own(client: Client, owner: Any) -> None:
    client.force_login(owner)
    page = client.get(reverse("event_create")).content.decode()
    assert '<option value="Asia/Ho_Chi_Minh">Asia/Ho Chi Minh</option>' in page
    assert "js/time_zone.js" in page and "data-local-zone" in page
    # back to the site's own: "" is accepted and stored
    event = make_event(owner, players=0, time_zone="Europe/Paris")
    services.tournament_update(tournament=event, by=owner, time_zone="")
    event.refresh_from_db()
    assert event.time_zone == ""


def test_a_stored_zone_this_server_cannot_load_leaves_the_pages_on_the_sites_clock(
    client: Client, owner: Any
) -> None:
    """Set by hand (the admin) or gone from another server's tzdata: every page had been a 500."""
    event = make_event(owner, players=8)
    Tournament.objects.filter(pk=event.pk).update(time_zone="Asia/Hanoi")
    assert client.get(reverse("standings", args=[event.slug])).status_code == 200


def test_only_zones_where_people_live_are_offered(owner: Any) -> None:
    from tournaments.forms import time_zone_choices

    offered = {value for value, _label in time_zone_choices()}
    assert {"", "UTC", "Asia/Ho_Chi_Minh", "Europe/Paris"} <= offered
    assert not {"localtime", "Factory", "posixrules"} & offered
    with pytest.raises(ServiceError):
        make_event(owner, players=0, time_zone="localtime")


def test_posix_signed_and_old_alias_zones_are_not_offered(owner: Any) -> None:
    from tournaments.forms import time_zone_choices

    offered = {value for value, _label in time_zone_choices()}
    # Etc/GMT+9 is nine hours behind UTC: a Tokyo organizer picking it would be 18 hours off
    assert not {"Etc/GMT+9", "Etc/GMT-9", "US/Eastern", "Brazil/East"} & offered
    assert {"Asia/Tokyo", "America/New_York", "Pacific/Auckland", "Atlantic/Reykjavik"} <= offered
    # a city's old name beside its new one: the list offered both Asia/Calcutta and Asia/Kolkata
    assert {"Asia/Kolkata", "Asia/Ho_Chi_Minh", "Europe/Kyiv"} <= offered
    assert not {"Asia/Calcutta", "Asia/Saigon", "Europe/Kiev"} & offered
    make_event(owner, players=0, time_zone="Asia/Calcutta")  # still a zone an event may have


def test_an_event_with_an_old_alias_zone_keeps_it_on_its_edit_page(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    Tournament.objects.filter(pk=event.pk).update(time_zone="US/Eastern")
    client.force_login(owner)
    page = client.get(reverse("event_edit", args=[event.slug])).content.decode()
    assert '<option value="US/Eastern" selected>' in page


@pytest.mark.parametrize(
    ("language", "tokyo", "saigon"),
    [
        ("ja", "日本時間 — Asia/Tokyo", "ベトナム時間 — Asia/Ho Chi Minh"),
        ("vi", "Giờ Nhật Bản — Asia/Tokyo", "Giờ Việt Nam — Asia/Ho Chi Minh"),
        ("en", "Asia/Tokyo", "Asia/Ho Chi Minh"),
    ],
)
def test_zones_are_named_by_their_place_in_the_page_language(
    client: Client, owner: Any, language: str, tokyo: str, saigon: str
) -> None:
    client.force_login(owner)
    client.cookies["django_language"] = language
    page = client.get(reverse("event_create")).content.decode()
    assert f'<option value="Asia/Tokyo">{tokyo}</option>' in page
    assert f'<option value="Asia/Ho_Chi_Minh">{saigon}</option>' in page
    assert '<option value="UTC">UTC</option>' in page
    if language == "ja":  # a country of several zones: its own brackets, none nested in ours
        assert "アメリカ合衆国（ニューヨーク）時間 — America/New York" in page
        # CLDR's half-width brackets made full-width, and the city not named twice
        assert "コンゴ民主共和国（キンシャサ）時間 — Africa/Kinshasa" in page
        assert "ミャンマー（ビルマ）時間 — Asia/Yangon" in page
    if language == "vi":  # "Giờ Congo - Kinshasa (Kinshasa)" named the city twice
        assert "Giờ Congo - Kinshasa — Africa/Kinshasa" in page
