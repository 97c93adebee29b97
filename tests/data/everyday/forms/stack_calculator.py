PROGRAMS = ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "1 +"]


def evaluate(expr):
    stack = []
    for tok in expr.split():
        if tok in ("+", "-", "*"):
            if len(stack) < 2:
                return None
            *stack, a, b = stack
            stack.append(a + b if tok == "+" else a - b if tok == "-" else a * b)
        else:
            stack.append(int(tok))
    return stack[0] if len(stack) == 1 else None


def main() -> None:
    for p in PROGRAMS:
        result = evaluate(p)
        print(f"{p:<22} => {'error' if result is None else result}")
