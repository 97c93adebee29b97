class C:
    def m(self, a):
        return a

    def n(self):
        def inner(x):
            return x
        return inner


def outer():
    def inner(a, *, k):
        return a
    return inner


def basics():
    f = lambda x: x
    cases = [lambda: f(), lambda: C().m(), lambda: C().n()(), lambda: outer()(1), lambda: outer()(1, 2, k=3),
             lambda: C().m(1, b=2), lambda: outer()(*5), lambda: list((x for x in [1]))[0](1)]
    for c in cases:
        try:
            c()
        except TypeError as e:
            print(e)





def h(*, k):
    return k


def g(a, b=1, *, k):
    return a


def more_cases():
    for c in [lambda: h(1), lambda: h(1, k=1), lambda: g(1, 2, 3, k=1), lambda: g(1, 2, 3)]:
        try:
            c()
        except TypeError as e:
            print(e)




def main():
    basics()
    more_cases()


main()
