"""Shared fixtures. Tests that need a real service carry a marker (see pyproject).

Outside CI a missing service skips them; in CI (CI=true) they always run, so a missing service fails.
"""

import os
from collections.abc import Iterator

import pytest
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
    from config.celery import app

    if "redis" in request.keywords or "celery_worker_process" in request.fixturenames:
        yield
        return
    eager = app.conf.task_always_eager
    app.conf.task_always_eager = True
    try:
        yield
    finally:
        app.conf.task_always_eager = eager
