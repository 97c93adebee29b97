"""Evaluate a tiny spreadsheet: cell references, ranges, SUM/AVG/MAX, dependency order and cycles."""
import re
from graphlib import TopologicalSorter, CycleError

SHEET = {
    "A1": "120", "A2": "80", "A3": "=A1+A2", "A4": "=SUM(A1:A3)",
    "B1": "=A4*0.2", "B2": "=AVG(A1:A2)", "B3": "=MAX(A1:A3, B1)",
    "C1": "=B1-B2/4", "C2": "=C3+1", "C3": "=C2*2", "C4": "=A1/D9", "C5": "=(A1 + A2) * 2 - B2",
}

REF = re.compile(r"\b([A-Z])(\d+)(?::([A-Z])(\d+))?\b")


class FormulaError(Exception):
    pass


def expand(m) -> list[str]:
    c1, r1, c2, r2 = m.groups()
    if c2 is None:
        return [f"{c1}{r1}"]
    return [f"{chr(c)}{r}" for c in range(ord(c1), ord(c2) + 1) for r in range(int(r1), int(r2) + 1)]


def deps(formula: str) -> list:
    if not formula.startswith("="):
        return []
    return sorted({cell for m in REF.finditer(formula) for cell in expand(m)})


FUNCS = {"SUM": lambda *xs: sum(xs), "AVG": lambda *xs: sum(xs) / len(xs), "MAX": max, "MIN": min}


def evaluate(formula: str, values: dict):
    if not formula.startswith("="):
        return float(formula)
    body = formula[1:]

    def ref(m):
        cells = expand(m)
        for cell in cells:
            if cell not in values:
                raise FormulaError(f"#REF! {cell}")
        return ", ".join(repr(values[c]) for c in cells)

    code = REF.sub(ref, body)
    if not re.fullmatch(r"[\d\s.+\-*/(),A-Z]*", code):
        raise FormulaError(f"#SYNTAX {body}")
    try:
        return eval(code, {"__builtins__": {}}, FUNCS)
    except ZeroDivisionError:
        raise FormulaError("#DIV/0!") from None


def main():
    graph = {cell: deps(f) for cell, f in SHEET.items()}
    ts = TopologicalSorter(graph)
    try:
        order = list(ts.static_order())
    except CycleError as err:
        cycle = err.args[1]
        print("cycle:", " -> ".join(cycle))
        bad = set(cycle)
        order = list(TopologicalSorter({c: d for c, d in graph.items() if c not in bad}).static_order())
    values, errors = {}, {}
    for cell in order:
        if cell not in SHEET:
            continue
        try:
            values[cell] = evaluate(SHEET[cell], values)
        except FormulaError as err:
            errors[cell] = str(err)
    for cell in sorted(SHEET, key=lambda c: (c[0], int(c[1:]))):
        shown = errors.get(cell) or (f"{values[cell]:g}" if cell in values else "#CYCLE")
        print(f"{cell:<3} {SHEET[cell]:<18} {shown}")
    print("evaluated", len(values), "cells; errors", len(errors))
    print("dependents of A1:", sorted(c for c, d in graph.items() if "A1" in d))


if __name__ == "__main__":
    main()
