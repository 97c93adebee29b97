"""issubclass as CPython has it."""


class Base:
    pass


class Child(Base):
    pass


class AppError(ValueError):
    pass


class Deeper(AppError):
    pass


def main():
    print(issubclass(Child, Base), issubclass(Base, Child), issubclass(Child, Child), issubclass(Child, (int, Base)))
    print(issubclass(AppError, ValueError), issubclass(Deeper, Exception), issubclass(Deeper, (KeyError, AppError)))
    print(issubclass(KeyError, LookupError), issubclass(KeyError, IndexError), issubclass(ZeroDivisionError, ArithmeticError))
    print(issubclass(bool, int), issubclass(int, bool), issubclass(int, (str, (float, int))), issubclass(AppError, Base))
    for args in ((1, int), (int, 1), (Child(), Base)):
        try:
            issubclass(*args)
        except TypeError as e:
            print("TypeError:", e)


if __name__ == "__main__":
    main()
