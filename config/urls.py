from django.contrib import admin
from django.urls import include, path

from config import health
from tournaments.api.errors import not_found

urlpatterns = [
    path("admin/", admin.site.urls),
    path("healthz", health.healthz, name="healthz"),
    path("api/", include("config.api_urls")),
    path("accounts/", include("tournaments.account_urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("tournaments.urls")),
]

# 404 as JSON under /api/ (a URL no route matches included), the site's page elsewhere.
handler404 = not_found
