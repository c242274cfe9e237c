"""`python -m scoring replay` on the real Tenhou records of shared/data, and on altered copies."""

from __future__ import annotations

import gzip
import json
import re
import shutil
from pathlib import Path

import pytest

from scoring.__main__ import main as scoring_main
from scoring.replay import replay_paths

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
pytestmark = pytest.mark.skipif(not DATA.is_dir(), reason="shared/data is not next to the checkout")


def _summary(capsys: pytest.CaptureFixture[str], *paths: str) -> tuple[int, list[str], dict[str, int]]:
    code = scoring_main(["replay", *paths])
    lines = capsys.readouterr().out.strip().splitlines()
    return code, lines[:-1], json.loads(lines[-1])


def test_every_shared_record_replays_without_mismatch_or_skip(capsys) -> None:
    code, lines, summary = _summary(capsys, str(DATA))
    assert summary["mismatches"] == 0, lines
    assert summary["skipped"] == 0, lines
    # 8 mjlog + 19 tenhou.net/6 files; one hand per mjlog INIT / tenhou.net/6 round.
    assert summary["games"] == 27
    assert summary["hands"] == 139
    assert summary["wins"] + summary["draws"] >= summary["hands"]
    assert code == 0


def test_only_the_old_uma_games_disagree_on_final_points(capsys) -> None:
    # 2008/2009 logs used uma 10/5/-5/-10 (rules.md 9); the tenhou preset has 20/10/-10/-20.
    _, lines, summary = _summary(capsys, str(DATA))
    assert summary["points_mismatches"] == 2
    assert sorted(Path(line.split(":")[0]).name for line in lines) == [
        "2009071823gm-0041-0000-ff3a2214_tw_0.mjlog",
        "yakuman-kazoe-17.json",
    ]


def test_an_altered_delta_in_a_tenhou6_copy_is_reported_for_exactly_that_hand(tmp_path, capsys) -> None:
    doc = json.loads((DATA / "tenhou6" / "pao.json").read_text(encoding="utf-8"))
    result = doc["log"][3][-1]  # East 4: seat 1 rons seat 0 for 5200 (+1000 deposit)
    result[1] = [result[1][0] - 100, result[1][1] + 100, *result[1][2:]]
    copy = tmp_path / "pao-altered.json"
    copy.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code, lines, summary = _summary(capsys, str(copy))
    assert code == 1
    assert summary["mismatches"] == 1
    assert len(lines) == 1
    expected = rf"{re.escape(str(copy))}: E4-0: deltas \[-5200, 6200, 0, 0\] != recorded \[-5300, 6300"
    assert re.match(expected, lines[0])


def test_an_altered_score_in_an_mjlog_copy_is_reported_for_exactly_that_hand(tmp_path, capsys) -> None:
    source = DATA / "mjlog" / "2014050912gm-0041-0000-5b9bd6a8_tw_1.mjlog"
    text = gzip.decompress(source.read_bytes()).decode("utf-8")
    # East 3: seat 3 rons seat 1 for 5200 + the deposit; pretend the record said 5300.
    original = 'sc="210,0,110,-52,340,0,330,62"'
    assert original in text
    copy = tmp_path / "altered.mjlog"
    copy.write_bytes(gzip.compress(text.replace(original, 'sc="210,0,110,-53,340,0,330,63"').encode()))
    code, lines, summary = _summary(capsys, str(copy))
    assert code == 1
    assert summary["mismatches"] == 1
    assert [line.split(": ")[1] for line in lines] == ["E3-0"]


def test_a_file_that_cannot_be_read_counts_as_skipped_never_as_agreement(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    good = tmp_path / "rinshan.json"
    shutil.copy(DATA / "tenhou6" / "rinshan.json", good)
    summary = replay_paths([str(bad), str(good)])
    assert summary.skipped == 1
    assert summary.games == 2
    assert summary.mismatches == 0


def test_an_unknown_result_in_a_round_is_skipped_with_its_name(tmp_path, capsys) -> None:
    doc = json.loads((DATA / "tenhou6" / "99.json").read_text(encoding="utf-8"))
    doc["log"][0][-1] = ["謎"]
    copy = tmp_path / "odd.json"
    copy.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code, lines, summary = _summary(capsys, str(copy))
    assert summary["skipped"] == 1
    assert "unknown result" in lines[0]
    assert code == 0
