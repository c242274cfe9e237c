# Vietnamese short dates as people write them (24/11/2026); Django's locale says 24-11-2026.
# Only these two keys are replaced: every other format comes from Django's own vi locale.
SHORT_DATE_FORMAT = "d/m/Y"
SHORT_DATETIME_FORMAT = "H:i d/m/Y"
