"""Japanese pages without the space English puts after a sentence or a label: sentences and labels
are translated one by one and joined with spaces ("登録しました。 チーム：JP。", "ルール： Mリーグ"),
which Japanese does not write. Removed from the page as sent; text a user is editing (a textarea)
is left as typed."""

import re
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.translation import get_language

# a space (or several) after Japanese closing punctuation, before more text on the same line
_AFTER = re.compile(r"(?<=[。、：！？」』])[ \t]+(?=[^\s<])")
_TEXTAREA = re.compile(r"(<textarea\b.*?</textarea>)", re.S | re.I)


def tighten(html: str) -> str:
    parts = _TEXTAREA.split(html)
    return "".join(part if i % 2 else _AFTER.sub("", part) for i, part in enumerate(parts))


class JapaneseSpacing:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if (
            (get_language() or "").startswith("ja")
            and not response.streaming
            and response.get("Content-Type", "").startswith("text/html")
        ):
            response.content = tighten(response.content.decode(response.charset)).encode(response.charset)
            if response.has_header("Content-Length"):
                response["Content-Length"] = str(len(response.content))
        return response
