"""Reading a request body through an input serializer (400 naming the field when it does not fit)."""

from __future__ import annotations

from typing import Any

from rest_framework.request import Request
from rest_framework.serializers import Serializer


def valid_input(serializer_class: type[Serializer], request: Request) -> dict[str, Any]:
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)
