"""Logging filters."""

from __future__ import annotations

import logging


class ClientErrorOneLine(logging.Filter):
    """A refused request (403, 404, ...) is the client's doing: one line, no traceback, so a real
    error stays easy to find in the log."""

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if isinstance(status, int) and 400 <= status < 500:
            record.exc_info = None
            record.exc_text = None
        return True
