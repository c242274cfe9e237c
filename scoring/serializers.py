"""Shapes of the hand calculator's request and result, for the OpenAPI schema.

The engine (scoring.engine.request) is the one validator of a hand request, shared with
`python -m scoring hand`; these serializers describe the same keys (docs/hand-format.md) so the
schema and the browsable docs show them.
"""

from __future__ import annotations

from rest_framework import serializers

WINDS = ["E", "S", "W", "N"]


def _strings(help_text: str) -> serializers.ListField:
    return serializers.ListField(child=serializers.CharField(), required=False, help_text=help_text)


class HandRequestSerializer(serializers.Serializer):
    ruleset = serializers.JSONField(
        required=False, help_text='A preset name ("tenhou", "wrc", ...) or an object of ruleset fields.'
    )
    hand = serializers.CharField(
        required=False, help_text='Concealed tiles with the winning tile, e.g. "234m406p11z" (tile entry).'
    )
    melds = serializers.ListField(
        child=serializers.CharField(),
        required=False,
        help_text='e.g. ["chi:340m", "pon:555z", "ankan:9999s"]',
    )
    win = serializers.CharField(required=False, help_text='The winning tile, e.g. "1z".')
    tsumo = serializers.BooleanField(required=False, default=False)
    seat = serializers.ChoiceField(choices=WINDS, required=False, help_text="Winner's seat wind.")
    round = serializers.ChoiceField(choices=WINDS, required=False, help_text="Round wind.")
    from_ = serializers.ChoiceField(choices=WINDS, required=False, help_text="Discarder (ron only).")
    riichi = serializers.BooleanField(required=False, default=False)
    double_riichi = serializers.BooleanField(required=False, default=False)
    ippatsu = serializers.BooleanField(required=False, default=False)
    haitei = serializers.BooleanField(required=False, default=False)
    houtei = serializers.BooleanField(required=False, default=False)
    rinshan = serializers.BooleanField(required=False, default=False)
    chankan = serializers.BooleanField(required=False, default=False)
    tenhou = serializers.BooleanField(required=False, default=False)
    chiihou = serializers.BooleanField(required=False, default=False)
    renhou = serializers.BooleanField(required=False, default=False)
    dora = _strings("Dora indicators.")
    ura = serializers.ListField(
        child=serializers.CharField(), required=False, help_text="Ura-dora indicators."
    )
    honba = serializers.IntegerField(required=False, min_value=0)
    deposits = serializers.IntegerField(required=False, min_value=0, help_text="Riichi sticks on the table.")
    han = serializers.IntegerField(required=False, min_value=0, help_text="Quick entry: han (dora included).")
    fu = serializers.IntegerField(required=False, min_value=20, help_text="Quick entry: fu.")
    yaku = serializers.ListField(
        child=serializers.CharField(), required=False, help_text="Quick entry: yaku."
    )
    yakuman = _strings("Quick entry: yakuman names.")
    dora_count = serializers.IntegerField(required=False, min_value=0, help_text="Quick entry: dora.")

    def get_fields(self) -> dict[str, serializers.Field]:
        fields = super().get_fields()
        fields["from"] = fields.pop("from_")  # "from" is a Python keyword
        return fields


class YakuSerializer(serializers.Serializer):
    name = serializers.CharField()
    han = serializers.IntegerField()


class HandResultSerializer(serializers.Serializer):
    legal = serializers.BooleanField()
    han = serializers.IntegerField(required=False)
    fu = serializers.IntegerField(required=False)
    yaku = YakuSerializer(many=True, required=False)
    limit = serializers.CharField(required=False, allow_null=True)
    deltas = serializers.DictField(child=serializers.IntegerField(), required=False)
    warnings = serializers.ListField(child=serializers.CharField(), required=False)

    def get_fields(self) -> dict[str, serializers.Field]:
        fields = super().get_fields()
        # "errors" would shadow Serializer.errors as a class attribute.
        fields["errors"] = serializers.ListField(
            child=serializers.CharField(), required=False, help_text="Why the hand is not legal."
        )
        return fields


class PresetSerializer(serializers.Serializer):
    name = serializers.CharField()
    ruleset = serializers.DictField(help_text="Every ruleset field (docs/hand-format.md, Rulesets).")
