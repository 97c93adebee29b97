LOG = """2024-05-01 10:00:01 INFO api started
2024-05-01 10:00:05 ERROR db timeout after 30s
2024-05-01 10:01:10 WARN cache miss ratio 0.4
2024-05-01 10:02:00 ERROR db timeout after 31s
2024-05-01 10:03:30 INFO request /users 200
2024-05-01 10:04:45 ERROR auth token expired
2024-05-01 10:05:00 INFO request /orders 500"""


def parse(line):
    date, time, level, rest = line.split(" ", 3)
    hour, minute, _ = time.split(":")
    return {"when": f"{date}T{time}", "minute": int(hour) * 60 + int(minute), "level": level, "msg": rest}


def main():
    records = [parse(line) for line in LOG.splitlines()]
    by_level = {}
    for r in records:
        by_level.setdefault(r["level"], []).append(r)
    for level in sorted(by_level, key=lambda k: (-len(by_level[k]), k)):
        print(f"{level:<6}{len(by_level[level]):>3}")
    errors = by_level.get("ERROR", [])
    first, last = errors[0]["minute"], errors[-1]["minute"]
    print(f"errors span {last - first} minutes")
    words = {}
    for e in errors:
        for w in e["msg"].split():
            if w.isalpha():
                words[w] = words.get(w, 0) + 1
    top = sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    print(", ".join(f"{w}={n}" for w, n in top))
    return len(errors)
