"""Collecting the errors of a report build as traceback text, with their chained causes."""
import sys
import traceback


def load_config(raw):
    try:
        config = {}
        for pair in raw.split(";"):
            key, value = pair.split("=")
            config[key] = int(value)
        return config
    except ValueError as e:
        raise RuntimeError(f"bad config {raw!r}") from e


def average(values):
    return divide(sum(values), len(values))


def divide(total, count):
    if count == 0:
        raise ZeroDivisionError("no values to average")
    return total / count


def summarize(name, values):
    try:
        return f"{name}: {average(values):.2f}"
    except ZeroDivisionError:
        return fallback(name)


def fallback(name):
    return f"{name}: " + int("n/a")


def main():
    errors = []
    for raw in ["a=1;b=2", "a=1;b=x"]:
        try:
            print(load_config(raw))
        except RuntimeError as e:
            errors.append("".join(traceback.format_exception(e)))
    for name, values in [("cpu", [1.5, 2.5]), ("disk", [])]:
        try:
            print(summarize(name, values))
        except ValueError:
            errors.append(traceback.format_exc())
    for text in errors:
        print(text.count("\n"), "lines")
        print(text, end="")
    try:
        average([])
    except ZeroDivisionError as e:
        print(traceback.format_exception_only(e))
        traceback.print_exc(file=sys.stdout)
        traceback.print_exception(e)
    print(traceback.format_exc())
    return len(errors)
