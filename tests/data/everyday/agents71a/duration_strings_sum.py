import re
from datetime import timedelta

UNIT_SECONDS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1, "ms": 0.001}
TOKEN = re.compile(r"(\d+(?:\.\d+)?)\s*(ms|w|d|h|m|s)", re.I)
CLOCK = re.compile(r"^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.(\d+))?$")

entries = """
build     1h 5m 30s
test      45m
deploy    00:12:07
lint      90s
docs      1:02:03.5
e2e       2h30m
cache     750ms
bench     1.5h
release   1d 2h
soak      1w
broken    5 minutes
"""


def parse_duration(text):
    text = text.strip()
    if m := CLOCK.match(text):
        h, mi, s, frac = m.groups()
        secs = int(h or 0) * 3600 + int(mi) * 60 + int(s)
        if frac:
            secs += int(frac) / 10 ** len(frac)
        return secs
    pos, total = 0, 0.0
    for m in TOKEN.finditer(text):
        if text[pos:m.start()].strip():
            raise ValueError(f"cannot parse {text!r} near {text[pos:m.start()]!r}")
        total += float(m.group(1)) * UNIT_SECONDS[m.group(2).lower()]
        pos = m.end()
    if pos != len(text) or pos == 0:
        raise ValueError(f"cannot parse {text!r}")
    return total


def humanize(seconds):
    if seconds < 1:
        return f"{seconds * 1000:.0f}ms"
    parts = []
    rest = int(round(seconds))
    for unit in ("w", "d", "h", "m", "s"):
        size = UNIT_SECONDS[unit]
        qty, rest = divmod(rest, size)
        if qty:
            parts.append(f"{qty}{unit}")
    return " ".join(parts)


def main():
    ok = {}
    for line in entries.strip().splitlines():
        name, raw = line.split(None, 1)
        try:
            ok[name] = parse_duration(raw)
        except ValueError as e:
            print("skip:", e)
    for name, secs in sorted(ok.items(), key=lambda kv: kv[1], reverse=True):
        print(f"{name:<8}{secs:>12,.3f}s  {humanize(secs):>12}  {str(timedelta(seconds=secs)):>20}")
    total = sum(ok.values())
    print("-" * 56)
    print(f"{'total':<8}{total:>12,.3f}s  {humanize(total):>12}  {str(timedelta(seconds=total)):>20}")
    pipeline = [ok[k] for k in ("build", "test", "deploy", "lint")]
    print("pipeline:", humanize(sum(pipeline)), "| share of build: {:.1%}".format(ok["build"] / sum(pipeline)))
    td = timedelta(seconds=ok["release"]) - timedelta(seconds=ok["soak"])
    print("release - soak =", td, "| days:", td.days, "| abs:", abs(td))
    print("as minutes:", {k: round(v / 60, 2) for k, v in ok.items() if v < 3600})
    return humanize(total)


if __name__ == "__main__":
    main()
