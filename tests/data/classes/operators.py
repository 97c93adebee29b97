"""Value classes with operators: reflected, NotImplemented fallback, in-place on aliases."""


class Vec:
    count = 0
    log = []

    def __init__(self, x, y):
        self.x = x
        self.y = y
        Vec.log.append((x, y))

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y

    def __add__(self, other):
        if isinstance(other, Vec):
            return Vec(self.x + other.x, self.y + other.y)
        return NotImplemented

    def __sub__(self, other):
        if not isinstance(other, Vec):
            return NotImplemented
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        if isinstance(k, int):
            return Vec(self.x * k, self.y * k)
        return NotImplemented

    __rmul__ = __mul__

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return self.x * self.x + self.y * self.y

    def __iter__(self):
        yield self.x
        yield self.y


class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, other):
        self.items.append(other)
        return self


class Base:
    def __add__(self, other):
        return "Base.add"

    def __radd__(self, other):
        return "Base.radd"


class Derived(Base):
    def __radd__(self, other):
        return "Derived.radd"


def main():
    a = Vec(1, 2)
    b = Vec(3, 4)
    print(a + b, a - b, a * 3, 3 * a, -a, abs(b))
    try:
        print(a + 1)
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(1 - a)
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(a ** 2)
    except TypeError as e:
        print("TypeError:", e)
    c = a
    c += b
    print(a, c, c is a)
    acc = Acc()
    alias = acc
    alias += 5
    acc += 6
    print(acc.items, alias is acc)
    x, y = b
    print(x, y, list(b), sum(b), 4 in b, sorted(Vec(5, 1)), [v * 2 for v in b])
    print(Base() + Derived(), Derived() + Base(), Base() + Base())
    print(len(Vec.log), Vec.log[:2], a.log is Vec.log)
    v = a.__mul__("s")
    print(v, v is NotImplemented)
    xs = [0]
    xs += b
    print(xs)
    return Vec.count
