import operator
from functools import partial, cmp_to_key

PEOPLE = [
    {"name": "Zoe", "dept": "eng", "age": 31, "salary": 125000},
    {"name": "Yusuf", "dept": "ops", "age": 45, "salary": 98000},
    {"name": "Xia", "dept": "eng", "age": 28, "salary": 118000},
    {"name": "Will", "dept": "sales", "age": 39, "salary": 87000},
    {"name": "Val", "dept": "ops", "age": 45, "salary": 101000},
]


def by_dept_then_salary(a, b):
    if a["dept"] != b["dept"]:
        return -1 if a["dept"] < b["dept"] else 1
    return b["salary"] - a["salary"]


def main():
    print([p["name"] for p in sorted(PEOPLE, key=operator.itemgetter("age", "name"))])
    print([p["name"] for p in sorted(PEOPLE, key=cmp_to_key(by_dept_then_salary))])
    raise_pct = partial(lambda pct, p: round(p["salary"] * (1 + pct / 100)), 3.5)
    print(list(map(raise_pct, PEOPLE)))
    getter = operator.attrgetter("real", "imag")
    print(getter(3 + 4j))
    print(operator.add(2, 3), operator.mul("ab", 3), operator.neg(5), operator.contains([1, 2], 2))
    names = list(map(operator.methodcaller("upper"), (p["name"] for p in PEOPLE)))
    print(names)
    print("%-6s|%5d|%8.1f%%" % ("eng", 2, 41.666))
    print("{0[name]} is {0[age]}".format(PEOPLE[0]), "{:^9}".format("mid"), "{:,}".format(10**7))
