"""Every recorded win of the real Tenhou games in ../shared/data, through `python -m scoring hand --jsonl`.

The requests are built by `hand_requests.py` with only the keys of docs/hand-format.md (what another
tool would send): every win twice, in the tile form and in the quick form. Each result must be legal
and agree with the record: han (yakuman count for yakuman), fu where the record has it (tile form),
the yaku names (tile form), and this winner's own deltas by seat, honba, deposits and pao included (a
double ron records each winner's payments apart). Then every win again on a table with other honba
and deposits, its expected deltas moved from the recorded ones by rules.md (300 a counter from the
discarder or 100 from each payer, 1000 a stick to the winner); and every tile-form win rewritten as a
sloppier tool would send it (see `_rewritten`, `_spelled_out`, `_nulled`), which must change nothing but the
warnings; and every tile-form win holding red fives replayed without them (`_without_red_fives`).
"""

import gzip
import json
import random
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from scoring.engine.importers.hand_requests import RecordedRequest, mjlog_requests, requests_from_file
from scoring.engine.request import evaluate_request
from scoring.engine.tiles import parse_tiles
from tests.engine.test_payments import TABLE as PUBLISHED

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data"

pytestmark = pytest.mark.skipif(not DATA.is_dir(), reason=f"no sample records at {DATA}")


def _files(folder: str) -> list[Path]:
    return sorted((DATA / folder).iterdir()) if (DATA / folder).is_dir() else []


def _cases() -> list[tuple[str, RecordedRequest]]:
    cases = []
    for f in _files("mjlog") + _files("tenhou6"):
        cases += [("tiles", c) for c in requests_from_file(f, "tiles")]
        cases += [("quick", c) for c in requests_from_file(f, "quick")]
    return cases


# honba and deposits seen at big tables and long games
TABLES = ((7, 5), (0, 13), (25, 0))


def _table(case: RecordedRequest, honba: int, deposits: int) -> dict[str, int]:
    """The honba and deposits part of the winner's deltas (Tenhou: 300 a counter, 1000 a stick)."""
    part = dict.fromkeys("ESWN", 0)
    winner = case.request["seat"]
    if case.request["tsumo"]:
        for wind in part:
            part[wind] = 300 * honba if wind == winner else -100 * honba
    else:
        part[winner], part[case.request["from"]] = 300 * honba, -300 * honba
    part[winner] += 1000 * deposits
    return part


def _moved(case: RecordedRequest, honba: int, deposits: int) -> RecordedRequest:
    old = _table(case, case.request["honba"], case.request["deposits"])
    new = _table(case, honba, deposits)
    by_wind = {w: case.deltas_by_wind[w] - old[w] + new[w] for w in "ESWN"}
    deltas = tuple(by_wind[case.wind(seat)] for seat in range(4))
    request = {**case.request, "honba": honba, "deposits": deposits}
    label = f"{case.label} at honba {honba}, deposits {deposits}"
    return replace(case, request=request, deltas=deltas, label=label)  # type: ignore[arg-type]


def _table_cases() -> list[tuple[str, RecordedRequest]]:
    # pao hands move the honba to the liable player: kept out of this arithmetic
    return [
        (form, _moved(case, honba, deposits))
        for form, case in _cases()
        if case.pao is None
        for honba, deposits in TABLES
    ]


REWRITE_WARNINGS = ["label: unknown key, ignored", "source: unknown key, ignored"]


