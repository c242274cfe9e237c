"""Importing a whole Tenhou game into an event's game (mjlog XML plain or gzip, tenhou.net/6 JSON);
the end scores must be those the record itself shows."""

import gzip
from pathlib import Path
from typing import Any

import pytest

from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import services
from tournaments.models import AuditEntry, Game
from tournaments.services import ServiceError

pytestmark = pytest.mark.django_db
DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
if not DATA.exists():
    DATA = Path("/work/shared/data")


@pytest.fixture
def game(owner: Any) -> Game:
    tournament = make_event(owner, players=4, preset="tenhou")
    return seat_in_order(tournament, owner).games.get()


@pytest.mark.parametrize(
    ("name", "hands", "end_scores"),
    [
        # The owari of these records: end scores before Tenhou's uma.
        ("mjlog/2010050507gm-00a9-0000-f13f215d_tw_1.mjlog", 11, [26200, 28100, 12200, 33500]),
        ("mjlog/2018120719gm-00a9-0000-f41035fe_tw_2.mjlog", 13, [27700, 55900, -8000, 24400]),
        ("tenhou6/pao.json", 8, [21300, 65300, -4000, 17400]),
    ],
)
def test_an_imported_tenhou_game_ends_with_the_recorded_scores(
    game: Game, owner: Any, name: str, hands: int, end_scores: list[int]
) -> None:
    path = DATA / name
    if not path.exists():
        pytest.skip(f"sample record {name} not available")
    services.game_import_tenhou(game=game, content=path.read_bytes(), filename=path.name, by=owner)
    game.refresh_from_db()
    assert game.hand_count == hands
    assert game.state["scores"] == end_scores
    assert game.status == "finished"
    assert AuditEntry.objects.get(action="game_import_tenhou").after["hands"] == hands


def test_a_plain_xml_record_imports_like_the_gzip_one(game: Game, owner: Any) -> None:
    path = DATA / "mjlog/2010050507gm-00a9-0000-f13f215d_tw_1.mjlog"
    if not path.exists():
        pytest.skip("sample record not available")
    raw = path.read_bytes()
    text = gzip.decompress(raw).decode() if raw[:2] == b"\x1f\x8b" else raw.decode()
    services.game_import_tenhou(game=game, content=text, by=owner)
    game.refresh_from_db()
    assert game.state["scores"] == [26200, 28100, 12200, 33500]


def test_an_excerpt_that_does_not_start_the_game_is_refused(game: Game, owner: Any) -> None:
    path = DATA / "tenhou6/99.json"
    if not path.exists():
        pytest.skip("sample record not available")
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=path.read_bytes(), by=owner)
    assert "starts at E4" in error.value.message_dict["content"][0]
    assert game.hands.count() == 0


@pytest.mark.parametrize("content", [b"hello", b"\x1f\x8bnot-gzip", "{not json"])
def test_something_that_is_not_a_tenhou_record_is_refused(game: Game, owner: Any, content: Any) -> None:
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=content, by=owner)
    assert "content" in error.value.message_dict


@pytest.mark.parametrize(
    ("content", "field"),
    [('{"log": 5}', "log: must be a list of rounds"), ('{"log": [], "rule": 5}', "rule: must be an object")],
)
def test_a_tenhou6_record_of_the_wrong_shape_is_refused_naming_the_field(
    game: Game, owner: Any, content: str, field: str
) -> None:
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=content, by=owner)
    assert field in error.value.message_dict["content"][0]
    assert game.hands.count() == 0


def test_a_file_whose_recorded_scores_differ_from_the_rules_is_refused_unless_accepted(
    game: Game, owner: Any
) -> None:
    path = DATA / "mjlog/2010050507gm-00a9-0000-f13f215d_tw_1.mjlog"
    if not path.exists():
        pytest.skip("sample record not available")
    raw = path.read_bytes()
    text = gzip.decompress(raw).decode() if raw[:2] == b"\x1f\x8b" else raw.decode()
    # the file says hand 2 starts at 24000 / 21100 / 29900 / 25000; make it claim 100 more for East
    edited = text.replace('ten="240,211,299,250"', 'ten="241,211,298,250"', 1)
    assert edited != text
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=edited, by=owner)
    assert error.value.message_dict["content"] == [
        "hand 2 (E2-0) starts at 24100 / 21100 / 29800 / 25000 in the file but at "
        "24000 / 21100 / 29900 / 25000 under this event's rules; import it with accept_differences "
        "to count the event's rules"
    ]
    assert not game.hands.exists()
    services.game_import_tenhou(game=game, content=edited, by=owner, accept_differences=True)
    game.refresh_from_db()
    assert game.state["scores"] == [26200, 28100, 12200, 33500]


