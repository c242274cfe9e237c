"""Seating for tournaments: who sits where, round by round (pure Python, no Django).

Public API (docs/seating.md): generate, generate_round, schedule_quality, parse_script, METHODS,
SeatingError, SeatingScriptError. Command line: `python -m tournaments.seating --help`.
"""

from .methods import METHODS, SeatingError, generate, generate_round
from .quality import schedule_quality
from .script import SeatingScriptError, parse_script

__all__ = [
    "METHODS",
    "SeatingError",
    "SeatingScriptError",
    "generate",
    "generate_round",
    "parse_script",
    "schedule_quality",
]
