"""Evaluate spreadsheet cells with formulas, reporting #REF!, #DIV/0! and cycles."""
import re
from typing import Dict, Set, Union

Value = Union[float, str]


class CellError(Exception):
    code = "#ERR!"


class RefError(CellError):
    code = "#REF!"


class DivZero(CellError):
    code = "#DIV/0!"


class CycleError(CellError):
    code = "#CYCLE!"


TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|([A-Z]+\d+)|(SUM\([A-Z]+\d+:[A-Z]+\d+\))|(.))")


class Sheet:
    def __init__(self, cells: Dict[str, str]):
        self.raw = cells
        self.cache: Dict[str, Value] = {}
        self.visiting: Set[str] = set()

    def value(self, ref: str) -> float:
        if ref in self.cache:
            v = self.cache[ref]
            if isinstance(v, str):
                raise {c.code: c for c in (RefError, DivZero, CycleError)}.get(v, CellError)(ref)
            return v
        if ref not in self.raw:
            raise RefError(ref)
        if ref in self.visiting:
            raise CycleError(ref)
        self.visiting.add(ref)
        try:
            text = self.raw[ref]
            result = self.formula(text[1:]) if text.startswith("=") else float(text or 0)
        finally:
            self.visiting.discard(ref)
        self.cache[ref] = result
        return result

    def span(self, a: str, b: str):
        col_a, row_a = a[0], int(a[1:])
        col_b, row_b = b[0], int(b[1:])
        for c in range(ord(col_a), ord(col_b) + 1):
            for r in range(row_a, row_b + 1):
                yield f"{chr(c)}{r}"

    def formula(self, text: str) -> float:
        tokens = [m for m in TOKEN.findall(text) if any(m)]
        pos = 0

        def atom() -> float:
            nonlocal pos
            num, ref, total, op = tokens[pos]
            pos += 1
            if num:
                return float(num)
            if ref:
                return self.value(ref)
            if total:
                a, b = total[4:-1].split(":")
                return sum(self.value(r) for r in self.span(a, b) if r in self.raw)
            if op == "(":
                v = expr()
                pos += 1
                return v
            if op == "-":
                return -atom()
            raise CellError(f"unexpected {op!r}")

        def term() -> float:
            nonlocal pos
            v = atom()
            while pos < len(tokens) and tokens[pos][3] in ("*", "/"):
                op = tokens[pos][3]
                pos += 1
                rhs = atom()
                if op == "/" and rhs == 0:
                    raise DivZero(text)
                v = v * rhs if op == "*" else v / rhs
            return v

        def expr() -> float:
            nonlocal pos
            v = term()
            while pos < len(tokens) and tokens[pos][3] in ("+", "-"):
                op = tokens[pos][3]
                pos += 1
                v = v + term() if op == "+" else v - term()
            return v

        return expr()

    def show(self, ref: str) -> str:
        try:
            v = self.value(ref)
        except CellError as exc:
            self.cache[ref] = exc.code
            return exc.code
        return f"{v:g}"


def main():
    sheet = Sheet({
        "A1": "10", "A2": "32.5", "A3": "=A1+A2*2", "A4": "=SUM(A1:A3)",
        "B1": "=A4/(A1-10)", "B2": "=B1+1", "B3": "=Z9*2", "B4": "=-(A1-4)/3",
        "C1": "=C2+1", "C2": "=C3+1", "C3": "=C1", "C4": "=SUM(A1:B4)", "C5": "", "C6": "=2 ^ 3",
    })
    for col in "ABC":
        row = [f"{col}{r}={sheet.show(f'{col}{r}')}" for r in range(1, 7) if f"{col}{r}" in sheet.raw]
        print("  ".join(row))
    print(sorted(k for k, v in sheet.cache.items() if isinstance(v, str)))
    print(issubclass(DivZero, CellError), CycleError("C1").code, repr(RefError("Z9")))


if __name__ == "__main__":
    main()
