"""Which handler catches what: CPython's builtin hierarchy."""


def first_catcher(exc: BaseException) -> str:
    try:
        raise exc
    except (KeyError, IndexError) as e:
        return "lookup-pair " + type(e).__name__
    except ArithmeticError as e:
        caught = "arith"
        kind = e
    except OSError as e:
        return f"os {type(e).__name__}"
    except ValueError:
        caught = "value"
        kind = exc
    except RuntimeError as e:
        return "runtime " + str(isinstance(e, NotImplementedError))
    except Exception as e:
        caught, kind = "exception", e
    except BaseException:
        return "base " + repr(exc)
    return caught + " " + type(kind).__name__


def bare(exc: BaseException) -> str:
    try:
        raise exc
    except:  # noqa: E722
        return "bare caught " + repr(exc)


def main() -> int:
    samples = [
        KeyError("k"),
        IndexError(),
        ZeroDivisionError("z"),
        OverflowError("o"),
        FileNotFoundError("f"),
        PermissionError("p"),
        TimeoutError("t"),
        ConnectionRefusedError("c"),
        BrokenPipeError("b"),
        UnicodeError("u"),
        ValueError(1, 2),
        NotImplementedError("n"),
        RecursionError("r"),
        TypeError("ty"),
        AttributeError("at"),
        NameError("na"),
        StopIteration(),
        AssertionError("as"),
        LookupError("lo"),
        Exception("plain"),
        BaseException("base"),
    ]
    for s in samples:
        print(first_catcher(s))
    print(bare(KeyError(3)))
    print(isinstance(KeyError(), LookupError), isinstance(KeyError(), (IndexError, ValueError)))
    print(isinstance(TimeoutError(), OSError), isinstance(ValueError(), Exception))
    print(repr(ValueError), repr(Exception("a", "b")), str(Exception("a", "b")))
    print(str(KeyError("x")), str(KeyError()), repr(KeyError()), str(KeyError(1, 2)))
    print(ValueError("same") == ValueError("same"))
    e = ValueError("one")
    print(e == e, e.args, len(e.args), bool(e))
    print(f"{e} / {e!r} / {KeyError('q')}")
    return 0
