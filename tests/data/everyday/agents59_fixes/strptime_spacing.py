"""Parse timestamps from several log formats, as agents write them: padded days, runs of
spaces or tabs between fields, lower-case literals, and the errors CPython gives."""
from datetime import datetime

SAMPLES = [
    ("Oct  9 07:00:00", "%b %d %H:%M:%S"),
    ("Oct 19 07:00:00", "%b %d %H:%M:%S"),
    ("Oct 9", "%b%d"),
    ("2024-01-05   10:30", "%Y-%m-%d %H:%M"),
    ("2024-01-05\t10:30", "%Y-%m-%d %H:%M"),
    ("2024-01-05 \t 10:30", "%Y-%m-%d\t%H:%M"),
    ("2024-01-0510:30", "%Y-%m-%d %H:%M"),
    ("2024-01-05 ", "%Y-%m-%d "),
    ("2024-01-05", "%Y-%m-%d "),
    ("  2024-01-05", " %Y-%m-%d"),
    ("  2024-01-05", "%Y-%m-%d"),
    ("2024t10", "%YT%H"),
    ("2024-01-05 10:30 PM", "%Y-%m-%d %I:%M %p"),
    ("24-1-5", "%Y-%m-%d"),
    ("2024-1-5", "%Y-%m-%d"),
    ("5/1/4", "%d/%m/%y"),
    ("5/1/24", "%d/%m/%y"),
    ("Oct  0", "%b %d"),
    ("Oct 32", "%b %d"),
    ("12024-01-05", "%Y-%m-%d"),
    ("2024-01-05 7:5:3", "%Y-%m-%d %H:%M:%S"),
]


def parse(text, fmt):
    try:
        return datetime.strptime(text, fmt).isoformat(sep=" ")
    except ValueError as err:
        return f"ValueError: {err}"


def main():
    for text, fmt in SAMPLES:
        print(f"{text!r:<24} {fmt!r:<22} {parse(text, fmt)}")
    syslog = ["<34>Oct  1 22:14:15 web01 sshd: ok", "<13>Oct 11 22:14:16 web01 app: ok"]
    stamps = [datetime.strptime("2023 " + line[4:19], "%Y %b %d %H:%M:%S") for line in syslog]
    print("apart:", stamps[1] - stamps[0])
