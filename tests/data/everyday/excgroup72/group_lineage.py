"""The order of the builtin group classes and of a program's classes deriving from them."""


class Batch(ExceptionGroup):
    pass


class Base(BaseExceptionGroup):
    pass


def main():
    print(Batch.__mro__)
    print(Base.__mro__, Base.__bases__)
    print([c.__name__ for c in ExceptionGroup.__mro__])


if __name__ == "__main__":
    main()
