# A shop till's methods called the ways agents call them: every parameter by position, fewer
# arguments than parameters (defaults), keywords, `*args`, static and class methods, a
# method of a class defined inside a function (reading that function's variable), a
# generator method, a function held in an attribute, recursion through a method; the order
# in which the receiver, the method and the arguments are evaluated; and the errors of a
# missing method, a wrong count of arguments and an argument that raises.


def noisy(tag: str, value: int) -> int:
    print("  eval", tag)
    return value


class Till:
    rate = 2

    def __init__(self, name: str) -> None:
        self.name = name
        self.total = 0
        self.log: list[str] = []

    def ring(self, amount: int, qty: int) -> int:
        self.total += amount * qty
        return self.total

    def note(self, text: str, urgent: bool = False) -> None:
        self.log.append(text.upper() if urgent else text)

    def many(self, *amounts: int) -> int:
        return sum(amounts)

    @staticmethod
    def cents(amount: int) -> int:
        return amount * 100

    @classmethod
    def doubled(cls, amount: int) -> int:
        return amount * cls.rate

    def receipt(self, lines: int):
        for i in range(lines):
            yield f"{self.name}:{i}"

    def countdown(self, n: int) -> int:
        if n <= 0:
            return 0
        return n + self.countdown(n - 1)

    def __repr__(self) -> str:
        return f"Till({self.name!r}, {self.total})"


def make_counter(step: int):
    class Counter:
        def __init__(self) -> None:
            self.n = 0

        def bump(self, times: int) -> int:
            self.n += step * times
            return self.n

    return Counter()


def pick(tills: list[Till], i: int) -> Till:
    print("  pick", i)
    return tills[i]


def main() -> int:
    tills = [Till("front"), Till("back")]
    print(pick(tills, 0).ring(noisy("amount", 3), noisy("qty", 4)))
    tills[1].note("restock")
    tills[1].note("leak", True)
    tills[1].note(text="mop", urgent=False)
    print(tills[1].log, tills[0].many(), tills[0].many(1, 2, 3))
    print(tills[0].cents(7), Till.cents(8), tills[0].doubled(5), Till.doubled(6))
    counter = make_counter(3)
    print(counter.bump(2), counter.bump(1))
    print(list(tills[1].receipt(3)))
    tills[0].hook = lambda x: x + 1
    print(tills[0].hook(41), tills[0].countdown(30))
    for call in (
        lambda: tills[0].ring(1),
        lambda: tills[0].ring(1, 2, 3),
        lambda: tills[0].missing(noisy("never", 0)),
        lambda: tills[0].ring(noisy("first", 1), [][0]),
        lambda: Till.ring(tills[0], 1, 1),
        lambda: tills[0].cents(),
    ):
        try:
            print("ok", call())
        except (TypeError, AttributeError, IndexError) as e:
            print(type(e).__name__ + ":", e)
    total = 0
    for i in range(300):
        till = tills[i % 2]
        total += till.ring(i % 7, 2)
        till.note(str(i))
    print(tills, len(tills[0].log), total)
    return total
