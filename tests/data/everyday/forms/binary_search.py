SORTED = [2, 5, 8, 12, 16, 23, 38, 56, 72, 91]


def search(xs, target):
    lo, hi = 0, len(xs) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid, steps
        lo, hi = (mid + 1, hi) if xs[mid] < target else (lo, mid - 1)
    return -1, steps


def main() -> None:
    for t in (23, 2, 91, 50):
        idx, steps = search(SORTED, t)
        print(f"{t:>3}: {'found at ' + str(idx) if idx >= 0 else 'absent'} in {steps} steps")
    print(all(search(SORTED, x)[0] == i for i, x in enumerate(SORTED)))


if __name__ == "__main__":
    main()
