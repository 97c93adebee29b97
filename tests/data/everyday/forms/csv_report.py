ROWS = [
    "name,dept,salary",
    "ana,eng,120",
    "bo,ops,90",
    "cy,eng,110",
    "di,sales,95",
]


def parse(lines):
    header, *body = lines
    keys = header.split(",")
    for line in body:
        yield dict(zip(keys, line.split(",")))


def main() -> None:
    by_dept = {}
    for row in parse(ROWS):
        by_dept.setdefault(row["dept"], []).append(int(row["salary"]))
    for dept, pays in sorted(by_dept.items(), key=lambda kv: -sum(kv[1])):
        avg = sum(pays) / len(pays)
        print(f"{dept:<6}{len(pays):>2} {avg:>8.1f}")
    top = max(by_dept, key=lambda d: max(by_dept[d]))
    print("top paying dept:", top)


if __name__ == "__main__":
    main()
