LOG = """2024-01-05 10:00:01 INFO server started
2024-01-05 10:00:05 WARN disk usage 85%
2024-01-05 10:01:10 ERROR connection refused: db01
2024-01-05 10:02:00 INFO request served in 120ms
2024-01-05 10:02:30 ERROR timeout: api02
2024-01-05 10:03:45 INFO request served in 80ms
2024-01-05 10:04:00 DEBUG cache hit
"""


def parse_line(line):
    date, time, level, *rest = line.split()
    return {"date": date, "time": time, "level": level, "msg": " ".join(rest)}


def main():
    entries = [parse_line(l) for l in LOG.splitlines() if l.strip()]
    counts = {}
    for e in entries:
        counts[e["level"]] = counts.get(e["level"], 0) + 1
    for level, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{level:>6}: {'#' * n} ({n})")
    errors = [e for e in entries if e["level"] == "ERROR"]
    for e in errors:
        kind, _, target = e["msg"].partition(": ")
        print("error at %s -> %s (%s)" % (e["time"], target, kind))
    durations = []
    for e in entries:
        msg = e["msg"]
        if msg.startswith("request served in ") and msg.endswith("ms"):
            durations.append(int(msg[len("request served in "):-2]))
    if durations:
        avg = sum(durations) / len(durations)
        print("avg latency: {:.1f}ms over {} requests".format(avg, len(durations)))
    first, *_, last = entries
    print("span:", first["time"], "->", last["time"])
    hours = {e["time"].split(":")[1] for e in entries}
    print("minutes seen:", sorted(hours))


if __name__ == "__main__":
    main()
