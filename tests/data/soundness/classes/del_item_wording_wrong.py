# As del_item_wording.py, but the claim that a str key gets the sequence protocol's wording
# fails on every input.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
class Box:
    pass


def main(n: int) -> int:
    try:
        del Box()["k"]
        text = ""
    except TypeError as e:
        text = str(e)
    assert text == "'Box' object doesn't support item deletion", "wording"
    return n
