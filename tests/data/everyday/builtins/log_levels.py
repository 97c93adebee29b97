LOG = """2024-01-03 10:00:01 INFO  server started on port 8080
2024-01-03 10:00:05 WARN  disk usage at 81%
2024-01-03 10:01:12 ERROR failed to open /var/data/cache.db
2024-01-03 10:02:00 INFO  request id=17 took 120ms
2024-01-03 10:02:30 ERROR timeout talking to db
2024-01-03 10:03:45 DEBUG cache warm"""


def main() -> None:
    counts = {}
    errors = []
    for line in LOG.splitlines():
        date, time, level, message = line.split(maxsplit=3)
        level = level.strip().upper()
        counts[level] = counts.get(level, 0) + 1
        if level == "ERROR":
            errors.append(f"{time} {message}")
    for level in sorted(counts, key=lambda k: (-counts[k], k)):
        print(level.ljust(6, "."), str(counts[level]).rjust(3))
    print("errors:")
    for e in errors:
        print("  -", e.capitalize())
    print("share of errors: %.1f%%" % (100 * len(errors) / sum(counts.values())))
