# As printf_mapping_operand.py, but the claim that a list the template never reads is an
# argument left unconverted (a `TypeError`) fails on every input: a list is a mapping to `%`.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
def main(n: int) -> int:
    try:
        "abc" % [n]
        raised = False
    except TypeError:
        raised = True
    assert raised, "not all arguments converted"
    return n
