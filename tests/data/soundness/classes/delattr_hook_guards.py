# A class whose `__delattr__` refuses to delete a guarded name and removes the others through
# `object.__delattr__`: deleting `id` raises, deleting `note` removes it, so `hasattr` is false.
# expect: proved
# inputs: (0,), (1,), (-5,), (42,)


class Record:
    def __init__(self, ident):
        self.id = ident
        self.note = "n"

    def __delattr__(self, name):
        if name == "id":
            raise AttributeError("id is guarded")
        object.__delattr__(self, name)


def main(n: int) -> int:
    r = Record(n)
    del r.note
    assert not hasattr(r, "note")
    try:
        del r.id
    except AttributeError:
        pass
    assert r.id == n
    return r.id
