"""An event's link is readable whatever the script of its name."""

from __future__ import annotations

import pytest

from tests.tournaments.conftest import make_event
from tournaments.slugs import slug_from_name


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Spring Open 2026", "spring-open-2026"),
        ("東京リーグ 2026", "toukyou-riigu-2026"),  # Tokyo league, read in Japanese
        ("春季リーグ戦", "shunki-riigu-sen"),
        ("天鳳戦", "tenhou-sen"),  # the site's name, not its characters read one by one
        ("麻雀大会", "maajan-taikai"),  # was one word, "maajantaikai"
        ("雀魂カップ", "jantama-kappu"),
        ("Giải Đà Nẵng", "giai-da-nang"),  # đ has no accent to strip: it is a letter of its own
        ("Søren Cup", "soren-cup"),
        ("Кубок Москвы", "kubok-moskvy"),
        ("ｒｉｉｃｈｉ　カップ", "riichi-kappu"),  # full-width letters were read one by one
        # Japanese beside another script: the dictionary read the whole name, "gi-a-i-i"
        ("麻雀大会 Giải 🀄", "maajan-taikai-giai-mahjong"),
    ],
)
def test_a_name_in_any_script_gives_a_readable_slug(name: str, slug: str) -> None:
    assert slug_from_name(name) == slug


def test_japanese_names_no_longer_all_become_event(django_user_model) -> None:
    owner = django_user_model.objects.create_user("org")
    first = make_event(owner, players=0, name="東京リーグ")
    second = make_event(owner, players=0, name="東京リーグ")
    assert (first.slug, second.slug) == ("toukyou-riigu", "toukyou-riigu-2")
