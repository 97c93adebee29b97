PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}


def tokenize(expr):
    tokens, num = [], ""
    for ch in expr:
        if ch.isdigit() or ch == ".":
            num += ch
            continue
        if num:
            tokens.append(num)
            num = ""
        if ch in PRECEDENCE or ch in "()":
            tokens.append(ch)
        elif not ch.isspace():
            raise SyntaxError(f"unexpected character {ch!r}")
    if num:
        tokens.append(num)
    return tokens


def to_rpn(tokens):
    out, ops = [], []
    for tok in tokens:
        if tok in PRECEDENCE:
            while ops and ops[-1] != "(" and (
                PRECEDENCE[ops[-1]] > PRECEDENCE[tok] or (PRECEDENCE[ops[-1]] == PRECEDENCE[tok] and tok != "^")
            ):
                out.append(ops.pop())
            ops.append(tok)
        elif tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(float(tok) if "." in tok else int(tok))
    while ops:
        out.append(ops.pop())
    return out


def evaluate(rpn):
    stack = []
    for tok in rpn:
        if isinstance(tok, str):
            b, a = stack.pop(), stack.pop()
            if tok == "+":
                stack.append(a + b)
            elif tok == "-":
                stack.append(a - b)
            elif tok == "*":
                stack.append(a * b)
            elif tok == "/":
                stack.append(a / b)
            elif tok == "%":
                stack.append(a % b)
            else:
                stack.append(a ** b)
        else:
            stack.append(tok)
    return stack[0]


def main():
    for expr in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 1.5", "-7 % 3", "7 % 3 * 2", "1 / 0", "2 $ 3"]:
        try:
            rpn = to_rpn(tokenize(expr))
            print(f"{expr:<14} => {' '.join(map(str, rpn)):<18} = {evaluate(rpn)}")
        except ZeroDivisionError as e:
            print(f"{expr:<14} => error: {e}")
        except (SyntaxError, IndexError) as e:
            print(f"{expr:<14} => {type(e).__name__}: {e}")


if __name__ == "__main__":
    main()
