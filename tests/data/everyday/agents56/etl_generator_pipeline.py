"""An ETL pipeline of generators: read, parse, filter, enrich, batch and load."""
import itertools
import json
from collections import Counter
from datetime import datetime

RAW_EVENTS = [
    '{"ts": "2024-04-01T08:00:00", "user": "u1", "type": "login"}',
    '{"ts": "2024-04-01T08:05:13", "user": "u1", "type": "purchase", "amount": 19.99}',
    'not json at all',
    '{"ts": "2024-04-01T08:07:00", "user": "u2", "type": "login"}',
    '{"ts": "2024-04-01T09:00:00", "user": "u2", "type": "purchase", "amount": 5}',
    '{"ts": "2024-04-01T09:30:00", "user": "u3", "type": "purchase"}',
    '{"ts": "2024-04-01T10:15:00", "user": "u1", "type": "logout"}',
    '{"ts": "2024-04-01T11:45:00", "user": "u4", "type": "purchase", "amount": 120.0}',
    '{"ts": "2024-04-01T11:50:00", "user": "u2", "type": "purchase", "amount": 42.5}',
]

STATS = Counter()


def parse(lines):
    for line in lines:
        try:
            yield json.loads(line)
        except json.JSONDecodeError:
            STATS["bad_json"] += 1


def valid_purchases(events):
    for e in events:
        if e["type"] != "purchase":
            STATS["skipped_" + e["type"]] += 1
            continue
        if "amount" not in e:
            STATS["missing_amount"] += 1
            continue
        yield e


def enrich(events, tiers):
    for e in events:
        ts = datetime.fromisoformat(e["ts"])
        yield {**e, "hour": ts.hour, "tier": tiers.get(e["user"], "free"),
               "amount": round(float(e["amount"]), 2)}


def batched(iterable, size):
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


class Warehouse:
    def __init__(self):
        self.rows = []
        self.loads = 0

    def load(self, batch):
        self.loads += 1
        self.rows.extend(batch)
        return len(batch)


def main():
    tiers = {"u1": "pro", "u4": "enterprise"}
    wh = Warehouse()
    pipeline = enrich(valid_purchases(parse(RAW_EVENTS)), tiers)
    for batch in batched(pipeline, 2):
        n = wh.load(batch)
        print(f"loaded batch of {n}: {[r['user'] for r in batch]}")
    print(f"{wh.loads} loads, {len(wh.rows)} rows; stats {dict(sorted(STATS.items()))}")
    by_hour = itertools.groupby(sorted(wh.rows, key=lambda r: r["hour"]), key=lambda r: r["hour"])
    for hour, rows in by_hour:
        rows = list(rows)
        print(f"  {hour:02d}:00 {len(rows)} purchase(s) totalling {sum(r['amount'] for r in rows):8.2f}")
    revenue = {t: sum(r["amount"] for r in wh.rows if r["tier"] == t)
               for t in sorted({r["tier"] for r in wh.rows})}
    print("revenue by tier:", revenue)
    running = list(itertools.accumulate(r["amount"] for r in wh.rows))
    print("running total:", running)


if __name__ == "__main__":
    main()
