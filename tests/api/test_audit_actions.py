"""The audit trail's `action` filter takes the actions the services record, and refuses others."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.api.conftest import Cast
from tournaments.services.audit import AUDIT_ACTIONS

pytestmark = pytest.mark.django_db
SOURCE = Path(__file__).resolve().parents[2] / "tournaments"
# action="x", and action="x" if ... else "y"
ACTION_RE = re.compile(r'action="([a-z_]+)"(?:\s+if\s+[^\n]*?\s+else\s+"([a-z_]+)")?')


def test_every_action_the_code_records_is_a_choice_of_the_filter() -> None:
    recorded = set()
    for path in SOURCE.rglob("*.py"):
        if "management" in path.parts or path.name == "__main__.py":  # argparse's action="store_true"
            continue
        for match in ACTION_RE.finditer(path.read_text()):
            recorded.update(name for name in match.groups() if name)
    assert "game_resume" in recorded and "team_merge" in recorded  # the pattern finds both forms
    assert recorded <= set(AUDIT_ACTIONS), recorded - set(AUDIT_ACTIONS)


def test_a_misspelt_action_is_a_400_and_a_real_one_filters(public_event: Cast) -> None:
    url = f"/api/tournaments/{public_event.tournament.slug}/audit/"
    client = public_event.client("owner")
    bad = client.get(url, {"action": "game_import"})  # the real name is game_import_tenhou
    assert bad.status_code == 400 and list(bad.json()) == ["action"]
    registered = client.get(url, {"action": "player_register"}).json()
    assert registered["count"] == 8 and {e["action"] for e in registered["results"]} == {"player_register"}
