"""A two-pass assembler for a toy accumulator machine, and an emulator to run the result."""
import re
from typing import Dict, List, Tuple

OPCODES = {"LDA": 1, "STA": 2, "ADD": 3, "SUB": 4, "JMP": 5, "JZ": 6, "JN": 7, "OUT": 8, "HLT": 9, "LDI": 10}
NO_OPERAND = {"OUT", "HLT"}

SOURCE = """
; print the first Fibonacci numbers below LIMIT
        LDI 0
        STA a
        LDI 1
        STA b
loop:   LDA a
        OUT
        LDA b
        SUB limit      ; negative while b < limit
        JN  cont
        HLT
cont:   LDA a
        ADD b
        STA tmp
        LDA b
        STA a
        LDA tmp
        STA b
        JMP loop
a:      .word 0
b:      .word 0
tmp:    .word 0
limit:  .word 100
"""


class AsmError(Exception):
    def __init__(self, line_no: int, message: str):
        super().__init__(f"line {line_no}: {message}")


LINE = re.compile(r"^\s*(?:(?P<label>\w+):)?\s*(?:(?P<op>\.?\w+)(?:\s+(?P<arg>\S+))?)?\s*(?:;.*)?$")


def assemble(source: str) -> Tuple[List[int], Dict[str, int]]:
    parsed = []
    labels: Dict[str, int] = {}
    address = 0
    for n, line in enumerate(source.splitlines(), 1):
        m = LINE.match(line)
        if not m:
            raise AsmError(n, f"cannot parse {line.strip()!r}")
        if m["label"]:
            if m["label"] in labels:
                raise AsmError(n, f"duplicate label {m['label']}")
            labels[m["label"]] = address
        if m["op"]:
            parsed.append((n, m["op"].upper(), m["arg"]))
            address += 1
    words = []
    for n, op, arg in parsed:
        if op == ".WORD":
            words.append(int(arg, 0))
            continue
        if op not in OPCODES:
            raise AsmError(n, f"unknown instruction {op}")
        if op in NO_OPERAND:
            operand = 0
        elif arg is None:
            raise AsmError(n, f"{op} needs an operand")
        elif arg.lstrip("-").isdigit():
            operand = int(arg)
        elif arg in labels:
            operand = labels[arg]
        else:
            raise AsmError(n, f"undefined label {arg}")
        words.append(OPCODES[op] * 1000 + operand)
    return words, labels


def run(memory: List[int], max_steps: int = 1000) -> Tuple[List[int], int]:
    memory = list(memory)
    acc = pc = steps = 0
    output = []
    while steps < max_steps:
        steps += 1
        op, operand = divmod(memory[pc], 1000)
        pc += 1
        if op == 1: acc = memory[operand]
        elif op == 2: memory[operand] = acc
        elif op == 3: acc += memory[operand]
        elif op == 4: acc -= memory[operand]
        elif op == 5: pc = operand
        elif op == 6 and acc == 0: pc = operand
        elif op == 7 and acc < 0: pc = operand
        elif op == 8: output.append(acc)
        elif op == 9: return output, steps
        elif op == 10: acc = operand
    raise RuntimeError(f"no HLT after {max_steps} steps")


def main():
    words, labels = assemble(SOURCE)
    print("labels:", labels)
    for addr, word in enumerate(words[:6]):
        print(f"  {addr:02d}: {word:05d}")
    output, steps = run(words)
    print("output:", output, f"in {steps} steps")
    for bad in ["  FOO 1", "x: HLT\nx: HLT", "  JMP nowhere", "  LDA"]:
        try:
            assemble(bad)
        except AsmError as exc:
            print("error:", exc)
    try:
        run(assemble("top: JMP top")[0], max_steps=50)
    except RuntimeError as exc:
        print("runtime:", exc)


if __name__ == "__main__":
    main()
