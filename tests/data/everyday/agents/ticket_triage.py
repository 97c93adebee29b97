TICKETS = [
    {"id": 101, "title": "Login fails with 500", "labels": ["bug", "auth"], "age": 3, "votes": 12},
    {"id": 102, "title": "Add dark mode", "labels": ["feature"], "age": 40, "votes": 30},
    {"id": 103, "title": "Crash on upload", "labels": ["bug", "critical"], "age": 1, "votes": 2},
    {"id": 104, "title": "Typo in footer", "labels": ["docs"], "age": 100, "votes": 0},
    {"id": 105, "title": "Slow search", "labels": ["perf", "bug"], "age": 12, "votes": 8},
]
WEIGHTS = {"critical": 50, "bug": 10, "perf": 6, "feature": 3, "docs": 1}


def priority(t):
    base = sum(WEIGHTS.get(label, 0) for label in t["labels"])
    return base + t["votes"] * 0.5 + min(t["age"], 30) * 0.2


def main():
    ranked = sorted(TICKETS, key=lambda t: (-priority(t), t["id"]))
    for rank, t in enumerate(ranked, 1):
        labels = ",".join(sorted(t["labels"]))
        print(f"{rank}. #{t['id']} {priority(t):6.1f} {t['title'][:18]:<18} [{labels}]")
    by_label = {}
    for t in TICKETS:
        for label in t["labels"]:
            by_label.setdefault(label, set()).add(t["id"])
    print({k: sorted(v) for k, v in sorted(by_label.items())})
    stale = [t["id"] for t in TICKETS if t["age"] > 30 and t["votes"] < 5]
    print("stale:", stale)
    return ranked[0]["id"]
