"""A mini unit-test runner: registered tests, fixtures, expected exceptions, a summary."""
import time
from contextlib import contextmanager

REGISTRY = []


class SkipTest(Exception):
    pass


def test(fn=None, *, tags=()):
    def register(f):
        REGISTRY.append((f.__name__, f, set(tags)))
        return f
    return register(fn) if fn is not None else register


@contextmanager
def raises(exc_type, match=None):
    try:
        yield
    except exc_type as exc:
        if match and match not in str(exc):
            raise AssertionError(f"{exc_type.__name__} raised but message {str(exc)!r} "
                                 f"lacks {match!r}")
    else:
        raise AssertionError(f"expected {exc_type.__name__} to be raised")


def slugify(title: str) -> str:
    if not title.strip():
        raise ValueError("empty title")
    words = "".join(c if c.isalnum() else " " for c in title.lower()).split()
    return "-".join(words)


def parse_duration(text: str) -> int:
    units = {"h": 3600, "m": 60, "s": 1}
    total, num = 0, ""
    for ch in text:
        if ch.isdigit():
            num += ch
        elif ch in units and num:
            total += int(num) * units[ch]
            num = ""
        else:
            raise ValueError(f"bad duration {text!r}")
    return total


@test
def test_slug_basic():
    assert slugify("Hello, World!") == "hello-world"


@test(tags=["slow"])
def test_slug_unicode():
    assert slugify("Café au lait") == "café-au-lait"


@test
def test_slug_empty():
    with raises(ValueError, match="empty"):
        slugify("   ")


@test
def test_duration():
    assert parse_duration("1h30m") == 5400
    assert parse_duration("45s") == 45


@test
def test_duration_wrong_expectation():
    assert parse_duration("2m") == 100, "two minutes should be 120"


@test
def test_duration_no_raise():
    with raises(ValueError):
        parse_duration("10m")


@test(tags=["network"])
def test_remote():
    raise SkipTest("no network in sandbox")


@test
def test_crashes():
    return {}["missing"]


def run(exclude=frozenset()):
    results = {"passed": [], "failed": [], "errors": [], "skipped": []}
    for name, fn, tags in REGISTRY:
        if tags & exclude:
            results["skipped"].append((name, f"excluded by tag {sorted(tags & exclude)[0]}"))
            continue
        started = time.perf_counter()
        try:
            fn()
        except SkipTest as exc:
            results["skipped"].append((name, str(exc)))
        except AssertionError as exc:
            results["failed"].append((name, str(exc) or "assertion failed"))
        except Exception as exc:
            results["errors"].append((name, f"{type(exc).__name__}: {exc}"))
        else:
            results["passed"].append((name, ""))
        assert time.perf_counter() >= started
    return results


def main():
    results = run(exclude={"slow"})
    marks = {"passed": ".", "failed": "F", "errors": "E", "skipped": "s"}
    order = {name: i for i, (name, _, _) in enumerate(REGISTRY)}
    flat = sorted(((order[n], marks[k]) for k, v in results.items() for n, _ in v))
    print("".join(m for _, m in flat))
    for kind in ("failed", "errors", "skipped"):
        for name, why in results[kind]:
            print(f"{kind.upper():<8} {name}: {why}")
    summary = ", ".join(f"{len(v)} {k}" for k, v in results.items() if v)
    print(f"== {summary} ==")


if __name__ == "__main__":
    main()
