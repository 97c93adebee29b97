"""A program's own exception group classes: one carrying extra data through `derive`, one
built through `__init__` only."""


class ValidationErrors(ExceptionGroup):
    def __new__(cls, message, errors, source):
        self = super().__new__(cls, message, errors)
        self.source = source
        return self

    def derive(self, errors):
        return ValidationErrors(self.message, errors, self.source)


class Problems(ExceptionGroup):
    def __init__(self, message, errors):
        super().__init__(message, errors)
        self.count = len(errors)


class FieldError(ValueError):
    pass


def main():
    errs = ValidationErrors("config.toml invalid", [FieldError("port"), KeyError("host"), FieldError("tls")], "config.toml")
    print(repr(errs), errs.args)
    fields, rest = errs.split(FieldError)
    print(type(fields).__name__, fields.source, repr(fields))
    print(type(rest).__name__, rest.source, str(rest))
    try:
        raise errs
    except* FieldError as eg:
        print("fields:", type(eg).__name__, eg.source, [str(e) for e in eg.exceptions])
    except* KeyError as eg:
        print("keys:", type(eg).__name__, eg.exceptions)
    p = Problems("two", [ValueError(1), ValueError(2)])
    print(p.count, repr(p), isinstance(p, ExceptionGroup), type(p.subgroup(lambda e: e.args == (1,))).__name__)
    try:
        ValidationErrors("x", [SystemExit(1)], "s")
    except TypeError as e:
        print("TypeError:", e)
    b = BaseExceptionGroup("base", [ValueError(1)])
    print(type(b).__name__, type(b.derive([SystemExit(2)])).__name__)


if __name__ == "__main__":
    main()
