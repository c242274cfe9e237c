# English short dates for an international audience: 24 Nov 2026, 06:33 (Django's en locale writes
# 11/24/2026 6:33 a.m., which half the players read as the 11th of the 24th month).
# Only these two keys are replaced: every other format comes from Django's own en locale.
SHORT_DATE_FORMAT = "j M Y"
SHORT_DATETIME_FORMAT = "j M Y, H:i"
