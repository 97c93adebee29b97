"""Validating records, attaching notes to each error as it passes through the layers."""
import traceback


class RecordError(ValueError):
    pass


def parse_age(text):
    try:
        return int(text)
    except ValueError as e:
        e.add_note(f"while reading the age {text!r}")
        raise


def check(record):
    try:
        age = parse_age(record["age"])
        if age < 0:
            raise RecordError(f"negative age {age}")
        return age
    except (ValueError, KeyError) as e:
        e.add_note(f"in record {record.get('id', '?')}")
        raise


def main():
    records = [{"id": 1, "age": "41"}, {"id": 2, "age": "x1"}, {"id": 3, "age": "-4"}, {"age": "7"}, {"id": 5}]
    for record in records:
        try:
            print("ok", check(record))
        except Exception as e:
            print(type(e).__name__, e, getattr(e, "__notes__", None))
            print(traceback.format_exception_only(e)[1:])
    e = KeyError("k")
    print(hasattr(e, "__notes__"))
    e.add_note("first")
    e.add_note("second\nwith a line break")
    e.__notes__.append("appended by hand")
    print(e.__notes__, len(e.__notes__), str(e), repr(e))
    for bad in (3, None, b"bytes", ["list"]):
        try:
            e.add_note(bad)
        except TypeError as t:
            print("TypeError:", t)
    try:
        e.add_note()
    except TypeError as t:
        print("TypeError:", t)
    try:
        e.add_note("a", "b")
    except TypeError as t:
        print("TypeError:", t)
    try:
        e.add_note(note="x")
    except TypeError as t:
        print("TypeError:", t)
    try:
        print(ValueError("plain").__notes__)
    except AttributeError as a:
        print("AttributeError:", a)
    try:
        print(RecordError("plain").__notes__)
    except AttributeError as a:
        print("AttributeError:", a)
    print(traceback.format_exception_only(e))
    try:
        raise e
    except KeyError as caught:
        print(caught is e, caught.__notes__ is e.__notes__)
    return len(e.__notes__)
