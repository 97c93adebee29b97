from typing import Optional

TASKS = [
    {"id": 1, "title": "write report", "priority": 2, "tags": ["work"], "done": False},
    {"id": 2, "title": "buy milk", "priority": 3, "tags": ["home", "errand"], "done": True},
    {"id": 3, "title": "fix bug #12", "priority": 1, "tags": ["work", "urgent"], "done": False},
    {"id": 4, "title": "call mom", "priority": 2, "tags": ["home"], "done": False},
    {"id": 5, "title": "renew passport", "priority": 1, "tags": ["errand", "urgent"], "done": False},
]


def find(task_id: int) -> Optional[dict]:
    for t in TASKS:
        if t["id"] == task_id:
            return t
    return None


def by_tag() -> dict:
    index = {}
    for t in TASKS:
        for tag in t["tags"]:
            index.setdefault(tag, set()).add(t["id"])
    return index


def main():
    pending = sorted((t for t in TASKS if not t["done"]), key=lambda t: (t["priority"], t["title"]))
    print("Pending:")
    for t in pending:
        mark = "!" * (4 - t["priority"])
        print(f"  [{t['id']}] {t['title']:<16} {mark:<3} {'/'.join(t['tags'])}")
    done = [t["title"] for t in TASKS if t["done"]]
    print("Done:", done)
    index = by_tag()
    for tag in sorted(index):
        print(f"#{tag}: {sorted(index[tag])}")
    both = index["work"] & index["urgent"]
    print("urgent work:", both, "| urgent not work:", index["urgent"] - index["work"])
    t = find(4)
    if t is not None:
        t["done"] = True
        t["tags"].insert(0, "family")
    print(find(4), find(99))
    pct = sum(t["done"] for t in TASKS) / len(TASKS)
    print(f"progress: {pct:.0%}")


if __name__ == "__main__":
    main()
