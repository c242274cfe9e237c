import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    }
    full_env.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=full_env, capture_output=True, text=True
    )


def test_production_settings_pass_the_deploy_check_with_no_warnings() -> None:
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DEBUG="false",
        SECRET_KEY="a-long-random-production-secret-key-0123456789-abcdefghijklmnop",
        ALLOWED_HOSTS="league.example.org",
    )
    assert result.returncode == 0, result.stderr + result.stdout
    assert "no issues" in result.stdout


def test_production_refuses_to_start_without_a_secret_key() -> None:
    result = run_manage("check", DEBUG="false", ALLOWED_HOSTS="league.example.org")
    assert result.returncode != 0
    assert "SECRET_KEY" in result.stderr


def test_the_database_follows_database_url() -> None:
    result = run_manage(
        "shell",
        "-c",
        "from django.conf import settings; print(settings.DATABASES['default']['ENGINE'])",
        DATABASE_URL="postgres://u@db.example:5432/league",
    )
    assert result.stdout.strip().splitlines()[-1] == "django.db.backends.postgresql"
