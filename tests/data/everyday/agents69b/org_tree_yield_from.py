"""Walk an org chart with recursive generators: paths, spans of control, and budgets."""
from typing import Iterator, Optional


class Employee:
    def __init__(self, name: str, title: str, salary: int, reports: Optional[list] = None):
        self.name = name
        self.title = title
        self.salary = salary
        self.reports = reports or []

    def __iter__(self) -> Iterator["Employee"]:
        yield self
        for r in self.reports:
            yield from r

    def walk(self, depth: int = 0) -> Iterator[tuple[int, "Employee"]]:
        yield depth, self
        for r in self.reports:
            yield from r.walk(depth + 1)

    def paths(self, prefix: tuple = ()) -> Iterator[tuple]:
        here = prefix + (self.name,)
        if not self.reports:
            yield here
        for r in self.reports:
            yield from r.paths(here)

    def find(self, name: str) -> Optional["Employee"]:
        return next((e for e in self if e.name == name), None)

    def chain_to(self, name: str) -> list:
        for path in self.paths():
            if name in path:
                return list(path[: path.index(name) + 1])
        raise LookupError(f"nobody called {name!r}")

    def __repr__(self) -> str:
        return f"<{self.name}: {self.title}>"


def levels(root: Employee) -> Iterator[list]:
    level = [root]
    while level:
        yield level
        level = [r for e in level for r in e.reports]


def budget(e: Employee) -> int:
    return e.salary + sum(budget(r) for r in e.reports)


def flatten_counter():
    total = 0
    while True:
        received = yield total
        if received is None:
            break
        total += received
    return total


def main():
    org = Employee("Rosa", "CEO", 300, [
        Employee("Ken", "CTO", 220, [
            Employee("Ola", "Eng Manager", 160, [Employee("Pia", "Engineer", 120), Employee("Quin", "Engineer", 115)]),
            Employee("Raj", "Architect", 170),
        ]),
        Employee("Sue", "CFO", 210, [Employee("Tom", "Accountant", 90)]),
        Employee("Uma", "COO", 200, [Employee("Vic", "Ops Lead", 110, [Employee("Wen", "Technician", 70)])]),
    ])
    for depth, e in org.walk():
        print("  " * depth + f"- {e.name} ({e.title}, {e.salary}k)")
    print("headcount:", sum(1 for _ in org))
    for i, level in enumerate(levels(org)):
        print(f"level {i}: {[e.name for e in level]}")
    print("longest path:", " > ".join(max(org.paths(), key=len)))
    print("chain to Quin:", org.chain_to("Quin"))
    try:
        org.chain_to("Zed")
    except LookupError as exc:
        print("error:", exc)
    for name in ("Ken", "Uma", "Wen"):
        person = org.find(name)
        print(f"{name}: budget {budget(person)}k, span {len(person.reports)}")
    widest = max(org, key=lambda e: (len(e.reports), e.name))
    print("widest span:", widest)
    gen = flatten_counter()
    next(gen)
    for e in org:
        gen.send(e.salary)
    try:
        gen.send(None)
    except StopIteration as stop:
        print("payroll via send():", stop.value)


if __name__ == "__main__":
    main()
