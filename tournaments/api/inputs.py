"""Reading a request body through an input serializer (400 naming the field when it does not fit)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.serializers import Serializer

# sent by the browsable API's forms, not by the client's data
_TRANSPORT = {"csrfmiddlewaretoken"}


def valid_input(serializer_class: type[Serializer], request: Request) -> dict[str, Any]:
    """The serializer's validated data; a field it does not take is refused with the rest of the
    errors (a misspelt "deposit_left" would otherwise be dropped and its default saved)."""
    serializer = serializer_class(data=request.data)
    valid = serializer.is_valid()
    errors = dict(serializer.errors) if not valid else {}
    sent = request.data if isinstance(request.data, Mapping) else {}
    taken = serializer.fields.keys()
    for name in sorted(set(sent) - set(taken) - _TRANSPORT):
        errors[name] = [f"not a field of this request; it takes {', '.join(taken)}"]
    if errors:
        raise ValidationError(errors)
    return dict(serializer.validated_data)
