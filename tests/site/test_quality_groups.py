"""The seating page's quality headings, read from a round's stored figures."""

from django.utils import translation

from tournaments.views.seating_methods import quality_groups


def headings(quality: dict) -> list[str]:
    with translation.override("en"):
        return [str(heading) for heading, _rows in quality_groups(quality)]


def test_the_heading_counts_the_rounds_seated_so_far() -> None:
    assert "Rounds 1–3, seated so far" in headings({"rounds": 3, "repeats": 0})
    assert "Round 1" in headings({"rounds": 1, "repeats": 0})


def test_figures_stored_without_a_round_count_get_a_heading_without_a_blank() -> None:
    """A round seated before the count was stored read "Rounds 1–, seated so far"."""
    assert "Rounds seated so far" in headings({"repeats": 2})
    assert not any("1–," in h for h in headings({"repeats": 2}))
