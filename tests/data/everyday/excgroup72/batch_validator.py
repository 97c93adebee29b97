class ValidationError(ValueError):
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}")
        self.field = field


def validate(record):
    errors = []
    if not record.get("name"):
        errors.append(ValidationError("name", "missing"))
    if record.get("age", 0) < 0:
        errors.append(ValidationError("age", "negative"))
    if "email" in record and "@" not in record["email"]:
        errors.append(ValidationError("email", "no @"))
    if errors:
        raise ExceptionGroup(f"record {record.get('id')} invalid", errors)
    return record


def main():
    records = [
        {"id": 1, "name": "ann", "age": 3},
        {"id": 2, "name": "", "age": -1, "email": "x"},
        {"id": 3, "name": "bo", "email": "b@x"},
    ]
    ok = []
    for r in records:
        try:
            ok.append(validate(r))
        except ExceptionGroup as eg:
            print(str(eg), "|", repr(eg.message), len(eg.exceptions))
            for e in eg.exceptions:
                print("  ", type(e).__name__, e.field, e)
            fields, rest = eg.split(lambda e: getattr(e, "field", None) == "name")
            print("split:", fields, "|", rest)
            print("sub:", eg.subgroup(ValidationError) is eg, eg.subgroup(KeyError))
    print(len(ok))
    eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [KeyError("k"), TypeError("t")])])
    print(repr(eg))
    m, r = eg.split(KeyError)
    print(repr(m), repr(r))
    m, r = eg.split((ValueError, TypeError))
    print(repr(m), repr(r))
    print(repr(eg.subgroup(lambda e: isinstance(e, LookupError))))
    print(eg.args, type(eg.exceptions).__name__)
    print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup), issubclass(ExceptionGroup, Exception))
    b = BaseExceptionGroup("b", [ValueError()])
    print(type(b).__name__, type(BaseExceptionGroup("b", [SystemExit(2)])).__name__)
    for bad in [(1, [ValueError()]), ("m", []), ("m", ValueError()), ("m", [1]), ("m", [SystemExit()]), ("m",), ()]:
        try:
            ExceptionGroup(*bad)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    try:
        eg.split(3)
    except TypeError as e:
        print(e)
    e1 = ExceptionGroup("one", [ValueError("v")])
    print(str(e1), e1.derive([KeyError(2)]))
    try:
        raise ExceptionGroup("caught", [OSError("disk")])
    except Exception as e:
        print("plain except:", type(e).__name__, e)


if __name__ == "__main__":
    main()
