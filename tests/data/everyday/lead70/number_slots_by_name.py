"""Numbers', strings' and containers' special methods called by name."""


def main():
    x = 3.14159
    print(x.__format__(".2f"), (5).__format__("05d"), "ab".__format__(">4"))
    print((3).__add__(4), [1,2].__len__(), "abc".__contains__("b"), {1:2}.__getitem__(1))
    print((2.5).__round__(), (7).__mul__(2), "a".__mul__(3), (3).__neg__(), (10).__rsub__(3))
    print([3,1].__iter__().__next__(), (1,2).__hash__() == hash((1,2)), "x".__eq__(1), (1).__lt__(2))
    print(int.__add__(1, 2), str.__len__("abc"), float.__truediv__(1.0, 4))
    print((5).__bool__(), (1.5).__int__(), (3).__float__(), "abc".__str__(), (3).__repr__(), x.__trunc__())
    def f(): pass
