# Vietnamese dates as people write them: short 24/11/2026 (Django's locale says 24-11-2026), long
# "3 tháng 12 năm 2026" (Django's "Ngày 03 tháng 12 năm 2026" read "Ngày" capitalized in the middle of
# a range, "Ngày 03 ... – Ngày 24 ...", and kept the leading zero).
# Only these keys are replaced: every other format comes from Django's own vi locale.
DATE_FORMAT = r"j \t\há\n\g n \nă\m Y"
DATETIME_FORMAT = r"H:i j \t\há\n\g n \nă\m Y"
SHORT_DATE_FORMAT = "d/m/Y"
SHORT_DATETIME_FORMAT = "H:i d/m/Y"
