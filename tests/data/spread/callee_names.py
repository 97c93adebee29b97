def f(*a, **k):
    return a, k


class Point:
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y

    def moved(self, *deltas):
        return deltas


def attempt(label, call):
    try:
        print(label, call())
    except TypeError as e:
        print(label, "TypeError:", e)


def main():
    attempt("f(*5)", lambda: f(*5))
    attempt("f(**[1])", lambda: f(**[1]))
    attempt("f(**[])", lambda: f(**[]))
    attempt("f(**'ab')", lambda: f(**"ab"))
    attempt("Point(*None)", lambda: Point(*None))
    attempt("p.moved(*3)", lambda: Point().moved(*3))
    g = f
    attempt("g(*1.5)", lambda: g(*1.5))
    attempt("ok", lambda: f(1, *[2], **dict(a=1)))


main()
