"""Tokenise and parse feature-flag rules like `country == "DE" and (age >= 18 or beta)`."""
import re
from dataclasses import dataclass

TOKEN = re.compile(r"""\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<str>"[^"]*")|(?P<op>==|!=|>=|<=|>|<|\(|\))|(?P<word>[A-Za-z_]\w*))""")


@dataclass
class Tok:
    kind: str
    value: object
    pos: int


class RuleSyntaxError(Exception):
    pass


def tokenize(text):
    pos = 0
    out = []
    text = text.rstrip()
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise RuleSyntaxError(f"unexpected {text[pos]!r} at {pos}")
        kind = group = m.lastgroup
        raw = m.group(kind)
        if kind == "num":
            value = float(raw) if "." in raw else int(raw)
        elif kind == "str":
            value = raw[1:-1]
        elif kind == "word" and raw in ("and", "or", "not", "true", "false"):
            kind, value = ("bool", raw == "true") if raw in ("true", "false") else ("kw", raw)
        else:
            value = raw
        out.append(Tok(kind, value, m.start(group)))
        pos = m.end()
    return out


class Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, value=None):
        tok = self.peek()
        if tok is None or (value is not None and tok.value != value):
            where = tok.pos if tok else "end"
            raise RuleSyntaxError(f"expected {value or 'token'} at {where}")
        self.i += 1
        return tok

    def parse(self):
        node = self.expr_or()
        if self.peek() is not None:
            raise RuleSyntaxError(f"trailing {self.peek().value!r}")
        return node

    def expr_or(self):
        node = self.expr_and()
        while (t := self.peek()) and t.value == "or":
            self.take()
            node = ("or", node, self.expr_and())
        return node

    def expr_and(self):
        node = self.expr_not()
        while (t := self.peek()) and t.value == "and":
            self.take()
            node = ("and", node, self.expr_not())
        return node

    def expr_not(self):
        if (t := self.peek()) and t.value == "not":
            self.take()
            return ("not", self.expr_not())
        return self.comparison()

    def comparison(self):
        left = self.atom()
        t = self.peek()
        if t and t.kind == "op" and t.value not in "()":
            self.take()
            return ("cmp", t.value, left, self.atom())
        return left

    def atom(self):
        t = self.take()
        if t.value == "(":
            node = self.expr_or()
            self.take(")")
            return node
        if t.kind == "word":
            return ("var", t.value)
        return ("lit", t.value)


OPS = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">=": lambda a, b: a >= b,
       "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, "<": lambda a, b: a < b}


def evaluate(node, ctx):
    kind = node[0]
    if kind == "lit":
        return node[1]
    if kind == "var":
        return ctx.get(node[1], False)
    if kind == "not":
        return not evaluate(node[1], ctx)
    if kind == "and":
        return evaluate(node[1], ctx) and evaluate(node[2], ctx)
    if kind == "or":
        return evaluate(node[1], ctx) or evaluate(node[2], ctx)
    _, op, left, right = node
    return OPS[op](evaluate(left, ctx), evaluate(right, ctx))


def main():
    rules = [
        'country == "DE" and (age >= 18 or beta)',
        'not beta and score > 7.5',
        'plan != "free" or true',
        'age >= (18',
        'country = "DE"',
    ]
    users = [
        {"country": "DE", "age": 17, "beta": True, "score": 9, "plan": "free"},
        {"country": "FR", "age": 30, "beta": False, "score": 7.5, "plan": "pro"},
    ]
    for rule in rules:
        try:
            tree = Parser(tokenize(rule)).parse()
        except RuleSyntaxError as e:
            print(f"{rule!r}: syntax error: {e}")
            continue
        results = [evaluate(tree, u) for u in users]
        print(f"{rule!r}: {results}  tree={tree[0]}")


if __name__ == "__main__":
    main()
