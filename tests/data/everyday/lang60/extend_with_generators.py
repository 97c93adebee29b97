"""Accumulate parsed records into lists and deques with += from generators and maps."""
from collections import deque


def parse(lines):
    return (line.split("=", 1) for line in lines if "=" in line)


def main():
    pairs = []
    pairs += parse(["a=1", "junk", "b=2"])
    pairs += map(tuple, [["c", "3"]])
    pairs += filter(None, [[], ["d", "4"]])
    print(pairs)
    nums = [1, 2]
    nums += (n * 10 for n in range(3))
    nums += iter([7, 8])
    nums += reversed([5, 6])
    nums += zip("ab", "cd")
    nums += enumerate("xy")
    print(nums)
    recent = deque([0], maxlen=4)
    recent += (i * i for i in range(1, 5))
    print(recent)
    # The list grows while the generator reads it, as CPython's extend does.
    grow = [1, 2, 3]
    grow += (x + len(grow) for x in grow[:2])
    print(grow)
    counts = {"a": 1}
    counts |= ((k, len(k)) for k in ["bb", "ccc"])
    print(counts)
    total = []
    for chunk in (["x", "y"], ["z"]):
        total += (c.upper() for c in chunk)
    print(total)
    partial = [0]
    try:
        partial += (10 // d for d in [5, 2, 0, 1])
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e, partial)
    label = "ab"
    try:
        label += (c for c in "cd")
    except TypeError as e:
        print("TypeError:", e)
    pair = (1,)
    try:
        pair += (c for c in "cd")
    except TypeError as e:
        print("TypeError:", e)
    tags = {"a"}
    try:
        tags |= (t for t in "bc")
    except TypeError as e:
        print("TypeError:", e)
    tags |= {"b"}
    tags |= frozenset("c")
    print(sorted(tags))


if __name__ == "__main__":
    main()
