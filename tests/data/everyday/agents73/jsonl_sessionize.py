import json
from datetime import datetime, timedelta
from itertools import groupby, pairwise
from operator import itemgetter
from statistics import mean

EVENTS = """\
{"user": "u1", "ts": "2024-05-01T09:00:00", "page": "/home"}
{"user": "u2", "ts": "2024-05-01T09:01:10", "page": "/pricing"}
{"user": "u1", "ts": "2024-05-01T09:04:30", "page": "/docs"}
{"user": "u1", "ts": "2024-05-01T09:12:00", "page": "/docs/api"}
{"user": "u2", "ts": "2024-05-01T09:50:00", "page": "/signup"}
{"user": "u1", "ts": "2024-05-01T10:15:00", "page": "/home"}
{"user": "u3", "ts": "2024-05-01T11:00:00", "page": "/blog"}
not json at all
{"user": "u2", "ts": "2024-05-01T09:52:30", "page": "/welcome"}
{"user": "u1", "ts": "2024-05-01T10:20:00", "page": "/pricing"}
{"ts": "2024-05-01T10:21:00", "page": "/orphan"}
"""

GAP = timedelta(minutes=30)


def load(text):
    good, bad = [], []
    for n, line in enumerate(text.splitlines(), start=1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            bad.append((n, f"invalid JSON: {exc.msg}"))
            continue
        if "user" not in rec:
            bad.append((n, "missing user"))
            continue
        rec["ts"] = datetime.fromisoformat(rec["ts"])
        good.append(rec)
    return good, bad


def sessionize(events):
    sessions = []
    events = sorted(events, key=itemgetter("user", "ts"))
    for user, group in groupby(events, key=itemgetter("user")):
        current = []
        for ev in group:
            if current and ev["ts"] - current[-1]["ts"] > GAP:
                sessions.append((user, current))
                current = []
            current.append(ev)
        sessions.append((user, current))
    return sessions


def main():
    events, errors = load(EVENTS)
    for line_no, why in errors:
        print(f"skip line {line_no}: {why}")
    sessions = sessionize(events)
    durations = []
    for i, (user, evs) in enumerate(sessions, 1):
        span = evs[-1]["ts"] - evs[0]["ts"]
        durations.append(span.total_seconds())
        path = " > ".join(e["page"] for e in evs)
        gaps = [int((b["ts"] - a["ts"]).total_seconds()) for a, b in pairwise(evs)]
        print(f"#{i} {user} {evs[0]['ts']:%H:%M}-{evs[-1]['ts']:%H:%M} ({span}) {path} gaps={gaps}")
    print(f"sessions={len(sessions)} avg={mean(durations) / 60:.1f} min")
    bounce = sum(1 for _, evs in sessions if len(evs) == 1)
    print(f"bounce rate: {bounce / len(sessions):.0%}")
    summary = {u: len(list(g)) for u, g in groupby(sessions, key=itemgetter(0))}
    print(json.dumps(summary, sort_keys=True))
    return summary


if __name__ == "__main__":
    main()
