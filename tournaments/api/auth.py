"""POST /api/auth/token/ with username and password: the caller's API token (created on first use).

Send it as `Authorization: Token <key>`. Guesses are throttled per client address (the "auth" rate in
settings) so a password cannot be tried at speed.
"""

from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.throttling import ScopedRateThrottle

from tournaments.api.parsers import JSONBodyParser


class ObtainToken(ObtainAuthToken):
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "auth"
    # ObtainAuthToken names DRF's own parsers rather than the settings'
    parser_classes = (FormParser, MultiPartParser, JSONBodyParser)
