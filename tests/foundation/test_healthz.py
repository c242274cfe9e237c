import pytest
from django.test import Client

from config import health


@pytest.mark.django_db
def test_it_reports_every_part_up_with_200(client: Client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["down"] == []
    assert body["database"] == "ok"
    assert body["cache"] == "ok"
    assert body["broker"] in {"ok", "eager"}


@pytest.mark.django_db
@pytest.mark.parametrize("part", ["database", "cache", "broker"])
def test_it_names_the_part_that_is_down_with_503(
    client: Client, monkeypatch: pytest.MonkeyPatch, part: str
) -> None:
    def broken() -> str:
        raise ConnectionError("connection refused")

    monkeypatch.setitem(health.CHECKS, part, broken)
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["down"] == [part]
    assert "connection refused" in body[part]


@pytest.mark.django_db
def test_it_reports_an_unreachable_broker(client: Client, settings) -> None:
    # A real connection attempt to a port nobody listens on, not a mock.
    settings.CELERY_TASK_ALWAYS_EAGER = False
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["down"] == ["broker"]
