"""The result of validating one winning hand, shared by the tile path and quick entry."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class HandResult:
    legal: bool
    errors: list[str] = field(default_factory=list)
    han: int = 0
    fu: int = 0
    yaku: list[tuple[str, int]] = field(default_factory=list)  # (canonical name, han); dora kinds apart
    dora: int = 0
    ura: int = 0
    aka: int = 0
    fu_details: list[tuple[str, int]] = field(default_factory=list)
    limit: str | None = None
    yakuman: int = 0  # yakuman multiple counted (0 for ordinary hands)
    base: int = 0
    deltas: dict[str, int] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    @classmethod
    def illegal(cls, *errors: str) -> HandResult:
        return cls(legal=False, errors=list(errors))

    def to_json(self) -> dict[str, Any]:
        out = self._fields()
        if self.warnings:
            out["warnings"] = self.warnings
        return out

    def _fields(self) -> dict[str, Any]:
        if not self.legal:
            return {"legal": False, "errors": self.errors}
        return {
            "legal": True,
            "han": self.han,
            "fu": self.fu,
            "yaku": [{"name": name, "han": han} for name, han in self.yaku],
            "dora_count": self.dora,
            "ura_count": self.ura,
            "aka_count": self.aka,
            "fu_details": [{"reason": reason, "fu": fu} for reason, fu in self.fu_details],
            "limit": self.limit,
            "yakuman": self.yakuman,
            "base": self.base,
            "deltas": self.deltas,
        }
