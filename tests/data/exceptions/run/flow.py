"""`finally` on every way out, and what replaces what (CPython 3.11)."""


def returns_in_finally() -> str:
    try:
        return "body"
    finally:
        return "finally"


def swallowed_by_finally_return() -> int:
    try:
        raise ValueError("lost")
    finally:
        return 7


def break_in_finally() -> int:
    n = 0
    for i in range(5):
        try:
            n += i
            if i == 2:
                raise KeyError(i)
        finally:
            if i == 2:
                break
    return n


def else_runs_only_without_exception(x: int) -> str:
    out = []
    try:
        out.append("body")
        if x < 0:
            raise ValueError("negative")
    except ValueError as e:
        out.append("handler " + str(e))
    else:
        out.append("else")
    finally:
        out.append("finally")
    return ",".join(out)


def else_skipped_by_return() -> str:
    log = []

    def inner() -> int:
        try:
            return 1
        except KeyError:
            log.append("handler")
        else:
            log.append("else")
        finally:
            log.append("finally")

    inner()
    return "|".join(log)


def reraise_keeps_exception() -> str:
    try:
        try:
            {}["missing"]
        except KeyError:
            print("seen")
            raise
    except LookupError as e:
        return "outer " + repr(e)
    return "none"


def handler_raises_new() -> str:
    try:
        try:
            1 // 0
        except ZeroDivisionError:
            raise RuntimeError("from handler")
    except ZeroDivisionError:
        return "wrong"
    except RuntimeError as e:
        return "right " + str(e)


def raise_from() -> str:
    try:
        try:
            int("x1")
        except ValueError as e:
            raise KeyError("parse") from e
    except KeyError as k:
        return str(k) + " " + str(k.args)


def nested_finally_order() -> list:
    order = []
    try:
        try:
            order.append(1)
            raise IndexError("deep")
        finally:
            order.append(2)
    except IndexError:
        order.append(3)
    finally:
        order.append(4)
    return order


def unbound_after_handler() -> str:
    try:
        raise ValueError("v")
    except ValueError as e:
        seen = str(e)
    try:
        return seen + str(e)  # noqa: F821
    except NameError as n:
        return "unbound: " + type(n).__name__


def continue_in_finally() -> int:
    total = 0
    for i in range(4):
        try:
            if i % 2 == 0:
                raise ValueError(i)
            total += i
        finally:
            continue
    return total


def main() -> str:
    print(returns_in_finally())
    print(swallowed_by_finally_return())
    print(break_in_finally())
    print(else_runs_only_without_exception(1))
    print(else_runs_only_without_exception(-1))
    print(else_skipped_by_return())
    print(reraise_keeps_exception())
    print(handler_raises_new())
    print(raise_from())
    print(nested_finally_order())
    print(unbound_after_handler())
    print(continue_in_finally())
    return "ok"
