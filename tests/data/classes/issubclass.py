class AppError(Exception):
    pass


class ParseError(AppError):
    pass


class Animal:
    pass


class Dog(Animal):
    pass


def main():
    print(issubclass(bool, int), issubclass(int, bool), issubclass(int, int), issubclass(str, (int, str)))
    print(issubclass(Dog, Animal), issubclass(Animal, Dog), issubclass(Dog, Dog), issubclass(Dog, (int, (str, Animal))))
    print(issubclass(ParseError, AppError), issubclass(ParseError, Exception), issubclass(AppError, ParseError))
    print(issubclass(KeyError, LookupError), issubclass(ValueError, (TypeError, ArithmeticError)))
    print(issubclass(ParseError, ValueError), issubclass(Dog, Exception), issubclass(ZeroDivisionError, ArithmeticError))
    for bad in ((3, int), (int, 3), (Dog(), Animal)):
        try:
            issubclass(*bad)
        except TypeError as e:
            print("TypeError:", e)
    return [c.__name__ for c in (Dog, ParseError, KeyError) if issubclass(c, (Animal, AppError))]
