"""Idempotency-Key: a write posted twice with the same key is carried out once.

The first response (2xx) is kept for a day under the caller, the path and the key; a repeat gets the
same status and body back, marked with the header `Idempotent-Replayed: true`. A repeat that arrives
while the first is still running gets 409; the same key with a different body gets 422. With Redis as
the cache this holds across processes; hand records are also deduplicated by the database (the
service stores the key with the hand), so two scorers racing on one table store one hand even when the
cache cannot tell.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from typing import Any

from django.core.cache import cache
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

HEADER = "Idempotency-Key"
MAX_LENGTH = 80
TTL_SECONDS = 24 * 3600
LOCK_SECONDS = 60


def idempotency_key(request: Request) -> str:
    """The request's key ("" when none); raises a 400 naming the header when it is malformed."""
    key = request.headers.get(HEADER, "").strip()
    # a header is bytes read as Latin-1: "ключ" arrives as unprintable characters; say ASCII
    if len(key) > MAX_LENGTH or not (key.isascii() and key.isprintable()):
        from rest_framework.exceptions import ValidationError

        raise ValidationError({HEADER: [f"must be at most {MAX_LENGTH} printable ASCII characters"]})
    return key


def _fingerprint(data: Any) -> str:
    try:
        text = json.dumps(data, sort_keys=True, default=str)
    except (TypeError, ValueError):
        text = repr(data)
    return hashlib.sha256(text.encode()).hexdigest()


def _cache_key(request: Request, key: str) -> str:
    who = request.user.pk if request.user and request.user.is_authenticated else "anon"
    raw = f"{who}|{request.method}|{request.path}|{key}"
    return "idempotency:" + hashlib.sha256(raw.encode()).hexdigest()


def idempotent(request: Request, run: Callable[[], Response]) -> Response:
    """Run the write once per Idempotency-Key (no key: just run it)."""
    key = idempotency_key(request)
    if not key:
        return run()
    slot = _cache_key(request, key)
    # the query says what to do too (DELETE .../final-scores/?replaces=...): part of the request
    fingerprint = _fingerprint({"body": request.data, "query": sorted(request.query_params.lists())})
    stored = cache.get(slot)
    if stored is None:
        if not cache.add(slot + ":lock", 1, timeout=LOCK_SECONDS):
            return Response(
                {HEADER: ["a request with this key is still being processed; retry in a moment"]},
                status=status.HTTP_409_CONFLICT,
            )
        try:
            response = run()
            if 200 <= response.status_code < 300:
                cache.set(
                    slot,
                    {"fingerprint": fingerprint, "status": response.status_code, "data": response.data},
                    timeout=TTL_SECONDS,
                )
        finally:
            cache.delete(slot + ":lock")
        return response
    if stored["fingerprint"] != fingerprint:
        return Response(
            {HEADER: ["was already used for a different request; use a new key for a new entry"]},
            status=status.HTTP_422_UNPROCESSABLE_ENTITY,
        )
    return Response(stored["data"], status=stored["status"], headers={"Idempotent-Replayed": "true"})


def idempotent_write(method: Callable[..., Response]) -> Callable[..., Response]:
    """Decorate a view method so a write repeated with the same Idempotency-Key runs once (reads
    pass straight through). Place it under @action and @extend_schema."""

    @functools.wraps(method)
    def wrapper(self: Any, request: Request, *args: Any, **kwargs: Any) -> Response:
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return method(self, request, *args, **kwargs)
        return idempotent(request, lambda: method(self, request, *args, **kwargs))

    return wrapper