def _rewritten(case: RecordedRequest, seed: int) -> RecordedRequest:
    """The same win as a sloppier tool writes it: 13 tiles without the winning one, one tile at a time in
    any order, meld tiles and melds in any order with upper-case kinds, indicators as compact text, the
    default winds left out, a tsumo written as won from the winner, and keys of its own."""
    rng = random.Random(seed)
    request = dict(case.request)
    tiles = [str(t) for t in parse_tiles(request["hand"])]
    tiles.remove(request["win"])
    rng.shuffle(tiles)
    request["hand"] = "".join(tiles)
    melds = []
    for meld in request["melds"]:
        kind, _, body = meld.partition(":")
        meld_tiles = [str(t) for t in parse_tiles(body)]
        rng.shuffle(meld_tiles)
        melds.append(f"{kind.upper()}:{''.join(meld_tiles)}")
    rng.shuffle(melds)
    request["melds"] = melds
    request["dora"], request["ura"] = "".join(request["dora"]), "".join(request["ura"])
    for key in ("seat", "round"):
        if request[key] == "E":
            del request[key]
    if request["tsumo"]:
        request["from"] = case.request["seat"]
    request["source"], request["label"] = Path(case.source).name, case.label
    return replace(case, request=request, label=f"{case.label} rewritten")


FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou")


def _spelled_out(case: RecordedRequest) -> RecordedRequest:
    """The same win from a tool that writes every key: all flags (riichi too beside double riichi), the
    winning five named plain even when it is the red one, an added kan written as a kan, the fu of a
    quick-form limit hand left out, and the yaku in another order."""
    request = dict(case.request)
    for flag in FLAGS:
        request.setdefault(flag, False)
    if request["double_riichi"]:
        request["riichi"] = True
    if "hand" in request:
        request["win"] = request["win"].replace("0", "5")
        request["melds"] = [m.replace("kakan:", "kan:") for m in request["melds"]]
    else:
        if request.get("han", 0) >= 5:
            request.pop("fu", None)
        if "yaku" in request:
            request["yaku"] = request["yaku"][::-1]
    return replace(case, request=request, label=f"{case.label} spelled out")


def _published(han: int, fu: int, cell: str) -> int | tuple[int, int]:
    """A cell of the published table: "ron", "dealer_ron", "tsumo" (others, dealer) or "dealer_tsumo"."""
    if han >= 5:  # limits: the fu no longer matter; rows 5/30, 6/30, 8/30, 11/30 of the table
        fu, han = 30, 5 if han == 5 else 6 if han <= 7 else 8 if han <= 10 else 11
    for row in PUBLISHED.strip().splitlines():
        h, f, *cells = row.split()
        value = dict(zip(("ron", "dealer_ron", "tsumo", "dealer_tsumo"), cells, strict=True))[cell]
        if (int(h), int(f)) == (han, fu) and value != "-":
            if cell == "tsumo":
                others, dealer = value.split("/")
                return int(others), int(dealer)
            return int(value)
    raise LookupError(f"{han} han {fu} fu {cell} is not in the published table")


def _without_red_fives(case: RecordedRequest) -> RecordedRequest:
    """The same win in a game without red fives: every 0 written 5, the ruleset's red count 0. One han less
    per red five (Tenhou counts each as a dora), the fu unchanged; payments from the published table."""
    request = dict(case.request)
    reds = (request["hand"] + "".join(request["melds"])).count("0")
    request["ruleset"] = {"preset": "tenhou", "red_fives": 0}
    for key in ("hand", "win"):
        request[key] = request[key].replace("0", "5")
    request["melds"] = [m.replace("0", "5") for m in request["melds"]]
    request["dora"] = [t.replace("0", "5") for t in request["dora"]]
    request["ura"] = [t.replace("0", "5") for t in request["ura"]]
    assert case.han is not None
    han = case.han - reds
    fu = case.fu if case.fu is not None else 30  # tenhou.net/6 limit hands: the fu do not count from 5 han
    assert case.fu is not None or han >= 5
    winner, honba, sticks = request["seat"], request["honba"], request["deposits"]
    by_wind = dict.fromkeys("ESWN", 0)
    if request["tsumo"] and winner == "E":
        payments = dict.fromkeys("SWN", _published(han, fu, "dealer_tsumo"))
    elif request["tsumo"]:
        others, dealer = _published(han, fu, "tsumo")  # type: ignore[misc]
        payments = {wind: dealer if wind == "E" else others for wind in "ESWN" if wind != winner}
    else:
        payments = {request["from"]: _published(han, fu, "dealer_ron" if winner == "E" else "ron")}
    each_honba = 100 * honba if request["tsumo"] else 300 * honba
    for wind, pay in payments.items():
        by_wind[wind] -= pay + each_honba  # type: ignore[operator]
        by_wind[winner] += pay + each_honba  # type: ignore[operator]
    by_wind[winner] += 1000 * sticks
    deltas = tuple(by_wind[case.wind(seat)] for seat in range(4))
    label = f"{case.label} without red fives"
    return replace(case, request=request, han=han, deltas=deltas, label=label)  # type: ignore[arg-type]


