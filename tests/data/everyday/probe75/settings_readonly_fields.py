"""A settings object exposes computed fields as read-only properties; an editor tries to assign
and delete each field and reports CPython's refusal, which names the class by its qualified
name (a class made inside a function is `main.<locals>.Name`)."""


def reject(self, value):
    raise ValueError("write-only fields take no plain values: " + repr(value))


class Secrets:
    token = property(None, reject)


def attempt(label, action):
    try:
        action()
        print(label, "ok")
    except (AttributeError, ValueError) as e:
        print(label, type(e).__name__, e)


def main():
    class Settings:
        def __init__(self, base):
            self._base = base

        @property
        def timeout(self):
            return self._base * 2

    class Derived(Settings):
        pass

    s = Derived(5)
    print("timeout", s.timeout)
    attempt("assign", lambda: setattr(s, "timeout", 3))
    attempt("delete", lambda: delattr(s, "timeout"))
    attempt("read token", lambda: Secrets().token)
    attempt("write token", lambda: setattr(Secrets(), "token", 1))
