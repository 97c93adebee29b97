def f(x: int) -> int:
    try:
        return 10 // x
    except ZeroDivisionError as e:
        print("caught", e, repr(e), e.args)
        return -1
    finally:
        print("finally", x)

def g() -> str:
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("fin", i)
    try:
        raise KeyError("k")
    except LookupError as e:
        print(type(e).__name__, str(e), isinstance(e, KeyError))
    try:
        {}["zz"]
    except KeyError as e:
        print(e.args, e)
    try:
        try:
            [][1]
        except IndexError:
            raise
    except Exception as e:
        print("outer", repr(e))
    try:
        raise ValueError("a", 2) from None
    except ValueError as e:
        print(e, e.args)
    return "done"

def main() -> int:
    print(f(2), f(0))
    print(g())
    return 0
