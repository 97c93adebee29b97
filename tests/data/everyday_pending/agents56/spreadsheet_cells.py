"""Evaluate spreadsheet cells with formulas, references, ranges and cycle detection."""
import re
from functools import lru_cache

SHEET = {
    "A1": "120", "A2": "80", "A3": "=A1+A2", "A4": "=SUM(A1:A3)",
    "B1": "=A4*0.2", "B2": "=ROUND(B1/3, 2)", "B3": "=MAX(A1:A2)-MIN(A1:A2)",
    "C1": "=C2+1", "C2": "=C1+1", "C3": "=D9*2", "C4": "=A1/(A2-80)",
    "D1": "hello", "D2": "=AVG(A1:A2)",
}

REF = re.compile(r"\b([A-Z])(\d+)\b")
RANGE = re.compile(r"([A-Z])(\d+):([A-Z])(\d+)")
FUNCS = {"SUM": sum, "MAX": max, "MIN": min, "AVG": lambda xs: sum(xs) / len(xs),
         "ROUND": round}


class CellError(Exception):
    code = "#ERR"


class CycleError(CellError):
    code = "#CYCLE"


class RefError(CellError):
    code = "#REF"


def expand(match):
    c1, r1, c2, r2 = match.groups()
    cells = [f"{chr(c)}{r}" for c in range(ord(c1), ord(c2) + 1)
             for r in range(int(r1), int(r2) + 1)]
    return "[" + ", ".join(cells) + "]"


class Sheet:
    def __init__(self, cells):
        self.cells = cells
        self.stack = []

    def value(self, name):
        if name in self.stack:
            raise CycleError(" -> ".join(self.stack[self.stack.index(name):] + [name]))
        raw = self.cells.get(name)
        if raw is None:
            raise RefError(f"{name} is empty")
        if not raw.startswith("="):
            try:
                return float(raw)
            except ValueError:
                return raw
        self.stack.append(name)
        try:
            expr = RANGE.sub(expand, raw[1:])
            expr = REF.sub(lambda m: f"cell({m.group(0)!r})", expr)
            env = {"cell": self.value, **FUNCS, "__builtins__": {}}
            return eval(expr, env)
        except ZeroDivisionError:
            raise CellError("division by zero") from None
        finally:
            self.stack.pop()


def main():
    sheet = Sheet(SHEET)
    for name in sorted(SHEET, key=lambda n: (n[0], int(n[1:]))):
        try:
            v = sheet.value(name)
            shown = f"{v:,.2f}" if isinstance(v, float) else repr(v)
        except CellError as exc:
            shown = f"{exc.code} ({exc})"
        print(f"{name:<3} {SHEET[name]:<18} {shown}")
    print("cached lookups:", lru_cache(maxsize=None)(lambda n: n * 2)(21))


if __name__ == "__main__":
    main()
