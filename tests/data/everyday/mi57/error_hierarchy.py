"""An API client's errors: a program base class mixed with builtin exceptions."""


class AppError(Exception):
    def __init__(self, msg, code=500):
        super().__init__(msg)
        self.code = code


class NotFound(AppError, KeyError):
    pass


class BadInput(AppError, ValueError):
    def __str__(self):
        return f"bad input ({self.code}): {self.args[0]}"


class RetryMixin:
    retries = 3

    def should_retry(self, attempt):
        return attempt < self.retries


class Timeout(RetryMixin, AppError):
    retries = 2


def fetch(key, attempt=0):
    if key == "missing":
        raise NotFound("missing user", 404)
    if key == "bad":
        raise BadInput("key must be alphanumeric", 400)
    if key == "slow":
        raise Timeout("took too long", 504)
    return key.upper()


def main():
    for key in ["ok", "missing", "bad", "slow"]:
        try:
            print("got", fetch(key))
        except KeyError as e:
            print("key error:", repr(e), e.code, str(e))
        except ValueError as e:
            print("value error:", e)
        except AppError as e:
            print("app error:", e, e.code, [e.should_retry(n) for n in range(4)])
    try:
        fetch("missing")
    except AppError as e:
        print("caught as AppError", type(e).__name__, isinstance(e, LookupError), isinstance(e, ValueError))
    try:
        fetch("bad")
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e.code)


if __name__ == "__main__":
    main()
