"""A page, not a blank answer, when a browser opens the address of a button (a bookmarked or pasted
"drop player" link answers 405 Method Not Allowed with an empty body)."""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string


class MethodNotAllowedPage:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if (
            response.status_code == 405
            and request.method == "GET"
            and not request.path.startswith("/api/")
            and not response.content
        ):
            response.content = render_to_string("405.html", request=request).encode()
            response["Content-Type"] = "text/html; charset=utf-8"
        return response
