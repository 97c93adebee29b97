"""Build lookup tables from generator expressions; a bad row stops the build where CPython's
dict() stops, so later rows are never made."""


def main():
    made = []

    def row(x):
        made.append(x)
        return ([x], x) if x == 2 else (x, x * x)

    try:
        table = dict(row(x) for x in range(5))
    except TypeError as exc:
        print("TypeError:", exc)
    print("rows made:", made)
    made.clear()
    try:
        table = dict((x, x) if x != 3 else (x,) for x in range(6) if made.append(x) is None)
    except ValueError as exc:
        print("ValueError:", exc)
    print("rows made:", made)
    table = dict((name.lower(), len(name)) for name in ["Ana", "Bo", "Cy"])
    print(table, sum(v for v in table.values()), sorted(k for k in table), tuple(x for x in "ab"))
