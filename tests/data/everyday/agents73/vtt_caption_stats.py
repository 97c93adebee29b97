import re
from datetime import timedelta

VTT = """WEBVTT

00:00:01.000 --> 00:00:04.200
Welcome back to the show.

00:00:04.500 --> 00:00:09.000
<v Dana>Today we're talking about
<v Dana>compilers, and why they're fun.

00:00:09.100 --> 00:00:11.000
<v Sam>Are they though?

00:01:02.250 --> 00:01:07.900
<v Dana>Absolutely. Let's start with parsing.

00:01:07.500 --> 00:01:10.000
<v Sam>Okay, okay.
"""

TS = re.compile(r"(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})")
CUE = re.compile(rf"^(?P<start>{TS.pattern}) --> (?P<end>{TS.pattern})")
VOICE = re.compile(r"<v ([^>]+)>")


def to_td(text: str) -> timedelta:
    h, m, s, ms = TS.fullmatch(text).groups()
    return timedelta(hours=int(h or 0), minutes=int(m), seconds=int(s), milliseconds=int(ms))


def fmt(td: timedelta) -> str:
    total_ms = td // timedelta(milliseconds=1)
    secs, ms = divmod(total_ms, 1000)
    mins, secs = divmod(secs, 60)
    return f"{mins:02d}:{secs:02d}.{ms:03d}"


def main():
    cues = []
    blocks = VTT.strip().split("\n\n")[1:]
    for block in blocks:
        first, *text = block.splitlines()
        m = CUE.match(first)
        start, end = to_td(m["start"]), to_td(m["end"])
        speakers = sorted({v for line in text for v in VOICE.findall(line)})
        plain = " ".join(VOICE.sub("", t) for t in text)
        cues.append((start, end, speakers, plain))

    talk = {}
    words = {}
    for start, end, speakers, plain in cues:
        who = speakers[0] if speakers else "(narrator)"
        talk[who] = talk.get(who, timedelta()) + (end - start)
        words[who] = words.get(who, 0) + len(plain.split())
        cps = len(plain) / (end - start).total_seconds()
        flag = " FAST" if cps > 17 else ""
        print(f"{fmt(start)} {fmt(end)} {who:<11} {cps:5.1f} cps{flag}  {plain[:40]}")

    print()
    for who in sorted(talk, key=talk.get, reverse=True):
        wpm = words[who] / (talk[who].total_seconds() / 60)
        print(f"{who:<11} {talk[who].total_seconds():6.2f}s {words[who]:3d} words {wpm:6.1f} wpm")
    for (s1, e1, *_), (s2, e2, *_) in zip(cues, cues[1:]):
        if s2 < e1:
            print(f"overlap at {fmt(s2)} by {(e1 - s2).total_seconds():.3f}s")
        elif s2 - e1 > timedelta(seconds=30):
            print(f"silence gap {fmt(e1)} -> {fmt(s2)} ({s2 - e1})")
    shifted = [(s + timedelta(seconds=2.5), e + timedelta(seconds=2.5)) for s, e, *_ in cues]
    print("shifted first cue:", fmt(shifted[0][0]), "-->", fmt(shifted[0][1]))
    return len(cues)


if __name__ == "__main__":
    main()
