DURATIONS = ["1h30m", "45m", "2h", "10s", "1h1m1s", "90s"]
UNITS = {"h": 3600, "m": 60, "s": 1}


def seconds(text):
    total = number = 0
    for ch in text:
        if "0" <= ch <= "9":
            number = number * 10 + int(ch)
        else:
            total, number = total + number * UNITS[ch], 0
    return total


def fmt(secs):
    h, rest = secs // 3600, secs % 3600
    m, s = rest // 60, rest % 60
    return ":".join(f"{x:02d}" for x in (h, m, s))


def main() -> None:
    parsed = {d: seconds(d) for d in DURATIONS}
    for d, s in sorted(parsed.items(), key=lambda kv: kv[1]):
        print(f"{d:>7} = {s:>5}s = {fmt(s)}")
    print("total:", fmt(sum(parsed.values())))
