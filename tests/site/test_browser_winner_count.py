"""Under Tenhou rules a triple ron is an abortive draw: the form let a scorer pick three winners and
fill in all three hands (eleven taps) before saying so. A third winner is offered only where the
rules pay a triple ron (EMA), and the step's label says how many winners there can be."""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.browser import entry_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize(
    ("preset", "third", "label"),
    [
        ("tenhou", False, "Winner (two for a double ron; a triple ron is an abortive draw)"),
        ("ema2016", True, "Winner (two or three for a double or triple ron)"),
    ],
)
def test_a_third_winner_only_where_a_triple_ron_is_paid(
    live_server: Any, browser: Any, django_user_model: Any, preset: str, third: bool, label: str
) -> None:
    page = entry_page(live_server, browser, django_user_model, preset)
    page.click("[data-name='kind-ron']")
    winners = page.locator("#step-winner")
    assert winners.locator(".label").inner_text() == label
    winners.locator("[data-name='seat-1']").click()
    winners.locator("[data-name='seat-2']").click()
    page.wait_for_selector("#step-winner [data-name='seat-2'][aria-pressed='true']")
    assert winners.locator("[data-name='seat-3']").is_enabled() is third
    # a picked winner can always be taken back
    assert winners.locator("[data-name='seat-2']").is_enabled()
    page.context.close()


def test_a_triple_ron_can_be_entered_as_an_abortive_draw_wherever_it_is_one() -> None:
    """Rules paying only a double ron make a triple ron an abortive draw (the ledger's rule), even
    where their list of abortive draws leaves it out: the form must offer it, or the hand cannot be
    entered at all."""
    from scoring.engine.rules import Ruleset
    from tournaments.views.entry_config import _abort_reasons

    def offered(ruleset: Ruleset) -> list[str]:
        return [r["value"] for r in _abort_reasons(ruleset)]

    assert offered(Ruleset(multiple_ron="double", abortive_draws=frozenset())) == ["sanchahou"]
    assert offered(Ruleset(multiple_ron="all", abortive_draws=frozenset())) == []
    assert offered(Ruleset(multiple_ron="head_bump", abortive_draws=frozenset({"kyuushu"}))) == ["kyuushu"]


@pytest.mark.parametrize(
    ("kind", "label"),
    [
        ("ron", "Winner (if two players call ron, only the one next after the discarder in turn order wins)"),
        ("tsumo", "Winner"),
    ],
)
def test_head_bump_rules_say_whom_to_pick_when_two_call_ron(
    live_server: Any, browser: Any, django_user_model: Any, kind: str, label: str
) -> None:
    """WRC: one winner per discard. The step said only "Winner", leaving a scorer with two players
    calling ron to guess which one to pick."""
    page = entry_page(live_server, browser, django_user_model, "wrc")
    page.click(f"[data-name='kind-{kind}']")
    assert page.locator("#step-winner .label").inner_text() == label
    page.context.close()
