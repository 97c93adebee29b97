"""Account storage and API quota usage per tenant per calendar month, prorating plans."""
import calendar
from collections import defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

PLANS = {"basic": (Decimal("10.00"), 1000), "plus": (Decimal("25.00"), 5000)}
SUBSCRIPTIONS = [  # tenant, plan, start, end (inclusive) or None
    ("acme", "plus", date(2026, 11, 1), None),
    ("bluth", "basic", date(2026, 11, 16), None),
    ("cyberdyne", "basic", date(2026, 10, 1), date(2026, 11, 10)),
    ("dunder", "plus", date(2026, 11, 30), None),
]
USAGE = [("acme", date(2026, 11, 3), 1200), ("acme", date(2026, 11, 20), 3100), ("acme", date(2026, 11, 29), 900),
         ("bluth", date(2026, 11, 17), 450), ("bluth", date(2026, 11, 18), 80),
         ("cyberdyne", date(2026, 11, 9), 1500), ("cyberdyne", date(2026, 11, 12), 10),
         ("dunder", date(2026, 11, 30), 7)]
OVERAGE_PER_100 = Decimal("0.35")


def active_days(start: date, end: date | None, year: int, month: int) -> int:
    first = date(year, month, 1)
    last = date(year, month, calendar.monthrange(year, month)[1])
    lo, hi = max(first, start), min(last, end or last)
    return max((hi - lo).days + 1, 0)


def main():
    year, month = 2026, 11
    ndays = calendar.monthrange(year, month)[1]
    print(f"Billing period: {calendar.month_name[month]} {year} ({ndays} days, starts on {calendar.day_name[calendar.monthrange(year, month)[0]]})")
    used = defaultdict(int)
    ignored = []
    subs = {t: (p, s, e) for t, p, s, e in SUBSCRIPTIONS}
    for tenant, day, calls in USAGE:
        _, start, end = subs[tenant]
        if start <= day and (end is None or day <= end):
            used[tenant] += calls
        else:
            ignored.append((tenant, day, calls))
    total = Decimal(0)
    print(f"{'tenant':<10}{'plan':<6}{'days':>5}{'quota':>7}{'used':>6}{'over':>6}{'fee':>9}")
    for tenant, plan, start, end in sorted(SUBSCRIPTIONS):
        price, quota = PLANS[plan]
        days = active_days(start, end, year, month)
        ratio = Decimal(days) / Decimal(ndays)
        pro_quota = int(quota * days / ndays)
        over = max(used[tenant] - pro_quota, 0)
        fee = (price * ratio).quantize(Decimal("0.01"), ROUND_HALF_UP)
        fee += (-(-over // 100)) * OVERAGE_PER_100
        total += fee
        print(f"{tenant:<10}{plan:<6}{days:>5}{pro_quota:>7}{used[tenant]:>6}{over:>6}{fee:>9}")
    print(f"{'':<40}{total:>9}")
    for t, d, c in ignored:
        print(f"ignored {c} calls by {t} on {d:%d %b} (outside subscription)")
    print(calendar.month(year, month, w=3).rstrip())
    print("leap years 2024-2032:", calendar.leapdays(2024, 2033), calendar.isleap(2028))
    return str(total)


if __name__ == "__main__":
    main()
