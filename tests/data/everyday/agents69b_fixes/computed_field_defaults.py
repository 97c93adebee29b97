"""NamedTuple fields whose defaults CPython computes as the class body runs (names, calls,
arithmetic, lambdas), and lambda defaults of dataclass fields."""
from dataclasses import dataclass, field, fields
from decimal import Decimal
from typing import Callable, NamedTuple

LIMIT = 5


def always(request):
    return True


class Rule(NamedTuple):
    name: str
    cap: int = LIMIT * 2
    guard: Callable[[dict], bool] = always
    check: Callable[[int], bool] = lambda n: n > 1
    price: Decimal = Decimal("1.50")
    label: str = "rule-" + str(LIMIT)
    SCALE = LIMIT + 1

    def allows(self, n):
        return self.check(n) and n <= self.cap * self.SCALE


class Basket(NamedTuple):
    owner: str
    BASE = 3
    items: list = []
    limits: dict = {"max": BASE * 4}
    size: int = BASE + 1


@dataclass
class Step:
    name: str
    run: Callable[[int], int] = lambda x: x + 1
    when: Callable[[int], bool] = field(default=lambda x: x % 2 == 0)
    fallback: Callable[[int], int] = abs


def main():
    r = Rule("a")
    print(r.name, r.cap, r.guard({}), r.check(0), r.check(3), r.price, r.label)
    print(r.allows(2), r.allows(61), Rule.SCALE, r.SCALE)
    s = Rule("b", 3, check=lambda n: n < 0)
    print(s.cap, s.check(-1), s.guard is always, s.price + 1)
    print(sorted(Rule._field_defaults), Rule._field_defaults["cap"], Rule._field_defaults["label"])
    print(r._replace(cap=1).cap, r._replace(cap=1).label, r.check is Rule("c").check)
    print(Rule._make(["m", 4, always, always, Decimal(2), "x"]).price)
    print(len(r), r[1], r[4], r._asdict()["price"])
    try:
        Rule()
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        Rule("x", cap=1, nope=2)
    except TypeError as exc:
        print("TypeError:", exc)
    st = Step("inc")
    print(st.run(41), st.when(4), st.when(3), st.fallback(-7))
    print(Step("dbl", run=lambda x: 2 * x).run(21), st.run is Step("other").run)
    print([f.name for f in fields(Step)], Step.run(1))

    one, two = Basket("ann"), Basket("bo", ["x"])
    one.items.append("shared")
    print(Basket("cy").items, two.items, one.limits, one.size, Basket._field_defaults["size"])

    class Local(NamedTuple):
        x: int
        y: int = LIMIT - 1
        f: Callable = lambda v: -v

    loc = Local(1)
    print(loc.y, loc.f(3), Local._field_defaults["y"])
    return r.cap + s.cap


if __name__ == "__main__":
    main()
