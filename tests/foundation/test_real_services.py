"""The suite runs against the real services in CI: PostgreSQL, Redis and a Celery worker process."""

import os
import time
from pathlib import Path

import pytest
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.postgres
@pytest.mark.django_db
def test_the_suite_really_runs_on_postgresql() -> None:
    assert connection.vendor == "postgresql"
    with connection.cursor() as cursor:
        cursor.execute("SELECT version()")
        assert "PostgreSQL" in cursor.fetchone()[0]


@pytest.mark.redis
@pytest.mark.django_db
def test_a_real_celery_worker_runs_a_task_and_its_result_comes_back(celery_worker_process) -> None:
    from config.celery import app

    # The answer comes from the worker process, over Redis (the fixture waits for its first pong).
    result = app.send_task("config.ping")
    assert result.get(timeout=60) == "pong"
    assert celery_worker_process.poll() is None


@pytest.mark.redis
def test_the_cache_is_redis_when_redis_url_is_set() -> None:
    from django.core.cache import cache

    key = f"suite-{time.time_ns()}"
    cache.set(key, "value", 30)
    import redis

    raw = redis.Redis.from_url(os.environ["REDIS_URL"])
    assert any(key in k.decode() for k in raw.keys(f"*{key}*"))
