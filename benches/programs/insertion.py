# List indexing and assignment: insertion sort and binary search written by hand.

COUNT = 1500


def insertion_sort(items: list[int]) -> None:
    for i in range(1, len(items)):
        x = items[i]
        j = i - 1
        while j >= 0 and items[j] > x:
            items[j + 1] = items[j]
            j -= 1
        items[j + 1] = x


def bisect(items: list[int], x: int) -> int:
    lo = 0
    hi = len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def main() -> int:
    data = [(i * 7919) % 10007 for i in range(COUNT)]
    insertion_sort(data)
    found = 0
    for x in range(0, 10007, 3):
        k = bisect(data, x)
        if k < len(data) and data[k] == x:
            found += 1
    print(f"first {data[:3]} last {data[-1]} found {found}")
    return found + data[COUNT // 2]
