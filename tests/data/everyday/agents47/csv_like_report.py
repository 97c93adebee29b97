import csv
import io

DATA = """name,dept,salary,start
Alice,Engineering,120000,2019-04-01
Bob,Sales,70000,2020-11-15
"Carol, Jr.",Engineering,135000,2017-01-09
Dan,Support,55000,2021-06-30
Eve,Sales,82000,2018-03-12
"""


def main():
    rows = list(csv.DictReader(io.StringIO(DATA)))
    print(len(rows), rows[2]["name"])
    by_dept = {}
    for r in rows:
        by_dept.setdefault(r["dept"], []).append(int(r["salary"]))
    for dept in sorted(by_dept):
        s = by_dept[dept]
        print(f"{dept:<12}{len(s):>2}{sum(s) / len(s):>12,.1f}")
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(["dept", "max"])
    for dept, s in sorted(by_dept.items()):
        w.writerow([dept, max(s)])
    print(out.getvalue().strip())
    seniors = [r["name"] for r in rows if r["start"] < "2019-01-01"]
    print(seniors)
    reader = csv.reader(io.StringIO("a;b;c\n1;2;3\n"), delimiter=";")
    print([row for row in reader])


if __name__ == "__main__":
    main()
