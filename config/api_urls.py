"""URLs under /api/: the REST API, its OpenAPI schema and docs, and the token endpoint."""

from django.http import HttpRequest, JsonResponse
from django.urls import include, path, re_path
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.reverse import reverse
from rest_framework.routers import APIRootView, DefaultRouter

from scoring.api import HandCalculatorView, PresetListView
from tournaments.api.auth import ObtainToken
from tournaments.api.events import TournamentViewSet
from tournaments.api.games import GameViewSet
from tournaments.api.hands import HandViewSet
from tournaments.api.me import MyResultsView
from tournaments.api.penalties import PenaltyViewSet
from tournaments.api.players import RegistrationViewSet
from tournaments.api.rounds import RoundViewSet
from tournaments.api.standings import AuditViewSet, StandingViewSet, TeamStandingViewSet

EVENT = r"tournaments/(?P<slug>[-\w]+)"


class ApiRoot(APIRootView):
    """The API's entry points, its interactive docs and its OpenAPI schema."""

    def get(self, request: Request, *args: object, **kwargs: object) -> Response:
        response = super().get(request, *args, **kwargs)
        for key, name in (
            ("docs", "api-docs"),
            ("schema", "api-schema"),
            ("hand", "api-hand"),
            ("presets", "api-presets"),
            ("token", "api-token"),
        ):
            response.data[key] = reverse(name, request=request)
        return response


@csrf_exempt  # it changes nothing: a POST from a signed-in browser gets the 404, not a CSRF page
def unmatched(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"detail": "Not found."}, status=404)


router = DefaultRouter()
router.APIRootView = ApiRoot
router.register("tournaments", TournamentViewSet, basename="tournament")
router.register(f"{EVENT}/players", RegistrationViewSet, basename="registration")
router.register(f"{EVENT}/rounds", RoundViewSet, basename="round")
router.register(f"{EVENT}/games", GameViewSet, basename="game")
router.register(rf"{EVENT}/games/(?P<game>[0-9]{{1,12}})/hands", HandViewSet, basename="hand")
router.register(f"{EVENT}/penalties", PenaltyViewSet, basename="penalty")
router.register(f"{EVENT}/standings", StandingViewSet, basename="standing")
router.register(f"{EVENT}/team-standings", TeamStandingViewSet, basename="team-standing")
router.register(f"{EVENT}/audit", AuditViewSet, basename="audit")

urlpatterns = [
    path("auth/token/", ObtainToken.as_view(), name="api-token"),
    path("hand/", HandCalculatorView.as_view(), name="api-hand"),
    path("presets/", PresetListView.as_view(), name="api-presets"),
    path("me/results/", MyResultsView.as_view(), name="api-my-results"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("", include(router.urls)),
    # last: any other URL under /api/ is a JSON 404 with DEBUG on too (Django's debug page is HTML)
    re_path(r"^.*$", unmatched),
]