def test_an_east_only_record_is_refused_by_a_hanchan_event_and_taken_by_an_east_only_one(
    game: Game, owner: Any
) -> None:
    """It was imported silently and the game stayed running at South 1 (the points matched)."""
    path = DATA / "mjlog/2014050315gm-0041-0000-0f3f6de5_tw_3.mjlog"  # type 0x41: East only
    if not path.exists():
        pytest.skip("sample record not available")
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=path.read_bytes(), by=owner)
    (message,) = error.value.message_dict["content"]
    assert message.startswith("the game ends after E4-") and "goes on under this event's rules" in message
    assert not game.hands.exists()
    east = make_event(
        owner, players=4, preset="tenhou", name="East Only", ruleset_changes={"length": "tonpuusen"}
    )
    east_game = seat_in_order(east, owner).games.get()
    services.game_import_tenhou(game=east_game, content=path.read_bytes(), by=owner)
    east_game.refresh_from_db()
    assert east_game.state["game_over"] is True


def test_a_record_started_at_other_points_names_them_and_imports_when_told(owner: Any) -> None:
    """A Tenhou game (25,000 each) in a WRC event (30,000) was refused as "starts at E1-0, not at the
    start of a game", even with accept_differences: it does start at East 1."""
    path = DATA / "mjlog/2010050507gm-00a9-0000-f13f215d_tw_1.mjlog"
    if not path.exists():
        pytest.skip("sample record not available")
    event = make_event(owner, players=4, preset="wrc")
    game = seat_in_order(event, owner).games.get()
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=path.read_bytes(), by=owner)
    assert error.value.message_dict["content"] == [
        "starts with 25,000 each, the event's rules with 30,000 each; import it with accept_differences "
        "to count the event's rules"
    ]
    assert game.hands.count() == 0
    # told to count the event's rules, the hands are scored under them: WRC has no red fives
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=path.read_bytes(), by=owner, accept_differences=True)
    assert "red fives (0m 0p 0s) are not used in this ruleset" in error.value.message_dict["content"][0]
    assert game.hands.count() == 0


def test_with_accept_differences_the_hands_are_scored_from_the_events_start_points(owner: Any) -> None:
    """Told to count the event's rules (30,000 each, Tenhou's 30,000 target), the record's hands are
    replayed from 30,000: someone is over the target after South 4, so the game ends there and the
    record's West 1 is refused, named, and nothing is stored."""
    path = DATA / "mjlog/2010050507gm-00a9-0000-f13f215d_tw_1.mjlog"
    if not path.exists():
        pytest.skip("sample record not available")
    event = make_event(owner, players=4, preset="tenhou")
    event.ruleset = {**event.ruleset, "start_points": 30000, "oka": 0}
    event.save(update_fields=["ruleset"])
    game = seat_in_order(event, owner).games.get()
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=path.read_bytes(), by=owner, accept_differences=True)
    assert error.value.message_dict["content"] == [
        "hand 11 (W1-0): record 11: the game is already over (last hand)"
    ]
    assert game.hands.count() == 0


def test_a_gzip_that_unpacks_to_gigabytes_is_refused_without_unpacking_it(game: Game, owner: Any) -> None:
    """A 100 KB upload of gzipped spaces unpacked to 100 MB (and a 2 MB one to 2 GB) before anything
    looked at it."""
    bomb = gzip.compress(b" " * 50_000_000)
    assert len(bomb) < 100_000
    with pytest.raises(ServiceError) as error:
        services.game_import_tenhou(game=game, content=bomb, by=owner)
    assert error.value.message_dict["content"] == [
        "unpacks to more than 5,000,000 bytes: no Tenhou record is"
    ]
    with pytest.raises(ServiceError, match="not a readable gzip file"):
        services.game_import_tenhou(game=game, content=b"\x1f\x8b" + b"no gzip here", by=owner)
