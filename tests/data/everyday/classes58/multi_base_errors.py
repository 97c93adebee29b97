"""Validate settings and raise errors that several callers catch by different builtin types."""


class SettingError(Exception):
    pass


class WrongType(SettingError, TypeError, ValueError):
    def __init__(self, key, expected, got):
        super().__init__(f"{key}: expected {expected}, got {type(got).__name__}")
        self.key = key


class UnknownSetting(KeyError, ValueError):
    pass


class OutOfRange(ValueError, ArithmeticError):
    def __str__(self):
        low, high, value = self.args
        return f"{value} not in [{low}, {high}]"


SCHEMA = {"retries": (int, 0, 10), "timeout": (float, 0.1, 60.0), "name": (str, None, None)}


def validate(key, value):
    if key not in SCHEMA:
        raise UnknownSetting(key)
    kind, low, high = SCHEMA[key]
    if not isinstance(value, kind):
        raise WrongType(key, kind.__name__, value)
    if low is not None and not (low <= value <= high):
        raise OutOfRange(low, high, value)
    return value


def load(pairs):
    good, problems = {}, []
    for key, value in pairs:
        try:
            good[key] = validate(key, value)
        except KeyError as e:
            problems.append(("key", str(e), repr(e)))
        except TypeError as e:
            problems.append(("type", str(e), e.key))
        except ValueError as e:
            problems.append(("value", str(e), type(e).__name__))
    return good, problems


def main():
    pairs = [("retries", 3), ("timeout", "fast"), ("color", "red"), ("retries", 42), ("name", "svc"), ("timeout", 0.0)]
    good, problems = load(pairs)
    print(good)
    for p in problems:
        print(p)
    try:
        validate("colour", 1)
    except LookupError as e:
        print("lookup:", e, e.args, isinstance(e, ValueError), isinstance(e, TypeError))
    try:
        validate("retries", -1)
    except ArithmeticError as e:
        print("arith:", e, isinstance(e, OutOfRange))
    try:
        validate("retries", 2.5)
    except (SettingError, KeyError) as e:
        print("setting:", e, isinstance(e, ValueError), issubclass(WrongType, TypeError))
    print(issubclass(UnknownSetting, LookupError), issubclass(OutOfRange, KeyError))


if __name__ == "__main__":
    main()
