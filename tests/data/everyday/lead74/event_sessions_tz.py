import json
from datetime import datetime, timezone, timedelta

EVENTS = json.loads("""[
  {"id": "e1", "ts": "2024-03-10T01:30:00+00:00", "user": "u1", "action": "login"},
  {"id": "e2", "ts": "2024-03-10T01:31:10+00:00", "user": "u1", "action": "view", "page": "/home"},
  {"id": "e3", "ts": "2024-03-10T02:45:00+00:00", "user": "u1", "action": "view", "page": "/pricing"},
  {"id": "e4", "ts": "2024-03-10T09:00:00-05:00", "user": "u2", "action": "login"},
  {"id": "e5", "ts": "2024-03-10T09:05:00-05:00", "user": "u2", "action": "purchase", "amount": 49.0},
  {"id": "e6", "ts": "2024-03-10T14:20:00+00:00", "user": "u2", "action": "view", "page": "/account"}
]""")
GAP = timedelta(minutes=30)


def sessions(events):
    by_user = {}
    for e in sorted(events, key=lambda e: (e["user"], datetime.fromisoformat(e["ts"]))):
        ts = datetime.fromisoformat(e["ts"]).astimezone(timezone.utc)
        user_sessions = by_user.setdefault(e["user"], [])
        if user_sessions and ts - user_sessions[-1][-1][0] <= GAP:
            user_sessions[-1].append((ts, e))
        else:
            user_sessions.append([(ts, e)])
    return by_user


def main():
    for user, sess in sessions(EVENTS).items():
        print(user)
        for i, s in enumerate(sess, 1):
            start, end = s[0][0], s[-1][0]
            actions = ",".join(e["action"] for _, e in s)
            revenue = sum(e.get("amount", 0) for _, e in s)
            print(f"  #{i} {start:%H:%M}-{end:%H:%M}Z ({(end - start).seconds // 60} min) {actions}" + (f" ${revenue:.2f}" if revenue else ""))
    first = min(datetime.fromisoformat(e["ts"]) for e in EVENTS)
    last = max(datetime.fromisoformat(e["ts"]) for e in EVENTS)
    print(first.isoformat(), "->", last.astimezone(timezone(timedelta(hours=-5))).isoformat())
    print(json.dumps({"span_hours": round((last - first).total_seconds() / 3600, 2)}))
