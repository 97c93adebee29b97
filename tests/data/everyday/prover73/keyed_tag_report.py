"""Summarise tags seen on support tickets: sets of names ordered by computed keys."""

TICKETS = [
    ("T-101", "login", ["auth", "urgent", "web"]),
    ("T-102", "billing", ["payments", "invoice"]),
    ("T-103", "login", ["auth", "mobile"]),
    ("T-104", "export", ["csv", "reports", "web"]),
    ("T-105", "billing", ["payments", "refund", "urgent"]),
]

PRIORITY = {"urgent": 0, "auth": 1, "payments": 2}


def tag_counts():
    counts = {}
    for _, _, tags in TICKETS:
        for tag in tags:
            counts[tag] = counts.get(tag, 0) + 1
    return counts


def main():
    tags = {tag for _, _, ts in TICKETS for tag in ts}
    counts = tag_counts()
    by_use = sorted(tags, key=lambda t: (-counts[t], t))
    print("by use:", by_use)
    print("by priority:", sorted(tags, key=lambda t: (PRIORITY.get(t, 9), t.upper())))
    print("longest first:", sorted(tags, key=lambda t: (len(t), t), reverse=True)[:3])
    topics = {topic for _, topic, _ in TICKETS}
    print("topics:", sorted(topics, key=lambda t: t[::-1]))
    print("shortest topic:", min(topics, key=lambda t: (len(t), t)))
    print("most used tag:", max(tags, key=lambda t: (counts[t], -len(t), t)))
    widths = {f"{topic:>10}|" for _, topic, _ in TICKETS}
    print(sorted(widths, key=lambda w: w.strip().count("i") * 10 + len(w.strip())))
    codes = {tid for tid, _, _ in TICKETS}
    print(sorted(codes, key=lambda c: int(c.split("-")[1]) % 7))
    try:
        print(min(set(), key=len))
    except ValueError as e:
        print("empty:", e)
    print(max({"solo"}, key=len), sorted({"x", "yy"}, key=len))
