"""Shift, stretch and renumber SubRip subtitles; report reading-speed problems."""
import re
from datetime import timedelta

SRT = """1
00:00:01,200 --> 00:00:03,900
Where were you last night?

2
00:00:04,100 --> 00:00:05,000
Out.

3
00:00:05,500 --> 00:00:09,250
Out where? You said you'd be
back before the rain started.

4
00:00:59,800 --> 00:01:02,010
[thunder rumbles]
"""

STAMP = re.compile(r"(\d{2}):(\d{2}):(\d{2}),(\d{3})")


def to_delta(text):
    h, m, s, ms = map(int, STAMP.fullmatch(text).groups())
    return timedelta(hours=h, minutes=m, seconds=s, milliseconds=ms)


def to_stamp(delta):
    total_ms = round(delta.total_seconds() * 1000)
    if total_ms < 0:
        total_ms = 0
    hours, rest = divmod(total_ms, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    seconds, ms = divmod(rest, 1000)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d},{ms:03d}"


def parse(text):
    cues = []
    for block in text.strip().split("\n\n"):
        lines = block.splitlines()
        start, end = (to_delta(p.strip()) for p in lines[1].split("-->"))
        cues.append({"index": int(lines[0]), "start": start, "end": end, "lines": lines[2:]})
    return cues


def retime(cues, offset=timedelta(0), factor=1.0):
    out = []
    for cue in cues:
        out.append(dict(cue, start=cue["start"] * factor + offset, end=cue["end"] * factor + offset))
    return out


def render(cues):
    blocks = []
    for n, cue in enumerate(cues, start=1):
        blocks.append("\n".join([str(n), f"{to_stamp(cue['start'])} --> {to_stamp(cue['end'])}", *cue["lines"]]))
    return "\n\n".join(blocks) + "\n"


def reading_speed(cue):
    chars = sum(len(line) for line in cue["lines"])
    seconds = (cue["end"] - cue["start"]).total_seconds()
    return chars / seconds if seconds else float("inf")


def main():
    cues = parse(SRT)
    print(f"parsed {len(cues)} cues, last ends at {to_stamp(cues[-1]['end'])}")
    shifted = retime(cues, offset=timedelta(milliseconds=-1500))
    print(render(shifted))
    stretched = retime(cues, factor=25 / 23.976)
    for before, after in zip(cues, stretched):
        drift = after["start"] - before["start"]
        print(f"#{before['index']}: {to_stamp(before['start'])} -> {to_stamp(after['start'])} (+{drift.total_seconds():.3f}s)")
    print()
    for cue in cues:
        cps = reading_speed(cue)
        flag = "TOO FAST" if cps > 17 else "ok"
        print(f"cue {cue['index']}: {cps:5.1f} chars/s {flag}")
    gaps = [(b["start"] - a["end"]) for a, b in zip(cues, cues[1:])]
    print("gaps:", [g.total_seconds() for g in gaps])
    print("longest gap:", max(gaps))
    return len(shifted)


if __name__ == "__main__":
    main()
