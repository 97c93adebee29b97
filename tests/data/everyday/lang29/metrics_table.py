"""Latency buckets: a constant table filled at import, then helpers defined after it."""
import sys

BUCKETS = []
bound = 1
while bound <= 1000:
    BUCKETS.append(bound)
    bound *= 4

print("buckets:", BUCKETS)

NAMES = {b: f"le_{b}ms" for b in BUCKETS}
NAMES[BUCKETS[-1]] = "le_max"


def bucket_for(ms):
    for b in BUCKETS:
        if ms <= b:
            return NAMES[b]
    return "overflow"


SAMPLES = [3, 17, 250, 1, 999, 4000, 64, 65]
COUNTS = {name: 0 for name in NAMES.values()}
for sample in SAMPLES:
    name = bucket_for(sample)
    if name in COUNTS:
        COUNTS[name] += 1

print("counted at import:", sum(COUNTS.values()))


def main():
    width = max(len(n) for n in COUNTS)
    for name, count in COUNTS.items():
        print(name.ljust(width), "#" * count)
    print(bucket_for(5000), len(SAMPLES) - sum(COUNTS.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
