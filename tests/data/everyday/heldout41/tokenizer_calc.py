def tokenize(expr: str) -> list:
    tokens = []
    i = 0
    while i < len(expr):
        c = expr[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            j = i
            while j < len(expr) and (expr[j].isdigit() or expr[j] == "."):
                j += 1
            tokens.append(float(expr[i:j]) if "." in expr[i:j] else int(expr[i:j]))
            i = j
        elif c in "+-*/()%":
            tokens.append(c)
            i += 1
        else:
            raise ValueError(f"bad char {c!r} at {i}")
    return tokens


PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2}


def to_rpn(tokens):
    out, ops = [], []
    for t in tokens:
        if isinstance(t, (int, float)):
            out.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and PREC[ops[-1]] >= PREC[t]:
                out.append(ops.pop())
            ops.append(t)
    while ops:
        out.append(ops.pop())
    return out


def evaluate(rpn):
    stack = []
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
           "/": lambda a, b: a / b, "%": lambda a, b: a % b}
    for t in rpn:
        if t in ops:
            b, a = stack.pop(), stack.pop()
            stack.append(ops[t](a, b))
        else:
            stack.append(t)
    return stack[0]


def main():
    for e in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4", "2 * (3 + 4) * 5 - 6", "17 % 5 + 0.5", "((7))"]:
        rpn = to_rpn(tokenize(e))
        print(f"{e:<22} => {' '.join(map(str, rpn)):<24} = {evaluate(rpn)}")
    try:
        tokenize("2 ^ 3")
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()
