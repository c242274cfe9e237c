"""Celery app, configured from Django settings (CELERY_* names) and autodiscovering each app's tasks.py."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("config")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.task(name="config.ping")
def ping() -> str:
    """Answers 'pong': used by /healthz-style checks and the real-worker test."""
    return "pong"
