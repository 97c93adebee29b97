import re
from collections import Counter, defaultdict

LOG = """\
2024-06-01 10:00:01 INFO  Starting worker pool size=4
2024-06-01 10:00:05 ERROR Failed to process job 1182
Traceback (most recent call last):
  File "/app/worker.py", line 88, in run
    result = handler(job)
  File "/app/handlers/image.py", line 41, in resize
    img = load(job.path)
FileNotFoundError: [Errno 2] No such file or directory: '/data/in/1182.png'
2024-06-01 10:00:09 WARN  Slow job 1183 took 12.4s
2024-06-01 10:01:15 ERROR Failed to process job 1190
Traceback (most recent call last):
  File "/app/worker.py", line 88, in run
    result = handler(job)
  File "/app/handlers/image.py", line 41, in resize
    img = load(job.path)
FileNotFoundError: [Errno 2] No such file or directory: '/data/in/1190.png'
2024-06-01 10:02:30 ERROR Failed to process job 1201
Traceback (most recent call last):
  File "/app/worker.py", line 88, in run
    result = handler(job)
  File "/app/handlers/billing.py", line 17, in charge
    amount = Decimal(job.amount)
decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]
2024-06-01 10:03:00 INFO  Heartbeat ok
2024-06-01 10:04:44 ERROR Failed to process job 1215
Traceback (most recent call last):
  File "/app/worker.py", line 91, in run
    raise TimeoutError(f"job {job.id} exceeded {limit}s")
TimeoutError: job 1215 exceeded 30s
"""

ENTRY_RE = re.compile(r"^(?P<ts>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) (?P<level>[A-Z]+)\s+(?P<msg>.*)$")
FRAME_RE = re.compile(r'^\s+File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<func>\w+)$')
EXC_RE = re.compile(r"^(?P<type>[\w.]+): (?P<detail>.*)$")
NUMBERS = re.compile(r"\d+")


def entries(text):
    current = None
    for line in text.splitlines():
        if m := ENTRY_RE.match(line):
            if current:
                yield current
            current = {**m.groupdict(), "extra": []}
        elif current is not None:
            current["extra"].append(line)
    if current:
        yield current


def signature(extra):
    frames = [f"{m['file'].rsplit('/', 1)[-1]}:{m['func']}" for ln in extra if (m := FRAME_RE.match(ln))]
    exc = next((EXC_RE.match(ln) for ln in reversed(extra) if EXC_RE.match(ln)), None)
    exc_type = exc["type"].rsplit(".", 1)[-1] if exc else "?"
    return exc_type, tuple(frames)


def main():
    levels = Counter()
    groups = defaultdict(list)
    for e in entries(LOG):
        levels[e["level"]] += 1
        if e["extra"]:
            sig = signature(e["extra"])
            detail = EXC_RE.match(e["extra"][-1])["detail"]
            groups[sig].append((e["ts"], NUMBERS.sub("N", detail)))
    print("levels:", dict(sorted(levels.items())))
    ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for rank, ((exc, frames), hits) in enumerate(ranked, 1):
        print(f"{rank}. {exc} x{len(hits)}")
        print("   at " + " -> ".join(frames))
        print(f"   first {hits[0][0]} last {hits[-1][0]}")
        print(f"   messages: {sorted(set(d for _, d in hits))}")
    return len(groups)


if __name__ == "__main__":
    main()
