"""A batch job runner that records each failure through sys.exc_info() and sys.exception(),
retries on a fixed schedule read from a range, and matches result records by position."""
import sys


class Result:
    def __init__(self, job, status, detail):
        self.job = job
        self.status = status
        self.detail = detail


def summarize(result):
    match result:
        case Result(job, "ok", _):
            return f"{job}: done"
        case Result(job, "failed", (kind, message)):
            return f"{job}: {kind} ({message})"
        case Result(job, status, detail):
            return f"{job}: {status} {detail!r}"
    return "unknown"


Result.__match_args__ = ("job", "status", "detail")

RETRY_AT = range(0, 30, 5)


def failure_record():
    kind, value, tb = sys.exc_info()
    if kind is None:
        return None
    return (kind.__name__, str(value), tb is not None)


def run_step(name, payload):
    if name == "parse":
        return int(payload)
    if name == "lookup":
        return {"a": 1}[payload]
    if name == "divide":
        return 100 // payload
    return payload


def run_job(name, payload):
    for attempt_second in RETRY_AT:
        try:
            value = run_step(name, payload)
        except (ValueError, KeyError) as e:
            kind, message, has_tb = failure_record()
            assert sys.exception() is e
            return Result(name, "failed", (kind, message))
        except ZeroDivisionError:
            attempt = RETRY_AT.index(attempt_second)
            if attempt == 2:
                return Result(name, "gave up", failure_record()[:2])
            continue
        finally:
            outer = sys.exc_info()[0]
            if outer is not None:
                print(f"  cleanup after {outer.__name__} in {name}")
        return Result(name, "ok", value)
    return Result(name, "exhausted", None)


def main():
    print("outside:", sys.exc_info(), sys.exception())
    jobs = [("parse", "42"), ("parse", "4x2"), ("lookup", "b"), ("divide", 0), ("echo", [1, 2])]
    for name, payload in jobs:
        print(summarize(run_job(name, payload)))
    print("retry seconds:", list(RETRY_AT), RETRY_AT.count(10), RETRY_AT.count(11), RETRY_AT.count(10.0))
    try:
        RETRY_AT.index(12)
    except ValueError:
        print("not a retry second:", failure_record())
    try:
        try:
            raise KeyError("inner")
        except KeyError:
            try:
                raise TypeError("nested")
            except TypeError:
                print("innermost:", failure_record()[:2])
            print("back to:", failure_record()[:2])
            raise RuntimeError("wrapped")
    except RuntimeError as e:
        print("caught:", failure_record()[:2], type(e.__context__).__name__)
    print("after all:", failure_record())
    return sys.exc_info()
