"""Each request starts on the site's time zone: an event page switches to the event's own
(tournaments.views.common.event_for), and a thread serving the next request must not keep it."""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils import timezone


def SiteTimeZone(
    get_response: Callable[[HttpRequest], HttpResponse],
) -> Callable[[HttpRequest], HttpResponse]:
    def middleware(request: HttpRequest) -> HttpResponse:
        timezone.deactivate()
        return get_response(request)

    return middleware
