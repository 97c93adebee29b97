"""An exception raised and caught inside a function an `except` block calls has the handled
exception as its context, as CPython sets it when the exception is raised."""


def parse_port(text):
    try:
        return int(text)
    except ValueError as e:
        return repr(e.__context__)


def fallback(settings):
    try:
        return settings["backup"]
    except KeyError as e:
        return f"no backup; context {e.__context__!r}"


def main():
    settings = {"port": "eighty"}
    try:
        port = settings["listen"]
    except KeyError:
        print(parse_port(settings["port"]))
        print(fallback(settings))
    try:
        print(parse_port("x"))
    finally:
        print("done")
    return 0
