"""Soft assertions: collect every failed check in a block and report them together."""
from typing import Any, List, Optional


class SoftAssertionError(AssertionError):
    def __init__(self, failures: List[str]):
        self.failures = failures
        lines = "\n".join(f"  {i}. {f}" for i, f in enumerate(failures, 1))
        super().__init__(f"{len(failures)} check(s) failed:\n{lines}")


class SoftAssertions:
    def __init__(self, name: str):
        self.name = name
        self.failures: List[str] = []
        self.checks = 0

    def __enter__(self) -> "SoftAssertions":
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is not None and not issubclass(exc_type, AssertionError):
            self.failures.append(f"crashed: {exc_type.__name__}: {exc}")
        elif exc_type is not None:
            self.failures.append(f"hard assert: {exc}")
        if self.failures:
            raise SoftAssertionError(self.failures) from exc
        return False

    def _check(self, ok: bool, message: str) -> bool:
        self.checks += 1
        if not ok:
            self.failures.append(message)
        return ok

    def equal(self, actual: Any, expected: Any, what: str = "value") -> bool:
        return self._check(actual == expected, f"{what}: expected {expected!r}, got {actual!r}")

    def true(self, cond: bool, what: str) -> bool:
        return self._check(bool(cond), f"{what} is not true")

    def raises(self, exc_type: type, fn, *args) -> Optional[BaseException]:
        try:
            fn(*args)
        except exc_type as exc:
            self._check(True, "")
            return exc
        except Exception as other:
            self._check(False, f"{fn.__name__}{args!r} raised {type(other).__name__}, not {exc_type.__name__}")
            return other
        self._check(False, f"{fn.__name__}{args!r} did not raise {exc_type.__name__}")
        return None


def slugify(text: str) -> str:
    words = "".join(c if c.isalnum() else " " for c in text.lower()).split()
    if not words:
        raise ValueError("nothing to slugify")
    return "-".join(words)


def parse_ratio(text: str) -> float:
    a, b = text.split(":")
    return int(a) / int(b)


def main():
    suites = []

    def suite_ok(s):
        s.equal(slugify("Hello, World!"), "hello-world")
        s.equal(parse_ratio("3:4"), 0.75, "ratio")
        s.raises(ValueError, slugify, "!!!")

    def suite_soft(s):
        s.equal(slugify("  Many   spaces "), "many-spaces")
        s.equal(slugify("Ünïcode ok"), "unicode-ok", "unicode slug")
        s.true(parse_ratio("1:3") > 0.5, "1:3 above half")
        s.raises(ZeroDivisionError, parse_ratio, "1:0")
        s.raises(ValueError, parse_ratio, "1:2")
        s.raises(KeyError, slugify, "")

    def suite_hard(s):
        s.equal(len(slugify("a b c")), 5)
        assert parse_ratio("2:1") == 3, "two to one is 2.0"
        s.equal(1, 2)

    def suite_crash(s):
        s.equal(parse_ratio("9:3"), 3.0)
        parse_ratio("nine:3")

    for name, body in [("ok", suite_ok), ("soft", suite_soft), ("hard", suite_hard), ("crash", suite_crash)]:
        sa = SoftAssertions(name)
        try:
            with sa:
                body(sa)
        except SoftAssertionError as err:
            cause = err.__cause__
            print(f"[{name}] FAIL after {sa.checks} checks{' (cause ' + type(cause).__name__ + ')' if cause else ''}")
            print(err)
            suites.append((name, len(err.failures)))
        else:
            print(f"[{name}] pass ({sa.checks} checks)")
            suites.append((name, 0))
    print(suites, sum(n for _, n in suites))


if __name__ == "__main__":
    main()
