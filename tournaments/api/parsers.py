"""Request body parsers: DRF's, with a body nested too deeply for the decoder answered as a 400.

Python's json gives up with RecursionError at about a thousand levels of [ or {: a 2 KB body was
enough to turn every JSON endpoint, the anonymous token endpoint too, into a 500. A lone surrogate
escape ("\\ud800") is refused too (see scoring/json_text.py)."""

from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from scoring.json_text import UNPAIRED_SURROGATE, has_unpaired_surrogate


class JSONBodyParser(JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None
        if has_unpaired_surrogate(data):
            raise ParseError(f"JSON parse error - {UNPAIRED_SURROGATE}")
        return data
