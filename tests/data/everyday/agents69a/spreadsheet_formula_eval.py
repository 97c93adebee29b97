"""A tiny spreadsheet: A1 references, column-letter arithmetic, SUM/AVG ranges, cycle errors."""
import re
from functools import lru_cache

SHEET = {
    "A1": "Item", "B1": "Qty", "C1": "Price", "D1": "Total",
    "A2": "Pens", "B2": "12", "C2": "0.80", "D2": "=B2*C2",
    "A3": "Paper", "B3": "5", "C3": "4.25", "D3": "=B3*C3",
    "A4": "Toner", "B4": "2", "C4": "39.90", "D4": "=B4*C4",
    "A5": "Sum", "B5": "=SUM(B2:B4)", "D5": "=SUM(D2:D4)",
    "A6": "Avg price", "C6": "=AVG(C2:C4)",
    "A7": "Tax", "D7": "=D5*0.2", "D8": "=D5+D7",
    "E1": "=E2+1", "E2": "=E1",
    "F1": "=Z99*2", "F2": "=B2/0",
    "AA1": "=SUM(B2:C3)",
}


def col_to_num(col):
    n = 0
    for ch in col:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n


def num_to_col(n):
    letters = ""
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


def split_ref(ref):
    m = re.fullmatch(r"([A-Z]+)(\d+)", ref)
    return m.group(1), int(m.group(2))


def expand_range(start, end):
    c1, r1 = split_ref(start)
    c2, r2 = split_ref(end)
    return [f"{num_to_col(c)}{r}" for r in range(r1, r2 + 1) for c in range(col_to_num(c1), col_to_num(c2) + 1)]


class CycleError(Exception):
    pass


def make_evaluator(sheet):
    visiting = set()

    @lru_cache(maxsize=None)
    def value(ref):
        raw = sheet.get(ref, "")
        if not raw.startswith("="):
            try:
                return float(raw) if raw else 0.0
            except ValueError:
                return raw
        if ref in visiting:
            raise CycleError(f"cycle through {ref}")
        visiting.add(ref)
        try:
            expr = raw[1:]
            expr = re.sub(r"(SUM|AVG)\(([A-Z]+\d+):([A-Z]+\d+)\)", lambda m: range_call(m), expr)
            expr = re.sub(r"\b[A-Z]+\d+\b", lambda m: repr(value(m.group(0))), expr)
            return eval_arith(expr)
        finally:
            visiting.discard(ref)

    def range_call(m):
        cells = [value(c) for c in expand_range(m.group(2), m.group(3))]
        nums = [c for c in cells if isinstance(c, float)]
        total = sum(nums)
        return repr(total if m.group(1) == "SUM" else total / len(nums))

    return value


def eval_arith(expr):
    tokens = re.findall(r"\d+\.?\d*(?:e[+-]?\d+)?|[-+*/()]", expr)
    pos = 0

    def atom():
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok == "(":
            v = add()
            pos += 1
            return v
        if tok == "-":
            return -atom()
        return float(tok)

    def mul():
        nonlocal pos
        v = atom()
        while pos < len(tokens) and tokens[pos] in "*/":
            op = tokens[pos]
            pos += 1
            v = v * atom() if op == "*" else v / atom()
        return v

    def add():
        nonlocal pos
        v = mul()
        while pos < len(tokens) and tokens[pos] in "+-":
            op = tokens[pos]
            pos += 1
            v = v + mul() if op == "+" else v - mul()
        return v

    return add()


def main():
    value = make_evaluator(SHEET)
    for ref in sorted(SHEET, key=lambda r: (split_ref(r)[1], col_to_num(split_ref(r)[0]))):
        try:
            v = value(ref)
            shown = f"{v:,.2f}" if isinstance(v, float) else v
        except CycleError as exc:
            shown = f"#CYCLE ({exc})"
        except ZeroDivisionError:
            shown = "#DIV/0!"
        print(f"{ref:>4} {SHEET[ref]:<14} {shown}")
    print([num_to_col(n) for n in (1, 26, 27, 52, 53, 702, 703, 16384)])
    print([col_to_num(c) for c in ("A", "Z", "AA", "AZ", "ZZ", "XFD")])
    print(expand_range("B2", "C3"))
    print(value.cache_info().hits >= 0, eval_arith("2*(3+4)-10/4"))
    return value("D8")


if __name__ == "__main__":
    main()
