DURATIONS = ("1h30m", "45m", "2h", "3h5m20s", "90s", "0h0m5s")


def to_seconds(text: str) -> int:
    total = 0
    number = ""
    for ch in text:
        if ch.isdigit():
            number += ch
        else:
            total += int(number) * {"h": 3600, "m": 60, "s": 1}[ch]
            number = ""
    return total


def pretty(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}"


def main() -> None:
    total = 0
    for d in DURATIONS:
        s = to_seconds(d)
        total += s
        print(d.rjust(8), str(s).rjust(6), pretty(s))
    print("total", pretty(total), "average %.1f s" % (total / len(DURATIONS)))
    print("longest:", max(DURATIONS, key=to_seconds), "sorted:", sorted(DURATIONS, key=to_seconds)[:3])
