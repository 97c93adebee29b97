from typing import List, Optional


def bisect_left(a: List[int], x: int) -> int:
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def bisect_right(a: List[int], x: int) -> int:
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def search(a: List[int], x: int) -> Optional[int]:
    i = bisect_left(a, x)
    return i if i < len(a) and a[i] == x else None


def insort(a, x):
    a.insert(bisect_right(a, x), x)


def main():
    data = [1, 3, 3, 3, 5, 8, 13, 21, 34]
    for x in (0, 3, 4, 21, 40):
        print(f"x={x:>2} left={bisect_left(data, x)} right={bisect_right(data, x)} found={search(data, x)}")
    print("count of 3:", bisect_right(data, 3) - bisect_left(data, 3))
    grades = "FDCBA"
    cutoffs = [60, 70, 80, 90]
    scores = [33, 99, 77, 70, 89, 90, 100, 60]
    print([grades[bisect_right(cutoffs, s)] for s in scores])
    bag = []
    for v in [5, 1, 4, 1, 5, 9, 2, 6]:
        insort(bag, v)
    print(bag, bag == sorted(bag))
    lo, hi = 0, 10**6
    target = 123_456
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if mid * mid > target:
            hi = mid - 1
        else:
            lo = mid + 1
    print("isqrt:", hi, "steps:", steps)


if __name__ == "__main__":
    main()
