"""Small charts drawn on the server as inline SVG: no script, no library, works offline and in print."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

# Small units so the labels stay readable on a phone; the CSS caps the drawn width on desktops.
WIDTH = 480
HEIGHT = 240
PAD_LEFT = 40
PAD_RIGHT = 8
PAD_TOP = 10
PAD_BOTTOM = 24
# The narrowest axis a chart draws: table points (a game whose scores never moved) and game points.
SCORE_SPAN = 10000
POINTS_SPAN = 10


def _nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2, 5 x 10^k) giving about `ticks` grid lines over `span`."""
    raw = max(span / ticks, 1e-9)
    power = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1.0
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


def _frame(low: float, high: float, least: float = 1) -> tuple[float, float, float]:
    """The axis from `low` to `high` widened to round ticks, and the step between ticks. A span
    narrower than `least` is widened around its middle first: scores that never moved (all four at
    25,000) get an axis of 20k to 30k, not 25k and 25.001k."""
    if high - low < least:
        middle = (low + high) / 2
        low, high = middle - least / 2, middle + least / 2
    step = _nice_step(high - low)
    low = (low // step) * step
    high = -((-high) // step) * step
    return low, high, step


def _y(value: float, low: float, high: float) -> float:
    inner = HEIGHT - PAD_TOP - PAD_BOTTOM
    return PAD_TOP + inner * (1 - (value - low) / (high - low))


def _score_unit() -> tuple[float, str]:
    """Table points on the axis as a reader of the page counts them: 24k, or 2.4万 in Japanese."""
    return (10000, "万") if (get_language() or "").startswith("ja") else (1000, "k")


def _grid(low: float, high: float, step: float, scale: float, unit: str) -> SafeString:
    lines = []
    for index in range(round((high - low) / step) + 1):
        # from the index, not by adding steps up: no 0.30000000000000004, no -5.55e-17 for zero
        value = round(low + index * step, 9) + 0.0  # + 0.0 turns -0.0 into 0.0
        y = _y(value, low, high)
        # a typographic minus, as in the tables; zero is plain 0 (not 0k)
        label = f"{value / scale:g}{unit}" if value else "0"
        if unit == "万" and 0 < abs(value) < scale:  # a Japanese reader writes 5,000, not 0.5万
            label = f"{value:,.0f}"
        label = label.replace("-", "\u2212")
        lines.append(
            (PAD_LEFT, y, WIDTH - PAD_RIGHT, y, "zero" if value == 0 else "axis", PAD_LEFT - 4, y + 3, label)
        )
    return format_html_join(
        "",
        '<line x1="{}" y1="{}" x2="{}" y2="{}" class="{}"/><text x="{}" y="{}" text-anchor="end">{}</text>',
        lines,
    )


# the height a second line of labels under the axis adds
SUB_LINE = 13


def _height(labels: Sequence[str]) -> int:
    return HEIGHT + (SUB_LINE if any(" " in label for label in labels) else 0)


# each seat's line drawn this far from the next (in chart units): two players level on 30,000 were
# one line, the other hidden under it
_SEAT_OFFSET = 2.0


# The score chart is drawn at the width the page gives it, its text at the page's size (13 px, as
# `.chart text` sets it): a viewBox scaled the whole drawing, and at 1280 px its labels grew half
# again as large as the page's text. Across, everything is placed in percent of the width (the lines
# in a nested, stretched drawing whose strokes keep their width); down, in pixels.
SCORE_LEFT = 14.0  # percent of the width left of the plot, for the score labels ("−1.5万" at 360 px)
SCORE_RIGHT = 2.0


def _px(index: int, count: int) -> float:
    """Across, in percent of the chart's width, the `index`-th of `count` points."""
    inner = 100 - SCORE_LEFT - SCORE_RIGHT
    return SCORE_LEFT + (inner * index / (count - 1) if count > 1 else inner / 2)


def score_chart(series: Sequence[Sequence[int]], labels: Sequence[str], title: str = "") -> SafeString:
    """The four players' scores after each hand, one line per seat (class s0..s3)."""
    count = max((len(s) for s in series), default=0)
    if count < 2:
        return mark_safe("")
    values = [v for s in series for v in s]
    low, high, step = _frame(min(values), max(values), least=SCORE_SPAN)
    scale, unit = _score_unit()
    grid = []
    for index in range(round((high - low) / step) + 1):
        value = round(low + index * step, 9) + 0.0  # from the index: no 0.30000000000000004
        y = f"{_y(value, low, high):.1f}"
        label = f"{value / scale:g}{unit}" if value else "0"
        if unit == "万" and 0 < abs(value) < scale:  # a Japanese reader writes 5,000, not 0.5万
            label = f"{value:,.0f}"
        grid.append(
            format_html(
                '<line x1="{}%" y1="{}" x2="{}%" y2="{}" class="{}"/>'
                '<text x="{}%" dx="-4" y="{}" dy="3" text-anchor="end">{}</text>',
                SCORE_LEFT,
                y,
                100 - SCORE_RIGHT,
                y,
                "zero" if value == 0 else "axis",
                SCORE_LEFT,
                y,
                label.replace("-", "\u2212"),  # a typographic minus, as in the tables
            )
        )
    every = max(1, -(-count // 9))  # at most about 9 labels, so a phone can read them
    texts = []
    for i, label in enumerate(labels):
        if i % every:
            continue
        # the last label ends at the right edge instead of being centred past it (it was cut off)
        x, anchor = f"{_px(i, count):.2f}", "end" if i == count - 1 else "middle"
        main, _space, sub = label.partition(" ")
        texts.append(
            format_html('<text x="{}%" y="{}" text-anchor="{}">{}</text>', x, HEIGHT - 8, anchor, main)
        )
        if sub:  # "E3-3 chombo": the second word on a line below, or it ran into the next label
            texts.append(
                format_html(
                    '<text x="{}%" y="{}" text-anchor="{}" class="sub">{}</text>',
                    x,
                    HEIGHT - 8 + SUB_LINE,
                    anchor,
                    sub,
                )
            )
    # the lines in units of 0..100 across (percent of the width), stretched with the chart
    lines = format_html_join(
        "",
        '<polyline class="s{}" points="{}" vector-effect="non-scaling-stroke"/>',
        (
            (
                seat,
                " ".join(
                    f"{_px(i, count):.2f},{_y(v, low, high) + _SEAT_OFFSET * (seat - 1.5):.1f}"
                    for i, v in enumerate(points)
                ),
            )
            for seat, points in enumerate(series)
        ),
    )
    height = _height(labels)
    return format_html(
        '<svg class="chart" id="score-chart" width="100%" height="{}" role="img" aria-label="{}">{}{}'
        '<svg width="100%" height="{}" viewBox="0 0 100 {}" preserveAspectRatio="none">{}</svg></svg>',
        height,
        title,
        mark_safe("".join(grid)),
        mark_safe("".join(texts)),
        height,
        height,
        lines,
    )


def results_chart(
    points: Sequence[float],
    cumulative: Sequence[float],
    rounds: Sequence[int],
    title: str = "",
    live: Sequence[bool] = (),
) -> SafeString:
    """One bar per game (points won or lost) and a line of the running total; a game still being
    played (`live`) is drawn lighter: its points are the scores of the moment."""
    count = len(points)
    if count == 0:
        return mark_safe("")
    values = [*points, *cumulative, 0.0]
    low, high, step = _frame(min(values), max(values), least=POINTS_SPAN)
    inner = WIDTH - PAD_LEFT - PAD_RIGHT
    slot = inner / count
    bar = max(4.0, slot * 0.5)
    zero = _y(0, low, high)
    bars = []
    for i, value in enumerate(points):
        centre = PAD_LEFT + slot * (i + 0.5)
        top = _y(max(value, 0), low, high)
        bottom = _y(min(value, 0), low, high)
        height = max(bottom - top, 1)
        bars.append(
            (
                f"{centre - bar / 2:.1f}",
                f"{top:.1f}",
                f"{bar:.1f}",
                f"{height:.1f}",
                ("f0" if value >= 0 else "f1") + (" live" if i < len(live) and live[i] else ""),
            )
        )
    bars_svg = format_html_join("", '<rect x="{}" y="{}" width="{}" height="{}" class="{}"/>', bars)
    line_points = " ".join(
        f"{PAD_LEFT + slot * (i + 0.5):.1f},{_y(v, low, high):.1f}" for i, v in enumerate(cumulative)
    )
    labels = format_html_join(
        "",
        '<text x="{}" y="{}" text-anchor="middle">{}</text>',
        ((f"{PAD_LEFT + slot * (i + 0.5):.1f}", HEIGHT - 8, n) for i, n in enumerate(rounds)),
    )
    return format_html(
        '<svg class="chart" viewBox="0 0 {} {}" role="img" aria-label="{}">{}{}'
        '<line x1="{}" y1="{}" x2="{}" y2="{}" class="zero"/>'
        '<polyline class="s2" points="{}"/></svg>',
        WIDTH,
        HEIGHT,
        title,
        _grid(low, high, step, 1, ""),
        mark_safe(bars_svg + labels),
        PAD_LEFT,
        f"{zero:.1f}",
        WIDTH - PAD_RIGHT,
        f"{zero:.1f}",
        line_points,
    )
