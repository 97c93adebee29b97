"""Turn podcast show notes with timestamps into a chapter table with durations."""
import re
from datetime import timedelta

SHOW_NOTES = """
Episode 142 — Shipping small, shipping often

00:00 Intro and housekeeping
02:15 Listener mail: flaky tests
11:40 Main topic: trunk-based development
1:05:03 Feature flags in practice
1:31:20 Lightning round
1:44:59 Outro
Total runtime: 1:48:12
"""

STAMP = re.compile(r"^(?:(\d+):)?(\d{1,2}):(\d{2})\s+(.+)$")


def to_delta(h, m, s):
    return timedelta(hours=int(h or 0), minutes=int(m), seconds=int(s))


def human(td: timedelta) -> str:
    secs = int(td.total_seconds())
    h, rem = divmod(secs, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02}:{s:02}" if h else f"{m}:{s:02}"


def main():
    chapters = []
    runtime = None
    for line in SHOW_NOTES.strip().splitlines():
        if line.startswith("Total runtime:"):
            h, m, s = line.split(": ", 1)[1].split(":")
            runtime = to_delta(h, m, s)
        elif m := STAMP.match(line):
            chapters.append((to_delta(*m.groups()[:3]), m.group(4)))
    title = SHOW_NOTES.strip().splitlines()[0]
    print(title)
    print("=" * len(title))
    ends = [start for start, _ in chapters[1:]] + [runtime]
    longest = None
    for idx, ((start, name), end) in enumerate(zip(chapters, ends), 1):
        length = end - start
        share = length / runtime
        bar = "#" * round(share * 40)
        print(f"{idx:>2}. {human(start):>8}  {name:<36} {human(length):>8} {share:6.1%} {bar}")
        if longest is None or length > longest[0]:
            longest = (length, name)
    print(f"longest chapter: {longest[1]!r} ({longest[0]})")
    print("YouTube description format:")
    for start, name in chapters:
        print(f"  {human(start)} - {name.lower().capitalize()}")
    return len(chapters)


if __name__ == "__main__":
    main()
