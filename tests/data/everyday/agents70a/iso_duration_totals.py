import re
from datetime import timedelta

DURATION_RE = re.compile(
    r"^P(?:(?P<days>\d+)D)?(?:T(?:(?P<hours>\d+)H)?(?:(?P<minutes>\d+)M)?(?:(?P<seconds>\d+(?:\.\d+)?)S)?)?$"
)

VIDEOS = {
    "intro": "PT4M13S",
    "setup": "PT12M",
    "deep-dive": "PT1H2M30S",
    "q-and-a": "PT45M5.5S",
    "workshop": "P1DT2H",
    "broken": "4 minutes",
    "outro": "PT59S",
}


def parse_duration(text: str) -> timedelta:
    m = DURATION_RE.match(text)
    if not m or text in ("P", "PT"):
        raise ValueError(f"not an ISO 8601 duration: {text!r}")
    parts = {k: float(v) for k, v in m.groupdict().items() if v}
    return timedelta(**parts)


def human(td: timedelta) -> str:
    total = int(td.total_seconds())
    days, rem = divmod(total, 86400)
    hours, rem = divmod(rem, 3600)
    minutes, seconds = divmod(rem, 60)
    pieces = [f"{n}{u}" for n, u in ((days, "d"), (hours, "h"), (minutes, "m"), (seconds, "s")) if n]
    return " ".join(pieces) or "0s"


def main():
    durations = {}
    for name, raw in VIDEOS.items():
        try:
            durations[name] = parse_duration(raw)
        except ValueError as exc:
            print("skip:", exc)
    for name, td in sorted(durations.items(), key=lambda kv: kv[1]):
        print(f"{name:<10} {str(td):>18}  {human(td)}")
    total = sum(durations.values(), timedelta())
    print("total:", total, "=", human(total))
    print("seconds:", total.total_seconds())
    avg = total / len(durations)
    print("average:", avg)
    short = [n for n, td in durations.items() if td < timedelta(minutes=10)]
    print("short:", short)
    print("days/seconds/micro:", total.days, total.seconds, total.microseconds)
    return human(total)


if __name__ == "__main__":
    main()
