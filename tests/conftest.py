"""Shared fixtures. Tests that need a real service carry a marker (see pyproject).

Outside CI a missing service skips them; in CI (CI=true) they always run, so a missing service fails.
"""

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.db import connection
from hypothesis import settings as hypothesis_settings

# CI replays the same examples every run, so a landing never depends on luck; locally each run explores
# new ones (and the database of failures found so far is replayed first).
hypothesis_settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI") == "true":
    hypothesis_settings.load_profile("ci")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("CI") == "true":
        return
    has_pg = os.environ.get("DATABASE_URL", "").startswith("postgres")
    has_redis = bool(os.environ.get("REDIS_URL"))
    for item in items:
        if "postgres" in item.keywords and not has_pg:
            item.add_marker(pytest.mark.skip(reason="needs DATABASE_URL=postgres://..."))
        if "redis" in item.keywords and not has_redis:
            item.add_marker(pytest.mark.skip(reason="needs REDIS_URL=redis://..."))


@pytest.fixture(autouse=True)
def _tasks_run_in_process(request: pytest.FixtureRequest) -> Iterator[None]:
    """Background jobs run inline, even when REDIS_URL is set (CI), so a test sees the standings its
    hands produce. Tests marked `redis` or starting a real worker keep the broker: they prove the
    jobs really go through Redis to a worker process."""
    if "redis" in request.keywords or "celery_worker_process" in request.fixturenames:
        yield
        return
    with _tasks_eager(True):
        yield


@pytest.fixture
def broker() -> Iterator[None]:
    """Tasks sent to a broker, as with REDIS_URL, without a worker: a test sees what is queued."""
    with _tasks_eager(False):
        yield


@contextmanager
def _tasks_eager(eager: bool) -> Iterator[None]:
    from config.celery import app

    was = app.conf.task_always_eager
    app.conf.task_always_eager = eager
    try:
        yield
    finally:
        app.conf.task_always_eager = was


ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def celery_worker_process() -> Iterator[subprocess.Popen[str]]:
    """A real `celery -A config worker` subprocess on REDIS_URL, using pytest-django's test database;
    yielded once it has answered a ping."""
    from config.celery import app

    assert not app.conf.task_always_eager, "REDIS_URL is set, so tasks must go through the broker"
    env = {**os.environ, "CONN_MAX_AGE": "0"}
    db = connection.settings_dict
    if connection.vendor == "postgresql":  # the worker must use pytest-django's test database
        host = f"{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}"
        env["DATABASE_URL"] = f"postgres://{db['USER']}:{db['PASSWORD'] or ''}@{host}/{db['NAME']}"
    app.control.purge()
    worker = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "config",
            "worker",
            "--pool=solo",
            "--loglevel=warning",
            "--without-heartbeat",
            "--without-gossip",
            "--without-mingle",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert app.send_task("config.ping").get(timeout=60) == "pong"
        yield worker
    finally:
        worker.terminate()
        try:
            worker.wait(timeout=20)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()


@pytest.fixture(autouse=True)
def _language_left_as_found() -> Iterator[None]:
    """A page asked in Japanese or Vietnamese leaves that language active in the thread; the next
    test must start in the default language whatever ran before it."""
    from django.utils import translation

    yield
    translation.deactivate()
