"""A penalty's amount is written out: "1e3" was taken as 1000 points (a typo of one letter deciding
the standings), and NaN or Infinity reached the service. Each is a 400 under `amount` saying why."""

from __future__ import annotations

from typing import Any

import pytest

from tests.api.conftest import Cast

pytestmark = pytest.mark.django_db


def add(cast: Cast, amount: Any) -> Any:
    return cast.client("owner").post(
        f"/api/tournaments/{cast.tournament.slug}/penalties/",
        {"player": 2, "amount": amount, "reason": "late"},
        format="json",
    )


@pytest.mark.parametrize("amount", ["1e3", "-2E1", "1e-2", "5.0e+1"])
def test_exponent_notation_is_refused(public_event: Cast, amount: str) -> None:
    response = add(public_event, amount)
    assert response.status_code == 400
    assert response.json() == {
        "amount": [f"must be written out, such as -20 or 2.5, not in exponent notation ('{amount}')"]
    }
    assert not public_event.tournament.penalties.exists()


@pytest.mark.parametrize("amount", ["NaN", "Infinity", "-inf", "sNaN"])
def test_a_number_that_is_not_finite_is_refused(public_event: Cast, amount: str) -> None:
    response = add(public_event, amount)
    assert response.status_code == 400
    assert response.json() == {"amount": ["must be a finite number of points, such as -20"]}


@pytest.mark.parametrize("amount", [10**7, "-12345678", "1" * 40])
def test_an_amount_of_many_digits_names_the_bound_not_a_count_of_digits(
    public_event: Cast, amount: Any
) -> None:
    """It said "Ensure that there are no more than 6 digits before the decimal point."."""
    response = add(public_event, amount)
    assert (response.status_code, response.json()) == (400, {"amount": ["is beyond 1000 points either way"]})


def test_more_than_three_decimals_is_said_plainly(public_event: Cast) -> None:
    assert add(public_event, "-1.0001").json() == {"amount": ["has more than 3 decimals"]}
