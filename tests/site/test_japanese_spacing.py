"""Japanese pages do not put a space after 。 or ： (sentences and labels translated one by one were
joined with English spaces: "6人を登録しました。 チーム：JP。", "ルール： Mリーグ")."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from config.cjk_spacing import tighten
from tests.site.conftest import make_event
from tournaments.services.registrations import registration_link_account

pytestmark = pytest.mark.django_db


def test_a_japanese_page_has_no_space_after_a_label_colon(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, preset="mleague")
    ja = client.get(reverse("standings", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    rules = ja.split('id="rules-link">')[1].split("</a>")[0]
    assert rules.startswith("ルール：") and "： " not in rules
    en = client.get(reverse("standings", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert en.split('id="rules-link">')[1].startswith("Rules: ")  # English keeps its space


def test_text_being_edited_and_line_breaks_are_left_alone() -> None:
    page = "<p>登録しました。 チーム：JP。</p>\n<textarea>山田。 佐藤</textarea><p>終了。\n次へ</p>"
    tight = "<p>登録しました。チーム：JP。</p>\n<textarea>山田。 佐藤</textarea><p>終了。\n次へ</p>"
    assert tighten(page) == tight


def test_a_space_before_a_link_after_a_label_colon_goes_too() -> None:
    assert (
        tighten('<p>チーム： <a href="/t">White Dragons</a></p>')
        == '<p>チーム：<a href="/t">White Dragons</a></p>'
    )


def test_values_scripts_and_preformatted_text_are_left_as_they_are() -> None:
    """An input's value is what the form sends back: a venue typed "会場： 雀荘A" was saved changed."""
    page = (
        '<input name="venue" value="会場： 雀荘A"><p>会場： 雀荘A</p>'
        '<script>var s = "。 x";</script><pre>{"a": "： b"}</pre><p>終了。 次へ</p>'
    )
    assert tighten(page) == (
        '<input name="venue" value="会場： 雀荘A"><p>会場：雀荘A</p>'
        '<script>var s = "。 x";</script><pre>{"a": "： b"}</pre><p>終了。次へ</p>'
    )


def test_an_event_venue_with_such_a_space_survives_its_edit_page(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4, venue="会場： 雀荘A")
    client.force_login(owner)
    page = client.get(reverse("event_edit", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert 'value="会場： 雀荘A"' in page


def test_a_tied_account_reads_with_a_japanese_colon(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = make_event(owner, players=4)
    registration_link_account(
        registration=event.registrations.get(number=1),
        username=django_user_model.objects.create_user("yamada", password="pw-yamada-1").username,
        by=owner,
    )
    client.force_login(owner)
    page = client.get(reverse("players", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "アカウント：yamada" in page and "アカウント: yamada" not in page


def test_no_space_between_japanese_text_and_a_full_width_bracket() -> None:
    """The players heading read "選手 （20人）": the count is a span of its own."""
    assert (
        tighten('<h1>選手 <span class="muted">（20人）</span></h1>')
        == '<h1>選手<span class="muted">（20人）</span></h1>'
    )
    assert tighten("<p>代打ち 「岡田」</p>") == "<p>代打ち「岡田」</p>"
    # English, a number before a bracket, and a space before a tag whose text is no bracket stay
    assert tighten("<p>Players <span>(20)</span></p>") == "<p>Players <span>(20)</span></p>"
    assert tighten("<p>20 （人）</p>") == "<p>20 （人）</p>"
    assert tighten("<p>選手 <a>佐藤</a></p>") == "<p>選手 <a>佐藤</a></p>"
