"""Module-level connections opened as the module loads; CPython closes each at exit, after
the program's output, `_`-prefixed names first."""


def connection(name):
    print("open", name)
    try:
        yield name
    finally:
        print("close", name)


primary = connection("primary")
_cache = connection("cache")
next(primary)
next(_cache)
idle = connection("idle")


def main():
    print("working with", next(connection("temp")))
    replica = connection("replica")
    next(replica)
    replica = connection("replica-2")
    print("main done")


if __name__ == "__main__":
    main()
