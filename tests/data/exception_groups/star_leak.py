"""Part of a group escaping an `except*`, with nested groups kept in shape."""


def fetch_all():
    raise ExceptionGroup("fetch", [
        ConnectionError("host a"),
        ExceptionGroup("retries", [TimeoutError("host b"), ValueError("bad json")]),
        KeyError("missing field"),
    ])


def main():
    try:
        fetch_all()
    except* OSError as eg:
        print("network:", repr(eg))
    except* KeyError as eg:
        print("keys:", repr(eg))
    print("done")


if __name__ == "__main__":
    main()
