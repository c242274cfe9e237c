"""Players read the event's rules (a club's house rules differ from the preset): every rule in words
on a public page linked from the standings, the ones changed from the preset marked."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tournaments import services

pytestmark = pytest.mark.django_db


def rows(page: str) -> dict[str, tuple[str, bool]]:
    """{label: (value, marked changed)} of the page's rule tables."""
    row = r'<tr( class="changed")?><th scope="row">(.*?)</th><td class="num">(.*?)</td></tr>'
    found = re.findall(row, page)
    return {label: (re.sub(r" <span.*", "", value), bool(changed)) for changed, label, value in found}


def test_a_member_reads_the_house_rules_with_the_changes_marked(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0, preset="wrc", visibility="public")
    services.tournament_update_ruleset(
        tournament=event, changes={"start_points": 25000, "oka": 20, "uma": [20, 10, -10, -20]}, by=owner
    )
    standings = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert f'href="{reverse("event_rules", args=[event.slug])}"' in standings
    # the standings say the rules are not the preset's as it is (a member would check the uma's 15)
    assert re.search(r'id="rules-link">Rules: [^<]*, 6 rules changed</a>', standings)
    client.cookies["django_language"] = "ja"
    assert "変更6件</a>" in client.get(reverse("standings", args=[event.slug])).content.decode()
    client.cookies["django_language"] = "en"
    page = client.get(reverse("event_rules", args=[event.slug])).content.decode()
    shown = rows(page)
    assert shown["Start points"] == ("25,000", True)  # written as the other pages write points
    assert shown["Return points"] == ("30,000", False)  # WRC: 30,000 return, as the preset has it
    assert shown["Oka (thousands, to first place)"] == ("20", True)
    assert shown["Uma for 1st place (thousands)"] == ("20", True)
    assert shown["Uma for 4th place (thousands)"] == ("\u221220", True)
    assert shown["Open tanyao (kuitan)"] == ("Yes", False)
    assert "6 rules differ from the preset" in page
    assert sum(changed for _, changed in shown.values()) == 6


def test_rules_as_the_preset_has_them_say_so(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0, preset="ema2016", visibility="public")
    page = client.get(reverse("event_rules", args=[event.slug])).content.decode()
    assert "As the preset has them." in page
    assert not any(changed for _, changed in rows(page).values())
    standings = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "changed</a>" not in standings
    assert rows(page)["Uma for 1st place (thousands)"] == ("15", False)


def test_a_floating_uma_added_or_removed_is_marked_as_a_change(client: Client, owner: Any) -> None:
    """A club's floating uma (set through the API) showed under "As the preset has them.", and a JPML
    event whose floating uma was taken away said the same, with nothing to tell the uma had changed."""
    added = make_event(owner, players=0, preset="wrc", visibility="public", name="House uma")
    floating = {"1": [12, -1, -3, -8], "2": [8, 4, -4, -8], "3": [8, 3, 1, -12]}
    services.tournament_update_ruleset(tournament=added, changes={"floating_uma": floating}, by=owner)
    page = client.get(reverse("event_rules", args=[added.slug])).content.decode()
    assert "As the preset has them." not in page
    assert "1 rule differs from the preset" in page
    block = page[page.index('id="floating-uma"') :]
    assert '<span class="badge">changed</span>' in block[: block.index("</div>")]

    removed = make_event(owner, players=0, preset="jpml_a", visibility="public", name="No floating")
    services.tournament_update_ruleset(tournament=removed, changes={"floating_uma": None}, by=owner)
    page = client.get(reverse("event_rules", args=[removed.slug])).content.decode()
    assert "1 rule differs from the preset" in page
    block = page[page.index('id="floating-uma"') :]
    assert "Floating uma: none" in block and '<span class="badge">changed</span>' in block
    client.cookies["django_language"] = "ja"
    assert "浮きウマ：なし" in client.get(reverse("event_rules", args=[removed.slug])).content.decode()
    client.cookies["django_language"] = "en"

    kept = make_event(owner, players=0, preset="jpml_a", visibility="public", name="JPML as it is")
    page = client.get(reverse("event_rules", args=[kept.slug])).content.decode()
    assert "As the preset has them." in page and 'id="floating-uma"' in page


