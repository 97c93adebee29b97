"""A register VM for a tiny assembly language: two-pass assembler with labels, then execution."""


class AsmError(Exception):
    def __init__(self, lineno, msg):
        super().__init__(f"line {lineno}: {msg}")


class VMError(Exception):
    pass


OPS = {"mov": 2, "add": 2, "sub": 2, "mul": 2, "mod": 2, "cmp": 2, "jmp": 1, "je": 1, "jne": 1,
       "jl": 1, "call": 1, "ret": 0, "push": 1, "pop": 1, "out": 1, "halt": 0}
REGS = ("a", "b", "c", "d")


def assemble(source):
    labels, program = {}, []
    for lineno, raw in enumerate(source.splitlines(), 1):
        line = raw.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(program)
            continue
        op, _, rest = line.partition(" ")
        args = [a.strip() for a in rest.split(",")] if rest.strip() else []
        if op not in OPS:
            raise AsmError(lineno, f"unknown op {op!r}")
        if len(args) != OPS[op]:
            raise AsmError(lineno, f"{op} takes {OPS[op]} operand(s), got {len(args)}")
        program.append((op, args, lineno))
    for op, args, lineno in program:
        if op in ("jmp", "je", "jne", "jl", "call") and args[0] not in labels:
            raise AsmError(lineno, f"undefined label {args[0]!r}")
    return program, labels


class VM:
    def __init__(self, program, labels, max_steps=10_000):
        self.program, self.labels = program, labels
        self.regs = dict.fromkeys(REGS, 0)
        self.stack, self.output = [], []
        self.flag = 0
        self.pc = 0
        self.steps = 0
        self.max_steps = max_steps

    def val(self, operand):
        if operand in self.regs:
            return self.regs[operand]
        try:
            return int(operand, 0)
        except ValueError:
            raise VMError(f"bad operand {operand!r}") from None

    def run(self):
        while self.pc < len(self.program):
            self.steps += 1
            if self.steps > self.max_steps:
                raise VMError(f"step limit {self.max_steps} exceeded at pc={self.pc}")
            op, args, _ = self.program[self.pc]
            self.pc += 1
            if op == "halt":
                break
            elif op == "mov":
                self.regs[args[0]] = self.val(args[1])
            elif op in ("add", "sub", "mul", "mod"):
                x, y = self.regs[args[0]], self.val(args[1])
                if op == "mod" and y == 0:
                    raise VMError("modulo by zero")
                self.regs[args[0]] = {"add": x + y, "sub": x - y, "mul": x * y, "mod": x % y if y else 0}[op]
            elif op == "cmp":
                a, b = self.val(args[0]), self.val(args[1])
                self.flag = (a > b) - (a < b)
            elif op == "jmp" or (op == "je" and self.flag == 0) or (op == "jne" and self.flag != 0) or (op == "jl" and self.flag < 0):
                self.pc = self.labels[args[0]]
            elif op == "call":
                self.stack.append(self.pc)
                self.pc = self.labels[args[0]]
            elif op == "ret":
                if not self.stack:
                    raise VMError("ret with empty stack")
                self.pc = self.stack.pop()
            elif op == "push":
                self.stack.append(self.val(args[0]))
            elif op == "pop":
                self.regs[args[0]] = self.stack.pop()
            elif op == "out":
                self.output.append(self.val(args[0]))
        return self.output


GCD = """
    mov a, 1071
    mov b, 462
loop:
    cmp b, 0
    je done
    mov c, a
    mod c, b
    mov a, b
    mov b, c
    jmp loop
done:
    out a
    halt
"""

FIB = """
    mov a, 0
    mov b, 1
    mov d, 0
next:
    out a
    call step
    add d, 1
    cmp d, 10
    jl next
    halt
step:           ; (a, b) = (b, a + b)
    mov c, a
    add c, b
    mov a, b
    mov b, c
    ret
"""

BAD = ["mov a", "jmp nowhere", "frob a, b", "loop:\n jmp loop", "mov a, 5\nmod a, 0", "ret", "out zz"]


def main():
    for name, src in (("gcd", GCD), ("fib", FIB)):
        prog, labels = assemble(src)
        vm = VM(prog, labels)
        print(name, vm.run(), "steps", vm.steps, "labels", labels)
    for src in BAD:
        try:
            prog, labels = assemble(src)
            VM(prog, labels, max_steps=50).run()
        except (AsmError, VMError) as e:
            print(f"{type(e).__name__}: {e}")
    return 0


if __name__ == "__main__":
    main()
