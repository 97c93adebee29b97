# Twin of `function_text_shape.py`: a model writing a constant text for a function (as clauz3
# once wrote `<function>`) would prove this; CPython fails it on every input. The prover
# skips it (the text holds an address) and must never prove it.
# expect: failed
# inputs: (0,), (3,), (-1,), (10,)
def scale(x):
    return 2 * x


def main(n: int) -> int:
    assert str(scale) == "<function>", "the text names the function and its address"
    return scale(n)
