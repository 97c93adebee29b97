from dataclasses import dataclass, field, asdict, replace
from typing import Optional

RAW = [
    "E01;Ana Souza;Engineering;7200;2019-04-01",
    "E02;Ben Adams;Sales;5100;2021-09-15",
    "E03;Chloe Kim;Engineering;8100;2017-01-10",
    "E04;Dev Patel;Support;4300;2022-02-28",
    "E05;Eva Rossi;Sales;6050;2018-11-05",
]

BONUS_RATE = {"Engineering": 0.10, "Sales": 0.15}


@dataclass(order=True)
class Employee:
    sort_index: int = field(init=False, repr=False)
    emp_id: str
    name: str
    dept: str
    salary: int
    start: str
    manager: Optional[str] = None
    tags: list[str] = field(default_factory=list)

    def __post_init__(self):
        self.sort_index = -self.salary

    @property
    def start_year(self) -> int:
        return int(self.start[:4])

    def bonus(self) -> float:
        return self.salary * BONUS_RATE.get(self.dept, 0.05)


def parse(line: str) -> Employee:
    emp_id, name, dept, salary, start = line.split(";")
    return Employee(emp_id, name, dept, int(salary), start)


def main():
    staff = [parse(l) for l in RAW]
    for e in sorted(staff):
        print(f"{e.emp_id} {e.name:<11} {e.dept:<12} {e.salary:>6} bonus {e.bonus():>8.2f} since {e.start_year}")
    depts: dict[str, list[Employee]] = {}
    for e in staff:
        depts.setdefault(e.dept, []).append(e)
    for d, es in sorted(depts.items()):
        avg = sum(e.salary for e in es) / len(es)
        print(f"{d}: {len(es)} people, avg {avg:,.1f}")
    raised = replace(staff[3], salary=4700)
    raised.tags.append("promoted")
    print(raised)
    print(asdict(staff[0]))
    print("equal after replace?", raised == staff[3], staff[0] == parse(RAW[0]))
    veteran = min(staff, key=lambda e: e.start)
    print("longest serving:", veteran.name)
    return len(staff)


if __name__ == "__main__":
    main()