def test_a_floating_uma_reads_like_the_uma_above_it(client: Client, owner: Any) -> None:
    """JPML-A's floating uma read +12.0 / −1.0 under uma rows that read 15 and −5."""
    event = make_event(owner, players=0, preset="jpml_a", visibility="public")
    page = client.get(reverse("event_rules", args=[event.slug])).content.decode()
    block = page[page.index('id="floating-uma"') :]
    block = block[: block.index("</div>")]
    assert "12 / \u22121 / \u22123 / \u22128" in block  # JPML-A: one player at or above 30,000
    assert ".0" not in block and "+" not in block


def test_a_rule_left_blank_reads_in_words_without_the_forms_hint(client: Client, owner: Any) -> None:
    """The page read "Extension into West until someone has (blank: none)  –": the rules form's hint,
    and then "Extension into West until someone has  no extension"."""
    event = make_event(owner, players=0, preset="wrc", visibility="public")
    shown = rows(client.get(reverse("event_rules", args=[event.slug])).content.decode())
    assert shown["Extension into West"] == ("no extension", False)
    assert not any("blank" in label for label in shown)
    client.cookies["django_language"] = "ja"
    page = client.get(reverse("event_rules", args=[event.slug])).content.decode()
    assert rows(page)["西入"] == ("西入なし", False)
    assert "<h2>和了と点数</h2>" in page  # the rules about scoring a hand (it read 局, "a deal")


def test_a_west_extension_reads_until_whom(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0, preset="tenhou", visibility="public")
    shown = rows(client.get(reverse("event_rules", args=[event.slug])).content.decode())
    assert shown["Extension into West"] == ("until someone has 30,000", False)


def test_rules_that_play_no_part_under_the_others_are_not_listed(client: Client, owner: Any) -> None:
    """WRC's page listed the honba and sticks of a double ron under head bump; Tenhou's a renhou han
    count with renhou off."""
    from tournaments.forms import RulesForm

    wrc = make_event(owner, players=0, preset="wrc", visibility="public", name="WRC rules")
    label = {name: str(field.label) for name, field in RulesForm(current=wrc.ruleset).fields.items()}
    assert wrc.ruleset["multiple_ron"] == "head_bump" and wrc.ruleset["renhou"] == "han"
    shown = rows(client.get(reverse("event_rules", args=[wrc.slug])).content.decode())
    assert label["multiple_ron_honba"] not in shown and label["multiple_ron_deposits"] not in shown
    assert label["multiple_ron"] in shown and label["renhou_han"] in shown
    tenhou = make_event(owner, players=0, preset="tenhou", visibility="public", name="Tenhou rules")
    assert tenhou.ruleset["multiple_ron"] == "double" and tenhou.ruleset["renhou"] == "off"
    shown = rows(client.get(reverse("event_rules", args=[tenhou.slug])).content.decode())
    assert label["multiple_ron_honba"] in shown and label["multiple_ron_deposits"] in shown
    assert label["renhou_han"] not in shown and label["renhou"] in shown


def test_the_organizer_is_offered_no_change_once_results_fixed_the_rules(client: Client, owner: Any) -> None:
    """After the first result the page still linked "Change the rules" to a form that refused."""
    from tests.site.conftest import first_game, seat_next_round

    event = make_event(owner, players=4, entry_mode="final")
    client.force_login(owner)
    page = client.get(reverse("event_rules", args=[event.slug])).content.decode()
    assert f'<a href="{reverse("rules", args=[event.slug])}">Change the rules</a>' in page
    game = first_game(seat_next_round(event, owner))
    services.game_record_final_scores(game=game, scores=[45000, 35000, 25000, 15000], by=owner)
    page = client.get(reverse("event_rules", args=[event.slug])).content.decode()
    assert "Change the rules" not in page
    assert f'href="{reverse("rules", args=[event.slug])}"' not in page
    assert "Results have been entered with these rules, so they can no longer change." in page
