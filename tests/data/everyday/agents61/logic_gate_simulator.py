"""Simulate digital logic: gates wired into a ripple-carry adder and a 2-to-4 decoder."""
from abc import ABC, abstractmethod
from itertools import product


class Wire:
    def __init__(self, name: str, value: bool = False):
        self.name = name
        self.value = value

    def __repr__(self):
        return f"{self.name}={int(self.value)}"


class Gate(ABC):
    count = 0

    def __init__(self, *inputs: Wire, name: str = ""):
        Gate.count += 1
        self.inputs = inputs
        self.output = Wire(name or f"{type(self).__name__.lower()}{Gate.count}")

    @abstractmethod
    def compute(self, values: list) -> bool: ...

    def tick(self) -> bool:
        new = self.compute([w.value for w in self.inputs])
        changed = new != self.output.value
        self.output.value = new
        return changed


class And(Gate):
    def compute(self, values):
        return all(values)


class Or(Gate):
    def compute(self, values):
        return any(values)


class Xor(Gate):
    def compute(self, values):
        return sum(values) % 2 == 1


class Not(Gate):
    def compute(self, values):
        return not values[0]


class Circuit:
    def __init__(self):
        self.gates: list[Gate] = []

    def add(self, gate: Gate) -> Wire:
        self.gates.append(gate)
        return gate.output

    def settle(self, limit=50) -> int:
        for step in range(1, limit + 1):
            if not any([g.tick() for g in self.gates]):
                return step
        raise RuntimeError("circuit did not settle")


def full_adder(c: Circuit, a: Wire, b: Wire, cin: Wire):
    axb = c.add(Xor(a, b))
    s = c.add(Xor(axb, cin))
    carry = c.add(Or(c.add(And(a, b)), c.add(And(axb, cin))))
    return s, carry


def adder(bits: int):
    c = Circuit()
    a = [Wire(f"a{i}") for i in range(bits)]
    b = [Wire(f"b{i}") for i in range(bits)]
    carry = Wire("cin")
    sums = []
    for i in range(bits):
        s, carry = full_adder(c, a[i], b[i], carry)
        sums.append(s)
    return c, a, b, sums, carry


def set_bits(wires, n):
    for i, w in enumerate(wires):
        w.value = bool((n >> i) & 1)


def read_bits(wires):
    return sum(int(w.value) << i for i, w in enumerate(wires))


def main():
    c, a, b, sums, cout = adder(4)
    print(f"4-bit adder with {len(c.gates)} gates")
    for x, y in [(3, 4), (7, 9), (15, 1), (10, 10), (0, 0)]:
        set_bits(a, x)
        set_bits(b, y)
        steps = c.settle()
        total = read_bits(sums) + (int(cout.value) << 4)
        print(f"  {x:2} + {y:2} = {total:2} ({read_bits(sums):04b} carry {int(cout.value)}) settled in {steps}")
        assert total == x + y
    dec = Circuit()
    s0, s1 = Wire("s0"), Wire("s1")
    n0, n1 = dec.add(Not(s0)), dec.add(Not(s1))
    outs = [dec.add(And(x1, x0, name=f"y{i}")) for i, (x1, x0) in enumerate([(n1, n0), (n1, s0), (s1, n0), (s1, s0)])]
    print("decoder truth table:")
    for v1, v0 in product([False, True], repeat=2):
        s1.value, s0.value = v1, v0
        dec.settle()
        print(f"  s1={int(v1)} s0={int(v0)} ->", outs)
    print("gates built:", Gate.count)
    try:
        Gate(s0)
    except TypeError as exc:
        print("TypeError:", exc)


if __name__ == "__main__":
    main()
