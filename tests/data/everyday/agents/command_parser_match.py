SCRIPT = """push 3
push 4
add
push 10
mul
dup
pop
swap
push 2
sub
print
unknown 1"""


def run(lines):
    stack = []
    log = []
    for line in lines:
        match line.split():
            case ["push", n]:
                stack.append(int(n))
            case ["add" | "mul" | "sub" as op]:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if op == "add" else a * b if op == "mul" else a - b)
            case ["dup"]:
                stack.append(stack[-1])
            case ["pop"]:
                stack.pop()
            case ["swap"] if len(stack) >= 2:
                stack[-1], stack[-2] = stack[-2], stack[-1]
            case ["print"]:
                log.append(" ".join(map(str, stack)))
            case [cmd, *args]:
                log.append(f"bad command {cmd!r} with {len(args)} args")
    return stack, log


def main():
    stack, log = run(SCRIPT.splitlines())
    for entry in log:
        print(entry)
    print("final", stack)
    return stack[-1] if stack else None
