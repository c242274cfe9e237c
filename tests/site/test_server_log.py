"""The server log: a refused request is one line, a real error keeps its traceback."""

from __future__ import annotations

import io
import logging
import logging.config
from collections.abc import Iterator
from typing import Any

import pytest
from django.conf import settings

from tests.tournaments.conftest import make_event


@pytest.fixture
def console() -> Iterator[io.StringIO]:
    logging.config.dictConfig(settings.LOGGING)
    handler = next(h for h in logging.getLogger().handlers if h.filters)
    stream = io.StringIO()
    old = handler.setStream(stream)
    yield stream
    handler.setStream(old)


@pytest.mark.django_db
def test_a_refused_page_is_logged_once_without_a_traceback(
    client: Any, owner: Any, outsider: Any, console: io.StringIO
) -> None:
    event = make_event(owner, players=4)
    client.force_login(outsider)
    assert client.get(f"/t/{event.slug}/manage/rules/").status_code == 403
    log = console.getvalue()
    assert log.count("Forbidden (Permission denied)") == 1  # was twice, each with a traceback
    assert "Traceback" not in log


def test_a_server_error_keeps_its_traceback(console: io.StringIO) -> None:
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        logging.getLogger("django.request").error(
            "Internal Server Error: /x/", exc_info=True, extra={"status_code": 500}
        )
    log = console.getvalue()
    assert log.count("Internal Server Error") == 1
    assert "Traceback" in log and "RuntimeError: boom" in log
