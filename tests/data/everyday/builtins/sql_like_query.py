def main() -> None:
    employees = [
        {"id": 1, "name": "Ana", "dept": "eng", "salary": 120, "manager": None},
        {"id": 2, "name": "Bo", "dept": "eng", "salary": 95, "manager": 1},
        {"id": 3, "name": "Cy", "dept": "ops", "salary": 80, "manager": 1},
        {"id": 4, "name": "Di", "dept": "ops", "salary": 85, "manager": 3},
        {"id": 5, "name": "Ed", "dept": "eng", "salary": 101, "manager": 1},
    ]
    by_id = {e["id"]: e for e in employees}
    eng = [e for e in employees if e["dept"] == "eng"]
    print("SELECT name FROM eng ORDER BY salary DESC:", [e["name"] for e in sorted(eng, key=lambda e: e["salary"], reverse=True)])
    depts = sorted({e["dept"] for e in employees})
    for d in depts:
        pay = [e["salary"] for e in employees if e["dept"] == d]
        print(f"{d}: count={len(pay)} avg={sum(pay) / len(pay):.1f} max={max(pay)}")
    for e in employees:
        boss = by_id.get(e["manager"])
        print(f"{e['name']:<3} reports to {boss['name'] if boss else '-'}")
    print("anyone over 110:", any([e["salary"] > 110 for e in employees]))
