"""Tokenize and evaluate arithmetic expressions with a recursive-descent parser."""
import re
from typing import NamedTuple, Iterator

TOKEN_RE = re.compile(r"\s*(?:(\d+\.\d*|\d+)|(\*\*|[-+*/%()])|([A-Za-z_]\w*))")


class Token(NamedTuple):
    kind: str
    text: str
    pos: int


class ParseError(Exception):
    pass


def tokenize(src: str) -> Iterator[Token]:
    pos = 0
    while pos < len(src):
        if src[pos:].strip() == "":
            break
        m = TOKEN_RE.match(src, pos)
        if not m:
            raise ParseError(f"unexpected character {src[pos]!r} at {pos}")
        number, op, name = m.groups()
        if number:
            yield Token("num", number, m.start(1))
        elif op:
            yield Token("op", op, m.start(2))
        else:
            yield Token("name", name, m.start(3))
        pos = m.end()
    yield Token("end", "", len(src))


class Parser:
    def __init__(self, src, env=None):
        self.tokens = list(tokenize(src))
        self.i = 0
        self.env = env or {}

    def peek(self):
        return self.tokens[self.i]

    def take(self, text=None):
        tok = self.tokens[self.i]
        if text is not None and tok.text != text:
            raise ParseError(f"expected {text!r} at {tok.pos}, found {tok.text or 'end'!r}")
        self.i += 1
        return tok

    def expr(self):
        value = self.term()
        while self.peek().text in ("+", "-"):
            op = self.take().text
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.factor()
        while self.peek().text in ("*", "/", "%"):
            op = self.take().text
            rhs = self.factor()
            if op == "*":
                value *= rhs
            elif op == "/":
                value /= rhs
            else:
                value %= rhs
        return value

    def factor(self):
        if self.peek().text == "-":
            self.take()
            return -self.factor()
        base = self.atom()
        if self.peek().text == "**":
            self.take()
            return base ** self.factor()
        return base

    def atom(self):
        tok = self.take()
        if tok.kind == "num":
            return float(tok.text) if "." in tok.text else int(tok.text)
        if tok.kind == "name":
            if tok.text not in self.env:
                raise ParseError(f"unknown variable {tok.text!r}")
            return self.env[tok.text]
        if tok.text == "(":
            value = self.expr()
            self.take(")")
            return value
        raise ParseError(f"unexpected {tok.text or 'end of input'!r} at {tok.pos}")

    def parse(self):
        value = self.expr()
        self.take("")
        return value


def main():
    env = {"x": 3, "rate": 0.25, "n": 10}
    cases = ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-2 ** 2", "n % 4 + x",
             "7 / 2", "rate * (n - x)", "3 +", "2 * (4 + 1", "y + 1", "4 $ 4", "1.5e3"]
    for src in cases:
        try:
            result = Parser(src, env).parse()
        except ParseError as err:
            print(f"{src!r:>18} -> error: {err}")
        except ZeroDivisionError:
            print(f"{src!r:>18} -> division by zero")
        else:
            print(f"{src!r:>18} -> {result}")
    print([t.kind for t in tokenize("a+1")])
    print(Token("num", "1", 0))


if __name__ == "__main__":
    main()
