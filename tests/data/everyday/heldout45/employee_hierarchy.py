class Employee:
    raise_pct = 0.03

    def __init__(self, name, salary, manager=None):
        self.name = name
        self.salary = salary
        self.manager = manager
        self.reports = []
        if manager is not None:
            manager.reports.append(self)

    def title(self):
        return "Employee"

    def give_raise(self):
        self.salary = round(self.salary * (1 + self.raise_pct), 2)

    def chain(self):
        node, names = self, []
        while node is not None:
            names.append(node.name)
            node = node.manager
        return " < ".join(names)

    def __str__(self):
        return f"{self.title()} {self.name} ({self.salary:,.2f})"


class Manager(Employee):
    raise_pct = 0.05

    def title(self):
        return "Manager"

    def team_cost(self):
        return self.salary + sum(
            r.team_cost() if isinstance(r, Manager) else r.salary for r in self.reports
        )


class Director(Manager):
    def title(self):
        return "Director of " + super().title() + "s"


def walk(emp, depth=0):
    print("    " * depth + str(emp))
    for r in sorted(emp.reports, key=lambda e: e.name):
        walk(r, depth + 1)


def main():
    boss = Director("Grace", 210000)
    m1 = Manager("Linus", 150000, boss)
    m2 = Manager("Ada", 155000, boss)
    staff = [Employee(n, s, m) for n, s, m in
             [("Ken", 98000, m1), ("Barbara", 101000, m1), ("Alan", 99000, m2), ("Edsger", 97500, m1)]]
    walk(boss)
    for person in [boss, m1, m2] + staff:
        person.give_raise()
    print("---")
    walk(boss)
    print(staff[-1].chain())
    print(f"team cost: {boss.team_cost():,.2f}")
    print(isinstance(boss, Employee), issubclass(Director, Manager), type(m1).__name__)
    print([cls.__name__ for cls in Director.__mro__])
    return len(m1.reports)


if __name__ == "__main__":
    main()
