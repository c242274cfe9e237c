from django.contrib import admin
from django.urls import include, path

from config import health

urlpatterns = [
    path("admin/", admin.site.urls),
    path("healthz", health.healthz, name="healthz"),
    path("api/", include("config.api_urls")),
    path("accounts/", include("tournaments.account_urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("tournaments.urls")),
]
