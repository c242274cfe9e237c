"""An organizer's whole event through the API alone, as a client app would run it: create, register
from CSV, appoint a scorer, seat a round, enter hands (ron, tsumo, a draw with a riichi stick carried),
end the game at the time limit, enter a table by final scores, finish the round, read the standings,
close the event.

Tenhou rules with plain rounding: 30000 return, oka 20 to first, uma +20/+10/-10/-20, a stick left on
the table goes to first place. Table 1 ends 17800/30200/26200/24800 with one stick left, so first
(player 2) has 31200: +41.2, then +6.2, -15.2, -32.2. Table 2 ends 45000/30000/15000/10000: +55, +10,
-25, -40.
"""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from tests.api.conftest import make_user
from tests.api.test_hands import HAND_1, HAND_2, HAND_3

pytestmark = pytest.mark.django_db


def ok(response, status: int = 200) -> dict:
    assert response.status_code == status, response.content[:500]
    return response.json() if response.content else {}


def test_an_organizer_runs_a_round_from_start_to_standings(django_capture_on_commit_callbacks) -> None:
    owner, scorer = APIClient(), APIClient()
    owner.force_authenticate(make_user("org"))
    scorer.force_authenticate(make_user("keeper"))

    event = ok(
        owner.post(
            "/api/tournaments/",
            {
                "name": "Club Night",
                "preset": "tenhou",
                "rounds_planned": 1,
                "ruleset_changes": {"final_rounding": "none"},
            },
            format="json",
        ),
        201,
    )
    base = f"/api/tournaments/{event['slug']}/"
    names = "\n".join(f"Player {n}" for n in range(1, 9))
    assert len(ok(owner.post(base + "players/csv/", {"csv": names}, format="json"), 201)) == 8
    ok(owner.post(base + "members/", {"username": "keeper", "role": "scorer"}, format="json"), 201)
    ok(owner.post(base + "rounds/", format="json"), 201)
    seated = ok(
        owner.post(
            base + "rounds/1/seating/", {"method": "scripted", "script": "1 2 3 4\n5 6 7 8"}, format="json"
        )
    )
    table_1, table_2 = (t["game"] for t in seated["tables"])

    with django_capture_on_commit_callbacks(execute=True):
        for number, record in enumerate((HAND_1, HAND_2, HAND_3), start=1):
            ok(
                scorer.post(
                    f"{base}games/{table_1}/hands/",
                    {"number": number, "record": record},
                    format="json",
                    HTTP_IDEMPOTENCY_KEY=f"t1-h{number}",
                ),
                201,
            )
        game = ok(scorer.post(f"{base}games/{table_1}/finish/"))
        assert game["state"]["scores"] == [17800, 30200, 26200, 24800]
        ok(
            scorer.post(
                f"{base}games/{table_2}/final-scores/",
                {"scores": [45000, 30000, 15000, 10000]},
                format="json",
            )
        )
    ok(owner.post(base + "rounds/1/finish/"))

    standings = ok(APIClient().get(base + "standings/"))["results"]
    assert [(row["number"], row["points"]) for row in standings] == [
        (5, "55.000"),
        (2, "41.200"),
        (6, "10.000"),
        (3, "6.200"),
        (4, "-15.200"),
        (7, "-25.000"),
        (1, "-32.200"),
        (8, "-40.000"),
    ]
    assert [row["rank"] for row in standings] == list(range(1, 9))

    closed = ok(owner.post(base + "finish/"))
    assert closed["status"] == "finished"
    refused = owner.post(base + "players/", {"name": "Latecomer"}, format="json")
    assert refused.status_code == 400
    assert "finished" in refused.json()["tournament"][0]
