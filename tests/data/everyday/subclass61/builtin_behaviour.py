"""Where wrapped builtins behave as their builtin: JSON, text, arithmetic, sorting, keys."""
import json
from collections import Counter


class Env(dict):
    pass


class L(list):
    def __init__(self, *items):
        super().__init__(items)

    def __repr__(self):
        return "L" + super().__repr__()


class S(str):
    def __repr__(self):
        return f"S({super().__repr__()})"


class Money(float):
    def __str__(self):
        return f"${self:.2f}"


class Code(int):
    pass


def main():
    e = Env(a=1, b=[1, 2])
    print(json.dumps(e), json.dumps({"env": e}), json.dumps([L(1, 2)]))
    print([e], {"k": e}, (L(1), L()), [S("x")], str(S("y")), f"{S('z')}", f"{S('z')!r}")
    print(Money(3.14159), f"{Money(2)}", f"{Money(2):.1f}", repr(Money(1.5)), [Money(1.5)])
    print(Code(7) // 2, Code(7) % 3, -Code(4), abs(Code(-4)), Code(5) << 1, hex(Code(255)), bin(Code(5)), str(Code(3)))
    print(sorted([S("b"), S("a")]), max([Code(3), Code(9)]), min(S("q"), S("p")), sorted({Code(2), Code(1)}))
    print(Counter(L("a", "b", "a")).most_common(1), set(L(1, 1, 2)), tuple(L(3)), dict(Env(x=1)))
    print(S("a,b").split(","), "".join([S("x"), "y"]), S("abc").replace("b", "B"), S("ab") * 2, S("x") in "xyz")
    print(isinstance(S("a"), (int, str)), isinstance(e, (list, tuple)), type(e) is dict, type(e) is Env, issubclass(Env, dict))
    print(L(1, 2) + L(3), L(1) * 3, 2 * L(5), [0] + L(1), L(3, 1, 2) < L(4), e | {"c": 3}, type(e | {}).__name__)
    lst = L(1, 2, 3)
    lst[0] = 10
    del lst[1]
    lst[1:] = [7, 8]
    print(lst, lst.pop(), lst, 10 in lst, lst.index(10))
    d = Env()
    d["x"] = 1
    d.setdefault("y", []).append(2)
    del d["x"]
    print(d, d.popitem(), d, len(d))
    try:
        Env()["missing"]
    except KeyError as exc:
        print("KeyError", exc)
    try:
        Code("x")
    except ValueError as exc:
        print("ValueError", exc)
    try:
        L(1).nope()
    except AttributeError as exc:
        print("AttributeError", exc)
    try:
        {L(): 1}
    except TypeError as exc:
        print("TypeError", exc)
    print(hash(S("k")) == hash("k"), {S("k"): 1} == {"k": 1}, S("k") == "k", "k" == S("k"), [S("k")] == ["k"])
    print(Code(3) == 3.0, {Code(1): "a"}[1], {1: "b"}[Code(1)], round(Money(2.567), 2), int(Money(2.7)), float(Code(2)))


if __name__ == "__main__":
    main()
