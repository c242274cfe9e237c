"""Seating for tournaments: who sits where, round by round (pure Python, no Django).

Public API (docs/seating.md): generate, generate_round, schedule_quality, parse_script,
choose_sit_outs, sit_out_choices, METHODS, SeatingError, SeatingScriptError.
Command line: `python -m tournaments.seating --help`.
"""

from .methods import BACKGROUND_EFFORT, METHODS, SeatingError, generate, generate_round
from .quality import schedule_quality
from .script import SeatingScriptError, parse_script
from .sitout import choose_sit_outs, sit_out_choices

__all__ = [
    "BACKGROUND_EFFORT",
    "METHODS",
    "SeatingError",
    "SeatingScriptError",
    "choose_sit_outs",
    "generate",
    "generate_round",
    "parse_script",
    "schedule_quality",
    "sit_out_choices",
]
