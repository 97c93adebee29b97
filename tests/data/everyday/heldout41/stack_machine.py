PROGRAM = """
push 10
push 20
add
dup
push 3
mul
swap
sub
print
push 7
push 2
divmod
print
print
push 5
jz 99
push 0
jz 19
push 111
print
halt
"""


def run(source, limit=1000):
    code = [line.split() for line in source.strip().splitlines()]
    stack, out, pc, steps = [], [], 0, 0
    while pc < len(code) and steps < limit:
        steps += 1
        op, *args = code[pc]
        pc += 1
        if op == "push":
            stack.append(int(args[0]))
        elif op == "add":
            b, a = stack.pop(), stack.pop()
            stack.append(a + b)
        elif op == "sub":
            b, a = stack.pop(), stack.pop()
            stack.append(a - b)
        elif op == "mul":
            stack.append(stack.pop() * stack.pop())
        elif op == "divmod":
            b, a = stack.pop(), stack.pop()
            stack.extend(divmod(a, b))
        elif op == "dup":
            stack.append(stack[-1])
        elif op == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif op == "print":
            out.append(stack.pop())
        elif op == "jz":
            if stack.pop() == 0:
                pc = int(args[0]) - 1
        elif op == "halt":
            break
        else:
            raise ValueError(f"unknown op {op!r} at line {pc}")
    return out, stack, steps


def main():
    out, stack, steps = run(PROGRAM)
    print("output:", out)
    print("stack:", stack, "steps:", steps)
    out2, _, _ = run("push 2\npush 3\nmul\nprint")
    print(out2)
    try:
        run("push 1\nfrob")
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
