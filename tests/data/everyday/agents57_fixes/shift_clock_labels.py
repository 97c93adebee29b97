"""Label shift handovers with time-of-day formats: time.strftime and f-string specs."""
from datetime import time, datetime, timedelta

HANDOVERS = [time(6, 0), time(13, 30, 15), time(21, 45, 0, 250000), time(0, 5), time(12, 0)]


def label(t):
    period = "morning" if t.hour < 12 else "afternoon" if t.hour < 18 else "night"
    return f"{t:%I:%M %p} ({period})"


def main():
    for t in HANDOVERS:
        print(f"{t!s:<16} {t.strftime('%H:%M'):>6} {label(t):<22} {t.strftime('%H%M%S.%f|%z|%Z|%j|%a %d %b %Y'):<40} {t:%X}")
    print(f"{time(9, 5):}", format(time(23, 59, 59), "%H:%M:%S"), time(7).strftime("%%H at %-H" if False else "%%H at %H"))
    start = datetime(2024, 5, 6, 22, 0)
    shifts = [(start + timedelta(hours=8 * i)).time() for i in range(4)]
    print(" -> ".join(s.strftime("%H:%M") for s in shifts))
    print(sorted(HANDOVERS)[0].strftime("earliest %I %p"), max(HANDOVERS).strftime("latest %H:%M"))


if __name__ == "__main__":
    main()