def _nulled(case: RecordedRequest) -> RecordedRequest:
    """The same win from a tool that writes null for every unset value: false flags, empty lists, zero
    counters and the default East winds all null."""
    request: dict = {flag: None for flag in FLAGS} | dict(case.request)
    for key, value in list(request.items()):
        if value in (False, 0, [], "E") and key in (
            *FLAGS,
            "tsumo",
            "open",
            "seat",
            "round",
            "melds",
            "dora",
            "ura",
            "honba",
            "deposits",
            "dora_count",
        ):
            request[key] = None
    return replace(case, request=request, label=f"{case.label} with nulls")


def _rewritten_cases() -> list[tuple[str, RecordedRequest]]:
    cases = _cases()
    with_reds = [
        case
        for form, case in cases
        if form == "tiles"
        and case.han is not None
        and (reds := (case.request["hand"] + "".join(case.request["melds"])).count("0"))
        and (case.fu is not None or case.han - reds >= 5)
    ]
    return (
        [("rewritten", _rewritten(case, i)) for i, (form, case) in enumerate(cases) if form == "tiles"]
        + [(f"{form} spelled out", _spelled_out(case)) for form, case in cases]
        + [(f"{form} with nulls", _nulled(case)) for form, case in cases]
        + [("without red fives", _without_red_fives(case)) for case in with_reds]
    )


@pytest.fixture(scope="module")
def checked() -> list[tuple[str, RecordedRequest, dict]]:
    cases = _cases() + _table_cases() + _rewritten_cases()
    lines = "".join(json.dumps(case.request) + "\n" for _, case in cases)
    done = subprocess.run(
        [sys.executable, "-m", "scoring", "hand", "--jsonl"],
        input=lines,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
        check=False,
    )
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(results) == len(cases), done.stderr
    return [(form, case, result) for (form, case), result in zip(cases, results, strict=True)]


def _disagreements(form: str, case: RecordedRequest, result: dict) -> list[str]:
    if not result.get("legal"):
        return [f"illegal: {result.get('errors')}"]
    out = []
    if case.yakuman:
        if result["yakuman"] != case.yakuman:
            out.append(f"yakuman {result['yakuman']} != recorded {case.yakuman}")
    elif result["han"] != case.han:
        out.append(f"han {result['han']} != recorded {case.han}")
    if not form.startswith("quick") and case.fu is not None and not case.yakuman and result["fu"] != case.fu:
        out.append(f"fu {result['fu']} != recorded {case.fu}")
    if not form.startswith("quick"):
        names = tuple(sorted(y["name"] for y in result["yaku"]))
        if names != case.yaku:
            out.append(f"yaku {list(names)} != recorded {list(case.yaku)}")
    if result["deltas"] != case.deltas_by_wind:
        out.append(f"deltas {result['deltas']} != recorded {case.deltas_by_wind}")
    expected_warnings = []
    if form == "rewritten":
        added = f"hand: 13 tiles were given; the winning tile {case.request['win']} was added as the 14th"
        expected_warnings = [added, *REWRITE_WARNINGS]
    if result.get("warnings", []) != expected_warnings:
        out.append(f"warnings {result.get('warnings')}")
    return out


def test_every_recorded_win_agrees_with_the_record_through_the_json_request(checked):
    problems = [
        f"{Path(case.source).name}: {case.label} winner seat {case.winner} ({form} form): {'; '.join(diffs)}"
        for form, case, result in checked
        if (diffs := _disagreements(form, case, result))
    ]
    assert not problems, f"{len(problems)} of {len(checked)} wins disagree:\n" + "\n".join(problems)


