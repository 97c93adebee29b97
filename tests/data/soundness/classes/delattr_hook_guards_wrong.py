# The twin of delattr_hook_guards.py whose `__delattr__` removes `id` too when it is
# positive: the last assertion fails for a positive input.
# expect: failed
# inputs: (0,), (1,), (-5,), (42,)


class Record:
    def __init__(self, ident):
        self.id = ident
        self.note = "n"

    def __delattr__(self, name):
        if name == "id" and self.id <= 0:
            raise AttributeError("id is guarded")
        object.__delattr__(self, name)


def main(n: int) -> int:
    r = Record(n)
    del r.note
    try:
        del r.id
    except AttributeError:
        pass
    assert hasattr(r, "id")
    return r.id
