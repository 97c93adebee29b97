EMPLOYEES = [
    ("alice", "eng", 120000, 2019),
    ("bob", "eng", 95000, 2021),
    ("carol", "sales", 70000, 2018),
    ("dan", "sales", 72000, 2022),
    ("erin", "ops", 65000, 2020),
    ("frank", "eng", 130000, 2015),
]


def main():
    groups = {}
    for name, dept, salary, year in EMPLOYEES:
        groups.setdefault(dept, []).append({"name": name, "salary": salary, "year": year})
    for dept in sorted(groups):
        people = groups[dept]
        avg = sum(p["salary"] for p in people) / len(people)
        senior = min(people, key=lambda p: p["year"])
        names = ", ".join(sorted(p["name"] for p in people))
        print(f"{dept:<6} n={len(people)} avg={avg:,.0f} senior={senior['name']} [{names}]")
    payroll = sum(s for _, _, s, _ in EMPLOYEES)
    print(f"payroll {payroll:,} ({payroll / 12:,.2f}/month)")
    raises = {n: round(s * (1.05 if y < 2020 else 1.03)) for n, _, s, y in EMPLOYEES}
    print(sorted(raises.items(), key=lambda kv: kv[1])[-2:])
    return len(groups)