def _mjlog_text(path: Path) -> str:
    raw = path.read_bytes()
    return (gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw).decode()


def test_every_win_of_every_record_is_sent_once_per_form():
    agari = sum(_mjlog_text(f).count("<AGARI") for f in _files("mjlog"))
    t6_wins = 0
    for f in _files("tenhou6"):
        for round_ in json.loads(f.read_text(encoding="utf-8"))["log"]:
            if round_[-1][0] == "和了":
                t6_wins += len(round_[-1][1:]) // 2
    forms = [form for form, _ in _cases()]
    assert forms.count("tiles") == forms.count("quick") == agari + t6_wins
    assert agari + t6_wins >= 100  # the sample set: 65 mjlog and 54 tenhou.net/6 wins


def test_mjlog_requests_carry_the_honba_and_deposits_the_record_shows_at_the_win():
    # ba="honba,deposits" on an AGARI is what Tenhou had on the table at the win, this hand's sticks
    # included; the sample mjlogs have no double ron, so every win takes both
    for f in _files("mjlog"):
        recorded = [
            tuple(int(x) for x in ba.split(",")) for ba in re.findall(r'<AGARI ba="([\d,]+)"', _mjlog_text(f))
        ]
        sent = [(c.request["honba"], c.request["deposits"]) for c in requests_from_file(f, "tiles")]
        assert sent == recorded, f.name


def test_double_ron_and_pao_hands_are_among_those_checked(checked):
    cases = _cases()
    with_pao = sum(1 for _, c in cases if c.pao is not None)
    rewritten = len(cases) // 2 + 2 * len(cases)
    without_reds = sum(1 for form, _, _ in checked if form == "without red fives")
    assert without_reds >= 40
    assert len(checked) == len(cases) * (1 + len(TABLES)) - with_pao * len(TABLES) + rewritten + without_reds
    labels = {(Path(c.source).name, c.label) for _, c, _ in checked}
    assert ("ron-2.json", "S4-0") in labels
    assert any(c.pao is not None and "pao" in c.request for _, c, _ in checked)
    winners_per_hand: dict[tuple[str, str], int] = {}
    for form, case, _ in checked:
        if form == "quick":
            key = (Path(case.source).name, case.label)
            winners_per_hand[key] = winners_per_hand.get(key, 0) + 1
    assert max(winners_per_hand.values()) == 2


@pytest.mark.parametrize(
    "text",
    [
        '<mjloggm ver="2.3"><GO type="25"/><INIT seed="0,0,0,1,2,3" ten="350,350,350,0"/></mjloggm>',
        json.dumps({"rule": {"disp": "三般南喰赤", "aka": 1}, "log": []}),
    ],
)
def test_a_three_player_record_is_refused_rather_than_scored_as_four(tmp_path, text):
    path = tmp_path / "sanma.log"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match="three-player"):
        requests_from_file(path)


def test_an_mjlog_of_the_no_red_lobby_sends_its_fives_as_plain_fives():
    # GO type 0x02: no red fives, so tiles 16, 52 and 88 are ordinary fives (the same game, relabelled)
    source = next(
        f for f in _files("mjlog") if "0m" in "".join(c.request["hand"] for c in requests_from_file(f))
    )
    text = re.sub(r'<GO type="(\d+)"', lambda m: f'<GO type="{int(m.group(1)) | 0x02}"', _mjlog_text(source))
    red, plain = requests_from_file(source), mjlog_requests(text, "no-red")
    for with_red, without in zip(red, plain, strict=True):
        assert without.request["ruleset"] == {"preset": "tenhou", "red_fives": 0, "open_tanyao": True}
        for key in ("hand", "win"):
            assert without.request[key] == with_red.request[key].replace("0", "5")
        assert without.request["melds"] == [m.replace("0", "5") for m in with_red.request["melds"]]
        result, _ = evaluate_request(without.request)
        assert result.legal, (without.label, result.errors)
        assert result.aka == 0
