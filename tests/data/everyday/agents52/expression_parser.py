from typing import Iterator


def tokenize(src: str) -> Iterator[tuple[str, str]]:
    i = 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or (c == "." and i + 1 < len(src) and src[i + 1].isdigit()):
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            yield "num", src[i:j]
            i = j
        elif c in "+-*/()":
            yield "op", c
            i += 1
        else:
            raise SyntaxError(f"unexpected {c!r} at {i}")


class Parser:
    def __init__(self, tokens):
        self.tokens = list(tokens)
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else (None, None)

    def take(self):
        tok = self.peek()
        self.pos += 1
        return tok

    def expr(self):
        value = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.take()[1]
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.factor()
        while self.peek()[1] in ("*", "/"):
            op = self.take()[1]
            rhs = self.factor()
            value = value * rhs if op == "*" else value / rhs
        return value

    def factor(self):
        kind, text = self.take()
        if kind == "num":
            return float(text) if "." in text else int(text)
        if text == "-":
            return -self.factor()
        if text == "(":
            v = self.expr()
            if self.take()[1] != ")":
                raise SyntaxError("expected )")
            return v
        raise SyntaxError(f"unexpected {text!r}")


def main():
    for src in ["1 + 2 * 3", "(1 + 2) * 3", "-4 / (2 - 4)", "2 * .5 + 1", "3 $ 4", "(1 + 2", "10 / 0"]:
        try:
            print(f"{src} = {Parser(tokenize(src)).expr()}")
        except (SyntaxError, ZeroDivisionError) as e:
            print(f"{src}: {type(e).__name__}: {e}")


if __name__ == "__main__":
    main()
