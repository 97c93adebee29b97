UNITS = [("week", 7 * 24 * 3600), ("day", 24 * 3600), ("hour", 3600), ("minute", 60), ("second", 1)]


def humanize(seconds, parts=2):
    if seconds < 0:
        return "-" + humanize(-seconds, parts)
    if seconds == 0:
        return "now"
    chunks = []
    for name, size in UNITS:
        count, seconds = divmod(seconds, size)
        if count:
            chunks.append(f"{count} {name}{'s' if count != 1 else ''}")
    chunks = chunks[:parts]
    if len(chunks) == 1:
        return chunks[0]
    return ", ".join(chunks[:-1]) + " and " + chunks[-1]


def clock(seconds):
    h, rest = divmod(int(seconds), 3600)
    m, s = divmod(rest, 60)
    frac = seconds - int(seconds)
    return f"{h:02d}:{m:02d}:{s:02d}" + (f".{round(frac * 1000):03d}" if frac else "")


def parse_clock(text):
    parts = [float(p) for p in text.split(":")]
    if len(parts) > 3:
        raise ValueError(f"too many fields in {text!r}")
    total = 0.0
    for p in parts:
        total = total * 60 + p
    return total


def main():
    for s in (0, 1, 59, 61, 3600, 3661, 86399, 90061, 694861, 1209600, -125):
        print(f"{s:>8} | {humanize(s):<22} | {humanize(s, 3)}")
    for s in (0.5, 59.999, 3723.25, 86400):
        print(clock(s))
    for text in ("1:02:03", "45.5", "10:00", "1:2:3:4", "x:10"):
        try:
            print(text, "->", parse_clock(text))
        except ValueError as err:
            print(text, "-> error:", err)
    return humanize(10 ** 7, 5)


if __name__ == "__main__":
    main()
