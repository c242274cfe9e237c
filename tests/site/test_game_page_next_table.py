"""An organizer entering the score sheets one table after another: saving a table's final scores led
to its game page, and the next table was two taps away through the round page."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments.models import Game

pytestmark = pytest.mark.django_db

SCORES = {"replaces": "", "score_0": "45000", "score_1": "35000", "score_2": "25000", "score_3": "15000"}


def test_the_saved_tables_page_offers_the_next_table_without_results(client: Client, owner: Any) -> None:
    event = make_event(owner, players=12, entry_mode="final", visibility="public")
    round_ = seat_next_round(event, owner)
    one, two, three = Game.objects.filter(round=round_).order_by("table__number")
    client.force_login(owner)
    page = client.post(
        reverse("final_scores", args=[event.slug, two.pk]), {**SCORES, "deposits_left": "0"}, follow=True
    ).content.decode()
    assert "Final scores saved." in page
    # the first table still to enter, table 1, not the one after the table just saved
    assert (
        f'<a class="button primary" id="next-table" href="/t/{event.slug}/games/{one.pk}/enter/">'
        "Enter table 1 next</a>" in page
    )
    client.post(reverse("final_scores", args=[event.slug, one.pk]), {**SCORES, "deposits_left": "0"})
    page = client.get(reverse("game", args=[event.slug, one.pk])).content.decode()
    assert f'/games/{three.pk}/enter/">Enter table 3 next</a>' in page
    client.post(reverse("final_scores", args=[event.slug, three.pk]), {**SCORES, "deposits_left": "0"})
    page = client.get(reverse("game", args=[event.slug, three.pk])).content.decode()
    assert 'id="next-table"' not in page and 'id="round-ready"' in page  # all in: finish the round
    # a spectator is not offered entry
    client.logout()
    seen = client.get(reverse("game", args=[event.slug, one.pk]))
    assert seen.status_code == 200 and 'id="next-table"' not in seen.content.decode()


def test_a_table_being_entered_hand_by_hand_is_not_offered(client: Client, owner: Any) -> None:
    """Two people would enter one game: the scorer at its table, and the organizer sent there."""
    from tests.site.conftest import RON_E_FROM_S
    from tournaments import services

    event = make_event(owner, players=12)
    round_ = seat_next_round(event, owner)
    one, two, three = Game.objects.filter(round=round_).order_by("table__number")
    services.game_record_hand(game=one, number=1, record=RON_E_FROM_S, by=owner)  # at its table now
    services.game_record_hand(game=two, number=1, record=RON_E_FROM_S, by=owner)
    services.game_finish(game=two, by=owner)
    client.force_login(owner)
    page = client.get(reverse("game", args=[event.slug, two.pk])).content.decode()
    assert f'/games/{three.pk}/enter/">Enter table 3 next</a>' in page
    assert f'/games/{one.pk}/enter/">Enter table' not in page
