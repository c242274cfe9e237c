"""The OpenAPI schema at /api/schema/ and the browsable docs at /api/docs/, which must work offline."""

from __future__ import annotations

import re

import pytest
import yaml
from django.contrib.staticfiles import finders
from django.test import Client

pytestmark = pytest.mark.django_db


def test_the_schema_is_openapi_3_and_documents_every_area_of_the_api() -> None:
    response = Client().get("/api/schema/")
    assert response.status_code == 200
    schema = yaml.safe_load(response.content)
    assert schema["openapi"].startswith("3.")
    paths = set(schema["paths"])
    for expected in (
        "/api/tournaments/",
        "/api/tournaments/{slug}/players/csv/",
        "/api/tournaments/{slug}/rounds/{number}/seating/",
        "/api/tournaments/{slug}/games/{game}/hands/",
        "/api/tournaments/{slug}/games/{id}/final-scores/",
        "/api/tournaments/{slug}/penalties/{id}/cancel/",
        "/api/tournaments/{slug}/standings/",
        "/api/tournaments/{slug}/team-standings/",
        "/api/tournaments/{slug}/players/{number}/stats/",
        "/api/hand/",
        "/api/auth/token/",
    ):
        assert expected in paths
    assert {"tokenAuth", "cookieAuth"} <= set(schema["components"]["securitySchemes"])


def test_the_json_schema_is_served_on_request() -> None:
    response = Client().get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    assert response.json()["info"]["title"] == "Riichi league API"


def test_the_docs_page_loads_swagger_ui_from_this_site_not_a_cdn() -> None:
    response = Client().get("/api/docs/")
    assert response.status_code == 200
    assets = re.findall(r'(?:src|href)="([^"]+)"', response.content.decode())
    assert assets
    for asset in assets:
        assert asset.startswith("/static/"), asset
        assert finders.find(asset.removeprefix("/static/")), f"{asset} is not among the static files"


def test_the_api_root_points_to_the_docs_the_schema_and_every_entry_point() -> None:
    root = Client().get("/api/", HTTP_ACCEPT="application/json").json()
    assert root["docs"].endswith("/api/docs/") and root["schema"].endswith("/api/schema/")
    for key in ("tournaments", "hand", "presets", "token"):
        assert root[key].startswith("http://testserver/api/"), key
    assert Client().get(root["docs"].removeprefix("http://testserver")).status_code == 200


def test_every_operation_lists_its_errors_with_their_shape() -> None:
    schema = yaml.safe_load(Client().get("/api/schema/").content)
    field_errors = {"$ref": "#/components/schemas/FieldErrors"}
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            if method in ("post", "put", "patch", "delete"):
                assert responses["400"]["content"]["application/json"]["schema"] == field_errors, (
                    method,
                    path,
                )
                assert "401" in responses and "409" in responses, (method, path)
            assert "403" in responses, (method, path)
            if "{" in path:
                assert "404" in responses, (method, path)
    assert schema["components"]["schemas"]["FieldErrors"]["additionalProperties"]["type"] == "array"
