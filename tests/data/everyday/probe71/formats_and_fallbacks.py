"""Checks what a report writer gets when it formats callables with a spec, mixes fractions
with complex numbers, searches bytes for enumeration codes, and compares queues with lists, as
a unit-test helper printing each outcome would."""

import collections
import enum
import fractions


class Code(enum.IntEnum):
    A = 97
    Z = 122


class Handler:
    def run(self):
        return 1


def describe():
    return "report"


def outcome(label, action):
    try:
        result = action()
    except (TypeError, ValueError) as exc:
        print(f"{label}: {type(exc).__name__}: {exc}")
        return
    print(f"{label}: {result!r}")


def main():
    half = fractions.Fraction(1, 2)
    outcome("fraction + complex", lambda: half + 1j)
    outcome("complex / fraction", lambda: 2j / half)
    outcome("fraction ** complex type", lambda: type(half**1j).__name__)
    outcome("fraction // complex", lambda: half // 1j)
    outcome("fraction ** str", lambda: half ** "x")
    outcome("format function d", lambda: "{:d}".format(describe))
    outcome("format function width", lambda: f"{describe:>40}")
    outcome("format method x", lambda: f"{Handler().run:x}")
    outcome("format builtin x", lambda: f"{len:x}")
    outcome("code A in bytes", lambda: Code.A in b"abc")
    outcome("code Z in bytearray", lambda: Code.Z in bytearray(b"abc"))
    outcome("code A in range", lambda: Code.A in range(100))
    outcome("code A in str", lambda: Code.A in "abc")
    outcome("ord bytes", lambda: ord(b"a"))
    outcome("ord bytearray", lambda: ord(bytearray(b"\x7f")))
    outcome("ord empty bytes", lambda: ord(b""))
    outcome("deque < list", lambda: collections.deque([1]) < [2])
    outcome("list >= deque", lambda: [1] >= collections.deque([1]))
    outcome("deque == list", lambda: collections.deque([1]) == [1])
    outcome("deque < deque", lambda: collections.deque([1]) < collections.deque([1, 0]))
