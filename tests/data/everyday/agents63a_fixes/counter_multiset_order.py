"""Which recipes can the pantry cover? Counter ordering as multiset inclusion, with its edges."""
from collections import Counter

PANTRY = Counter(flour=500, sugar=200, eggs=6, butter=250)
RECIPES = {
    "pancakes": Counter(flour=200, eggs=2, milk=300),
    "shortbread": Counter(flour=300, sugar=100, butter=200),
    "meringue": Counter(eggs=4, sugar=200),
    "nothing": Counter(),
}


def main():
    for name, needs in RECIPES.items():
        ok = needs <= PANTRY
        print(f"{name:<11} covered={ok!s:<5} strict={needs < PANTRY!s:<5} short={dict(needs - PANTRY)}")
    print("pantry >= shortbread:", PANTRY >= RECIPES["shortbread"], "> :", PANTRY > RECIPES["shortbread"])
    same = Counter(a=1, b=0)
    print("zero counts equal:", same == Counter(a=1), same <= Counter(a=1), same < Counter(a=1), same >= Counter(a=1))
    print("negatives:", Counter(a=-1) <= Counter(), Counter() > Counter(a=-2), Counter(a=-1) < Counter(b=0))
    print("floats:", Counter(x=0.5) < Counter(x=1), Counter(x=float("nan")) <= Counter(x=1), Counter(x=2.0) >= Counter(x=2))
    print("disjoint:", Counter("ab") <= Counter("abc"), Counter("abd") <= Counter("abc"), Counter("aab") > Counter("ab"))
    for left, right in [(Counter(a="x"), Counter(a=1)), (Counter(), {}), ({"a": 1}, Counter(a=1)), (Counter(a=1), [1])]:
        for op in ("<", ">="):
            try:
                result = left < right if op == "<" else left >= right
                print(op, "->", result)
            except TypeError as exc:
                print(op, "TypeError:", exc)
    print("kwargs into an empty Counter:", Counter(a="x"), Counter({"a": [1]}), Counter(b=2.5) + Counter(b=1))
    for make in (lambda: Counter({"a": 1}, b="x"), lambda: Counter("ab", a="x"), lambda: Counter(a=1).update(a="y")):
        try:
            print(make())
        except TypeError as exc:
            print("TypeError:", exc)
    c = Counter()
    c.update({"k": 2}, k=3)
    c.subtract(k=1)
    print("update then kwargs:", c)
    print("sorted by inclusion:", [n for n, c in sorted(RECIPES.items(), key=lambda kv: sum(kv[1].values()))])
    return PANTRY >= Counter(flour=500)
