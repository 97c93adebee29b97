# As str_slots.py, but `str.__add__` of an int raises TypeError (it does not decline),
# so the function fails on every input.
# expect: failed
# inputs: ('',), ('ab',), ('z',), ('é',)
def main(s: str) -> str:
    r = s.__add__(1)
    assert r is NotImplemented
    return s
