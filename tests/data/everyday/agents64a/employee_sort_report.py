"""Sort and summarise an employee roster with operator, functools.reduce and partial."""
import operator
from collections import namedtuple
from functools import partial, reduce

Employee = namedtuple("Employee", "name dept salary start level")

STAFF = [
    Employee("Kim", "eng", 120000, 2019, 3),
    Employee("Lou", "ops", 85000, 2021, 2),
    Employee("Ada", "eng", 135000, 2016, 4),
    Employee("Raj", "sales", 70000, 2022, 1),
    Employee("Eve", "eng", 98000, 2020, 2),
    Employee("Noor", "ops", 91000, 2018, 3),
]


class Team:
    def __init__(self, name, lead):
        self.name = name
        self.lead = lead


def raise_by(pct, emp):
    return emp._replace(salary=round(emp.salary * (1 + pct / 100)))


def main():
    by_dept_salary = sorted(STAFF, key=operator.attrgetter("dept", "salary"))
    for e in by_dept_salary:
        print(f"{e.dept:6}{e.name:6}{e.salary:>8}")
    print(sorted(STAFF, key=operator.itemgetter(4, 0))[0].name)
    print(list(map(operator.itemgetter(0), STAFF)), operator.itemgetter(1, 2)(STAFF[0]))
    total = reduce(operator.add, (e.salary for e in STAFF))
    print("payroll:", total, reduce(lambda acc, e: acc + e.level, STAFF, 0), reduce(max, [3, 9, 2]))
    try:
        reduce(operator.add, [])
    except TypeError as err:
        print("TypeError:", err)

    give_5 = partial(raise_by, 5)
    print([e.salary for e in map(give_5, STAFF[:3])], give_5.args, give_5.func.__name__)
    eng = [e for e in STAFF if e.dept == "eng"]
    senior = partial(filter, lambda e: e.level >= 3)
    print([e.name for e in senior(eng)])
    base_int = partial(int, base=2)
    print(base_int("1011"), base_int("111", base=8), partial(base_int, "11")())

    teams = [Team("core", STAFF[2]), Team("infra", STAFF[5])]
    lead_name = operator.attrgetter("lead.name")
    print([lead_name(t) for t in teams])
    upper = operator.methodcaller("upper")
    replace = operator.methodcaller("replace", "a", "4")
    print([upper(e.name) for e in STAFF[:2]], replace("banana"))
    print(operator.mul(6, 7), operator.truediv(7, 2), operator.floordiv(-7, 2), operator.mod(-7, 3), operator.neg(5))
    print(operator.contains([1, 2], 2), operator.getitem({"k": "v"}, "k"), operator.not_(0), operator.index(7))
    print(operator.concat([1], [2]), operator.is_(None, None), operator.lt(1, 2), operator.pow(2, 10))
    d = {"a": 1}
    operator.setitem(d, "b", 2)
    operator.delitem(d, "a")
    print(d, operator.iadd([1], [2]), operator.and_(6, 3), operator.xor(6, 3), operator.inv(0))
    print(max(STAFF, key=operator.attrgetter("salary")).name, min(STAFF, key=lambda e: (e.start, e.name)).name)


if __name__ == "__main__":
    main()
