def search(items: list, target: int) -> int:
    lo, hi = 0, len(items)
    steps = 0
    while lo < hi:
        steps += 1
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    print(f"  {steps} steps for {target}")
    return lo if lo < len(items) and items[lo] == target else -1


def main() -> None:
    data = sorted([37, 5, 12, 99, 64, 23, 81, 2, 45, 70])
    print("data:", data)
    for target in (45, 2, 99, 50):
        idx = search(data, target)
        print(f"{target} ->", idx, "check:", data.index(target) if target in data else "absent")
    print("bits needed:", len(bin(len(data))) - 2)
