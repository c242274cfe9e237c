"""A swiss round's seating figures say how far its tables reach in the standings: swiss moves players
off their neighbours to avoid a rematch, and the director sees by how many places before the round."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import services
from tournaments.models import StandingRow

pytestmark = pytest.mark.django_db

SCORES = [45000, 32000, 25000, 18000]


def _after_round_one(owner: Any, on_commit: Any) -> Any:
    tournament = make_event(owner, players=8)
    first = seat_in_order(tournament, owner)
    with on_commit():
        for game in first.games.all():
            services.game_record_final_scores(game=game, scores=SCORES, by=owner)
    services.round_finish(round_=first, by=owner)
    return tournament


def test_a_swiss_round_says_its_widest_and_mean_table_reach(owner: Any, on_commit: Any) -> None:
    tournament = _after_round_one(owner, on_commit)
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="swiss", seed=1, by=owner)
    second.refresh_from_db()
    rank = dict(StandingRow.objects.filter(tournament=tournament).values_list("registration__number", "rank"))
    # ranks 1, 1, 3, 3, 5, 5, 7, 7: two players of each place, one from each table of round 1
    assert sorted(rank.values()) == [1, 1, 3, 3, 5, 5, 7, 7]
    spans = [
        max(rank[s.registration.number] for s in table.seats.all())
        - min(rank[s.registration.number] for s in table.seats.all())
        for table in second.tables.all()
    ]
    quality = second.seating_quality
    assert quality["standings_reach"] == max(spans)
    assert quality["standings_reach_mean"] == sum(spans) / len(spans)
    # every table of four holds two players of each table of round 1: a rematch each, whatever the
    # seating; swiss then seats the four leaders together (ranks 1, 1, 3, 3: 2 places)
    assert quality["standings_reach"] == 2


def test_the_seating_page_shows_the_reach(client: Client, owner: Any, on_commit: Any) -> None:
    tournament = _after_round_one(owner, on_commit)
    client.force_login(owner)
    client.post(reverse("round_add", args=[tournament.slug]))
    assert (
        client.post(reverse("seat_round", args=[tournament.slug, 2]), {"method": "swiss"}).status_code == 302
    )
    page = client.get(reverse("seat_round", args=[tournament.slug, 2]))
    rows = {
        label: (value, hint) for _heading, group in page.context["quality"] for label, value, hint in group
    }
    value, hint = rows["Places in the standings between a table's best and worst player, widest table"]
    assert value == 2 and "avoid a rematch" in hint
    assert rows["The same, on average over the tables"][0] == 2.0


def test_a_round_seated_by_interval_has_no_reach_figure(owner: Any, on_commit: Any) -> None:
    """Interval spreads each table across the standings on purpose: no reach figure for it."""
    tournament = _after_round_one(owner, on_commit)
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="interval", seed=1, by=owner)
    second.refresh_from_db()
    assert "standings_reach" not in second.seating_quality


def test_a_player_the_standings_job_has_not_ranked_yet_is_not_seated_with_the_leaders(
    owner: Any, on_commit: Any
) -> None:
    """A player registered a moment before the seating has no standings row until the background
    job runs: swiss seats them as a player on 0 points stands (below the four above 0), not as if
    on top."""
    tournament = _after_round_one(owner, on_commit)
    rows = StandingRow.objects.filter(tournament=tournament)
    last = rows.order_by("-rank", "-registration__number").first()
    assert last is not None and last.rank == 7
    number = last.registration.number
    last.delete()
    second = services.round_create(tournament=tournament, by=owner)
    services.round_generate_seating(round_=second, method="swiss", seed=1, by=owner)
    top = second.tables.get(number=1)
    assert number not in {seat.registration.number for seat in top.seats.all()}


def test_a_late_arrival_is_paired_as_a_player_on_0_points_not_at_the_bottom(
    owner: Any, on_commit: Any
) -> None:
    """A walkthrough's two late arrivals (0 points, no game) met the last player at the bottom table:
    swiss pairs them where 0 points stands, after the players above 0 and level with the next."""
    from tournaments.services.rounds import _standings_order

    tournament = _after_round_one(owner, on_commit)
    with on_commit():
        late = services.player_register(tournament=tournament, name="Late Lin", by=owner)
    row = StandingRow.objects.get(registration=late)
    assert row.rank == 0  # no game yet: listed, not ranked
    points = dict(
        StandingRow.objects.filter(tournament=tournament).values_list("registration__number", "points")
    )
    above = sum(1 for n, p in points.items() if n != late.number and p > 0)
    assert above == 4  # the first and second of each table of round 1 (45,000 and 32,000)
    order = _standings_order(tournament)
    assert order[late.number] == -(above + 1)  # fifth: above the four players below 0
    assert sum(1 for n, v in order.items() if v > order[late.number]) == 4
