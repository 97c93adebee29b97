"""Turn CSV exports with unknown headers into namedtuple records, as an agent would."""
import csv
import io
from collections import namedtuple

EXPORTS = {
    "inventory": "sku,qty,unit price,class,qty\nA-1,4,2.50,tool,4\nB-2,0,9.99,part,0\n",
    "staff": "name;team;_internal id\nAda;core;17\nLin;web;23\n",
}


def load(name, text, delimiter=","):
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    header, body = rows[0], rows[1:]
    Record = namedtuple(name.title(), header, rename=True)
    return Record, [Record._make(r) for r in body]


def strict(name, fields):
    try:
        Kind = namedtuple(name, fields)
    except ValueError as e:
        return f"refused: {e}"
    return f"ok: {Kind.__name__}{Kind._fields}"


def main():
    made = []
    for name, text in EXPORTS.items():
        Record, records = load(name, text, ";" if name == "staff" else ",")
        made.append(Record)
        print(Record, Record._fields, Record.__doc__)
        for r in records:
            print(" ", r, r._asdict())
    print(made[0] is made[1], [R.__qualname__ for R in made])

    for fields in (["id", "id"], ["id", "_x"], "id, for", ["9lives"], "id name  team", ("a",)):
        print(strict("Probe", fields))
    print(strict("not valid", "x"))

    Point = namedtuple("Point", "x y z", defaults=(0.0, None))
    print(Point(1), Point(1, 2, 3), Point._field_defaults)
    try:
        Bad = namedtuple("Bad", "x", defaults=[1, 2])
    except TypeError as e:
        print("TypeError:", e)

    Tagged = namedtuple(typename="Tagged", field_names=["tag", "value"], module="reports")
    t = Tagged("cpu", 93)
    print(Tagged, Tagged.__module__, t, t._replace(value=12), t == ("cpu", 93))

    versions = []
    for n in range(1, 4):
        Version = namedtuple(f"V{n}", [f"part{i}" for i in range(n)])
        versions.append(Version(*range(n)))
    print(versions, [v._fields for v in versions])
    return len(made)


if __name__ == "__main__":
    main()
