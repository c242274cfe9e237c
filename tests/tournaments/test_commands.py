"""The management commands: load_demo (only into an empty database) and rebuild_standings."""

from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from tournaments import selectors
from tournaments.models import Game, Round, StandingRow, Tournament

pytestmark = pytest.mark.django_db


def test_the_demo_has_finished_and_running_rounds_and_loads_only_once() -> None:
    out = StringIO()
    call_command("load_demo", stdout=out)
    assert "Demo loaded" in out.getvalue()
    demo = Tournament.objects.get(slug="demo-open")
    statuses = dict(Round.objects.filter(tournament=demo).values_list("number", "status"))
    assert statuses == {1: "finished", 2: "finished", 3: "seated"}
    running = Game.objects.filter(round__tournament=demo, round__number=3)
    assert set(running.values_list("status", flat=True)) == {"finished", "running", "pending"}
    assert all(g.hand_count >= 8 for g in Game.objects.filter(round__tournament=demo, round__number__lte=2))
    table = selectors.standings_table(tournament=demo)
    assert [row["rank"] for row in table if row["rank"]] == sorted(
        row["rank"] for row in table if row["rank"]
    )
    assert sum(row["games"] for row in table) == 4 * 9
    # the demo's lateness penalty belongs to round 2: a range of round 3 alone does not show it
    round_three = selectors.standings_for_rounds(tournament=demo, first=3, last=3)
    assert not any(row["penalties"] for row in round_three)
    assert any(row["penalties"] for row in selectors.standings_for_rounds(tournament=demo, first=2, last=2))
    league = Tournament.objects.get(slug="thursday-league")
    assert league.kind == "league" and league.games.filter(status="finished").count() == 6

    again = StringIO()
    call_command("load_demo", stdout=again)
    assert "no demo loaded" in again.getvalue()
    assert Tournament.objects.count() == 2


def test_rebuild_standings_restores_a_damaged_cache(owner: Any) -> None:
    call_command("load_demo", stdout=StringIO())
    demo = Tournament.objects.get(slug="demo-open")
    expected = selectors.standings_table(tournament=demo)
    StandingRow.objects.filter(tournament=demo).update(points=0, rank=0, games=0)
    call_command("rebuild_standings", "demo-open", stdout=StringIO())
    assert selectors.standings_table(tournament=demo) == expected


def test_rebuild_standings_names_an_unknown_event() -> None:
    with pytest.raises(CommandError, match="no tournament with slug nope"):
        call_command("rebuild_standings", "nope", stdout=StringIO())
