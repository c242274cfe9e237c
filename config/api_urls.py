"""URLs under /api/: the REST API, its OpenAPI schema and docs, and the token endpoint."""

from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView
from rest_framework.authtoken.views import obtain_auth_token
from rest_framework.routers import DefaultRouter

from tournaments.api.events import TournamentViewSet
from tournaments.api.players import RegistrationViewSet

EVENT = r"tournaments/(?P<slug>[-\w]+)"

router = DefaultRouter()
router.register("tournaments", TournamentViewSet, basename="tournament")
router.register(f"{EVENT}/players", RegistrationViewSet, basename="registration")

urlpatterns = [
    path("auth/token/", obtain_auth_token, name="api-token"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("redoc/", SpectacularRedocView.as_view(url_name="api-schema"), name="api-redoc"),
    path("", include(router.urls)),
]
