"""A long form that fails to save reloads at the top: a summary there says how many fields need a fix
and links to each, with its label and first error, so an error far down the page is not missed."""

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tests.site.test_organizer_pages import _rules_post

pytestmark = pytest.mark.django_db


def _summary(page: str) -> str:
    match = re.search(r'<div class="error-summary" id="error-summary".*?</div>', page, re.S)
    assert match, "no error summary"
    return match.group(0)


def test_the_rules_page_lists_the_fields_to_fix_at_the_top_with_links(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    url = reverse("rules", args=[event.slug])
    response = client.post(url, _rules_post(event, west_extension_target=0, riichi_deposit="lots"))
    assert response.status_code == 200
    page = response.content.decode()
    summary = _summary(page)
    assert "2 fields need a fix:" in summary
    # in the page's order, each linking to its input, which is far below the summary
    west = summary.index('href="#id_west_extension_target"')
    riichi = summary.index('href="#id_riichi_deposit"')
    assert west < riichi
    assert "Ensure this value is greater than or equal to 1." in summary
    assert "Enter a whole number." in summary
    assert page.index('id="error-summary"') < page.index('id="id_length"')  # above the first field
    assert 'id="id_west_extension_target"' in page and 'id="id_riichi_deposit"' in page

    one = client.post(url, _rules_post(event, riichi_deposit="")).content.decode()
    assert "1 field needs a fix:" in _summary(one)


def test_an_engine_refusal_on_a_field_is_in_the_summary_too(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    page = client.post(
        reverse("rules", args=[event.slug]), _rules_post(event, uma_1=20, uma_2=10, uma_3=-10, uma_4=-10)
    ).content.decode()
    summary = _summary(page)
    assert "1 field needs a fix:" in summary
    assert 'href="#id_uma_1"' in summary and "must sum to zero" in summary


def test_an_uma_error_sits_under_the_place_that_was_changed(client: Client, owner: Any) -> None:
    """Typing -10 for 4th place (wrc: 15/5/-5/-15) put "must sum to zero" under 1st place."""
    event = make_event(owner, players=0)
    client.force_login(owner)
    response = client.post(reverse("rules", args=[event.slug]), _rules_post(event, uma_4=-10))
    form = response.context["form"]
    assert list(form.errors) == ["uma_4"] and "must sum to zero" in form.errors["uma_4"][0]
    assert 'href="#id_uma_4"' in _summary(response.content.decode())


def test_a_page_without_errors_has_no_summary(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    assert "error-summary" not in client.get(reverse("rules", args=[event.slug])).content.decode()
    assert "error-summary" not in client.get(reverse("event_edit", args=[event.slug])).content.decode()


def test_the_event_details_form_has_the_summary_too(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    response = client.post(reverse("event_edit", args=[event.slug]), {"name": ""})
    assert response.status_code == 200
    form = response.context["form"]
    fields = [name for name in form.errors if name != "__all__"]
    assert "name" in fields
    summary = _summary(response.content.decode())
    assert f"{len(fields)} fields need a fix:" in summary or (
        len(fields) == 1 and "1 field needs a fix:" in summary
    )
    assert 'href="#id_name"' in summary
    for name in fields:
        assert f'href="#{form[name].id_for_label or form[name].auto_id}"' in summary
