"""OpenAPI generation: operations grouped by resource (players, rounds, hands, ...) rather than all
under "tournaments", so the docs page reads like a table of contents; and every operation lists the
errors it can answer (tournaments/api/errors.py), not only its success."""

from typing import Any

from drf_spectacular.openapi import AutoSchema as BaseAutoSchema
from drf_spectacular.plumbing import ResolvedComponent

FIELD_ERRORS = {
    "type": "object",
    "description": "Each refused field (or non_field_errors) with its problems, in words.",
    "additionalProperties": {"type": "array", "items": {"type": "string"}},
    "example": {"name": ["is required"]},
}
DETAIL = {
    "type": "object",
    "properties": {"detail": {"type": "string"}},
    "required": ["detail"],
    "example": {"detail": "Not found."},
}
WRITES = ("POST", "PUT", "PATCH", "DELETE")
IDEMPOTENCY_KEY = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": False,
    "description": "Any printable ASCII text up to 80 characters, new for each new write: the same "
    "write sent again with the same key is carried out once, and answered as the first time with "
    "`Idempotent-Replayed: true` (kept a day per user, path and key). The same key with another body "
    "is a 422; while the first is still running, a 409.",
    "schema": {"type": "string", "maxLength": 80, "pattern": "^[ -~]*$"},
}


class AutoSchema(BaseAutoSchema):
    def get_tags(self) -> list[str]:
        tag = getattr(self.view, "schema_tag", None)
        return [tag] if tag else super().get_tags()

    def _idempotent(self) -> bool:
        """A write that honours Idempotency-Key (tournaments/api/idempotency.py): the event API's,
        but for those a view lists in `not_idempotent` (a preview stores nothing)."""
        return (
            self.method in WRITES
            and getattr(self.view, "idempotent_writes", False)
            and getattr(self.view, "action", None) not in getattr(self.view, "not_idempotent", ())
        )

    def _get_parameters(self) -> Any:
        parameters = super()._get_parameters()
        if self._idempotent() and not any(p.get("name") == IDEMPOTENCY_KEY["name"] for p in parameters):
            parameters.append(dict(IDEMPOTENCY_KEY))
        return parameters

    def _get_response_bodies(self, direction: Any = "response") -> Any:
        responses = super()._get_response_bodies(direction)
        if direction != "response":
            return responses
        write = self.method in WRITES
        errors: dict[str, tuple[str, str]] = {}
        if write or getattr(self.view, "filterset_class", None) is not None:
            errors["400"] = ("FieldErrors", "The input is refused; nothing was changed.")
        if write:
            errors["401"] = ("Detail", "Not signed in (a token or a session is needed).")
        errors["403"] = ("Detail", "The caller's role in the event does not allow it.")
        if "{" in self.path:
            errors["404"] = ("Detail", "No such object, or an event the caller may not see.")
        if write:
            errors["409"] = ("FieldErrors", "A change made at the same time conflicts; reload and retry.")
            errors["413"] = ("FieldErrors", "The request body is larger than 2.5 MB.")
            errors["415"] = ("Detail", "The body is neither JSON nor a form (its Content-Type).")
        if self._idempotent():
            errors["422"] = ("FieldErrors", "The Idempotency-Key was used already for a different request.")
        if getattr(self.view, "throttle_scope", None) or getattr(self.view, "throttle_classes", None):
            errors["429"] = ("Detail", "Too many requests from this address; wait and retry.")
        for code, (name, description) in errors.items():
            ref = self._error_component(name)
            responses.setdefault(
                code, {"description": description, "content": {"application/json": {"schema": ref}}}
            )
        return responses

    def _error_component(self, name: str) -> dict[str, str]:
        component = ResolvedComponent(
            name=name,
            type=ResolvedComponent.SCHEMA,
            object=name,
            schema=FIELD_ERRORS if name == "FieldErrors" else DETAIL,
        )
        self.registry.register_on_missing(component)
        return component.ref
