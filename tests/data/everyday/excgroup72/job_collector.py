import sys


def run_jobs(jobs):
    errors = []
    results = {}
    for name, job in jobs:
        try:
            results[name] = job()
        except Exception as e:
            e.add_note(f"while running job {name!r}")
            errors.append(e)
    if errors:
        raise ExceptionGroup("some jobs failed", errors)
    return results


def parse(text):
    return int(text)


def lookup(key):
    return {"a": 1}[key]


def main():
    jobs = [("p1", lambda: parse("12")), ("p2", lambda: parse("x")), ("k", lambda: lookup("b")), ("t", lambda: len(5))]
    try:
        run_jobs(jobs)
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions], type(eg).__name__)
        print("part:", type(eg).__name__)
    except* (KeyError, TypeError) as eg:
        print("lookup/type:", repr(eg))
        for e in eg.exceptions:
            print("  notes:", e.__notes__)
    print("after")

    try:
        raise ValueError("naked")
    except* ValueError as eg:
        print("naked wrapped:", repr(eg), repr(eg.exceptions[0]))

    try:
        try:
            raise ExceptionGroup("mixed", [ValueError(1), KeyError(2), OSError(3)])
        except* ValueError:
            print("handled the value error")
        except* OSError as eg:
            print("re-raising", eg)
            raise
    except ExceptionGroup as eg:
        print("escaped:", repr(eg))

    try:
        try:
            raise ExceptionGroup("jobs", [ValueError(1), KeyError(2)])
        except* ValueError as eg:
            raise RuntimeError("cleanup failed") from eg
    except ExceptionGroup as eg:
        print("merged:", repr(eg))
        rt = eg.exceptions[0]
        print(type(rt).__name__, repr(rt.__cause__), rt.__context__ is rt.__cause__)

    try:
        try:
            raise KeyError("solo")
        except* ValueError:
            print("not here")
    except KeyError as e:
        print("naked unmatched passes as is:", repr(e))

    try:
        try:
            raise TypeError("t")
        except* TypeError:
            raise ValueError("replacement")
    except ValueError as e:
        print("naked replaced:", repr(e), repr(e.__context__))

    try:
        raise ExceptionGroup("x", [ValueError()])
    except* ValueError:
        print("handled")
    else:
        print("no else")
    finally:
        print("finally")

    try:
        pass
    except* ValueError:
        pass
    else:
        print("else ran")

    try:
        try:
            raise ValueError(1)
        except* ExceptionGroup:
            pass
    except TypeError as e:
        print("TypeError:", e, type(e.__context__).__name__)

    kinds = (KeyError, IndexError)
    try:
        raise ExceptionGroup("c", [IndexError(1), KeyError(2), ValueError(3)])
    except* kinds as eg:
        print("computed:", repr(eg))
    except* ValueError as eg:
        print("rest:", repr(eg))


if __name__ == "__main__":
    main()
