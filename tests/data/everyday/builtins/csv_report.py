DATA = """name,dept,salary
Alice,Engineering,120000
bob,marketing,85000
Carol,Engineering,135000
dave,Sales,70000
Eve,sales,72000"""


def main() -> None:
    header = DATA.splitlines()[0]
    columns = header.split(",")
    rows = []
    for line in DATA.splitlines()[1:]:
        values = line.split(",")
        rows.append(dict(zip(columns, values)))
    by_dept = {}
    for row in rows:
        dept = row["dept"].title()
        by_dept.setdefault(dept, []).append(int(row["salary"]))
    print("{:<12}|{:>8}|{:>10}".format("dept", "people", "average"))
    print("-" * 32)
    for dept, salaries in sorted(by_dept.items()):
        avg = sum(salaries) / len(salaries)
        print("{:<12}|{:>8}|{:>10,.0f}".format(dept, len(salaries), avg))
    names = [r["name"].capitalize() for r in rows]
    print("staff:", ", ".join(sorted(names, key=str.lower)))
