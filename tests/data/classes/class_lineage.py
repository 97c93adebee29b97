class Shape:
    sides = 0


class Polygon(Shape):
    pass


class Square(Polygon):
    sides = 4


class Loose:
    pass


def describe(value):
    kind = type(value)
    if kind is type(None):
        return "nothing"
    if kind is int or kind is bool:
        return f"number {kind.__name__}"
    return kind.__name__


def main():
    print([c.__name__ for c in Square.__mro__])
    print([c.__name__ for c in Loose.__mro__], len(Shape.__mro__))
    print(Square.__bases__[0] is Polygon, Shape.__bases__[0].__name__, len(Square.__bases__))
    print(Square.__mro__[1] is Polygon, Square in Square.__mro__, Loose in Square.__mro__)
    print(type(None), type(None).__name__, type(None)() is None)
    print(isinstance(None, type(None)), isinstance(0, type(None)), isinstance(None, (int, type(None))))
    print([describe(v) for v in (None, 3, True, "s", [1], (2,), {}, Square(), 1.5)])
    print(type(Square()).__name__, type(Square()) is Square, type(3) is int, type(True) is int)
    print(type(type(None)).__name__, issubclass(Square, Shape), Square.__mro__[-1].__name__)
    try:
        type(None)(1)
    except TypeError as e:
        print("TypeError:", e)
    return [c.__name__ for c in Polygon.__mro__]


if __name__ == "__main__":
    main()
