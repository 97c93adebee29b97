"""Parse arithmetic into a tree, simplify it, and print it with minimal parentheses."""
import operator
import re

TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|([A-Za-z_]\w*)|(\*\*|[-+*/()]))")
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "**": 3}
APPLY = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "**": operator.pow}


class Num:
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return f"Num({self.value!r})"


class Var:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Var({self.name!r})"


class BinOp:
    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right

    def __repr__(self):
        return f"BinOp({self.op!r}, {self.left!r}, {self.right!r})"


def tokenize(text):
    pos, out = 0, []
    text = text.rstrip()
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise SyntaxError(f"bad character {text[pos]!r} at {pos}")
        number, name, op = m.groups()
        out.append(("num", float(number) if "." in number else int(number)) if number else ("name", name) if name else ("op", op))
        pos = m.end()
    return out


def parse(tokens, min_prec=1):
    left = atom(tokens)
    while tokens and tokens[0][0] == "op" and tokens[0][1] in PRECEDENCE and PRECEDENCE[tokens[0][1]] >= min_prec:
        op = tokens.pop(0)[1]
        next_prec = PRECEDENCE[op] if op == "**" else PRECEDENCE[op] + 1
        left = BinOp(op, left, parse(tokens, next_prec))
    return left


def atom(tokens):
    if not tokens:
        raise SyntaxError("unexpected end of input")
    kind, value = tokens.pop(0)
    if kind == "num":
        return Num(value)
    if kind == "name":
        return Var(value)
    if value == "(":
        inner = parse(tokens)
        if not tokens or tokens.pop(0) != ("op", ")"):
            raise SyntaxError("missing )")
        return inner
    if value == "-":
        return BinOp("-", Num(0), atom(tokens))
    raise SyntaxError(f"unexpected {value!r}")


def simplify(node):
    if not isinstance(node, BinOp):
        return node
    left, right = simplify(node.left), simplify(node.right)
    if isinstance(left, Num) and isinstance(right, Num):
        return Num(APPLY[node.op](left.value, right.value))
    if node.op == "*" and any(isinstance(s, Num) and s.value == 0 for s in (left, right)):
        return Num(0)
    if node.op in "*/" and isinstance(right, Num) and right.value == 1:
        return left
    if node.op == "+" and isinstance(left, Num) and left.value == 0:
        return right
    if node.op in "+-" and isinstance(right, Num) and right.value == 0:
        return left
    return BinOp(node.op, left, right)


def show(node, parent=0, right_side=False):
    match node:
        case Num(value=v):
            return str(v)
        case Var(name=n):
            return n
        case BinOp(op=op, left=l, right=r):
            p = PRECEDENCE[op]
            text = f"{show(l, p)} {op} {show(r, p, True)}"
            needs = p < parent or (p == parent and right_side and op in "-/")
            return f"({text})" if needs else text


def main():
    sources = ["1 + 2 * 3", "(1 + 2) * 3", "x * (y + 0) - (a - (b - c))", "2 ** 3 ** 2", "(x + 1) * 1 / (2 * 0 + y)",
               "-(x) + 4 / (2 - 2.5)", "a - (b + c)", "3 * (4 + ", "2 $ 3"]
    for source in sources:
        try:
            tree = parse(tokenize(source))
        except SyntaxError as exc:
            print(f"{source!r:32} error: {exc}")
            continue
        print(f"{source!r:32} -> {show(tree):24} simplified: {show(simplify(tree))}")
    print(repr(parse(tokenize("a*(b+2)"))))


if __name__ == "__main__":
    main()
