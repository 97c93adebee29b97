"""Pratt parser for arithmetic with variables, unary minus, power and calls."""
import re
from typing import NamedTuple, Union


class Token(NamedTuple):
    kind: str
    text: str
    pos: int


TOKEN_RE = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%(),=]))")


class ParseError(Exception):
    def __init__(self, msg: str, pos: int):
        super().__init__(f"{msg} at {pos}")
        self.pos = pos


def tokenize(src: str) -> list[Token]:
    pos, out = 0, []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN_RE.match(src, pos)
        if not m:
            raise ParseError(f"bad character {src[pos]!r}", pos)
        kind = m.lastgroup
        out.append(Token(kind, m.group(kind), m.start(kind)))
        pos = m.end()
    out.append(Token("eof", "", len(src)))
    return out


BINARY = {"+": (10, 11), "-": (10, 11), "*": (20, 21), "/": (20, 21), "%": (20, 21), "**": (31, 30)}
Node = Union[float, str, tuple]


class Parser:
    def __init__(self, tokens: list[Token]):
        self.tokens = tokens
        self.i = 0

    def peek(self) -> Token:
        return self.tokens[self.i]

    def advance(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, text: str) -> None:
        tok = self.advance()
        if tok.text != text:
            raise ParseError(f"expected {text!r}, got {tok.text or 'end'!r}", tok.pos)

    def parse(self, min_bp: int = 0) -> Node:
        tok = self.advance()
        if tok.kind == "num":
            left: Node = float(tok.text) if "." in tok.text else int(tok.text)
        elif tok.kind == "name":
            left = tok.text
            if self.peek().text == "(":
                self.advance()
                args = []
                if self.peek().text != ")":
                    args.append(self.parse())
                    while self.peek().text == ",":
                        self.advance()
                        args.append(self.parse())
                self.expect(")")
                left = ("call", tok.text, tuple(args))
        elif tok.text == "-":
            left = ("neg", self.parse(25))
        elif tok.text == "(":
            left = self.parse()
            self.expect(")")
        else:
            raise ParseError(f"unexpected {tok.text or 'end'!r}", tok.pos)
        while True:
            op = self.peek()
            if op.text not in BINARY:
                break
            lbp, rbp = BINARY[op.text]
            if lbp < min_bp:
                break
            self.advance()
            left = (op.text, left, self.parse(rbp))
        return left


FUNCS = {"max": max, "min": min, "abs": abs}


def evaluate(node: Node, env: dict):
    if isinstance(node, (int, float)):
        return node
    if isinstance(node, str):
        if node not in env:
            raise NameError(f"undefined variable {node}")
        return env[node]
    tag = node[0]
    if tag == "neg":
        return -evaluate(node[1], env)
    if tag == "call":
        return FUNCS[node[1]](*(evaluate(a, env) for a in node[2]))
    a, b = evaluate(node[1], env), evaluate(node[2], env)
    if tag == "+": return a + b
    if tag == "-": return a - b
    if tag == "*": return a * b
    if tag == "/": return a / b
    if tag == "%": return a % b
    return a ** b


def run_line(line: str, env: dict):
    if "=" in line:
        name, expr = line.split("=", 1)
        env[name.strip()] = evaluate(Parser(tokenize(expr)).parse(), env)
        return f"{name.strip()} := {env[name.strip()]}"
    p = Parser(tokenize(line))
    tree = p.parse()
    if p.peek().kind != "eof":
        raise ParseError(f"trailing {p.peek().text!r}", p.peek().pos)
    return f"{tree} = {evaluate(tree, env)}"


def main():
    env = {"pi": 3.14159}
    lines = ["1 + 2 * 3", "2 ** 3 ** 2", "-2 ** 2", "(1 + 2) * -3", "x = 7 % 4", "y = x * 2.5",
             "max(x, y, 4) - min(1, 2)", "abs(-pi) / 2", "10 / 4", "1 +", "3 $ 4", "z + 1",
             "(1 + 2", "4 5", "7 / (3 - 3)"]
    for line in lines:
        try:
            print(f"{line:<26} -> {run_line(line, env)}")
        except ParseError as e:
            print(f"{line:<26} -> parse error: {e} (pos {e.pos})")
        except (NameError, ZeroDivisionError) as e:
            print(f"{line:<26} -> {type(e).__name__}: {e}")
    print(sorted(env.items()))
    return len(env)


if __name__ == "__main__":
    main()
