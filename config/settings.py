"""Settings read from the environment.

Embedded defaults (SQLite, local-memory cache, eager Celery) make `make run` and quick tests work with
no services; DATABASE_URL and REDIS_URL switch to PostgreSQL and Redis.
"""

import os
from pathlib import Path

import dj_database_url
from django.utils.translation import gettext_lazy

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", True)
SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise RuntimeError("SECRET_KEY must be set when DEBUG is off")
    SECRET_KEY = "dev-only-insecure-key-" + "x" * 40
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver" if DEBUG else "")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_countries",  # country names in the page's language
    "scoring",
    "tournaments",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.method_page.MethodNotAllowedPage",
    "config.time_zone.SiteTimeZone",
    "config.cjk_spacing.JapaneseSpacing",
]

if not DEBUG:
    # Serves collected static files in production; in development runserver serves them from the apps.
    MIDDLEWARE.insert(1, "whitenoise.middleware.WhiteNoiseMiddleware")

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Two scorers saving at once: each transaction takes the write lock when it begins and waits
    # up to 20 s for it, instead of failing with "database is locked" when it tries to write.
    DATABASES["default"].setdefault("OPTIONS", {}).update({"transaction_mode": "IMMEDIATE", "timeout": 20})
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# Celery: Redis when configured, otherwise tasks run inline (eagerly) in the calling process.
CELERY_BROKER_URL = REDIS_URL or "memory://localhost/"
CELERY_RESULT_BACKEND = REDIS_URL or "cache+memory://"
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_TIME_LIMIT = 300
CELERY_TASK_SOFT_TIME_LIMIT = 240
CELERY_RESULT_EXPIRES = 3600
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
# Sign-in finds the account whatever the case typed (exact spelling first), as sign-up refuses
# names differing only in case. Sessions made under the old ModelBackend end once, at deploy.
AUTHENTICATION_BACKENDS = ["tournaments.auth_backends.CaseInsensitiveModelBackend"]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("ja", "日本語"), ("vi", "Tiếng Việt")]
# Kosovo plays in European events under XK, a code ISO 3166 leaves to user assignment; django-countries
# calls Nauru by its own name, Naoero, in English, and the Bahamas "Bahamas (The)"
COUNTRIES_OVERRIDE = {
    "XK": gettext_lazy("Kosovo"),
    "NR": gettext_lazy("Nauru"),
    "BS": gettext_lazy("Bahamas"),
}
LOCALE_PATHS = [BASE_DIR / "locale"]
FORMAT_MODULE_PATH = ["config.formats"]
TIME_ZONE = os.environ.get("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Token first: an anonymous API call then gets 401 with `WWW-Authenticate: Token`.
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    # DRF's three, the JSON one answering a body nested thousands deep with a 400 (not a 500)
    "DEFAULT_PARSER_CLASSES": [
        "tournaments.api.parsers.JSONBodyParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "tournaments.api.pagination.Pages",
    "PAGE_SIZE": 50,
    "DEFAULT_SCHEMA_CLASS": "tournaments.api.schema.AutoSchema",
    # Service and engine errors become 400 {"field": ["message"]}; see tournaments/api/errors.py.
    "EXCEPTION_HANDLER": "tournaments.api.errors.exception_handler",
    # Only the token endpoint is throttled (ScopedRateThrottle, scope "auth"): password guessing.
    "DEFAULT_THROTTLE_RATES": {"auth": os.environ.get("API_AUTH_RATE", "30/min")},
    # Trusted reverse proxies in front of the site: throttles then read the client's address from
    # X-Forwarded-For instead of the proxy's (0: REMOTE_ADDR is the client).
    "NUM_PROXIES": int(os.environ.get("NUM_PROXIES", "0")),
}
# The sign-in page: failed attempts allowed per username and address (django-ratelimit, in CACHES).
LOGIN_FAILURE_RATE = os.environ.get("LOGIN_FAILURE_RATE", "10/15m")
SPECTACULAR_SETTINGS = {
    "TITLE": "Riichi league API",
    "DESCRIPTION": "Tournaments, seatings, hand-by-hand results and standings.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI (/api/docs/) served from the installed sidecar package, not a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    "ENUM_NAME_OVERRIDES": {
        "TournamentStatusEnum": "tournaments.models.TournamentStatus",
        "RoundStatusEnum": "tournaments.models.RoundStatus",
        "GameStatusEnum": "tournaments.models.GameStatus",
        "RegistrationStatusEnum": "tournaments.models.RegistrationStatus",
        "WindEnum": "scoring.serializers.WINDS",
    },
}

# Production hardening: on whenever DEBUG is off, so `check --deploy` is clean.
if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    X_FRAME_OPTIONS = "DENY"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"client_errors": {"()": "config.logging_filters.ClientErrorOneLine"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["client_errors"]}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        # One line per task run is noise in eager mode (every recorded hand queues a standings refresh).
        "celery.app.trace": {"level": "INFO" if REDIS_URL else "WARNING"},
        # Django's own console handler printed every refused request a second time (via the root)
        "django": {"handlers": [], "level": "INFO", "propagate": True},
    },
}
