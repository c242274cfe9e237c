# Two commands set everything up: `make run` (demo site) and `make test` (the whole suite).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
STAMP := $(VENV)/.installed

.PHONY: run test check bench install lint format migrate worker clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[dev]"
	touch $(STAMP)

install: $(STAMP)

migrate: $(STAMP)
	$(BIN)/python manage.py migrate --noinput

run: migrate
	$(BIN)/python manage.py load_demo
	$(BIN)/python manage.py runserver 127.0.0.1:$(PORT)

test: $(STAMP)
	$(BIN)/pytest $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(STAMP)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

check: lint
	$(BIN)/mypy .
	$(BIN)/python manage.py makemigrations --check --dry-run
	$(BIN)/pytest $(PYTEST_ARGS)

bench: $(STAMP)
	@for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

worker: $(STAMP)
	$(BIN)/celery -A config worker --loglevel=info

clean:
	rm -rf $(VENV) staticfiles .mypy_cache .ruff_cache
