"""Check bracket balance, then evaluate arithmetic expressions with variables."""
import operator
import re

PAIRS = {")": "(", "]": "[", "}": "{"}
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|([A-Za-z_]\w*)|(\*\*|[-+*/%()\[\]{}]))")
OPS = {
    "+": (1, operator.add),
    "-": (1, operator.sub),
    "*": (2, operator.mul),
    "/": (2, operator.truediv),
    "%": (2, operator.mod),
    "**": (3, operator.pow),
}


class ExprError(Exception):
    def __init__(self, message: str, position: int = -1):
        super().__init__(message)
        self.position = position

    def __str__(self):
        base = super().__str__()
        return f"{base} at {self.position}" if self.position >= 0 else base


def check_brackets(text: str) -> None:
    stack = []
    for pos, ch in enumerate(text):
        if ch in "([{":
            stack.append((ch, pos))
        elif ch in PAIRS:
            if not stack or stack[-1][0] != PAIRS[ch]:
                raise ExprError(f"unexpected {ch!r}", pos)
            stack.pop()
    if stack:
        ch, pos = stack[-1]
        raise ExprError(f"unclosed {ch!r}", pos)


def tokenize(text: str):
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise ExprError(f"bad character {text[pos]!r}", pos)
        number, name, op = m.groups()
        if number:
            yield ("num", float(number) if "." in number else int(number))
        elif name:
            yield ("name", name)
        else:
            yield ("op", {"[": "(", "{": "(", "]": ")", "}": ")"}.get(op, op))
        pos = m.end()


def to_rpn(tokens):
    out, stack = [], []
    for kind, value in tokens:
        if kind != "op":
            out.append((kind, value))
        elif value == "(":
            stack.append(value)
        elif value == ")":
            while stack[-1] != "(":
                out.append(("op", stack.pop()))
            stack.pop()
        else:
            prec = OPS[value][0]
            while stack and stack[-1] != "(" and (
                OPS[stack[-1]][0] > prec or (OPS[stack[-1]][0] == prec and value != "**")
            ):
                out.append(("op", stack.pop()))
            stack.append(value)
    out.extend(("op", op) for op in reversed(stack))
    return out


def evaluate(text: str, env: dict) -> float:
    check_brackets(text)
    values = []
    for kind, value in to_rpn(tokenize(text)):
        if kind == "num":
            values.append(value)
        elif kind == "name":
            if value not in env:
                raise ExprError(f"unknown variable {value}")
            values.append(env[value])
        else:
            if len(values) < 2:
                raise ExprError(f"operator {value} lacks operands")
            right, left = values.pop(), values.pop()
            try:
                values.append(OPS[value][1](left, right))
            except ZeroDivisionError:
                raise ExprError("division by zero") from None
    if len(values) != 1:
        raise ExprError("malformed expression")
    return values[0]


def main():
    env = {"x": 4, "rate": 0.075, "qty": 12}
    exprs = [
        "1 + 2 * 3",
        "(1 + 2) * 3",
        "2 ** 3 ** 2",
        "[x + 1] * {x - 1}",
        "qty * 9.99 * (1 + rate)",
        "17 % 5 + x / 8",
        "(x + 2",
        "x + 2)]",
        "10 / (x - 4)",
        "y * 2",
        "3 $ 4",
    ]
    for e in exprs:
        try:
            result = evaluate(e, env)
            shown = f"{result:.4f}" if isinstance(result, float) else str(result)
            print(f"{e:<26} = {shown}")
        except ExprError as err:
            print(f"{e:<26} ! {err}")


if __name__ == "__main__":
    main()
