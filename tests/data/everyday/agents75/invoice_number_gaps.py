import re
from collections import defaultdict, Counter

ISSUED = [
    "INV-2024-0001", "INV-2024-0002", "INV-2024-0004", "INV-2024-0005",
    "INV-2024-0005", "INV-2024-0009", "CRN-2024-0001", "CRN-2024-0003",
    "inv-2024-0010", "INV-2023-0998", "INV-2023-0999", "INV-2023-1001",
    "INV2024-0011", "PRO-2024-0001",
]

PATTERN = re.compile(r"^(?P<kind>[A-Z]{3})-(?P<year>\d{4})-(?P<seq>\d{4})$")


def summarize_missing(numbers):
    missing = []
    for a, b in zip(numbers, numbers[1:]):
        if b - a > 1:
            missing.extend(range(a + 1, b))
    return missing


def main():
    series = defaultdict(list)
    rejects = []
    for raw in ISSUED:
        m = PATTERN.match(raw)
        if not m:
            fixed = raw.upper()
            m = PATTERN.match(fixed)
            if m:
                print(f"normalised {raw} -> {fixed}")
            else:
                rejects.append(raw)
                continue
        series[(m["kind"], int(m["year"]))].append(int(m["seq"]))
    for key in sorted(series):
        kind, year = key
        numbers = series[key]
        dupes = [n for n, c in Counter(numbers).items() if c > 1]
        uniq = sorted(set(numbers))
        missing = summarize_missing(uniq)
        status = "OK" if not (dupes or missing) else "CHECK"
        print(f"{kind} {year}: {len(uniq):>2} issued, range {uniq[0]:04d}..{uniq[-1]:04d} [{status}]")
        if missing:
            print("    missing:", ", ".join(f"{kind}-{year}-{n:04d}" for n in missing))
        if dupes:
            print("    duplicated:", ", ".join(f"{n:04d}" for n in sorted(dupes)))
    print("rejected:", rejects)
    totals = Counter(kind for kind, _ in series)
    print(dict(sorted(totals.items())))


if __name__ == "__main__":
    main()
