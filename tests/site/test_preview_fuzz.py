"""Whatever a page (or anyone) posts to the preview endpoint, it answers a JSON verdict, never a 500."""

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.site.conftest import first_game

seat = st.one_of(st.integers(-2, 5), st.text(max_size=2), st.none(), st.booleans())
seats = st.lists(seat, max_size=5)
quick = st.fixed_dictionaries(
    {},
    optional={
        "mode": st.sampled_from(["quick", "tiles", "other"]),
        "closed": st.one_of(st.booleans(), st.text(max_size=3)),
        "han": st.one_of(st.integers(-3, 30), st.none(), st.text(max_size=3)),
        "fu": st.one_of(st.integers(-10, 130), st.none()),
        "yaku": st.one_of(
            st.lists(
                st.one_of(
                    st.sampled_from(
                        ["riichi", "double_riichi", "tanyao", "pinfu", "chiitoitsu", "daisangen", "nope"]
                    ),
                    st.lists(st.text(max_size=2), max_size=2),  # unhashable: once a 500
                    st.integers(),
                    st.none(),
                    st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
                ),
                max_size=4,
            ),
            st.text(max_size=6),
            st.integers(),
            st.none(),
        ),
        "dora": st.one_of(st.integers(-2, 20), st.text(max_size=2), st.sampled_from(["²", "-1", "9" * 5000])),
        "hand": st.text(alphabet="0123456789mpsz ", max_size=20),
        "win": st.text(alphabet="0123456789mpsz", max_size=3),
        "melds": st.text(max_size=12),
        "flags": st.one_of(
            st.lists(st.sampled_from(["riichi", "haitei", "bogus"]), max_size=3),
            st.integers(),
            st.text(max_size=3),
        ),
    },
)
payloads = st.one_of(
    st.fixed_dictionaries(
        {"kind": st.sampled_from(["ron", "tsumo", "draw", "nagashi", "abort", "chombo", "what"])},
        optional={
            "winners": seats,
            "discarder": seat,
            "riichi": seats,
            "tenpai": seats,
            "nagashi": seats,
            "reason": st.sampled_from(["kyuushu", "suufon", "nonsense", ""]),
            "offender": seat,
            "wins": st.dictionaries(
                st.sampled_from(["0", "1", "2", "3", "9", "x"]),
                # a hand that is not an object: once a 500 (a list has no .get)
                st.one_of(quick, st.lists(st.integers(), max_size=2), st.text(max_size=3), st.integers()),
                max_size=3,
            ),
            "pao": st.dictionaries(st.sampled_from(["0", "1", "2"]), seat, max_size=2),
        },
    ),
    st.lists(st.integers(), max_size=3),
    st.text(max_size=5),
    st.none(),
)


@pytest.mark.django_db
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(payload=payloads)
# Found in CI: a dora count typed as text reached int() in the yaku picker.
@example(
    payload={"kind": "ron", "winners": [0], "discarder": 1, "wins": {"0": {"yaku": ["tanyao"], "dora": ":"}}}
)
# Found in review: a yaku given as a list reached a set in the yaku picker.
@example(
    payload={"kind": "ron", "winners": [1], "discarder": 2, "riichi": [1], "wins": {"1": {"yaku": [["a"]]}}}
)
@example(payload={"kind": "tsumo", "winners": [1], "wins": {"1": {"yaku": 5}}})
# Found in CI: "²" passes str.isdigit() and then int() refused it.
@example(payload={"kind": "draw", "tenpai": ["²"]})
# Found by a fuzzing review: a hand given as a list, flags given as a number, a dora count in "²".
@example(payload={"kind": "tsumo", "winners": [0], "riichi": [0], "wins": {"0": [1]}})
@example(
    payload={"kind": "tsumo", "winners": [0], "wins": {"0": {"mode": "tiles", "hand": "234m", "flags": 5}}}
)
@example(
    payload={
        "kind": "tsumo",
        "winners": [0],
        "wins": {"0": {"han": 3, "fu": 30, "yaku": ["riichi"], "dora": "²"}},
    }
)
def test_the_preview_never_fails_on_odd_input(client: Client, event: Any, scorer: Any, payload: Any) -> None:
    client.force_login(scorer)
    game = first_game(event.rounds.get(number=1))
    response = client.post(
        reverse("hand_preview", args=[event.slug, game.pk]),
        json.dumps(payload),
        content_type="application/json",
    )
    assert response.status_code == 200
    body = response.json()
    assert isinstance(body["legal"], bool)
    if not body["legal"]:
        assert body["errors"] and all(isinstance(e, str) for e in body["errors"])
