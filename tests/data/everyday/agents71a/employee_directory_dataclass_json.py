"""Build an employee directory from HR rows with dataclasses and export JSON."""
import json
from dataclasses import dataclass, field, asdict, replace, fields
from datetime import date
from typing import Optional

HR_ROWS = [
    "E100|Okafor, Chidi|Engineering|2019-03-11|124000|E900|chidi@corp.test",
    "E101|Lindqvist, Annika|Engineering|2021-07-01|98000|E100|",
    "E102|Santos, Maria|Sales|2018-01-15|87000|E901|maria@corp.test",
    "E103|Nguyen, Bao|Engineering|2023-09-04|91000|E100|bao@corp.test",
    "E900|Reyes, Dana|Executive|2015-05-20|210000||dana@corp.test",
    "E901|Kowalski, Piotr|Sales|2017-11-30|132000|E900|",
    "E104|Haddad, Layla|Sales|2022-02-14|79000|E901|layla@corp.test",
]
AS_OF = date(2024, 6, 30)


@dataclass(order=True)
class Employee:
    sort_key: tuple = field(init=False, repr=False)
    emp_id: str
    last: str
    first: str
    dept: str
    hired: date
    salary: int = field(compare=False)
    manager: Optional[str] = None
    email: Optional[str] = None
    reports: list[str] = field(default_factory=list, compare=False)

    def __post_init__(self):
        self.sort_key = (self.dept, self.last, self.first)
        if self.email is None:
            self.email = f"{self.first[0]}.{self.last}@corp.test".lower()

    @property
    def tenure_years(self) -> float:
        return round((AS_OF - self.hired).days / 365.25, 1)


def load(rows):
    people = {}
    for row in rows:
        emp_id, name, dept, hired, salary, mgr, email = row.split("|")
        last, first = [p.strip() for p in name.split(",")]
        people[emp_id] = Employee(emp_id, last, first, dept, date.fromisoformat(hired),
                                  int(salary), mgr or None, email or None)
    for e in people.values():
        if e.manager:
            people[e.manager].reports.append(e.emp_id)
    return people


def chain_of_command(people, emp_id):
    chain = []
    while (mgr := people[emp_id].manager) is not None:
        chain.append(people[mgr].first)
        emp_id = mgr
    return chain


def main():
    people = load(HR_ROWS)
    for e in sorted(people.values()):
        boss = " > ".join(chain_of_command(people, e.emp_id)) or "-"
        print(f"{e.dept:<12}{e.last + ', ' + e.first:<20}{e.tenure_years:>5}y  {e.email:<22} boss: {boss}")

    promoted = replace(people["E101"], salary=105000, dept="Platform")
    print("promoted:", promoted.first, promoted.dept, promoted.salary, "| original:", people["E101"].dept)
    print("field names:", [f.name for f in fields(Employee) if f.init])

    def encode(obj):
        if isinstance(obj, date):
            return obj.isoformat()
        raise TypeError(type(obj).__name__)

    record = asdict(people["E901"])
    record.pop("sort_key")
    print(json.dumps(record, default=encode, indent=2))
    payroll = {}
    for e in people.values():
        payroll[e.dept] = payroll.get(e.dept, 0) + e.salary
    print(json.dumps(payroll, sort_keys=True))
    print("equal ignoring salary:", replace(people["E102"], salary=1) == people["E102"])
    return len(people)


if __name__ == "__main__":
    main()
