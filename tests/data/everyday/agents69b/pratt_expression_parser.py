"""A Pratt parser for arithmetic with variables, unary minus, ** and function calls."""
import math
import re
from dataclasses import dataclass
from typing import Union

TOKEN = re.compile(r"\s*(?:(\d+\.\d*|\d+)|([A-Za-z_]\w*)|(\*\*|[-+*/%(),^]))")


class ParseError(Exception):
    pass


@dataclass
class Num:
    value: float


@dataclass
class Var:
    name: str


@dataclass
class Unary:
    op: str
    operand: "Node"


@dataclass
class Binary:
    op: str
    left: "Node"
    right: "Node"


@dataclass
class Call:
    fn: str
    args: list


Node = Union[Num, Var, Unary, Binary, Call]

BINDING = {"+": (10, 11), "-": (10, 11), "*": (20, 21), "/": (20, 21), "%": (20, 21), "**": (31, 30)}


def tokenize(text):
    pos, out = 0, []
    text = text.rstrip()
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise ParseError(f"bad character {text[pos]!r} at {pos}")
        num, name, op = m.groups()
        out.append(("num", float(num)) if num else ("name", name) if name else ("op", op))
        pos = m.end()
    return out


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else ("eof", None)

    def next(self):
        tok = self.peek()
        self.i += 1
        return tok

    def expect(self, value):
        kind, v = self.next()
        if v != value:
            raise ParseError(f"expected {value!r}, got {v!r}")

    def parse(self, min_bp=0):
        kind, value = self.next()
        if kind == "num":
            left = Num(value)
        elif kind == "name":
            if self.peek() == ("op", "("):
                self.next()
                args = []
                if self.peek() != ("op", ")"):
                    args.append(self.parse())
                    while self.peek() == ("op", ","):
                        self.next()
                        args.append(self.parse())
                self.expect(")")
                left = Call(value, args)
            else:
                left = Var(value)
        elif (kind, value) == ("op", "-"):
            left = Unary("-", self.parse(25))
        elif (kind, value) == ("op", "("):
            left = self.parse()
            self.expect(")")
        else:
            raise ParseError(f"unexpected {value!r}")
        while True:
            kind, op = self.peek()
            if kind != "op" or op not in BINDING:
                break
            lbp, rbp = BINDING[op]
            if lbp < min_bp:
                break
            self.next()
            left = Binary(op, left, self.parse(rbp))
        return left


FUNCS = {"max": max, "min": min, "sqrt": math.sqrt, "abs": abs}


def evaluate(node, env):
    match node:
        case Num(v):
            return v
        case Var(name):
            if name not in env:
                raise NameError(f"undefined variable {name}")
            return env[name]
        case Unary("-", operand):
            return -evaluate(operand, env)
        case Binary(op, l, r):
            a, b = evaluate(l, env), evaluate(r, env)
            return {"+": a + b, "-": a - b, "*": a * b, "**": a ** b}.get(op) if op not in "/%" else (a / b if op == "/" else a % b)
        case Call(fn, args):
            return FUNCS[fn](*[evaluate(a, env) for a in args])


def show(node):
    match node:
        case Num(v):
            return f"{v:g}"
        case Var(n):
            return n
        case Unary(op, x):
            return f"({op}{show(x)})"
        case Binary(op, l, r):
            return f"({show(l)} {op} {show(r)})"
        case Call(fn, args):
            return f"{fn}({', '.join(show(a) for a in args)})"


def main():
    env = {"x": 3.0, "rate": 0.5, "n": 4}
    for src in ["1 + 2 * 3", "2 ** 3 ** 2", "-x ** 2", "(1 + x) * rate - 7 % n",
                "max(x, n, 2) / min(1, rate)", "sqrt(16) + abs(-2.5)", "1 / (x - 3)",
                "2 * (3 + ", "y + 1", "4 $ 2", "10 / 4 * 2"]:
        try:
            tree = Parser(tokenize(src)).parse()
            print(f"{src:<28} => {show(tree):<34} = {evaluate(tree, env):g}")
        except (ParseError, NameError, ZeroDivisionError) as exc:
            print(f"{src:<28} !! {type(exc).__name__}: {exc}")


if __name__ == "__main__":
    main()
