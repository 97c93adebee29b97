PROGRAMS = ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 ^ 2 ^", "10 3 /", "1 +", "4 2 swap -", "7 dup *"]


def run(src):
    stack = []
    for tok in src.split():
        if tok.lstrip("-").isdigit():
            stack.append(int(tok))
            continue
        if tok == "dup":
            if not stack:
                return "error: empty stack"
            stack.append(stack[-1])
            continue
        if len(stack) < 2:
            return f"error: '{tok}' needs two values"
        b, a = stack.pop(), stack.pop()
        if tok == "swap":
            stack.extend([b, a])
        elif tok == "+":
            stack.append(a + b)
        elif tok == "-":
            stack.append(a - b)
        elif tok == "*":
            stack.append(a * b)
        elif tok == "/":
            stack.append(a / b)
        elif tok == "^":
            stack.append(a ** b)
        else:
            return f"error: unknown token {tok!r}"
    return stack[-1] if len(stack) == 1 else f"error: {len(stack)} values left"


def main():
    out = {}
    for p in PROGRAMS:
        result = run(p)
        out[p] = result
        print(f"{p:<20} => {result}")
    return sum(v for v in out.values() if isinstance(v, int))
