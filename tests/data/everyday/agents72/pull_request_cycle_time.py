"""Compute pull-request cycle times and reviewer load from a JSON export."""
import json
from collections import Counter
from datetime import datetime
from statistics import median

EXPORT = """[
 {"number": 801, "author": "mia", "created": "2024-04-01T09:12:00Z", "merged": "2024-04-01T15:40:00Z",
  "reviews": [{"by": "raj", "state": "APPROVED", "at": "2024-04-01T14:02:00Z"}], "additions": 120, "deletions": 30},
 {"number": 802, "author": "raj", "created": "2024-04-01T11:00:00Z", "merged": "2024-04-03T10:00:00Z",
  "reviews": [{"by": "mia", "state": "CHANGES_REQUESTED", "at": "2024-04-01T16:00:00Z"},
              {"by": "mia", "state": "APPROVED", "at": "2024-04-02T17:30:00Z"},
              {"by": "lee", "state": "APPROVED", "at": "2024-04-03T09:00:00Z"}], "additions": 640, "deletions": 210},
 {"number": 803, "author": "lee", "created": "2024-04-02T08:00:00Z", "merged": null,
  "reviews": [], "additions": 15, "deletions": 2},
 {"number": 804, "author": "mia", "created": "2024-04-02T10:30:00Z", "merged": "2024-04-02T11:05:00Z",
  "reviews": [{"by": "lee", "state": "APPROVED", "at": "2024-04-02T10:58:00Z"}], "additions": 8, "deletions": 8},
 {"number": 805, "author": "sam", "created": "2024-04-03T13:00:00Z", "merged": "2024-04-05T13:00:00Z",
  "reviews": [{"by": "raj", "state": "COMMENTED", "at": "2024-04-04T09:00:00Z"},
              {"by": "mia", "state": "APPROVED", "at": "2024-04-05T12:00:00Z"}], "additions": 300, "deletions": 0}
]"""


def ts(value):
    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")


def size_label(changed: int) -> str:
    for limit, label in ((10, "XS"), (50, "S"), (250, "M"), (1000, "L")):
        if changed < limit:
            return label
    return "XL"


def main():
    prs = json.loads(EXPORT)
    merged = [p for p in prs if p["merged"]]
    open_prs = [p["number"] for p in prs if not p["merged"]]
    cycle_hours = {}
    first_review = {}
    for p in merged:
        created = ts(p["created"])
        cycle_hours[p["number"]] = (ts(p["merged"]) - created).total_seconds() / 3600
        if p["reviews"]:
            first = min(ts(r["at"]) for r in p["reviews"])
            first_review[p["number"]] = (first - created).total_seconds() / 3600
    print(f"{'PR':>4} {'author':<6} {'size':<4} {'cycle h':>8} {'1st review h':>13} rounds")
    for p in merged:
        n = p["number"]
        rounds = sum(r["state"] == "CHANGES_REQUESTED" for r in p["reviews"]) + 1
        print(f"{n:>4} {p['author']:<6} {size_label(p['additions'] + p['deletions']):<4} "
              f"{cycle_hours[n]:8.1f} {first_review.get(n, float('nan')):13.1f} {rounds:>6}")
    print(f"median cycle: {median(cycle_hours.values()):.2f} h; "
          f"median first review: {median(first_review.values()):.2f} h")
    load = Counter(r["by"] for p in prs for r in p["reviews"] if r["state"] != "COMMENTED")
    print("review load:", load.most_common())
    approvals = Counter((r["by"], p["author"]) for p in prs for r in p["reviews"] if r["state"] == "APPROVED")
    pairs = sorted(approvals.items(), key=lambda kv: (-kv[1], kv[0]))
    print("approval pairs:", ", ".join(f"{a}->{b}:{n}" for (a, b), n in pairs))
    print("still open:", open_prs)
    print(json.dumps({"merged": len(merged), "open": len(open_prs),
                      "slowest": max(cycle_hours, key=cycle_hours.get)}, indent=2))


if __name__ == "__main__":
    main()
