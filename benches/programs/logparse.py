# Parsing log lines with split/partition/strip and grouping into dicts.
def make_lines(n):
    levels = ["INFO", "WARN", "ERROR", "DEBUG"]
    out = []
    for i in range(n):
        out.append(f"2024-03-{i % 28 + 1:02d} 12:{i % 60:02d}:{(i * 7) % 60:02d} [{levels[i % 4]}] svc{i % 13}: request id={i} took={i % 997}ms user=u{i % 101}")
    return out

def main() -> int:
    lines = make_lines(30000)
    by_level = {}
    slow = 0
    users = set()
    for line in lines:
        date, time, rest = line.split(" ", 2)
        level = rest[rest.index("[") + 1:rest.index("]")]
        svc, _, msg = rest.partition("] ")[2].partition(": ")
        fields = dict(kv.split("=") for kv in msg.split()[1:])
        took = int(fields["took"].rstrip("ms"))
        if took > 900:
            slow += 1
        users.add(fields["user"])
        by_level.setdefault(level, []).append(took)
    summary = {k: (len(v), sum(v) // len(v)) for k, v in sorted(by_level.items())}
    print(summary, slow, len(users))
    return slow
