"""The command line of design.md: `python -m tournaments.seating --players N --rounds R --json`."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "tournaments.seating", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_json_output_lists_rounds_of_tables_of_four_players():
    out = run("--players", "16", "--rounds", "5", "--seed", "3", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert list(data) == ["rounds"]
    assert len(data["rounds"]) == 5
    for tables in data["rounds"]:
        assert len(tables) == 4
        assert sorted(p for t in tables for p in t) == list(range(1, 17))
        assert all(len(t) == 4 for t in tables)


@pytest.mark.parametrize("method", ["random", "swiss", "interval", "optimal"])
def test_every_method_runs_from_the_command_line(method):
    out = run("--players", "12", "--rounds", "2", "--method", method, "--json")
    assert out.returncode == 0, out.stderr
    assert len(json.loads(out.stdout)["rounds"]) == 2


def test_a_bad_count_is_reported_with_the_field():
    out = run("--players", "3", "--rounds", "2", "--json")
    assert out.returncode == 2
    assert "players:" in out.stderr


def test_the_shipped_designs_check_out():
    out = run("--check-data")
    assert out.returncode == 0, out.stdout
    assert "ok 64 players x 21 rounds" in out.stdout


@pytest.mark.parametrize("players", [16, 24, pytest.param(28, marks=pytest.mark.slow), 40])
def test_the_solver_finds_the_shipped_sizes_again(players):
    from tournaments.seating import construct, designs

    entry = designs.search(players, seconds=60)
    assert entry is not None
    fam = construct.Family(players, entry["rounds"], entry["kind"], entry["cyclic"])
    rounds = construct.expand(fam, entry["base"])
    assert len(rounds) == (players - 1) // 3
    assert designs.check_design(players, [[list(t) for t in r] for r in rounds]) == []


@pytest.mark.slow
@pytest.mark.parametrize(("players", "rounds"), [(32, 10), (44, 14), (56, 18)])
def test_the_solver_finds_the_orbit_designs_again(players, rounds):
    # base rounds kept by subgroups of Z_n or a multiplier, one exact cover (seating/orbits.py);
    # 56 restarts every 4,000 nodes and takes about a minute, the others seconds
    from tournaments.seating import designs

    entry = designs.search(players, seconds=240)
    assert entry is not None and entry["kind"] == "orbits"
    schedule = designs.expand_entry(players, entry)
    assert len(schedule) == rounds
    assert designs.check_design(players, [[list(t) for t in r] for r in schedule]) == []


def test_two_processes_with_the_same_seed_print_the_same_seating():
    import os

    outs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        outs.append(
            subprocess.run(
                [sys.executable, "-m", "tournaments.seating", "--players", "22", "--rounds", "6", "--json"],
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=120,
                env=env,
            ).stdout
        )
    assert outs[0] == outs[1]
    assert json.loads(outs[0])["rounds"]


def test_the_shipped_fewest_repeat_schedules_check_out():
    out = run("--check-data")
    assert "ok 24 players x 8 rounds, 12 repeats (every pair meets)" in out.stdout
    assert "ok 20 players x 7 rounds, 20 repeats (every pair meets)" in out.stdout
    assert "ok 36 players x 12 rounds, 18 repeats (every pair meets)" in out.stdout
    assert "FAIL" not in out.stdout


def test_a_covering_with_a_pair_that_never_meets_is_caught():
    from tournaments.seating import coverings

    schedule = [[list(t) for t in r] for r in coverings.covering(24)]
    schedule[0][0][0], schedule[0][1][0] = schedule[0][1][0], schedule[0][0][0]
    problems = coverings.check_covering(24, schedule)
    assert any("never meet" in p for p in problems)


@pytest.mark.slow
def test_the_sat_solver_finds_the_twenty_four_by_eight_schedule_again():
    # the orbit model of coverings.py solved by CaDiCaL (python-sat): about a minute
    pytest.importorskip("pysat")
    from tournaments.seating import coverings

    schedule = coverings.search(24)
    assert schedule is not None and len(schedule) == 8
    assert coverings.check_covering(24, schedule) == []


@pytest.mark.slow
def test_the_sat_solver_finds_the_thirty_six_by_twelve_schedule_again():
    # the difference model of levels.py: about 10 s; every pair meets, each player one other twice
    pytest.importorskip("pysat")
    from tournaments.seating import coverings

    schedule = coverings.search(36)
    assert schedule is not None and len(schedule) == 12
    assert coverings.check_covering(36, schedule) == []


def test_a_covering_where_a_pair_meets_three_times_is_caught():
    """20 x 7 has a schedule at the counting bound (20 repeats) in which 7 pairs meet three times:
    two pairs meeting twice are the fairer way to spend those repeats, so the check refuses it."""
    from tournaments.seating import coverings

    problems = coverings.check_covering(4, [[[0, 1, 2, 3]]] * 3)
    assert "a pair meets three times" in problems
