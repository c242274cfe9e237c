"""Hand records as stored: JSON in the ledger's record format (the project's game JSON, see
scoring.engine.importers.gamejson), converted here only."""

from typing import Any

from scoring.engine.importers.gamejson import GameFormatError, record_from_json, record_to_json
from scoring.engine.records import Record
from tournaments.services.errors import ServiceError


def hand_from_json(data: Any) -> Record:
    """The engine record for stored/posted JSON; a malformed record raises ServiceError("record", ...)
    whose message names the field inside the record ("record.wins[0].winner: must be a seat 0-3")."""
    try:
        return record_from_json(data, where="record")
    except GameFormatError as exc:
        raise ServiceError("record", str(exc)) from None


def hand_to_json(record: Record) -> dict[str, Any]:
    return record_to_json(record)
