def main() -> None:
    codes = ["A-100", "b-020", "A-003", "C-999", "b-100", "A-100"]
    normalized = [c.upper() for c in codes]
    unique = sorted(set(normalized), key=lambda c: (c[0], int(c.split("-")[1])))
    print("unique:", unique)
    dupes = sorted({c for c in normalized if normalized.count(c) > 1})
    print("duplicates:", dupes)
    by_prefix = {}
    for c in unique:
        prefix, number = c.split("-")
        by_prefix.setdefault(prefix, []).append(int(number))
    for p in sorted(by_prefix):
        nums = by_prefix[p]
        print(f"{p}: count={len(nums)} range={min(nums)}..{max(nums)} padded={[str(n).zfill(4) for n in nums]}")
    print("next free A:", "A-" + str(max(by_prefix["A"]) + 1).rjust(3, "0"))
