"""A Result type (Ok/Err) for error handling without exceptions, chained through a pipeline."""
from dataclasses import dataclass
from typing import Callable, Generic, List, TypeVar, Union

T = TypeVar("T")
U = TypeVar("U")
E = TypeVar("E")


@dataclass(frozen=True)
class Ok(Generic[T]):
    value: T

    def is_ok(self) -> bool:
        return True

    def map(self, fn: Callable[[T], U]) -> "Ok[U]":
        return Ok(fn(self.value))

    def and_then(self, fn):
        return fn(self.value)

    def unwrap(self) -> T:
        return self.value


@dataclass(frozen=True)
class Err(Generic[E]):
    error: E

    def is_ok(self) -> bool:
        return False

    def map(self, fn):
        return self

    def and_then(self, fn):
        return self

    def unwrap(self):
        raise RuntimeError(f"unwrap on Err: {self.error}")


Result = Union[Ok[T], Err[str]]


def parse_int(text: str) -> Result:
    try:
        return Ok(int(text.strip()))
    except ValueError as exc:
        return Err(f"parse: {exc}")


def check_range(n: int) -> Result:
    return Ok(n) if 1 <= n <= 12 else Err(f"range: month {n} not in 1..12")


def month_name(n: int) -> Result:
    names = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
    return Ok(names[n - 1])


def collect(results: List[Result]) -> Result:
    values = []
    for r in results:
        if isinstance(r, Err):
            return r
        values.append(r.value)
    return Ok(values)


def main():
    inputs = ["3", " 12 ", "0", "seven", "07", "13", "", "-1"]
    for text in inputs:
        r = parse_int(text).and_then(check_range).and_then(month_name).map(str.upper)
        tag = "ok " if r.is_ok() else "err"
        print(f"{text!r:>8} {tag} {r}")
    good = [parse_int(t) for t in ["1", "2", "3"]]
    print(collect(good), collect(good).map(sum))
    bad = [parse_int(t) for t in ["4", "x", "y"]]
    print(collect(bad))
    try:
        collect(bad).unwrap()
    except RuntimeError as exc:
        print("RuntimeError:", exc)
    print(Ok(5) == Ok(5), Ok(5) == Err(5), hash(Ok("a")) == hash(Ok("a")))
    try:
        Ok(1).value = 2
    except Exception as exc:
        print(type(exc).__name__, exc)
    oks = [r.unwrap() for r in map(parse_int, "5 x 9 1e3 11".split()) if r.is_ok()]
    print(oks, sum(oks))
    print(Ok(3).map(lambda n: n * 2).map(lambda n: n + 1).unwrap())


if __name__ == "__main__":
    main()
