"""Compile a tiny imperative language to stack bytecode and run it on a VM."""
from enum import Enum, auto
import re


class Op(Enum):
    PUSH = auto()
    LOAD = auto()
    STORE = auto()
    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    LT = auto()
    JMP = auto()
    JMPF = auto()
    PRINT = auto()
    HALT = auto()


BINOPS = {"+": Op.ADD, "-": Op.SUB, "*": Op.MUL, "/": Op.DIV, "<": Op.LT}
TOKENS = re.compile(r"\d+|[A-Za-z_]\w*|[-+*/<=(){};]")


class CompileError(Exception):
    pass


class Compiler:
    def __init__(self, source):
        self.toks = TOKENS.findall(source)
        self.i = 0
        self.code = []

    def emit(self, op, arg=None):
        self.code.append((op, arg))
        return len(self.code) - 1

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def eat(self, expected=None):
        tok = self.peek()
        if tok is None or (expected and tok != expected):
            raise CompileError(f"expected {expected or 'token'} at token {self.i}, got {tok!r}")
        self.i += 1
        return tok

    def program(self):
        while self.peek() is not None:
            self.statement()
        self.emit(Op.HALT)
        return self.code

    def statement(self):
        tok = self.peek()
        if tok == "print":
            self.eat()
            self.expr()
            self.emit(Op.PRINT)
            self.eat(";")
        elif tok == "while":
            self.eat()
            top = len(self.code)
            self.eat("(")
            self.expr()
            self.eat(")")
            jump = self.emit(Op.JMPF, None)
            self.block()
            self.emit(Op.JMP, top)
            self.code[jump] = (Op.JMPF, len(self.code))
        elif tok is not None and tok.isidentifier():
            name = self.eat()
            self.eat("=")
            self.expr()
            self.emit(Op.STORE, name)
            self.eat(";")
        else:
            raise CompileError(f"unexpected {tok!r}")

    def block(self):
        self.eat("{")
        while self.peek() != "}":
            if self.peek() is None:
                raise CompileError("unclosed block")
            self.statement()
        self.eat("}")

    def expr(self, level=0):
        levels = [("<",), ("+", "-"), ("*", "/")]
        if level == len(levels):
            return self.atom()
        self.expr(level + 1)
        while self.peek() in levels[level]:
            op = self.eat()
            self.expr(level + 1)
            self.emit(BINOPS[op])

    def atom(self):
        tok = self.eat()
        if tok.isdigit():
            self.emit(Op.PUSH, int(tok))
        elif tok == "(":
            self.expr()
            self.eat(")")
        elif tok.isidentifier():
            self.emit(Op.LOAD, tok)
        else:
            raise CompileError(f"bad operand {tok!r}")


def run(code, max_steps=10_000):
    stack, env, out, pc, steps = [], {}, [], 0, 0
    while True:
        steps += 1
        if steps > max_steps:
            raise RuntimeError("step limit exceeded")
        op, arg = code[pc]
        pc += 1
        if op is Op.PUSH:
            stack.append(arg)
        elif op is Op.LOAD:
            if arg not in env:
                raise NameError(f"variable {arg!r} used before assignment")
            stack.append(env[arg])
        elif op is Op.STORE:
            env[arg] = stack.pop()
        elif op in (Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.LT):
            b, a = stack.pop(), stack.pop()
            stack.append({Op.ADD: lambda: a + b, Op.SUB: lambda: a - b, Op.MUL: lambda: a * b,
                          Op.DIV: lambda: a // b, Op.LT: lambda: int(a < b)}[op]())
        elif op is Op.JMP:
            pc = arg
        elif op is Op.JMPF:
            if not stack.pop():
                pc = arg
        elif op is Op.PRINT:
            out.append(stack.pop())
        elif op is Op.HALT:
            return out, env, steps


SOURCE = """
n = 10; a = 0; b = 1; i = 0;
while (i < n) { print a; t = a + b; a = b; b = t; i = i + 1; }
f = 1; k = 1;
while (k < 7) { k = k + 1; f = f * k; }
print f; print (f - 20) / 7 * 2;
"""


def main():
    code = Compiler(SOURCE).program()
    print(f"{len(code)} instructions")
    for addr, (op, arg) in enumerate(code[:12]):
        print(f"  {addr:03d} {op.name:<6} {'' if arg is None else arg}")
    out, env, steps = run(code)
    print("output:", out)
    print("vars:", dict(sorted(env.items())), "steps:", steps)
    for bad in ["x = 1 +;", "while (1 < 2) { x = 1;", "print y;", "x = 5 / 0;", "while (1) { }", "= 3;"]:
        try:
            print(run(Compiler(bad).program())[0])
        except (CompileError, NameError, ZeroDivisionError, RuntimeError) as exc:
            print(f"{bad!r:26} {type(exc).__name__}: {exc}")


if __name__ == "__main__":
    main()
