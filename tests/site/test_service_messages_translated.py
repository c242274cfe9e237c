"""The services' and the engine's English reasons reach the pages in the page language: penalty
amounts, ruleset fields, and a stored hand that no longer fits the rules (shown, not a 500)."""

import json
from gettext import GNUTranslations
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import first_game, make_event, seat_next_round
from tests.site.test_organizer_pages import _rules_post
from tests.tournaments.hands import draw, ron
from tournaments import services
from tournaments.models import HandRecord
from tournaments.services.errors import ServiceError
from tournaments.services.penalties import penalty_add
from tournaments.services.registrations import parse_players_csv
from tournaments.views import engine_messages, messages_i18n, ruleset_messages

LOCALE = Path(__file__).resolve().parents[2] / "locale"

TEMPLATES = [
    template
    for module in (messages_i18n, engine_messages, ruleset_messages)
    for _shape, template in module.SHAPES
    if template is not None
]


@pytest.mark.parametrize("language", ["ja", "vi"])
def test_every_known_service_and_engine_message_shape_has_a_translation(language: str) -> None:
    with open(LOCALE / language / "LC_MESSAGES" / "django.mo", "rb") as handle:
        catalog = GNUTranslations(handle)._catalog  # type: ignore[attr-defined]
    with translation.override("en"):
        msgids = {str(template) for template in TEMPLATES}
    missing = sorted(m for m in msgids if not catalog.get(m))
    assert missing == []


def _switch(client: Client, language: str) -> None:
    response = client.post(reverse("set_language"), {"language": language, "next": "/"})
    assert response.status_code == 302


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("amount", "japanese"),
    [
        ("ten", "「ten」は数値ではありません"),
        (0, "0以外の点数にしてください"),
        ("0.0001", "小数点以下が3桁を超えているか、大きすぎます"),
        (10**9, "小数点以下が3桁を超えているか、大きすぎます"),
    ],
)
def test_each_penalty_amount_refusal_of_the_service_reads_in_japanese(
    owner: Any, amount: Any, japanese: str
) -> None:
    event = make_event(owner, players=4)
    with pytest.raises(ServiceError) as caught:
        penalty_add(registration=event.registrations.first(), amount=amount, reason="late", by=owner)
    with translation.override("ja"):
        assert messages_i18n.translate_all(caught.value) == [japanese]


