"""Find my table reads a name typed in another order: a walkthrough's player typed "Tanaka Aiko" for
Aiko Tanaka, "rossi, carla" for Carla Rossi, "bao nguyen" for Nguyễn Văn Bảo and "愛子 田中" for
田中 愛子, and was told "Nobody of that name or number in this round." The page (?q=, no script) and
its script share one rule, tournaments.name_search; the browser side is in test_browser_public.py."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.name_search import key_matches, search_key

FOUND = [
    ("Aiko Tanaka", "Tanaka Aiko"),
    ("Aiko Tanaka", "tanaka aiko"),
    ("Aiko Tanaka", "TANAKA  aiko"),
    ("Aiko Tanaka", "ｔａｎａｋａ　ａｉｋｏ"),  # full width, as a Japanese keyboard types it
    ("Carla Rossi", "rossi, carla"),
    ("Carla Rossi", "Rossi,Carla"),
    ("Nguyễn Văn Bảo", "bao nguyen"),
    ("Nguyễn Văn Bảo", "Nguyen Bao"),
    ("Nguyễn Văn Bảo", "bảo nguyễn"),
    ("田中 愛子", "愛子 田中"),
    ("田中 愛子", "愛子、田中"),
    ("Jean-Pierre Roux", "roux jean-pierre"),
    # what was found before is still found
    ("Aiko Tanaka", "aiko"),
    ("Aiko Tanaka", "TANAKA"),
    ("Aiko Tanaka", "tan"),
    ("Aiko Tanaka", "Áiko"),
    ("Aiko Tanaka", "naka"),
    ("Aiko Tanaka", "#1"),
    ("Aiko Tanaka", "1"),
    ("Nguyễn Văn Bảo", "Nguyen Van Bao"),
    ("田中 愛子", "田中 愛子"),
    ("田中 愛子", "田中愛子"),
    ("田中 愛子", "tanaka"),  # the reading in Latin letters, in either order too
    ("田中 愛子", "aiko tanaka"),
    ("Kate O'Neil", "oneil"),
    ("Kate O'Neil", "O Neil"),
    # a Japanese club's walkthrough: phones type 高 for 髙 and 辺 for 邊, or the reading in kana
    ("髙橋 直樹", "高橋"),
    ("髙橋 直樹", "takahashi naoki"),
    ("渡邊 陽菜", "渡辺"),
    ("田中 愛子", "たなか"),
    ("田中 愛子", "タナカ"),
    ("田中 愛子", "あいこ たなか"),
]
NOT_FOUND = [
    ("Aiko Tanaka", "Tanaka Akiko"),
    ("Aiko Tanaka", "aiko rossi"),
    ("Aiko Tanaka", "#5"),  # four players at the table, #1 to #4
    ("Aiko Tanaka", ", "),
    ("Carla Rossi", "carla rossini"),
    ("Nguyễn Văn Bảo", "bao tran"),
    ("田中 愛子", "田中 花子"),
    ("田中 愛子", "たなか はなこ"),
    ("髙橋 直樹", "高田"),
]


def _round_page(client: Client, owner: Any, name: str, typed: str) -> Any:
    """The round page of a table of `name` (#1) and three others, looked up for `typed`."""
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text=f"{name}\nB\nC\nD\n", by=owner)
    seat_next_round(event, owner)
    return client.get(reverse("round", args=[event.slug, 1]), {"q": typed})


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "typed"), FOUND)
def test_find_my_table_finds_the_words_of_a_name_in_any_order(
    client: Client, owner: Any, name: str, typed: str
) -> None:
    page = _round_page(client, owner, name, typed)
    assert page.context["found"]
    assert 'class="table-card found"' in page.content.decode()
    assert 'id="find-none" hidden>' in page.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "typed"), NOT_FOUND)
def test_find_my_table_wants_every_word_typed(client: Client, owner: Any, name: str, typed: str) -> None:
    page = _round_page(client, owner, name, typed)
    assert not page.context["found"]
    assert 'id="find-none">' in page.content.decode()


@pytest.mark.django_db
def test_words_of_two_players_at_one_table_find_neither(client: Client, owner: Any) -> None:
    event = make_event(owner, players=0)
    services.players_register_csv(tournament=event, text="Aiko Tanaka\nCarla Rossi\nC\nD\n", by=owner)
    seat_next_round(event, owner)
    page = client.get(reverse("round", args=[event.slug, 1]), {"q": "aiko rossi"})
    assert not page.context["found"]


@pytest.mark.django_db
def test_the_page_renders_each_players_key_for_its_script(client: Client, owner: Any) -> None:
    """The script matches the keys the server renders, by the server's rule."""
    event = make_event(owner, players=0)
    services.players_register_csv(
        tournament=event, text="Aiko Tanaka\n田中 愛子\nNguyễn Văn Bảo\nKate O'Neil\n", by=owner
    )
    seat_next_round(event, owner)
    page = client.get(reverse("round", args=[event.slug, 1])).content.decode()
    keys = "#1 aiko tanaka|#2 田中 愛子 / tanaka aiko / たなか あいこ|#3 nguyen van bao|#4 kate o neil"
    assert f'data-search="{keys}"' in page
    assert '<li data-search="#2 田中 愛子 / tanaka aiko / たなか あいこ">' in page


@pytest.mark.parametrize(("name", "typed"), FOUND)
def test_a_key_matches_the_words_in_any_order(name: str, typed: str) -> None:
    assert key_matches(search_key(name, 1), typed)


@pytest.mark.parametrize(("name", "typed"), NOT_FOUND)
def test_a_key_wants_every_word(name: str, typed: str) -> None:
    assert not key_matches(search_key(name, 1), typed)
