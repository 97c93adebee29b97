"""A task runner that records where each failure happened from the exception's traceback
object, walks `tb_next` to the raising frame, prints a report with `traceback`, and keeps a
context manager that logs the frame an exception passed through in its `__exit__`."""
import sys
import traceback

TASKS = {"parse": "42", "scale": "x", "ratio": "0", "ok": "7"}


def parse(text):
    return int(text)


def ratio(text):
    return 100 // parse(text)


def run_task(name, text):
    if name == "ratio":
        return ratio(text)
    return [parse(part) for part in text.split(",")]


class Audit:
    def __init__(self, label):
        self.label = label
        self.notes = []

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if tb is None:
            self.notes.append(f"{self.label}: clean")
            return False
        where = []
        while tb is not None:
            where.append(f"{tb.tb_frame.f_code.co_name}:{tb.tb_lineno}")
            tb = tb.tb_next
        self.notes.append(f"{self.label}: {exc_type.__name__} via {' > '.join(where)}")
        return isinstance(exc, ValueError)


def innermost(tb):
    while tb.tb_next is not None:
        tb = tb.tb_next
    return tb


def main():
    failures = []
    for name, text in TASKS.items():
        try:
            print(name, "->", run_task(name, text))
        except (ValueError, ZeroDivisionError) as e:
            last = innermost(e.__traceback__)
            failures.append((name, last.tb_frame.f_code.co_name, last.tb_lineno))
            frames = traceback.extract_tb(e.__traceback__)
            print(name, "failed in", [(f.name, f.lineno) for f in frames])
            print("".join(traceback.format_tb(e.__traceback__)[-1:]), end="")
            traceback.print_exception(e, file=sys.stderr)
            print("".join(traceback.format_exception(type(e), e, e.__traceback__)[-1:]), end="")
            try:
                traceback.extract_tb(e)
            except AttributeError as wrong:
                print("extract_tb(e):", wrong)
    print(failures)
    audit = Audit("batch")
    for text in ["5", "y"]:
        with audit:
            parse(text)
    try:
        with audit:
            ratio("0")
    except ZeroDivisionError as e:
        print("escaped", e, e.__traceback__.tb_lineno)
    print("\n".join(audit.notes))
    fresh = KeyError("never raised")
    print(fresh.__traceback__)
    return len(failures)
