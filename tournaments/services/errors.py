"""The error every service raises for bad input: a Django ValidationError keyed by field name."""

from django.core.exceptions import ValidationError


class ServiceError(ValidationError):
    """Bad input for a service. `message_dict` maps each field to its problems, so forms
    (`form.add_error(None, err)`) and the API (a JSON object of fields) can show them as they are."""

    def __init__(self, field: str, message: str | list[str]) -> None:
        messages = [message] if isinstance(message, str) else list(message)
        super().__init__({field: messages})
        self.field = field

    def __str__(self) -> str:
        return "; ".join(f"{field}: {m}" for field, msgs in self.message_dict.items() for m in msgs)


def shown(text: str) -> str:
    """A value sent, as a message says it back: quoted, its first 40 characters."""
    return repr(text if len(text) <= 40 else text[:40] + "…")
