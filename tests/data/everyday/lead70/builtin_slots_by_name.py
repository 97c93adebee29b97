"""Special methods of builtin values called by name, as agents write them inside their own
classes' __format__, __eq__ and __hash__: each is its operator, declining other types."""

class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        return "$" + self.v.__format__(spec or ",.2f")
    def __eq__(self, o):
        return isinstance(o, Money) and self.v.__eq__(o.v)
    def __hash__(self): return self.v.__hash__()

def main():
    m = Money(1234.5)
    print(f"{m}", f"{m:.0f}", format(m, ">12,.1f"), m == Money(1234.5), hash(m) == hash(1234.5))
    tests = [(1).__eq__(1.0), (1.0).__eq__(1), "a".__eq__("a"), [1].__eq__((1,)), {1}.__or__({2}), {1}.__ror__([2]),
             (1).__lt__(True), (3).__rsub__(10), (2.0).__rpow__(3), (7).__divmod__(2), (7.5).__rdivmod__(20),
             (2).__pow__(10, 1000), "ab".__mul__(2), (3).__rmul__("x"), [1, 2].__add__([3]), (1,).__add__((2,)),
             {"a": 1}.__or__({"b": 2}), {"a": 1}.__lt__({}), None.__eq__(None), None.__ne__(0), (1j).__lt__(2),
             (5).__neg__(), (-2.5).__abs__(), (6).__invert__(), (0.0).__bool__(), (3.9).__int__(), (7).__index__(),
             True.__str__(), "x\n".__repr__(), (12).__format__("08b"), "%s-%d".__mod__(("a", 3)), "%d".__rmod__(5)]
    for t in tests:
        print(repr(t))
    d = {}; d.__setitem__("k", 1); print(d); d.__delitem__("k"); print(d)
    xs = [3, 1, 2]; xs.__setitem__(0, 9); xs.__delitem__(-1); print(xs)
    it = iter([1, 2]); print(it.__next__(), next(it))
    print(int.__add__(2, 3), float.__mul__(1.5, 2), str.__add__("a", "b"), list.__len__([1, 2]), int.__lt__(1, 2.0))
    for bad in [lambda: "a".__add__(1), lambda: [1].__add__((2,)), lambda: "a".__mul__(2.0), lambda: [].__hash__(),
                lambda: (1).__add__(1, 2), lambda: (5).__format__(3), lambda: "a".__neg__(), lambda: int.__add__("a", 1),
                lambda: (1).__truediv__(0), lambda: (1).__eq__(), lambda: {}.__delitem__("zz"), lambda: it.__next__()]:
        try:
            print("ok", bad())
        except Exception as e:
            print(type(e).__name__, e)
    return 0
