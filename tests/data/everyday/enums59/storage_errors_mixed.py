"""Classify storage failures with exception classes that are both OS and value errors."""


class StorageError(Exception):
    """Base of the storage errors."""


class BadPathError(OSError, ValueError):
    pass


class QuotaError(StorageError, PermissionError):
    def __init__(self, used, limit):
        super().__init__(f"quota exceeded: {used}/{limit}")
        self.used = used
        self.limit = limit


class MissingBlob(FileNotFoundError, ValueError):
    pass


class Corrupt(StorageError, LookupError, ValueError):
    pass


def open_blob(path, used=0):
    if "\0" in path or not path.startswith("/"):
        raise BadPathError(f"bad path: {path!r}")
    if used > 100:
        raise QuotaError(used, 100)
    if path.endswith(".gone"):
        raise MissingBlob(f"no such blob: {path}")
    if path.endswith(".bad"):
        raise Corrupt(path)
    return f"<blob {path}>"


def main():
    print([c.__name__ for c in BadPathError.__mro__])
    print([c.__name__ for c in QuotaError.__mro__])
    print([c.__name__ for c in MissingBlob.__mro__])
    print([c.__name__ for c in Corrupt.__mro__])
    cases = [("/a/b", 0), ("rel/x", 0), ("/big", 120), ("/old.gone", 0), ("/x.bad", 0)]
    for path, used in cases:
        try:
            print(open_blob(path, used))
        except ValueError as e:
            kind = "os+value" if isinstance(e, OSError) else "value"
            print(f"{kind}: {type(e).__name__}: {e} | args={e.args}")
        except OSError as e:
            print(f"os: {type(e).__name__}: {e} {e.args}")
    e = BadPathError("plain message")
    print(str(e), repr(e), isinstance(e, ValueError), issubclass(BadPathError, OSError))
    q = QuotaError(150, 100)
    print(q.used, q.args, isinstance(q, StorageError), isinstance(q, PermissionError), isinstance(q, ValueError))
    try:
        raise MissingBlob("gone: /z")
    except FileNotFoundError as err:
        print("caught as FileNotFoundError:", err, repr(err))


if __name__ == "__main__":
    main()
