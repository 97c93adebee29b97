# `del obj[key]` of an instance whose class has no `__delitem__`: an int key goes on to
# CPython's sequence protocol, which says "doesn't support item deletion"; any other key
# gets "does not support item deletion". The prover reads the text of an exception the
# evaluator raises as the interpreter's runs, held to CPython's, show it.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
class Box:
    pass


def main(n: int) -> int:
    try:
        del Box()[0]
        by_index = ""
    except TypeError as e:
        by_index = str(e)
    assert by_index == "'Box' object doesn't support item deletion"
    try:
        del Box()["k"]
        by_key = ""
    except TypeError as e:
        by_key = str(e)
    assert by_key == "'Box' object does not support item deletion"
    return n
