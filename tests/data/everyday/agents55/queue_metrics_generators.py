"""Stream processing of support tickets with generator pipelines."""
import itertools
from collections import Counter

TICKETS = [
    "T1|billing|open|3", "T2|login|closed|1", "T3|billing|closed|5", "bad-row",
    "T4|shipping|open|8", "T5|login|open|2", "T6|billing|escalated|13",
    "T7|shipping|closed|4", "T8|login|closed|1", "T9|other|open|21",
]


def parse(lines):
    for line in lines:
        parts = line.split("|")
        if len(parts) != 4:
            continue
        tid, topic, state, age = parts
        yield {"id": tid, "topic": topic, "state": state, "age": int(age)}


def only(state, rows):
    return (r for r in rows if r["state"] == state)


def running_total(values):
    total = 0
    for v in values:
        total += v
        yield total


def batched(iterable, n):
    it = iter(iterable)
    while batch := list(itertools.islice(it, n)):
        yield batch


def main():
    rows = list(parse(TICKETS))
    print("open:", [r["id"] for r in only("open", rows)])
    print("ages cumulative:", list(running_total(r["age"] for r in rows)))
    print("accumulate max:", list(itertools.accumulate((r["age"] for r in rows), max)))
    for i, batch in enumerate(batched(rows, 4), 1):
        print(f"batch {i}: {', '.join(r['id'] for r in batch)}")
    topics = Counter(r["topic"] for r in rows)
    print(topics.most_common(), sum(topics.values()))
    old = itertools.takewhile(lambda r: r["age"] < 10, sorted(rows, key=lambda r: r["age"]))
    print("young tickets:", [r["id"] for r in old])
    pairs = list(itertools.combinations(sorted(topics), 2))
    print(len(pairs), pairs[:3])
    chained = itertools.chain.from_iterable([r["id"]] * 2 for r in rows[:3])
    print(list(chained), list(itertools.repeat("-", 3)), list(itertools.zip_longest("ab", [1], fillvalue=0)))


if __name__ == "__main__":
    main()
