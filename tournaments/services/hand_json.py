"""Hand records as stored: JSON in the ledger's record format (scoring.engine), converted here only."""

from typing import Any

from scoring.engine.records import Record
from tournaments.services.errors import ServiceError


def hand_from_json(data: Any) -> Record:
    """The engine record for stored/posted JSON; a malformed record raises ServiceError("record", ...)."""
    from scoring.engine.records_json import RecordFormatError, record_from_dict

    try:
        return record_from_dict(data)
    except (RecordFormatError, TypeError, ValueError, KeyError) as exc:
        raise ServiceError("record", str(exc)) from None


def hand_to_json(record: Record) -> dict[str, Any]:
    from scoring.engine.records_json import record_to_dict

    return record_to_dict(record)
