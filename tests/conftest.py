"""Shared fixtures. Tests that need a real service carry a marker (see pyproject).

Outside CI a missing service skips them; in CI (CI=true) they always run, so a missing service fails.
"""

import os

import pytest


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