@pytest.mark.django_db
def test_a_penalty_amount_the_service_refuses_is_shown_in_japanese_on_the_penalties_page(
    client: Client, owner: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The form only passes one-decimal amounts the service takes; a client past the form (an older
    # page, a script) can still send one the service refuses, and the page must say why in Japanese.
    from django.urls import get_resolver

    from tournaments.views import manage

    # load every view module first: one imported while the patch is on would keep the fake for good
    get_resolver().url_patterns  # noqa: B018
    monkeypatch.setattr(
        manage.penalty_services, "penalty_add", lambda **kw: penalty_add(**{**kw, "amount": "0.0001"})
    )
    event = make_event(owner, players=4)
    client.force_login(owner)
    _switch(client, "ja")
    registration = event.registrations.order_by("number").first()
    response = client.post(
        reverse("penalties", args=[event.slug]),
        {"registration": registration.pk, "amount": "-10", "reason": "late"},
    )
    assert response.status_code == 200
    page = response.content.decode()
    assert "小数点以下が3桁を超えているか、大きすぎます" in page
    assert "has more than 3 decimals" not in page
    assert not event.penalties.exists()


@pytest.mark.django_db
def test_an_uma_that_does_not_sum_to_zero_is_refused_in_japanese_on_the_rules_page(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=0)
    client.force_login(owner)
    _switch(client, "ja")
    response = client.post(
        reverse("rules", args=[event.slug]), _rules_post(event, uma_1=20, uma_2=10, uma_3=-10, uma_4=-10)
    )
    assert response.status_code == 200
    page = response.content.decode()
    # 20 + 10 - 10 - 10 = 10
    assert "合計を0にしてください（現在の合計は10）" in page
    assert "must sum to zero" not in page


@pytest.mark.parametrize(
    ("message", "japanese"),
    [
        ("uma: must not increase from first to fourth place", "uma：1位から4位に向かって増えてはいけません"),
        ("red_fives: must be 0, 3 or 4, got 2", "red_fives：0、3、4のいずれかにしてください（入力値：2）"),
        (
            "honba_value: must be a multiple of 300 (split over three payers on tsumo), got 100",
            "honba_value：300の倍数にしてください（ツモでは3人で分けて払うため。入力値：100）",
        ),
        ("bogus: unknown ruleset field", "bogus：ルールにない項目です"),
    ],
)
def test_ruleset_field_errors_of_the_engine_read_in_japanese(message: str, japanese: str) -> None:
    with translation.override("ja"):
        assert ruleset_messages.translate(message) == japanese


@pytest.fixture
def broken_game(owner: Any) -> Any:
    """A game whose second stored hand the ledger refuses: written past the services, as an older
    release might have stored it (a ron off the winner's own discard)."""
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=draw(tenpai=(0,)), by=owner)
    HandRecord.objects.create(game=game, number=2, record=ron(winner=2, discarder=2))
    game.hand_count = 2  # as the release that stored it counted it
    game.save(update_fields=["hand_count"])
    return game


@pytest.mark.django_db
@pytest.mark.parametrize("page", ["game", "enter"])
def test_a_stored_hand_that_no_longer_fits_the_rules_is_named_on_the_game_pages_instead_of_a_500(
    client: Client, owner: Any, broken_game: Any, page: str
) -> None:
    client.force_login(owner)
    response = client.get(reverse(page, args=[broken_game.tournament.slug, broken_game.pk]))
    assert response.status_code == 200
    notice = response.context["fold_notice"]
    assert notice.startswith("Hand 2 no longer fits the event's rules")
    # seat 2 (West) is the third registered player; the reason names them, not a seat index
    assert "Player 3 cannot ron their own discard" in notice
    assert "Player 3 cannot ron their own discard" in response.content.decode().replace("&#x27;", "'")
    # hand 1 still folds and is shown: from WRC's 30000 each, East alone tenpai takes 1000 from each
    entries = response.context["log"]["entries"]
    assert [e["number"] for e in entries] == [1]
    assert entries[0]["scores"] == [33000, 29000, 29000, 29000]


@pytest.mark.django_db
def test_previewing_the_next_hand_of_such_a_game_names_the_hand_instead_of_failing(
    client: Client, owner: Any, broken_game: Any
) -> None:
    client.force_login(owner)
    response = client.post(
        reverse("hand_preview", args=[broken_game.tournament.slug, broken_game.pk]) + "?number=3",
        json.dumps({"kind": "draw", "tenpai": [], "riichi": []}),
        content_type="application/json",
    )
    assert response.status_code == 200
    body = response.json()
    assert body["legal"] is False
    assert any(e.startswith("Hand 2 no longer fits the event's rules") for e in body["errors"])


@pytest.mark.django_db
def test_the_notice_of_a_hand_that_no_longer_fits_reads_in_japanese(
    client: Client, owner: Any, broken_game: Any
) -> None:
    _switch(client, "ja")
    client.force_login(owner)
    response = client.get(reverse("game", args=[broken_game.tournament.slug, broken_game.pk]))
    assert response.status_code == 200
    assert (
        "第2局はこのイベントのルールに合わなくなりました：Player 3は自分の打牌でロンできません"
        in response.content.decode()
    )


@pytest.mark.django_db
def test_a_game_whose_hands_all_fold_shows_no_notice(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    game = first_game(seat_next_round(event, owner))
    services.game_record_hand(game=game, number=1, record=draw(tenpai=(0,)), by=owner)
    response = client.get(reverse("game", args=[event.slug, game.pk]))
    assert response.status_code == 200
    assert response.context["fold_notice"] is None


def test_the_empty_seats_refusal_counts_seats_and_substitutes_in_the_page_language() -> None:
    english = "6 players leave 2 empty seats; register 1 more substitute or let players sit out in turn"
    with translation.override("ja"):
        assert (
            messages_i18n.translate(english)
            == "6人では2席が空きます。代打ちをあと1人登録するか、抜け番制にしてください"
        )
    with translation.override("vi"):
        assert messages_i18n.translate(english.replace("1 more substitute ", "2 more substitutes ")) == (
            "6 người chơi để trống 2 ghế; hãy đăng ký thêm 2 người dự bị hoặc cho người chơi lần lượt nghỉ"
        )


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "line 3: name is required"),
        ("ja", "3行目：名前は必須です"),  # the problem reads on from its field: no colon between
        ("vi", "dòng 3: tên là bắt buộc"),
    ],
)
def test_a_csv_line_without_a_name_reads_as_one_phrase(language: str, said: str) -> None:
    with translation.override(language):
        assert messages_i18n.translate("line 3: name: is required") == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("ja", "1行目：国：「Japn」は国コードでも国名でもありません。Japanのことですか？"),
        ("vi", "dòng 1: quốc gia: “Japn” không phải mã quốc gia hay tên quốc gia; có phải ý bạn là Japan?"),
    ],
)
def test_a_pasted_country_not_found_says_a_name_would_do_too(language: str, said: str) -> None:
    """A pasted list takes names and three-letter codes, but a typo was told it was 'not a
    two-letter country code'."""
    _lines, errors = parse_players_csv("Aiko,,Japn\n")
    with translation.override(language):
        assert [messages_i18n.translate(error) for error in errors] == [said]


def test_a_number_beyond_the_limit_either_way_reads_in_japanese() -> None:
    with translation.override("ja"):
        said = ruleset_messages.translate("uma: must be at most 1,000 either way, got -5000")
    assert said == "uma：プラスもマイナスも1,000以内にしてください（現在の値は-5000）"


@pytest.mark.parametrize(
    ("language", "count", "said"),
    [("en", 1, "... and 1 more problem"), ("en", 7, "... and 7 more problems"), ("ja", 7, "…ほか7件の問題")],
)
def test_the_problems_beyond_the_first_fifty_of_a_seating_script_are_counted_in_the_page_language(
    language: str, count: int, said: str
) -> None:
    with translation.override(language):
        assert messages_i18n.translate(f"... and {count} more problems") == said
