"""/healthz: the state of the database, the cache and the broker."""

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, JsonResponse


def check_database() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return "ok"


def check_cache() -> str:
    cache.set("healthz", "ok", 10)
    if cache.get("healthz") != "ok":
        raise RuntimeError("value written was not read back")
    return "ok"


def check_broker() -> str:
    if not settings.CELERY_BROKER_URL or settings.CELERY_TASK_ALWAYS_EAGER:
        return "eager"  # no broker configured: tasks run inline, nothing to be down
    from kombu import Connection

    with Connection(settings.CELERY_BROKER_URL, connect_timeout=2) as conn:
        conn.ensure_connection(max_retries=1, timeout=2)
    return "ok"


CHECKS = {"database": check_database, "cache": check_cache, "broker": check_broker}


def healthz(request: HttpRequest) -> JsonResponse:
    parts: dict[str, str] = {}
    down: list[str] = []
    for name, check in CHECKS.items():
        try:
            parts[name] = check()
        except Exception as exc:  # any failure means the part is down; report it, never raise
            parts[name] = f"down: {exc.__class__.__name__}: {exc}"[:200]
            down.append(name)
    body = {"status": "ok" if not down else "down", "down": down, **parts}
    return JsonResponse(body, status=503 if down else 200)
