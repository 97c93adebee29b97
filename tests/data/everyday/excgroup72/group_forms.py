"""Smaller forms around groups: except* with else/finally in a helper, a BaseExceptionGroup
holding a SystemExit, nested except*, predicates, and the constructor's keyword refusal."""


def risky(n):
    if n == 0:
        raise ExceptionGroup("zero", [ZeroDivisionError("n is 0"), ValueError("bad")])
    return 10 // n


def guarded(n):
    log = []
    try:
        log.append(risky(n))
    except* ZeroDivisionError as eg:
        log.append(f"div:{len(eg.exceptions)}")
    except* ValueError:
        log.append("val")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def main():
    print(guarded(0), guarded(5))
    bg = BaseExceptionGroup("shutdown", [SystemExit(3), ValueError("v")])
    print(type(bg).__name__, repr(bg))
    try:
        raise bg
    except* SystemExit as eg:
        print("exit codes:", [e.code for e in eg.exceptions], type(eg).__name__)
    except* ValueError as eg:
        print("values:", type(eg).__name__)
    try:
        raise ExceptionGroup("outer", [ValueError(1)])
    except* ValueError as eg:
        try:
            raise ExceptionGroup("inner", [KeyError(2)])
        except* KeyError as inner:
            print("nested:", repr(inner), repr(inner.__context__))
    errs = [ValueError(i) for i in range(3)]
    eg = ExceptionGroup("t", errs)
    print(eg.exceptions[0] is errs[0], eg.split(lambda e: e.args[0] % 2 == 0 if not isinstance(e, ExceptionGroup) else False))
    try:
        ExceptionGroup("x", [ValueError()], extra=1)
    except TypeError as e:
        print(e)
    try:
        eg.message = "new"
    except AttributeError as e:
        print("AttributeError:", e)
    print(vars(eg))


if __name__ == "__main__":
    main()
