"""Parse boolean expressions with a recursive-descent parser and print truth tables."""
from itertools import product
from typing import Dict, List, NamedTuple, Union


class Token(NamedTuple):
    kind: str
    text: str
    pos: int


class ParseError(Exception):
    def __init__(self, message: str, pos: int):
        super().__init__(f"{message} at column {pos}")
        self.pos = pos


KEYWORDS = {"and": "AND", "or": "OR", "not": "NOT", "xor": "XOR"}


def tokenize(src: str) -> List[Token]:
    tokens, i = [], 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch in "()":
            tokens.append(Token(ch, ch, i))
            i += 1
        elif ch.isalpha():
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            tokens.append(Token(KEYWORDS.get(word.lower(), "VAR"), word, i))
            i = j
        else:
            raise ParseError(f"unexpected {ch!r}", i)
    tokens.append(Token("EOF", "", len(src)))
    return tokens


class Var:
    def __init__(self, name): self.name = name
    def eval(self, env): return env[self.name]
    def __repr__(self): return self.name


class Not:
    def __init__(self, operand): self.operand = operand
    def eval(self, env): return not self.operand.eval(env)
    def __repr__(self): return f"¬{self.operand!r}"


class BinOp:
    OPS = {"AND": lambda a, b: a and b, "OR": lambda a, b: a or b, "XOR": lambda a, b: a != b}

    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right

    def eval(self, env):
        return self.OPS[self.op](self.left.eval(env), self.right.eval(env))

    def __repr__(self):
        return f"({self.left!r} {self.op.lower()} {self.right!r})"


Node = Union[Var, Not, BinOp]


class Parser:
    """expr := term (OR|XOR term)*; term := factor (AND factor)*; factor := NOT factor | VAR | ( expr )"""

    def __init__(self, src: str):
        self.tokens = tokenize(src)
        self.i = 0

    def peek(self) -> Token:
        return self.tokens[self.i]

    def take(self, kind: str) -> Token:
        tok = self.peek()
        if tok.kind != kind:
            found = tok.text or "end of input"
            raise ParseError(f"expected {kind}, found {found!r}", tok.pos)
        self.i += 1
        return tok

    def parse(self) -> Node:
        node = self.expr()
        self.take("EOF")
        return node

    def expr(self) -> Node:
        node = self.term()
        while self.peek().kind in ("OR", "XOR"):
            op = self.take(self.peek().kind).kind
            node = BinOp(op, node, self.term())
        return node

    def term(self) -> Node:
        node = self.factor()
        while self.peek().kind == "AND":
            self.take("AND")
            node = BinOp("AND", node, self.factor())
        return node

    def factor(self) -> Node:
        tok = self.peek()
        if tok.kind == "NOT":
            self.take("NOT")
            return Not(self.factor())
        if tok.kind == "(":
            self.take("(")
            node = self.expr()
            self.take(")")
            return node
        return Var(self.take("VAR").text)


def variables(node: Node, seen: Dict[str, None]) -> Dict[str, None]:
    if isinstance(node, Var):
        seen.setdefault(node.name, None)
    elif isinstance(node, Not):
        variables(node.operand, seen)
    else:
        variables(node.left, seen)
        variables(node.right, seen)
    return seen


def main():
    sources = ["a and not b", "(p or q) and not (p and q)", "x xor y xor z",
               "a and (b or", "a & b", "not not rain OR sun", "a b"]
    for src in sources:
        try:
            tree = Parser(src).parse()
        except ParseError as err:
            print(f"{src!r}: error: {err} (pos={err.pos})")
            continue
        names = list(variables(tree, {}))
        print(f"{src!r} => {tree!r}")
        print("   " + " ".join(names) + " | out")
        ones = 0
        for values in product([False, True], repeat=len(names)):
            result = tree.eval(dict(zip(names, values)))
            ones += result
            print("   " + " ".join(str(int(v)) for v in values) + f" | {int(result)}")
        print(f"   satisfiable in {ones}/{2 ** len(names)} rows")


if __name__ == "__main__":
    main()
