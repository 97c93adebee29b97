"""Run small Turing machines from a rule table: binary increment, palindrome check, busy beaver."""
from collections import defaultdict

BLANK = "_"


def parse_rules(text: str) -> dict:
    rules = {}
    for lineno, line in enumerate(text.strip().splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            state, read, write, move, nxt = line.split()
        except ValueError:
            raise ValueError(f"line {lineno}: expected 5 fields, got {line!r}") from None
        if move not in "LRN":
            raise ValueError(f"line {lineno}: bad move {move!r}")
        rules[(state, read)] = (write, {"L": -1, "R": 1, "N": 0}[move], nxt)
    return rules


def run(rules, tape_text, start="q0", halt=("halt", "accept", "reject"), max_steps=10_000):
    tape = defaultdict(lambda: BLANK, enumerate(tape_text))
    head, state, steps = 0, start, 0
    while state not in halt:
        key = (state, tape[head])
        if key not in rules:
            state = "reject"
            break
        write, move, state = rules[key]
        tape[head] = write
        head += move
        steps += 1
        if steps >= max_steps:
            raise RuntimeError(f"no halt after {max_steps} steps")
    cells = [i for i, v in tape.items() if v != BLANK]
    text = "".join(tape[i] for i in range(min(cells), max(cells) + 1)) if cells else ""
    return state, text, steps


INCREMENT = """
q0 0 0 R q0
q0 1 1 R q0
q0 _ _ L q1   # reached the end, go back
q1 1 0 L q1
q1 0 1 N halt
q1 _ 1 N halt
"""

PALINDROME = """
q0 a _ R qa
q0 b _ R qb
q0 _ _ N accept
qa a a R qa
qa b b R qa
qa _ _ L qa2
qa2 a _ L back
qa2 _ _ N accept
qb a a R qb
qb b b R qb
qb _ _ L qb2
qb2 b _ L back
qb2 _ _ N accept
back a a L back
back b b L back
back _ _ R q0
"""

BUSY_BEAVER = """
A _ 1 R B
A 1 1 L C
B _ 1 L A
B 1 1 R B
C _ 1 L B
C 1 1 N halt
"""


def main():
    inc = parse_rules(INCREMENT)
    for n in ["1011", "111", "0", ""]:
        state, out, steps = run(inc, n)
        print(f"inc {n or 'ε':>5} -> {out:>5} ({int(out, 2)}) {state} in {steps} steps")
    pal = parse_rules(PALINDROME)
    for word in ["abba", "aba", "abab", "", "bbbab"]:
        state, _, steps = run(pal, word)
        print(f"palindrome {word!r:8} {state:<6} {steps:>3} steps")
    bb = parse_rules(BUSY_BEAVER)
    state, tape, steps = run(bb, "", start="A")
    print(f"3-state busy beaver: {tape.count('1')} ones in {steps} steps ({state})")
    for bad in ["q0 0 0 X q1", "q0 0 0 R"]:
        try:
            parse_rules(bad)
        except ValueError as err:
            print("rules error:", err)
    loop = parse_rules("q0 _ _ N q0")
    try:
        run(loop, "", max_steps=50)
    except RuntimeError as err:
        print("runtime error:", err)
    print(len(inc), "increment rules;", sorted({k[0] for k in pal}))


if __name__ == "__main__":
    main()
