from typing import Any

from django.contrib import admin
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView

from config import health
from tournaments.api.errors import not_found


class IconView(RedirectView):
    def get_redirect_url(self, *args: Any, **kwargs: Any) -> str:
        return static("img/icon.svg")  # at request time: the static files' manifest is read then


urlpatterns = [
    path("admin/", admin.site.urls),
    path("healthz", health.healthz, name="healthz"),
    # what browsers and bookmark tools ask for when a page names no icon (the pages name the SVG)
    path("favicon.ico", IconView.as_view(permanent=True)),
    path("api/", include("config.api_urls")),
    path("accounts/", include("tournaments.account_urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("tournaments.urls")),
]

# 404 as JSON under /api/ (a URL no route matches included), the site's page elsewhere.
handler404 = not_found
