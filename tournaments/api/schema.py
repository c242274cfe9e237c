"""OpenAPI generation: operations grouped by resource (players, rounds, hands, ...) rather than all
under "tournaments", so the docs page reads like a table of contents."""

from drf_spectacular.openapi import AutoSchema as BaseAutoSchema


class AutoSchema(BaseAutoSchema):
    def get_tags(self) -> list[str]:
        tag = getattr(self.view, "schema_tag", None)
        return [tag] if tag else super().get_tags()
