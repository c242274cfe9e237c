"""Errors as JSON naming the field.

Services raise django.core.exceptions.ValidationError (with a field dict or plain messages) and the
engine raises ValueError subclasses; both become 400 {"field": ["message", ...]}. A database
constraint that a concurrent request tripped becomes 409. Nothing a client sends may cause a 500.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import defaults
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from scoring.clip import clip

log = logging.getLogger(__name__)

NON_FIELD = "non_field_errors"


def validation_error_data(exc: DjangoValidationError) -> dict[str, list[str]]:
    """{"field": ["message"]} from a Django ValidationError; messages without a field go under
    non_field_errors (Django's NON_FIELD_ERRORS "__all__" too)."""
    if hasattr(exc, "error_dict"):
        data: dict[str, list[str]] = {}
        for field, errors in exc.message_dict.items():
            data[NON_FIELD if field == "__all__" else field] = [str(m) for m in errors]
        return data
    return {NON_FIELD: [str(m) for m in exc.messages]}


def engine_error_data(exc: ValueError) -> dict[str, list[str]]:
    """Engine errors carry `errors` (a list of "field: problem" strings) or one such message."""
    messages = getattr(exc, "errors", None) or [str(exc)]
    data: dict[str, list[str]] = {}
    for message in messages:
        text = str(message)
        field, sep, rest = text.partition(": ")
        if sep and field and " " not in field.strip():
            data.setdefault(field.strip(), []).append(rest)
        else:
            data.setdefault(NON_FIELD, []).append(text)
    return data


# messages quote the value sent as Python spells it ("got True"): a JSON client sent true
_PYTHON_WORDS = re.compile(r"(?<=got )(True|False|None)\b")
_JSON_WORDS = {"True": "true", "False": "false", "None": "null"}
# get_object_or_404 says "No Registration matches the given query.": the model's name is ours, not
# the client's
_NOT_FOUND = re.compile(r"^No (\w+) matches the given query\.$")
_NO_SUCH = {
    "Registration": "No such player.",
    "HandRecord": "No such hand.",
    "Game": "No such game.",
    "Round": "No such round.",
    "Penalty": "No such penalty.",
    "Team": "No such team.",
    "Tournament": "No such tournament.",
}


def _json_spelling(data: dict[str, list[str]]) -> dict[str, list[str]]:
    return {
        field: [clip(_PYTHON_WORDS.sub(lambda m: _JSON_WORDS[m.group(1)], m)) for m in messages]
        for field, messages in data.items()
    }


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DjangoValidationError):
        return Response(_json_spelling(validation_error_data(exc)), status=status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, IntegrityError):
        log.info("integrity error answered 409: %s", exc)
        return Response(
            {NON_FIELD: ["This conflicts with a change made at the same time; reload and retry."]},
            status=status.HTTP_409_CONFLICT,
        )
    if isinstance(exc, RequestDataTooBig):  # Django's own answer is its HTML 400 page
        return Response(
            {NON_FIELD: [f"the request body is larger than {settings.DATA_UPLOAD_MAX_MEMORY_SIZE:,} bytes"]},
            status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE,
        )
    # The engine's errors are ValueError subclasses (RulesetError, LedgerError, ...) naming the field.
    # A bare ValueError is a bug, not bad input: it stays a 500 so tests and the fuzzer see it.
    if isinstance(exc, ValueError) and type(exc) is not ValueError:
        return Response(_json_spelling(engine_error_data(exc)), status=status.HTTP_400_BAD_REQUEST)
    response = drf_exception_handler(exc, context)
    if response is not None and response.status_code == 404 and isinstance(response.data, dict):
        found = _NOT_FOUND.match(str(response.data.get("detail", "")))
        if found:
            response.data = {"detail": _NO_SUCH.get(found.group(1), "Not found.")}
    # a 400 of DRF's own (a body that is not JSON, say) reads like every other refused input
    if response is not None and response.status_code == 400 and set(response.data) == {"detail"}:
        response.data = {NON_FIELD: [str(response.data["detail"])]}
    if response is not None and response.status_code == 400 and isinstance(response.data, dict):
        response.data = _json_spelling(_flat_fields(response.data, context.get("view")))
    return response


def _flat_fields(data: dict[Any, Any], view: Any) -> dict[str, list[str]]:
    """Every field's problems as a flat list of strings. DRF keys a refused item of a list by its
    index ({"scores": {0: ["A valid integer is required."]}}) and a nested object's fields by name:
    each becomes one message naming the item ("item 1: a valid integer is required", or the seat
    where the view knows it: "Ann (East): ...") or the key ("kind: ...")."""
    flat: dict[str, list[str]] = {}
    for field, problems in data.items():
        names = _item_names(view, str(field)) if isinstance(problems, (dict, list)) else None
        flat[str(field)] = _messages(problems, names)
    return flat


def _item_names(view: Any, field: str) -> list[str] | None:
    """What the view calls the items of a list field (the seats of a game's scores), if it says."""
    item_names = getattr(view, "item_names", None)
    if item_names is None:
        return None
    try:
        return item_names(field)  # type: ignore[no-any-return]
    except Exception:  # naming is a nicety: a view that cannot say gives "item N"
        log.exception("item names of %s", field)
        return None


def _item(index: int, names: list[str] | None) -> str:
    return names[index] if names is not None and 0 <= index < len(names) else f"item {index + 1}"


def _messages(problems: Any, names: list[str] | None = None) -> list[str]:
    if isinstance(problems, dict):
        return [
            f"{_item(key, names) if isinstance(key, int) else key}: {_lower(message)}"
            for key, sub in problems.items()
            for message in _messages(sub)
        ]
    if isinstance(problems, (list, tuple)):
        messages: list[str] = []
        for index, sub in enumerate(problems):
            if isinstance(sub, (dict, list, tuple)):  # a list of objects (or lists): by item
                messages += [f"{_item(index, names)}: {_lower(message)}" for message in _messages(sub)]
            else:
                messages.append(str(sub))
        return messages
    return [str(problems)]


def _lower(message: str) -> str:
    """DRF's sentence ("A valid integer is required.") as the part of a message after an item's
    name ("item 1: a valid integer is required"), the way the API's own messages read."""
    if message[:1].isupper() and not message[1:2].isupper():
        message = message[:1].lower() + message[1:]
    return message[:-1] if message.endswith(".") and not message.endswith("..") else message


API_PREFIX = "/api/"


def not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    """Django's 404 handler (config.urls.handler404): under /api/ the JSON every API error is,
    {"detail": "Not found."}, also for a URL no route matches (an id that is not a number, or has more
    digits than any id); elsewhere the site's 404 page. Django's debug page replaces this with DEBUG on."""
    if request.path_info.startswith(API_PREFIX):
        return JsonResponse({"detail": "Not found."}, status=404)
    return defaults.page_not_found(request, exception)
