"""What leaves a `try` whose `except*` handlers re-raise, raise the part again by name, or
raise new exceptions: CPython's merge, newly raised first, the rest in the original shape."""


def boom():
    raise ExceptionGroup("root", [ValueError("v1"), KeyError("k1"), ExceptionGroup("sub", [ValueError("v2"), OSError("o1")])])


def main():
    cases = ["bare", "named", "new", "two"]
    for case in cases:
        try:
            try:
                boom()
            except* ValueError as eg:
                if case == "bare":
                    raise
                if case == "named":
                    raise eg
                if case == "new":
                    raise TypeError("converted")
                raise RuntimeError("first")
            except* OSError as eg:
                if case == "two":
                    raise RuntimeError("second")
        except BaseException as out:
            print(case, repr(out))
            if isinstance(out, ExceptionGroup):
                for e in out.exceptions:
                    print("   ", repr(e), repr(e.__context__))
    try:
        try:
            raise ExceptionGroup("g", [ValueError(1), ValueError(2)])
        except* ValueError as eg:
            try:
                raise eg.exceptions[0]
            except ValueError:
                pass
            print("inner handled", repr(eg))
    except Exception as e:
        print("leak", repr(e))
    else:
        print("clean")


if __name__ == "__main__":
    main()
