"""Monthly cloud budget check: project spend vs budget, forecast to month end."""
import calendar
from datetime import date
from collections import defaultdict

BUDGETS = {"analytics": 12000, "web": 4000, "ml-training": 25000, "sandbox": 500}

# (day, project, service, cost USD)
SPEND = [
    (1, "analytics", "bigquery", 410.25), (1, "web", "cdn", 55.10), (1, "ml-training", "gpu", 1900.00),
    (2, "analytics", "bigquery", 388.00), (2, "web", "cdn", 61.35), (2, "sandbox", "vm", 40.00),
    (3, "ml-training", "gpu", 2150.50), (3, "analytics", "storage", 120.00), (3, "web", "lb", 18.00),
    (4, "analytics", "bigquery", 702.80), (4, "sandbox", "vm", 95.75), (5, "ml-training", "gpu", 0.0),
    (5, "web", "cdn", 70.00), (6, "analytics", "bigquery", 455.40), (6, "ml-training", "storage", 310.00),
    (7, "sandbox", "gpu", 180.00), (8, "analytics", "bigquery", 390.10), (8, "web", "cdn", 66.60),
    (9, "ml-training", "gpu", 2400.00), (10, "analytics", "bigquery", 512.00),
]

THRESHOLDS = [(1.0, "CRITICAL"), (0.9, "WARNING"), (0.5, "NOTICE")]


def level_for(ratio):
    for limit, name in THRESHOLDS:
        if ratio >= limit:
            return name
    return "ok"


def main():
    today = date(2024, 4, 10)
    days_in_month = calendar.monthrange(today.year, today.month)[1]
    elapsed = today.day
    by_project = defaultdict(float)
    by_service = defaultdict(lambda: defaultdict(float))
    for day, project, service, cost in SPEND:
        if day > elapsed:
            continue
        by_project[project] += cost
        by_service[project][service] += cost

    print(f"Budget report for {calendar.month_name[today.month]} {today.year} (day {elapsed}/{days_in_month})")
    print(f"{'project':<12}{'spent':>10}{'budget':>9}{'used':>7}{'forecast':>11}  status")
    alerts = []
    for project in sorted(BUDGETS, key=lambda p: -by_project[p] / BUDGETS[p]):
        spent = round(by_project[project], 2)
        budget = BUDGETS[project]
        forecast = spent / elapsed * days_in_month
        used = spent / budget
        status = level_for(used)
        if status == "ok" and forecast > budget:
            status = "FORECAST"
        print(f"{project:<12}{spent:>10,.2f}{budget:>9,}{used:>7.0%}{forecast:>11,.2f}  {status}")
        if status != "ok":
            top = max(by_service[project].items(), key=lambda kv: kv[1])
            alerts.append((project, status, top))

    print()
    for project, status, (service, cost) in alerts:
        print(f"[{status}] {project}: biggest driver is {service} (${cost:,.2f})")
    total = sum(by_project.values())
    print(f"total spend ${total:,.2f} of ${sum(BUDGETS.values()):,} ({total / sum(BUDGETS.values()):.1%})")
    zero_days = [d for d, _, _, c in SPEND if c == 0]
    print("zero-cost entries on days:", zero_days)
    print(calendar.day_name[today.weekday()], calendar.isleap(today.year))
    return len(alerts)


if __name__ == "__main__":
    main()
