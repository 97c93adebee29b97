"""Grandfather-father-son backup rotation.

Given a listing of backup files named with their date, decide which to keep:
the last 7 daily, the last 4 weekly (Sundays), the last 6 monthly (first of
month) and every yearly (Jan 1). Everything else is marked for deletion.
"""
from datetime import date, timedelta
from collections import OrderedDict

TODAY = date(2024, 3, 15)


def make_listing():
    names = []
    d = date(2023, 8, 1)
    while d <= TODAY:
        if d.day in (1, 15) or d.weekday() == 6 or (TODAY - d).days < 12:
            names.append(f"db-{d:%Y%m%d}.tar.gz")
        d += timedelta(days=1)
    names.append("db-2023-bad.tar.gz")
    names.append("notes.txt")
    names.insert(0, "db-20230101.tar.gz")
    return names


def parse_date(name):
    if not (name.startswith("db-") and name.endswith(".tar.gz")):
        return None
    stamp = name[3:-7]
    if len(stamp) != 8 or not stamp.isdigit():
        return None
    return date(int(stamp[:4]), int(stamp[4:6]), int(stamp[6:]))


def classify(backups, daily=7, weekly=4, monthly=6):
    keep = OrderedDict()
    newest_first = sorted(backups, key=lambda item: item[1], reverse=True)
    for name, d in newest_first[:daily]:
        keep.setdefault(name, []).append("daily")
    sundays = [b for b in newest_first if b[1].weekday() == 6]
    for name, d in sundays[:weekly]:
        keep.setdefault(name, []).append("weekly")
    firsts = [b for b in newest_first if b[1].day == 1]
    for name, d in firsts[:monthly]:
        keep.setdefault(name, []).append("monthly")
    for name, d in newest_first:
        if d.month == 1 and d.day == 1:
            keep.setdefault(name, []).append("yearly")
    return keep


def main():
    listing = make_listing()
    backups, ignored = [], []
    for name in listing:
        d = parse_date(name)
        (ignored.append(name) if d is None else backups.append((name, d)))
    print(f"{len(listing)} files, {len(backups)} backups, ignored: {ignored}")

    keep = classify(backups)
    for name, reasons in sorted(keep.items()):
        print(f"KEEP   {name}  [{', '.join(reasons)}]")
    doomed = [n for n, _ in backups if n not in keep]
    print(f"delete {len(doomed)} backups, oldest {min(doomed)}, newest {max(doomed)}")
    freed_days = sum((TODAY - parse_date(n)).days for n in doomed) // len(doomed)
    print("average age of deleted backups:", freed_days, "days")
    by_month = {}
    for n in doomed:
        key = parse_date(n).strftime("%b %Y")
        by_month[key] = by_month.get(key, 0) + 1
    print(by_month)
    return len(keep)


if __name__ == "__main__":
    main()
