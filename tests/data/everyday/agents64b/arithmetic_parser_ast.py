"""A tokenizer, recursive-descent parser and evaluator for arithmetic with variables."""
import re
from dataclasses import dataclass


class CalcError(Exception):
    def __init__(self, message, pos=None):
        super().__init__(message if pos is None else f"{message} at column {pos}")
        self.pos = pos


TOKEN_RE = re.compile(r"\s*(?:(\d+\.?\d*)|([A-Za-z_]\w*)|(\*\*|[-+*/%()=]))")


@dataclass
class Tok:
    kind: str
    text: str
    pos: int


def tokenize(src):
    pos, out = 0, []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN_RE.match(src, pos)
        if not m:
            raise CalcError(f"unexpected {src[pos:].strip()[0]!r}", pos)
        num, name, op = m.groups()
        start = m.start(m.lastindex)
        if num:
            out.append(Tok("num", num, start))
        elif name:
            out.append(Tok("name", name, start))
        else:
            out.append(Tok("op", op, start))
        pos = m.end()
    out.append(Tok("end", "", len(src)))
    return out


class Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.i = 0

    def peek(self):
        return self.toks[self.i]

    def take(self, text=None):
        tok = self.toks[self.i]
        if text is not None and tok.text != text:
            raise CalcError(f"expected {text!r}, got {tok.text or 'end'!r}", tok.pos)
        self.i += 1
        return tok

    def statement(self):
        if self.peek().kind == "name" and self.toks[self.i + 1].text == "=":
            name = self.take().text
            self.take("=")
            return ("assign", name, self.expr())
        return self.expr()

    def expr(self):
        node = self.term()
        while self.peek().text in ("+", "-"):
            node = (self.take().text, node, self.term())
        return node

    def term(self):
        node = self.unary()
        while self.peek().text in ("*", "/", "%"):
            node = (self.take().text, node, self.unary())
        return node

    def unary(self):
        if self.peek().text == "-":
            self.take()
            return ("neg", self.unary())
        return self.power()

    def power(self):
        base = self.atom()
        if self.peek().text == "**":
            self.take()
            return ("**", base, self.unary())
        return base

    def atom(self):
        tok = self.take()
        if tok.kind == "num":
            return ("num", float(tok.text) if "." in tok.text else int(tok.text))
        if tok.kind == "name":
            return ("var", tok.text)
        if tok.text == "(":
            node = self.expr()
            self.take(")")
            return node
        raise CalcError(f"unexpected {tok.text or 'end of input'!r}", tok.pos)


OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
       "/": lambda a, b: a / b, "%": lambda a, b: a % b, "**": lambda a, b: a ** b}


def evaluate(node, env):
    kind = node[0]
    if kind == "num":
        return node[1]
    if kind == "var":
        if node[1] not in env:
            raise CalcError(f"undefined variable {node[1]}")
        return env[node[1]]
    if kind == "neg":
        return -evaluate(node[1], env)
    if kind == "assign":
        env[node[1]] = evaluate(node[2], env)
        return env[node[1]]
    try:
        return OPS[kind](evaluate(node[1], env), evaluate(node[2], env))
    except ZeroDivisionError as exc:
        raise CalcError("division by zero") from exc


def main():
    env = {}
    lines = ["x = 4", "y = x ** 2 - 3 * x", "-2 ** 2", "(x + y) / 3", "y % 5 + 2.5",
             "z + 1", "10 / (x - 4)", "3 + * 4", "(1 + 2", "a = b = 3", "2 $ 3", "r = 2 ** -1"]
    for line in lines:
        try:
            tree = Parser(tokenize(line)).statement()
            print(f"{line:<22} => {evaluate(tree, env)!r}")
        except CalcError as exc:
            cause = exc.__cause__
            note = f" (caused by {type(cause).__name__})" if cause else ""
            print(f"{line:<22} !! {exc}{note}")
    print(sorted(env.items()))
    print(Parser(tokenize("1 + 2 * x")).expr())


if __name__ == "__main__":
    main()
