"""Roll up JSON-lines product analytics events into per-user sessions and a daily funnel."""
import json
from collections import defaultdict, Counter
from datetime import datetime, timedelta

EVENTS = r"""
{"ts": "2024-05-01T09:00:05Z", "user": "u1", "event": "view", "props": {"page": "/pricing"}}
{"ts": "2024-05-01T09:02:10Z", "user": "u1", "event": "signup", "props": {"plan": "pro"}}
{"ts": "2024-05-01T09:03:00Z", "user": "u2", "event": "view", "props": {"page": "/"}}
{"ts": "2024-05-01T09:45:00Z", "user": "u1", "event": "purchase", "props": {"amount": 49.0}}
not json at all
{"ts": "2024-05-01T11:15:00Z", "user": "u2", "event": "view", "props": {"page": "/pricing"}}
{"ts": "2024-05-01T11:16:30Z", "user": "u2", "event": "signup", "props": {"plan": "starter"}}
{"ts": "2024-05-02T08:00:00Z", "user": "u3", "event": "view", "props": {}}
{"ts": "2024-05-02T08:01:00Z", "user": "u3", "event": "view", "props": {"page": "/docs"}}
{"ts": "2024-05-02T10:30:00Z", "user": "u2", "event": "purchase", "props": {"amount": 19.0}}
{"user": "u4", "event": "view"}
{"ts": "2024-05-02T12:00:00Z", "user": "u4", "event": "view", "props": {"page": "/"}}
{"ts": "2024-05-02T12:00:40Z", "user": "u4", "event": "signup", "props": {"plan": "pro"}}
{"ts": "2024-05-02T12:10:00Z", "user": "u4", "event": "purchase", "props": {"amount": 49.0}}
{"ts": "2024-05-02T12:11:00Z", "user": "u4", "event": "purchase", "props": {"amount": 15.5}}
"""

SESSION_GAP = timedelta(minutes=30)
FUNNEL = ["view", "signup", "purchase"]


def load(text):
    good, bad = [], []
    for n, line in enumerate(text.strip().splitlines(), 1):
        try:
            ev = json.loads(line)
            ev["ts"] = datetime.strptime(ev["ts"], "%Y-%m-%dT%H:%M:%SZ")
        except json.JSONDecodeError as e:
            bad.append((n, f"bad json: {e.msg}"))
        except KeyError as e:
            bad.append((n, f"missing field {e}"))
        else:
            good.append(ev)
    return good, bad


def sessions(events):
    by_user = defaultdict(list)
    for ev in sorted(events, key=lambda e: e["ts"]):
        by_user[ev["user"]].append(ev)
    for user, evs in sorted(by_user.items()):
        current = [evs[0]]
        for prev, ev in zip(evs, evs[1:]):
            if ev["ts"] - prev["ts"] > SESSION_GAP:
                yield user, current
                current = []
            current.append(ev)
        yield user, current


def main():
    events, bad = load(EVENTS)
    print(f"loaded {len(events)} events; rejected {len(bad)}")
    for n, why in bad:
        print(f"  line {n}: {why}")
    print("sessions:")
    lengths = []
    for user, evs in sessions(events):
        dur = evs[-1]["ts"] - evs[0]["ts"]
        lengths.append(dur)
        kinds = "->".join(e["event"] for e in evs)
        print(f"  {user} {evs[0]['ts']:%m-%d %H:%M} {str(dur):>8} {kinds}")
    avg = sum(lengths, timedelta()) / len(lengths)
    print("average session:", avg)

    per_day = defaultdict(lambda: {step: set() for step in FUNNEL})
    revenue = Counter()
    for ev in events:
        day = ev["ts"].date().isoformat()
        per_day[day][ev["event"]].add(ev["user"])
        if ev["event"] == "purchase":
            revenue[day] += ev["props"]["amount"]
    for day in sorted(per_day):
        counts = [len(per_day[day][s]) for s in FUNNEL]
        rates = [f"{b / a:.0%}" if a else "n/a" for a, b in zip(counts, counts[1:])]
        print(f"{day}: " + " > ".join(f"{s} {c}" for s, c in zip(FUNNEL, counts)) + f"  conv {rates}  revenue {revenue[day]:.2f}")
    plans = Counter(ev["props"].get("plan") for ev in events if ev["event"] == "signup")
    print(json.dumps({"plans": plans, "revenue": revenue}, sort_keys=True))


if __name__ == "__main__":
    main()
