"""Japanese pages without the space English puts after a sentence or a label: sentences and labels
are translated one by one and joined with spaces ("登録しました。 チーム：JP。", "ルール： Mリーグ"),
which Japanese does not write. Removed from the page's text as sent: never inside a tag (an input's
value is what a form sends back: a venue typed "会場： 雀荘A" would be saved changed), nor in a
script, style, pre or textarea."""

import re
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.translation import get_language

# a space (or several) after Japanese closing punctuation, before more text on the same line or a
# tag ("チーム： <a>White Dragons</a>": the name is in a link)
_AFTER = re.compile(r"(?<=[。、：！？」』])[ \t]+(?=\S|$)")
# a space between Japanese text and a full-width opening bracket, which Japanese does not write
# either ("選手 （20人）": the count is a span of its own, so the space may end the text before a tag)
_BEFORE_OPEN = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff])[ \t]+(?=[（「]|$)")
_OPENS = ("（", "「")
# the page as tags and the text between them; the elements whose text is left as it is
_TAG = re.compile(r"(<[^>]*>)")
_KEEP = re.compile(r"<(/?)(script|style|pre|textarea)\b", re.I)


def tighten(html: str) -> str:
    parts = _TAG.split(html)
    inside = 0  # depth of kept elements around the text
    for i, part in enumerate(parts):
        if i % 2:  # a tag
            kept = _KEEP.match(part)
            if kept:
                inside = max(0, inside + (-1 if kept.group(1) else 1))
        elif not inside:
            part = _AFTER.sub("", part)
            # a space ending the text before a tag goes only when the next text opens a bracket
            following = parts[i + 2] if i + 2 < len(parts) else ""
            if part.rstrip(" \t") != part and not following.startswith(_OPENS):
                tail = part[len(part.rstrip(" \t")) :]
                parts[i] = _BEFORE_OPEN.sub("", part.rstrip(" \t")) + tail
            else:
                parts[i] = _BEFORE_OPEN.sub("", part)
    return "".join(parts)


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
