PROGRAMS = ("3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "10 2 8 * + 3 -", "1 +", "4 0 /")


def evaluate(expr: str):
    stack = []
    for token in expr.split():
        if token.lstrip("-").isdigit():
            stack.append(int(token))
            continue
        if len(stack) < 2:
            return "error: stack underflow at " + repr(token)
        b = stack.pop()
        a = stack.pop()
        if token == "+":
            stack.append(a + b)
        elif token == "-":
            stack.append(a - b)
        elif token == "*":
            stack.append(a * b)
        elif token == "/":
            if b == 0:
                return "error: division by zero"
            stack.append(a // b)
    return stack[-1] if len(stack) == 1 else "error: leftover " + str(stack)


def main() -> None:
    for p in PROGRAMS:
        print(f"{p:<22} => {evaluate(p)}")
